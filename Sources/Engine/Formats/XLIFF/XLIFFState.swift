/// XLIFF's translation states in the model's terms (DESIGN §12), both ways.
///
/// 1.2 (`<target state>`): `new` and `needs-translation` need translation; `needs-review-translation` and the
/// other `needs-…` states (adaptation, localization) need review; `translated`, `final` and `signed-off` are
/// translated. 2.0 (`<segment state>`): `initial` needs translation; `translated`, `reviewed` and `final` are
/// translated — 2.0 has no state for a translation that needs review. A target without a state is translated.
enum XLIFFState {
    /// The state a `state` value records; `nil` for translated and for a value XLIFF does not define.
    static func recorded(_ value: String, version: XLIFFDocument.Version) -> RecordedState? {
        switch (version, value) {
        case (.v12, "new"), (.v12, "needs-translation"), (.v20, "initial"): return .needsTranslation
        case (.v12, let value) where value.hasPrefix("needs-"): return .needsReview
        default: return nil
        }
    }

    /// Whether a `state` value says the translation is finished (so a typed translation keeps it: `final`
    /// stays `final`).
    static func isFinished(_ value: String, version: XLIFFDocument.Version) -> Bool {
        switch version {
        case .v12: return ["translated", "final", "signed-off"].contains(value)
        case .v20: return ["translated", "reviewed", "final"].contains(value)
        }
    }

    /// The `state` value that records `state`; `nil` where the version has none (2.0's needs review).
    static func value(_ state: RecordedState, version: XLIFFDocument.Version) -> String? {
        switch (version, state) {
        case (_, .translated): return "translated"
        case (.v12, .needsTranslation): return "needs-translation"
        case (.v12, .needsReview): return "needs-review-translation"
        case (.v20, .needsTranslation): return "initial"
        case (.v20, .needsReview): return nil
        }
    }
}
