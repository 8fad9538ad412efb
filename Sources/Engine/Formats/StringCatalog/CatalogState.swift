/// The `state` of a catalog's `stringUnit` in the model's terms (DESIGN §12): `translated` is translated,
/// `needs_review` needs review (Xcode's mark when the source text changes), `new` needs translation (a copy or
/// an empty text, not a translation yet). Xcode writes no other; `stale`, which some tools write, reads as
/// needs review, the nearest: *stale* itself is computed from a fingerprint, which a catalog has no place for.
enum CatalogState {
    /// Xcode's name of the translated state.
    static let translated = "translated"

    /// The state a `state` value records; `nil` for one Glossa does not know (it is then not recorded).
    static func recorded(_ xcode: String) -> RecordedState? {
        switch xcode {
        case "translated": return .translated
        case "needs_review", "stale": return .needsReview
        case "new": return .needsTranslation
        default: return nil
        }
    }

    /// Xcode's name of a recorded state.
    static func xcodeName(_ state: RecordedState) -> String {
        switch state {
        case .translated: return translated
        case .needsReview: return "needs_review"
        case .needsTranslation: return "new"
        }
    }

    /// The state of a localization: the least finished of its `stringUnit`s' (plural forms, devices,
    /// substitutions each have one) — needs translation before needs review before translated; `nil` when none
    /// says a state Glossa knows.
    static func combined(_ localization: JSONNode) -> RecordedState? {
        var worst: RecordedState?
        visitUnits(of: localization) { state in
            guard let state = recorded(state) else { return }
            if worst == nil || rank(state) > rank(worst!) { worst = state }
        }
        return worst
    }

    /// Calls `body` with the `state` of every `stringUnit` inside `node`.
    private static func visitUnits(of node: JSONNode, _ body: (String) -> Void) {
        guard let members = node.members else { return }
        for member in members {
            if member.key == "stringUnit", let state = member.value["state"]?.string {
                body(state)
            } else {
                visitUnits(of: member.value, body)
            }
        }
    }

    /// How far from finished a state is: translated 0, needs review 1, needs translation 2.
    static func rank(_ state: RecordedState) -> Int {
        switch state {
        case .translated: return 0
        case .needsReview: return 1
        case .needsTranslation: return 2
        }
    }
}
