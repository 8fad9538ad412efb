import Foundation
import Testing

@testable import Engine

/// Reading only the edited entry of a file again (`TranslationFormat.reread(_:bytes:replaced:count:context:)`)
/// gives what reading the whole file gives, for random edits of every kind on every Swifternalization fixture.
@Suite struct IncrementalRereadTests {
    /// A small deterministic generator (SplitMix64), so that a failure can be run again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The sample project and every fixture project of Swifternalization JSON, each with its texts kept as spans
    /// of the files' bytes and as strings of their own.
    static func projects() throws -> [Project] {
        let fixtures = root.appendingPathComponent("Tests/EngineTests/Fixtures/Swifternalization")
        let folders = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted().map {
            fixtures.appendingPathComponent($0).path
        }.filter { FileManager.default.fileExists(atPath: $0 + "/base.json") }
        return try ([root.appendingPathComponent("sample-project").path] + folders).flatMap {
            [try Project.load(directory: $0), try Project.load(directory: $0, texts: .strings)]
        }
    }

    static let texts = ["x", "", "Zażółć gęślą jaźń", "中文 😀", "a\"b\\c/d\nline", "e\u{301}", "%d / %@", "  spaced  "]

    /// What a random edit of an entry sets: its text, a variant's text, a width's text, a new variant, or the
    /// text of an entry that had variants (a change of shape, forced).
    static func randomEdit(of entry: Entry, in file: LanguageFile, using generator: inout Generator) -> (
        address: EntryAddress, text: String, force: Bool
    ) {
        let text = texts.randomElement(using: &generator)!
        switch (entry.value, Int.random(in: 0..<4, using: &generator)) {
        case (.variants(let variants), 0), (.variants(let variants), 1):
            let variant = variants.randomElement(using: &generator)!
            if case .widths(let widths) = variant.content, let width = widths.variations.first?.width {
                return (EntryAddress(key: entry.key, selector: file.selectorText(variant), width: width), text, false)
            }
            return (EntryAddress(key: entry.key, selector: file.selectorText(variant)), text, false)
        case (.variants, 2):
            return (EntryAddress(key: entry.key, selector: "ie:x=7"), text, true)
        case (.widths(let widths), _):
            let width = widths.variations.randomElement(using: &generator)?.width ?? 100
            return (EntryAddress(key: entry.key, width: width), text, false)
        case (_, 3):
            return (EntryAddress(key: entry.key, selector: "other"), text, true)
        default:
            return (EntryAddress(key: entry.key), text, true)
        }
    }

    @Test func randomEditsReadAsTheWholeFile() throws {
        var generator = Generator(state: 20)
        var spliced = 0
        var edits = 0
        for project in try Self.projects() {
            let format = project.format.format
            for file in project.files where file.isEditable && !file.entries.isEmpty {
                for _ in 0..<12 {
                    let entry = file.entries.randomElement(using: &generator)!
                    let (address, text, force) = Self.randomEdit(of: entry, in: file, using: &generator)
                    guard let result = try? format.setting(text, at: address, in: file, force: force) else { continue }
                    // The edit made on the entry alone writes what the edit made on the whole file writes.
                    let whole = try? LanguageEdits.settingString(text, at: address, in: file.document()!, force: force)
                    #expect(result.bytes == whole?.document.bytes, "\(file.fileName) \(address)")
                    edits += 1
                    spliced += try check(result.bytes, replacing: file, in: project) ? 1 : 0
                }
            }
        }
        #expect(edits > 100)
        #expect(spliced > edits / 2, "the incremental path should take most edits of values")
    }

    /// Keys renamed (to new names of every kind, to a key the file has, to itself): the edit made on the member
    /// alone writes what the edit made on the whole file writes, or is refused with the same error, and the file
    /// read again incrementally is the file read whole.
    @Test func randomRenamesReadAsTheWholeFile() throws {
        var generator = Generator(state: 11)
        let names = ["renamed", "a\"b", "Zażółć.gęślą", "中文😀", "x/y", "e\u{301}", ""]
        var spliced = 0
        var renames = 0
        for project in try Self.projects() {
            let format = project.format.format
            for file in project.files where file.isEditable && file.entries.count > 1 {
                for _ in 0..<8 {
                    let entry = file.entries.randomElement(using: &generator)!
                    let newKey: String
                    switch Int.random(in: 0..<5, using: &generator) {
                    case 0: newKey = file.entries.randomElement(using: &generator)!.key
                    case 1: newKey = entry.key + names.randomElement(using: &generator)!
                    case 2: newKey = String(entry.key.dropFirst())
                    default: newKey = names.randomElement(using: &generator)! + "\(renames)"
                    }
                    let member = Result { () throws(EditError) in
                        try format.renamingKey(entry.key, to: newKey, in: file).bytes
                    }
                    let whole = Result { () throws(EditError) in
                        try LanguageEdits.renamingKey(entry.key, to: newKey, in: file.document()!).document.bytes
                    }
                    switch (member, whole) {
                    case (.success(let bytes), .success(let expected)):
                        #expect(bytes == expected, "\(file.fileName) \(entry.key) → \(newKey)")
                        renames += 1
                        spliced += try check(bytes, replacing: file, in: project) ? 1 : 0
                    case (.failure(let error), .failure(let expected)):
                        #expect("\(error)" == "\(expected)")
                    default:
                        Issue.record("\(file.fileName) \(entry.key) → \(newKey): \(member) but \(whole)")
                    }
                }
            }
        }
        #expect(renames > 50)
        #expect(spliced > renames / 2, "the incremental path should take most renames")
    }

