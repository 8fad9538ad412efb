/// Noticing files that other programs changed while the project is open, cheaply enough to poll.
extension DiskState {
    /// The recorded files that changed on disk since they were loaded or saved: modified, deleted, or no
    /// longer readable. For an editor's idle check, so it can offer a reload before the user saves.
    ///
    /// A file whose size, modification time and inode are as recorded is taken as unchanged without
    /// reading it: one `stat` per file. Otherwise it is read once and its bytes decide: a file saved
    /// again unchanged, or only touched, is not reported, and its new status is recorded (hence
    /// `mutating`); a changed file is not read again until its status changes again.
    ///
    /// Limitation: a rewrite that keeps the size within one tick of the file system's clock (a few
    /// milliseconds) is not seen here; `save` still compares the bytes and refuses to overwrite it.
    ///
    /// - Returns: the changes, by file name (`base.json` first).
    public mutating func externalChanges() -> [ExternalChange] {
        var changes: [ExternalChange] = []
        for name in records.keys.sorted(by: { ($0 == "base.json" ? "" : $0) < ($1 == "base.json" ? "" : $1) }) {
            let record = records[name]!
            guard let status = FileStatus(path: path(of: name)) else {
                if !record.isAbsent { changes.append(ExternalChange(fileName: name, kind: .deleted)) }
                continue
            }
            if status == record.status { continue }
            if let look = record.lastLook, look.status == status {
                if let change = look.change { changes.append(change) }
                continue
            }
            let change: ExternalChange?
            do throws(FileAccessError) {
                let (file, current) = try AtomicFile.readWithStatus(path(of: name))
                if file.bytes == record.bytes {
                    records[name] = Record(bytes: record.bytes, fingerprint: file.fingerprint, status: current)
                    continue
                }
                change = ExternalChange(fileName: name, kind: .modified, contentHash: file.fingerprint.contentHash)
            } catch {
                change = ExternalChange(
                    fileName: name, kind: error.reason == .notFound ? .deleted : .unreadable(error.reason))
            }
            records[name]!.lastLook = (status, change)
            if let change { changes.append(change) }
        }
        return changes
    }
}
