import Foundation
import Testing

@testable import Engine

/// Every real catalog (the fixtures, and the corpus's when it is beside the repository): loads, saves to the
/// same bytes, and takes one edit that changes only the edited entry's lines, in exactly the bytes Xcode
/// (`JSONSerialization` with its options) would write, which Python's `json` reads back.
@Suite struct CatalogCorpusTests {
    static let value = "Zażółć \"gęślą\" \\ jaźń\n😀 / ok"

    @Test(arguments: CatalogTestSupport.catalogs())
    func loadsSavesAndTakesAnEdit(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let name = (path as NSString).lastPathComponent
        let project = Project(contents: [name: bytes])
        #expect(project.format == .xcstrings)
        #expect(project.files.allSatisfy { $0.bytes == bytes && $0.isEditable })
        #expect(project.files.count > 1)
        // What Xcode would write for the edited file is that file (and so, for the lines not edited, the file
        // as it was: the research's finding, checked again here).

        // A translation of the key in the middle, in the second language.
        let file = project.files[1]
        let usable = file.entries.filter { if case .invalid = $0.value { false } else { true } }
        guard !usable.isEmpty else {
            // App Shortcuts phrases (stringSet) only: shown, and refused as an edit.
            #expect(throws: EditError.self) {
                try StringCatalogFormat().setting(
                    "x", at: EntryAddress(key: file.entries[0].key), in: file, force: true)
            }
            return
        }
        let entry = usable[usable.count / 2]
        let selector: String? = {
            guard case .variants(let variants) = entry.value else { return nil }
            return file.selectorText(variants[0])
        }()
        let format = StringCatalogFormat()
        let result = try format.setting(
            Self.value, at: EntryAddress(key: entry.key, selector: selector), in: file, force: false)
        let edited = result.bytes
        #expect(try CatalogTestSupport.xcodeBytes(edited) == edited)
        let (removed, added) = CatalogTestSupport.changedLines(bytes, edited)
        #expect(removed.count == 1 && added.count == 1, "\(name): \(removed) → \(added)")
        #expect(added.first?.contains("\"value\" : ") == true)

        // The project reads the new bytes back with the new value.
        var reread = project
        reread.replaceFile(at: 1, bytes: edited)
        let value = reread.files[1].entries.first { $0.key == entry.key }?.value
        switch value {
        case .text(let text)?: #expect(text == Self.value)
        case .variants(let variants)?:
            #expect(
                variants.contains { if case .text(let text) = $0.content { text.contains(Self.value) } else { false } })
        default: Issue.record("\(name): \(entry.key) is gone")
        }

        // An independent parser reads it.
        if let python = Self.python {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", "import json,sys; json.load(sys.stdin); print('ok')"]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(edited))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0 && said == "ok\n", "\(name): Python's json did not read it")
        }
    }

    /// A new key, added in the source language, lands where Xcode would put it.
    @Test(arguments: CatalogTestSupport.catalogs())
    func aNewKeyIsWhereXcodePutsIt(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let document = try JSONDocument(bytes: bytes)
        let result = try StringCatalogFormat.setting(
            "New text", at: EntryAddress(key: "M new key 10"), language: .base, in: document, force: false)
        let added = try #require(result.document.node(at: ["strings"])?.members?.map(\.key))
        let position = try #require(added.firstIndex(of: "M new key 10"))
        #expect(position == 0 || CatalogOrder.precedes(added[position - 1], "M new key 10"))
        #expect(position == added.count - 1 || CatalogOrder.precedes("M new key 10", added[position + 1]))
        let renamed = try CatalogEdits(document: result.document, language: .base).renamingKey(
            "M new key 10", to: "a renamed key 2")
        #expect(try CatalogTestSupport.xcodeBytes(renamed.document.bytes) == renamed.document.bytes)
        let removed = try CatalogEdits(document: renamed.document, language: .base).removing(
            EntryAddress(key: "a renamed key 2"))
        #expect(removed.document.bytes == bytes)
    }

    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}
