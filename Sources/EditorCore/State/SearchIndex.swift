import Engine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every key's searchable text (the key and all its values in every language), case-folded into contiguous
/// buffers, so that filtering 20,000 keys × 40 languages is a byte scan, not 800,000 string comparisons.
///
/// The keys are indexed in blocks of `blockSize`: after an edit of values, `updated(for:)` builds again only the
/// blocks of the keys whose values changed (one key of 100,000 × 40 languages: a block, not seconds of work).
package struct SearchIndex: Sendable {
    /// Keys per block.
    static let blockSize = 256

    /// The searchable text of `blockSize` consecutive keys.
    private struct Block: Sendable {
        var text: [UInt8] = []
        /// `starts[n]..<starts[n + 1]` is the text of the block's key `n`.
        var starts: [Int] = [0]
        /// Per key, `Signature.words` words: a bit per byte value that occurs in its text, and a bit per
        /// hashed pair and triple of adjacent bytes. A key whose signature lacks a bit of the query cannot
        /// match, so most keys are ruled out without reading their text.
        var signatures: [UInt64] = []
    }

    private var blocks: [Block]
    private let keyCount: Int
    /// How many blocks were built for this index: all of them for a whole index, those of the keys changed for
    /// one `updated(for:)` made.
    package private(set) var blocksBuilt: Int
    /// The project indexed: what `updated(for:)` compares a later version with.
    private var project: Project

    /// Indexes every key of the project, a block per core at a time.
    package init(project: Project) {
        self.project = project
        keyCount = project.keys.count
        let count = (keyCount + Self.blockSize - 1) / Self.blockSize
        blocks = ConcurrentWork.map(count) { Self.block($0, of: project) }
        blocksBuilt = count
    }

    /// The index of `project`, a later version of the project this index was built for: the blocks of the keys
    /// whose values changed are built again, the others kept. The whole index is built again when the keys or
    /// the files are not the same ones.
    ///
    /// - Complexity: a comparison of the entries of each file whose bytes changed, and a block built again per
    ///   changed key.
    package func updated(for project: Project) -> SearchIndex {
        let old = self.project
        guard project.keys.count == old.keys.count, project.files.count == old.files.count,
            zip(project.files, old.files).allSatisfy({ $0.fileName == $1.fileName && $0.language == $1.language }),
            project.keys == old.keys
        else { return SearchIndex(project: project) }
        var changed = Set<Int>()
        for fileIndex in project.files.indices where project.files[fileIndex].bytes != old.files[fileIndex].bytes {
            // The texts, not the values: an edit moves the offsets of the variants after it.
            for id in project.keys.indices
            where !changed.contains(id / Self.blockSize)
                && project.entry(keyID: id, file: fileIndex)?.value.texts
                    != old.entry(keyID: id, file: fileIndex)?.value.texts
            {
                changed.insert(id / Self.blockSize)
            }
        }
        var index = self
        index.project = project
        index.blocksBuilt = changed.count
        let rebuilt = changed.sorted()
        for (number, block) in zip(rebuilt, ConcurrentWork.map(rebuilt.count) { Self.block(rebuilt[$0], of: project) })
        {
            index.blocks[number] = block
        }
        return index
    }

    /// The block `number` of the project's keys.
    private static func block(_ number: Int, of project: Project) -> Block {
        var block = Block()
        let ids = number * blockSize..<min((number + 1) * blockSize, project.keys.count)
        for id in ids {
            appendFolded(project.keys[id], to: &block.text)
            for fileIndex in project.files.indices {
                guard let entry = project.entry(keyID: id, file: fileIndex) else { continue }
                for string in entry.value.texts { appendFolded(string, to: &block.text) }
            }
            block.signatures += Signature(block.text[block.starts[block.starts.count - 1]...]).words
            block.starts.append(block.text.count)
        }
        return block
    }

    /// A search under way: the query, the keys still to test, and the matches so far. Searching in
    /// slices keeps every frame fast however much text there is; the editor shows the matches found so
    /// far and goes on between key presses.
    package struct Search: Sendable {
        /// The query as typed.
        package let query: String
        fileprivate let needle: [UInt8]
        fileprivate let candidates: [Int]?
        /// The position in `candidates` (or the key id) of the next key to test.
        fileprivate var next = 0
        /// The matching key ids found so far, ascending.
        package fileprivate(set) var found: [Int] = []
        /// Whether every key has been tested.
        package fileprivate(set) var isDone = false

        /// How far the search has come, 0…1.
        package var progress: Double {
            let total = candidates?.count ?? 0
            return isDone ? 1 : total > 0 ? Double(next) / Double(total) : 0
        }
    }

    /// Starts a search for the keys whose key or values contain `query`, ignoring case.
    ///
    /// - Parameter candidates: when given (ascending ids), only these keys are searched: the matches of
    ///   a shorter query that the new one contains, so typing one more character scans only them.
    package func search(_ query: String, among candidates: [Int]? = nil) -> Search {
        var needle: [UInt8] = []
        Self.appendFolded(query, to: &needle)
        needle.removeLast()  // the separator
        var search = Search(query: query, needle: needle, candidates: candidates ?? Array(0..<keyCount))
        if needle.isEmpty {
            search.found = search.candidates ?? []
            search.isDone = true
        }
        return search
    }

    /// Goes on with a search until about `budget` bytes of text have been read, or it is done.
    package func advance(_ search: inout Search, budget: Int = .max) {
        guard !search.isDone, let candidates = search.candidates else { return }
        let required = Signature(search.needle[...])
        let used = required.usedWords.map { ($0, required.words[$0]) }
        var spent = 0
        search.needle.withUnsafeBufferPointer { needle in
            // The candidates block by block (they ascend), each block's buffers taken once.
            while search.next < candidates.count, spent < budget {
                let number = candidates[search.next] / Self.blockSize
                let first = number * Self.blockSize
                let block = blocks[number]
                block.text.withUnsafeBufferPointer { haystack in
                    block.signatures.withUnsafeBufferPointer { signatures in
                        block.starts.withUnsafeBufferPointer { starts in
                            while search.next < candidates.count, spent < budget,
                                candidates[search.next] / Self.blockSize == number
                            {
                                let id = candidates[search.next] - first
                                search.next += 1
                                spent += 64
                                let base = id * Signature.words
                                guard used.allSatisfy({ signatures[base + $0.0] & $0.1 == $0.1 }) else { continue }
                                // A single byte is decided by the signature alone.
                                if needle.count == 1 {
                                    search.found.append(id + first)
                                    continue
                                }
                                let (start, end) = (starts[id], starts[id + 1])
                                if let hit = Self.find(needle, in: haystack, from: start, to: end) {
                                    search.found.append(id + first)
                                    spent += hit - start
                                } else {
                                    spent += end - start
                                }
                            }
                        }
                    }
                }
            }
        }
        search.isDone = search.next >= candidates.count
    }

    /// The ids of the keys whose key or values contain `query`, ignoring case, in ascending order:
    /// a whole search at once.
    package func matches(_ query: String, among candidates: [Int]? = nil) -> [Int] {
        var search = search(query, among: candidates)
        advance(&search)
        return search.found
    }

    /// The first occurrence of `needle` starting in `from..<to` and ending by `to`.
    private static func find(
        _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int, to end: Int
    ) -> Int? {
        guard let base = haystack.baseAddress, let first = needle.first else { return nil }
        var position = from
        let last = end - needle.count
        while position <= last {
            guard let hit = memchr(base + position, Int32(first), last - position + 1) else { return nil }
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return offset }
            position = offset + 1
        }
        return nil
    }

    /// Appends the lowercased UTF-8 of a string and a separator byte that no query contains.
    ///
    /// ASCII is folded byte by byte; other scalars are looked up only when Unicode says lowercasing
    /// changes them, so text in scripts without case (CJK, Arabic) and lowercase Polish or Russian costs
    /// one property lookup per scalar.
    private static func appendFolded(_ string: String, to buffer: inout [UInt8]) {
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                buffer.append(UInt8(value >= 0x41 && value <= 0x5A ? value | 0x20 : value))
            } else if scalar.properties.changesWhenLowercased {
                buffer.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            } else {
                buffer.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        buffer.append(0x01)
    }
}

/// The bytes, adjacent pairs and triples of bytes that occur in a text, as bits (pairs and triples
/// hashed). A key's few thousand bytes of text set well under half of the pair and triple bits, so
/// each pair or triple of a query rules out most of the keys that lack it.
private struct Signature: Sendable {
    static let words = 4 + 64 + 128
    var words = [UInt64](repeating: 0, count: Signature.words)

    init(_ bytes: ArraySlice<UInt8>) {
        var (previous, beforePrevious) = (-1, -1)
        for byte in bytes {
            let current = Int(byte)
            set(current)
            if previous >= 0 { set(256 + (previous &* 67 ^ current &* 4099) & 4095) }
            if beforePrevious >= 0 {
                set(256 + 4096 + (beforePrevious &* 1031 ^ previous &* 67 ^ current &* 4099) & 8191)
            }
            (beforePrevious, previous) = (previous, current)
        }
    }

    private mutating func set(_ bit: Int) { words[bit >> 6] |= 1 << UInt64(bit & 63) }

    /// The indices of the words that have a bit set.
    var usedWords: [Int] { words.indices.filter { words[$0] != 0 } }
}
