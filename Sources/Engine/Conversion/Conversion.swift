/// Converts a project to another format (`glossa convert`): every key, variant and width variation of every
/// language written through the target format (`TranslationFormat.creatingFile`, then `setting`), so the
/// files are named, laid out and written in the target's own style; the source language stays the source.
///
/// What the target cannot hold is reported per key and language (`ConversionReport`), with the target's
/// reason, and mitigated where a mitigation keeps the texts a lookup gets:
/// - a selector the target names otherwise is written its way (`TranslationFormat.selectorText(for:)`:
///   `ie:x=0` is `=0` in JSONlize, `zero` in an English i18next file); each write is read back and kept only
///   when the target reads the same meaning (`SelectorMeaning`);
/// - a bounded range of whole numbers (`iex:2<=x<=4`), or a category whose CLDR examples are a few whole
///   numbers (English `one`), becomes exact cases where the target has exact numbers;
/// - an expression the target cannot hold becomes the categories whose CLDR example numbers all match it
///   (Polish `ie:x>=2` → `few`), else it is dropped: the explicit selector keeps winning for those numbers,
///   as in the source, so its text replaces the category's own;
/// - width variations become the widest text; a device variant `other` becomes the plain text or `other`.
/// States and comments are written where the target has a place of its own for them, else reported.
public enum Conversion {
    /// The most whole numbers a bounded range is written as, one exact case each.
    public static let maximumExactCases = 24

    /// Converts `project` to `target`: all its languages, or those of `languages` (what `Import` takes).
    ///
    /// - Returns: the files to write (by path in the output folder) and the report. A `glossa.json` is among
    ///   them when the files alone would not be read back as `target` with the same source language, or
    ///   when the source has one (its `"format"` then names the target); the state sidecar is copied as is.
    /// - Throws: `ConversionError` when a source file does not parse, or there is nothing to convert.
    /// - Complexity: each write reads its file back through the target format: O(entries × file size).
    public static func converting(
        _ project: Project, to target: FormatName, languages: Set<FileLanguage>? = nil
    ) throws(ConversionError) -> ConversionResult {
        if project.files.isEmpty { throw .noTranslations }
        for file in project.files {
            if let error = file.syntaxError { throw .sourceHasSyntaxError(file.fileName, message: error.message) }
        }
        var converter = Converter(project: project, target: target, languages: languages)
        converter.run()
        var files = converter.files.paths.map { (path: $0, bytes: converter.files.bytes[$0]!) }
        if let settings = settingsFile(for: project, target: target, files: files) {
            files.append((ProjectLayout.settingsFileName, settings))
        }
        if let sidecar = project.stateSidecar { files.append((ProjectFiles.stateSidecarPath, sidecar)) }
        let report = ConversionReport(
            source: project.format, target: target, sourceLanguage: project.settings.baseLanguage,
            files: files.map(\.path), losses: converter.losses)
        return ConversionResult(files: files, report: report, sourceLanguage: converter.files.sourceStandIn)
    }

    /// The `glossa.json` of the converted project, when it needs one: the source's (its `"format"` naming the
    /// target), with `"format"` or `"baseLanguage"` added when the files read back as another format or with
    /// another source language.
    static func settingsFile(for project: Project, target: FormatName, files: [(path: String, bytes: [UInt8])])
        -> [UInt8]?
    {
        let readBack = Project(contents: Dictionary(files, uniquingKeysWith: { _, last in last }))
        var needed: [(String, String)] = []
        if readBack.format != target { needed.append(("format", target.rawValue)) }
        if readBack.settings.baseLanguage != project.settings.baseLanguage {
            needed.append(("baseLanguage", project.settings.baseLanguage.description))
        }
        let existing = project.auxiliaryFiles[ProjectLayout.settingsFileName]
        guard existing != nil || !needed.isEmpty else { return nil }
        guard var document = try? JSONDocument(bytes: existing ?? Array("{}\n".utf8)) else { return existing }
        if document.root.members?.contains(where: { $0.key == "format" }) == true {
            document = (try? document.replacingValue(at: ["format"], with: .string(target.rawValue))) ?? document
        }
        for (key, value) in needed where document.root.members?.contains(where: { $0.key == key }) != true {
            document = (try? document.addingMember(key, .string(value), to: [])) ?? document
        }
        return document.bytes
    }
}

