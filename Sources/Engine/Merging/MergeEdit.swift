/// One change a merge makes to ours' document: the same edit serves the merge itself and a conflict
/// resolved as theirs.
enum MergeEdit: Sendable, Equatable {
    /// Sets the member at the path to the value, or adds it where it is missing (placed as `.add` does).
    case set([String], JSONValueText, predecessors: ArraySlice<String>)
    /// Adds members, in order, to the object at the path: after the nearest of `predecessors` (the keys
    /// before them on theirs' side, nearest last) that the object has, first when there are none, else at
    /// the end.
    case add([String], keys: [String], values: [JSONValueText], predecessors: ArraySlice<String>)
    /// Removes the member at the path, if it is there.
    case remove([String])
    /// Renames the top-level key `from` to `to`, its value and position kept.
    case rename(from: String, to: String)

    /// The top-level key the edit is about.
    var key: String {
        switch self {
        case .set(let path, _, _), .remove(let path): return path[0]
        case .add(let path, let keys, _, _): return path.first ?? keys[0]
        case .rename(let from, _): return from
        }
    }

    /// Runs of `.set` additions that are next to each other on theirs' side (each one's nearest predecessor
    /// the one before) made into one `.add` each, so that a block of new keys goes in at once.
    static func coalescing(_ additions: [MergeEdit]) -> [MergeEdit] {
        var result: [MergeEdit] = []
        for edit in additions {
            guard case .set(let path, let value, let predecessors) = edit else {
                result.append(edit)
                continue
            }
            let objectPath = Array(path.dropLast())
            if case .add(let previousPath, var keys, var values, let previousPredecessors) = result.last,
                previousPath == objectPath, predecessors.last == keys.last
            {
                keys.append(path.last!)
                values.append(value)
                result[result.count - 1] = .add(
                    objectPath, keys: keys, values: values, predecessors: previousPredecessors)
            } else {
                result.append(.add(objectPath, keys: [path.last!], values: [value], predecessors: predecessors))
            }
        }
        return result
    }

    /// Applies `edits` in order to `document` with its minimal-diff editing, in the document's own style.
    ///
    /// Edits are planned against the same bytes and applied together, one parse for all of them; an edit
    /// whose bytes touch those of an earlier one (a removal next to a removal, an addition after a member
    /// that goes), or that is to follow a member added in the same pass, starts a new pass. So a merge
    /// that changes members spread through the file costs one or two parses, not one per change.
    static func apply(_ edits: [MergeEdit], to document: JSONDocument) throws(JSONEditError) -> JSONDocument {
        var locator = Locator(document)
        var pending = Splice()
        // The ranges of `pending`, by lower bound; a new range that overlaps or touches one waits for a new pass.
        var ranges: [Range<Int>] = []
        var added: Set<[String]> = []
        for edit in edits {
            var splice = try edit.splice(with: locator)
            if edit.follows(added, with: locator) || splice.contains(where: { Self.touches($0.range, ranges) }) {
                locator = Locator(try locator.document.applying(pending))
                pending = []
                ranges = []
                added = []
                splice = try edit.splice(with: locator)
            }
            added.formUnion(edit.addedPaths(with: locator))
            pending += splice
            for (range, _) in splice {
                ranges.insert(range, at: ranges.partitioningIndex { $0.lowerBound >= range.lowerBound })
            }
        }
        return pending.isEmpty ? locator.document : try locator.document.applying(pending)
    }

    /// The byte replacements of the edit, planned against the locator's document.
    private func splice(with locator: Locator) throws(JSONEditError) -> Splice {
        switch self {
        case .set(let path, let value, let predecessors):
            let objectPath = Array(path.dropLast())
            guard let object = locator.object(at: objectPath) else { throw .noSuchKey(objectPath) }
            if let index = locator.position(of: path.last!, in: object, at: objectPath) {
                return locator.document.replacementOfValue(of: object.members![index], with: value)
            }
            return try Self.addition(
                [(path.last!, value)], to: object, at: objectPath, predecessors: predecessors, with: locator)
        case .add(let objectPath, let keys, let values, let predecessors):
            guard let object = locator.object(at: objectPath) else { throw .noSuchKey(objectPath) }
            return try Self.addition(
                Array(zip(keys, values)), to: object, at: objectPath, predecessors: predecessors, with: locator)
        case .remove(let path):
            let objectPath = Array(path.dropLast())
            guard let object = locator.object(at: objectPath),
                let index = locator.position(of: path.last!, in: object, at: objectPath)
            else { return [] }
            return locator.document.removalOfMember(at: index, in: object)
        case .rename(let from, let to):
            return try locator.document.renamingOfMember(at: [from], to: to)
        }
    }

