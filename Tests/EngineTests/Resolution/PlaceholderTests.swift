import Testing

@testable import Engine

@Suite struct PlaceholderTests {
    @Test func scansTypesAndPositions() {
        let found = Placeholder.scan("%1$@ has %2$ld new %%, ${i} %.1f")
        #expect(found.map(\.text) == ["%1$@", "%2$ld", "%%", "${i}", "%.1f"])
        #expect(found.map(\.position) == [1, 2, nil, nil, nil])
        #expect(found.map(\.argumentKind) == ["object", "integer", nil, "integer", "decimal"])
    }
}
