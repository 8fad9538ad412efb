import Engine
import Foundation
import TestSupport
import Testing

@testable import TUI

extension MergeCommand: ParsableCommandRunner {}

/// Whether `git` is on the PATH (the git test needs it).
private let gitInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/git")
}

/// Runs git in `folder`; returns its status and its output (standard output and error together).
@discardableResult
private func git(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite struct MergeCommandTests {
    static let base = """
        {
            "greeting": "Cześć",
            "title": "Samochody",
            "cars": {
                "one": "%d samochód",
                "few": "%d auta",
                "other": "%d samochodów"
            },
            "last": "Koniec"
        }

        """

    /// Writes the three versions, runs `glossa merge` on them, and returns the outcome and OURS afterwards.
    private func merge(
        ours: String, theirs: String, base: String = Self.base, path: String? = "pl.json"
    ) throws -> (outcome: CommandOutcome, result: String) {
        let folder = try ScratchFolder(files: ["base": base, "ours": ours, "theirs": theirs])
        defer { folder.remove() }
        let outcome = runGlossa(
            ["merge", folder.path + "/base", folder.path + "/ours", folder.path + "/theirs"]
                + (path.map { ["--path", $0] } ?? []))
        return (outcome, try folder.text("ours"))
    }

    @Test func writesACleanMergeIntoOursAndExitsZero() throws {
        let ours = Self.base.replacingOccurrences(of: "\"Koniec\"", with: "\"Fin\"")
        let theirs = Self.base.replacingOccurrences(of: "\"%d auta\"", with: "\"%d wozy\"")
        let (outcome, result) = try merge(ours: ours, theirs: theirs)
        #expect(outcome == CommandOutcome())
        #expect(result == ours.replacingOccurrences(of: "\"%d auta\"", with: "\"%d wozy\""))
    }

    @Test func marksConflictsAroundTheMemberAndExitsOne() throws {
        let ours = Self.base.replacingOccurrences(of: "\"Cześć\"", with: "\"Hej\"")
            .replacingOccurrences(of: "\"%d auta\"", with: "\"%d wozy\"")
        let theirs = Self.base.replacingOccurrences(of: "\"Cześć\"", with: "\"Witaj\"")
            .replacingOccurrences(of: "\"%d auta\"", with: "\"%d auta\\u001b[2J\"")
            .replacingOccurrences(of: "\"Koniec\"", with: "\"Fin\"")
        let (outcome, result) = try merge(ours: ours, theirs: theirs)
        #expect(outcome.status == 1)
        #expect(outcome.output == "")
        #expect(
            outcome.errors == """
                pl.json: conflict: "greeting": ours "Hej", theirs "Witaj"
                pl.json: conflict: "cars" › few: ours "%d wozy", theirs "%d auta\\u001b[2J"
                pl.json: 2 conflicts marked with <<<<<<< and >>>>>>>: keep one side of each, delete the other and the markers

                """)
        #expect(
            result == """
                {
                <<<<<<< ours:pl.json
                    "greeting": "Hej",
                =======
                    "greeting": "Witaj",
                >>>>>>> theirs:pl.json
                    "title": "Samochody",
                    "cars": {
                        "one": "%d samochód",
                <<<<<<< ours:pl.json
                        "few": "%d wozy",
                =======
                        "few": "%d auta\\u001b[2J",
                >>>>>>> theirs:pl.json
                        "other": "%d samochodów"
                    },
                    "last": "Fin"
                }

                """)
    }

    @Test func labelsMarkersOursAndTheirsWithoutAPath() throws {
        let ours = "{\n  \"a\": \"1\",\n  \"b\": \"x\"\n}\n"
        let (outcome, result) = try merge(
            ours: ours, theirs: "{\n  \"a\": \"2\",\n  \"b\": \"x\"\n}\n",
            base: "{\n  \"a\": \"0\",\n  \"b\": \"x\"\n}\n",
            path: nil)
        #expect(outcome.status == 1)
        #expect(
            result == "{\n<<<<<<< ours\n  \"a\": \"1\",\n=======\n  \"a\": \"2\",\n>>>>>>> theirs\n  \"b\": \"x\"\n}\n")
    }

    @Test func printsMultiLineValuesOnOneLineAndDeletions() throws {
        let ours = Self.base.replacingOccurrences(of: "\"%d auta\"", with: "\"%d wozy\"")
            .replacingOccurrences(of: "    \"greeting\": \"Cześć\",\n", with: "")
        let theirs = Self.base.replacingOccurrences(of: "\"Cześć\"", with: "\"Witaj\"")
            .replacingOccurrences(of: "\"cars\": {", with: "\"cars\": {\n        \"zero\": \"brak\",")
        let (outcome, _) = try merge(ours: ours, theirs: theirs)
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix("pl.json: conflict: \"greeting\": ours deleted it, theirs \"Witaj\"\n"))
        let flat = try merge(
            ours: Self.base.replacingOccurrences(of: "\"Koniec\"", with: "{\"one\": \"Fin\", \"other\": \"Fin\"}"),
            theirs: Self.base.replacingOccurrences(of: "\"Koniec\"", with: "{\n        \"other\": \"Kres\"\n    }"))
        #expect(
            flat.outcome.errors.hasPrefix(
                "pl.json: conflict: \"last\": ours {\"one\": \"Fin\", \"other\": \"Fin\"}, theirs { \"other\": \"Kres\" }\n"
            ))
    }

    @Test(.enabled(if: gitInstalled, "git is not installed"))
    func fallsBackToGitsLineMergeForAFileThatDoesNotParse() throws {
        let theirs = "{\n    \"greeting\": \"Witaj\",\n"
        let ours = Self.base.replacingOccurrences(of: "\"Koniec\"", with: "\"Fin\"")
        let (outcome, result) = try merge(ours: ours, theirs: theirs)
        #expect(outcome.status == 1)
        #expect(
            outcome.errors == """
                pl.json (theirs):3:1: error: expected a key in double quotes, but the file ends here

                ^
                pl.json (theirs): the file has a syntax error, so it is not merged key by key; fix it first
                pl.json: merged line by line by git merge-file instead, with 1 conflict marked: check the result

                """)
        let oursTail = ours.dropFirst(2)
        #expect(
            result
                == "{\n<<<<<<< ours:pl.json\n\(oursTail)=======\n    \"greeting\": \"Witaj\",\n>>>>>>> theirs:pl.json\n"
        )
    }

    @Test func refusesUnreadableFilesWithTwo() throws {
        let outcome = runGlossa(["merge", "/nonexistent/base", "/nonexistent/ours", "/nonexistent/theirs"])
        #expect(
            outcome == CommandOutcome(errors: "glossa: error: cannot read base: the file does not exist\n", status: 2))
        let usage = try runBinary(["merge", "a", "b"])
        #expect(usage.status == 2)
        #expect(usage.err.hasPrefix("Error: Missing expected argument '<theirs>'"))
    }

    @Test func keepsPrintedTextFreeOfControlCharacters() {
        #expect(MergeCommand.printable("{\n    \"a\": 1 /* \u{1B}[2J */\r\n}") == "{ \"a\": 1 /* \\u{1B}[2J */ }")
        #expect(MergeCommand.printable("pl\u{9B}.json") == "pl\\u{9B}.json")
    }
}