    /// Raw edits of the bytes inside values (escapes, slashes, quotes that end the string early, line breaks).
    @Test func randomSplicesReadAsTheWholeFile() throws {
        var generator = Generator(state: 7)
        let pieces = ["é", "\\u00e9", "\\/", "/", "x", "\\n", "\", \"y\": \"", "\"", "{", "}", ",", "\n"]
        var spliced = 0
        for project in try Self.projects() {
            for file in project.files where file.isEditable && !file.entries.isEmpty {
                for _ in 0..<12 {
                    let entry = file.entries.randomElement(using: &generator)!
                    let start = min(file.bytes.count, entry.offset + Int.random(in: 0..<40, using: &generator))
                    let end = min(file.bytes.count, start + Int.random(in: 0..<4, using: &generator))
                    var bytes = file.bytes
                    bytes.replaceSubrange(start..<end, with: Array(pieces.randomElement(using: &generator)!.utf8))
                    spliced += try check(bytes, replacing: file, in: project) ? 1 : 0
                }
            }
        }
        #expect(spliced > 0)
    }

    /// Expects the incremental re-read of `bytes` to equal the whole one; returns whether only the entry was read.
    private func check(_ bytes: [UInt8], replacing file: LanguageFile, in project: Project) throws -> Bool {
        let format = project.format.format
        guard let (replaced, count) = ByteSearch.difference(file.bytes, bytes) else { return false }
        let context = project.formatContext
        let incremental = format.reread([file], bytes: bytes, replaced: replaced, count: count, context: context)
        let whole = format.reread(file.fileName, bytes: bytes, languages: [file.language], context: context)
        #expect(incremental.count == 1 && whole.count == 1)
        #expect(incremental[0].hasSameContent(as: whole[0]), "\(file.fileName): \(replaced) → \(count) bytes")
        return file.splicing(
            bytes, replaced: replaced, count: count, shared: context.expressions.definitions(for: file.language),
            textStorage: context.textStorage) != nil
    }

    @Test func differenceFindsTheChangedBytes() {
        let old = Array("0123456789abcdefghij".utf8)
        #expect(ByteSearch.difference(old, old) == nil)
        var new = old
        new.replaceSubrange(9..<11, with: Array("XYZ".utf8))
        #expect(
            ByteSearch.difference(old, new).map { [$0.replaced.lowerBound, $0.replaced.upperBound, $0.count] } == [
                9, 11, 3,
            ])
        // A repeated byte at the edge: the common start and end never overlap.
        let a = Array("aaaa".utf8)
        let b = Array("aaaaa".utf8)
        #expect(
            ByteSearch.difference(a, b).map { [$0.replaced.lowerBound, $0.replaced.upperBound, $0.count] } == [4, 4, 1])
        #expect(
            ByteSearch.difference(b, a).map { [$0.replaced.lowerBound, $0.replaced.upperBound, $0.count] } == [4, 5, 0])
    }

    /// Random changes to files of up to 20,000 bytes (several of `difference`'s 4,096-byte blocks), made of few
    /// distinct bytes so that the common start and end often run on past the change: the range found is the one
    /// a byte-by-byte comparison finds.
    @Test func differenceAgreesWithComparingByteByByte() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<150 {
            let size = Int.random(in: 0...20_000, using: &generator)
            let old = (0..<size).map { _ in UInt8.random(in: 0x61...0x62, using: &generator) }
            let start = Int.random(in: 0...size, using: &generator)
            let end = Int.random(in: start...min(size, start + 9_000), using: &generator)
            let inserted = (0..<Int.random(in: 0...9_000, using: &generator)).map { _ in
                UInt8.random(in: 0x61...0x62, using: &generator)
            }
            var new = old
            new.replaceSubrange(start..<end, with: inserted)
            let shorter = min(old.count, new.count)
            var prefix = 0
            while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix, old[old.count - suffix - 1] == new[new.count - suffix - 1] { suffix += 1 }
            let expected = old == new ? nil : [prefix, old.count - suffix, new.count - suffix - prefix]
            #expect(
                ByteSearch.difference(old, new).map { [$0.replaced.lowerBound, $0.replaced.upperBound, $0.count] }
                    == expected)
        }
    }

    @Test func lineFeedsAreCountedABlockAtATime() {
        let bytes = Array("a\nb\n\n\u{0B}\u{8A}\u{0A}\n\n\n\n\nxyz\n".utf8)
        for end in 0...bytes.count + 2 {
            #expect(ByteSearch.lineFeeds(in: bytes, before: end) == bytes.prefix(end).filter { $0 == 0x0A }.count)
        }
        // Files of many blocks, line feeds from none to every byte (a lane counts up to 255 before it is summed).
        var generator = SystemRandomNumberGenerator()
        for density in [0.0, 0.01, 0.3, 1.0] {
            let bytes: [UInt8] = (0..<9_000).map { _ in
                Double.random(in: 0..<1, using: &generator) < density ? 0x0A : 0x61
            }
            for end in [0, 15, 16, 17, 4_080, 4_081, 8_999, 9_000, 12_000] {
                #expect(ByteSearch.lineFeeds(in: bytes, before: end) == bytes.prefix(end).filter { $0 == 0x0A }.count)
            }
        }
    }
}
