import Engine

/// The translation states the editor records in the project's sidecar (`.glossa/states.jsonl`): the sidecar as
/// last read from or written to disk, the records as the editor has them, and which records this session
/// changed. Saving writes only those (through `StateSidecar.update`, under the folder's lock, on the sidecar as
/// it is on disk then), so another program's records of other keys are never overwritten.
///
/// Undo restores the session's records from a snapshot (`restore(_:)`); records this session never changed
/// stay as last read from disk.
package struct StateRecords: Sendable {
    /// A record's place: the language tag (`pl`) and the key.
    package struct Place: Hashable, Sendable, Comparable {
        package internal(set) var language: String
        package internal(set) var key: String

        package static func < (a: Place, b: Place) -> Bool {
            (a.language, a.key) < (b.language, b.key)
        }
    }

    /// One record to write (`nil` removes it).
    package struct Change: Sendable, Equatable {
        package internal(set) var place: Place
        package internal(set) var record: StateRecord?
    }

    /// The sidecar as on disk when last read or written; `nil` when the project has none.
    private(set) var saved: StateSidecar?
    /// The records as the editor has them; `nil` while the project has no sidecar and nothing was recorded.
    private(set) var current: StateSidecar?
    /// The records this session changed.
    private(set) var touched: Set<Place> = []

    init() {}

    /// The records of a project as loaded (its sidecar's lines that cannot be read are the validator's findings;
    /// saving then refuses, as `glossa set` does).
    init(project: Project) {
        saved = project.stateSidecar.map { StateSidecar.parse($0).sidecar }
        current = saved
    }

    /// Whether the project records states in a sidecar (it has one, or the editor recorded one).
    var exists: Bool { current != nil }

    /// Records `record` (or removes the record) of `key` in `language`.
    mutating func set(_ record: StateRecord?, language: String, key: String) {
        var sidecar = current ?? StateSidecar()
        sidecar.set(record, language: language, key: key)
        current = sidecar
        touched.insert(Place(language: language, key: key))
    }

    /// Moves the records of `key` in every language to `newKey` (a rename); with `newKey` `nil`, removes them
    /// (a deletion). Whether anything changed.
    @discardableResult
    mutating func moveRecords(of key: String, to newKey: String?) -> Bool {
        guard let sidecar = current else { return false }
        var changed = false
        for (language, records) in sidecar.records {
            guard let record = records[key] else { continue }
            set(nil, language: language, key: key)
            if let newKey { set(record, language: language, key: newKey) }
            changed = true
        }
        return changed
    }

    /// The records to write: those this session changed that differ from the disk's, in sidecar order.
    var changes: [Change] {
        touched.sorted().compactMap { place in
            let record = current?.record(language: place.language, key: place.key)
            return record == saved?.record(language: place.language, key: place.key)
                ? nil : Change(place: place, record: record)
        }
    }

    /// Whether some record differs from the disk's.
    var isUnsaved: Bool {
        touched.contains {
            current?.record(language: $0.language, key: $0.key) != saved?.record(language: $0.language, key: $0.key)
        }
    }

    /// Goes back (or forward) to the records of a snapshot: this session's records as the snapshot has them, the
    /// others as last read from disk.
    mutating func restore(_ snapshot: StateSidecar?) {
        current = overlaid(snapshot)
    }

    /// After a save: `written` is the sidecar as on disk now (other programs' records included); the records
    /// changed since the save began stay as the editor has them.
    mutating func wrote(_ written: StateSidecar) {
        let mine = current
        saved = written
        current = overlaid(mine)
    }

    /// The sidecar read again after another program changed it: its records, except those this session changed and
    /// has not saved, which stay as the editor has them (a record saved before is the other program's now).
    mutating func read(_ onDisk: StateSidecar) {
        let unsaved = touched.filter {
            current?.record(language: $0.language, key: $0.key) != saved?.record(language: $0.language, key: $0.key)
        }
        var result = onDisk
        for place in unsaved {
            result.set(
                current?.record(language: place.language, key: place.key), language: place.language, key: place.key)
        }
        saved = onDisk
        current = result
    }

    /// The disk's sidecar with this session's records taken from `source`.
    private func overlaid(_ source: StateSidecar?) -> StateSidecar? {
        guard saved != nil || source != nil else { return nil }
        var result = saved ?? StateSidecar()
        for place in touched {
            result.set(
                source?.record(language: place.language, key: place.key), language: place.language, key: place.key)
        }
        return result
    }
}
