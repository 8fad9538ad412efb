import Foundation
import Testing

@testable import Engine

/// Every `.strings` table of the corpus (committed as fixtures): loads and saves to the same bytes (UTF-16
/// included), and one edit per table changes only that entry's lines and reads back, with an independent reader
/// in Python, with the new value.
@Suite struct StringsCorpusTests {
    static let value = "Zażółć \"gęślą\" \\ jaźń\n😀 / ok"

    @Test(arguments: StringsTestSupport.tables())
    func loadsSavesAndTakesAnEdit(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: StringsTestSupport.fixtures + "/" + path)))
        // The path in its project: the folders from the .lproj folder on.
        let parts = path.split(separator: "/")
        let local = parts.suffix(2).joined(separator: "/")
        let format = AppleStringsFormat()
        let convention: StringsPluralConvention =
            path.hasPrefix("Smartling") ? .smartling : path.contains("wifternalization") ? .swifternalization : .none
        let context = FormatContext(settings: ProjectSettings(), expressions: SharedExpressions())
        var settings = context.settings
        settings.stringsPlurals = convention.rawValue
        let file = format.reread(
            local, bytes: bytes, languages: [.base],
            context: FormatContext(settings: settings, expressions: SharedExpressions()))[0]
        #expect(file.syntaxError == nil && file.bytes == bytes)
        let document = try StringsDocument(bytes: bytes)
        #expect(document.text.encode(document.utf8) == bytes)
        // The last entry, or its last plural form.
        guard let entry = file.entries.last else {
            #expect(document.pairs.isEmpty, "\(path): no entries")
            return
        }
        var selector: String?
        var stored = String(entry.key.dropFirst(AppleStringsFormat.keyPrefix(ofPath: local).count))
        if case .variants(let variants) = entry.value, let last = variants.last {
            selector = file.selectorText(last)
            stored = convention.storageKey(stored, selector: selector!)
        }
        let result = try format.setting(
            Self.value, at: EntryAddress(key: entry.key, selector: selector), in: file, force: false)
        let again = format.reread(
            local, bytes: result.bytes, languages: [.base],
            context: FormatContext(settings: settings, expressions: SharedExpressions()))[0]
        #expect(StringsTestSupport.value(entry.key, in: again)?.contains(Self.value) == true)
        #expect(again.entries.map(\.key) == file.entries.map(\.key))
        // Only the entry's line changed (the value takes one line: its line break is written \n).
        let before = try StringsDocument(bytes: bytes).utf8
        let after = try StringsDocument(bytes: result.bytes).utf8
        let (removed, added) = Self.changedLines(before, after)
        #expect(removed.count == 1 && added.count == 1, "\(path): \(removed) → \(added)")
        #expect(EncodedText.utf16Encoding(of: result.bytes)?.0 == EncodedText.utf16Encoding(of: bytes)?.0)
        if let pairs = try StringsTestSupport.pythonPairs(result.bytes) {
            #expect(pairs[stored] == Self.value, "\(path): Python reads otherwise")
            #expect(pairs.count == document.pairs.count || Set(document.pairs.map(\.key.text)).count == pairs.count)
        }
    }

    /// The lines of `after` that differ from `before`, with the common head and tail taken away.
    static func changedLines(_ before: [UInt8], _ after: [UInt8]) -> (removed: [Substring], added: [Substring]) {
        let old = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var head = 0
        while head < min(old.count, new.count), old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < min(old.count, new.count) - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        return (Array(old[head..<old.count - tail]), Array(new[head..<new.count - tail]))
    }
}
