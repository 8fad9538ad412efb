import Testing

@testable import Engine

/// A → B → A gives A's texts back wherever the reports say nothing was lost.
@Suite struct ConversionRoundTripTests {
    /// Converts `original` to `target` and back to Swifternalization JSON; the differences in resolved values
    /// among keys and languages that neither report lists (nor the source language, which others fall back
    /// to), and how many were compared.
    private func roundTrip(_ original: Project, through target: FormatName, converted: ConversionResult? = nil)
        throws -> (differences: [String], compared: Int)
    {
        let there = try converted ?? Conversion.converting(original, to: target)
        let converted = Project(contents: there.contents)
        // Everything lost (a project of plural entries in key–value JSON): nothing to bring back.
        if converted.files.isEmpty { return ([], 0) }
        #expect(converted.format == target)
        #expect(converted.settings.baseLanguage == original.settings.baseLanguage)
        let back = try Conversion.converting(converted, to: .swifternalization)
        let lostThere = Set(there.report.losses.map { "\($0.language)\u{0}\($0.key)" })
        let lostBack = Set(back.report.losses.map(\.key))
        // The source's entries are asked by the source language's tag, which a file of that tag answers first
        // (`en.json` beside an English base.json): its losses count for them too.
        let sourceTag = FileLanguage.tag(original.settings.baseLanguage)
        return differences(original, Project(contents: back.contents)) { key, language in
            !lostThere.contains("\(language)\u{0}\(key)") && !lostThere.contains("\(FileLanguage.base)\u{0}\(key)")
                && !(language == .base && lostThere.contains("\(sourceTag)\u{0}\(key)")) && !lostBack.contains(key)
        }
    }

    @Test(arguments: FormatName.allCases)
    func theSampleProject(through target: FormatName) throws {
        let original = try sampleProject()
        let (found, compared) = try roundTrip(
            original, through: target, converted: try sampleConversion(to: target))
        #expect(found == [])
        // Every format but key–value JSON (texts only) and gettext (no plurals written) keeps most entries.
        let entries = original.files.reduce(0) { $0 + $1.entries.count }
        #expect(compared * 2 > entries || target == .json || target == .gettext || target == .android)
        #expect(compared > 0)
        if target == .swifternalization { #expect(compared == entries) }
    }

    @Test(arguments: FormatName.allCases)
    func theSwifternalizationFixtures(through target: FormatName) throws {
        for (name, original) in try swifternalizationFixtures() {
            let (found, compared) = try roundTrip(original, through: target)
            #expect(found == [], "\(name)")
            if target == .swifternalization {
                #expect(compared == original.files.reduce(0) { $0 + $1.entries.count }, "\(name)")
            }
        }
    }
}
