import Foundation
import Glibc
import Testing

/// The tmux driver, proved on shell commands so that it does not depend on the editor.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TmuxSessionTests {
    @Test func typedTextReachesTheProgram() throws {
        let session = try TmuxSession(command: "cat")
        let text = "Zażółć 中文 a;b;"
        try session.sendLiteral(text)
        try session.send("Enter")
        // Once echoed by the terminal, once written back by `cat`.
        try session.waitUntil("the line twice") { $0.split(separator: "\n").filter { $0 == text }.count == 2 }
    }

    @Test func keyNamesArePressed() throws {
        let session = try TmuxSession(command: "cat -v")
        try session.send("Escape")
        try session.waitFor("^[")
        try session.send("x", "Enter")
        try session.waitUntil("^[x twice") { $0.split(separator: "\n").filter { $0 == "^[x" }.count == 2 }
    }

    @Test func answersAPrompt() throws {
        let session = try TmuxSession(command: #"printf 'name? '; read name; echo "hello, $name""#)
        // The trailing blank is not in the capture.
        try session.waitFor("name?")
        try session.sendLiteral("Ola")
        try session.send("Enter")
        try session.waitFor("hello, Ola")
        #expect(try session.exitStatus() == 0)
    }

    @Test(arguments: [("true", 0), ("exit 3", 3), ("sh -c 'kill -TERM $$'", 143)])
    func readsTheExitStatus(command: String, status: Int32) throws {
        let session = try TmuxSession(command: command)
        #expect(try session.exitStatus() == status)
    }

    @Test func quotedWordsReachTheProgramUnchanged() throws {
        let word = #"it's "quoted": $HOME `id` \ ; * ~"#
        let session = try TmuxSession(command: #"printf '[%s]\n' "# + TmuxSession.quoted(word))
        try session.waitFor("[\(word)]")
    }

    @Test func theProgramStartsWithNoBlockedSignals() throws {
        let session = try TmuxSession(command: "grep SigBlk /proc/self/status | tr '\\t' ' '")
        try session.waitFor("SigBlk: 0000000000000000")
    }

    @Test func resizeReachesTheProgram() throws {
        let session = try TmuxSession(
            command: #"trap 'echo "size $(stty size)"' WINCH; echo ready; while :; do sleep 0.02; done"#, width: 80,
            height: 24)
        try session.waitFor("ready")
        try session.resize(width: 60, height: 20)
        try session.waitFor("size 20 60")
        #expect((session.width, session.height) == (60, 20))
    }

    @Test func aTimeoutShowsTheLastScreen() throws {
        let session = try TmuxSession(command: "echo 'what is there'; sleep 60")
        try session.waitFor("what is there")
        let start = ContinuousClock.now
        let error = #expect(throws: TmuxError.self) { try session.waitFor("what is not", timeout: .milliseconds(300)) }
        #expect(ContinuousClock.now - start < .seconds(2))
        let message = error.map(String.init(describing:)) ?? ""
        #expect(message.hasPrefix(#"timed out after 0.3 seconds waiting for "what is not" in the pane running `echo"#))
        #expect(message.contains("\n  0│what is there\n  1│\n"))
    }

    @Test func withoutTmuxTheErrorSaysSo() {
        let error = #expect(throws: TmuxError.self) { try TmuxSession.locateTmux(searchPath: "/nonexistent") }
        #expect(error.map(String.init(describing:))?.hasPrefix("tmux is not installed") == true)
    }

    @Test func closingLeavesNoProcess() throws {
        let session = try TmuxSession(command: "sleep 60")
        let (socket, pane) = (session.socket, session.panePID)
        #expect(ProcessTable.running(withCommandLineContaining: socket).contains(session.serverPID))
        #expect(!ProcessTable.running(inGroup: pane).isEmpty)
        session.close()
        #expect(ProcessTable.running(withCommandLineContaining: socket).isEmpty)
        #expect(ProcessTable.running(inGroup: pane).isEmpty)
        #expect(access(session.socketPath, F_OK) != 0)
    }

    @Test func releasingLeavesNoProcess() throws {
        var socket = ""
        var pane: pid_t = 0
        do {
            let session = try TmuxSession(command: "sleep 60")
            (socket, pane) = (session.socket, session.panePID)
            #expect(!ProcessTable.running(withCommandLineContaining: socket).isEmpty)
        }
        #expect(ProcessTable.running(withCommandLineContaining: socket).isEmpty)
        #expect(ProcessTable.running(inGroup: pane).isEmpty)
    }

    @Test func theServerEndsWithItsOwner() throws {
        let owner = Process()
        owner.executableURL = URL(fileURLWithPath: "/bin/true")
        try owner.run()
        owner.waitUntilExit()
        let session = try TmuxSession(command: "sleep 60", owner: owner.processIdentifier)
        let server = session.serverPID
        let deadline = ContinuousClock.now + .seconds(5)
        while ProcessTable.isRunning(server) && ContinuousClock.now < deadline { usleep(20_000) }
        #expect(!ProcessTable.isRunning(server))
    }

    /// tmux places text by the sum of the widths glibc's `wcwidth` gives each scalar (see NCURSES.md);
    /// the editor's display width must agree, which an editor test proves separately.
    @Test(arguments: [
        ("Zażółć", [1, 1, 1, 1, 1, 1]), ("中文", [2, 2]), ("😀", [2]), ("👍🏽", [2, 2]), ("🇵🇱", [1, 1]),
        ("e\u{301}", [1, 0]),
    ])
    func tmuxPlacesTextByTheSumOfScalarWidths(text: String, scalarWidths: [Int]) throws {
        #expect(text.unicodeScalars.count == scalarWidths.count)
        let session = try TmuxSession(
            command: "printf 'X%s|' \(TmuxSession.quoted(text)); read line", width: 40, height: 3)
        try session.waitFor("|")
        #expect(try session.rows().first == "X\(text)|")
        let bar = try session.cursor().x - 1
        #expect(bar == 1 + scalarWidths.reduce(0, +))
    }

    @Test func aTemporaryProjectIsACopyThatGoesAway() throws {
        var path = ""
        do {
            let project = try TemporaryProject()
            path = project.path
            let original = try String(contentsOfFile: GlossaBinary.sampleProject + "/pl.json", encoding: .utf8)
            #expect(try project.contents(of: "pl.json") == original)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func theBuiltBinaryRunsInTmux() throws {
        let session = try TmuxSession(command: TmuxSession.quoted(try GlossaBinary.path()) + " --help")
        #expect(try session.exitStatus() == 0)
        #expect(try session.capture().contains("USAGE"))
    }
}
