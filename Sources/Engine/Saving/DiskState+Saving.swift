import Foundation

/// Saving a project against its disk state, and the answers to a conflict: overwrite or reload.
extension DiskState {
    /// Writes the unsaved files of `project` (see `unsavedFiles(in:)`), each with `AtomicFile.write`
    /// (atomic, permissions kept), and records what was written.
    ///
    /// Before writing, each file's bytes on disk are compared with those recorded: a file another program
    /// changed (or deleted, or, for a new file, created) since it was loaded or saved is not written and
    /// is reported as a conflict, unless its name is in `overwriting`. A write that fails (read-only folder
    /// or file, full disk) is reported with its reason, and the file on disk is untouched. Either way the
    /// other files are still saved, and the project keeps its edits: a file not written stays unsaved.
    ///
    /// - Parameters:
    ///   - overwriting: files to write whatever is on disk now (the editor's "overwrite" answer).
    /// - Returns: what was written, the conflicts and the failures.
    ///
    /// Cost per written file: reading it back from disk for the comparison, hashing the new bytes, and the
    /// write with its `fsync`s.
    public mutating func save(_ project: Project, overwriting: Set<String> = []) -> SaveReport {
        save(project, overwriting: overwriting, failing: nil)
    }

    /// Records `bytes` as what file `fileName` holds now, written by another writer than `save` (the state
    /// sidecar, which `StateSidecar.update` writes): its own write is then not taken for another program's change.
    /// Nothing is recorded when the file cannot be found.
    public mutating func recordWritten(_ fileName: String, bytes: [UInt8]) {
        guard let status = FileStatus(path: path(of: fileName)) else { return }
        records[fileName] = Record(written: bytes, status: status)
    }

    /// `save`, with writes failing at a step of `AtomicFile.write` (for tests).
    mutating func save(
        _ project: Project, overwriting: Set<String>, failing: (step: AtomicFile.Step, code: Int32)?
    ) -> SaveReport {
        var report = SaveReport()
        for name in unsavedFiles(in: project) {
            let bytes = project.files.first { $0.fileName == name }?.bytes ?? project.auxiliaryFiles[name]!
            let precondition: WritePrecondition
            if overwriting.contains(name) {
                precondition = .none
            } else if let record = records[name] {
                precondition = .unchanged(record.fingerprint)
            } else {
                precondition = .absent
                // A new file of a language folder (i18next's `pt-BR/translation.json`) gets its folder.
                if name.contains("/") { AtomicFile.makeFolders(for: path(of: name)) }
            }
            do throws(FileAccessError) {
                let status = try AtomicFile.write(
                    bytes, to: path(of: name), precondition: precondition, failing: failing)
                records[name] = Record(written: bytes, status: status)
                report.written.append(name)
                report.bytesWritten += bytes.count
            } catch {
                switch error.reason {
                case .changedOnDisk: report.conflicts.append(SaveConflict(fileName: name, kind: .changedOnDisk))
                case .deletedOnDisk: report.conflicts.append(SaveConflict(fileName: name, kind: .deletedOnDisk))
                case .alreadyExists: report.conflicts.append(SaveConflict(fileName: name, kind: .createdOnDisk))
                default: report.failures.append(error)
                }
            }
        }
        return report
    }

    /// Reads one file again from disk into `project` and into the disk state, dropping the project's
    /// unsaved edits of that file: the editor's "reload" answer to a conflict or an external change.
    ///
    /// A language file is replaced with `Project.replaceFile`; `expressions.json` or `glossa.json` with
    /// `Project.replaceAuxiliaryFile`, which parses every language file again; the state sidecar
    /// (`.glossa/states.jsonl`) becomes `Project.stateSidecar` as read.
    ///
    /// - Precondition: `fileName` is one of the project's files (`files` or `auxiliaryFiles`),
    ///   `expressions.json` / `glossa.json`, or the state sidecar.
    /// - Throws: `FileAccessError` when the file cannot be read (`.notFound` when it was deleted); the
    ///   project and the disk state are then unchanged.
    public mutating func reload(_ fileName: String, into project: inout Project) throws(FileAccessError) {
        let index = project.files.firstIndex { $0.fileName == fileName }
        let isSidecar = fileName == ProjectFiles.stateSidecarPath
        precondition(
            index != nil || isSidecar || Project.auxiliaryFileNames.contains(fileName),
            "reload: \(fileName) is not in the project")
        let (file, status) = try AtomicFile.readWithStatus(path(of: fileName))
        if let index {
            project.replaceFile(at: index, bytes: file.bytes)
        } else if isSidecar {
            project.stateSidecar = file.bytes
        } else {
            project.replaceAuxiliaryFile(named: fileName, bytes: file.bytes)
        }
        records[fileName] = Record(bytes: file.bytes, fingerprint: file.fingerprint, status: status)
    }
}
