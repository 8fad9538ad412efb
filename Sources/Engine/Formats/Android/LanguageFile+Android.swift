extension LanguageFile {
    /// Loads an Android `strings.xml` file: `<string>` texts, `<plurals>` as variants of CLDR categories,
    /// `<string-array>` items as keys `name[0]`, `name[1]`; values decoded as the app receives them
    /// (`AndroidText`). Never throws: a file that is not well-formed keeps its bytes and the error.
    init(androidFileName fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules) {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: .android)
        let resources: AndroidResources
        do throws(XMLSyntaxError) {
            resources = try AndroidResources(bytes: bytes)
        } catch {
            syntaxError = error.syntaxError
            return
        }
        var selectors = SelectorTable()
        var entries: [Entry] = []
        var untranslatable: Set<String> = []
        for resource in resources.resources {
            let element = resource.element
            let offset = element.attribute("name")!.valueRange.lowerBound
            if !resource.isTranslatable { untranslatable.insert(resource.name) }
            switch resource.kind {
            case .string:
                entries.append(
                    Entry(key: resource.name, value: .text(Self.text(of: element, in: bytes)), offset: offset))
            case .plurals:
                var variants: [Variant] = []
                for item in element.children where item.name == "item" {
                    guard let quantity = item.attribute("quantity"),
                        let category = PluralCategory(rawValue: quantity.value)
                    else { continue }
                    let index = selectors.index(of: category, rules: rules)
                    variants.removeAll { $0.selector == index }
                    variants.append(
                        Variant(
                            selector: index, content: .text(Self.text(of: item, in: bytes)),
                            offset: quantity.valueRange.lowerBound))
                }
                entries.append(Entry(key: resource.name, value: .variants(variants), offset: offset))
            case .stringArray:
                let items = element.children.filter { $0.name == "item" }
                for (index, item) in items.enumerated() {
                    entries.append(
                        Entry(
                            key: "\(resource.name)[\(index)]", value: .text(Self.text(of: item, in: bytes)),
                            offset: item.range.lowerBound))
                }
            }
        }
        var last: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { last[entry.key] = index }
        self.entries = entries.enumerated().filter { last[$0.element.key] == $0.offset }.map(\.element)
        for key in untranslatable { notes[key, default: EntryNotes()].shouldTranslate = false }
        adopt(selectors: selectors.selectors)
    }

    private static func text(of element: XMLElement, in bytes: [UInt8]) -> String {
        element.content.map { AndroidText.decode(bytes, range: $0) } ?? ""
    }
}
