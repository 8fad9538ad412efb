import Foundation
import Testing

@testable import Engine

/// `.lproj` folders of `.stringsdict` files as a project: discovery, detection, the source, resolution of
/// plurals, `zero`, several variables and widths, validation, and the corpus's byte-identical round trips
/// with one edit per file read back by Python's `plistlib`.
@Suite struct StringsDictProjectTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/StringsDict").standardizedFileURL.path

    /// A copy of `files` (path → bytes) in a temporary folder.
    private func folder(_ files: [String: [UInt8]], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-stringsdict-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try body(root.path)
    }

    @Test func resolvesFormsZeroVariablesAndWidths() throws {
        let project = try Project.load(directory: Self.fixtures + "/project")
        #expect(project.format == .stringsdict)
        #expect(project.files.map(\.language.description) == ["base", "pl", "ru"])
        let cases: [(String, String, String?, Int?, String)] = [
            ("ru", "files.count", "0", nil, "Нет файлов в папке"),
            ("ru", "files.count", "1", nil, "%d файл в папке"),
            ("ru", "files.count", "22", nil, "%d файла в папке"),
            ("ru", "files.count", "5", nil, "%d файлов в папке"),
            ("pl", "files.count", "0", nil, "%d pliku w folderze"),
            ("base", "files.count", "0", nil, "No files in the folder"),
            ("base", "files.count", "7", nil, "%d files in the folder"),
            ("base", "photos.and.albums", "1", nil, "%d photo in %#@albums@"),
            ("base", "launch", nil, 30, "Go"),
            ("base", "launch", nil, nil, "Launch & go"),
            ("ru", "launch", nil, 10, "Пуск"),
            ("pl", "launch", nil, 60, "Launch & go"),
            ("pl", "greeting", nil, nil, "Cześć, %@!"),
        ]
        for (language, key, number, width, value) in cases {
            let resolution = project.resolve(key, language: language, number: number, width: width)
            #expect(resolution.value == value, "\(language) \(key) \(number ?? "-") \(width ?? -1)")
        }
        #expect(project.resolve("files.count", language: "ru", number: "0").selector == "zero")
    }

    @Test func detectionLayoutAndTheSource() throws {
        let bytes = try StringsDictReadingTests.fixture("project/Base.lproj/Localizable.stringsdict")
        try folder([
            "en.lproj/Localizable.stringsdict": bytes, "de.lproj/Localizable.stringsdict": bytes,
            "de.lproj/InfoPlist.stringsdict": bytes, "Weird Name.lproj/Localizable.stringsdict": bytes,
            "en.lproj/Localizable.strings": Array("\"a\" = \"b\";".utf8),
        ]) { root in
            let files = try ProjectFiles.discover(in: root)
            #expect(files.paths.filter { $0.hasSuffix(".stringsdict") }.count == 4)
            let detection = FormatDetection.detect(files, forced: nil)
            // With a `.strings` table in the folder, the `.strings` format reads it, each `.stringsdict` in its own.
            #expect(detection?.format == .strings)
            #expect(detection?.reason == "it has en.lproj/Localizable.strings")
            let project = try Project.load(directory: root)
            // Every table is a part of its language, `Localizable` the main one.
            #expect(
                project.files.map(\.fileName) == [
                    "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
                    "de.lproj/Localizable.stringsdict", "de.lproj/InfoPlist.stringsdict",
                ])
            #expect(
                project.files.map(\.part) == [
                    "Localizable.strings", "Localizable.stringsdict", "Localizable.stringsdict",
                    "InfoPlist.stringsdict",
                ])
            #expect(project.files.map(\.format) == [.strings, .stringsdict, .stringsdict, .stringsdict])
            #expect(project.languages.map(\.description) == ["base", "de"])
            #expect(project.keys.contains { $0.hasPrefix("InfoPlist:") })
            #expect(
                project.editTarget(forKey: "InfoPlist:new", in: .base)
                    == .newFile(part: "InfoPlist.stringsdict", model: 3))
            #expect(project.problems.contains { $0.kind == .notALanguageTag })
        }
        try folder(["fr.lproj/Localizable.stringsdict": bytes, "glossa.json": Array(#"{"sourceLanguage": "fr"}"#.utf8)])
        {
            root in
            let project = try Project.load(directory: root)
            #expect(project.files.map(\.language.description) == ["base"])
            #expect(project.settings.baseLanguage.description == "fr")
        }
        try folder(["pl.lproj/Localizable.stringsdict": bytes]) { root in
            let project = try Project.load(directory: root)
            #expect(project.format == .stringsdict)
            #expect(project.problems.map(\.kind) == [.baseMissing])
        }
    }

    @Test func validationFindsMissingFormsAndPlaceholders() throws {
        let report = Validator().validate(try Project.load(directory: Self.fixtures + "/project"))
        let findings = report.findings.map { "\($0.fileName ?? ""):\($0.line):\($0.column) \($0.ruleID)" }
        #expect(findings.contains("pl.lproj/Localizable.stringsdict:5:10 plural-missing-category"), "\(findings)")
        #expect(findings.contains("ru.lproj/Localizable.stringsdict:27:7 placeholder-mismatch"), "\(findings)")
        #expect(findings.contains("ru.lproj/Localizable.stringsdict:15:4 plural-exact-number"), "\(findings)")
        #expect(!findings.contains { $0.contains("syntax") })
    }

    @Test func aVariableReferenceIsAPlaceholderOfItsOwn() {
        #expect(Placeholder.scan("%#@files@ in %2$#@albums@, 100%").map(\.text) == ["%#@files@", "%2$#@albums@"])
        #expect(Placeholder.scan("%#@files@").first?.argumentKind == "variable")
        #expect(PlaceholderSignature("%#@a@ %@") != PlaceholderSignature("%@ %#@a@"))
        #expect(VariableReference.names(in: "%%#@no@ %#@yes@ %1$#@also@") == ["yes", "also"])
    }

    /// Every `.stringsdict` of the corpus (read in place, skipped when absent: the mastodon set is GPL) and the
    /// BSD fixture: saved back unedited they are the same bytes; one edit per file changes only that form's
    /// line, and Python's `plistlib` reads the new value.
    @Test func corpusRoundTripAndOneEditPerFile() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../../shared/corpus").standardizedFileURL.path
        var paths = [Self.fixtures + "/blastoff/Base.lproj/Localizable.stringsdict"]
        if let found = FileManager.default.enumerator(atPath: corpus) {
            paths += found.compactMap { $0 as? String }.filter { $0.hasSuffix(".stringsdict") }.map {
                corpus + "/" + $0
            }
        }
        let context = FormatContext(settings: ProjectSettings(), expressions: SharedExpressions())
        let format = StringsDictFormat()
        for path in paths {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let file = format.reread(
                "Base.lproj/Localizable.stringsdict", bytes: bytes, languages: [.base], context: context)[0]
            #expect(file.syntaxError == nil, "\(path)")
            #expect(file.bytes == bytes)
            let document = try StringsDictDocument(bytes: bytes)
            guard let item = document.entries.last else {
                Issue.record("\(path) has no keys")
                continue
            }
            // The last form (or width, or text) of the last key, given a text with all three entities.
            let text = "Glossa's <edit> & more"
            var address = EntryAddress(key: item.member.key)
            var shown = text
            var plistPath = [item.member.key]
            switch item.shape {
            case .variables(let formatString, let variables):
                let variable = variables.last!
                let form = variable.forms.last!
                address.selector = StringsDictEntry.selector(form: form.key, of: variable.name, count: variables.count)
                shown = VariableReference.replacing(variable.name, with: text, in: formatString.string!)
                plistPath += [variable.name, form.key]
            case .widths(let widths):
                let last = widths.members!.last!
                address.width = Int(last.key)
                plistPath += [StringsDictEntry.widthRule, last.key]
            case .text:
                plistPath += [StringsDictEntry.formatKey]
            case .devices(let devices):
                let last = devices.members!.last!
                address.selector = last.key
                plistPath += [StringsDictEntry.deviceRule, last.key]
            case .unreadable:
                Issue.record("\(path): \(item.member.key) is not read")
                continue
            }
            let edit = try format.setting(shown, at: address, in: file, force: false)
            let changed = LineDiff(old: bytes, new: edit.bytes)
            #expect(changed.removedCount == 1 && changed.addedCount == 1, "\(path)")
            let again = format.reread(file.fileName, bytes: edit.bytes, languages: [.base], context: context)[0]
            guard let entry = again.entries.last else { continue }
            switch entry.value {
            case .variants(let variants):
                #expect(variants.last.map { if case .text(let t) = $0.content { t } else { "" } } == shown)
            case .widths(let widths):
                #expect(widths.variations.last?.text == text)
            default:
                Issue.record("\(path): \(entry.key) changed shape")
            }
            if let python = try Self.pythonValue(edit.bytes, at: plistPath) { #expect(python == text, "\(path)") }
        }
        #expect(paths.count == 1 || paths.count == 6)
    }

    /// The value Python's `plistlib` reads at `path` (keys) in `bytes`; `nil` when there is no python3.
    static func pythonValue(_ bytes: [UInt8], at path: [String]) throws -> String? {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let python else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments =
            [
                "-c",
                "import sys, plistlib\nv = plistlib.loads(sys.stdin.buffer.read())\nfor k in sys.argv[1:]: v = v[k]\n"
                    + "sys.stdout.buffer.write(v.encode())",
            ] + path
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : "<plistlib failed>"
    }
}
