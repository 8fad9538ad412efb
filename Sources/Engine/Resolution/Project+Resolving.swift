extension Project {
    /// Resolves a key for a language, a number and a fitting width (DESIGN §4).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - language: A BCP 47 tag (`pl`, `pt_BR`) or `base`.
    ///   - number: The number as written (`"5"`, `"1.50"`, `"-3"`); an app passing an Int passes its
    ///     decimal form. Text that is not a number can only match `exp:` selectors.
    ///   - width: The width available, for `@N` width variations.
    ///   - defaultValue: What to return when no language has a value; the key itself otherwise.
    /// - Complexity: one hash lookup of the key, then O(variants) per language tried.
    public func resolve(
        _ key: String, language: String, number: String? = nil, width: Int? = nil, defaultValue: String? = nil
    ) -> Resolution {
        resolve(
            key, in: chain(for: language), input: LookupInput(number: number, width: width), defaultValue: defaultValue)
    }

    /// Resolves a key along a precomputed chain (the fast path for many lookups in one language).
    public func resolve(_ key: String, in chain: LanguageChain, input: LookupInput, defaultValue: String? = nil)
        -> Resolution
    {
        if let id = keyID(key) {
            // Files and entries are read in place: copying a `LanguageFile` per lookup would cost more
            // than the whole lookup.
            for fileIndex in chain.files {
                guard let entryIndex = entryIndex(keyID: id, file: fileIndex) else { continue }
                let category = input.literal.map { files[fileIndex].rules.category(of: $0) }
                guard
                    let selection = files[fileIndex].select(
                        files[fileIndex].entries[entryIndex].value, input: input, category: category)
                else { continue }
                return Resolution(
                    value: selection.text, language: files[fileIndex].language,
                    selector: selection.variant.map { files[fileIndex].selectorText(ofVariant: $0, entry: entryIndex) },
                    width: selection.width, category: category,
                    isFallback: fileIndex != chain.ownFile)
            }
        }
        let category = input.literal.flatMap { literal in
            chain.ownFile.map { files[$0].rules.category(of: literal) }
                ?? (try? PluralRules(locale: chain.requested))?.category(of: literal)
        }
        return Resolution(
            value: defaultValue ?? key, language: nil, selector: nil, width: nil, category: category, isFallback: true)
    }
}

extension LanguageFile {
    /// What a value gives for an input in this file's language, or `nil` when nothing matches
    /// (resolution then goes on to the next language of the chain).
    ///
    /// With a number: explicit selectors in file order (step a), then the number's CLDR category (b),
    /// then `other` (c). Without a number: `other`, else the first variant. Then the width rule.
    public func select(_ value: EntryValue, input: LookupInput) -> Selection? {
        select(value, input: input, category: input.literal.map { rules.category(of: $0) })
    }

    /// `select(_:input:)` with the number's category in this file's language already known.
    func select(_ value: EntryValue, input: LookupInput, category: PluralCategory?) -> Selection? {
        switch value {
        case .text(let text):
            return Selection(text: text)
        case .widths(let widths):
            return widths.select(width: input.width).map { Selection(text: $0.text, width: $0.width) }
        case .invalid:
            return nil
        case .variants(let variants):
            guard let index = variantIndex(variants, input: input, category: category) else { return nil }
            switch variants[index].content {
            case .text(let text):
                return Selection(text: text, variant: index)
            case .widths(let widths):
                return widths.select(width: input.width).map {
                    Selection(text: $0.text, variant: index, width: $0.width)
                }
            case .invalid:
                return nil
            }
        }
    }

    /// The variant chosen for an input (steps a–c, or step 5 without a number).
    private func variantIndex(_ variants: [Variant], input: LookupInput, category: PluralCategory?) -> Int? {
        guard let number = input.number else {
            return variants.indices.first { variants[$0].selector == otherSelector } ?? (variants.isEmpty ? nil : 0)
        }
        for index in variants.indices where selectorRoles[variants[index].selector] == .explicit {
            if selectors[variants[index].selector].selector.matchesExplicitly(number: input.literal, text: number) {
                return index
            }
        }
        guard let category else { return nil }
        var other: Int?
        for index in variants.indices {
            guard case .category(let selected) = selectorRoles[variants[index].selector] else { continue }
            if selected == category { return index }
            if selected == .other, other == nil { other = index }
        }
        return other
    }
}
