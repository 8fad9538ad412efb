import EditorCore
import Engine

/// The shell's side of the editor's effects: the work that touches files (saving, reading again, looking
/// for and merging changes on disk, remembering the languages chosen). The editor's core only returns
/// these as values; everything else an effect asks for is `Effect.computed()`.
struct ShellEffects: Sendable {
    /// Where this user's choice of languages for the project is remembered (`nil`: nowhere to keep it).
    var languagesFile: LanguageChoiceFile?

    /// Carries out an effect and returns the event that reports it (`nil` for `.quit` and for remembering
    /// the languages, which has no answer). The run loop calls it on a background queue for all but
    /// `.rememberLanguages`; the headless editor of the tests calls it in place.
    func perform(_ effect: Effect) -> Event? {
        switch effect {
        case .save(let project, var disk, let changes, let overwriting, let thenQuit):
            let report = disk.save(project, overwriting: overwriting)
            guard !changes.isEmpty, report.isComplete else {
                return .saved(report, disk, states: nil, thenQuit: thenQuit)
            }
            // Through the one writer: under the folder's lock, on the sidecar as it is on disk now.
            let written: Result<StateSidecar, StateSidecarError>
            do throws(StateSidecarError) {
                let sidecar = try StateSidecar.update(in: disk.directory) { sidecar in
                    for change in changes {
                        sidecar.set(change.record, language: change.place.language, key: change.place.key)
                    }
                }
                // The editor's own write, so that the next look for changes on disk does not take it for another's.
                disk.recordWritten(ProjectFiles.stateSidecarPath, bytes: sidecar.bytes)
                written = .success(sidecar)
            } catch {
                written = .failure(error)
            }
            return .saved(report, disk, states: written, thenQuit: thenQuit)
        case .reload(let names, var project, var disk):
            var files: [(fileName: String, bytes: [UInt8], ours: [UInt8])] = []
            var failures: [String] = []
            for name in names {
                let isSidecar = name == ProjectFiles.stateSidecarPath
                let ours = (isSidecar ? project.stateSidecar : project.files.first { $0.fileName == name }?.bytes) ?? []
                do throws(FileAccessError) {
                    try disk.reload(name, into: &project)
                    if isSidecar {
                        files.append((name, project.stateSidecar ?? [], ours))
                    } else if let file = project.files.first(where: { $0.fileName == name }) {
                        files.append((name, file.bytes, ours))
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
        case .rememberLanguages(let choice):
            // A small file of the user's; failing to write it loses nothing of the project.
            try? languagesFile?.write(choice)
            return nil
        case .quit, .validate, .buildSearchIndex, .findReplacements, .editFiles, .cancelFilesEdit:
            return effect.computed()
        }
    }
}
