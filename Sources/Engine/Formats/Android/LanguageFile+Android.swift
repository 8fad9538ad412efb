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
        // For each entry, what the app receives when it differs (inline markup): `delivered`.
        var deliveries: [EntryValue?] = []
        var untranslatable: Set<String> = []
        var comments: [String: String] = [:]
        var previousEnd = 0
        for resource in resources.resources {
            let element = resource.element
            let offset = element.attribute("name")!.valueRange.lowerBound
            if !resource.isTranslatable { untranslatable.insert(resource.name) }
            // The comment just before the element is its comment for translators (Android Studio's convention).
            let comment = XMLText.comment(before: element.range.lowerBound, in: bytes, from: previousEnd)
            previousEnd = element.range.upperBound
            switch resource.kind {
            case .string:
                entries.append(
                    Entry(key: resource.name, value: .text(Self.text(of: element, in: bytes)), offset: offset))
                deliveries.append(Self.delivered(element, in: bytes).map { .text($0) })
                comments[resource.name] = comment
            case .plurals:
                var variants: [Variant] = []
                var deliveredVariants: [Variant] = []
                for item in element.children where item.name == "item" {
                    guard let quantity = item.attribute("quantity"),
                        let category = PluralCategory(rawValue: quantity.value)
                    else { continue }
                    let index = selectors.index(of: category, rules: rules)
                    variants.removeAll { $0.selector == index }
                    deliveredVariants.removeAll { $0.selector == index }
                    let text = Self.text(of: item, in: bytes)
                    variants.append(
                        Variant(selector: index, content: .text(text), offset: quantity.valueRange.lowerBound))
                    deliveredVariants.append(
                        Variant(
                            selector: index, content: .text(Self.delivered(item, in: bytes) ?? text),
                            offset: quantity.valueRange.lowerBound))
                }
                entries.append(Entry(key: resource.name, value: .variants(variants), offset: offset))
                comments[resource.name] = comment
                let differs = zip(variants, deliveredVariants).contains { $0.content != $1.content }
                deliveries.append(differs ? .variants(deliveredVariants) : nil)
            case .stringArray:
                let items = element.children.filter { $0.name == "item" }
                var itemStart = element.startTag.upperBound
                for (index, item) in items.enumerated() {
                    comments["\(resource.name)[\(index)]"] =
                        XMLText.comment(before: item.range.lowerBound, in: bytes, from: itemStart) ?? comment
                    itemStart = item.range.upperBound
                    entries.append(
                        Entry(
                            key: "\(resource.name)[\(index)]", value: .text(Self.text(of: item, in: bytes)),
                            offset: item.range.lowerBound))
                    deliveries.append(Self.delivered(item, in: bytes).map { .text($0) })
                }
            }
        }
        var last: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { last[entry.key] = index }
        let kept = entries.indices.filter { last[entries[$0].key] == $0 }
        self.entries = EntryTable(kept.map { entries[$0] })
        for (position, index) in kept.enumerated() {
            if let value = deliveries[index] { delivered[position] = value }
        }
        for key in untranslatable { notes[key, default: EntryNotes()].shouldTranslate = false }
        for (key, comment) in comments { notes[key, default: EntryNotes()].comment = comment }
        adopt(selectors: selectors.selectors)
    }

    private static func text(of element: XMLElement, in bytes: [UInt8]) -> String {
        element.content.map { AndroidText.decode(bytes, range: $0) } ?? ""
    }

    /// The text the app receives when it differs from `text(of:in:)` (inline markup), else `nil`.
    private static func delivered(_ element: XMLElement, in bytes: [UInt8]) -> String? {
        element.content.flatMap { AndroidText.delivered(bytes, range: $0) }
    }
}