/// The conversion's walk over the source: each entry written into `files`, what could not be into `losses`.
struct Converter {
    let project: Project
    let format: any TranslationFormat
    var files: TargetFiles
    var losses: [ConversionLoss] = []
    /// The keys whose comment the target could not hold, reported once (for the first language that has it).
    private var uncommentedKeys: Set<String> = []

    /// The languages converted; `nil`: all.
    let languages: Set<FileLanguage>?

    init(project: Project, target: FormatName, languages: Set<FileLanguage>?) {
        self.project = project
        self.languages = languages
        format = target.format
        var settings = project.settings
        settings.format = target
        let layout = FormatLayout(format: target, files: [], sourceLanguage: project.settings.baseLanguage)
        files = TargetFiles(
            format: format, context: FormatContext(settings: settings, expressions: SharedExpressions()),
            layout: layout)
    }

    mutating func run() {
        let ownTag = FileLanguage.tag(project.settings.baseLanguage)
        // The source language's own tag right after the source: merging it replaces source keys, which in a
        // format keeping every language in one file (a catalog) takes the translations already written along.
        let order = project.files.indices.sorted { a, b in
            let (x, y) = (project.files[a].language, project.files[b].language)
            let (rankX, rankY) = (x == .base ? 0 : x == ownTag ? 1 : 2, y == .base ? 0 : y == ownTag ? 1 : 2)
            return rankX != rankY ? rankX < rankY : a < b
        }
        for file in order.map({ project.files[$0] }) where languages?.contains(file.language) ?? true {
            if file.language == ownTag, !files.holdsApartFromSource(ownTag) {
                merge(file)
                continue
            }
            for entry in file.entries {
                convert(entry, of: file)
                if let comment = file.notes[entry.key]?.comment, !comment.isEmpty {
                    convertComment(comment, of: entry.key, in: file)
                }
                if let state = file.nativeStates?[entry.key]?.state, state != .translated {
                    convertState(state, of: entry.key, in: file)
                }
            }
        }
    }

    /// Writes the file of the source language's own tag (`en.json` beside `base.json`) into the source
    /// language's file, where the target keeps both (`en.json` in key–value JSON, one catalog): its values
    /// are what a lookup in that language answered, so they replace the source's, reported.
    private mutating func merge(_ file: LanguageFile) {
        let source = project.fileIndex(of: .base).map { project.files[$0] }
        writingAs = .base
        defer { writingAs = nil }
        for entry in file.entries {
            if let replaced = source?.entries.last(where: { $0.key == entry.key }) {
                if case .text(let old) = replaced.value, case .text(let new) = entry.value, old == new { continue }
                if let source {
                    lose(
                        entry.key, source, .key, outcome: .replaced(by: file.fileName),
                        reason:
                            "\(format.name.title) keeps \(file.language.description) and the source language in one "
                            + "file, where the text of \(file.fileName) answers lookups in \(file.language.description) "
                            + "as it did")
                }
                files.remove(entry.key, in: .base)
            }
            convert(entry, of: file)
            // The key written again: the source's comment with it (its own when the source has none).
            if let source, let comment = source.notes[entry.key]?.comment, !comment.isEmpty {
                convertComment(comment, of: entry.key, in: source)
            } else if let comment = file.notes[entry.key]?.comment, !comment.isEmpty {
                convertComment(comment, of: entry.key, in: file)
            }
        }
    }

    /// The language written into, when not the source file's own (`merge`).
    private var writingAs: FileLanguage?

    private mutating func lose(
        _ key: String, _ file: LanguageFile, _ construct: ConversionLoss.Construct, selector: String? = nil,
        widths: [Int] = [], outcome: ConversionLoss.Outcome, reason: String
    ) {
        losses.append(
            ConversionLoss(
                key: key, language: file.language, construct: construct, selector: selector, widths: widths,
                outcome: outcome, reason: reason))
    }

