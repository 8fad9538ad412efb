extension SampleArguments {
    /// The samples for an entry: the texts of all its variants and widths.
    public init(entry: EntryValue?) {
        var texts: [String] = []
        var isPlural = false
        func add(_ widths: WidthVariations) { texts += widths.variations.map(\.text) }
        switch entry {
        case .text(let text)?: texts = [text]
        case .widths(let widths)?: add(widths)
        case .variants(let variants)?:
            isPlural = true
            for variant in variants {
                switch variant.content {
                case .text(let text): texts.append(text)
                case .widths(let widths): add(widths)
                case .invalid: break
                }
            }
        case .invalid?, nil: break
        }
        self.init(templates: texts, isPlural: isPlural)
    }
}
