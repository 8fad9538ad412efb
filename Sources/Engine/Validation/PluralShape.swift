/// What a sequence of selectors does with numbers, in one file's language: which variant answers which
/// numbers of the sweep, which categories are missing, which variants are never chosen, and where the legacy
/// runtime would behave differently.
///
/// It depends only on the selectors (not on the texts), so a file computes it once per distinct sequence:
/// a project of 20,000 keys has a few hundred. A class, so that entries share it without copying it.
final class PluralShape {
    /// A category the language uses that has no variant, with the numbers that need it.
    struct Missing {
        var category: PluralCategory
        var numbers: NumberSet
        /// The numbers as shown in messages (`2–4, 22–24, …`).
        var described: String
    }

    /// Two variants that match the same numbers.
    struct Overlap {
        var first: Int
        var second: Int
        var described: String
    }

    /// How the legacy runtime reads a category differently from CLDR.
    struct LegacyCategory {
        var variant: Int
        var category: PluralCategory
        /// The numbers CLDR gives the category that the legacy runtime does not.
        var missed: String?
        /// The numbers the legacy runtime gives it that CLDR does not.
        var added: String?
        /// Whether it never matches there.
        var neverMatches: Bool
    }

    /// Whether the selectors make a plural entry (see ``SelectorFacts/isNumeric``).
    let isNumeric: Bool
    /// The index of the `other` variant.
    let otherVariant: Int?
    /// The numbers each variant answers (the same order as the variants).
    let takes: [NumberSet]
    /// Categories without a variant whose numbers (0 and above) no explicit selector takes.
    let missing: [Missing]
    /// Whether the numbers of ``missing`` are all decimals (`0.0`, `1.5`): Polish `one`/`few`/`many` without
    /// `other`, which real apps that count things ship.
    let missesOnlyDecimals: Bool
    /// Variants that no number reaches, with the earlier variants that take their numbers.
    let unreachable: [(variant: Int, shadowedBy: [Int])]
    /// Explicit selectors that match numbers an earlier explicit selector already matches (file order decides).
    let overlaps: [Overlap]
    /// Pairs of variants that the legacy runtime may both pick for one number (its order is random), those
    /// sharing the most whole numbers first.
    let legacyOverlaps: [Overlap]
    /// The variants of each of ``legacyOverlaps`` (read for every entry, without the descriptions).
    let legacyOverlapPairs: [(first: Int, second: Int)]
    /// Categories the legacy runtime reads differently.
    let legacyCategories: [LegacyCategory]
    /// What `portability-category` says about these selectors, if anything (built once per shape).
    let legacyCategoryMessage: String?
    /// Which of the above have something to report, as plain bits: entries copy them when they are loaded, so
    /// that rules with nothing to report leave the shape alone (reading it from an entry counts a reference, for
    /// each rule and each entry with variants).
    let reports: Reports

    /// What a shape has to report (see ``reports``).
    struct Reports: OptionSet, Sendable {
        let rawValue: UInt8
        /// ``otherVariant`` is there.
        static let other = Reports(rawValue: 1 << 0)
        /// ``missing`` is not empty.
        static let missing = Reports(rawValue: 1 << 1)
        /// ``missesOnlyDecimals``.
        static let missingOnlyDecimals = Reports(rawValue: 1 << 2)
        /// ``unreachable`` is not empty.
        static let unreachable = Reports(rawValue: 1 << 3)
        /// ``overlaps`` is not empty.
        static let overlaps = Reports(rawValue: 1 << 4)
        /// ``legacyOverlaps`` is not empty.
        static let legacyOverlaps = Reports(rawValue: 1 << 5)
        /// ``legacyCategoryMessage`` is there.
        static let legacyCategory = Reports(rawValue: 1 << 6)
    }

