import Engine
import Foundation
import TestSupport
import Testing

@testable import TUI

/// A copy of some files in a fresh temporary folder, removed by `remove()`.
struct ScratchFolder {
    let path: String

    init(files: [String: String] = [:]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-edit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, Array(text.utf8)) }
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
    }

    func text(_ name: String) throws -> String { String(decoding: try bytes(name), as: UTF8.self) }

    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Parses a `glossa` command line as the binary does and runs the edit command it names, without printing.
func runGlossa(_ arguments: [String]) -> CommandOutcome {
    let command: any ParsableCommandRunner
    do {
        guard let parsed = try Glossa.parseAsRoot(arguments) as? any ParsableCommandRunner else {
            return CommandOutcome(errors: "not an edit command", status: 99)
        }
        command = parsed
    } catch {
        return CommandOutcome(errors: Glossa.message(for: error), status: Glossa.exitCode(for: error).rawValue)
    }
    return command.execute()
}

/// The edit commands, which compute their outcome before printing it.
protocol ParsableCommandRunner {
    func execute() -> CommandOutcome
}

extension SetCommand: ParsableCommandRunner {}
extension RmCommand: ParsableCommandRunner {}
extension MvCommand: ParsableCommandRunner {}

@Suite struct EditCommandTests {
    static let base = """
        {
            "title": "Cars",
            "cars": {
                "one": "%d car",
                "other": "%d cars"
            }
        }

        """
    static let polish = """
        {
            "title": "Samochody",
            "cars": {
                "one": "%d samochód",
                "few": "%d auta",
                "other": "%d samochodu"
            }
        }

        """

    @Test func setPrintsTheChangeAndWritesTheFile() throws {
        let folder = try ScratchFolder(files: ["base.json": Self.base, "pl.json": Self.polish])
        defer { folder.remove() }
        let outcome = runGlossa([
            "set", folder.path, "--lang", "pl", "--key", "cars", "--selector", "few", "%d samochody",
        ])
        #expect(outcome == CommandOutcome(output: "pl.json:5: \"cars\" › few: \"%d auta\" → \"%d samochody\"\n"))
        #expect(try folder.text("pl.json") == Self.polish.replacingOccurrences(of: "%d auta", with: "%d samochody"))
        #expect(try folder.names() == ["base.json", "pl.json"])
    }

    @Test func anUnchangedValueIsNotWritten() throws {
        let folder = try ScratchFolder(files: ["pl.json": Self.polish])
        defer { folder.remove() }
        let before = try AtomicFile.read(folder.path + "/pl.json").fingerprint
        let outcome = runGlossa(["set", folder.path, "--lang", "pl", "--key", "title", "Samochody"])
        #expect(outcome == CommandOutcome(output: "pl.json:2: \"title\": unchanged \"Samochody\"\n"))
        #expect(try before.compare(withFileAt: folder.path + "/pl.json") == .same)
    }

