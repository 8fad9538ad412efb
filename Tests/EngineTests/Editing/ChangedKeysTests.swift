import Testing

@testable import Engine

/// The keys an edit changed, read around the change (`LanguageFile.keysChanged(since:)`), are those whose members
/// differ between the two whole versions, for random edits (a text set, a key renamed, removed or added), one or
/// two at a time, of every entry of the sample project and every Swifternalization fixture.
@Suite struct ChangedKeysTests {
    /// The keys whose members differ between two whole versions of a file, or are in one only.
    static func reference(_ old: [UInt8], _ new: [UInt8]) -> Set<String> {
        let (before, after) = (JSONMemberBytes.members(of: old), JSONMemberBytes.members(of: new))
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    }

    /// One random edit of `entry`'s key in `file`: its bytes after it.
    static func edit(
        _ entry: Entry, in file: LanguageFile, using generator: inout IncrementalRereadTests.Generator
    ) -> [UInt8]? {
        let format = file.format.format
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let (address, text, _) = IncrementalRereadTests.randomEdit(of: entry, in: file, using: &generator)
            return try? format.setting(text, at: address, in: file, force: true).bytes
        case 1: return try? format.renamingKey(entry.key, to: entry.key + ".renamed", in: file).bytes
        case 2: return try? format.removing(EntryAddress(key: entry.key), from: file).bytes
        default: return try? format.setting("Nowy 📷", at: EntryAddress(key: "zz.added"), in: file, force: true).bytes
        }
    }

    @Test func theKeysReadAroundTheChangeAreThoseOfTheWholeVersions() throws {
        var generator = IncrementalRereadTests.Generator(state: 20_261_129)
        var compared = 0
        for project in try IncrementalRereadTests.projects() {
            for file in project.files where file.format == .swifternalization && file.notices.isEmpty {
                for entry in file.entries {
                    guard var bytes = Self.edit(entry, in: file, using: &generator) else { continue }
                    var edited = LanguageFile(
                        fileName: file.fileName, language: file.language, bytes: bytes, rules: file.rules,
                        shared: project.expressions.definitions(for: file.language))
                    // Now and then a second edit, elsewhere in the file.
                    if Bool.random(using: &generator), let other = edited.entries.randomElement(using: &generator),
                        let twice = Self.edit(other, in: edited, using: &generator)
                    {
                        bytes = twice
                        edited = LanguageFile(
                            fileName: file.fileName, language: file.language, bytes: bytes, rules: file.rules,
                            shared: project.expressions.definitions(for: file.language))
                    }
                    // The same, through the call that falls back to the whole versions.
                    let whole = edited.keysChanged(since: file.bytes) { JSONMemberBytes.members(of: file.bytes) }
                    #expect(whole == Self.reference(file.bytes, bytes), "\(file.fileName) after editing \(entry.key)")
                    guard let changed = edited.keysChanged(since: file.bytes) else { continue }
                    #expect(changed == Self.reference(file.bytes, bytes), "\(file.fileName) after editing \(entry.key)")
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
    }

    @Test func aFileWithCommentsOrAChangeBeforeItsFirstEntryIsLeftToTheWholeComparison() {
        let rules = try! PluralRules(locale: "en")
        func file(_ text: String) -> LanguageFile {
            LanguageFile(fileName: "base.json", language: .base, bytes: Array(text.utf8), rules: rules, shared: [:])
        }
        let plain = "{\n    \"a\": \"A\",\n    \"b\": \"B\"\n}\n"
        #expect(
            file(plain.replacingOccurrences(of: "\"B\"", with: "\"C\"")).keysChanged(since: Array(plain.utf8)) == ["b"])
        #expect(file(plain).keysChanged(since: Array(plain.utf8)) == [])
        #expect(
            file("{\n    // note\n    \"a\": \"A\",\n    \"b\": \"C\"\n}\n").keysChanged(since: Array(plain.utf8))
                == nil)
        #expect(
            file(plain.replacingOccurrences(of: "\"a\"", with: "\"z\"")).keysChanged(since: Array(plain.utf8))
                == ["a", "z"])
        #expect(
            file(plain.replacingOccurrences(of: "{\n    ", with: "{\n  ")).keysChanged(since: Array(plain.utf8)) == nil)
        // Left to the whole comparison, which the caller's members give: the comment is no key, `b` changed.
        let commented = file("{\n    // note\n    \"a\": \"A\",\n    \"b\": \"C\"\n}\n")
        let members = { JSONMemberBytes.members(of: Array(plain.utf8)) }
        #expect(commented.keysChanged(since: Array(plain.utf8), members: members) == ["b"])
    }
}
