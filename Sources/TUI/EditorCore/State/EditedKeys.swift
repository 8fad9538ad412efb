import Engine

/// The keys edited since the last save, found again from the files: after an undo, a redo or a reload
/// the keys edited one by one are no longer known, but the files still tell which entries differ from disk.
enum EditedKeys {
    /// The keys whose entry (in any language file) differs from the file on disk, or is in one but not
    /// the other. A file with the same bytes as on disk is not read; one that does not parse counts all
    /// its keys as edited.
    static func differing(project: Project, disk: DiskState) -> Set<String> {
        var keys: Set<String> = []
        for file in project.files {
            let onDisk = disk.records[file.fileName]?.bytes ?? []
            guard onDisk != file.bytes else { continue }
            let mine = entries(of: file.document())
            let theirs = entries(of: try? JSONDocument(bytes: onDisk))
            for (key, text) in mine where theirs[key] != text { keys.insert(key) }
            for key in theirs.keys where mine[key] == nil { keys.insert(key) }
        }
        return keys
    }

    /// Each top-level key's value as written.
    private static func entries(of document: JSONDocument?) -> [String: String] {
        guard let document, let members = document.root.members else { return [:] }
        var entries: [String: String] = [:]
        for member in members { entries[member.key] = document.text(of: member.value.range) }
        return entries
    }
}
