import Foundation

/// A position in a file as editors show it: 1-based line and column, columns counted in characters
/// (Unicode scalars) from the start of the line, a BOM not counted.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// The line starts of a file, to turn byte offsets into lines and columns quickly on any file: O(log lines)
/// for the line, and at most 1 KiB of counting for the column, however long the line (a minified file is one
/// line of megabytes). A UTF-16 file (an Apple `.strings` file) is counted in its characters too: offsets are
/// the file's, lines and columns those of its text (`EncodedText`).
public struct LineIndex: Sendable {
    private let bytes: [UInt8]
    /// A UTF-16 file's text, whose UTF-8 `bytes` are indexed.
    private let utf16: EncodedText?
    private let starts: [Int]
    /// The count of Unicode scalars before each 1 KiB block of the file; empty when no line is longer than a
    /// block (columns are then counted from the line's start).
    private let scalarsBeforeBlock: [Int]
    private static let blockShift = 10

    /// Indexes a file's bytes (linear in their size).
    public init(_ bytes: [UInt8]) {
        var bytes = bytes
        utf16 = EncodedText.utf16Encoding(of: bytes) == nil ? nil : try? EncodedText(bytes: bytes)
        if let utf16 { bytes = utf16.utf8 }
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        bytes.withUnsafeBufferPointer { Self.scan($0, lineStarts: &starts) }
        self.starts = starts
        scalarsBeforeBlock = Self.hasLongLine(starts, count: bytes.count) ? Self.scalarsBeforeBlocks(of: bytes) : []
    }

