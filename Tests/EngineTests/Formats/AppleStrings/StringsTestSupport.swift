import Foundation
import Testing

@testable import Engine

/// What the `.strings` tests share: reading a table, the committed fixtures (the corpus's `.strings` sets, all
/// MIT or Apache-2.0), and an independent reader in Python.
enum StringsTestSupport {
    /// One table read as `path` in `language`, in `convention`.
    static func file(
        _ bytes: [UInt8], path: String = "pl.lproj/Localizable.strings",
        language: FileLanguage = .tag(LanguageTag("pl")!),
        convention: StringsPluralConvention = .smartling, shared: [String: SharedExpressions.Definition] = [:]
    ) -> LanguageFile {
        LanguageFile(
            appleStrings: path, language: language, bytes: bytes,
            rules: try! PluralRules(locale: language.tag?.description ?? "en"), convention: convention, shared: shared)
    }

    /// One table written in UTF-8.
    static func file(
        _ text: String, path: String = "pl.lproj/Localizable.strings",
        language: FileLanguage = .tag(LanguageTag("pl")!),
        convention: StringsPluralConvention = .smartling
    ) -> LanguageFile {
        file(Array(text.utf8), path: path, language: language, convention: convention)
    }

    /// The entry of `key` as plain values: a text, or its variants by selector.
    static func value(_ key: String, in file: LanguageFile) -> String? {
        guard let entry = file.entries.first(where: { $0.key == key }) else { return nil }
        switch entry.value {
        case .text(let text): return text
        case .variants(let variants):
            return variants.map { variant -> String in
                guard case .text(let text) = variant.content else { return "\(file.selectorText(variant))=?" }
                return "\(file.selectorText(variant))=\(text)"
            }.joined(separator: "|")
        default: return nil
        }
    }

    /// The folder of the committed fixtures.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/AppleStrings").path

    /// Every fixture table, by path under `fixtures`.
    static func tables() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: fixtures)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String { if path.hasSuffix(".strings") { paths.append(path) } }
        return paths.sorted()
    }

    /// A copy of a fixture set in a temporary folder, for `body`.
    static func copy(_ set: String, only: ((String) -> Bool)? = nil, _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = fixtures + "/" + set
        let enumerator = FileManager.default.enumerator(atPath: source)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".strings"), only?(path) ?? true else { continue }
            let target = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: URL(fileURLWithPath: source + "/" + path)).write(to: target)
        }
        try body(root.path)
    }

    /// A folder of UTF-8 tables, for `body`.
    static func folder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(root.path)
    }

    /// A `.strings` reader written apart from Glossa's, in Python: the file decoded by its BOM (UTF-16 or UTF-8),
    /// comments removed, each `"key" = "value";` pair's escapes decoded. The pairs by key, or `nil` when there
    /// is no python3.
    static func pythonPairs(_ bytes: [UInt8]) throws -> [String: String]? {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let python else { return nil }
        let script = #"""
            import sys, re, json
            data = sys.stdin.buffer.read()
            if data[:2] in (b'\xff\xfe', b'\xfe\xff'):
                text = data.decode('utf-16')
            else:
                text = data.decode('utf-8-sig')
            token = re.compile(r'\s+|//[^\n]*|/\*.*?\*/|"((?:[^"\\]|\\.)*)"|=|;', re.S)
            def unescape(s):
                out = re.sub(r'\\U([0-9a-fA-F]{4})', lambda m: chr(int(m.group(1), 16)), s)
                return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t', 'r': '\r'}.get(m.group(1), m.group(1)), out, flags=re.S)
            pos, items = 0, []
            while pos < len(text):
                m = token.match(text, pos)
                if not m:
                    raise SystemExit('unexpected %r at %d' % (text[pos:pos+10], pos))
                pos = m.end()
                if m.group(1) is not None:
                    items.append(unescape(m.group(1)))
                elif m.group(0) in '=;':
                    items.append(m.group(0))
            pairs, i = {}, 0
            while i < len(items):
                if items[i + 1] == ';':
                    pairs[items[i]] = items[i]; i += 2
                else:
                    assert items[i + 1] == '=' and items[i + 3] == ';'
                    pairs[items[i]] = items[i + 2]; i += 4
            print(json.dumps(pairs))
            """#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let said = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return [:] }
        return try JSONDecoder().decode([String: String].self, from: said)
    }
}
