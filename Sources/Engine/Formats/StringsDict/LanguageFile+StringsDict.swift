extension LanguageFile {
    /// Loads a `.stringsdict` file (DESIGN §11): each key is one entry, its keys prefixed by the table
    /// (`StringsDictLayout.keyPrefix(ofPath:)`).
    ///
    /// - A format string with one variable is a plural entry: a variant per form, named by its category
    ///   (`few`), holding the format string with `%#@name@` replaced by the form — the text the app receives.
    /// - With several variables, the variants are `name.form` (as `.xcstrings` substitutions): the first
    ///   variable of the format string is chosen by the number, the others are shown and never chosen.
    /// - `zero` is the category where the language has it (Arabic, Latvian), else the exact number 0, as
    ///   Apple's loader does; other categories the language lacks are never chosen.
    /// - `NSStringVariableWidthRuleType` is width variations; `NSStringDeviceSpecificRuleType` devices.
    ///
    /// Never throws: a file that is not a well-formed property list keeps its bytes and the error.
    init(stringsDictFileName fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules) {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: .stringsdict)
        let document: StringsDictDocument
        do throws(XMLSyntaxError) {
            document = try StringsDictDocument(bytes: bytes)
        } catch {
            syntaxError = error.syntaxError
            return
        }
        let prefix = StringsDictLayout.keyPrefix(ofPath: fileName)
        var selectors = SelectorTable()
        var entries: [Entry] = []
        var problems: [ValueProblem] = []
        for item in document.entries {
            let key = prefix + item.member.key
            let offset = item.member.keyElement.content?.lowerBound ?? item.member.keyElement.range.lowerBound
            let value: EntryValue
            switch item.shape {
            case .text(let string):
                value = .text(string.string ?? "")
            case .widths(let dictionary):
                var variations: [WidthVariation] = []
                for width in dictionary.members ?? [] {
                    let path = [key, StringsDictEntry.widthRule, width.key]
                    guard let number = Int(width.key), number >= 0, width.key.allSatisfy(\.isASCII) else {
                        problems.append(
                            ValueProblem(
                                .invalidWidth(width.key), path: path, offset: width.keyElement.range.lowerBound))
                        continue
                    }
                    guard let text = width.value.string else {
                        problems.append(Self.wrongType(width.value, path: path))
                        continue
                    }
                    variations.append(
                        WidthVariation(width: number, text: text, offset: width.keyElement.range.lowerBound))
                }
                value = .widths(WidthVariations(variations: variations))
            case .devices(let dictionary):
                var variants: [Variant] = []
                for device in dictionary.members ?? [] {
                    let selector = selectors.index(of: device.key) { .device(device.key) }
                    guard let text = device.value.string else {
                        problems.append(
                            Self.wrongType(device.value, path: [key, StringsDictEntry.deviceRule, device.key]))
                        variants.append(
                            Variant(selector: selector, content: .invalid, offset: device.keyElement.range.lowerBound))
                        continue
                    }
                    variants.append(
                        Variant(selector: selector, content: .text(text), offset: device.keyElement.range.lowerBound))
                }
                value = .variants(variants)
            case .variables(let format, let variables):
                let formatText = format.string ?? ""
                var variants: [Variant] = []
                for (index, variable) in variables.enumerated() {
                    for form in variable.forms {
                        let text = StringsDictEntry.selector(form: form.key, of: variable.name, count: variables.count)
                        let selector = selectors.index(of: text) {
                            Self.meaning(of: form.key, in: variable, first: index == 0, rules: rules)
                        }
                        let content: VariantContent
                        if let string = form.value.string {
                            content = .text(VariableReference.replacing(variable.name, with: string, in: formatText))
                        } else {
                            problems.append(Self.wrongType(form.value, path: [key, variable.name, form.key]))
                            content = .invalid
                        }
                        variants.append(
                            Variant(selector: selector, content: content, offset: form.keyElement.range.lowerBound))
                    }
                }
                value = .variants(variants)
            case .unreadable(let found, let expected, let at):
                problems.append(ValueProblem(.wrongType(found: found, expected: expected), path: [key], offset: at))
                value = .invalid
            }
            entries.append(Entry(key: key, value: value, offset: offset))
        }
        var last: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { last[entry.key] = index }
        self.entries = EntryTable(entries.enumerated().filter { last[$0.element.key] == $0.offset }.map(\.element))
        self.problems = problems
        adopt(selectors: selectors.selectors)
    }

    /// What form `form` of a variable means in a language with `rules`.
    private static func meaning(
        of form: String, in variable: StringsDictEntry.Variable, first: Bool, rules: PluralRules
    ) -> Selector {
        if variable.isDevice { return .device(first ? form : variable.name + "." + form) }
        guard let category = PluralCategory(rawValue: form) else { return .unknown }
        guard first else { return .variable(variable.name, category) }
        return SelectorTable.meaning(of: category, rules: rules)
    }

    private static func wrongType(_ value: PlistValue, path: [String]) -> ValueProblem {
        ValueProblem(
            .wrongType(found: value.kindDescription, expected: "a string"), path: path,
            offset: value.element.range.lowerBound)
    }
}
