extension CatalogEdits {
    /// Records a translation state in the language's localization of `key` the catalog's way: the `state` of
    /// every `stringUnit` in it (each plural form, device and substitution has one) becomes Xcode's name of
    /// `state` (`CatalogState`); the entry is written again as Xcode writes it, so only those lines change.
    ///
    /// - Throws: `EditError.noSuchKey` when the language has no text for the key; `.notInFormat` for the source
    ///   language, whose text has no translation state.
    func settingState(_ state: RecordedState, forKey key: String) throws(EditError) -> EditResult {
        let subject = EntryAddress(key: key).description
        guard let tag = language.tag else {
            throw .notInFormat(
                .xcstrings, what: "a state for the source language",
                reason: "the source text is what the other languages translate; it has no translation state")
        }
        let strings = try stringsObject()
        guard let member = strings.members?.last(where: { $0.key == key }) else { throw .noSuchKey(subject) }
        var entry = CatalogValue(member.value, in: document)
        guard var localizations = entry["localizations"] else { throw .noSuchKey(subject) }
        let written = localizationKey(in: localizations)
        guard var localization = localizations[written] else { throw .noSuchKey(subject) }
        var before: [String] = []
        let name = CatalogState.xcodeName(state)
        Self.setUnitStates(in: &localization, to: name, before: &before)
        guard !before.isEmpty else { throw .noSuchKey(subject) }
        let old = before.compactMap(CatalogState.recorded).max { CatalogState.rank($0) < CatalogState.rank($1) }
        let described = "\(tag) \(subject)"
        if before.allSatisfy({ $0 == name }) {
            return EditResult(
                document: document,
                change: ChangeDescription(
                    kind: .unchanged, line: Self.line(of: member.keyRange.lowerBound, in: document.bytes),
                    subject: described, old: state.rawValue, new: state.rawValue))
        }
        localizations.set(written, to: localization)
        entry.set("localizations", to: localizations)
        let bytes = Self.replacing(member.value.range, with: entry.xcodeText(indent: 4), in: document.bytes)
        let edited = try Self.parse(bytes)
        return EditResult(
            document: edited,
            change: ChangeDescription(
                kind: .changed, line: Self.line(of: member.keyRange.lowerBound, in: bytes), subject: described,
                old: old?.rawValue ?? before.first, new: state.rawValue))
    }

    /// Sets the `state` of every `stringUnit` inside `value`; `before` gets each one's state as it was (`""`
    /// when it had none).
    private static func setUnitStates(in value: inout CatalogValue, to state: String, before: inout [String]) {
        guard case .object(var members) = value else { return }
        for index in members.indices {
            if members[index].key == "stringUnit", members[index].value.members != nil {
                before.append(members[index].value["state"]?.string ?? "")
                members[index].value.set("state", to: .string(state))
            } else {
                setUnitStates(in: &members[index].value, to: state, before: &before)
            }
        }
        value = .object(members)
    }
}
