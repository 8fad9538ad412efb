import CICURegex
import Foundation

/// A compiled `exp:` pattern: ICU syntax, case-insensitive, searched anywhere in the value, as
/// Swifternalization does. Every search is bounded by a fixed number of match-engine steps, whatever the
/// pattern and the text, so a pathological pattern gives up instead of freezing.
///
/// The pattern is ICU's, reached directly (the very ICU `NSRegularExpression` uses, with the same options) so
/// that its deterministic step limit applies to a search as a whole; see `DECISIONS.md`.
public final class RegexPattern: @unchecked Sendable {
    // The compiled pattern, only ever cloned (ICU shares it between clones); matchers are not thread-safe,
    // so each search takes one of its own from `idle`, guarded by `lock`.
    private let compiled: OpaquePointer
    private let lock = NSLock()
    private var idle: [Matcher] = []
    /// The pattern as written after `exp:`.
    public let source: String

    /// How long one search may run, in ICU's units of 10,000 match-engine steps: 100,000 steps, 1.5–3 ms here
    /// for a pattern that backtracks catastrophically. Counting steps rather than time keeps results
    /// deterministic. ICU counts steps over the whole search (every starting position), so the bound does not
    /// grow with the text. Ordinary patterns are far below it: `\d+ files$` or `^.*files$` at the end of a
    /// 100,000-character text take less than one unit, `x*y*files$` (tried at every position) three.
    static let stepLimit: Int32 = 10

    /// What all the `exp:` searches of one lookup may take together, in the same units: two searches' worth, so
    /// that one pathological pattern still leaves an ordinary one after it its whole limit, while any number of
    /// `exp:` variants (in any number of languages) cannot add up past it. See ``RegexBudget``.
    static let lookupLimit: Int32 = 2 * stepLimit

    /// Compiles a pattern.
    ///
    /// - Throws: `ExpressionError` when the pattern is not a valid ICU regular expression.
    public init(_ source: String) throws(ExpressionError) {
        self.source = source
        let utf16 = Array(source.utf16)
        var status: Int32 = 0
        guard utf16.count <= Int(Int32.max), let compiled = glossa_regex_open(utf16, Int32(utf16.count), &status)
        else {
            // The pattern in parentheses is what NSRegularExpression gave as the reason; kept so messages
            // stay as they were.
            throw ExpressionError("'\(source)' is not a valid regular expression (\(source))", at: 4)
        }
        self.compiled = compiled
    }

    deinit {
        glossa_regex_close(compiled)
    }

    /// The outcome of one bounded search.
    public enum Outcome: Sendable, Equatable {
        case match, noMatch
        /// The step budget ran out: treated as no match, and reported by the validator.
        case gaveUp
    }

    /// Searches `text` for the pattern anywhere in it, in at most ``stepLimit`` units of steps.
    ///
    /// Safe to call from several threads at once.
    public func search(_ text: String) -> Outcome {
        var budget = RegexBudget()
        return search(text, budget: &budget)
    }

    /// Searches `text` within ``stepLimit`` and what is left of `budget` (at once `.gaveUp` when nothing is),
    /// and takes what the search used from it: the searches of one lookup share one budget, so a lookup with
    /// many `exp:` variants stays bounded.
    func search(_ text: String, budget: inout RegexBudget) -> Outcome {
        guard budget.units > 0 else { return .gaveUp }
        let matcher = lock.withLock { idle.popLast() } ?? makeMatcher()
        defer { lock.withLock { idle.append(matcher) } }
        return matcher.search(text, budget: &budget)
    }

    /// A matcher of its own, for searching many texts on one thread without taking the lock each time.
    func makeMatcher() -> Matcher {
        var status: Int32 = 0
        guard let clone = glossa_regex_clone(compiled, &status) else {
            fatalError("ICU could not allocate a matcher (error \(status))")
        }
        return Matcher(clone)
    }

    /// One ICU matcher of the pattern; not to be used from two threads at once.
    final class Matcher {
        private let regex: OpaquePointer

        fileprivate init(_ regex: OpaquePointer) {
            self.regex = regex
        }

        deinit {
            glossa_regex_close(regex)
        }

        /// Searches `text`, as ``RegexPattern/search(_:)`` does.
        func search(_ text: String) -> Outcome {
            var budget = RegexBudget()
            return search(text, budget: &budget)
        }

        /// Searches `text`, as ``RegexPattern/search(_:budget:)`` does.
        func search(_ text: String, budget: inout RegexBudget) -> Outcome {
            let utf16 = text.utf16
            let length = utf16.count
            guard length <= Int(Int32.max) else { return .gaveUp }
            var used: Int32 = 0
            let limit = min(RegexPattern.stepLimit, budget.units)
            let found = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(length, 1)) { buffer in
                _ = buffer.initialize(fromContentsOf: utf16)
                return glossa_regex_search(regex, buffer.baseAddress, Int32(length), limit, &used)
            }
            budget.units -= min(used, limit)
            switch found {
            case 1: return .match
            case 0: return .noMatch
            default: return .gaveUp
            }
        }
    }
}

/// What the `exp:` searches of one lookup may still spend, in ICU's units of 10,000 match-engine steps:
/// ``RegexPattern/lookupLimit`` in all, whatever the lookup's number of `exp:` variants and the languages it
/// tries; each search takes at most ``RegexPattern/stepLimit`` of it. Once it is spent, the lookup's remaining
/// `exp:` selectors give up (no match) without searching.
///
/// Only whole units are counted: a search shorter than one unit (most are) costs nothing, so a lookup's `exp:`
/// searches take at most ``RegexPattern/lookupLimit`` units plus less than one unit per `exp:` variant.
struct RegexBudget: Sendable {
    /// The units left.
    var units = RegexPattern.lookupLimit
}
