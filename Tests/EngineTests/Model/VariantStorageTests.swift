import Testing

@testable import Engine

/// `Variant` keeps its selector index in three bytes and its offset in four, after its content: 24 bytes a
/// variant, and the same values read back as were given.
@Suite struct VariantStorageTests {
    @Test func aVariantTakes24Bytes() {
        #expect(MemoryLayout<Variant>.stride == 24)
    }

    @Test(arguments: [0, 1, 255, 256, 65_535, 65_536, 70_000, 1 << 24 - 1])
    func theSelectorIndexReadsBackAsGiven(index: Int) {
        var variant = Variant(selector: index, content: .text("x"), offset: 4_000_000_000)
        #expect(variant.selector == index)
        #expect(variant.offset == 4_000_000_000)
        variant.selector = index / 2
        #expect(variant.selector == index / 2)
        #expect(variant.offset == 4_000_000_000)
        #expect(variant.content == .text("x"))
    }

    @Test func anIndexBeyond24BitsIsClamped() {
        #expect(Variant(selector: 1 << 24, content: .invalid, offset: 0).selector == 1 << 24 - 1)
        #expect(Variant(selector: -1, content: .invalid, offset: 0).selector == 0)
    }
}