    /// Writes a key's comment where the target keeps comments (the source's as the developer's); reports it
    /// lost, once per key, where it keeps none, and per language where it refuses or misreads this one.
    private mutating func convertComment(_ comment: String, of key: String, in file: LanguageFile) {
        do throws(TargetFiles.Refusal) {
            if try files.addComment(
                comment, forKey: key, in: writingAs ?? file.language, fromDeveloper: file.language == .base)
            {
                return
            }
            if uncommentedKeys.insert(key).inserted {
                lose(key, file, .comment, outcome: .dropped, reason: "\(format.name.title) keeps no comments")
            }
        } catch {
            lose(key, file, .comment, outcome: .dropped, reason: error.reason)
        }
    }

    private mutating func convertState(_ state: RecordedState, of key: String, in file: LanguageFile) {
        do throws(TargetFiles.Refusal) {
            if try files.setState(state, forKey: key, in: writingAs ?? file.language) { return }
            lose(
                key, file, .state, selector: state.rawValue, outcome: .dropped,
                reason: "\(format.name.title) records no translation states in its files")
        } catch {
            lose(key, file, .state, selector: state.rawValue, outcome: .dropped, reason: error.reason)
        }
    }

    // MARK: - Entries

    private mutating func convert(_ entry: Entry, of file: LanguageFile) {
        let key = entry.key
        switch entry.value {
        case .invalid: return
        case .text(let text):
            do throws(TargetFiles.Refusal) {
                try files.write(text, at: EntryAddress(key: key), in: writingAs ?? file.language, meaning: nil)
            } catch {
                lose(key, file, .key, outcome: .dropped, reason: error.reason)
            }
        case .widths(let widths):
            do throws(TargetFiles.Refusal) {
                try write(.widths(widths), key: key, selector: nil, meaning: nil, of: file)
            } catch {
                lose(key, file, .key, outcome: .dropped, reason: error.reason)
            }
        case .variants(let variants):
            convert(variants, key: key, of: file)
            for form in files.unwrittenForms(ofKey: key, in: writingAs ?? file.language) {
                lose(
                    key, file, .category, selector: form.selector, outcome: .added(form.text),
                    reason:
                        "\(format.name.title) keeps \(form.selector) in the same place as another form, and answers "
                        + "it with that form's text")
            }
        }
    }

    /// Writes a text or width variations at `selector`; widths the target refuses become the widest text,
    /// reported.
    private mutating func write(
        _ content: VariantContent, key: String, selector: String?, meaning: SelectorMeaning?, of file: LanguageFile,
        reportedAs source: String? = nil
    ) throws(TargetFiles.Refusal) {
        let language = writingAs ?? file.language
        switch content {
        case .invalid: return
        case .text(let text):
            try files.write(text, at: EntryAddress(key: key, selector: selector), in: language, meaning: meaning)
        case .widths(let widths):
            let before = files
            do throws(TargetFiles.Refusal) {
                for variation in widths.variations {
                    try files.write(
                        variation.text, at: EntryAddress(key: key, selector: selector, width: variation.width),
                        in: language, meaning: meaning)
                }
            } catch {
                files = before
                guard let widest = widths.select(width: nil) else { throw error }
                try files.write(
                    widest.text, at: EntryAddress(key: key, selector: selector), in: language, meaning: meaning)
                lose(
                    key, file, .widths, selector: source ?? selector,
                    widths: widths.variations.map(\.width).sorted(), outcome: .widestText(widest.width),
                    reason: error.reason)
            }
        }
    }

    /// Writes `content` at the first of `candidates` the target keeps (into `written`); the first refusal when
    /// none.
    private mutating func writeFirst(
        _ content: VariantContent, key: String, candidates: [String], meaning: SelectorMeaning, of file: LanguageFile,
        reportedAs source: String, written: inout String?
    ) -> TargetFiles.Refusal? {
        var first: TargetFiles.Refusal?
        for candidate in candidates {
            do throws(TargetFiles.Refusal) {
                try write(content, key: key, selector: candidate, meaning: meaning, of: file, reportedAs: source)
                written = candidate
                return nil
            } catch {
                first = first ?? error
            }
        }
        return first
            ?? .refused(.notInFormat(format.name, what: "the selector '\(source)'", reason: "it has no name for it"))
    }

