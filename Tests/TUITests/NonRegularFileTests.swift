import Engine
import Foundation
import Glibc
import TestSupport
import Testing

/// A FIFO (or any file that is not a regular file) in place of a project file is reported at once, by every
/// command and by the editor's loading, instead of waiting forever for a writer.
@Suite struct NonRegularFileTests {
    static let files = [
        "base.json": #"{"hi": "Hello", "cars": {"one": "%d car", "other": "%d cars"}}"#,
        "pl.json": #"{"hi": "Cześć"}"#,
        "expressions.json": #"{"base": {"few2": "ie:x=2"}}"#,
        "glossa.json": #"{"runtime": "glossa"}"#,
    ]

    /// A project whose file `name` is a FIFO (nothing ever writes to it).
    func projectWithFIFO(_ name: String) throws -> ScratchFolder {
        let folder = try ScratchFolder(files: Self.files.filter { $0.key != name })
        #expect(mkfifo(folder.path + "/" + name, 0o644) == 0)
        return folder
    }

    /// Runs the built `glossa`, killed after 5 seconds (a hang fails the test instead of stopping the run).
    func glossa(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(
            BuiltProducts.executable("glossa").path, arguments, environment: ["LANG": "C.UTF-8"], output: .captured,
            timeout: .seconds(5))
    }

    @Test(arguments: ["pl.json", "base.json", "expressions.json", "glossa.json"])
    func validateAndStatsNameTheFile(name: String) throws {
        let folder = try projectWithFIFO(name)
        defer { folder.remove() }
        let validate = try glossa(["validate", folder.path])
        #expect(validate.status == 1)
        #expect(
            validate.output.contains(
                "\(folder.path)/\(name): error: cannot read the file: it is not a regular file [file-unreadable]"))
        let stats = try glossa(["stats", folder.path])
        #expect(stats.status == 0)
        #expect(stats.output.contains("\n\(name): error: cannot read the file: it is not a regular file\n"))
    }

    @Test(arguments: ["pl.json", "base.json"])
    func setNamesTheFile(name: String) throws {
        let folder = try projectWithFIFO(name)
        defer { folder.remove() }
        let tag = name == "base.json" ? "base" : "pl"
        let set = try glossa(["set", folder.path, "--lang", tag, "--key", "hi", "Hej"])
        #expect(set.status == 1)
        #expect(set.errors == "glossa: error: cannot read \(name): it is not a regular file\n")
    }

    @Test(arguments: ["expressions.json", "glossa.json"])
    func setIgnoresTheOtherFiles(name: String) throws {
        let folder = try projectWithFIFO(name)
        defer { folder.remove() }
        let set = try glossa(["set", folder.path, "--lang", "pl", "--key", "cars", "--selector", "few2", "x"])
        #expect(set.status == 0)
        #expect(try folder.text("pl.json").contains("few2"))
    }

    @Test(arguments: ["pl.json", "base.json", "expressions.json", "glossa.json"])
    func editorLoadingNamesTheFile(name: String) throws {
        let folder = try projectWithFIFO(name)
        defer { folder.remove() }
        let loaded = Loading()
        Thread.detachNewThread { [path = folder.path] in loaded.finish(try? Project.loadForEditing(directory: path)) }
        guard loaded.wait(seconds: 5) else {
            // Let the stuck reader go (a writer that closes at once), then fail.
            let writer = open(folder.path + "/" + name, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            Issue.record("loading a project with a FIFO for \(name) did not return")
            return
        }
        let project = try #require(loaded.result)
        #expect(
            project.problems.contains {
                $0.fileName == name && $0.message == "cannot read the file: it is not a regular file"
            })
        #expect(project.resolve("hi", language: "pl").value == (name == "pl.json" ? "Hello" : "Cześć"))
    }

    @Test func atomicFileRefusesAFIFO() throws {
        let folder = try projectWithFIFO("pl.json")
        defer { folder.remove() }
        #expect(throws: FileAccessError(path: folder.path + "/pl.json", operation: .read, reason: .notARegularFile)) {
            try AtomicFile.read(folder.path + "/pl.json")
        }
        #expect(throws: FileAccessError(path: "/dev/null", operation: .read, reason: .notARegularFile)) {
            try AtomicFile.read("/dev/null")
        }
    }
}

/// The result of a load on another thread, waited for with a time bound.
private final class Loading: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private(set) var result: Project?

    func finish(_ loaded: (project: Project, disk: DiskState)?) {
        result = loaded?.project
        done.signal()
    }

    func wait(seconds: Int) -> Bool { done.wait(timeout: .now() + .seconds(seconds)) == .success }
}
