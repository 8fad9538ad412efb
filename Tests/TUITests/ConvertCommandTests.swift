import Engine
import Foundation
import Testing

@testable import TUI

/// `glossa convert`: exit statuses, where it writes, and what it refuses to overwrite.
@Suite(.serialized) struct ConvertCommandTests {
    private let lossless = [
        "base.json": #"{"a": "A", "b": {"one": "a b", "other": "%d b"}}"#, "pl.json": #"{"a": "Ą"}"#,
    ]
    private let lossy = ["base.json": #"{"a": {"@100": "A", "@200": "Aaa"}}"#]

    @Test func nothingLostExitsZeroAndWritesTheTargetsFiles() throws {
        let source = try ScratchFolder(files: lossless)
        let out = try ScratchFolder()
        defer {
            source.remove()
            out.remove()
        }
        let run = try runBinary(["convert", source.path, "--to", "i18next", "--out", out.path + "/i18n"])
        #expect(run.status == 0)
        #expect(run.out == "converted to i18next JSON with nothing lost (2 files)\n")
        #expect(run.err == "\(out.path)/i18n/en.json: created\n\(out.path)/i18n/pl.json: created\n")
        #expect(
            try out.text("i18n/en.json")
                == "{\n    \"a\": \"A\",\n    \"b_one\": \"a b\",\n    \"b_other\": \"%d b\"\n}\n")
        #expect(try out.text("i18n/pl.json") == "{\n    \"a\": \"Ą\"\n}\n")
    }

