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

    /// The numbers of an interval, found by binary search, are exactly those the expression matches when each
    /// number of the sweep is tried (bounds on sweep numbers, between them, beyond them, equal in value but
    /// written differently, negative, decimal, compact).
    @Test(arguments: [
        "ie:x=1", "ie:x=1.0", "ie:x=1.000", "ie:x>1", "ie:x>=1", "ie:x<1", "ie:x<=1", "ie:x=0", "ie:x=-0",
        "ie:x<0", "ie:x>=-10", "ie:x<-10", "ie:x>10000", "ie:x>=10000", "ie:x=999999", "ie:x>=1000000",
        "ie:x>1000000.5", "ie:x=0.5", "ie:x<0.5", "ie:x>0.05", "ie:x<=-3.5", "ie:x=4000.00",
        "ie:x>99999999999999999999",
        "ie:x<-99999999999999999999", "iex:2<x<10", "iex:2<=x<=4", "iex:-4<=x<-2", "iex:0<x<1", "iex:1.5<x<=2",
        "iex:0.0<=x<0.1", "iex:9999<x<1000001", "iex:-0.5<x<0.5",
    ])
    func intervalsMatchWhatTheirExpressionsMatch(_ text: String) throws {
        let expression = try Expression(parsing: text)
        let numbers = Self.sweep.numbers
        let tried = NumberSet(count: Self.sweep.count) {
            expression.matches(number: numbers[$0], text: numbers[$0].description)
        }
        let interval = try #require(NumberInterval(expression))
        #expect(Self.sweep.numbers(in: interval) == tried)
    }

    /// The legacy runtime's reading of `ie:`/`iex:` (comparisons of Doubles), found by binary search, is what
    /// comparing every number's Double gives.
    @Test(arguments: [
        "ie:x=1", "ie:x>1", "ie:x>=1", "ie:x<1", "ie:x<=1", "ie:x=0", "ie:x<0", "ie:x>=-10", "ie:x<-10",
        "ie:x>10000", "ie:x=1000000", "ie:x>=1000000", "ie:x=0.5", "ie:x<0.5", "ie:x>0.05", "ie:x<=-3.5",
        "ie:x=99999999999999999999", "iex:2<x<10", "iex:2<=x<=4", "iex:-4<=x<-2", "iex:0<x<1", "iex:1.5<x<=2",
        "iex:0.0<=x<0.1", "iex:9999<x<1000001",
    ])
    func legacyComparisonsMatchWhatComparingEveryNumberGives(_ text: String) throws {
        guard case .comparisons(let comparisons) = LegacyPattern(text) else {
            Issue.record("'\(text)' is not read as comparisons")
            return
        }
        let values = Self.sweep.doubleValues
        let compared = NumberSet(count: Self.sweep.count) { index in
            comparisons.allSatisfy { $0.holds(for: values[index]) }
        }
        #expect(Self.sweep.numbers(satisfying: comparisons) == compared)
    }

    @Test func wholeSetsAndRuns() {
        for count in [1, 63, 64, 65, Self.sweep.count] {
            let all = NumberSet.all(count: count)
            #expect(all.count == count)
            #expect(all.indices == Array(0..<count))
        }
        let set = set(["3", "4", "5", "64", "65", "66", "200"])
        #expect(set.first(from: 0) == 3)
        #expect(set.first(from: 6) == 64)
        #expect(set.first(from: 201) == nil)
        #expect(set.endOfRun(from: 3) == 6)
        #expect(set.endOfRun(from: 64) == 67)
        #expect(set.endOfRun(from: 7) == 7)
        for range in [0..<0, 0..<1, 5..<64, 63..<65, 64..<128, 3..<200, 130..<131] {
            var inserted = NumberSet(count: 300)
            inserted.insert(range)
            #expect(inserted.indices == Array(range), "\(range)")
        }
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
