import EditorCore
import Engine
import Foundation
import Testing

/// Translation states in the built `glossa`, in a real terminal (tmux): the work queue, confirming, saving the
/// state sidecar.
@Suite(.serialized, .timeLimit(.minutes(2))) struct StatesEndToEndTests {
    /// Runs the built `glossa` with `arguments` (as another program would), expects success, and returns what
    /// it printed.
    @discardableResult
    private func glossa(_ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(
            try GlossaBinary.path(), arguments, environment: ["LANG": "C.UTF-8"], output: .captured,
            timeout: .seconds(20))
        #expect(result.status == 0, "glossa \(arguments.joined(separator: " ")): \(result.errors)")
        return result.output
    }

    /// The row of `language` in `glossa stats` of `project`.
    private func statsRow(_ project: TemporaryProject, _ language: String) throws -> String? {
        try glossa(["stats", project.path]).split(separator: "\n").map(String.init).first {
            $0.hasPrefix(language + " ")
        }
    }

    /// The editor on `project`, its key list shown.
    private func openEditor(on project: TemporaryProject) throws -> TmuxSession {
        let command = "\(TmuxSession.quoted(try GlossaBinary.path())) \(TmuxSession.quoted(project.path))"
        let session = try TmuxSession(command: command, width: 120, height: 36, environment: [:])
        try session.waitFor("Keys 32")
        return session
    }

    /// `n` to the Polish `login.button` marked for review (one of the two keys of the sample that then need work),
    /// then `c` to confirm it.
    private func confirmTheReviewedLoginButton(in session: TmuxSession) throws {
        try session.send("n")
        let screen = try session.waitFor("2 keys need work in 7 languages")
        #expect(screen.contains("pl · Polish  * needs review"))
        #expect(screen.contains(" * login.button"))
        try session.send("c")
        try session.waitFor("login.button in pl: confirmed")
    }

    /// Types `text` over the selected row's text and waits for the editor to say `message`.
    private func translate(in session: TmuxSession, _ text: String, saying message: String) throws {
        try session.send("Enter", "C-u")
        try session.sendLiteral(text)
        try session.send("Enter")
        try session.waitFor(message)
    }

    /// The issue's scenario: Polish chosen as the target, `n` until the queue is empty, translating as it goes
    /// (a copy typed over, a missing key typed, a text to review confirmed), saved: `glossa stats` shows Polish
    /// complete. A base text changed with `glossa set` then makes the Polish translation stale in the editor
    /// (reloading the changed file) and in `stats`.
    @Test func translateThePolishQueueThenTheSourceChanges() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        // Work for the translator: a copy of the source, a text to review, a key missing.
        try glossa(["set", project.path, "--lang", "pl", "--key", "login.button", "--state", "needs-translation"])
        try glossa(["set", project.path, "--lang", "pl", "--key", "welcome.title", "--state", "needs-review"])
        try glossa(["rm", project.path, "--lang", "pl", "--key", "settings.dark-mode"])
        let session = try openEditor(on: project)
        // The language picker: Polish (the sixth language) is the target.
        try session.send("L")
        try session.waitFor("Languages: t target")
        try session.send("j", "j", "j", "j", "j", "t")
        try session.waitFor("Polish             target")
        try session.send("Enter")
        try session.waitFor("translating into Polish")
        try session.send("n")
        var screen = try session.waitFor("3 keys need work in Polish")
        #expect(screen.contains("pl · Polish  + needs translation"))
        #expect(screen.contains(" + login.button"))
        try translate(in: session, "Zaloguj się 🔑", saying: "set login.button in pl")
        try session.send("n")
        screen = try session.waitFor("2 keys need work in Polish")
        #expect(screen.contains("missing — shows base: Dark mode"))
        try translate(in: session, "Tryb ciemny", saying: "set settings.dark-mode in pl")
        try session.send("n")
        screen = try session.waitFor("1 key needs work in Polish")
        #expect(screen.contains("pl · Polish  * needs review"))
        try session.send("c")
        try session.waitFor("welcome.title in pl: confirmed")
        try session.send("n")
        try session.waitFor("no key needs work in Polish ✓")
        try session.send("C-s")
        try session.waitFor("saved .gl")
        #expect(
            try statsRow(project, "pl")
                == "pl (Polish)              32/32                  0             0      0        0      8/9       0"
                + "         1     12  [####################] 100%")
        // Another program changes the source text: the editor notices the file, and reloaded, marks the Polish
        // translation stale.
        try glossa(["set", project.path, "--lang", "base", "--key", "welcome.title", "Welcome to Lumi!"])
        // Without unsaved edits, the file is read again at once.
        screen = try session.waitFor("reloaded base.json", timeout: .seconds(15))
        #expect(screen.contains(" ~ welcome.title"))
        #expect(screen.contains("pl · Polish  ~ stale: the source changed"))
        try session.send("n")
        try session.waitFor("1 key needs work in Polish")
        #expect(
            try statsRow(project, "pl")
                == "pl (Polish)              31/32                  0             0      1        0      8/9       0"
                + "         1     14  [###################-] 96%")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    /// States recorded from the shell while the editor is open (`glossa set --state`, which creates the sidecar)
    /// show in the editor without reloading anything by hand; the editor's own save keeps the shell's records, and
    /// a later record from the shell is read again over it.
    @Test func statesRecordedFromTheShellShowInTheOpenEditor() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let session = try openEditor(on: project)
        try glossa(["set", project.path, "--lang", "pl", "--key", "login.button", "--state", "needs-review"])
        try session.waitFor("reloaded .glossa/states.jsonl", timeout: .seconds(15))
        try confirmTheReviewedLoginButton(in: session)
        try session.send("C-s")
        try session.waitFor("saved .glossa/states.jsonl")
        try glossa(["set", project.path, "--lang", "de", "--key", "login.button", "--state", "needs-review"])
        let screen = try session.waitFor("reloaded .glossa/states.jsonl", timeout: .seconds(15))
        #expect(screen.contains("de · German  * needs review"))
        let loaded = try Project.load(directory: project.path)
        let translated = try #require(loaded.stateRecord(.translated, forKey: "login.button").source)
        let review = try #require(loaded.stateRecord(.needsReview, forKey: "login.button").source)
        #expect(
            try project.contents(of: ".glossa/states.jsonl")
                == "[\"de\",\"login.button\",\"needs-review\",\"\(review)\"]\n"
                + "[\"pl\",\"login.button\",\"translated\",\"\(translated)\"]\n")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    /// A translation marked for review by a script is found with `n`, confirmed with `c`, and saved: the sidecar
    /// then records it translated against the source text as it is.
    @Test func confirmTheQueueAndSaveTheSidecar() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try glossa(["set", project.path, "--lang", "pl", "--key", "login.button", "--state", "needs-review"])
        let session = try openEditor(on: project)
        try confirmTheReviewedLoginButton(in: session)
        try session.send("n")
        try session.waitFor("1 key needs work in 7 languages")
        try session.send("C-s")
        try session.waitFor("saved .glossa/states.jsonl")
        let loaded = try Project.load(directory: project.path)
        let source = try #require(loaded.stateRecord(.translated, forKey: "login.button").source)
        #expect(
            try project.contents(of: ".glossa/states.jsonl")
                == "[\"pl\",\"login.button\",\"translated\",\"\(source)\"]\n")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}
