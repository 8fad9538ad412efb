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
    ///
    /// On a project loaded for some keys only, load the key first (`loadKeys(_:)`).
    ///
    /// - Complexity: one hash of the key's bytes, then per language tried one table read and, for a value
    ///   with variants, O(variants); no allocation. The result's strings are shared with the project.
    public func resolve(_ key: String, in chain: LanguageChain, input: LookupInput, defaultValue: String? = nil)
        -> Resolution
    {
        assert(wantedKeys?.keys.contains(key) ?? true, "the entries of \(key) are not loaded")
        if let answer = answer(key, in: chain, input: input) {
            return Resolution(
                value: answer.text, language: files[answer.file].language,
                selector: answer.selector < 0 ? nil : files[answer.file].selectorTexts[Int(answer.selector)],
                width: answer.width, category: answer.category, isFallback: chain.isFallback(answer.file))
        }
        return unresolved(key, in: chain, input: input, defaultValue: defaultValue)
    }

    /// The answer when no language has the key: the default or the key, with the number's category in the
    /// requested language. Kept out of `resolve` so that its found path stays small.
    @inline(never)
    private func unresolved(_ key: String, in chain: LanguageChain, input: LookupInput, defaultValue: String?)
        -> Resolution
    {
        let category = input.parsed.flatMap { number in
            chain.ownFile.map { files[$0].rules.category(number.operands) }
                ?? (try? PluralRules(locale: chain.requested))?.category(number.operands)
        }
        return Resolution(
            value: defaultValue ?? key, language: nil, selector: nil, width: nil, category: category, isFallback: true)
    }

    /// The string a key resolves to: the `value` of `resolve(_:in:input:defaultValue:)`, without the rest of
    /// the `Resolution` (which language, selector, width and category answered).
    ///
    /// This is what an app asks for when it shows a string, and the fastest lookup: nothing but the
    /// string is built or returned.
    ///
    /// - Returns: the value, else `defaultValue`, else the key itself.
    /// - Complexity: as `resolve(_:in:input:defaultValue:)`.
    public func text(_ key: String, in chain: LanguageChain, input: LookupInput, defaultValue: String? = nil) -> String
    {
        answer(key, in: chain, input: input)?.text ?? defaultValue ?? key
    }

    /// Where a lookup's value was found.
    private struct Answer {
        var text: String
        var file: Int
        /// The selector's index in the file's table, or -1 for a value without variants.
        var selector: Int32
        var width: Int?
        var category: PluralCategory?
    }

    /// The value a file of the chain gives, or `nil` when none does (DESIGN §4).
    @inline(__always)
    private func answer(_ key: String, in chain: LanguageChain, input: LookupInput) -> Answer? {
        guard let id = keyID(key) else { return nil }
        // Only fields are read here, never a whole `LanguageFile` or `Entry`: passing one to a function
        // copies it, and a copy retains and releases a dozen references, more than the whole lookup.
        // One budget for every `exp:` search of the lookup, in every language it tries.
        var budget = RegexBudget()
        for fileIndex in chain.files {
            var category: PluralCategory?
            if let number = input.parsed { category = files[fileIndex].rules.category(number.operands) }
            let entryIndex = Int(slots[fileIndex][id])
            guard entryIndex >= 0 else { continue }
            if !files[fileIndex].delivered.isEmpty, let delivered = files[fileIndex].delivered[entryIndex] {
                // What the app receives differs from the entry as stored; nothing, for an entry not delivered.
                guard let value = delivered else { continue }
                if let answer = structuredAnswer(
                    value, file: fileIndex, input: input, category: category, budget: &budget)
                {
                    return answer
                }
                continue
            }
            // The entries' storage taken once (one reference counted), its parts read from it.
            let entries = files[fileIndex].entries.storage
            // The commonest answer, a plain text: only its string is made.
            if let text = entries.plainText(at: entryIndex) {
                return Answer(text: text, file: fileIndex, selector: -1, width: nil, category: category)
            }
            if entries.kind(at: entryIndex) == .variants {
                // The variant is chosen by the selectors alone; only its content is made.
                guard
                    let index = LanguageFile.variantIndex(
                        count: entries.variantCount(at: entryIndex),
                        selector: { entries.variantSelector($0, at: entryIndex) }, input: input,
                        category: category, otherSelector: files[fileIndex].otherSelector,
                        test: { files[fileIndex].explicitTests[$0] }, role: { files[fileIndex].selectorRoles[$0] },
                        budget: &budget,
                        matchesGenerally: {
                            files[fileIndex].selectors[$0].selector.matchesExplicitly(
                                number: $1, text: $2, budget: &$3)
                        })
                else { continue }
                if let answer = contentAnswer(
                    entries.variantContent(index, at: entryIndex), file: fileIndex,
                    selector: Int32(entries.variantSelector(index, at: entryIndex)), input: input, category: category)
                {
                    return answer
                }
                continue
            }
            if let answer = structuredAnswer(
                entries.value(at: entryIndex), file: fileIndex, input: input, category: category,
                budget: &budget)
            {
                return answer
            }
        }
        return nil
    }

    /// What a variant's content gives for the input.
    private func contentAnswer(
        _ content: VariantContent, file fileIndex: Int, selector: Int32, input: LookupInput, category: PluralCategory?
    ) -> Answer? {
        switch content {
        case .text(let text):
            return Answer(text: text, file: fileIndex, selector: selector, width: nil, category: category)
        case .widths(let widths):
            guard let variation = widths.select(width: input.width) else { return nil }
            return Answer(
                text: variation.text, file: fileIndex, selector: selector, width: variation.width, category: category)
        case .invalid:
            return nil
        }
    }

    /// What a value of file `fileIndex` gives (an entry that is not a plain text: variants or widths), or `nil`
    /// when nothing in it answers the input.
    @inline(never)
    private func structuredAnswer(
        _ value: EntryValue, file fileIndex: Int, input: LookupInput, category: PluralCategory?,
        budget: inout RegexBudget
    )
        -> Answer?
    {
        switch value {
        case .text(let text):
            return Answer(text: text, file: fileIndex, selector: -1, width: nil, category: category)
        case .invalid:
            return nil
        case .widths(let widths):
            guard let variation = widths.select(width: input.width) else { return nil }
            return Answer(
                text: variation.text, file: fileIndex, selector: -1, width: variation.width, category: category)
        case .variants(let variants):
            // The file's tables are read element by element in place: passed whole, each would be retained.
            guard
                let index = LanguageFile.variantIndex(
                    count: variants.count, selector: { variants[$0].selector }, input: input, category: category,
                    otherSelector: files[fileIndex].otherSelector, test: { files[fileIndex].explicitTests[$0] },
                    role: { files[fileIndex].selectorRoles[$0] }, budget: &budget,
                    matchesGenerally: {
                        files[fileIndex].selectors[$0].selector.matchesExplicitly(number: $1, text: $2, budget: &$3)
                    })
            else { return nil }
            return contentAnswer(
                variants[index].content, file: fileIndex, selector: Int32(variants[index].selector), input: input,
                category: category)
        }
    }
}

