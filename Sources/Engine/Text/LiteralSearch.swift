/// A literal text to find in strings and replace (search and replace across a project's values): matched by
/// grapheme, so that a match never starts or ends inside a character (`e` does not match the `é` of `café`
/// written as `e` + U+0301, nor a part of 👍🏽), either exactly or ignoring case.
public struct LiteralSearch: Sendable, Equatable {
    /// The text to find.
    public var text: String
    /// Whether case matters (`Zapisz` does not match `zapisz`); without it, each grapheme is compared in its
    /// lower case (`Character.lowercased()`), so `ŻÓŁW` matches `żółw`.
    public var caseSensitive: Bool

    /// A search for `text`, case-sensitive unless said otherwise.
    public init(_ text: String, caseSensitive: Bool = true) {
        self.text = text
        self.caseSensitive = caseSensitive
    }

    /// The occurrences of the text in `string`, as grapheme offsets, left to right and not overlapping; none
    /// for an empty search text.
    ///
    /// - Complexity: O(n × m) for a string of n graphemes and a search text of m: values are short.
    public func occurrences(in string: String) -> [Range<Int>] {
        let needle = text.map(fold)
        guard !needle.isEmpty else { return [] }
        let haystack = string.map(fold)
        var found: [Range<Int>] = []
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start..<start + needle.count].elementsEqual(needle) {
                found.append(start..<start + needle.count)
                start += needle.count
            } else {
                start += 1
            }
        }
        return found
    }

    /// `string` with every occurrence replaced by `replacement`, and how many there were; `nil` when the text
    /// does not occur.
    public func replacing(in string: String, with replacement: String) -> (text: String, count: Int)? {
        let found = occurrences(in: string)
        guard !found.isEmpty else { return nil }
        let characters = Array(string)
        var result = ""
        var next = 0
        for range in found {
            result += String(characters[next..<range.lowerBound])
            result += replacement
            next = range.upperBound
        }
        result += String(characters[next...])
        return (result, found.count)
    }

    /// A grapheme as compared: itself, or in lower case when case does not matter.
    private func fold(_ character: Character) -> String {
        caseSensitive ? String(character) : character.lowercased()
    }
}
