/// A literal text to find in strings and replace (search and replace across a project's values): matched by
/// grapheme, so that a match never starts or ends inside a character (`e` does not match the `é` of `café`
/// written as `e` + U+0301, nor a part of 👍🏽), either exactly or ignoring case.
public struct LiteralSearch: Sendable, Equatable {
    /// The text to find.
    public let text: String
    /// Whether case matters (`Zapisz` does not match `zapisz`); without it, each grapheme is compared in its
    /// lower case (`Character.lowercased()`), so `ŻÓŁW` matches `żółw`.
    public let caseSensitive: Bool
    /// Bytes every string that holds the text holds (see `mayOccur(in:)`).
    private let requiredBytes: [UInt8]

    /// A search for `text`, case-sensitive unless said otherwise.
    public init(_ text: String, caseSensitive: Bool = true) {
        self.text = text
        self.caseSensitive = caseSensitive
        requiredBytes = Self.requiredBytes(of: text, caseSensitive: caseSensitive)
    }

    /// The occurrences of the text in `string`, as grapheme offsets, left to right and not overlapping; none
    /// for an empty search text.
    ///
    /// - Complexity: O(n × m) for a string of n graphemes and a search text of m: values are short.
    public func occurrences(in string: String) -> [Range<Int>] {
        guard !text.isEmpty, mayOccur(in: string) else { return [] }
        return caseSensitive
            ? Self.occurrences(of: Array(text), in: Array(string))
            : Self.occurrences(of: text.map { $0.lowercased() }, in: string.map { $0.lowercased() })
    }

    /// Whether the text may occur in `string`: `false` only when the bytes of the search text's longest run of
    /// plain ASCII characters are not in the string's (most strings of a project, found without splitting them
    /// into graphemes).
    func mayOccur(in string: String) -> Bool {
        let needle = requiredBytes
        guard !needle.isEmpty else { return true }
        return string.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where Self.fold(bytes[start], caseSensitive) == needle[0] {
                if needle.indices.allSatisfy({ Self.fold(bytes[start + $0], caseSensitive) == needle[$0] }) {
                    return true
                }
            }
            return false
        } ?? true
    }

    /// Bytes that every string holding the text holds (compared in lower case without case): the longest run of
    /// the text's characters that are one ASCII byte each and that no other character equals. A character is
    /// compared by canonical equivalence, and in lower case without case, so the Kelvin sign equals `K` (and is
    /// `k` in lower case), the Greek question mark `;`, U+1FEF a grave accent: those three are left out.
    /// Empty when the text has no such character.
    private static func requiredBytes(of text: String, caseSensitive: Bool) -> [UInt8] {
        var longest: [UInt8] = []
        var run: [UInt8] = []
        for character in text {
            if character.isASCII, character.unicodeScalars.count == 1, !"Kk;`".contains(character),
                let byte = character.asciiValue
            {
                run.append(Self.fold(byte, caseSensitive))
                if run.count > longest.count { longest = run }
            } else {
                run = []
            }
        }
        return longest
    }

    /// An ASCII byte as compared: in lower case when case does not matter.
    private static func fold(_ byte: UInt8, _ caseSensitive: Bool) -> UInt8 {
        !caseSensitive && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// The non-overlapping places of `needle` in `haystack`, left to right.
    private static func occurrences<T: Equatable>(of needle: [T], in haystack: [T]) -> [Range<Int>] {
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
}
