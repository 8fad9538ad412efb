/// Reads a string catalog into one language file for each language it holds (DESIGN §11): the source
/// language (`base`) first, with every key (a key without a source localization reads as the key itself),
/// then each language of any `localizations`, by tag.
///
/// A localization's `stringUnit` is a text; `variations.plural` are category variants (`zero` in a language
/// without that category is the exact number 0); `variations.device` are device variants (`iphone`, and
/// `iphone.one` for a device's plural forms, whose `other` device's forms are the categories themselves);
/// `substitutions` are variants `name.category`, each the format string with `%#@name@` replaced by that
/// form — the first variable of the format string chosen by the lookup's number, the others never — and
/// the form's `%arg` replaced by the placeholder it stands for (`%lld`, `%2$lld`), as the app receives it.
struct CatalogReader {
    /// What stands in a substitution's form for its argument.
    static let argumentMarker = "%arg"

    /// The placeholder `%arg` stands for in a substitution: `%` then `argNum$` when given, then its
    /// `formatSpecifier` (`%arg` itself without one).
    static func argument(of substitution: JSONNode, in bytes: [UInt8]) -> String {
        guard let specifier = substitution["formatSpecifier"]?.string else { return argumentMarker }
        let position = substitution["argNum"].flatMap { node -> String? in
            guard case .number = node.kind, let number = Int(String(decoding: bytes[node.range], as: UTF8.self))
            else { return nil }
            return "\(number)$"
        }
        return "%" + (position ?? "") + specifier
    }

    let path: String
    let bytes: [UInt8]
    let context: FormatContext

    /// The language files of the catalog; one file with the syntax error when it does not parse.
    func read() -> [LanguageFile] {
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONDocument(bytes: bytes)
        } catch {
            var file = LanguageFile(
                fileName: path, language: .base, bytes: bytes, rules: context.rules(for: .base), format: .xcstrings)
            file.syntaxError = error
            return [file]
        }
        let source = document.root["sourceLanguage"]?.string ?? context.settings.baseLanguage.description
        var problems: [ValueProblem] = []
        let strings =
            document.root["strings"].flatMap {
                ValueProblem.members(of: $0, path: ["strings"], expected: "an object of keys", into: &problems)
            } ?? []
        var languages = [LanguageFile.Builder(language: .base, rules: context.rules(for: .base), bytes: bytes)]
        var languageIndex: [String: Int] = [source: 0]
        var tags: [String] = []
        var notes: [String: EntryNotes] = [:]
        for member in strings {
            let key = member.key
            guard
                let entry = ValueProblem.members(
                    of: member.value, path: [key], expected: "an object (localizations)", into: &problems)
            else { continue }
            var entryNotes = EntryNotes()
            var localizations: [JSONMember] = []
            for field in entry {
                switch field.key {
                case "comment": entryNotes.comment = field.value.string
                case "extractionState": entryNotes.extractionState = field.value.string
                case "shouldTranslate": if case .bool(false) = field.value.kind { entryNotes.shouldTranslate = false }
                case "localizations":
                    localizations =
                        ValueProblem.members(
                            of: field.value, path: [key, "localizations"], expected: "an object of languages",
                            into: &problems) ?? []
                default: break
                }
            }
            if entryNotes != EntryNotes() { notes[key] = entryNotes }
            var hasSource = false
            for localization in localizations {
                let tag = localization.key
                let index: Int
                if let known = languageIndex[tag] {
                    index = known
                } else {
                    guard let language = LanguageTag(tag) else { continue }
                    languages.append(
                        LanguageFile.Builder(
                            language: .tag(language), rules: context.rules(for: .tag(language)), bytes: bytes))
                    index = languages.count - 1
                    languageIndex[tag] = index
                    tags.append(tag)
                }
                if index == 0 { hasSource = true }
                languages[index].add(
                    key: key, localization: localization.value, path: [key, "localizations", tag],
                    offset: localization.keyRange.lowerBound)
            }
            if !hasSource {
                languages[0].entries.append(Entry(key: key, value: .text(key), offset: member.keyRange.lowerBound))
            }
        }
        languages[0].problems = problems + languages[0].problems
        let order = [0] + languages.indices.dropFirst().sorted { tags[$0 - 1] < tags[$1 - 1] }
        return order.map { index in
            let builder = languages[index]
            var file = LanguageFile(
                fileName: path, language: builder.language, bytes: bytes, rules: builder.rules, format: .xcstrings)
            file.entries = builder.entries
            file.problems = builder.problems
            file.notes = notes
            file.adopt(selectors: builder.selectors.selectors)
            return file
        }
    }
}

extension LanguageFile {
    /// One language's entries of a catalog, built as the catalog is read.
    struct Builder {
        let language: FileLanguage
        let rules: PluralRules
        /// The catalog's bytes (for the text of numbers).
        let bytes: [UInt8]
        var entries: [Entry] = []
        var problems: [ValueProblem] = []
        var selectors = SelectorTable()

        init(language: FileLanguage, rules: PluralRules, bytes: [UInt8]) {
            self.language = language
            self.rules = rules
            self.bytes = bytes
        }