    /// `writeFirst` when which candidate was written does not matter.
    private mutating func writeFirst(
        _ content: VariantContent, key: String, candidates: [String], meaning: SelectorMeaning, of file: LanguageFile,
        reportedAs source: String
    ) -> TargetFiles.Refusal? {
        var written: String?
        return writeFirst(
            content, key: key, candidates: candidates, meaning: meaning, of: file, reportedAs: source,
            written: &written)
    }

    /// The selector texts that may name a meaning in the target, its own first.
    private func candidates(for selector: Selector, written source: String) -> [String] {
        var names = [format.selectorText(for: selector) ?? source]
        if case .exact(let number) = SelectorMeaning(selector), let index = Int(number), (0...2).contains(index),
            let alternative = format.selectorText(for: .exactNumber(PluralCategory.allCases[index]))
        {
            names.append(alternative)
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    // MARK: - Variants

    private mutating func convert(_ variants: [Variant], key: String, of file: LanguageFile) {
        /// Categories holding an explicit selector's text, and which.
        var claimed: [PluralCategory: String] = [:]
        /// Categories written with their own text, and their selector in the source.
        var ownText: [PluralCategory: String] = [:]
        /// Exact numbers written.
        var exactNumbers: Set<String> = []
        let onlyDevices = variants.allSatisfy {
            if case .device = file.selectors[$0.selector].selector { return true } else { return false }
        }
        for variant in variants {
            let (source, selector) = file.selectors[variant.selector]
            let meaning = SelectorMeaning(selector)
            let construct = Self.construct(of: selector)
            if case .category(let category) = meaning, let explicit = claimed[category] {
                lose(
                    key, file, construct, selector: source, outcome: .replaced(by: explicit),
                    reason: "the source chooses \(explicit) first for every example number of \(category)")
                continue
            }
            if case .exact(let number) = meaning, exactNumbers.contains(number) { continue }
            guard
                let refusal = writeFirst(
                    variant.content, key: key, candidates: candidates(for: selector, written: source), meaning: meaning,
                    of: file, reportedAs: source)
            else {
                if case .category(let category) = meaning { ownText[category] = source }
                if case .exact(let number) = meaning { exactNumbers.insert(number) }
                continue
            }
            // Mitigations, in order: exact cases, categories, the plain text.
            if let numbers = Self.exactCases(of: selector, rules: file.rules) {
                var written: [String] = []
                for number in numbers where !exactNumbers.contains(number.description) {
                    let exact = Selector.expression(.comparison(.equal, number))
                    let name = candidates(for: exact, written: exact.text ?? number.description)
                    var writtenAs: String?
                    if writeFirst(
                        variant.content, key: key, candidates: name, meaning: .exact(number.description), of: file,
                        reportedAs: source, written: &writtenAs) == nil
                    {
                        exactNumbers.insert(number.description)
                        written.append(writtenAs ?? number.description)
                    }
                }
                if !written.isEmpty {
                    lose(key, file, construct, selector: source, outcome: .exactCases(written), reason: refusal.reason)
                    continue
                }
            }
            if case .textMatch(let text) = selector,
                let written = writeAsRegex(variant.content, key, text, file, source)
            {
                lose(key, file, construct, selector: source, outcome: .selector(written), reason: refusal.reason)
                continue
            }
            var categories: [PluralCategory] = []
            if case .device("other") = selector {
                if onlyDevices {
                    if (try? write(variant.content, key: key, selector: nil, meaning: nil, of: file)) != nil {
                        lose(key, file, construct, selector: source, outcome: .plainText, reason: refusal.reason)
                        continue
                    }
                } else if claimed[.other] == nil {
                    categories = [.other]
                }
            } else if selector.isExplicit {
                categories = Self.categories(matching: selector, rules: file.rules).filter { claimed[$0] == nil }
            }
            var written: [PluralCategory] = []
            for category in categories {
                let name = format.selectorText(for: .category(category)) ?? category.rawValue
                if writeFirst(
                    variant.content, key: key, candidates: [name], meaning: .category(category), of: file,
                    reportedAs: source) == nil
                {
                    claimed[category] = source
                    written.append(category)
                    if let replaced = ownText.removeValue(forKey: category) {
                        lose(
                            key, file, .category, selector: replaced, outcome: .replaced(by: source),
                            reason: "the source chooses \(source) first for every example number of \(category)")
                    }
                }
            }
            lose(
                key, file, construct, selector: source, outcome: written.isEmpty ? .dropped : .categories(written),
                reason: refusal.reason)
        }
    }

    /// Writes a text match as the regular expression matching exactly that text (`exp:^male$`), where the
    /// target has regular expressions; the selector written, or `nil`.
    private mutating func writeAsRegex(
        _ content: VariantContent, _ key: String, _ text: String, _ file: LanguageFile, _ source: String
    ) -> String? {
        let escaped = text.map { $0.isASCII && !$0.isLetter && !$0.isNumber ? "\\\($0)" : String($0) }.joined()
        guard let pattern = try? RegexPattern("^" + escaped + "$") else { return nil }
        let regex = Selector.expression(.regex(pattern))
        guard let name = format.selectorText(for: regex),
            writeFirst(
                content, key: key, candidates: [name], meaning: .regex(pattern.source), of: file, reportedAs: source)
                == nil
        else { return nil }
        return name
    }

    /// The kind of construct a selector is, for the report.
    static func construct(of selector: Selector) -> ConversionLoss.Construct {
        switch SelectorMeaning(selector) {
        case .category: return .category
        case .unused: return .unusedCategory
        case .ordinal: return .ordinal
        case .exact: return .exactNumber
        case .comparison, .range: return .range
        case .regex: return .regex
        case .textMatch: return .textMatch
        case .device: return .device
        case .variable: return .substitution
        case .never: return .unknownSelector
        }
    }

    /// The whole numbers a selector stands for, when they are few: an exact number; a bounded range's
    /// whole numbers (at most `Conversion.maximumExactCases`); a category whose CLDR examples are whole
    /// numbers only and finite (English `one`: 1).
    static func exactCases(of selector: Selector, rules: PluralRules) -> [NumberLiteral]? {
        switch selector {
        case .exactNumber(let category):
            return [NumberLiteral(PluralCategory.allCases.firstIndex(of: category)!)]
        case .expression(let expression), .shared(_, let expression):
            switch expression {
            case .comparison(.equal, let number): return [number]
            case .range(let lower, _, let upper, _):
                let low = lower.doubleValue.rounded(.up)
                let high = upper.doubleValue.rounded(.down)
                guard low.isFinite, high.isFinite, high - low < Double(Conversion.maximumExactCases) else { return nil }
                var numbers: [NumberLiteral] = []
                var value = low
                while value <= high {
                    let number = NumberLiteral(Int(value))
                    if expression.matches(number: number, text: number.description) { numbers.append(number) }
                    value += 1
                }
                return numbers.isEmpty ? nil : numbers
            default: return nil
            }
        case .category(let category):
            let examples = rules.examples(category)
            guard examples.decimals.isEmpty, !examples.integerSummary.contains("…"), !examples.integers.isEmpty
            else { return nil }
            return examples.integers.compactMap { try? NumberLiteral($0) }
        default: return nil
        }
    }

    /// The categories of the language whose CLDR example numbers (whole and decimal) all match an explicit
    /// selector, in CLDR order.
    static func categories(matching selector: Selector, rules: PluralRules) -> [PluralCategory] {
        rules.categories().filter { category in
            let examples = rules.examples(category)
            let numbers = examples.integers + examples.decimals
            return !numbers.isEmpty
                && numbers.allSatisfy { text in
                    selector.matchesExplicitly(number: try? NumberLiteral(text), text: text)
                }
        }
    }
}
