#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines and columns of byte offsets, exactly as ``LineIndex`` computes them (1-based, columns in Unicode
/// scalars, a BOM not counted), with the line starts found by `memchr`: validation builds one per file that
/// has findings, and a 2 MB file should cost a fraction of a millisecond.
struct LineStarts: Sendable {
    private let bytes: [UInt8]
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var position = 0
            while position < buffer.count,
                let found = memchr(base + position, 0x0A, buffer.count - position)
            {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(offset + 1)
                position = offset + 1
            }
        }
        self.starts = starts
    }

    /// The line and column of a byte offset.
    func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(offset, starts[0]), bytes.count)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 1
        for index in starts[low]..<clamped where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(line: low + 1, column: column)
    }
}
