import Engine

/// Something that happened: a key, a paste, the mouse, a resize, or the result of background work.
package enum Event: Sendable {
    case key(Key)
    case paste(String)
    /// A click of the primary button at a screen cell.
    case click(x: Int, y: Int)
    /// The wheel turned over a screen cell: negative is up.
    case scroll(x: Int, y: Int, lines: Int)
    case resize(width: Int, height: Int)
    /// Nothing happened: time to go on with work done in slices (a search of many keys).
    case tick
    /// A few seconds without input: time to look for files changed on disk.
    case idle
    /// A save finished: what was written, and the disk state after it; the state sidecar as written (or why
    /// not), when it had records to write.
    case saved(SaveReport, DiskState, states: Result<StateSidecar, StateSidecarError>?, thenQuit: Bool)
    /// Files read again from disk (the "reload" answer), with the disk state after it.
    case reloaded([(fileName: String, bytes: [UInt8])], DiskState, failures: [String])
    /// The idle check for files changed on disk.
    case diskChecked([ExternalChange], DiskState)
    /// Files on disk merged with the project's edits of them (the "merge" answer), and those that could not be.
    case merged([DiskState.FileMerge], failures: [String])
    /// Validation finished for the project as it was at `generation`.
    case validated(ValidationReport, generation: Int)
    /// The search index for the project as it was at `generation`.
    case searchIndexBuilt(SearchIndex, generation: Int)
}

/// Work the run loop carries out for the state; results come back as events.
package enum Effect: Sendable {
    case quit
    /// Validate the project in the background; answer with `.validated`.
    case validate(Project, generation: Int)
    /// Build the search index in the background; answer with `.searchIndexBuilt`.
    case buildSearchIndex(Project, generation: Int)
    /// Write the unsaved files (those in `overwriting` whatever is on disk), then the records of the state
    /// sidecar that changed, when every file was written; answer with `.saved`.
    case save(Project, DiskState, states: [StateRecords.Change], overwriting: Set<String>, thenQuit: Bool)
    /// Read files again from disk, dropping their edits; answer with `.reloaded`.
    case reload([String], Project, DiskState)
    /// Look for files changed on disk; answer with `.diskChecked`.
    case checkDisk(DiskState)
    /// Merge files as they are on disk with the project's edits of them; answer with `.merged`.
    case merge([String], Project, DiskState)
    /// Remember the languages this translator chose for the project, outside the project's files: the shell's
    /// work (the headless editor keeps it in `shellEffects`), with no answer.
    case rememberLanguages(LanguageChoice)
}

extension Effect {
    /// Whether the effect ends the editor.
    package var isQuit: Bool { if case .quit = self { true } else { false } }

    /// Whether the shell carries the effect out itself (`perform()` does nothing for it).
    package var isShellWork: Bool { if case .rememberLanguages = self { true } else { false } }

    /// Does the effect's background work and returns the event that reports it (`nil` for `.quit`).
    /// The run loop calls this on a background queue; the headless editor calls it in place.
    package func perform() -> Event? {
        switch self {
        case .quit, .rememberLanguages:
            return nil
        case .validate(let project, let generation):
            return .validated(Validator().validate(project), generation: generation)
        case .buildSearchIndex(let project, let generation):
            return .searchIndexBuilt(SearchIndex(project: project), generation: generation)
        case .save(let project, var disk, let changes, let overwriting, let thenQuit):
            let report = disk.save(project, overwriting: overwriting)
            guard !changes.isEmpty, report.isComplete else {
                return .saved(report, disk, states: nil, thenQuit: thenQuit)
            }
            // Through the one writer: under the folder's lock, on the sidecar as it is on disk now.
            let written: Result<StateSidecar, StateSidecarError>
            do throws(StateSidecarError) {
                written = .success(
                    try StateSidecar.update(in: disk.directory) { sidecar in
                        for change in changes {
                            sidecar.set(change.record, language: change.place.language, key: change.place.key)
                        }
                    })
            } catch {
                written = .failure(error)
            }
            return .saved(report, disk, states: written, thenQuit: thenQuit)
        case .reload(let names, var project, var disk):
            var files: [(fileName: String, bytes: [UInt8])] = []
            var failures: [String] = []
            for name in names {
                do throws(FileAccessError) {
                    try disk.reload(name, into: &project)
                    if let file = project.files.first(where: { $0.fileName == name }) {
                        files.append((name, file.bytes))
                    }
                } catch {
                    failures.append(error.description)
                }
            }
            return .reloaded(files, disk, failures: failures)
        case .checkDisk(var disk):
            let changes = disk.externalChanges()
            return .diskChecked(changes, disk)
        case .merge(let names, let project, let disk):
            var merges: [DiskState.FileMerge] = []
            var failures: [String] = []
            for name in names {
                let ours = project.files.first { $0.fileName == name }?.bytes ?? project.auxiliaryFiles[name] ?? []
                do throws(FileAccessError) {
                    merges.append(try disk.merge(name, ours: ours))
                } catch {
                    failures.append(error.description)
                }
            }
            return .merged(merges, failures: failures)
        }
    }
}
