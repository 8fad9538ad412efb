import EditorCore
import Engine
import Foundation
import Testing

/// The built `glossa` in a real terminal (tmux) on a temporary copy of `sample-project`.
@Suite(.serialized, .timeLimit(.minutes(2))) struct EditorEndToEndTests {
    /// Starts the editor on a copy of the sample project.
    func open(
        width: Int = 120, height: Int = 36, environment: [String: String] = [:]
    ) throws -> (TmuxSession, TemporaryProject) {
        let project = try TemporaryProject()
        let command = "\(TmuxSession.quoted(try GlossaBinary.path())) \(TmuxSession.quoted(project.path))"
        let session = try TmuxSession(command: command, width: width, height: height, environment: environment)
        try session.waitFor("Keys 32")
        return (session, project)
    }

    @Test func browsesFiltersAndPreviewsThenQuits() throws {
        let (session, project) = try open(height: 50)
        defer { project.remove() }
        try session.waitFor("welcome.title")
        try session.sendLiteral("/photos.c")
        try session.waitFor("Keys 1/32")
        try session.send("Enter")
        try session.sendLiteral("#21")
        try session.send("Enter")
        let screen = try session.waitFor("ru    21 фотография")
        #expect(screen.contains("▸ many  %d صورة"), "Arabic 21 is many")
        #expect(screen.contains("pl    21 zdjęć"))
        #expect(screen.contains("Number 21"))
        try session.send("+")
        try session.waitFor("pl    22 zdjęcia")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    /// A rename in every language goes through the run loop's background queue and mailbox (issue 20): it lands as
    /// one edit that saving writes and one `u` undoes.
    @Test func aRenameInEveryLanguageLandsFromTheBackground() throws {
        let (session, project) = try open(width: 160)
        defer { project.remove() }
        try session.sendLiteral("/likes.count")
        try session.waitFor("Keys 1/32")
        try session.send("Enter", "r", "C-u")
        try session.sendLiteral("likes.total")
        try session.send("Enter")
        try session.waitFor("8 unsaved · rename likes.count to likes.total")
        try session.send("C-s")
        try session.waitFor("saved base.json")
        #expect(try project.contents(of: "ru.json").contains(#""likes.total""#))
        #expect(try !project.contents(of: "ru.json").contains(#""likes.count""#))
        try session.send("u")
        try session.waitFor("undone: rename likes.count to likes.total")
        try session.send("q")
        try session.waitFor("Save before quitting?")
        try session.send("d")
        #expect(try session.exitStatus() == 0)
    }

    /// Search and replace through the run loop: the changes are found in the background and previewed, then
    /// applied as one edit that saving writes.
    @Test func aSearchAndReplaceIsFoundInTheBackgroundPreviewedAndSaved() throws {
        let (session, project) = try open(width: 160)
        defer { project.remove() }
        try session.send("C-r")
        try session.sendLiteral("%d")
        try session.send("Tab")
        try session.sendLiteral("%ld")
        try session.send("Enter")
        try session.waitFor("212 occurrences in 212 strings of 10 keys")
        try session.send("Enter")
        try session.waitFor("replaced 212 occurrences in 212 strings of 10 keys")
        try session.send("C-s")
        try session.waitFor("saved base.json")
        #expect(try project.contents(of: "pl.json").contains("%ld"))
        #expect(try !project.contents(of: "pl.json").contains("%d"))
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    /// Runs the built `glossa` with `arguments` (as another program would, from a shell) and expects success.
    private func glossa(_ arguments: [String]) throws {
        let result = try ChildProcess.run(
            try GlossaBinary.path(), arguments, environment: ["LANG": "C.UTF-8"], output: .captured,
            timeout: .seconds(20))
        #expect(result.status == 0, "glossa \(arguments.joined(separator: " ")): \(result.errors)")
    }

    @Test func aChangeFromTheShellIsMergedAndALaterOneNoticed() throws {
        let (session, project) = try open()
        defer { project.remove() }
        try session.sendLiteral("/welcome.title")
        try session.waitFor("Keys 1/32")
        try session.send("Enter", "Tab")
        try session.waitFor("LANGUAGES")
        // Onto base's text, wherever the cursor starts.
        try session.send("j", "k", "Enter", "C-u")
        try session.sendLiteral("Mine")
        try session.send("Enter")
        try session.waitFor("1 unsaved")
        try glossa(["set", project.path, "--lang", "base", "--key", "login.button", "Log in"])
        try session.send("C-s")
        try session.waitFor("base.json changed on disk; o would discard that change")
        try session.send("m")
        try session.waitFor("merged base.json")
        try session.send("C-s")
        try session.waitFor("saved base.json")
        let saved = try project.contents(of: "base.json")
        #expect(saved.contains(#""welcome.title": "Mine""#))
        #expect(saved.contains(#""login.button": "Log in""#))
        // Another change from the shell: the idle check notices it (detection stays on) and, the file having no
        // unsaved edits now, reads it again without a question.
        try glossa(["set", project.path, "--lang", "base", "--key", "login.button", "Sign in now"])
        try session.waitFor("reloaded base.json", timeout: .seconds(15))
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func resizesAtAnyTime() throws {
        let (session, project) = try open()
        defer { project.remove() }
        try session.resize(width: 70, height: 20)
        try session.waitFor("Terminal too small: 70×20.")
        try session.resize(width: 80, height: 24)
        // The whole frame at the new size (under load, tmux can show the header before the rest is drawn).
        try session.waitUntil("the key list filling 80×24") { screen in
            screen.contains("Keys 32") && screen.split(separator: "\n").count == 24
        }
        try session.resize(width: 160, height: 40)
        try session.waitUntil("wide layout: languages and preview side by side") { screen in
            screen.split(separator: "\n").contains { $0.contains("Languages") && $0.contains("Preview") }
        }
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    /// The cursor after typed text lands where `DisplayWidth` says: ncurses, tmux and our width agree.
    @Test func displayWidthAgreesWithTheTerminal() throws {
        // 200 columns: a 40-column key list, whose title holds a 19-column filter field.
        let (session, project) = try open(width: 200)
        defer { project.remove() }
        try session.send("/")
        try session.waitFor("FILTER")
        let start = try session.cursor()
        let text = "Zażółć中文👍🏽e\u{301}🇵🇱"
        try session.sendLiteral(text)
        try session.waitFor(text)
        let end = try session.cursor()
        #expect(end.y == start.y)
        #expect(end.x - start.x == DisplayWidth.of(text))
        #expect(DisplayWidth.of(text) == 6 + 4 + 4 + 1 + 2)
        try session.send("Escape")
        try session.waitFor("Keys 32")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func noColorKeepsAttributesOnly() throws {
        let (session, project) = try open(environment: ["NO_COLOR": "1"])
        defer { project.remove() }
        let styled = try session.captureWithAttributes()
        // Reverse video for the selection and the status line; no colour codes (30–37, 40–47, 38;5).
        #expect(styled.contains("\u{1b}[7m") || styled.contains(";7m"))
        let colour = try Regex(#"\x1b\[[0-9;]*(3[0-7]|4[0-7]|38;5;[0-9]+)m"#)
        #expect(styled.firstMatch(of: colour) == nil)
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func aMalformedFileOpensWithItsError() throws {
        let (session, project) = try open(height: 60)
        defer { project.remove() }
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        let polish = project.file("pl.json")
        let text = try String(contentsOfFile: polish, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Witaj w Lumi 📷\",", with: "\"Witaj w Lumi 📷\"")
            .write(toFile: polish, atomically: true, encoding: .utf8)
        let command = "\(TmuxSession.quoted(try GlossaBinary.path())) \(TmuxSession.quoted(project.path))"
        let reopened = try TmuxSession(command: command, width: 120, height: 60)
        let screen = try reopened.waitFor("pl.json:2:")
        #expect(screen.contains("expected ',' or '}'"))
        #expect(screen.contains("Willkommen bei Lumi"), "the other languages are usable")
        try reopened.send("q")
        #expect(try reopened.exitStatus() == 0)
    }

    @Test func aDumbTerminalGetsAMessage() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let command = "TERM=dumb \(TmuxSession.quoted(try GlossaBinary.path())) \(TmuxSession.quoted(project.path))"
        let session = try TmuxSession(command: command)
        try session.waitFor("needs a full-screen terminal")
        #expect(try session.exitStatus() == 1)
    }
}

/// Started without a terminal, the editor says so and exits 1 instead of hanging or crashing.
@Test func withoutATerminalTheEditorSaysSo() throws {
    let result = try runBinary(["sample-project"])
    #expect(result.status == 1)
    #expect(result.err.contains("the editor needs a terminal"))
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-empty-\(UUID())")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let none = try runBinary([empty.path])
    #expect(none.status == 2)
    #expect(none.err.contains("no translations here"))
}

/// The whole job in a real terminal: fill a missing Polish plural form, rename a key, undo the rename,
/// save, quit; `git diff --no-index` against the original shows exactly the one added line.
@Suite(.serialized, .timeLimit(.minutes(2))) struct EditingEndToEndTests {
    @Test func fillRenameUndoSaveQuitThenDiff() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let session = try Self.open(project, height: 60, filter: "comments.c")
        // The findings of this key: Polish needs a 'few' form; Enter goes to Polish's value.
        try session.send("BTab")
        try session.waitFor("FINDINGS")
        try session.send("f")
        // Once validation (in the background) has found it.
        try session.waitFor("1 · this key")
        try session.send("Enter")
        try session.waitFor("LANGUAGES")
        try session.send("v")
        try session.waitFor("Add a variant to comments.count in pl")
        try session.send("Enter")
        try session.waitFor("Text of comments.count › few in pl")
        try session.send("C-u")
        try session.sendLiteral("%d komentarze")
        try session.send("Enter")
        try session.waitFor("1 unsaved")
        try session.send("r")
        try session.waitFor("Rename comments.count to")
        try session.send("C-u")
        try session.sendLiteral("comments.total")
        try session.send("Enter")
        try session.waitFor("8 unsaved")
        try session.send("u")
        try session.waitFor("undone: rename comments.count")
        try session.send("C-s")
        try session.waitFor("saved pl.json")
        try session.send("q")
        #expect(try session.exitStatus() == 0)

        let (diff, changed) = try Self.difference(project)
        // The new variant goes last: one added line, and the comma after the variant before it.
        #expect(changed == ["-        }", "+        },", #"+        "few": "%d komentarze""#], "\(diff)")
        #expect(diff.components(separatedBy: "diff --git").count == 2, "only pl.json differs")
    }

    /// `J` in a real terminal: break the JSON (the error shows), mend it, apply, save, quit; only the
    /// entry's line of base.json differs.
    @Test func editRawJSONSaveQuitThenDiff() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let session = try Self.open(project, height: 50, filter: "welcome.title")
        try session.send("Tab")
        try session.waitFor("LANGUAGES")
        try session.send("J")
        try session.waitFor("welcome.title · raw JSON")
        try session.send("End")
        try session.send("BSpace")
        try session.waitFor("✗ line 1, column")
        try session.sendLiteral(" ✨\"")
        try session.waitFor("✓ valid")
        try session.send("C-s")
        try session.waitFor("1 unsaved")
        try session.send("C-s")
        try session.waitFor("saved base.json")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        let (diff, changed) = try Self.difference(project)
        #expect(
            changed == [
                #"-    "welcome.title": "Welcome to Lumi 📷","#, #"+    "welcome.title": "Welcome to Lumi 📷 ✨","#,
            ],
            "\(diff)")
    }

    /// The editor on a copy of the sample project, 140 columns wide, with the key list filtered to one key.
    private static func open(_ project: TemporaryProject, height: Int, filter: String) throws -> TmuxSession {
        let command = "\(TmuxSession.quoted(try GlossaBinary.path())) \(TmuxSession.quoted(project.path))"
        let session = try TmuxSession(command: command, width: 140, height: height)
        try session.waitFor("Keys 32")
        try session.sendLiteral("/" + filter)
        try session.send("Enter")
        try session.waitFor("Keys 1/32")
        return session
    }

    /// `git diff --no-index` of the sample project and the copy, and its changed lines.
    private static func difference(_ project: TemporaryProject) throws -> (diff: String, changed: [Substring]) {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["diff", "--no-index", "--no-color", "-U0", GlossaBinary.sampleProject, project.path]
        let output = Pipe()
        git.standardOutput = output
        try git.run()
        let diff = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        let changed = diff.split(separator: "\n").filter {
            ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
        }
        return (diff, changed)
    }
}
