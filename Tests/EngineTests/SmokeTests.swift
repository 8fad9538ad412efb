import Testing

@testable import Engine

@Test func categoriesAreOrderedAsCLDRListsThem() {
    #expect(PluralCategory.allCases.sorted() == [.zero, .one, .two, .few, .many, .other])
}
