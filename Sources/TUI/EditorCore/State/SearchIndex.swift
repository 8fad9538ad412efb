import Engine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every key's searchable text (the key and all its values in every language), case-folded into one
/// contiguous buffer, so that filtering 20,000 keys × 40 languages is a byte scan, not 800,000
/// string comparisons.
package struct SearchIndex: Sendable {
    private var text: [UInt8] = []
    /// `starts[id]..<starts[id + 1]` is the text of key `id`.
    private var starts: [Int] = [0]

    /// Indexes every key of the project.
    package init(project: Project) {
        text.reserveCapacity(project.files.reduce(0) { $0 + $1.bytes.count })
        starts.reserveCapacity(project.keys.count + 1)
        for (id, key) in project.keys.enumerated() {
            Self.appendFolded(key, to: &text)
            for fileIndex in project.files.indices {
                guard let entry = project.entry(keyID: id, file: fileIndex) else { continue }
                for string in entry.value.texts { Self.appendFolded(string, to: &text) }
            }
            starts.append(text.count)
        }
    }

    /// The ids of the keys whose key or values contain `query`, ignoring case, in ascending order.
    ///
    /// - Parameter candidates: when given (ascending ids), only these keys are searched: the matches of
    ///   a shorter query that the new one contains, so typing one more character scans only them.
    package func matches(_ query: String, among candidates: [Int]? = nil) -> [Int] {
        var needle: [UInt8] = []
        Self.appendFolded(query, to: &needle)
        needle.removeLast()  // the separator
        guard !needle.isEmpty else { return candidates ?? Array(0..<(starts.count - 1)) }
        var found: [Int] = []
        text.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                if let candidates {
                    for id in candidates
                    where Self.find(needle, in: haystack, from: starts[id], to: starts[id + 1]) != nil {
                        found.append(id)
                    }
                    return
                }
                var position = 0
                while let hit = Self.find(needle, in: haystack, from: position, to: haystack.count) {
                    let id = keyID(at: hit)
                    found.append(id)
                    position = starts[id + 1]
                }
            }
        }
        return found
    }

    /// The key whose text holds byte `offset`.
    private func keyID(at offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low + 1 < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low
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

    /// Appends the case-folded UTF-8 of a string and a separator byte that no query contains.
    private static func appendFolded(_ string: String, to buffer: inout [UInt8]) {
        var ascii = true
        for byte in string.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
        }
        if ascii {
            for byte in string.utf8 { buffer.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
        } else {
            buffer.append(contentsOf: string.lowercased().utf8)
        }
        buffer.append(0x01)
    }
}

extension EntryValue {
    /// Every string of the value: the text, each variant's text, each width variation's text.
    var texts: [String] {
        switch self {
        case .text(let text): return [text]
        case .widths(let widths): return widths.variations.map(\.text)
        case .invalid: return []
        case .variants(let variants):
            return variants.flatMap { variant -> [String] in
                switch variant.content {
                case .text(let text): return [text]
                case .widths(let widths): return widths.variations.map(\.text)
                case .invalid: return []
                }
            }
        }
    }
}
