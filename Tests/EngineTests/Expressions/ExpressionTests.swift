import Testing

@testable import Engine

@Suite struct ExpressionTests {
    /// The parse error of an expression as `offset: message`.
    private func failure(_ text: String) -> String? {
        do {
            _ = try Expression(parsing: text)
            return nil
        } catch {
            return "\(error.offset): \(error.message)"
        }
    }

    @Test(arguments: [
        "ie:x=1", "ie:x>=2", "ie:x<=-2", "ie: x = 3", "ie:x<0.5", "iex:2<=x<=4", "iex:-4<=x<=-2", "iex: 2 < x < 10",
        "exp:^[2-4]$", "exp:(((?!1).[2-4]{1})$)|(^[2-4]$)",
    ])
    func parsesValidExpressions(_ text: String) {
        #expect(failure(text) == nil)
    }

    @Test(arguments: [
        ("ie:x<.5", "5: '.5' is not a number (write 0.5)"),
        ("ie:x==3", "5: expected a number, found '='"),
        ("ie:y>2", "3: expected 'x', found 'y'"),
        ("ie:x>", "5: expected a number, found the end"),
        ("ie:x>2 cars", "7: unexpected 'c' after the expression"),
        ("ie:x>1e3", "6: unexpected 'e' after the expression"),
        ("iex:5<x<2", "4: empty range: 5 is not less than 2, so no number matches"),
        ("iex:2<=x<=2", "4: empty range: 2 is not less than 2, so no number matches"),
        ("iex:2>x>1", "5: expected < or <=, found '>'"),
        ("exp:", "4: 'exp:' needs a regular expression after it"),
    ])
    func reportsMalformedExpressionsWithPositions(_ text: String, _ expected: String) {
        #expect(failure(text) == expected)
    }

    @Test func invalidRegexesAreErrors() {
        #expect(failure("exp:(unclosed")?.hasPrefix("4: '(unclosed' is not a valid regular expression") == true)
    }

    @Test func pathologicalRegexesGiveUpInsteadOfFreezing() throws {
        let pattern = try RegexPattern("(a+)+b")
        #expect(pattern.search(String(repeating: "a", count: 40) + "c") == .gaveUp)
        #expect(pattern.search("aab") == .match)
    }

    /// The step limit covers a whole search and does not depend on the text: a simple pattern still finds a
    /// match at the end of a long value (or says there is none).
    @Test(arguments: [60, 61, 200, 5_000, 100_000])
    func longSubjectsStillMatch(length: Int) throws {
        let text = String(repeating: "ab", count: length / 2) + "Zł😀"
        #expect(try RegexPattern("zł😀$").search(text) == .match)
        #expect(try RegexPattern("^ab").search(text) == .match)
        #expect(try RegexPattern("q").search(text) == .noMatch)
        #expect(try RegexPattern("b$").search(text) == .noMatch)
        #expect(try RegexPattern("(?:ab)+zł").search(text) == .match)
    }

    /// Ordinary patterns an app might use, at the very end of a 100,000-character text of sentences.
    @Test(arguments: [
        #"\d+ files$"#, "done in 3", "^.*files$", #"(\d+) (file|files)$"#, #"[0-9]+\s*FILES"#, "x*y*files$",
        #"(^|\s)3 files"#,
    ])
    func ordinaryPatternsMatchAtTheEndOfLongTexts(pattern: String) throws {
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 2_223) + "done in 3 files"
        #expect(text.utf16.count > 100_000)
        #expect(try RegexPattern(pattern).search(text) == .match)
    }

    /// A catastrophically backtracking pattern (2^n steps at the first position alone) gives up after the
    /// same fixed number of steps whatever the length of the text.
    @Test(arguments: [30, 200, 50_000])
    func catastrophicPatternsGiveUpQuickly(length: Int) throws {
        let pattern = try RegexPattern("(a+)+$")
        let clock = ContinuousClock()
        let start = clock.now
        #expect(pattern.search(String(repeating: "a", count: length) + "b") == .gaveUp)
        #expect(clock.now - start < .seconds(2))
    }

    /// A search takes at most `stepLimit` units from a lookup's budget, whole units only, and none is made once
    /// the budget is spent.
    @Test func searchesTakeTheirStepsFromTheLookupsBudget() throws {
        let slow = try RegexPattern("(a+)+$")
        let text = String(repeating: "a", count: 5_000) + "b"
        var budget = RegexBudget()
        #expect(budget.units == 2 * RegexPattern.stepLimit)
        #expect(slow.search(text, budget: &budget) == .gaveUp)
        #expect(budget.units == RegexPattern.stepLimit)
        #expect(try RegexPattern("b$").search(text, budget: &budget) == .match)
        #expect(budget.units == RegexPattern.stepLimit)
        #expect(slow.search(text, budget: &budget) == .gaveUp)
        #expect(budget.units == 0)
        #expect(try RegexPattern("b$").search(text, budget: &budget) == .gaveUp)
    }

    /// Searches from several threads at once share the compiled pattern and agree with a search on one thread.
    @Test func searchesFromSeveralThreadsAgree() async throws {
        let pattern = try RegexPattern("^[2-4]$|1[0-9]$")
        let expected = (0..<200).map { pattern.search(String($0)) }
        let results = await withTaskGroup(of: [RegexPattern.Outcome].self) { group in
            for _ in 0..<8 { group.addTask { (0..<200).map { pattern.search(String($0)) } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected.filter { $0 == .match }.count == 23)  // 2–4, 10–19, 110–119
    }

    @Test(arguments: [
        ("ie:x>=2", "2", true), ("ie:x>=2", "1.99", false), ("ie:x=3", "3.000", true), ("ie:x<0.5", "0.49", true),
        ("ie:x>5", "100000000000000000000000000001", true), ("iex:2<x<10", "2", false), ("iex:2<=x<10", "2", true),
        ("iex:-4<=x<=-2", "-3", true), ("iex:-4<=x<=-2", "3", false),
    ])
    func comparesExactly(_ expression: String, _ number: String, _ matches: Bool) throws {
        let parsed = try Expression(parsing: expression)
        #expect(parsed.matches(number: try NumberLiteral(number), text: number) == matches)
    }
}
