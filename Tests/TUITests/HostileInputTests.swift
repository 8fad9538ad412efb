import Engine
import Foundation
import TestSupport
import Testing

@testable import TUI

/// A project whose keys, selectors, values, settings, file names and syntax error carry terminal control
/// sequences, C1 controls and bidirectional overrides.
enum HostileProject {
    /// The keys that hold control characters, as they are decoded (what `--format json` must show exactly).
    static let clearScreen = "more\u{1B}[2J\u{1B}]0;pwned\u{7}"
    static let forgedLine = "forged\r\nbase.json:1:1: error: forged"
    static let bidi = "bidi\u{202E}evil"
    static let nextLine = "c1\u{85}\u{9B}2J"

    static let files: [String: String] = [
        "base.json": #"""
        {
            "more\u001b[2J\u001b]0;pwned\u0007": "Clear",
            "forged\r\nbase.json:1:1: error: forged": "Forged  twice",
            "bidi\u202eevil": "x\u202ey",
            "c1\u0085\u009b2J": "Next\u0085line",
            "del\u007f": "Delete",
            "cars": {"one": "%d car", "other\u001b[31m": "%d cars", "exp:(\u001b[\u0007": "broken"},
            "plain": "a\u001b]0;title\u0007b\u2066"
        }
        """#,
        "pl.json": #"""
        {
            "more\u001b[2J\u001b]0;pwned\u0007": "Wyczyść ",
            "plain": "x\u001b[2J  y",
            "only\u001b[5m": "orphan"
        }
        """#,
        "glossa.json": #"{"baseLanguage": "en\u001b[2J", "runtime": "x\u001b]0;t\u0007", "ignore": 5}"#,
        "expressions.json": #"{"base": {"name\u001b": "exp:(\u0007", "two\u202e": 3}}"#,
        "pl\u{1B}[2J.json": "{}",
        // A syntax error whose source line holds ESC, BEL and CR outside any string.
        "de.json": "{\n    \"k\": \"v\" \u{1B}[2J\u{7}\r \"x\": \"y\"\n}\n",
    ]

    static func folder() throws -> ScratchFolder { try ScratchFolder(files: files) }

    /// Records an issue for every byte of `text` that a terminal would act on: a C0 control other than the
    /// line feed, DEL, a C1 control (UTF-8 C2 80–C2 9F), a bidirectional override or isolate (E2 80 AA–AE,
    /// E2 81 A6–A9) or a line or paragraph separator (E2 80 A8–A9).
    static func expectVisible(
        _ text: String, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            let bad =
                (byte < 0x20 && byte != 0x0A) || byte == 0x7F || (byte == 0xC2 && (0x80...0x9F).contains(next))
                || (byte == 0xE2 && next == 0x80 && (0xA8...0xAE).contains(third))
                || (byte == 0xE2 && next == 0x81 && (0xA6...0xA9).contains(third))
            if bad {
                Issue.record(
                    "\(label): byte \(String(byte, radix: 16)) at \(index) in \(text.debugDescription)",
                    sourceLocation: sourceLocation)
                return
            }
        }
    }
}

@Suite struct HostileInputTests {
    func glossa(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(
            BuiltProducts.executable("glossa").path, arguments, environment: ["LANG": "C.UTF-8"], output: .captured,
            timeout: .seconds(30))
    }

    @Test func validateShowsControlCharactersVisibly() throws {
        let folder = try HostileProject.folder()
        defer { folder.remove() }
        let result = try glossa(["validate", folder.path])
        #expect(result.status == 1)
        HostileProject.expectVisible(result.output, "validate")
        HostileProject.expectVisible(result.errors, "validate (stderr)")
        let lines = result.output.split(separator: "\n")
        // Every line is a finding, a source line or a caret line: nothing forged.
        #expect(!lines.contains { $0.hasPrefix("base.json:1:1: error: forged") })
        #expect(result.output.contains(#""only␛[5m" is not in base.json"#))
        #expect(result.output.contains(#""forged␍↵base.json:1:1: error: forged""#))
        #expect(result.output.contains(#"bidi\u{202E}evil"#))
        #expect(result.output.contains("pl␛[2J.json"))
        // The syntax error's source line, visible, with the caret under the ESC it points at.
        let source = try #require(lines.firstIndex { $0.hasPrefix(folder.path + "/de.json:2:") })
        #expect(lines[source + 1] == #"    "k": "v" ␛[2J␇␍ "x": "y""#)
        #expect(lines[source + 2] == "            ^")
        // The summary names the folder once.
        #expect(lines.last?.hasPrefix(folder.path + ": ") == true)
    }

    @Test func textOutputInProcessMatchesTheBinarysRules() throws {
        let folder = try HostileProject.folder()
        defer { folder.remove() }
        let project = try Project.load(directory: folder.path)
        let report = Validator().validate(project)
        for colors in [TerminalColors(enabled: false), TerminalColors(enabled: true)] {
            let text = ValidateOutput.text(report, project: project, directory: folder.path, colors: colors)
            // Colours are Glossa's own escape sequences; remove them, then nothing may remain.
            let plain = text.replacingOccurrences(
                of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            HostileProject.expectVisible(plain, "text, colours \(colors.enabled)")
        }
        for finding in report.findings { HostileProject.expectVisible(finding.formatted, "formatted") }
    }

    @Test func jsonOutputKeepsTheExactStrings() throws {
        let folder = try HostileProject.folder()
        defer { folder.remove() }
        let result = try glossa(["validate", folder.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let keys = Set(findings.compactMap { $0["key"] as? String })
        for key in [HostileProject.clearScreen, HostileProject.forgedLine, HostileProject.bidi] {
            #expect(keys.contains(key), "\(key.debugDescription)")
        }
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains(HostileProject.forgedLine) })
        #expect(findings.contains { $0["file"] as? String == "pl\u{1B}[2J.json" })
    }

    @Test func editCommandsShowControlCharactersVisibly() throws {
        let folder = try HostileProject.folder()
        defer { folder.remove() }
        let path = folder.path
        let runs: [(arguments: [String], status: Int32, shows: String)] = [
            (
                ["rm", path, "--lang", "base", "--key", "nope\u{1B}]0;t\u{7}"], 1,
                #"there is no key "nope\u001b]0;t\u0007""#
            ),
            (
                ["set", path, "--lang", "base", "--key", "plain", "--selector", "ie:x=\u{1B}[2J", "v"], 1,
                "\n    ie:x=␛[2J\n"
            ),
            (["set", path, "--lang", "de", "--key", "k", "v"], 1, #"    "k": "v" ␛[2J␇␍ "x": "y""#),
            (["set", path, "--lang", "p\u{1B}[2Jl", "--key", "k", "v"], 1, "'p␛[2Jl' is not a language tag"),
            (
                ["set", path, "--lang", "base", "--key", "plain", "a\u{202E}b\u{85}\u{1B}"], 0,
                #""a\u{202E}b\u{85}\u001b""#
            ),
            (["validate", path, "--format", "\u{1B}[2J"], 2, "'␛[2J' is not a format"),
            (["stats", path, "--x\u{1B}[2J"], 2, "--x␛[2J"),
            (["plural", "--locale", "e\u{1B}n", "1"], 1, "e␛n"),
            (["plural", "--locale", "en", "1\u{1B}[2J", "\u{202E}2"], 1, "error: '1␛[2J' is not a number"),
        ]
        for run in runs {
            let result = try glossa(run.arguments)
            let label = run.arguments.dropFirst(2).joined(separator: " ").debugDescription
            #expect(result.status == run.status, "\(label)")
            HostileProject.expectVisible(result.output, "stdout of \(label)")
            HostileProject.expectVisible(result.errors, "stderr of \(label)")
            #expect((result.output + result.errors).contains(run.shows), "\(label): \(result.errors)")
        }
        // `mv` reads every language file first: without the broken one, it names both keys.
        try FileManager.default.removeItem(atPath: path + "/de.json")
        let rename = try glossa(["mv", path, HostileProject.clearScreen, HostileProject.forgedLine])
        #expect(rename.status == 1)
        HostileProject.expectVisible(rename.errors, "mv")
        #expect(rename.errors.contains(#""forged\r\nbase.json:1:1: error: forged" already exists"#))
        // The value set is in the file exactly as given.
        let base = try JSONDocument(bytes: folder.bytes("base.json"))
        #expect(base.node(at: ["plain"])?.string == "a\u{202E}b\u{85}\u{1B}")
    }
}
