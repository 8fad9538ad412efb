/// One text of an entry: the entry's plain text, a variant's text or a width variation's, with the meaning of
/// its selector, so that the texts of two files in one format can be paired by what they mean (`ie:x=0` and a
/// shared expression `none` defined as `ie:x=0` are one text) as well as by how they are written.
struct TextLeaf: Sendable {
    /// The selector as written in its file, `nil` for the entry's plain text or widths.
    var selector: String?
    /// What the selector means (`nil` without a selector).
    var meaning: SelectorMeaning?
    /// The one whole number the selector stands for, when it stands for one: an exact number, or a category
    /// whose CLDR examples are that number only (Arabic `zero`, Polish `one`), which a conversion writes as
    /// each other (`Conversion`).
    var number: String?
    /// The width of a width variation.
    var width: Int?
    /// The text.
    var text: String

    /// The texts of `entry` of `file`, in file order (values of the wrong shape have none).
    static func leaves(of entry: Entry, in file: LanguageFile) -> [TextLeaf] {
        func contents(
            _ content: VariantContent, _ selector: String?, _ meaning: SelectorMeaning?, _ number: String? = nil
        ) -> [TextLeaf] {
            switch content {
            case .text(let text):
                return [TextLeaf(selector: selector, meaning: meaning, number: number, width: nil, text: text)]
            case .widths(let widths):
                return widths.variations.map {
                    TextLeaf(selector: selector, meaning: meaning, number: number, width: $0.width, text: $0.text)
                }
            case .invalid: return []
            }
        }
        switch entry.value {
        case .text(let text): return contents(.text(text), nil, nil)
        case .widths(let widths): return contents(.widths(widths), nil, nil)
        case .variants(let variants):
            return variants.flatMap { variant in
                let (text, selector) = file.selectors[variant.selector]
                return contents(
                    variant.content, text, SelectorMeaning(selector), onlyNumber(of: selector, rules: file.rules))
            }
        case .invalid: return []
        }
    }

    /// The one whole number an exact number or a category stands for (see `number`), if it stands for one: a
    /// category whose CLDR example numbers, whole and decimal, all equal one whole number (Arabic `zero`: 0,
    /// 0.0, 0.00), as a conversion decides it (`Converter.categories(matching:rules:)`).
    static func onlyNumber(of selector: Selector, rules: PluralRules) -> String? {
        switch SelectorMeaning(selector) {
        case .exact(let number): return number
        case .category(let category):
            let integers = rules.examples(category).integers
            guard integers.count == 1, let number = try? NumberLiteral(integers[0]),
                Converter.categories(matching: .expression(.comparison(.equal, number)), rules: rules)
                    .contains(category)
            else { return nil }
            return number.description
        default: return nil
        }
    }

    /// The text of `entry` (of `file`) in the place of this one: the variant of the same meaning (of the same
    /// text, for a selector that never matches; else of the same one number), at the same width — or, for a text without widths where the
    /// entry has widths, its widest variation (what a lookup without a width answers, and what a conversion
    /// writes for widths where it cannot hold them). The selector and the width are as `file` writes them.
    /// `nil` text when the entry has no text there; `nil` altogether when the entry is of another shape (a
    /// plain text against variants, widths against a text), which no text of it answers.
    func counterpart(in entry: Entry?, of file: LanguageFile?) -> (text: String?, selector: String?, width: Int?)? {
        guard let entry, let file else { return (nil, selector, width) }
        func at(_ content: VariantContent, _ selector: String?) -> (text: String?, selector: String?, width: Int?)? {
            switch (content, width) {
            case (.text(let text), nil): return (text, selector, nil)
            case (.text, _?): return nil
            case (.widths(let widths), let width?):
                return (widths.variations.last { $0.width == width }?.text, selector, width)
            case (.widths(let widths), nil):
                let widest = widths.select(width: nil)
                return (widest?.text, selector, widest?.width)
            case (.invalid, _): return (nil, selector, width)
            }
        }
        switch entry.value {
        case .text(let text): return selector == nil ? at(.text(text), nil) : nil
        case .widths(let widths): return selector == nil ? at(.widths(widths), nil) : nil
        case .variants(let variants):
            guard selector != nil else { return nil }
            let found =
                variants.last { variant in
                    let (text, selector) = file.selectors[variant.selector]
                    let meaning = SelectorMeaning(selector)
                    return meaning == .never ? text == self.selector : meaning == self.meaning
                } ?? variants.last { file.selectorText($0) == selector }
                ?? number.flatMap { number in
                    variants.last {
                        Self.onlyNumber(of: file.selectors[$0.selector].selector, rules: file.rules) == number
                    }
                }
            guard let found else { return (nil, selector, width) }
            return at(found.content, file.selectorText(found))
        case .invalid: return (nil, selector, width)
        }
    }
}