        /// Adds the entry of a localization (`{"stringUnit": …}`, `{"variations": …}`).
        mutating func add(key: String, localization: JSONNode, path: [String], offset: Int) {
            entries.append(Entry(key: key, value: value(of: localization, path: path), offset: offset))
        }

        private mutating func value(of localization: JSONNode, path: [String]) -> EntryValue {
            guard localization.members != nil else {
                return invalid(localization, path: path, found: localization.kindDescription)
            }
            if let variations = localization["variations"] {
                var variants: [Variant] = []
                if let plural = variations["plural"] {
                    addCases(of: plural, path: path + ["variations", "plural"], prefix: "", into: &variants) {
                        Selector($0, rules: $1, shared: [:])
                    }
                } else if let devices = variations["device"]?.members {
                    for device in devices {
                        let casePath = path + ["variations", "device", device.key]
                        if let plural = device.value["variations"]?["plural"] {
                            addCases(
                                of: plural, path: casePath + ["variations", "plural"], prefix: device.key + ".",
                                into: &variants
                            ) {
                                device.key == "other"
                                    ? Selector($0, rules: $1, shared: [:]) : .device(device.key + "." + $0)
                            }
                        } else {
                            let index = selector(device.key) { .device(device.key) }
                            variants.append(
                                Variant(
                                    selector: index, content: content(of: device.value, path: casePath),
                                    offset: device.keyRange.lowerBound))
                        }
                    }
                } else {
                    return invalid(variations, path: path + ["variations"], found: "variations of another kind")
                }
                return .variants(variants)
            }
            guard let unit = localization["stringUnit"] else {
                let found =
                    localization["stringSet"] != nil
                    ? "a list of phrases (stringSet)" : "an object without a stringUnit"
                return invalid(localization, path: path, found: found)
            }
            guard let format = unit["value"]?.string else {
                return invalid(unit, path: path + ["stringUnit"], found: "a stringUnit without a value")
            }
            guard let substitutions = localization["substitutions"]?.members, !substitutions.isEmpty else {
                return .text(format)
            }
            // The variable that comes first in the format string is the one the number chooses.
            let first = substitutions.min { a, b in
                (format.range(of: "%#@\(a.key)@")?.lowerBound ?? format.endIndex)
                    < (format.range(of: "%#@\(b.key)@")?.lowerBound ?? format.endIndex)
            }?.key
            var variants: [Variant] = []
            for variable in substitutions {
                guard let plural = variable.value["variations"]?["plural"] else { continue }
                let reference = "%#@\(variable.key)@"
                let argument = CatalogReader.argument(of: variable.value, in: bytes)
                addCases(
                    of: plural, path: path + ["substitutions", variable.key, "variations", "plural"],
                    prefix: variable.key + ".", into: &variants,
                    text: {
                        format.replacingOccurrences(
                            of: reference,
                            with: $0.replacingOccurrences(of: CatalogReader.argumentMarker, with: argument))
                    }
                ) {
                    variable.key == first || PluralCategory(rawValue: $0) == nil
                        ? Selector($0, rules: $1, shared: [:]) : .variable(variable.key, PluralCategory(rawValue: $0)!)
                }
            }
            return .variants(variants)
        }

        /// Adds the cases of a `plural` object as variants `prefix` + category.
        private mutating func addCases(
            of plural: JSONNode, path: [String], prefix: String, into variants: inout [Variant],
            text: (String) -> String = { $0 }, meaning: (String, PluralRules) -> Selector
        ) {
            guard
                let cases = ValueProblem.members(
                    of: plural, path: path, expected: "an object of plural forms", into: &problems)
            else { return }
            for member in cases {
                let rules = rules
                let index = selector(prefix + member.key) { meaning(member.key, rules) }
                var content = content(of: member.value, path: path + [member.key])
                if case .text(let form) = content { content = .text(text(form)) }
                variants.append(Variant(selector: index, content: content, offset: member.keyRange.lowerBound))
            }
        }

        /// The text of a case `{"stringUnit": {"value": …}}`.
        private mutating func content(of node: JSONNode, path: [String]) -> VariantContent {
            if let value = node["stringUnit"]?["value"]?.string { return .text(value) }
            problems.append(
                ValueProblem(
                    .wrongType(found: "an object without a stringUnit value", expected: "a stringUnit with a value"),
                    path: path, offset: node.range.lowerBound))
            return .invalid
        }

        private mutating func invalid(_ node: JSONNode, path: [String], found: String) -> EntryValue {
            problems.append(
                ValueProblem(
                    .wrongType(found: found, expected: "a stringUnit, or plural or device variations"), path: path,
                    offset: node.range.lowerBound))
            return .invalid
        }

        private mutating func selector(_ text: String, meaning: () -> Selector) -> Int {
            selectors.index(of: text, meaning: meaning)
        }
    }
}

extension JSONNode {
    /// The value of member `key` when this is an object (the last of that name).
    subscript(key: String) -> JSONNode? {
        members?.last { $0.key == key }?.value
    }
}
