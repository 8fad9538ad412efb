import Engine

/// A translation offered while a translation is typed: another key whose source text is the same or similar,
/// and what it is translated to in the language being typed.
struct Suggestion: Equatable, Sendable {
    /// The other key.
    var key: String
    /// How alike the two source texts are, in percent (100: the same text).
    var similarity: Int
    /// The other key's translation, which the suggestion's key puts in the field.
    var text: String
}

/// Finds suggestions in the project itself (issue 19): keys whose source text at the same place (the plain text,
/// or the variant with the same selector) is the same or similar to the typed string's, and whose translation in
/// the language typed is *translated* (not a copy, not to review, not stale).
enum Suggestions {
    /// The fewest percent of likeness offered.
    static let minimumSimilarity = 60

    /// Up to `limit` suggestions for the string at `address`, most alike first (then in key order).
    ///
    /// - Complexity: an edit distance with each key's source text whose length is close enough to reach
    ///   `minimumSimilarity`, once when typing begins.
    static func find(for address: ValueAddress, project: Project, states: ProjectStates, limit: Int = 3)
        -> [Suggestion]
    {
        guard address.language != .base, address.width == nil, let base = project.fileIndex(of: .base),
            let target = project.fileIndex(of: address.language),
            let id = project.keyID(address.key), let holder = project.fileIndex(of: .base, keyID: id),
            let source = text(ofKey: id, selector: address.selector, file: holder, in: project),
            !source.isEmpty
        else { return [] }
        let sourceUnits = Units(source)
        let own = id
        // The files once, not a copy of each for every key.
        let (baseFile, targetFile) = (project.files[base], project.files[target])
        var found: [(suggestion: Suggestion, order: Int)] = []
        for id in project.keys.indices where id != own {
            guard
                let other = project.entryIndex(keyID: id, file: base).flatMap({
                    baseFile.text(ofEntry: $0, selector: address.selector)
                }),
                sourceUnits.mayReach(other, atLeast: minimumSimilarity),
                let similarity = sourceUnits.similarity(to: Units(other), atLeast: minimumSimilarity),
                states.state(keyID: id, file: target) == .translated,
                let translation = project.entryIndex(keyID: id, file: target).flatMap({
                    targetFile.text(ofEntry: $0, selector: address.selector)
                }),
                !translation.isEmpty
            else { continue }
            found.append((Suggestion(key: project.keys[id], similarity: similarity, text: translation), id))
        }
        found.sort { ($0.suggestion.similarity, -$0.order) > ($1.suggestion.similarity, -$1.order) }
        // One suggestion per distinct translation.
        var seen: Set<String> = []
        return found.map(\.suggestion).filter { seen.insert($0.text).inserted }.prefix(limit).map { $0 }
    }

    /// The plain text of key `id`'s entry in file `fileIndex`, or of its variant with `selector`: a string as the
    /// editor addresses it (`EntryAddress` without a width).
    static func text(ofKey id: Int, selector: String?, file fileIndex: Int, in project: Project) -> String? {
        guard let index = project.entryIndex(keyID: id, file: fileIndex) else { return nil }
        return project.files[fileIndex].text(ofEntry: index, selector: selector)
    }

    /// A text as the units its edit distance counts, characters: its bytes when it is plain ASCII without a CR LF
    /// pair (each byte one character; most source texts, compared without splitting them into graphemes), else
    /// its characters.
    enum Units {
        case bytes([UInt8])
        case characters([Character])

        init(_ text: String) {
            self = Self.countsBytes(text) ? .bytes(Array(text.utf8)) : .characters(Array(text))
        }

        /// Whether each byte of `text` is one character: plain ASCII without a carriage return (which a line feed
        /// after it joins into one character).
        static func countsBytes(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }

        /// How many units there are.
        var count: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .characters(let characters): characters.count
            }
        }

        /// Whether `other` may be `minimum` percent alike by its length alone, read without making its units: its
        /// UTF-8 is as many characters when it is plain ASCII, and at least as many otherwise.
        func mayReach(_ other: String, atLeast minimum: Int) -> Bool {
            let utf8 = other.utf8
            // The fewest characters `other` may have, and the most.
            let (fewest, most) = Self.countsBytes(other) ? (utf8.count, utf8.count) : (min(1, utf8.count), utf8.count)
            let mine = count
            let nearest = mine < fewest ? fewest : mine > most ? most : mine
            let longer = max(mine, nearest)
            guard longer > 0 else { return true }
            return 100 - (abs(mine - nearest) * 100 + longer - 1) / longer >= minimum
        }

        /// `similarity` of the two texts, by character.
        func similarity(to other: Units, atLeast minimum: Int) -> Int? {
            switch (self, other) {
            case (.bytes(let a), .bytes(let b)): return Suggestions.similarity(a, b, atLeast: minimum)
            case (.characters(let a), .characters(let b)): return Suggestions.similarity(a, b, atLeast: minimum)
            case (.bytes(let a), .characters(let b)):
                return Suggestions.similarity(a.map { Character(Unicode.Scalar($0)) }, b, atLeast: minimum)
            case (.characters(let a), .bytes(let b)):
                return Suggestions.similarity(a, b.map { Character(Unicode.Scalar($0)) }, atLeast: minimum)
            }
        }
    }

    /// How alike two texts are, in percent: 100 less the edit distance (by character) as a share of the longer
    /// text; `nil` below `minimum` (texts whose lengths alone rule it out are not compared).
    static func similarity<Unit: Equatable>(_ a: [Unit], _ b: [Unit], atLeast minimum: Int) -> Int? {
        let longer = max(a.count, b.count)
        guard longer > 0 else { return 100 }
        // The distance is at least the difference of the lengths.
        guard 100 - (abs(a.count - b.count) * 100 + longer - 1) / longer >= minimum else { return nil }
        let distance = editDistance(a, b)
        let percent = 100 - (distance * 100 + longer - 1) / longer
        return percent >= minimum ? percent : nil
    }

    /// The Levenshtein distance between two texts, by character (grapheme).
    static func editDistance<Unit: Equatable>(_ a: [Unit], _ b: [Unit]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
