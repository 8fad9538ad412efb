import Testing

@testable import Engine

/// A line index moved by an edit (`LineIndex.replacing(_:count:in:)`) places every offset where an index made
/// of the new bytes does.
@Suite struct LineIndexTests {
    static let pieces = ["a", "\n", "é", "😀", "\r\n", "  \"key\": \"中文\",\n", String(repeating: "x", count: 1500)]

    @Test(arguments: [false, true]) func aMovedIndexPlacesOffsetsAsANewOne(withBOM: Bool) {
        var generator = IncrementalRereadTests.Generator(state: withBOM ? 7 : 8)
        var bytes = (withBOM ? [0xEF, 0xBB, 0xBF] : []) + Array("{\n".utf8)
        for _ in 0..<60 { bytes += Array(Self.pieces.randomElement(using: &generator)!.utf8) }
        var index = LineIndex(bytes)
        let firstEditable = withBOM ? 3 : 0
        for _ in 0..<200 {
            let start = Int.random(in: firstEditable...bytes.count, using: &generator)
            let end = Int.random(in: start...min(bytes.count, start + 2000), using: &generator)
            var inserted: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<4, using: &generator) {
                inserted += Array(Self.pieces.randomElement(using: &generator)!.utf8)
            }
            bytes.replaceSubrange(start..<end, with: inserted)
            index = index.replacing(start..<end, count: inserted.count, in: bytes)
            let whole = LineIndex(bytes)
            let offsets = Array(stride(from: 0, through: bytes.count, by: 7)) + [bytes.count]
            #expect(offsets.map(index.location(of:)) == offsets.map(whole.location(of:)))
        }
    }

    /// A file of short lines counts columns from the lines' starts; an edit that makes a long line (a minified
    /// value pasted in) or joins two lines into one is placed as a new index places it.
    @Test func anEditThatMakesALongLineIsPlacedAsANewIndex() {
        var bytes = Array("{\n  \"a\": \"é\",\n  \"b\": \"x\"\n}\n".utf8)
        var index = LineIndex(bytes)
        for (start, end, inserted) in [
            (13, 13, Array(String(repeating: "ż", count: 700).utf8)), (12, 15, []), (3, 3, Array("中文".utf8)),
        ] {
            bytes.replaceSubrange(start..<end, with: inserted)
            index = index.replacing(start..<end, count: inserted.count, in: bytes)
            for offset in 0...bytes.count {
                #expect(index.location(of: offset) == Self.naiveLocation(of: offset, in: bytes), "\(offset)")
            }
        }
    }

    /// Every offset's line and column, counted byte by byte: line feeds before it, scalars since the last one.
    static func naiveLocation(of offset: Int, in bytes: [UInt8]) -> Engine.SourceLocation {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let clamped = min(max(offset, start), bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[start..<clamped] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Engine.SourceLocation(line: line, column: column)
    }

    /// Line feeds in every position of a word, beside bytes one bit away from them and beside the bytes the
    /// word-at-a-time test may mark by mistake (`0x0B`, `0x8A`, a line feed after a line feed).
    @Test func everyOffsetIsPlacedAsCountingByteByByte() {
        var generator = IncrementalRereadTests.Generator(state: 11)
        let pieces: [[UInt8]] =
            [[0x0A], [0x0A, 0x0A], [0x0B], [0x8A], [0x0B, 0x0A], [0x1A], [0x09], [0x41]]
            + (Self.pieces.map { Array($0.utf8) })
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 300, 3000] {
            for withBOM in [false, true] {
                var bytes: [UInt8] = withBOM ? [0xEF, 0xBB, 0xBF] : []
                while bytes.count < length { bytes += pieces.randomElement(using: &generator)! }
                let index = LineIndex(bytes)
                for offset in 0...bytes.count {
                    #expect(
                        index.location(of: offset) == Self.naiveLocation(of: offset, in: bytes), "\(length) \(offset)")
                }
            }
        }
    }
}
