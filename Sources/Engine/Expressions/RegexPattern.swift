import Foundation

/// A compiled `exp:` pattern: ICU syntax, case-insensitive, searched anywhere in the value, as
/// Swifternalization does. Matching is bounded, so a pathological pattern gives up instead of freezing.
public final class RegexPattern: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to use from several threads.
    private let regex: NSRegularExpression
    /// The pattern as written after `exp:`.
    public let source: String

    /// How many progress reports ICU may make while matching (each after a fixed number of matching
    /// steps, about 0.3 ms here), beyond one per starting position, before a search is abandoned.
    /// Counting steps rather than time keeps results deterministic.
    static let stepBudget = 60

    /// How many progress reports a search of a subject of `utf16Length` UTF-16 units may see in all.
    ///
    /// Foundation on Linux also reports once per starting position tried (each code point), so a fixed
    /// budget would give up on any text longer than it, however simple the pattern: the budget is one
    /// report per position plus ``stepBudget``. It grows with the subject's length only, so it stays a
    /// count of steps, and a pattern that backtracks catastrophically still gives up after ``stepBudget``
    /// reports more than a plain search of the same text would make.
    static func reportBudget(subjectLength utf16Length: Int) -> Int {
        stepBudget + utf16Length + 1
    }

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
        let budget = Self.reportBudget(subjectLength: nsText.length)
        regex.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(location: 0, length: nsText.length))
        { match, _, stop in
            if match != nil {
                outcome = .match
                stop.pointee = true
                return
            }
            reports += 1
            if reports > budget {
                outcome = .gaveUp
                stop.pointee = true
            }
        }
        return outcome
    }
}
