import Testing

@testable import Engine

/// Every entry of the report of the sample project and of each Swifternalization fixture converted to each
/// format, checked one by one against the converted files: what the report says was written instead is
/// there, with the source's text, and what it says was dropped is not.
@Suite struct ConversionReportEntryTests {
    @Test(arguments: FormatName.allCases)
    func theSampleProjectsReport(to target: FormatName) throws {
        let source = try sampleProject()
        let result = try sampleConversion(to: target)
        let problems = Self.check(result, of: source)
        #expect(problems == [])
        if target != .swifternalization { #expect(!result.report.losses.isEmpty) }
    }

    @Test(arguments: FormatName.allCases)
    func theFixturesReports(to target: FormatName) throws {
        for (name, source) in try swifternalizationFixtures() {
            let result = try Conversion.converting(source, to: target)
            #expect(Self.check(result, of: source) == [], "\(name)")
        }
    }

    /// What is wrong with the report's entries, one line each (empty when every entry holds).
    static func check(_ result: ConversionResult, of source: Project) -> [String] {
        let converted = Project(contents: result.contents, format: result.report.target)
        var problems: [String] = []
        let sourceTag = FileLanguage.tag(source.settings.baseLanguage)
        let replacedKeys = Set(
            result.report.losses.filter { $0.construct == .key && $0.outcome.name == "replaced" }.map(\.key))
        for loss in result.report.losses {
            let label = "\(result.report.tag(of: loss.language)) \(loss.subject) \(loss.outcome.name)"
            guard let sourceFile = file(of: loss.key, in: loss.language, of: source),
                let entry = sourceFile.entries.last(where: { $0.key == loss.key })
            else {
                problems.append("\(label): not in the source")
                continue
            }
            let sourceLeaves = TextLeaf.leaves(of: entry, in: sourceFile).filter { $0.selector == loss.selector }
            let language = loss.language == .base ? result.sourceLanguage : loss.language
            let targetFile =
                file(of: loss.key, in: language, of: converted)
                ?? (loss.language == sourceTag ? file(of: loss.key, in: result.sourceLanguage, of: converted) : nil)
            let targetEntry = targetFile?.entries.last { $0.key == loss.key }
            let targetLeaves = targetEntry.map { TextLeaf.leaves(of: $0, in: targetFile!) } ?? []
            func holds(_ selectorMeaning: SelectorMeaning?, _ text: String?) -> Bool {
                targetLeaves.contains { $0.meaning == selectorMeaning && $0.text == text }
            }
            // The text a lookup without a width gets: the widest variation's, where there are widths.
            let text = sourceLeaves.max { ($0.width ?? 0) < ($1.width ?? 0) }?.text
            switch (loss.construct, loss.outcome) {
            case (.comment, _), (.state, _):
                continue  // Not texts: nothing to find in the files.
            case (.key, .dropped):
                if targetEntry != nil { problems.append("\(label): the key is there") }
            case (.key, .replaced):
                continue  // The source language's text gave way to its own tag's file's, checked under that tag.
            case _ where replacedKeys.contains(loss.key) && [.base, sourceTag].contains(loss.language):
                continue  // The target holds one text of the two files (the tag file's), not this one.
            case (_, .dropped):
                if let leaf = sourceLeaves.first, targetLeaves.contains(where: { $0.selector == leaf.selector }),
                    leaf.meaning != nil, holds(leaf.meaning, leaf.text)
                {
                    problems.append("\(label): the variant is there")
                }
            case (_, .widestText(let width)):
                let widest = sourceLeaves.first { $0.width == width }?.text
                // Under the selector, or under what the selector was written as (reported on its own).
                if widest == nil || !targetLeaves.contains(where: { $0.width == nil && $0.text == widest }) {
                    problems.append("\(label): the widest text is not written")
                }
            case (_, .exactCases(let cases)):
                for name in cases {
                    // `=2`, `ie:x=2`, or `two` for an exact 2 (where the target reads it so).
                    let number =
                        name.split(separator: "=").last.map(String.init).flatMap { Double($0) != nil ? $0 : nil }
                        ?? PluralCategory(rawValue: name).flatMap { PluralCategory.allCases.firstIndex(of: $0) }.map {
                            "\($0)"
                        }
                    if !targetLeaves.contains(where: { $0.number == number && $0.text == text }) {
                        problems.append("\(label): no case \(name) with the text")
                    }
                }
            case (_, .categories(let categories)):
                for category in categories where !holds(.category(category), text) {
                    problems.append("\(label): \(category) does not hold the text")
                }
            case (_, .plainText):
                if !targetLeaves.contains(where: { $0.selector == nil && $0.text == text }) {
                    problems.append("\(label): the plain text is not written")
                }
            case (_, .selector(let name)):
                if !targetLeaves.contains(where: { $0.selector == name && $0.text == text }) {
                    problems.append("\(label): \(name) does not hold the text")
                }
            case (_, .added(let added)):
                // A form the source lacks: the target answers it with the text of the form it shares a place with.
                guard let category = loss.selector.flatMap(PluralCategory.init(rawValue:)) else {
                    problems.append("\(label): not a category")
                    continue
                }
                if !targetLeaves.contains(where: { $0.selector == category.rawValue && $0.text == added })
                    && !holds(.category(category), added)
                {
                    problems.append("\(label): \(category) does not hold \"\(added)\"")
                }
            case (_, .replaced(let by)):
                // A category whose text gave way to an explicit selector's: it holds that selector's text now.
                let explicit = TextLeaf.leaves(of: entry, in: sourceFile).filter { $0.selector == by }
                    .max { ($0.width ?? 0) < ($1.width ?? 0) }?.text
                guard case .category(let category)? = sourceLeaves.first?.meaning else {
                    problems.append("\(label): not a category")
                    continue
                }
                if !holds(.category(category), explicit) { problems.append("\(label): not the text of \(by)") }
            }
        }
        return problems
    }

    /// The file holding `key` in `language` of a project.
    private static func file(of key: String, in language: FileLanguage, of project: Project) -> LanguageFile? {
        guard let id = project.keyID(key), let index = project.fileIndex(of: language, keyID: id) else { return nil }
        return project.files[index]
    }
}
