import Engine
import Foundation
import Testing

/// `glossa import`: what it writes (only the texts that change, every other byte as it was), exit statuses,
/// `--dry-run`, `--languages`, `--base` and the JSON report.
@Suite(.serialized) struct ImportCommandTests {
    private let project = [
        "base.json":
            "{\n    \"title\": \"Photos\",\n    \"back\": {\"@100\": \"Back\", \"@200\": \"Back to albums\"}\n}\n",
        "pl.json": "{\r\n  \"title\": \"Zdjęcia\", // kept\r\n  \"back\": \"Wróć\"\r\n}",
        "expressions.json": "{}\n",
    ]

    private func poFile(_ entries: String) -> String {
        "msgid \"\"\nmsgstr \"\"\n\"Language: pl\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n" + entries
    }

    @Test func importsAPOFileIntoAProjectChangingOnlyWhatChanged() throws {
        let folder = try ScratchFolder(files: project)
        let source = try ScratchFolder(files: [
            "pl.po": poFile("msgid \"title\"\nmsgstr \"Fotografie\"\n\nmsgid \"new\"\nmsgstr \"Nowy\"\n")
        ])
        defer {
            folder.remove()
            source.remove()
        }
        let run = try runBinary(["import", source.path + "/pl.po", "--into", folder.path])
        #expect(run.status == 0)
        #expect(
            run.out == """
                pl: "title": "Zdjęcia" → "Fotografie"
                pl: "new": added "Nowy"
                imported into Swifternalization JSON: 1 added, 1 changed, 0 unchanged (1 file)

                """)
        #expect(run.err == "pl.json: updated\n")
        // The comment, CRLF, two-space indentation and missing final newline are the file's own.
        #expect(
            try folder.text("pl.json")
                == "{\r\n  \"title\": \"Fotografie\", // kept\r\n  \"back\": \"Wróć\",\r\n  \"new\": \"Nowy\"\r\n}")
        #expect(try folder.text("base.json") == project["base.json"])
        #expect(try folder.text("expressions.json") == project["expressions.json"])
        #expect(try folder.names() == ["base.json", "expressions.json", "pl.json"])
    }

    @Test func aCommentGoesWhereTheProjectKeepsThemAndIsReportedElsewhere() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "title" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Photos"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let folder = try ScratchFolder(files: ["Localizable.xcstrings": catalog])
        let source = try ScratchFolder(files: [
            "pl.po": poFile("# The screen's title\nmsgid \"title\"\nmsgstr \"Zdjęcia\"\n")
        ])
        let other = try ScratchFolder(files: ["pl.po": poFile("# Shown once\nmsgid \"new\"\nmsgstr \"Nowy\"\n")])
        let json = try ScratchFolder(files: project)
        defer {
            folder.remove()
            source.remove()
            json.remove()
            other.remove()
        }
        let run = try runBinary(["import", source.path + "/pl.po", "--into", folder.path])
        #expect(run.status == 0)
        #expect(
            run.out == """
                pl: "title": added "Zdjęcia"
                pl: "title": comment added "The screen's title"
                imported into Apple String Catalog: 1 added, 0 changed, 0 unchanged, 1 comment added (1 file)

                """)
        #expect(try folder.text("Localizable.xcstrings").contains(#""comment" : "The screen's title","#))
        // Swifternalization JSON keeps no comments: reported.
        let lossy = try runBinary(["import", other.path + "/pl.po", "--into", json.path])
        #expect(lossy.status == 1)
        #expect(lossy.out.contains(#"pl: "new": a comment, dropped: Swifternalization JSON keeps no comments"#))
    }

    @Test func aPOFileNamedWithoutALanguageTagIsImportedAsItsHeadersLanguage() throws {
        let folder = try ScratchFolder(files: project)
        let source = try ScratchFolder(files: ["myapp-pl.po": poFile("msgid \"title\"\nmsgstr \"Fotografie\"\n")])
        defer {
            folder.remove()
            source.remove()
        }
        let run = try runBinary(["import", source.path + "/myapp-pl.po", "--into", folder.path])
        #expect(run.status == 0)
        #expect(
            run.out == """
                pl: "title": "Zdjęcia" → "Fotografie"
                imported into Swifternalization JSON: 0 added, 1 changed, 0 unchanged (1 file)

                """)
        #expect(try folder.names() == ["base.json", "expressions.json", "pl.json"])
        // Converted alone, it is Polish too.
        let out = try ScratchFolder()
        defer { out.remove() }
        let converted = try runBinary([
            "convert", source.path + "/myapp-pl.po", "--to", "json", "--out", out.path + "/json",
        ])
        #expect(converted.status == 0)
        #expect(try out.text("json/pl.json") == "{\n    \"title\": \"Fotografie\"\n}\n")
    }

    @Test func theSampleProjectTakesBackItsOwnConversionUnchanged() throws {
        let sample = GlossaBinary.packageRoot + "/sample-project"
        let out = try ScratchFolder()
        defer { out.remove() }
        let converted = try runBinary(["convert", sample, "--to", "android", "--out", out.path + "/android"])
        #expect(converted.status == 1)
        let copy = out.path + "/project"
        try FileManager.default.copyItem(atPath: sample, toPath: copy)
        // With the exported files as the base, nothing changed on either side: nothing to do (the source's 32
        // texts are not compared: an import changes the source only when --languages names it).
        let same = try runBinary([
            "import", out.path + "/android", "--into", copy, "--base", out.path + "/android",
        ])
        #expect(same.status == 0)
        #expect(same.out.hasSuffix("0 added, 0 changed, 283 unchanged (0 files)\n"))
        // A translator's change in the Android files goes into pl.json only, as one line.
        let strings = out.path + "/android/values-pl/strings.xml"
        let xml = try String(contentsOfFile: strings, encoding: .utf8)
        try xml.replacingOccurrences(of: ">Witaj w Lumi 📷<", with: ">Witamy w Lumi 📷<")
            .write(toFile: strings, atomically: true, encoding: .utf8)
        let changed = try runBinary(["import", out.path + "/android", "--into", copy, "--base", sample + "-none"])
        #expect(changed.status == 2)
        let run = try runBinary([
            "import", out.path + "/android", "--into", copy, "--languages", "pl", "--report", "json",
        ])
        #expect(run.status == 0)
        #expect(run.out.contains(#"{"kind": "changed", "language": "pl", "key": "welcome.title", "#))
        let before = try String(contentsOfFile: sample + "/pl.json", encoding: .utf8)
        #expect(
            try String(contentsOfFile: copy + "/pl.json", encoding: .utf8)
                == before.replacingOccurrences(of: "Witaj w Lumi 📷", with: "Witamy w Lumi 📷"))
        for name in try FileManager.default.contentsOfDirectory(atPath: sample) where name != "pl.json" {
            #expect(
                FileManager.default.contentsEqual(atPath: sample + "/" + name, andPath: copy + "/" + name), "\(name)")
        }
    }

    @Test func aConflictExitsOneAndKeepsTheProjectsText() throws {
        let folder = try ScratchFolder(files: project)
        let source = try ScratchFolder(files: [
            "pl.po": poFile("msgid \"title\"\nmsgstr \"Fotografie\"\n\nmsgid \"new\"\nmsgstr \"Nowy\"\n")
        ])
        try FileManager.default.createDirectory(atPath: source.path + "/exported", withIntermediateDirectories: true)
        try source.write("exported/pl.po", Array(poFile("msgid \"title\"\nmsgstr \"Zdjęcia z wakacji\"\n").utf8))
        defer {
            folder.remove()
            source.remove()
        }
        let run = try runBinary([
            "import", source.path + "/pl.po", "--into", folder.path, "--base", source.path + "/exported/pl.po",
        ])
        #expect(run.status == 1)
        #expect(
            run.out.hasPrefix(
                "pl: \"new\": added \"Nowy\"\npl: \"title\": conflict: the project's \"Zdjęcia\" kept, imported "
                    + "\"Fotografie\" not taken (the base had \"Zdjęcia z wakacji\")\n"))
        #expect(try folder.text("pl.json").contains("\"title\": \"Zdjęcia\", // kept"))
        #expect(try folder.text("pl.json").contains("\"new\": \"Nowy\""))
    }

    @Test func dryRunWritesNothingAndBadInputExitsTwo() throws {
        let folder = try ScratchFolder(files: project)
        let source = try ScratchFolder(files: [
            "pl.po": poFile("msgid \"title\"\nmsgstr \"Fotografie\"\n")
        ])
        defer {
            folder.remove()
            source.remove()
        }
        let dry = try runBinary(["import", source.path + "/pl.po", "--into", folder.path, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.out.contains("\"Zdjęcia\" → \"Fotografie\""))
        #expect(dry.err.isEmpty)
        #expect(try folder.text("pl.json") == project["pl.json"])

        try FileManager.default.createDirectory(atPath: source.path + "/broken", withIntermediateDirectories: true)
        try source.write("broken/base.json", Array("{\"a\": ".utf8))
        let broken = try runBinary(["import", source.path + "/broken", "--into", folder.path])
        #expect(broken.status == 2)
        #expect(broken.err.hasPrefix("glossa: error: base.json has a syntax error"))
        let missing = try runBinary(["import", source.path + "/none.po", "--into", folder.path])
        #expect(missing.status == 2)
        #expect(missing.err == "glossa: error: \(source.path)/none.po: no such file or folder\n")
        let badList = try runBinary(["import", source.path + "/pl.po", "--into", folder.path, "--languages", "p l"])
        #expect(badList.status == 2)
        #expect(try folder.text("pl.json") == project["pl.json"])
    }
}
