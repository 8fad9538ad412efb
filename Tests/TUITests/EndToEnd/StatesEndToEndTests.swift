import EditorCore
import Engine
import Foundation
import Testing

/// Translation states in the built `glossa`, in a real terminal (tmux): the work queue, confirming, saving the
/// state sidecar.
@Suite(.serialized, .timeLimit(.minutes(2))) struct StatesEndToEndTests {
    /// Runs the built `glossa` with `arguments` (as another program would) and expects success.
    private func glossa(_ arguments: [String]) throws {
        let result = try ChildProcess.run(
            try GlossaBinary.path(), arguments, environment: ["LANG": "C.UTF-8"], output: .captured,
            timeout: .seconds(20))
        #expect(result.status == 0, "glossa \(arguments.joined(separator: " ")): \(result.errors)")
    }

    /// A translation marked for review by a script is found with `n`, confirmed with `c`, and saved: the sidecar
    /// then records it translated against the source text as it is.
    @Test func confirmTheQueueAndSaveTheSidecar() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try glossa(["set", project.path, "--lang", "pl", "--key", "login.button", "--state", "needs-review"])
        let command = "\(TmuxSession.quoted(try GlossaBinary.path())) \(TmuxSession.quoted(project.path))"
        let session = try TmuxSession(command: command, width: 120, height: 36, environment: [:])
        try session.waitFor("Keys 32")
        try session.send("n")
        let screen = try session.waitFor("2 keys need work in 7 languages")
        #expect(screen.contains("pl · Polish  * needs review"))
        #expect(screen.contains(" * login.button"))
        try session.send("c")
        try session.waitFor("login.button in pl: confirmed")
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