/// `glossa merge` as git's merge driver in a real repository.
@Suite(.serialized, .enabled(if: gitInstalled, "git is not installed")) struct GitMergeDriverTests {
    static let base = MergeCommandTests.base

    /// A repository with `pl.json` committed on `main` and the driver set up; two branches edit it.
    private func repository(ours: String, theirs: String) throws -> (
        folder: ScratchFolder, status: Int32, output: String
    ) {
        let folder = try ScratchFolder(files: ["pl.json": Self.base, ".gitattributes": "*.json merge=glossa\n"])
        let path = folder.path
        try git(["init", "-q", "-b", "main"], in: path)
        for (key, value) in [
            ("user.name", "Glossa Test"), ("user.email", "test@example.com"), ("commit.gpgsign", "false"),
            ("merge.glossa.name", "Glossa key-wise merge"),
            ("merge.glossa.driver", "'\(BuiltProducts.executable("glossa").path)' merge %O %A %B --path %P"),
        ] {
            try git(["config", key, value], in: path)
        }
        try git(["add", "."], in: path)
        try git(["commit", "-q", "-m", "base"], in: path)
        try git(["checkout", "-q", "-b", "theirs"], in: path)
        try folder.write("pl.json", Array(theirs.utf8))
        try git(["commit", "-q", "-am", "theirs"], in: path)
        try git(["checkout", "-q", "main"], in: path)
        try folder.write("pl.json", Array(ours.utf8))
        try git(["commit", "-q", "-am", "ours"], in: path)
        let merge = try git(["merge", "--no-edit", "theirs"], in: path)
        return (folder, merge.status, merge.output)
    }

    @Test func mergesEditsOfDifferentKeysCleanly() throws {
        let ours = Self.base.replacingOccurrences(of: "\"Cześć\"", with: "\"Hej\"")
        let theirs = Self.base.replacingOccurrences(of: "\"Koniec\"", with: "\"Fin\"")
            .replacingOccurrences(of: "\"Samochody\",\n", with: "\"Samochody\",\n    \"menu\": \"Menu\",\n")
        let (folder, status, output) = try repository(ours: ours, theirs: theirs)
        defer { folder.remove() }
        #expect(status == 0, "\(output)")
        #expect(
            try folder.text("pl.json")
                == ours.replacingOccurrences(of: "\"Koniec\"", with: "\"Fin\"")
                .replacingOccurrences(of: "\"Samochody\",\n", with: "\"Samochody\",\n    \"menu\": \"Menu\",\n"))
        #expect(try git(["status", "--porcelain"], in: folder.path).output == "")
    }

    @Test func marksTheSameKeyEditedOnBothBranches() throws {
        let ours = Self.base.replacingOccurrences(of: "\"Cześć\"", with: "\"Hej\"")
            .replacingOccurrences(of: "\"%d auta\"", with: "\"%d wozy\"")
        let theirs = Self.base.replacingOccurrences(of: "\"Cześć\"", with: "\"Witaj\"")
            .replacingOccurrences(of: "\"Koniec\"", with: "\"Fin\"")
        let (folder, status, output) = try repository(ours: ours, theirs: theirs)
        defer { folder.remove() }
        #expect(status == 1)
        #expect(output.contains("pl.json: conflict: \"greeting\": ours \"Hej\", theirs \"Witaj\""), "\(output)")
        #expect(output.contains("CONFLICT (content): Merge conflict in pl.json"), "\(output)")
        let merged = ours.replacingOccurrences(of: "\"Koniec\"", with: "\"Fin\"")
        let marked = merged.replacingOccurrences(
            of: "    \"greeting\": \"Hej\",\n",
            with: "<<<<<<< ours:pl.json\n    \"greeting\": \"Hej\",\n=======\n    \"greeting\": \"Witaj\",\n"
                + ">>>>>>> theirs:pl.json\n")
        let result = try folder.text("pl.json")
        #expect(result == marked)
        // Without the marked block, every other entry is there and the file parses.
        let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("<<<<<<<") })
        let end = try #require(lines.firstIndex { $0.hasPrefix(">>>>>>>") })
        let outside = (lines[..<start] + lines[(end + 1)...]).joined(separator: "\n")
        let document = try JSONDocument(text: outside)
        #expect(document.root.members?.map(\.key) == ["title", "cars", "last"])
        #expect(document.node(at: ["cars", "few"])?.string == "%d wozy")
        #expect(document.node(at: ["last"])?.string == "Fin")
    }
}