    /// The index of `bytes`, which are the indexed bytes with those of `replaced` replaced by `count` others:
    /// the lines before the edit are kept, those after it move by the change in length, and only the new bytes
    /// are searched for line breaks (the scalars are counted again from the edit on). A UTF-16 file, or an
    /// edit in a byte-order mark, is indexed again whole.
    public func replacing(_ replaced: Range<Int>, count: Int, in bytes: [UInt8]) -> LineIndex {
        guard utf16 == nil, EncodedText.utf16Encoding(of: bytes) == nil, replaced.lowerBound >= starts[0],
            bytes.starts(with: [0xEF, 0xBB, 0xBF]) == (starts[0] == 3), replaced.upperBound <= self.bytes.count,
            bytes.count == self.bytes.count - replaced.count + count
        else { return LineIndex(bytes) }
        let change = count - replaced.count
        // A line starts after each line break: those before the edit stay, those in it are the new bytes'.
        func lines(startingBy offset: Int) -> Int {
            var (low, high) = (0, self.starts.count)
            while low < high {
                let middle = (low + high) / 2
                if self.starts[middle] <= offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var starts = Array(self.starts[..<lines(startingBy: replaced.lowerBound)])
        for position in replaced.lowerBound..<replaced.lowerBound + count where bytes[position] == 0x0A {
            starts.append(position + 1)
        }
        starts += self.starts[lines(startingBy: replaced.upperBound)...].lazy.map { $0 + change }
        // A file of short lines counts its columns from the lines' starts, unless the edit made a long line.
        if self.scalarsBeforeBlock.isEmpty {
            guard !Self.hasLongLine(starts, count: bytes.count) else { return LineIndex(bytes) }
            return LineIndex(bytes: bytes, starts: starts, scalarsBeforeBlock: [])
        }
        // The blocks that start before the edit keep their counts; the others are counted again.
        let blocks = (bytes.count + (1 << Self.blockShift) - 1) >> Self.blockShift
        var scalarsBeforeBlock = Array(
            self.scalarsBeforeBlock.prefix(min((replaced.lowerBound >> Self.blockShift) + 1, blocks)))
        if scalarsBeforeBlock.isEmpty, blocks > 0 { scalarsBeforeBlock.append(0) }
        bytes.withUnsafeBufferPointer { buffer in
            while scalarsBeforeBlock.count < blocks {
                let start = (scalarsBeforeBlock.count - 1) << Self.blockShift
                scalarsBeforeBlock.append(
                    scalarsBeforeBlock.last!
                        + Self.scalarStarts(
                            in: UnsafeBufferPointer(rebasing: buffer[start..<start + 1 << Self.blockShift])))
            }
        }
        return LineIndex(bytes: bytes, starts: starts, scalarsBeforeBlock: scalarsBeforeBlock)
    }

    private init(bytes: [UInt8], starts: [Int], scalarsBeforeBlock: [Int]) {
        self.bytes = bytes
        utf16 = nil
        self.starts = starts
        self.scalarsBeforeBlock = scalarsBeforeBlock
    }

    /// Appends the offset after each line feed of `bytes` to `lineStarts`: the C library's `memchr`, which reads
    /// many bytes at a time (this runs over every byte of every file `glossa validate` reports on).
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, lineStarts: inout [Int]) {
        guard let base = bytes.baseAddress else { return }
        var position = 0
        while position < bytes.count, let found = memchr(base + position, 0x0A, bytes.count - position) {
            position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
            lineStarts.append(position)
        }
    }

    /// Whether a line of the file (starting at `starts`, `count` bytes long) is longer than a block.
    private static func hasLongLine(_ starts: [Int], count: Int) -> Bool {
        let limit = 1 << blockShift
        return zip(starts, starts.dropFirst()).contains { $1 - $0 > limit } || count - starts.last! > limit
    }

    /// The count of Unicode scalars before each block of `bytes`.
    private static func scalarsBeforeBlocks(of bytes: [UInt8]) -> [Int] {
        var scalarsBeforeBlock: [Int] = []
        scalarsBeforeBlock.reserveCapacity(bytes.count >> blockShift + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var scalars = 0
            for blockStart in stride(from: 0, to: buffer.count, by: 1 << blockShift) {
                scalarsBeforeBlock.append(scalars)
                scalars += scalarStarts(
                    in: UnsafeBufferPointer(
                        rebasing: buffer[blockStart..<min(buffer.count, blockStart + 1 << blockShift)]))
            }
        }
        return scalarsBeforeBlock
    }

    /// The count of bytes that start a scalar (are not `10xxxxxx`), eight bytes at a time: this runs over
    /// every byte of every file `glossa validate` reports on.
    static func scalarStarts(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
        let high: UInt64 = 0x8080_8080_8080_8080
        var continuations = 0
        var index = 0
        while index + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A continuation byte has bit 7 set and bit 6 clear.
            continuations += (word & ~(word << 1) & high).nonzeroBitCount
            index += 8
        }
        while index < bytes.count {
            if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
            index += 1
        }
        return bytes.count - continuations
    }

    /// The count of Unicode scalars in the bytes before `offset`.
    private func scalars(before offset: Int) -> Int {
        guard offset > 0, !scalarsBeforeBlock.isEmpty else { return 0 }
        let block = min(offset >> Self.blockShift, scalarsBeforeBlock.count - 1)
        return scalarsBeforeBlock[block] + scalars(from: block << Self.blockShift, to: offset)
    }

    /// The count of Unicode scalars in the bytes from `start` to `end`.
    private func scalars(from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { Self.scalarStarts(in: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// The line and column of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        let offset = utf16?.utf8Offset(ofFile: offset) ?? offset
        let clamped = min(max(offset, starts[0]), bytes.count)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        // A short line is counted from its start; a long one (a minified file) from the blocks.
        let column =
            clamped - starts[low] <= 1 << Self.blockShift
            ? scalars(from: starts[low], to: clamped) : scalars(before: clamped) - scalars(before: starts[low])
        return SourceLocation(line: low + 1, column: column + 1)
    }

    /// The text of a 1-based line, without its line ending.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        var end = line < starts.count ? starts[line] : bytes.count
        while end > starts[line - 1], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[starts[line - 1]..<end], as: UTF8.self)
    }

    /// The source line of an offset, made visible, and a caret under it, for error messages (`CaretSnippet`).
    public func caretSnippet(at offset: Int) -> String {
        let location = location(of: offset)
        return CaretSnippet(line: lineText(location.line), column: location.column).text
    }
}
