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
    /// Files read again from disk (the "reload" answer, or a file without edits changed on disk), with the disk
    /// state after it; `ours`: each file's bytes in the project the reload was asked from (a file edited since is
    /// left as it is).
    case reloaded([(fileName: String, bytes: [UInt8], ours: [UInt8])], DiskState, failures: [String])
    /// The idle check for files changed on disk.
    case diskChecked([ExternalChange], DiskState)
    /// Files on disk merged with the project's edits of them (the "merge" answer), and those that could not be.
    case merged([DiskState.FileMerge], failures: [String])
    /// Validation finished for the project as it was at `generation` (the report is `index.report`).
    case validated(ValidationIndex, generation: Int)
    /// The search index for the project as it was at `generation`.
    case searchIndexBuilt(SearchIndex, generation: Int)
    /// The changes search and replace found (`Effect.findReplacements`) for its search `serial`, in the project as
    /// it was at `generation`.
    case replacementsFound([TextReplacement], serial: Int, generation: Int)
    /// The edit of several files `serial` (`Effect.editFiles`, `FilesEdit.serial`) has `done` of its files in.
    case filesEditProgress(done: Int, serial: Int)
    /// The edit of several files `serial` is made: the edited project, or why not.
    case filesEdited(FilesEdit.Outcome, serial: Int)
    /// More of the project's files are read, while the editor shows its source language only.
    case loadProgress(Progress)
    /// Every file of the project is read (`EditingLoad.finish`): the whole project, and its disk state.
    case loaded(Project, DiskState)
}

/// Work the run loop carries out for the state; results come back as events. The effects are values: the
/// core computes what needs nothing outside the process (`computed()`), and the shell (`Sources/TUI`)
/// carries out what touches files (`isShellWork`).
package enum Effect: Sendable {
    case quit
    /// Validate the project in the background, checking again only what changed since `after` (the last
    /// validation) when there is one; answer with `.validated`.
    case validate(Project, after: ValidationIndex?, generation: Int)
    /// Build the search index in the background, from the index of an earlier version of the project with the
    /// same keys when there is one (`SearchIndex.updated(for:)`); answer with `.searchIndexBuilt`.
    case buildSearchIndex(Project, previous: SearchIndex?, generation: Int)
    /// Write the unsaved files (those in `overwriting` whatever is on disk), then the records of the state
    /// sidecar that changed, when every file was written; answer with `.saved`.
    case save(Project, DiskState, states: [StateRecords.Change], overwriting: Set<String>, thenQuit: Bool)
    /// Read files again from disk, dropping their edits; answer with `.reloaded`.
    case reload([String], Project, DiskState)
    /// Look for files changed on disk; answer with `.diskChecked`.
    case checkDisk(DiskState)
    /// Merge files as they are on disk with the project's edits of them; answer with `.merged`.
    case merge([String], Project, DiskState)
    /// Find the changes a search and replace makes in `languages` of the project (`Project.replacements`) in the
    /// background; answer with `.replacementsFound`.
    case findReplacements(
        Project, LiteralSearch, replacement: String, languages: [FileLanguage], serial: Int, generation: Int)
    /// Make an edit of several files in the background, answering with `.filesEditProgress` as files are done
    /// and `.filesEdited` at the end.
    case editFiles(FilesEdit)
    /// Stop making the edit of several files `serial`, cancelled: it need not go on (its result is dropped anyway).
    /// No answer.
    case cancelFilesEdit(serial: Int)
    /// Remember the languages this translator chose for the project, outside the project's files, with no
    /// answer.
    case rememberLanguages(LanguageChoice)
}

extension Effect {
    /// Whether the effect ends the editor.
    package var isQuit: Bool { if case .quit = self { true } else { false } }

    /// Whether the effect is work a user may wait for while pressing keys: an edit of several files, the search
    /// for the changes of a search and replace.
    package var isLongWork: Bool {
        switch self {
        case .editFiles, .findReplacements: true
        default: false
        }
    }

    /// Whether the effect touches something outside the process (the project's files, the user's own
    /// files): work the shell carries out, never the editor's core (`computed()` is `nil` for it).
    package var isShellWork: Bool {
        switch self {
        case .quit, .validate, .buildSearchIndex, .findReplacements, .editFiles, .cancelFilesEdit: false
        case .save, .reload, .checkDisk, .merge, .rememberLanguages: true
        }
    }

    /// Does the effect's work that needs nothing outside the process (validation, the search index, an edit of
    /// several files) and returns the event that reports it; `nil` for `.quit` and for the shell's work. Work that
    /// reports how far it has come (`.editFiles`) hands those events to `post` as it goes, and stops early once
    /// `isCancelled` says its serial was cancelled (`.cancelFilesEdit`).
    /// The run loop calls this on a background queue; the headless editor calls it in place.
    package func computed(posting post: (Event) -> Void = { _ in }, isCancelled: (Int) -> Bool = { _ in false })
        -> Event?
    {
        switch self {
        case .validate(let project, let previous, let generation):
            return .validated(Validator().validateIndexed(project, after: previous), generation: generation)
        case .buildSearchIndex(let project, let previous, let generation):
            return .searchIndexBuilt(
                previous?.updated(for: project) ?? SearchIndex(project: project), generation: generation)
        case .findReplacements(let project, let search, let replacement, let languages, let serial, let generation):
            return .replacementsFound(
                project.replacements(of: search, with: replacement, in: languages), serial: serial,
                generation: generation)
        case .editFiles(let edit):
            let outcome = edit.run(
                report: { done in post(.filesEditProgress(done: done, serial: edit.serial)) },
                isCancelled: { isCancelled(edit.serial) })
            return .filesEdited(outcome, serial: edit.serial)
        case .quit, .save, .reload, .checkDisk, .merge, .rememberLanguages, .cancelFilesEdit:
            return nil
        }
    }
}
