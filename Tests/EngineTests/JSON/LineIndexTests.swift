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
}
