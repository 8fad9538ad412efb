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
    /// The file rules' findings (syntax, notices, missing keys), found after the entries.
    var fileFindings: [Finding] = []

    /// Where the findings of key `keyID` start in `entries`.
    func start(of keyID: Int) -> Int { keyID == 0 ? 0 : Int(ends[keyID - 1]) }

    /// Every finding in the order the rules found them: the entries', each kept counted finding where it was
    /// found among its key's, then the file rules'.
    var all: [Finding] {
        let kept = counted.values.sorted {
            ($0.keyID, $0.positionInKey, $0.order) < ($1.keyID, $1.positionInKey, $1.order)
        }
        guard !kept.isEmpty else { return entries + fileFindings }
        var result: [Finding] = []
        result.reserveCapacity(entries.count + kept.count + fileFindings.count)
        var next = 0
        for counted in kept {
            let position = start(of: counted.keyID) + counted.positionInKey
            result += entries[next..<position]
            result.append(counted.finding)
            next = position
        }
        result += entries[next...]
        return result + fileFindings
    }

    /// How many findings each counted rule had.
    var counts: [String: Int] { counted.mapValues(\.count) }
}
