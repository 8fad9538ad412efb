import Foundation
import Testing

@testable import Engine

@Suite struct StateSidecarTests {
    static let a = SourceFingerprint(value: 0x0123_4567_89ab_cdef)
    static let b = SourceFingerprint(value: 42)

    @Test func writesSortedLinesAndReadsThemBackLosslessly() {
        var sidecar = StateSidecar()
        sidecar.set(StateRecord(state: .needsReview, source: Self.a), language: "ru", key: "zebra")
        sidecar.set(StateRecord(state: .translated, source: Self.b), language: "pl", key: "źdźbło \"x\"\n📷")
        sidecar.set(StateRecord(state: .translated, source: Self.a), language: "pl", key: "Zebra")
        sidecar.set(StateRecord(state: .needsTranslation, source: Self.a), language: "pl", key: "apple")
        sidecar.set(StateRecord(state: .translated, source: Self.a), language: "de", key: "b")
        let text = String(decoding: sidecar.bytes, as: UTF8.self)
        #expect(
            text == """
                ["de","b","translated","0123456789abcdef"]
                ["pl","Zebra","translated","0123456789abcdef"]
                ["pl","apple","needs-translation","0123456789abcdef"]
                ["pl","źdźbło \\"x\\"\\n📷","translated","000000000000002a"]
                ["ru","zebra","needs-review","0123456789abcdef"]

                """)
        let (read, problems) = StateSidecar.parse(sidecar.bytes)
        #expect(problems.isEmpty)
        #expect(read == sidecar)
        #expect(read.bytes == sidecar.bytes)
        sidecar.set(nil, language: "ru", key: "zebra")
        #expect(sidecar.records["ru"] == nil)
    }

    @Test func malformedLinesAreLocatedProblemsAndTheOthersLoad() {
        let text = """
            ["pl","a","translated","0123456789abcdef"]
            {"pl": "b"}
            ["pl","c","done","0123456789abcdef"]
            ["pl_PL","d","translated","0123456789abcdef"]
            ["pl","e","translated","12"]
            ["pl","f",
            ["pl","a","needs-review","0123456789abcdef"]

            """
        let (sidecar, problems) = StateSidecar.parse(Array(text.utf8))
        #expect(
            problems.map(\.description) == [
                ".glossa/states.jsonl:2:1: error: expected [\"language\", \"key\", \"state\", \"source fingerprint\"], found an object",
                ".glossa/states.jsonl:3:11: error: 'done' is not a state (translated, needs-review, needs-translation)",
                ".glossa/states.jsonl:4:2: error: 'pl_PL' is not a language tag (like pl, pt-BR or zh-Hans)",
                ".glossa/states.jsonl:5:24: error: expected the source text's fingerprint (16 hex digits)",
                ".glossa/states.jsonl:6:11: error: expected a value, but the line ends here",
                ".glossa/states.jsonl:7:1: error: pl \"a\" is recorded on line 1 too; this line counts",
            ])
        #expect(sidecar.record(language: "pl", key: "a") == StateRecord(state: .needsReview, source: Self.a))
        #expect(sidecar.records["pl"]?.count == 1)
    }

    /// A base sidecar of ten keys, and two people's edits of it on their own branches.
    static func branches() -> (base: [UInt8], ours: [UInt8], theirs: [UInt8]) {
        var base = StateSidecar()
        for key in "abcdefghij" { base.set(StateRecord(state: .translated, source: a), language: "pl", key: "\(key)") }
        var ours = base
        ours.set(StateRecord(state: .needsReview, source: b), language: "pl", key: "b")
        ours.set(StateRecord(state: .translated, source: a), language: "de", key: "a")
        var theirs = base
        theirs.set(StateRecord(state: .translated, source: b), language: "pl", key: "h")
        theirs.set(StateRecord(state: .needsTranslation, source: a), language: "ru", key: "x")
        return (base.bytes, ours.bytes, theirs.bytes)
    }

    @Test func twoPeoplesEditsMergeCleanlyWithGitMergeFile() throws {
        let (base, ours, theirs) = Self.branches()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-states-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in [("base", base), ("ours", ours), ("theirs", theirs)] {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "merge-file", "-p", "ours", "base", "theirs"]
        git.currentDirectoryURL = folder
        let output = Pipe()
        git.standardOutput = output
        try git.run()
        let merged = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "git merge-file reports conflicts")
        let (sidecar, problems) = StateSidecar.parse(Array(merged))
        #expect(problems.isEmpty)
        #expect(sidecar.record(language: "pl", key: "b")?.state == .needsReview)
        #expect(sidecar.record(language: "pl", key: "h")?.source == Self.b)
        #expect(sidecar.record(language: "ru", key: "x")?.state == .needsTranslation)
        #expect(sidecar.record(language: "de", key: "a") != nil)
        #expect(sidecar.bytes == Array(merged), "the merge is sorted as Glossa writes it")
    }

    @Test func updatesGoThroughTheWriterKeepingOtherProgramsRecords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-states-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(ProjectFiles.stateSidecarPath).path
        try StateSidecar.update(in: folder.path) {
            $0.set(StateRecord(state: .translated, source: Self.a), language: "pl", key: "b")
        }
        // Another program (a second `glossa set`) records another key meanwhile.
        try StateSidecar.update(in: folder.path) {
            $0.set(StateRecord(state: .needsReview, source: Self.b), language: "pl", key: "a")
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text
                == "[\"pl\",\"a\",\"needs-review\",\"000000000000002a\"]\n[\"pl\",\"b\",\"translated\",\"0123456789abcdef\"]\n"
        )
        // A malformed file is never rewritten: its unreadable line would be lost.
        let broken = text + "[\"pl\"\n"
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: StateSidecarError.self) {
            try StateSidecar.update(in: folder.path) { $0.set(nil, language: "pl", key: "a") }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
    }

    @Test func aBaseEditByAnotherProgramMakesTheTranslationStale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-states-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{\"title\": \"Welcome\"}".write(
            to: folder.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        try "{\"title\": \"Witaj\"}".write(
            to: folder.appendingPathComponent("pl.json"), atomically: true, encoding: .utf8)
        let pl = FileLanguage.tag(LanguageTag("pl")!)
        let before = try Project.load(directory: folder.path)
        #expect(before.stateSidecar == nil)
        let fingerprint = ProjectStates(project: before).sourceFingerprint(of: "title")
        try StateSidecar.update(in: folder.path) {
            $0.set(StateRecord(state: .translated, source: fingerprint), language: "pl", key: "title")
        }
        #expect(
            ProjectStates(project: try Project.load(directory: folder.path)).state(of: "title", in: pl) == .translated)
        // Another program rewrites base.json, reformatted: not stale.
        try "{\n  \"title\" : \"Welcome\"\n}\n".write(
            to: folder.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        #expect(
            ProjectStates(project: try Project.load(directory: folder.path)).state(of: "title", in: pl) == .translated)
        // …and changes the text: stale.
        try "{\"title\": \"Welcome!\"}".write(
            to: folder.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        let after = try Project.load(directory: folder.path)
        #expect(ProjectStates(project: after).state(of: "title", in: pl) == .stale)
        #expect(after.files.map(\.fileName) == ["base.json", "pl.json"], "the sidecar is not a language file")
    }
}