    @Test func somethingLostExitsOneAndStillWrites() throws {
        let source = try ScratchFolder(files: lossy)
        let out = try ScratchFolder()
        defer {
            source.remove()
            out.remove()
        }
        let run = try runBinary(["convert", source.path, "--to", "android", "--out", out.path])
        #expect(run.status == 1)
        #expect(
            run.out == """
                en: "a" › @100 @200: width variations, written as its widest text (@200): Android strings.xml cannot \
                hold width variations: Android resources have none
                converted to Android strings.xml: 1 loss in 1 translation (1 file)

                """)
        #expect(
            try out.text("values/strings.xml")
                == "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <string name=\"a\">Aaa</string>\n</resources>\n"
        )
    }

    @Test func commentsGoWhereTheTargetKeepsThemAndAreReportedElsewhere() throws {
        let source = try ScratchFolder(files: [
            "Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"hi": {"comment": "On the home screen",
            "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hi"}}}}}}
            """
        ])
        let out = try ScratchFolder()
        defer {
            source.remove()
            out.remove()
        }
        let po = try runBinary(["convert", source.path, "--to", "gettext", "--out", out.path + "/po"])
        #expect(po.status == 0)
        #expect(po.out == "converted to gettext PO with nothing lost (1 file)\n")
        #expect(try out.text("po/en.po").contains("#. On the home screen\nmsgid \"hi\"\nmsgstr \"Hi\"\n"))
        let json = try runBinary(["convert", source.path, "--to", "json", "--out", out.path + "/json"])
        #expect(json.status == 1)
        #expect(
            json.out == """
                en: "hi": a comment, dropped: key–value JSON keeps no comments
                converted to key–value JSON: 1 loss in 1 translation (1 file)

                """)
    }

    @Test func anARBTemplateGetsThePlaceholderMetadataOfItsPluralMessages() throws {
        let source = try ScratchFolder(files: lossless)
        let out = try ScratchFolder()
        defer {
            source.remove()
            out.remove()
        }
        let run = try runBinary(["convert", source.path, "--to", "arb", "--out", out.path + "/l10n"])
        #expect(run.status == 0)
        #expect(
            try out.text("l10n/app_en.arb")
                == """
                {
                    "@@locale": "en",
                    "a": "A",
                    "b": "{count, plural, one{a b} other{%d b}}",
                    "@b": {
                        "placeholders": {
                            "count": {
                                "type": "num"
                            }
                        }
                    }
                }

                """)
        #expect(try out.text("l10n/app_pl.arb") == "{\n    \"@@locale\": \"pl\",\n    \"a\": \"Ą\"\n}\n")
    }

    @Test func dryRunAndStrictWriteNothing() throws {
        let source = try ScratchFolder(files: lossy)
        let out = try ScratchFolder()
        defer {
            source.remove()
            out.remove()
        }
        let dry = try runBinary(["convert", source.path, "--to", "xcstrings", "--out", out.path, "--dry-run"])
        #expect(dry.status == 1)
        #expect(dry.out.hasSuffix("converted to Apple String Catalog: 1 loss in 1 translation (1 file)\n"))
        let strict = try runBinary(["convert", source.path, "--to", "xcstrings", "--out", out.path, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.err == "glossa: nothing was written (--strict): the conversion loses what is listed\n")
        #expect(try out.names() == [])
        // --strict writes what loses nothing.
        let clean = try ScratchFolder(files: lossless)
        defer { clean.remove() }
        #expect(try runBinary(["convert", clean.path, "--to", "xcstrings", "--out", out.path, "--strict"]).status == 0)
        #expect(try out.names() == ["Localizable.xcstrings"])
    }

    @Test func theJSONReportParses() throws {
        let source = try ScratchFolder(files: lossy)
        defer { source.remove() }
        let run = try runBinary(["convert", source.path, "--to", "jsonlize", "--dry-run", "--report", "json"])
        #expect(run.status == 1)
        let document = try JSONDocument(bytes: Array(run.out.utf8))
        #expect(
            document.root.members?.map(\.key) == ["source", "target", "sourceLanguage", "lossless", "files", "losses"])
        #expect(
            run.out.contains(
                #"{"key": "a", "language": "en", "construct": "widths", "widths": [100, 200], "written": "widest-text", "writtenAs": "@200", "#
            ))
    }

    @Test func aFolderOfOtherFilesIsNeverWrittenInto() throws {
        let source = try ScratchFolder(files: lossless)
        let out = try ScratchFolder(files: ["notes.txt": "mine"])
        defer {
            source.remove()
            out.remove()
        }
        let run = try runBinary(["convert", source.path, "--to", "android", "--out", out.path])
        #expect(run.status == 2)
        #expect(
            run.err
                == "glossa: error: \(out.path) holds other files (not empty, and not in Android strings.xml): "
                + "choose an empty folder with --out; nothing was written\n")
        #expect(try out.names() == ["notes.txt"])
        // Nor into a project of another format.
        let other = try ScratchFolder(files: ["en.json": #"{"a_one": "x", "a_other": "y"}"#])
        defer { other.remove() }
        #expect(try runBinary(["convert", source.path, "--to", "android", "--out", other.path]).status == 2)
        #expect(try other.names() == ["en.json"])
    }

    @Test func aProjectOfTheTargetFormatIsUpdated() throws {
        let source = try ScratchFolder(files: lossless)
        let out = try ScratchFolder()
        defer {
            source.remove()
            out.remove()
        }
        #expect(try runBinary(["convert", source.path, "--to", "i18next", "--out", out.path]).status == 0)
        let again = try runBinary(["convert", source.path, "--to", "i18next", "--out", out.path])
        #expect(again.status == 0)
        #expect(again.err == "\(out.path)/en.json: replaced\n\(out.path)/pl.json: replaced\n")
    }

    @Test func badInputExitsTwo() throws {
        let broken = try ScratchFolder(files: ["base.json": #"{"a": "A"}"#, "pl.json": #"{"a": "#])
        defer { broken.remove() }
        let run = try runBinary(["convert", broken.path, "--to", "android", "--dry-run"])
        #expect(run.status == 2)
        #expect(run.err.hasPrefix("glossa: error: pl.json has a syntax error"))
        #expect(try runBinary(["convert", broken.path, "--to", "yaml"]).status == 2)
        #expect(try runBinary(["convert", broken.path + "/missing", "--to", "android"]).status == 2)
        #expect(try runBinary(["convert", broken.path, "--to", "android", "--report", "xml"]).status == 2)
    }

    @Test func theDefaultOutputIsBesideTheSource() {
        #expect(ConvertCommand.defaultOutput(for: "projects/app/", target: .android) == "projects/app-android")
        #expect(
            ConvertCommand.defaultOutput(for: "App/Localizable.xcstrings", target: .i18next)
                == "App/Localizable-i18next")
    }
}