    @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
        let folder = try ScratchFolder(files: ["pl.json": Self.polish])
        defer { folder.remove() }
        let outcome = runGlossa([
            "set", folder.path, "--lang", "pl", "--key", "cars", "--selector", "many", "--dry-run", "%d aut",
        ])
        #expect(
            outcome.output == """
                --- a/pl.json
                +++ b/pl.json
                @@ -3,6 +3,7 @@
                     "cars": {
                         "one": "%d samochód",
                         "few": "%d auta",
                -        "other": "%d samochodu"
                +        "other": "%d samochodu",
                +        "many": "%d aut"
                     }
                 }

                """)
        #expect(outcome.status == 0)
        #expect(try folder.text("pl.json") == Self.polish)
    }

    @Test func refusalsExitWithOneAndLeaveTheFile() throws {
        let broken = "{\n    \"title\": \"Samochody\"\n    \"cars\": \"x\"\n}\n"
        let folder = try ScratchFolder(files: ["pl.json": Self.polish, "ru.json": broken])
        defer { folder.remove() }
        let cases: [([String], String)] = [
            (
                ["set", folder.path, "--lang", "ru", "--key", "title", "x"],
                "ru.json:2:25: error: expected ',' or '}' after the value of \"title\", found '\"cars\"'\n"
                    + "    \"title\": \"Samochody\"\n                        ^\n"
                    + "ru.json: the file has a syntax error, so it is not edited; fix it first\n"
            ),
            (["rm", folder.path, "--lang", "pl", "--key", "nope"], "pl.json: error: there is no key \"nope\"\n"),
            (
                ["rm", folder.path, "--lang", "pl", "--key", "cars", "--selector", "many"],
                "pl.json: error: \"cars\" has no variant 'many' (its variants: one, few, other)\n"
            ),
            (
                ["set", folder.path, "--lang", "pl", "--key", "cars", "--selector", "iex:4<x<2", "x"],
                "glossa: error: the selector 'iex:4<x<2' is malformed: empty range: 4 is not less than 2, "
                    + "so no number matches\n    iex:4<x<2\n        ^\n"
            ),
            (
                ["set", folder.path, "--lang", "pl", "--key", "cars", "--width", "@abc", "x"],
                "glossa: error: '@abc' is not a width: a width is a whole number from 0 to 999999999, like 200\n"
            ),
            (
                ["set", folder.path, "--lang", "pl", "--key", "cars", "--selector", "@200", "x"],
                "glossa: error: '@200' is a width, not a selector: give it with --width 200\n"
            ),
            (
                ["set", folder.path, "--lang", "de", "--key", "title", "Autos"],
                "glossa: error: \(folder.path) has no file for 'de' (de.json); add --create to start one\n"
            ),
            (
                ["set", folder.path, "--lang", "pl", "--key", "title", "--selector", "few", "x"],
                "pl.json: error: \"title\": this would turn the text into variants: it would be kept as variant "
                    + "'other' and 'few' added; add --force to do it\n"
            ),
            (
                ["set", folder.path, "--lang", "pl", "--key", "cars", "x"],
                "pl.json: error: \"cars\": this would replace its variants (one, few, other) with a plain text; "
                    + "add --force to do it\n"
            ),
            (
                ["set", folder.path, "--lang", "pl", "--key", "cars", "--width", "100", "x"],
                "pl.json: error: \"cars\" has variants (one, few, other): width variations go inside one of them, "
                    + "so name the variant with --selector\n"
            ),
            (
                ["set", folder.path, "--lang", "english!", "--key", "title", "x"],
                "glossa: error: 'english!' is not a language tag (like pl, pt-BR or zh-Hans) or 'base'\n"
            ),
            (
                ["mv", folder.path, "title", "heading"],
                "ru.json:2:25: error: expected ',' or '}' after the value of \"title\", found '\"cars\"'\n    \"title\": \"Samochody\"\n                        ^\nru.json: the file has a syntax error, so it is not edited; fix it first\nglossa: nothing was renamed\n"
            ),
            (
                ["set", folder.path + "/nope", "--lang", "pl", "--key", "a", "x"],
                "glossa: error: \(folder.path)/nope: no such folder\n"
            ),
        ]
        for (arguments, message) in cases {
            let outcome = runGlossa(arguments)
            #expect(outcome == CommandOutcome(errors: message, status: 1), "\(arguments)")
        }
        #expect(try folder.text("pl.json") == Self.polish)
        #expect(try folder.text("ru.json") == broken)
        #expect(try folder.names() == ["pl.json", "ru.json"])
    }

    @Test func usageErrors() throws {
        let folder = try ScratchFolder(files: ["pl.json": Self.polish])
        defer { folder.remove() }
        let same = runGlossa(["mv", folder.path, "title", "title"])
        #expect(
            same
                == CommandOutcome(errors: "glossa: error: the old and the new key are the same: \"title\"\n", status: 2)
        )
        // Missing arguments and unknown options are argument-parser's: its status for them is 64 (EX_USAGE).
        #expect(runGlossa(["set", folder.path, "--lang", "pl", "--key", "title"]).status == 64)
        #expect(runGlossa(["rm", folder.path, "--lang", "pl", "--key", "title", "--frobnicate"]).status == 64)
    }

    @Test func aNoteForSelectorsThatNeverMatch() throws {
        let expressions = "{\"base\": {\"ten\": \"ie:x=10\"}}"
        let folder = try ScratchFolder(files: ["pl.json": Self.polish, "expressions.json": expressions])
        defer { folder.remove() }
        let more = runGlossa(["set", folder.path, "--lang", "pl", "--key", "cars", "--selector", "more", "x"])
        #expect(more.status == 0)
        #expect(
            more.errors
                == "glossa: note: 'more' is not a plural category (zero, one, two, few, many, other), '>one', "
                + "an expression (ie:, iex:, exp:) or a name from expressions.json, so it never matches\n")
        let ten = runGlossa(["set", folder.path, "--lang", "pl", "--key", "cars", "--selector", "ten", "x"])
        #expect(ten == CommandOutcome(output: "pl.json:8: \"cars\" › ten: added \"x\"\n"))
    }

    @Test func createMakesAFileInTheStyleOfBase() throws {
        let base = "{\r\n\t\"title\" : \"Cars\"\r\n}"
        let folder = try ScratchFolder(files: ["base.json": base])
        defer { folder.remove() }
        let refused = runGlossa(["set", folder.path, "--lang", "pt_BR", "--key", "title", "Carros"])
        #expect(refused.status == 1)
        let outcome = runGlossa(["set", folder.path, "--lang", "pt_BR", "--create", "--key", "title", "Carros"])
        #expect(outcome == CommandOutcome(output: "pt_BR.json: created\npt_BR.json:2: \"title\": added \"Carros\"\n"))
        #expect(try folder.text("pt_BR.json") == "{\r\n\t\"title\" : \"Carros\"\r\n}")
        // The file now exists: pt-BR finds it, and --create changes nothing.
        let again = runGlossa(["set", folder.path, "--lang", "pt-BR", "--create", "--key", "title", "Carros!"])
        #expect(again == CommandOutcome(output: "pt_BR.json:2: \"title\": \"Carros\" → \"Carros!\"\n"))
    }

    @Test func flatFoldersWithoutBaseAndNestedKeys() throws {
        let nextcloud =
            "{ \"translations\": {\n    \"Notes\" : \"Notatki\",\n    \"Error\" : \"Błąd\"\n},\"pluralForm\" :\"x\"\n}"
        let folder = try ScratchFolder(files: ["pl.json": nextcloud, "en_GB.json": "{\"a\": \"b\"}"])
        defer { folder.remove() }
        let outcome = runGlossa(["set", folder.path, "--lang", "pl", "--in", "translations", "--key", "New", "Nowa"])
        #expect(outcome == CommandOutcome(output: "pl.json:4: \"translations\" › \"New\": added \"Nowa\"\n"))
        #expect(
            try folder.text("pl.json")
                == "{ \"translations\": {\n    \"Notes\" : \"Notatki\",\n    \"Error\" : \"Błąd\",\n"
                + "    \"New\" : \"Nowa\"\n},\"pluralForm\" :\"x\"\n}")
        let british = runGlossa(["set", folder.path, "--lang", "en-GB", "--key", "a", "c"])
        #expect(british == CommandOutcome(output: "en_GB.json:1: \"a\": \"b\" → \"c\"\n"))
    }

    @Test func fileNamesAFileThatIsNotNamedAfterItsLanguage() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/pl", withIntermediateDirectories: false)
        try folder.write("pl/translation.json", Array("{\n  \"Cancel\": \"Anuluj\"\n}\n".utf8))
        let outcome = runGlossa(["set", folder.path, "--file", "pl/translation.json", "--key", "Cancel", "--", "-5"])
        #expect(outcome == CommandOutcome(output: "pl/translation.json:2: \"Cancel\": \"Anuluj\" → \"-5\"\n"))
        #expect(try folder.text("pl/translation.json") == "{\n  \"Cancel\": \"-5\"\n}\n")
        let removed = runGlossa(["rm", folder.path, "--file", "pl/translation.json", "--key", "Cancel"])
        #expect(removed == CommandOutcome(output: "pl/translation.json:2: \"Cancel\": removed \"-5\"\n"))
        #expect(try folder.text("pl/translation.json") == "{\n}\n")
        let usage: [([String], String)] = [
            (["set", folder.path, "--key", "a", "b"], "say which file to edit: --lang TAG (or --file PATH)"),
            (
                ["set", folder.path, "--lang", "pl", "--file", "pl/translation.json", "--key", "a", "b"],
                "give --lang or --file, not both"
            ),
            (
                ["rm", folder.path, "--file", "../pl.json", "--key", "a"],
                "--file is the path of a .json file inside \(folder.path), like pl/translation.json"
            ),
        ]
        for (arguments, message) in usage {
            #expect(runGlossa(arguments) == CommandOutcome(errors: "glossa: error: \(message)\n", status: 2))
        }
        let missing = runGlossa(["set", folder.path, "--file", "de/translation.json", "--key", "a", "b"])
        #expect(
            missing
                == CommandOutcome(
                    errors:
                        "glossa: error: \(folder.path) has no file de/translation.json; add --create to start one\n",
                    status: 1))
    }

    @Test func mvRenamesInEveryFileThatHasTheKey() throws {
        let folder = try ScratchFolder(files: [
            "base.json": Self.base, "pl.json": Self.polish, "de.json": "{\n  \"other\": \"x\"\n}\n",
        ])
        defer { folder.remove() }
        let outcome = runGlossa(["mv", folder.path, "cars", "vehicles"])
        #expect(
            outcome
                == CommandOutcome(
                    output:
                        "base.json:3: \"cars\" renamed to \"vehicles\"\npl.json:3: \"cars\" renamed to \"vehicles\"\n"
                ))
        #expect(try folder.text("base.json") == Self.base.replacingOccurrences(of: "\"cars\"", with: "\"vehicles\""))
        #expect(try folder.text("de.json") == "{\n  \"other\": \"x\"\n}\n")
        let clash = runGlossa(["mv", folder.path, "vehicles", "title"])
        #expect(
            clash
                == CommandOutcome(
                    errors: "glossa: error: \"title\" already exists in base.json, pl.json; nothing was renamed\n",
                    status: 1))
        let missing = runGlossa(["mv", folder.path, "bikes", "bicycles"])
        #expect(missing == CommandOutcome(errors: "glossa: error: no language file has the key \"bikes\"\n", status: 1))
    }

    @Test(.enabled(if: ReadOnlyFolder.isPossible, "this machine cannot make a folder read-only"))
    func aFailingWriteLeavesTheOriginalIntact() throws {
        let folder = try ScratchFolder(files: ["pl.json": Self.polish])
        defer { folder.remove() }
        #expect(ReadOnlyFolder.lock(folder.path))
        defer { ReadOnlyFolder.unlock(folder.path) }
        let outcome = runGlossa(["set", folder.path, "--lang", "pl", "--key", "title", "Auta"])
        #expect(
            outcome
                == CommandOutcome(errors: "glossa: error: cannot write pl.json: the folder is read-only\n", status: 1))
        #expect(try folder.text("pl.json") == Self.polish)
        #expect(try folder.names() == ["pl.json"])
    }
}
