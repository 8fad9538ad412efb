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
        for index in set.words.indices { set.words[index] = ~0 }
        if count & 63 != 0 { set.words[set.words.count - 1] = (1 << UInt64(count & 63)) - 1 }
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

    /// Inserts a range of positions, a word at a time.
    mutating func insert(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let first = range.lowerBound >> 6
        let last = (range.upperBound - 1) >> 6
        words.withUnsafeMutableBufferPointer { words in
            for index in first...last {
                var mask = ~UInt64(0)
                if index == first { mask &= ~0 << UInt64(range.lowerBound & 63) }
                if index == last { mask &= ~0 >> UInt64(63 - ((range.upperBound - 1) & 63)) }
                words[index] |= mask
            }
        }
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

    mutating func formUnion(_ other: NumberSet) {
        for index in words.indices { words[index] |= other.words[index] }
    }

    func subtracting(_ other: NumberSet) -> NumberSet {
        var result = self
        for index in result.words.indices { result.words[index] &= ~other.words[index] }
        return result
    }

    func intersects(_ other: NumberSet) -> Bool {
        for index in words.indices where words[index] & other.words[index] != 0 { return true }
        return false
    }

    /// Whether every element of this set is in `other`.
    func isSubset(of other: NumberSet) -> Bool {
        zip(words, other.words).allSatisfy { $0 & ~$1 == 0 }
    }

    /// The first position in the set at or after `index`, if any.
    func first(from index: Int) -> Int? {
        var wordIndex = index >> 6
        guard wordIndex < words.count else { return nil }
        var bits = words[wordIndex] & (~0 << UInt64(index & 63))
        while bits == 0 {
            wordIndex += 1
            guard wordIndex < words.count else { return nil }
            bits = words[wordIndex]
        }
        return wordIndex * 64 + bits.trailingZeroBitCount
    }

    /// The first position at or after `index` that is not in the set (the end of the run starting there).
    func endOfRun(from index: Int) -> Int {
        var wordIndex = index >> 6
        guard wordIndex < words.count else { return index }
        var gaps = ~words[wordIndex] & (~0 << UInt64(index & 63))
        while gaps == 0 {
            wordIndex += 1
            guard wordIndex < words.count else { return wordIndex * 64 }
            gaps = ~words[wordIndex]
        }
        return wordIndex * 64 + gaps.trailingZeroBitCount
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
