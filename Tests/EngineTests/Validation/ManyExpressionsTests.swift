import TestSupport
import Testing

@testable import Engine

/// Projects whose keys use many different explicit expressions (issue 14: minutes to validate before the
/// sweeps were computed on intervals). Their findings are checked; their speed is `glossa-bench expressions`'.
@Suite struct ManyExpressionsTests {
    /// `rule key` of each finding, portability notes listed one by one.
    func findings(_ kind: ExpressionProjects.Kind, count: Int) -> [String] {
        var validator = Validator()
        validator.summarizesPortability = false
        let report = validator.validate(Project(contents: ExpressionProjects.files(kind, count: count)))
        return report.findings.map { "\($0.ruleID) \($0.key ?? "-")" }
    }

    @Test func thousandDifferentEqualities() {
        let found = findings(.equalities, count: 1_000)
        // `ie:x=1` takes English `one`'s only number; every key shares a number with Swifternalization's
        // `other` (`ie:x=1` with its `one`).
        #expect(found.filter { !$0.hasPrefix("portability-random-order ") } == ["plural-unreachable key1"])
        #expect(found.filter { $0.hasPrefix("portability-random-order ") }.count == 1_000)
    }

    @Test func threeThousandDifferentLowerBounds() {
        let found = findings(.lowerBounds, count: 3_000)
        #expect(found.filter { !$0.hasPrefix("portability-random-order ") } == ["plural-unreachable key0"])
        #expect(found.filter { $0.hasPrefix("portability-random-order ") }.count == 3_000)
    }

    @Test func oneValueWithEightHundredSelectors() {
        let found = findings(.oneValue, count: 800)
        #expect(found == ["portability-random-order key"])
    }
}
