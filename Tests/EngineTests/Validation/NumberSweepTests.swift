import Testing

@testable import Engine

@Suite struct NumberSweepTests {
    static let sweep = NumberSweep(rules: [
        try! PluralRules(locale: "pl"), try! PluralRules(locale: "en"), try! PluralRules(locale: "fr"),
    ])

    func set(_ texts: [String]) -> NumberSet {
        NumberSet(count: Self.sweep.count) { texts.contains(Self.sweep.numbers[$0].description) }
    }

    @Test func holdsTheIntegersAndTheExampleDecimals() {
        let texts = Set(Self.sweep.numbers.map(\.description))
        #expect((-10...10_000).allSatisfy { texts.contains(String($0)) })
        #expect(["0.0", "0.5", "1000000", "1c6"].filter { !texts.contains($0) } == [])
        #expect(Self.sweep.numbers.prefix(3).map(\.description) == ["0", "1", "2"])
        #expect(Self.sweep.numbers.last?.description == "-10")
        #expect(Set(Self.sweep.numbers.map(\.description)).count == Self.sweep.count)
    }

    @Test func describesRunsAsTranslatorsReadThem() {
        let polishFew = NumberSet(count: Self.sweep.count) {
            Self.sweep.integerValues[$0].map { (2...4).contains($0 % 10) && !(12...14).contains($0 % 100) } ?? false
        }
        #expect(Self.sweep.describe(polishFew) == "2–4, 22–24, …")
        #expect(Self.sweep.describe(set(["1"])) == "1")
        #expect(Self.sweep.describe(set(["0", "5", "6", "7", "8", "9", "25"])) == "0, 5–9, …")
        #expect(Self.sweep.describe(set(["0.0", "0.1", "0.2", "0.3"])) == "0.0, 0.1, 0.2, …")
        #expect(Self.sweep.describe(set(["1", "2"])) == "1, 2")
        #expect(Self.sweep.describe(set(["-1", "-2", "-3"])) == "-1, -2, -3")
        #expect(Self.sweep.describe(NumberSet(count: Self.sweep.count)) == "")
    }

    @Test func setOperations() {
        let a = set(["1", "2", "3"])
        let b = set(["3", "4"])
        #expect(a.intersection(b) == set(["3"]))
        #expect(a.union(b) == set(["1", "2", "3", "4"]))
        #expect(a.subtracting(b) == set(["1", "2"]))
        #expect(a.intersects(b))
        #expect(set(["3"]).isSubset(of: a))
        #expect(a.count == 3)
        #expect(a.prefix(2).indices.count == 2 && a.prefix(2).hasMore)
    }
}

@Suite struct NumberIntervalTests {
    func interval(_ text: String) throws -> NumberInterval {
        try #require(NumberInterval(try Expression(parsing: text)))
    }

    @Test(arguments: [
        ("ie:x=5", ["ie:x>=1"], true),
        ("ie:x=5", ["ie:x>5"], false),
        ("iex:2<x<15", ["iex:0<=x<10", "iex:10<=x<=20"], true),
        ("iex:2<x<15", ["iex:0<=x<10", "iex:10<x<=20"], false),
        ("ie:x<0", ["ie:x<=-1"], false),
        ("ie:x<=0", ["ie:x<0", "ie:x=0"], true),
        ("ie:x>3", ["iex:3<x<=100", "ie:x>=100"], true),
        ("ie:x>=3", ["iex:3<x<=100", "ie:x>=100"], false),
        ("iex:0<x<1", ["ie:x=0.5"], false),
    ])
    func coverageIsExact(target: String, earlier: [String], covered: Bool) throws {
        #expect(try interval(target).isCovered(by: earlier.map(interval)) == covered)
    }

    @Test func selectorsWithIntervals() {
        let rules = try! PluralRules(locale: "ja")
        #expect(NumberInterval(Selector("one", rules: rules, shared: [:])) != nil)
        #expect(NumberInterval(Selector(">one", rules: rules, shared: [:])) != nil)
        #expect(NumberInterval(Selector("other", rules: rules, shared: [:])) == nil)
        #expect(NumberInterval(Selector("exp:^1$", rules: rules, shared: [:])) == nil)
    }
}