    /// The members this edit adds (none when it changes or removes one).
    private func addedPaths(with locator: Locator) -> [[String]] {
        switch self {
        case .set(let path, _, _):
            let objectPath = Array(path.dropLast())
            guard let object = locator.object(at: objectPath),
                locator.position(of: path.last!, in: object, at: objectPath) == nil
            else { return [] }
            return [path]
        case .add(let objectPath, let keys, _, _): return keys.map { objectPath + [$0] }
        default: return []
        }
    }

    private static func addition(
        _ added: [(key: String, value: JSONValueText)], to object: JSONNode, at objectPath: [String],
        predecessors: ArraySlice<String>, with locator: Locator
    ) throws(JSONEditError) -> Splice {
        for key in predecessors.reversed() {
            if let index = locator.position(of: key, in: object, at: objectPath) {
                return try locator.document.additionOfMembers(added, to: object, after: index)
            }
        }
        return try locator.document.additionOfMembers(added, to: object, at: predecessors.isEmpty ? 0 : nil)
    }

    /// Whether the edit adds members whose place depends on a member `added` holds (added in this pass,
    /// so not yet in the locator's document): one of their predecessors nearer than the first the document has.
    private func follows(_ added: Set<[String]>, with locator: Locator) -> Bool {
        guard !added.isEmpty else { return false }
        let objectPath: [String]
        let predecessors: ArraySlice<String>
        switch self {
        case .set(let path, _, let before): (objectPath, predecessors) = (Array(path.dropLast()), before)
        case .add(let path, _, _, let before): (objectPath, predecessors) = (path, before)
        default: return false
        }
        guard let object = locator.object(at: objectPath) else { return false }
        for key in predecessors.reversed() {
            if added.contains(objectPath + [key]) { return true }
            if locator.position(of: key, in: object, at: objectPath) != nil { return false }
        }
        return false
    }

    /// Whether `range` overlaps or touches one of `ranges` (sorted by lower bound).
    private static func touches(_ range: Range<Int>, _ ranges: [Range<Int>]) -> Bool {
        let index = ranges.partitioningIndex { $0.lowerBound >= range.lowerBound }
        if index > 0, ranges[index - 1].upperBound >= range.lowerBound { return true }
        return index < ranges.count && ranges[index].lowerBound <= range.upperBound
    }
}

/// Finds members of one version of the document: top-level keys through a table (a file has thousands),
/// nested ones by scanning their (small) objects; the last of a duplicated key, as strict readers do.
private struct Locator {
    let document: JSONDocument
    private let positions: [String: Int]

    init(_ document: JSONDocument) {
        self.document = document
        let members = document.root.members ?? []
        positions = Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { $1 })
    }

    /// The object at `path`, or `nil`.
    func object(at path: [String]) -> JSONNode? {
        guard let first = path.first else { return document.root.members == nil ? nil : document.root }
        guard let index = positions[first] else { return nil }
        var node = document.root.members![index].value
        for key in path.dropFirst() {
            guard let member = node.members?.last(where: { $0.key == key }) else { return nil }
            node = member.value
        }
        return node.members == nil ? nil : node
    }

    /// The position of the member `key` in `object`, the object at `objectPath`.
    func position(of key: String, in object: JSONNode, at objectPath: [String]) -> Int? {
        objectPath.isEmpty ? positions[key] : object.members!.lastIndex { $0.key == key }
    }
}

extension Array {
    /// The first index whose element satisfies `belongsInSecondPart`, for an array partitioned by it
    /// (binary search).
    fileprivate func partitioningIndex(where belongsInSecondPart: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsInSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
