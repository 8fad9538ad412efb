/// The earliest finding of a counted rule in one file (portability notes, when they are summarised or counted),
/// and how many the rule had there.
struct CountedFinding: Sendable {
    /// How many findings the rule had in the file.
    var count: Int
    /// The byte offset of the finding kept.
    var offset: Int
    /// The finding kept: the earliest in the file, the first found of those at one offset.
    var finding: Finding
    /// The key of the entry it was found in.
    var keyID: Int
    /// How many of the key's other findings were found before it.
    var positionInKey: Int
    /// When it was kept, among the findings kept in the same check: orders those at one position.
    var order: Int
}

/// What the rules found in one language file, kept by key so that an edit replaces the findings of the keys it
/// touched and moves the others (``Validator/validateIndexed(_:after:)``).
struct FileFindings: Sendable {
    /// The entry rules' findings, key after key in key-id order (the counted rules' are in `counted`).
    var entries: [Finding] = []
    /// The byte offset of each of `entries`.
    var offsets: [Int] = []
    /// For each key id, where its findings end in `entries` (they start where the previous key's end); empty
    /// when the file's entries were not checked (it does not parse).
    var ends: [Int32] = []
    /// For each counted rule: how many findings, and the one kept.
    var counted: [String: CountedFinding] = [:]
    /// The findings of the file rules other than `coverage-missing-key` (syntax, notices, value problems),
    /// found after the entries.
    var fileFindings: [Finding] = []
    /// `coverage-missing-key`'s findings, in key-id order, kept apart so that an edit of the source replaces
    /// those of the keys it touched; they were found among `fileFindings`, before the one at `missingPosition`.
    var missing: [Finding] = []
    /// The key id of each of `missing`.
    var missingKeys: [Int32] = []
    /// Where `missing` stand among `fileFindings` in the order found.
    var missingPosition = 0
    /// The lines and columns of the file's bytes, when the check needed them: kept while the bytes stay.
    var lines: LineIndex?

    /// Where the findings of key `keyID` start in `entries`.
    func start(of keyID: Int) -> Int { keyID == 0 ? 0 : Int(ends[keyID - 1]) }

    /// Appends every finding in the order the rules found them: the entries', each kept counted finding where it
    /// was found among its key's, then the file rules'.
    func appendAll(to result: inout [Finding]) {
        let kept = counted.values.sorted {
            ($0.keyID, $0.positionInKey, $0.order) < ($1.keyID, $1.positionInKey, $1.order)
        }
        result.reserveCapacity(result.count + entries.count + kept.count + fileFindings.count + missing.count)
        var next = 0
        for counted in kept {
            let position = start(of: counted.keyID) + counted.positionInKey
            result += entries[next..<position]
            result.append(counted.finding)
            next = position
        }
        result += entries[next...]
        result += fileFindings[..<missingPosition]
        result += missing
        result += fileFindings[missingPosition...]
    }

    /// Where the findings of the keys `keys` are in `missing`.
    func missingRange(of keys: Range<Int>) -> Range<Int> {
        func firstPosition(notBelow key: Int) -> Int {
            var (low, high) = (0, missingKeys.count)
            while low < high {
                let middle = (low + high) / 2
                if Int(missingKeys[middle]) < key { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return firstPosition(notBelow: keys.lowerBound)..<firstPosition(notBelow: keys.upperBound)
    }

    /// How many findings each counted rule had.
    var counts: [String: Int] { counted.mapValues(\.count) }
}
