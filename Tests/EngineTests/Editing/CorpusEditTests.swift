import Foundation
import Testing

@testable import Engine

/// The real translation files of `../shared/corpus` (beside the repository), when they are there.
private let corpusFolder: String? = {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [repository.appendingPathComponent("../shared/corpus").standardized.path, "/work/shared/corpus"]
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/README.md") }
}()

/// Byte equality with `memcmp` (an element-by-element `==` is slow in debug builds).
private func same(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard !a.isEmpty else { return true }
    return a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, a.count) == 0 } }
}

/// The object with the most string members among the root and the objects nested up to three levels
/// below it: where a flat or nested locale file keeps its texts.
private func textGroup(in document: JSONDocument) -> (groups: [String], keys: [String]) {
    var best: (groups: [String], keys: [String]) = ([], [])
    func visit(_ node: JSONNode, _ path: [String]) {
        guard let members = node.members else { return }
        let keys = members.filter { $0.value.string != nil }.map(\.key)
        if keys.count > best.keys.count { best = (path, keys) }
        guard path.count < 3 else { return }
        for member in members where member.value.members != nil { visit(member.value, path + [member.key]) }
    }
    visit(document.root, [])
    return best
}

/// Figures of the corpus run, printed at the end.
private struct Tally {
    var sets = 0
    var files = 0
    var edited = 0
    var singleLine = 0
    var refused: [String] = []
    var withoutTexts: [String] = []
    var linesChanged = 0
}

@Suite struct CorpusEditTests {
    /// The text set in every file: non-ASCII, quotes, a backslash, a newline, an emoji and a slash.
    static let value = "Zażółć \"gęślą\" \\ jaźń\n😀 / ok"

    @Test(.enabled(if: corpusFolder != nil, "../shared/corpus is not beside the repository"))
    func settingOneValueChangesOneLineInEveryCorpusFile() throws {
        let corpus = corpusFolder!
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        var tally = Tally()
        let manager = FileManager.default
        for set in try manager.contentsOfDirectory(atPath: corpus).sorted() {
            guard let enumerator = manager.enumerator(atPath: corpus + "/" + set) else { continue }
            let names = (enumerator.allObjects as! [String]).filter { $0.hasSuffix(".json") }.sorted()
            guard !names.isEmpty else { continue }
            tally.sets += 1
            for name in names {
                tally.files += 1
                let source = try AtomicFile.read(corpus + "/" + set + "/" + name)
                let copy = scratch.path + "/" + set + "/" + name
                try manager.createDirectory(
                    atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(source.bytes, to: copy, precondition: .absent)
                try check(copy, label: set + "/" + name, tally: &tally)
            }
        }
        print(
            "corpus: \(tally.sets) sets, \(tally.files) files; \(tally.edited) edited (\(tally.singleLine) single-line), "
                + "\(tally.linesChanged) lines changed in all; refused (syntax error): \(tally.refused); "
                + "no text to set: \(tally.withoutTexts)")
        #expect(tally.edited + tally.refused.count + tally.withoutTexts.count == tally.files)
        #expect(tally.linesChanged == tally.edited - tally.singleLine)
        #expect(tally.refused == ["tomkowz__Swifternalization__test-fixtures/ru.json"])
    }

    /// Sets one text in the copy at `path` the way `glossa set` does, and checks the bytes on disk.
    private func check(_ path: String, label: String, tally: inout Tally) throws {
        let loaded = try AtomicFile.read(path)
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: loaded.bytes)
        } catch {
            tally.refused.append(label)
            return
        }
        let (groups, keys) = textGroup(in: document)
        guard !keys.isEmpty else {
            tally.withoutTexts.append(label)
            return
        }
        let address = EntryAddress(key: keys[keys.count / 2], groups: groups)
        let result = try LanguageEdits.settingString(Self.value, at: address, in: document)
        try AtomicFile.write(result.document.bytes, to: path, precondition: .unchanged(loaded.fingerprint))
        let written = try AtomicFile.read(path).bytes
        #expect(same(written[...], result.document.bytes[...]), "\(label)")
        // The edit re-parsed these bytes already (and refuses to produce a file that does not parse).
        let reparsed = result.document
        #expect(reparsed.node(at: address.path)?.string == Self.value, "\(label)")
        #expect(reparsed.notices.count == document.notices.count, "\(label)")

