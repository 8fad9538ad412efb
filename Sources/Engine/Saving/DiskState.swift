#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a project's files are on disk, as last loaded or saved: per file name, the bytes and their
/// fingerprint. An editor keeps one beside its `Project` values (which undo restores); the disk state is
/// not undone, it changes only when files are saved or reloaded.
///
/// A file is **unsaved** when its bytes in the project differ from the bytes recorded here, so an edit
/// that is undone is clean again. Saving writes only unsaved files, each atomically, and refuses to
/// overwrite a file another program changed on disk (`DiskState+Saving.swift`).
///
/// Memory: the recorded bytes are the project's own arrays (copy-on-write), so they cost nothing extra
/// until a file is edited; comparing an unedited file is O(1).
public struct DiskState: Sendable {
    /// One file as last read or written.
    public struct Record: Sendable {
        /// The bytes on disk.
        public let bytes: [UInt8]
        /// Size, modification time and hash of `bytes` as on disk.
        public let fingerprint: FileFingerprint
        /// What `stat` said then, for the cheap check of `externalChanges()`; `nil` when unknown (the file
        /// changed while it was being loaded).
        var status: FileStatus?
        /// The last status `externalChanges()` saw that differed from `status`, with what it found then, so
        /// that a file is not read again until it changes again.
        var lastLook: (status: FileStatus, change: ExternalChange?)?

        /// Whether the file is known not to exist (a state sidecar not created yet): its absence is no change.
        let isAbsent: Bool

        init(bytes: [UInt8], fingerprint: FileFingerprint, status: FileStatus?) {
            self.bytes = bytes
            self.fingerprint = fingerprint
            self.status = status
            isAbsent = false
        }

        /// The record of a file that does not exist: empty, of no known status.
        init(absent: Void) {
            bytes = []
            fingerprint = FileFingerprint(bytes: [], modificationTime: .init(seconds: 0, nanoseconds: 0))
            isAbsent = true
        }

        /// The record of bytes just written, with the status of the written file.
        init(written bytes: [UInt8], status: FileStatus) {
            self.init(
                bytes: bytes,
                fingerprint: FileFingerprint(
                    size: bytes.count, modificationTime: status.modificationTime,
                    contentHash: FileFingerprint.hash(bytes)),
                status: status)
        }
    }

    /// The project folder (`""` for the current folder).
    public let directory: String
    /// The files as on disk, by name (`pl.json`, `expressions.json`).
    public internal(set) var records: [String: Record]

    /// A disk state in which no file exists yet: saving a project against it creates every file (and
    /// refuses any that appeared meanwhile). For a project built in memory.
    public init(directory: String) {
        self.directory = directory
        records = [:]
    }

    /// The disk state of a project just loaded from `project.directory`, at `start` or later.
    ///
    /// The fingerprint of a file is the hash of the project's bytes with the size and time `stat` gives
    /// now. A file modified since `start` (or in the 2 seconds before it: clocks of file systems are
    /// coarse) is read again to make sure the disk still has the project's bytes; when it does not, it
    /// is recorded with an unknown status, so that `externalChanges()` reports it at once and `save`
    /// refuses to overwrite it. The project's state sidecar is recorded too, so that a change another program
    /// makes to it is noticed (`save` never writes it: `StateSidecar.update` does, record by record); a project
    /// without one records it as absent, so that one created later is noticed.
    init(capturing project: Project, loadedSince start: FileFingerprint.Timestamp) {
        directory = project.directory
        let contents =
            project.diskFiles.map { (name: $0.fileName, bytes: $0.bytes) }
            + project.auxiliaryFiles.map { (name: $0.key, bytes: $0.value) }
            + (project.stateSidecar.map { [(name: ProjectFiles.stateSidecarPath, bytes: $0)] } ?? [])
        let paths = contents.map { Self.path(of: $0.name, in: project.directory) }
        let captured = ConcurrentWork.map(contents.count) { index -> Record in
            let bytes = contents[index].bytes
            if let status = FileStatus(path: paths[index]), status.size == bytes.count,
                status.modificationTime.seconds < start.seconds - 2
            {
                return Record(
                    bytes: bytes, fingerprint: FileFingerprint(bytes: bytes, modificationTime: status.modificationTime),
                    status: status)
            }
            if let read = try? AtomicFile.readWithStatus(paths[index]), read.file.bytes == bytes {
                return Record(bytes: bytes, fingerprint: read.file.fingerprint, status: read.status)
            }
            return Record(
                bytes: bytes,
                fingerprint: FileFingerprint(bytes: bytes, modificationTime: .init(seconds: 0, nanoseconds: 0)),
                status: nil)
        }
        records = Dictionary(uniqueKeysWithValues: zip(contents.map(\.name), captured))
        if project.stateSidecar == nil { records[ProjectFiles.stateSidecarPath] = Record(absent: ()) }
    }

    /// The names of the files of `project` whose bytes differ from the disk, in project order (language
    /// files, then `expressions.json` and `glossa.json`): the edited files, and new files not on disk yet.
    ///
    /// A file the disk state has but the project does not (an added language, saved, then undone) is not
    /// listed: saving never deletes files.
    ///
    /// Complexity: O(files) for unedited files (their bytes are the recorded arrays), plus a comparison of
    /// the bytes of each edited file.
    public func unsavedFiles(in project: Project) -> [String] {
        var names = project.diskFiles.filter { records[$0.fileName]?.bytes != $0.bytes }.map(\.fileName)
        names += project.auxiliaryFiles.keys.sorted().filter { records[$0]?.bytes != project.auxiliaryFiles[$0] }
        return names
    }

    /// Whether `project` has edits that are not on disk.
    public func hasUnsavedChanges(_ project: Project) -> Bool {
        !unsavedFiles(in: project).isEmpty
    }

    /// The path of a file of the project folder.
    func path(of name: String) -> String { Self.path(of: name, in: directory) }

    static func path(of name: String, in directory: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

extension FileFingerprint.Timestamp {
    /// The current time of the system clock, as file times are written.
    static var now: FileFingerprint.Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return FileFingerprint.Timestamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
