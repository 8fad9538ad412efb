extension LanguageFile {
    /// Loads one language of an XLIFF file: the source language's texts are the `<source>`s, a translation's
    /// the `<target>`s (a unit without one is missing); Xcode's plural and device units are one entry's
    /// variants; `<note>`s are the key's comment; each `state` is a native state. Never throws: a file that
    /// is not well-formed keeps its bytes and the error.
    init(xliff fileName: String, format: FormatName, language: FileLanguage, bytes: [UInt8], rules: PluralRules) {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: format)
        let document: XLIFFDocument
        do throws(XMLSyntaxError) {
            document = try XLIFFDocument(bytes: bytes)
        } catch {
            syntaxError = error.syntaxError
            return
        }
        let isSource = language == .base
        var selectors = SelectorTable()
        var keys: [String] = []
        var builders: [String: XLIFFEntryBuilder] = [:]
        var states: [String: StateRecord] = [:]
        for unit in document.units {
            let name = document.name(of: unit)
            if name.style == .formatKey { continue }
            guard let text = document.text(of: unit, source: isSource, in: bytes) else { continue }
            if builders[name.key] == nil {
                keys.append(name.key)
                builders[name.key] = XLIFFEntryBuilder(offset: unit.nameAttribute.valueRange.lowerBound)
            }
            let element = (isSource ? unit.source : unit.target) ?? unit.source
            let offset = element.content?.lowerBound ?? element.startTag.lowerBound
            builders[name.key]!.add(text, name: name, offset: offset, selectors: &selectors, rules: rules)
            for note in unit.notes {
                guard let content = note.content else { continue }
                builders[name.key]!.note(XMLText.decode(bytes, range: content))
            }
            if !unit.isTranslatable { builders[name.key]!.isTranslatable = false }
            if !isSource, let value = unit.stateHolder?.attribute("state")?.value,
                let state = XLIFFState.recorded(value, version: document.version)
            {
                if let old = states[name.key], CatalogState.rank(old.state) >= CatalogState.rank(state) { continue }
                states[name.key] = StateRecord(state: state, source: nil)
            }
        }
        entries = EntryTable(keys.map { builders[$0]!.entry(key: $0) })
        for key in keys {
            let builder = builders[key]!
            if !builder.notes.isEmpty || !builder.isTranslatable {
                notes[key] = EntryNotes(
                    comment: builder.notes.isEmpty ? nil : builder.notes.joined(separator: "\n"),
                    shouldTranslate: builder.isTranslatable)
            }
        }
        nativeStates = states
        adopt(selectors: selectors.selectors)
    }
}

/// One entry of an XLIFF file as its units are read: a plain text, or the variants of its plural or device
/// units, with its notes.
struct XLIFFEntryBuilder {
    /// The offset of its first unit's id.
    let offset: Int
    private var text: String?
    private var variants: [Variant] = []
    /// The `.stringsdict` variable of its first plural units: another's forms are `name.few`.
    private var firstVariable: String?
    /// Its notes, each once.
    private(set) var notes: [String] = []
    /// Whether it is to be translated.
    var isTranslatable = true

    init(offset: Int) {
        self.offset = offset
    }

    mutating func add(
        _ text: String, name: XLIFFUnitName, offset: Int, selectors: inout SelectorTable, rules: PluralRules
    ) {
        guard let selectorText = name.selector else {
            self.text = text
            return
        }
        let index: Int
        if name.isDevice {
            index = selectors.index(of: selectorText) { .device(selectorText) }
        } else if case .stringsdict(let variable) = name.style, firstVariable.map({ $0 != variable }) ?? false,
            let category = PluralCategory(rawValue: selectorText)
        {
            index = selectors.index(of: "\(variable).\(selectorText)") { .variable(variable, category) }
        } else {
            if case .stringsdict(let variable) = name.style, firstVariable == nil { firstVariable = variable }
            index = selectors.index(of: PluralCategory(rawValue: selectorText)!, rules: rules)
        }
        variants.removeAll { $0.selector == index }
        variants.append(Variant(selector: index, content: .text(text), offset: offset))
    }

    mutating func note(_ text: String) {
        if !text.isEmpty && !notes.contains(text) { notes.append(text) }
    }

    func entry(key: String) -> Entry {
        Entry(key: key, value: variants.isEmpty ? .text(text ?? "") : .variants(variants), offset: offset)
    }
}
