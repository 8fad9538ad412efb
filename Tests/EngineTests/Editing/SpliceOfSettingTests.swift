import Testing

@testable import Engine

/// The splice of one text set (`TranslationFormat.splice(setting:at:in:)`), which Swifternalization makes from the
/// entry alone, is exactly what `setting` makes of the whole file, or refuses what it refuses, for random edits of
/// every entry of the sample project and every Swifternalization fixture.
@Suite struct SpliceOfSettingTests {
    @Test func theEntryAloneGivesWhatTheWholeFileGives() throws {
        var generator = IncrementalRereadTests.Generator(state: 20_261_128)
        var compared = 0
        for project in try IncrementalRereadTests.projects() {
            for file in project.files where file.format == .swifternalization {
                let format = file.format.format
                for entry in file.entries {
                    for _ in 0..<3 {
                        let (address, text, _) = IncrementalRereadTests.randomEdit(
                            of: entry, in: file, using: &generator)
                        let whole = Result { () throws(EditError) in
                            try format.setting(text, at: address, in: file, force: false).bytes
                        }
                        // With the entry's position given (as the project gives it) or looked for.
                        let entry = Bool.random(using: &generator) ? file.entryIndex(ofKey: address.key) : nil
                        let spliced = Result { () throws(EditError) in
                            try format.splice(setting: text, at: address, in: file, entry: entry).map { splice in
                                var bytes = file.bytes
                                bytes.replaceSubrange(splice.replaced, with: splice.bytes)
                                return bytes
                            } ?? file.bytes
                        }
                        switch (whole, spliced) {
                        case (.success(let a), .success(let b)):
                            #expect(a == b, "\(file.fileName) \(address) → \(text.debugDescription)")
                        case (.failure(let a), .failure(let b)):
                            #expect(a.description == b.description, "\(file.fileName) \(address)")
                        default:
                            Issue.record("\(file.fileName) \(address): \(whole) but \(spliced)")
                        }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 300)
    }
}