        let old = document.node(at: address.path)!.range
        let new = reparsed.node(at: address.path)!.range
        // Everything outside the value's text is byte-identical.
        #expect(same(written[..<new.lowerBound], loaded.bytes[..<old.lowerBound]), "\(label)")
        #expect(same(written[new.upperBound...], loaded.bytes[old.upperBound...]), "\(label)")
        // Escaped the way the file escapes.
        let valueBytes = written[new]
        if document.style.escapesNonASCII {
            #expect(valueBytes.allSatisfy { $0 < 0x80 }, "\(label)")
        } else {
            #expect(valueBytes.contains { $0 >= 0x80 }, "\(label)")
        }
        let diff = LineDiff(old: loaded.bytes, new: written)
        #expect(diff.removedCount == 1 && diff.addedCount == 1, "\(label)")
        tally.edited += 1
        if document.style.isSingleLine {
            tally.singleLine += 1
        } else {
            tally.linesChanged += diff.addedCount
        }
    }

    /// Adding, removing and renaming a key in the first three files of every set: the file still parses,
    /// and only the lines of the edit change (plus the comma line before an added or removed last key).
    @Test(.enabled(if: corpusFolder != nil, "../shared/corpus is not beside the repository"))
    func addRemoveAndRenameTouchOnlyTheirLines() throws {
        let corpus = corpusFolder!
        let manager = FileManager.default
        var checked = 0
        for set in try manager.contentsOfDirectory(atPath: corpus).sorted() {
            guard let enumerator = manager.enumerator(atPath: corpus + "/" + set) else { continue }
            let names = (enumerator.allObjects as! [String]).filter { $0.hasSuffix(".json") }.sorted()
            for name in names.prefix(3) {
                let label = set + "/" + name
                let bytes = try AtomicFile.read(corpus + "/" + label).bytes
                guard let document = try? JSONDocument(bytes: bytes) else { continue }
                let (groups, keys) = textGroup(in: document)
                guard let key = keys.last else { continue }
                checked += 1
                func lines(_ edited: JSONDocument) -> (removed: Int, added: Int) {
                    let diff = LineDiff(old: bytes, new: edited.bytes)
                    return (diff.removedCount, diff.addedCount)
                }
                let added = try LanguageEdits.settingString(
                    Self.value, at: EntryAddress(key: "glossa.new-key", groups: groups), in: document)
                let addedLines = lines(added.document)
                if document.style.isSingleLine {
                    // One line either way: the old bytes must all still be there, around one insertion.
                    let new = added.document.bytes
                    let prefix = zip(bytes, new).prefix { $0 == $1 }.count
                    let suffix = zip(bytes.reversed(), new.reversed()).prefix { $0 == $1 }.count
                    #expect(prefix + suffix >= bytes.count, "\(label)")
                } else {
                    #expect(
                        addedLines.removed <= 1 && addedLines.added == addedLines.removed + 1, "\(label) \(addedLines)")
                }
                let removed = try LanguageEdits.removing(EntryAddress(key: key, groups: groups), from: document)
                let removedLines = lines(removed.document)
                #expect(removedLines.removed <= 2 && removedLines.added <= 1, "\(label) \(removedLines)")
                #expect(removed.document.node(at: groups + [key]) == nil, "\(label)")
                let renamed = try LanguageEdits.renamingKey(key, to: "glossa.renamed", groups: groups, in: document)
                #expect(lines(renamed.document) == (1, 1), "\(label)")
                let variants = try LanguageEdits.settingString(
                    "%d", at: EntryAddress(key: key, selector: "few", groups: groups), in: document, force: true)
                let node = variants.document.node(at: groups + [key])!
                #expect(node.members?.map(\.key) == ["other", "few"], "\(label)")
                #expect(
                    node.members?.first?.value.string == document.node(at: groups + [key])?.string, "\(label)")
            }
        }
        #expect(checked > 30)
    }
}