    init(selectors: [Int], file: FileCheck) {
        let sweep = file.project.sweep
        let rules = file.file.rules
        let categorySets = file.project.categorySets[rules] ?? [:]
        let facts = selectors.map { file.selectorFacts[$0] }
        let meanings = selectors.map { file.file.selectors[$0].selector }
        let texts = selectors.map { file.file.selectors[$0].text }

        isNumeric = facts.contains { $0.isNumeric }
        var remaining = NumberSet.all(count: sweep.count)
        var takes = [NumberSet](repeating: NumberSet(count: sweep.count), count: selectors.count)
        for (index, fact) in facts.enumerated() {
            guard let match = fact.match else { continue }
            takes[index] = remaining.intersection(match)
            remaining = remaining.subtracting(match)
        }
        let afterExplicit = remaining
        var categoryVariant: [PluralCategory: Int] = [:]
        for (index, meaning) in meanings.enumerated() {
            if case .category(let category) = meaning, categoryVariant[category] == nil {
                categoryVariant[category] = index
            }
        }
        for (category, index) in categoryVariant where category != .other {
            let numbers = categorySets[category] ?? NumberSet(count: sweep.count)
            takes[index] = remaining.intersection(numbers)
            remaining = remaining.subtracting(numbers)
        }
        otherVariant = categoryVariant[.other]
        if let other = otherVariant { takes[other] = remaining }
        self.takes = takes

        var missing: [Missing] = []
        for category in rules.categories() where categoryVariant[category] == nil {
            let numbers = afterExplicit.intersection(categorySets[category] ?? NumberSet(count: sweep.count))
                .intersection(sweep.nonNegative)
            if !numbers.isEmpty {
                missing.append(Missing(category: category, numbers: numbers, described: sweep.describe(numbers)))
            }
        }
        self.missing = missing
        missesOnlyDecimals = !missing.isEmpty && missing.allSatisfy { $0.numbers.isSubset(of: sweep.decimals) }

        // Never chosen: an interval covered by earlier intervals (exact), or a category whose numbers the
        // explicit selectors all take (over the sweep).
        var unreachable: [(variant: Int, shadowedBy: [Int])] = []
        for (index, fact) in facts.enumerated() {
            if let interval = fact.interval {
                let earlier = (0..<index).filter { facts[$0].interval != nil }
                guard interval.isCovered(by: earlier.map { facts[$0].interval! }) else { continue }
                unreachable.append((index, earlier.filter { facts[$0].match!.intersects(fact.match!) }))
            } else if case .category(let category) = meanings[index], category != .other,
                categoryVariant[category] == index,
                let numbers = categorySets[category]?.intersection(sweep.nonNegative), !numbers.isEmpty,
                !takes[index].intersects(sweep.nonNegative)
            {
                unreachable.append((index, facts.indices.filter { facts[$0].match?.intersects(numbers) ?? false }))
            }
        }
        self.unreachable = unreachable

        var overlaps: [Overlap] = []
        let explicit = facts.indices.filter { !(facts[$0].match?.isEmpty ?? true) }
        // What the earlier selectors match together: most selectors share nothing with them, and are passed
        // after one set operation instead of one per earlier selector.
        var matchedEarlier = NumberSet(count: sweep.count)
        for (position, second) in explicit.enumerated() {
            let match = facts[second].match!
            defer { matchedEarlier.formUnion(match) }
            guard matchedEarlier.intersects(match), !unreachable.contains(where: { $0.variant == second }) else {
                continue
            }
            for first in explicit[..<position] {
                let earlier = facts[first].match!
                guard earlier.intersects(match) else { continue }
                var described = sweep.describe(earlier.intersection(match))
                // Two intervals meeting in more than one point share infinitely many numbers.
                if let a = facts[first].interval, let b = facts[second].interval, !a.meetsInOnePoint(b),
                    !described.hasSuffix("…")
                {
                    described += ", …"
                }
                overlaps.append(Overlap(first: first, second: second, described: described))
                break
            }
        }
        self.overlaps = overlaps

        var legacyOverlaps: [Overlap] = []
        var legacyCategories: [LegacyCategory] = []
        if file.project.runtime.model != nil {
            var pairs: [(overlap: Overlap, weight: (Int, Int))] = []
            // Only selectors that match some number can overlap (a thousand literal keys cost nothing).
            let matching = facts.indices.filter { !(facts[$0].legacyMatch?.isEmpty ?? true) }
            var matchedEarlier = NumberSet(count: sweep.count)
            for (position, second) in matching.enumerated() {
                let match = facts[second].legacyMatch!
                defer { matchedEarlier.formUnion(match) }
                guard matchedEarlier.intersects(match) else { continue }
                for first in matching[..<position] {
                    let earlier = facts[first].legacyMatch!
                    guard earlier.intersects(match) else { continue }
                    let shared = earlier.intersection(match)
                    pairs.append(
                        (
                            Overlap(first: first, second: second, described: sweep.describe(shared)),
                            (shared.intersection(sweep.counting).count, shared.count)
                        ))
                }
            }
            legacyOverlaps = pairs.enumerated().sorted { a, b in
                a.element.weight != b.element.weight ? a.element.weight > b.element.weight : a.offset < b.offset
            }.map(\.element.overlap)
            for (index, meaning) in meanings.enumerated() {
                guard let category = PluralCategory(rawValue: texts[index]), category != .other,
                    let legacy = facts[index].legacyMatch
                else { continue }
                let glossa: NumberSet
                switch meaning {
                case .category: glossa = categorySets[category] ?? NumberSet(count: sweep.count)
                case .exactNumber: glossa = facts[index].match!
                default: continue
                }
                let counting = sweep.counting
                let cldr = glossa.intersection(counting)
                let theirs = legacy.intersection(counting)
                guard cldr != theirs else { continue }
                let missed = cldr.subtracting(theirs)
                let added = theirs.subtracting(cldr)
                legacyCategories.append(
                    LegacyCategory(
                        variant: index, category: category, missed: missed.isEmpty ? nil : sweep.describe(missed),
                        added: added.isEmpty ? nil : sweep.describe(added), neverMatches: theirs.isEmpty))
            }
        }
        self.legacyOverlaps = legacyOverlaps
        legacyOverlapPairs = legacyOverlaps.map { ($0.first, $0.second) }
        self.legacyCategories = legacyCategories
        legacyCategoryMessage = file.project.runtime.model.flatMap {
            LegacyCategoryRule.message(legacyCategories, model: $0)
        }
        var reports: Reports = []
        for (report, holds) in [
            (Reports.other, otherVariant != nil), (.missing, !missing.isEmpty),
            (.missingOnlyDecimals, missesOnlyDecimals), (.unreachable, !unreachable.isEmpty),
            (.overlaps, !overlaps.isEmpty), (.legacyOverlaps, !legacyOverlaps.isEmpty),
            (.legacyCategory, legacyCategoryMessage != nil),
        ] where holds {
            reports.insert(report)
        }
        self.reports = reports
    }
}
