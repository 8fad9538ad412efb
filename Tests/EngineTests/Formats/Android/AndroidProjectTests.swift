import Foundation
import Testing

@testable import Engine

/// An Android `res/` folder as a project: discovery, detection, resolution with fallback, validation, and the
/// Tusky corpus's byte-identical round trip.
@Suite struct AndroidProjectTests {
    /// A `res/` folder written by these tests (not taken from any project).
    static let files = [
        "values/strings.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:tools="http://schemas.android.com/tools">
            <string name="app_name" translatable="false">Glossa</string>
            <string name="greeting">Hello, %1$s!</string>
            <string name="farewell">Goodbye</string>
            <plurals name="files">
                <item quantity="one">%d file</item>
                <item quantity="other">%d files</item>
            </plurals>
        </resources>

        """,
        "values-pl/strings.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="greeting">Cześć, %1$s!</string>
            <string name="farewell">Do widzenia</string>
            <plurals name="files">
                <item quantity="one">%d plik</item>
                <item quantity="few">%d pliki</item>
                <item quantity="many">%d plików</item>
                <item quantity="other">%d pliku</item>
            </plurals>
        </resources>

        """,
        "values-ru/strings.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="greeting">Привет, %d!</string>
            <plurals name="files">
                <item quantity="one">%d файл</item>
                <item quantity="few">%d файла</item>
                <item quantity="many">%d файлов</item>
                <item quantity="other">%d файла</item>
            </plurals>
        </resources>

        """,
        "values-night/strings.xml": "<resources/>",
    ]

    private func folder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-android-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(root.path)
    }

    @Test func resolvesPluralsAndFallsBackToValues() throws {
        try folder(Self.files) { root in
            let detection = FormatDetection.detect(try ProjectFiles.discover(in: root), forced: nil)
            #expect(detection?.format == .android)
            #expect(detection?.reason == "it has values/strings.xml")
            let project = try Project.load(directory: root)
            #expect(project.files.map(\.language.description) == ["base", "pl", "ru"])
            let polish = ["1": "%d plik", "2": "%d pliki", "5": "%d plików", "22": "%d pliki"]
            let russian = ["1": "%d файл", "2": "%d файла", "5": "%d файлов", "22": "%d файла"]
            for (number, value) in polish {
                #expect(project.resolve("files", language: "pl", number: number).value == value)
            }
            for (number, value) in russian {
                #expect(project.resolve("files", language: "ru", number: number).value == value)
            }
            let farewell = project.resolve("farewell", language: "ru")
            #expect(farewell.value == "Goodbye")
            #expect(farewell.isFallback)
        }
    }

    @Test func validationKnowsAndroidPlaceholdersAndUntranslatableKeys() throws {
        try folder(Self.files) { root in
            let report = Validator().validate(try Project.load(directory: root))
            let missing = report.findings.filter { $0.ruleID == "coverage-missing-key" }
            #expect(missing.map(\.key) == ["farewell"])
            #expect(missing.first?.message.contains("values/strings.xml:5:") == true)
            let mismatch = report.findings.filter { $0.ruleID == "placeholder-mismatch" }
            #expect(mismatch.map(\.fileName) == ["values-ru/strings.xml"])
        }
    }

    @Test func inlineMarkupIsShownButTheAppReceivesTheTextWithoutIt() throws {
        var files = Self.files
        files["values/strings.xml"] = """
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="hour"><xliff:g id="number">%1$s</xliff:g> o\\'clock</string>
                <plurals name="new"><item quantity="one"><b>%d</b> new</item><item quantity="other">%d new</item></plurals>
            </resources>
            """
        try folder(files) { root in
            let project = try Project.load(directory: root)
            #expect(project.entry("hour", in: .base)?.value.texts == [#"<xliff:g id="number">%1$s</xliff:g> o'clock"#])
            #expect(project.resolve("hour", language: "base").value == "%1$s o'clock")
            #expect(project.resolve("new", language: "base", number: "1").value == "%d new")
            #expect(project.resolve("new", language: "base", number: "2").value == "%d new")
            #expect(project.entry("new", in: .base)?.value.texts == ["<b>%d</b> new", "%d new"])
        }
    }

    @Test func otherResourceFilesOfAFolderArePartsOfItsLanguage() throws {
        var files = Self.files
        files["values/plurals.xml"] = """
            <resources>
                <plurals name="songs"><item quantity="one">%d song</item><item quantity="other">%d songs</item></plurals>
            </resources>
            """
        files["values/colors.xml"] = "<resources><color name=\"accent\">#ff0000</color></resources>"
        files["values-pl/plurals.xml"] = """
            <resources>
                <plurals name="songs"><item quantity="one">%d piosenka</item><item quantity="few">%d piosenki</item>\
            <item quantity="many">%d piosenek</item><item quantity="other">%d piosenki</item></plurals>
            </resources>
            """
        try folder(files) { root in
            var project = try Project.load(directory: root)
            #expect(
                project.files.map(\.fileName) == [
                    "values/strings.xml", "values/plurals.xml", "values-pl/strings.xml", "values-pl/plurals.xml",
                    "values-ru/strings.xml",
                ])
            #expect(project.languages.count == 3)
            #expect(project.resolve("songs", language: "pl", number: "5").value == "%d piosenek")
            #expect(project.resolve("songs", language: "ru", number: "5").value == "%d songs")
            let report = Validator().validate(project)
            let missing = report.findings.filter { $0.ruleID == "coverage-missing-key" }
            // Russian has no plurals.xml: its missing "songs" is reported in its strings.xml, from the source's
            // plurals.xml.
            #expect(missing.map(\.key) == ["farewell", "songs"])
            #expect(missing.last?.fileName == "values-ru/strings.xml")
            #expect(missing.last?.message.contains("values/plurals.xml:2:") == true)
            // An edit of a key of plurals.xml in a language without one starts that file.
            let russian = FileLanguage.tag(LanguageTag("ru")!)
            guard case .newFile(let part, let model?) = project.editTarget(forKey: "songs", in: russian) else {
                Issue.record("no new file for songs in ru")
                return
            }
            let created = try #require(
                try AndroidFormat().creatingFile(
                    for: russian, setting: "%d песня", at: EntryAddress(key: "songs", selector: "one"),
                    like: project.files[model], layout: project.layout))
            #expect(created.path == "values-ru/plurals.xml")
            project.apply(created.result, to: russian, path: created.path, part: part)
            #expect(project.resolve("songs", language: "ru", number: "1").value == "%d песня")
            #expect(
                project.fileIndex(of: russian, keyID: project.keyID("songs")!).map { project.files[$0].part }
                    == "plurals.xml")
            // The file of every key, read for all keys at once, is the one looked up key by key (two files a
            // language here).
            for language in project.languages {
                #expect(
                    project.fileIndicesOfKeys(in: language)
                        == project.keys.indices.map { project.fileIndex(of: language, keyID: $0) ?? -1 })
            }
        }
    }

    /// Tusky's strings (GPL; read in place, skipped when the corpus is absent): every file saves back to the
    /// same bytes, and one edit per file changes only that value, still parses with Python's `xml.etree`,
    /// and reads back with the new text.
    @Test func tuskyRoundTripAndOneEditPerFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../../../shared/corpus/tuskyapp__Tusky__android-strings"
        ).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: root) else { return }
        let project = try Project.load(directory: root)
        #expect(project.format == .android)
        #expect(project.files.count == 5)
        for file in project.files {
            let onDisk = try Data(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(file.fileName))
            #expect(file.bytes == Array(onDisk))
            #expect(file.syntaxError == nil)
            let text = "Glossa's \"test\" & <edit>"
            let key = file.entries.first(where: { if case .text = $0.value { true } else { false } })?.key ?? "new_key"
            let edit = try AndroidFormat().setting(text, at: EntryAddress(key: key), in: file, force: false)
            let again = AndroidFormat().reread(
                file.fileName, bytes: edit.bytes, languages: [file.language],
                context:
                    FormatContext(settings: ProjectSettings(), expressions: SharedExpressions()))[0]
            guard case .text(let read)? = again.entries.first(where: { $0.key == key })?.value else {
                Issue.record("\(file.fileName): \(key) is gone")
                continue
            }
            #expect(read == text)
            let changedLines = zip(
                String(decoding: file.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false),
                String(decoding: edit.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            ).filter { $0 != $1 }
            #expect(file.entries.isEmpty || changedLines.count == 1, "\(file.fileName)")
            if let independent = try Self.pythonText(edit.bytes, key: key) {
                #expect(independent == text, "\(file.fileName): \(key)")
            }
        }
    }

    /// The text of the element named `key` as Python's `xml.etree` reads it, with Android's quoting undone by
    /// a rule of its own (surrounding double quotes dropped, `\x` read as `x`); `nil` when there is no python3.
    private static func pythonText(_ bytes: [UInt8], key: String) throws -> String? {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let python else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            "-c",
            """
            import re, sys, xml.etree.ElementTree as E
            r = E.fromstring(sys.stdin.buffer.read())
            t = ''.join(next(e for e in r if e.get('name') == sys.argv[1]).itertext())
            t = t[1:-1] if len(t) > 1 and t[0] == t[-1] == '"' else t
            sys.stdout.buffer.write(re.sub(r'\\\\(.)', r'\\1', t).encode())
            """,
            key,
        ]
        let output = Pipe()
        process.standardOutput = output
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let said = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: said, as: UTF8.self) : "(xml.etree refuses the file)"
    }
}
