import Engine

/// The editor without a terminal: events in, screens out, effects carried out at once. Tests and
/// the editor benchmark drive it exactly as the run loop drives the state.
package struct HeadlessEditor: Sendable {
    package private(set) var state: EditorState
    /// Whether an event asked to quit.
    package private(set) var hasQuit = false
    /// Whether each event is followed by ticks until work done in slices is finished (as a user who
    /// waits a moment sees it); the benchmark turns it off to time the first frame after a key.
    package var finishesWork = true
    /// Whether background work (validation, the search index, the shell's work) is done at once after each event;
    /// the benchmark turns it off, since in the editor it runs on another thread while frames go on. Edits of
    /// several files are made either way, unless held (`holdsLongWork`).
    package var doesBackgroundWork = true
    /// Whether the work a user waits for while pressing keys — edits of several files (`Effect.editFiles`), the
    /// search for the changes of a search and replace (`Effect.findReplacements`) — waits in `heldWork` instead of
    /// being done at once, so that keys can be pressed while it is under way; `finishHeldWork()` does it.
    package var holdsLongWork = false
    /// The long work held (`holdsLongWork`), in order.
    package private(set) var heldWork: [Effect] = []
    /// Events posted by held work already done (`computeHeldWork`) and not yet sent: progress, then the result.
    package private(set) var arrived: [Event] = []

    /// The effects that touch something outside the process (`Effect.isShellWork`), in order.
    package private(set) var shellEffects: [Effect] = []
    /// Carries out an effect and returns the event that reports it: by default only the work that needs
    /// nothing outside the process (`Effect.computed()`); tests of saving and reloading pass the shell's.
    private let perform: @Sendable (Effect) -> Event?

    /// A fresh editor on a project held in memory, with validation and the search index already done.
    package init(
        project: Project, width: Int = 120, height: Int = 36, languages: LanguageChoice = LanguageChoice(),
        perform: @escaping @Sendable (Effect) -> Event? = { $0.computed() }
    ) {
        self.perform = perform
        state = EditorState(project: project, disk: nil, width: width, height: height, languages: languages)
        carryOut(state.startEffects)
    }

    /// A fresh editor on a project read from disk, with validation and the search index already done.
    ///
    /// `perform` is required here: saving, reloading and checking the disk are the shell's work, and an editor on
    /// files that silently did not save them would let a test of saving pass on nothing. Tests pass the shell's
    /// (`ShellEffects().perform`); the benchmark, which never saves, passes `{ $0.computed() }`.
    package init(
        project: Project, disk: DiskState, width: Int = 120, height: Int = 36,
        languages: LanguageChoice = LanguageChoice(), perform: @escaping @Sendable (Effect) -> Event?
    ) {
        self.perform = perform
        state = EditorState(project: project, disk: disk, width: width, height: height, languages: languages)
        carryOut(state.startEffects)
    }

    /// Applies an event and carries out its effects.
    package mutating func send(_ event: Event) {
        carryOut(state.update(event))
        while finishesWork, state.hasPendingWork { carryOut(state.update(.tick)) }
    }

    /// Presses keys written in the `Key` notation (`"/photo<enter>#21<enter>"`).
    package mutating func press(_ notation: String) {
        guard let keys = Key.parse(notation) else { preconditionFailure("bad key notation: \(notation)") }
        for key in keys { send(.key(key)) }
    }

    /// Does the held work now, as the run loop's background queue would, keeping the events it posts in
    /// `arrived` (sent by `deliver`).
    package mutating func computeHeldWork() {
        for effect in takeHeldWork() { arrived += Self.posted(by: effect) }
    }

    /// Sends the first `count` events of `arrived` (all by default), as the run loop takes them from its mailbox.
    package mutating func deliver(_ count: Int = .max) {
        let taken = arrived.prefix(count)
        arrived.removeFirst(taken.count)
        for event in taken { send(event) }
    }

    /// Does the held work and sends what it posts.
    package mutating func finishHeldWork() {
        computeHeldWork()
        deliver()
    }

    /// Takes the held work out, for a test that does it on another thread.
    package mutating func takeHeldWork() -> [Effect] {
        defer { heldWork = [] }
        return heldWork
    }

    /// The events work that needs nothing outside the process posts, in order: its progress, then its result.
    package static func posted(by effect: Effect) -> [Event] {
        var events: [Event] = []
        if let result = effect.computed(posting: { events.append($0) }) { events.append(result) }
        return events
    }

    /// The screen for the current state.
    package func render() -> Screen { EditorView.render(state) }

    private mutating func carryOut(_ effects: [Effect]) {
        for effect in effects {
            if effect.isQuit { hasQuit = true }
            if effect.isShellWork { shellEffects.append(effect) }
            if case .cancelFilesEdit(let serial) = effect {
                // As the run loop stops it: held, it is never made.
                heldWork.removeAll { if case .editFiles(let edit) = $0 { edit.serial == serial } else { false } }
            } else if effect.isLongWork {
                if holdsLongWork {
                    heldWork.append(effect)
                } else {
                    for event in Self.posted(by: effect) { send(event) }
                }
            } else if doesBackgroundWork, let result = perform(effect) {
                send(result)
            }
        }
    }
}
