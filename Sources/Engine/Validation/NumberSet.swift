/// A set of positions in a ``NumberSweep``, as a bit set: the numbers one selector matches, or one plural
/// form answers. Set operations cost a few hundred word operations, whatever the size of the set.
struct NumberSet: Sendable, Equatable {
    private(set) var words: [UInt64]

    /// The empty set for a sweep of `count` numbers.
    init(count: Int) {
        words = Array(repeating: 0, count: (count + 63) / 64)
    }

    /// Every number of a sweep of `count` numbers.
    static func all(count: Int) -> NumberSet {
        var set = NumberSet(count: count)
        for index in 0..<count { set.insert(index) }
        return set
    }

    /// The set of positions for which `predicate` holds.
    init(count: Int, where predicate: (Int) -> Bool) {
        self.init(count: count)
        for index in 0..<count where predicate(index) { insert(index) }
    }

    mutating func insert(_ index: Int) {
        words[index >> 6] |= 1 << UInt64(index & 63)
    }

    func contains(_ index: Int) -> Bool {
        words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    func intersection(_ other: NumberSet) -> NumberSet {
        var result = self
        for index in result.words.indices { result.words[index] &= other.words[index] }
        return result
    }

    func union(_ other: NumberSet) -> NumberSet {
        var result = self
        for index in result.words.indices { result.words[index] |= other.words[index] }
        return result
    }

    func subtracting(_ other: NumberSet) -> NumberSet {
        var result = self
        for index in result.words.indices { result.words[index] &= ~other.words[index] }
        return result
    }

    func intersects(_ other: NumberSet) -> Bool {
        zip(words, other.words).contains { $0 & $1 != 0 }
    }

    /// Whether every element of this set is in `other`.
    func isSubset(of other: NumberSet) -> Bool {
        zip(words, other.words).allSatisfy { $0 & ~$1 == 0 }
    }

    /// The positions in the set, ascending.
    var indices: [Int] {
        var result: [Int] = []
        for (wordIndex, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                result.append(wordIndex * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return result
    }

    /// Calls `body` with each position in the set, ascending, until it returns `false`.
    func forEach(_ body: (Int) -> Bool) {
        for (wordIndex, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                guard body(wordIndex * 64 + bits.trailingZeroBitCount) else { return }
                bits &= bits - 1
            }
        }
    }

    /// The first `limit` positions in the set, ascending, and whether there are more.
    func prefix(_ limit: Int) -> (indices: [Int], hasMore: Bool) {
        var result: [Int] = []
        for (wordIndex, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                if result.count == limit { return (result, true) }
                result.append(wordIndex * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return (result, false)
    }
}
