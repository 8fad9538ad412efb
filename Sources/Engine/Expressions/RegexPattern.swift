import Foundation

/// A compiled `exp:` pattern: ICU syntax, case-insensitive, searched anywhere in the value, as
/// Swifternalization does. Matching is bounded, so a pathological pattern gives up instead of freezing.
public final class RegexPattern: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to use from several threads.
    private let regex: NSRegularExpression
    /// The pattern as written after `exp:`.
    public let source: String

    /// How many progress reports ICU may make (each after a fixed number of matching steps, about
    /// 0.3 ms here) before a match is abandoned. Counting steps rather than time keeps results
    /// deterministic.
    static let stepBudget = 60

    /// Compiles a pattern.
    ///
    /// - Throws: `ExpressionError` with ICU's reason when the pattern is not a valid regular expression.
    public init(_ source: String) throws(ExpressionError) {
        self.source = source
        do {
            regex = try NSRegularExpression(pattern: source, options: [.caseInsensitive])
        } catch {
            let reason = (error as NSError).userInfo["NSInvalidValue"].map { "\($0)" } ?? "invalid pattern"
            throw ExpressionError("'\(source)' is not a valid regular expression (\(reason))", at: 4)
        }
    }

    /// The outcome of one bounded search.
    public enum Outcome: Sendable, Equatable {
        case match, noMatch
        /// The step budget ran out: treated as no match, and reported by the validator.
        case gaveUp
    }

    /// Searches `text` for the pattern anywhere in it.
    public func search(_ text: String) -> Outcome {
        let nsText = text as NSString
        var outcome = Outcome.noMatch
        var reports = 0
        regex.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(location: 0, length: nsText.length))
        { match, _, stop in
            if match != nil {
                outcome = .match
                stop.pointee = true
                return
            }
            reports += 1
            if reports > Self.stepBudget {
                outcome = .gaveUp
                stop.pointee = true
            }
        }
        return outcome
    }
}