extension LanguageFile {
    /// What a value gives for an input in this file's language, or `nil` when nothing matches
    /// (resolution then goes on to the next language of the chain).
    ///
    /// With a number: explicit selectors in file order (step a), then the number's CLDR category (b),
    /// then `other` (c). Without a number: `other`, else the first variant. Then the width rule.
    public func select(_ value: EntryValue, input: LookupInput) -> Selection? {
        select(value, input: input, category: input.parsed.map { rules.category($0.operands) })
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
    func variantIndex(_ variants: [Variant], input: LookupInput, category: PluralCategory?) -> Int? {
        var budget = RegexBudget()
        return Self.variantIndex(
            count: variants.count, selector: { variants[$0].selector }, input: input, category: category,
            otherSelector: otherSelector, test: { explicitTests[$0] },
            role: { selectorRoles[$0] }, budget: &budget,
            matchesGenerally: { selectors[$0].selector.matchesExplicitly(number: $1, text: $2, budget: &$3) })
    }

    /// `variantIndex(_:input:category:)` given the variants' selectors by position (`count` of them) and access to the
    /// file's tables by selector index. Static and always inlined, so that `Project` reads the fields of `files[i]`
    /// in place (a method called on `files[i]` copies the whole file first, and an array passed along is retained).
    @inline(__always)
    static func variantIndex(
        count: Int, selector: (Int) -> Int, input: LookupInput, category: PluralCategory?, otherSelector: Int?,
        test: (Int) -> ExplicitTest, role: (Int) -> SelectorRole, budget: inout RegexBudget,
        matchesGenerally: (_ selector: Int, _ number: NumberLiteral?, _ text: String, _ budget: inout RegexBudget) ->
            Bool
    ) -> Int? {
        guard let number = input.number else {
            return (0..<count).first { selector($0) == otherSelector } ?? (count == 0 ? nil : 0)
        }
        let isNumber = input.parsed != nil
        let decimal = input.parsed?.exact
        for index in 0..<count {
            let selector = selector(index)
            switch test(selector).matches(decimal, isNumber: isNumber) {
            case true?: return index
            case false?: continue
            case nil: if matchesGenerally(selector, input.literal, number, &budget) { return index }
            }
        }
        guard let category else { return nil }
        var other: Int?
        for index in 0..<count {
            guard case .category(let selected) = role(selector(index)) else { continue }
            if selected == category { return index }
            if selected == .other, other == nil { other = index }
        }
        return other
    }
}
