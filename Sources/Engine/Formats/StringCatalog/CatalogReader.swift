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
    ///
    /// Read in one pass (`CatalogBuilder`), with the `sourceLanguage` met before `strings` (Xcode writes it
    /// first); a catalog that says another one later is read a second time with it.
    func read() -> [LanguageFile] {
        var builder = CatalogBuilder(context: context, bytes: bytes, forcedSource: nil)
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(bytes, into: &builder)
            if builder.catalogSource != builder.usedSource {
                builder = CatalogBuilder(context: context, bytes: bytes, forcedSource: builder.catalogSource)
                _ = try JSONParser.parse(bytes, into: &builder)
            }
        } catch {
            var file = LanguageFile(
                fileName: path, language: .base, bytes: bytes, rules: context.rules(for: .base), format: .xcstrings)
            file.syntaxError = error
            return [file]
        }
        return files(
            languages: builder.languages, tags: builder.tags, notes: builder.notes, problems: builder.problems)
    }

    /// The language files of built languages: the source's first (which gets the catalog's own `problems`),
    /// then the others by tag (`tags[i - 1]` is language `i`'s).
    func files(
        languages: [LanguageFile.Builder], tags: [String], notes: [String: EntryNotes], problems: [ValueProblem]
    ) -> [LanguageFile] {
        var languages = languages
        languages[0].problems = problems + languages[0].problems
        let order = [0] + languages.indices.dropFirst().sorted { tags[$0 - 1] < tags[$1 - 1] }
        return order.map { index in
            let builder = languages[index]
            var file = LanguageFile(
                fileName: path, language: builder.language, bytes: bytes, rules: builder.rules, format: .xcstrings)
            file.entries = EntryTable(builder.entries)
            file.problems = builder.problems
            file.notes = notes
            file.nativeStates = builder.states
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
        /// The states of the language's localizations that are not `translated` (the default, which is
        /// not kept), by key (`CatalogState`).
        var states: [String: StateRecord] = [:]

        init(language: FileLanguage, rules: PluralRules, bytes: [UInt8]) {
            self.language = language
            self.rules = rules
            self.bytes = bytes
        }

        /// Adds the entry of a localization (`{"stringUnit": …}`, `{"variations": …}`).
        mutating func add(key: String, localization: JSONNode, path: [String], offset: Int) {
            entries.append(Entry(key: key, value: value(of: localization, path: path), offset: offset))
            record(CatalogState.combined(localization), key: key)
        }

        /// Adds the entry of a localization of the common shape, `{"stringUnit": {"state": …, "value": …}}`.
        mutating func add(key: String, text: String, state: String?, offset: Int) {
            entries.append(Entry(key: key, value: .text(text), offset: offset))
            if let state, state != CatalogState.translated { record(CatalogState.recorded(state), key: key) }
        }

        private mutating func record(_ state: RecordedState?, key: String) {
            guard let state, state != .translated else { return }
            states[key] = StateRecord(state: state, source: nil)
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
            let formatUTF8 = Array(format.utf8)
            let first = substitutions.min { a, b in
                (Self.offset(of: "%#@\(a.key)@", in: formatUTF8) ?? Int.max)
                    < (Self.offset(of: "%#@\(b.key)@", in: formatUTF8) ?? Int.max)
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
                        Self.replacing(
                            reference, with: Self.replacing(CatalogReader.argumentMarker, with: argument, in: $0),
                            in: format)
                    }
                ) {
                    variable.key == first || PluralCategory(rawValue: $0) == nil
                        ? Selector($0, rules: $1, shared: [:]) : .variable(variable.key, PluralCategory(rawValue: $0)!)
                }
            }
            return .variants(variants)
        }

        /// The byte offset of the first `target` in `text` (UTF-8), compared byte for byte.
        static func offset(of target: String, in text: [UInt8]) -> Int? {
            let needle = Array(target.utf8)
            guard !needle.isEmpty, needle.count <= text.count else { return nil }
            return (0...(text.count - needle.count)).first { text[$0..<($0 + needle.count)].elementsEqual(needle) }
        }

        /// `text` with every `target` replaced by `replacement`, compared byte for byte (a literal search,
        /// without Foundation's bridging).
        static func replacing(_ target: String, with replacement: String, in text: String) -> String {
            let source = Array(text.utf8)
            let needle = Array(target.utf8)
            guard !needle.isEmpty, offset(of: target, in: source) != nil else { return text }
            var result: [UInt8] = []
            result.reserveCapacity(source.count)
            var index = 0
            while index < source.count {
                if index + needle.count <= source.count, source[index..<(index + needle.count)].elementsEqual(needle) {
                    result.append(contentsOf: replacement.utf8)
                    index += needle.count
                } else {
                    result.append(source[index])
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
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
