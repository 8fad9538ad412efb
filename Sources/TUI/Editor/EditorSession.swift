import Dispatch
import EditorCore
import Engine
import Synchronization

/// The editor's run loop: draws the state, reads events, and carries out effects (background work
/// posts its result back as an event).
struct EditorSession {
    /// The project as far as it is read: the rest is read in the background once the first frame is drawn.
    let opening: EditingLoad
    /// Where this user's choice of languages for the project is remembered (`nil`: nowhere to keep it).
    var languagesFile: LanguageChoiceFile?

    /// Carries out the effects that touch files.
    private var shell: ShellEffects { ShellEffects(languagesFile: languagesFile) }

    /// Runs until the user quits.
    func run() throws(TerminalError) {
        let terminal = try NcursesTerminal()
        defer { terminal.shutdown() }
        let (width, height) = terminal.size
        // A project read whole at once (a catalog) only needs its disk state, as before the first frame.
        let whole = opening.project.isLoadedWhole ? opening.finish() : nil
        var state = EditorState(
            project: opening.project, disk: whole?.disk, width: width, height: height,
            languages: languagesFile?.read() ?? LanguageChoice())
        var quietReads = 0
        let mailbox = Mailbox()
        terminal.draw(EditorView.render(state))
        if let total = state.loading?.total { loadRest(total: total, mailbox: mailbox) }
        start(state.startEffects, mailbox: mailbox)
        var dirty = false
        while true {
            if dirty { terminal.draw(EditorView.render(state)) }
            var events = mailbox.take()
            if events.isEmpty {
                // With work in slices under way, only look for input, then go on with the work; while the files
                // load or an edit of several files runs, look at the mailbox often, for their progress.
                let waiting: Int32 =
                    state.hasPendingWork ? 0 : state.loading != nil || state.filesEditProgress != nil ? 20 : 100
                if let event = terminal.readEvent(timeout: waiting) {
                    events.append(event)
                    quietReads = 0
                } else if state.hasPendingWork {
                    events.append(.tick)
                } else {
                    // Every two seconds without input, look for files changed on disk.
                    quietReads += 1
                    if quietReads % 20 == 0 { events.append(.idle) }
                }
            }
            dirty = !events.isEmpty
            for event in events {
                let effects = state.update(event)
                if effects.contains(where: \.isQuit) { return }
                start(effects, mailbox: mailbox)
            }
        }
    }

    /// Reads the files not read yet in the background, posting how far it has come, then the whole project.
    private func loadRest(total: Int, mailbox: Mailbox) {
        let opening = opening
        DispatchQueue.global().async {
            let (project, disk) = opening.finish { read in
                mailbox.post(.loadProgress(Progress(label: "loading", done: read, total: total)))
            }
            mailbox.post(.loaded(project, disk))
        }
    }

    /// Starts background work; each result arrives in the mailbox.
    private func start(_ effects: [Effect], mailbox: Mailbox) {
        let shell = shell
        for effect in effects where !effect.isQuit {
            // Remembering the languages chosen is a small file of the user's, written at once.
            if case .rememberLanguages = effect {
                _ = shell.perform(effect)
                continue
            }
            // A cancelled edit of several files stops at its next group of files.
            if case .cancelFilesEdit(let serial) = effect {
                mailbox.cancel(serial)
                continue
            }
            DispatchQueue.global().async {
                let result =
                    effect.isShellWork
                    ? shell.perform(effect) : effect.computed(posting: mailbox.post, isCancelled: mailbox.isCancelled)
                if let result { mailbox.post(result) }
            }
        }
    }
}

/// Events posted by background work for the run loop, and the edits of several files cancelled, which that work
/// asks about.
final class Mailbox: Sendable {
    private let events = Mutex<[Event]>([])
    private let cancelled = Mutex<Set<Int>>([])

    /// Records that the edit of several files `serial` was cancelled.
    func cancel(_ serial: Int) { cancelled.withLock { _ = $0.insert(serial) } }

    /// Whether the edit of several files `serial` was cancelled.
    func isCancelled(_ serial: Int) -> Bool { cancelled.withLock { $0.contains(serial) } }

    func post(_ event: Event) { events.withLock { $0.append(event) } }

    func take() -> [Event] {
        events.withLock { events in
            defer { events = [] }; return events
        }
    }
}
