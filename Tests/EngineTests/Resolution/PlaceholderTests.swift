import Testing

@testable import Engine

@Suite struct PlaceholderTests {
    @Test(arguments: [
        ("%d cars", "5", "5 cars"), ("%d%% done", "50", "50% done"), ("%@ items", "1.50", "1.50 items"),
        ("%1$d of %1$d", "3", "3 of 3"), ("%d of %d", "3", "3 of %d"), ("%2$@ and %1$d", "4", "%2$@ and 4"),
        ("%.2f km", "1.5", "1.50 km"), ("%ld files", "10000000000000000000001", "10000000000000000000001 files"),
        ("${i} Comments", "7", "7 Comments"), ("100% sure", "1", "100% sure"), ("%d cars", "1.5", "1 cars"),
        ("%5d|", "42", "   42|"), ("%-4@|", "7", "7   |"), ("no number: %d", "abc", "no number: %d"),
        ("%lld Zażółć 😀", "-3", "-3 Zażółć 😀"),
    ])
    func formatsWithTheNumber(_ template: String, _ number: String, _ expected: String) {
        #expect(Placeholder.format(template, number: number) == expected)
    }

    @Test func withoutANumberOnlyPercentSignsChange() {
        #expect(Placeholder.format("%d%% of %@", number: nil) == "%d% of %@")
    }

    @Test func scansTypesAndPositions() {
        let found = Placeholder.scan("%1$@ has %2$ld new %%, ${i} %.1f")
        #expect(found.map(\.text) == ["%1$@", "%2$ld", "%%", "${i}", "%.1f"])
        #expect(found.map(\.position) == [1, 2, nil, nil, nil])
        #expect(found.map(\.argumentKind) == ["object", "integer", nil, "integer", "decimal"])
    }
}
