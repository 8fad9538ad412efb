/// Entry-level edits of an ARB file: a key's message is one JSON string, rewritten whole (its `plural` or
/// `select` argument with the edited branch); `@key` metadata follows its key when removed or renamed; every
/// other byte stays. Width variations, groups and selectors other than `=N`, CLDR categories and select
/// values are refused (`.notInFormat`).
enum ARBEdits {
    /// Sets the text at `address`, creating the key or the branch when missing.
    static func setting(_ text: String, at address: EntryAddress, in document: JSONDocument, force: Bool)
        throws(EditError) -> EditResult
    {
        try check(address)
        let key = address.key
        let subject = address.description
        let member = document.root.members?.last { $0.key == key }
        let old = member?.value.string
        let existing = old.flatMap(ARBMessage.init(parsing:))
        let value: String
        if let selector = address.selector {
            let kind = try kind(of: selector)
            var message: ARBMessage
            if let existing {
                guard existing.kind == kind else {
                    throw .notInFormat(
                        .arb, what: "the selector '\(selector)' in the \(existing.kind.rawValue) message \(subject)",
                        reason: "a message chooses either by number (plural: =2, few) or by value (select: male)")
                }
                message = existing
            } else {
                if old != nil && !force {
                    throw .needsForce(subject, change: "turn its text into a \(kind.rawValue) message")
                }
                message = ARBMessage(argument: kind == .plural ? "count" : "choice", kind: kind, branches: [])
            }
            message.setting(selector, showing: text)
            value = message.text
        } else {
            if existing != nil && !force {
                throw .needsForce(subject, change: "replace its \(existing!.kind.rawValue) message with one text")
            }
            value = text
        }
        if old == value {
            return LanguageEdits.describe(.unchanged, subject: subject, path: [key], old: nil, in: document)
        }
        let edited: JSONDocument =
            try LanguageEdits.attempt { () throws(JSONEditError) in
                member == nil
                    ? try document.addingMember(key, .string(value), to: [])
                    : try document.replacingValue(at: [key], with: .string(value))
            }
        return LanguageEdits.describe(
            member == nil ? .added : .changed, subject: subject, path: [key], old: old.map { ValueSummary.quoted($0) },
            in: edited)
    }

    /// Removes the key (with its `@key` metadata) or one branch of its message.
    static func removing(_ address: EntryAddress, from document: JSONDocument) throws(EditError) -> EditResult {
        try check(address)
        let key = address.key
        guard let member = document.root.members?.last(where: { $0.key == key }) else { throw .noSuchKey(key) }
        guard let selector = address.selector else {
            var edited = try LanguageEdits.attempt { () throws(JSONEditError) in try document.removingMember(at: [key])
            }
            if edited.root.members?.contains(where: { $0.key == "@" + key }) == true {
                let current = edited
                edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                    try current.removingMember(at: ["@" + key])
                }
            }
            return EditResult(
                document: edited,
                change: ChangeDescription(
                    kind: .removed, line: LanguageEdits.lineNumber(of: member.keyRange.lowerBound, in: document.bytes),
                    subject: address.description, old: member.value.string.map { ValueSummary.quoted($0) }, new: nil))
        }
        guard let text = member.value.string, var message = ARBMessage(parsing: text) else {
            throw .noVariants(address.description, found: "a text")
        }
        guard let index = message.branches.firstIndex(where: { $0.name == selector }) else {
            throw .noSuchVariant(key, selector: selector, existing: message.branches.map(\.name))
        }
        if message.branches.count == 1 { throw .wouldLeaveEmpty(address.description, container: "\"\(key)\"") }
        let old = message.shown(message.branches[index].text)
        message.branches.remove(at: index)
        let edited = try LanguageEdits.attempt { () throws(JSONEditError) in
            try document.replacingValue(at: [key], with: .string(message.text))
        }
        return LanguageEdits.describe(
            .removed, subject: address.description, path: [key], old: ValueSummary.quoted(old), in: edited)
    }

    /// Renames a key and its `@key` metadata.
    static func renaming(_ key: String, to newKey: String, in document: JSONDocument) throws(EditError) -> EditResult {
        if newKey.hasPrefix("@") {
            throw .notInFormat(.arb, what: "the name '\(newKey)'", reason: "names starting with @ are metadata")
        }
        var result = try LanguageEdits.renamingKey(key, to: newKey, in: document)
        if result.document.root.members?.contains(where: { $0.key == "@" + key }) == true {
            let current = result.document
            result.document = try LanguageEdits.attempt { () throws(JSONEditError) in
                try current.renamingMember(at: ["@" + key], to: "@" + newKey)
            }
        }
        return result
    }

    /// Adds `description` to the key's `@key` metadata (a new `@key` right after the key when it has none),
    /// where Flutter's `gen-l10n` reads the comment it writes on the generated getter.
    ///
    /// - Throws: `.noSuchKey` when the file lacks the key; `.notInFormat` when its metadata is not an object or
    ///   has another description.
    static func addingComment(_ comment: String, forKey key: String, in document: JSONDocument) throws(EditError)
        -> EditResult
    {
        let subject = "the comment of \(EntryAddress(key: key).description)"
        guard document.root.members?.contains(where: { $0.key == key }) == true else {
            throw .noSuchKey(EntryAddress(key: key).description)
        }
        let metadataKey = "@" + key
        guard let metadata = document.root.members?.last(where: { $0.key == metadataKey }) else {
            let edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                try document.addingMember(
                    metadataKey, .object([("description", .string(comment))]), to: [], after: key)
            }
            return LanguageEdits.describe(
                .added, subject: subject, path: [metadataKey, "description"], old: nil, in: edited)
        }
        guard let members = metadata.value.members else {
            throw .notInFormat(.arb, what: "a description in \(metadataKey)", reason: "\(metadataKey) is not an object")
        }
        if let old = members.last(where: { $0.key == "description" })?.value.string {
            guard old == comment else {
                throw .notInFormat(
                    .arb, what: "a second description for \(EntryAddress(key: key).description)",
                    reason: "\(metadataKey) already has the description \(ValueSummary.quoted(old))")
            }
            return LanguageEdits.describe(
                .unchanged, subject: subject, path: [metadataKey, "description"], old: nil, in: document)
        }
        let edited = try LanguageEdits.attempt { () throws(JSONEditError) in
            try document.addingMember("description", .string(comment), to: [metadataKey], at: 0)
        }
        return LanguageEdits.describe(
            .added, subject: subject, path: [metadataKey, "description"], old: nil, in: edited)
    }

    /// `result` with the `@key` metadata Flutter's `gen-l10n` needs for the argument of the key's `plural` or
    /// `select` message (`"@key": {"placeholders": {"count": {"type": "num"}}}`, `String` for a select) when
    /// the metadata lacks it: added to `@key` (created right after the key) or to its `placeholders`. What the
    /// metadata says already stays.
    static func describingArgument(ofKey key: String, in result: EditResult) throws(EditError) -> EditResult {
        let document = result.document
        guard let text = document.root.members?.last(where: { $0.key == key })?.value.string,
            let message = ARBMessage(parsing: text)
        else { return result }
        let type: JSONValueText = .object([("type", .string(message.kind == .plural ? "num" : "String"))])
        let metadataKey = "@" + key
        let edited: JSONDocument
        if let metadata = document.root.members?.last(where: { $0.key == metadataKey }) {
            guard let members = metadata.value.members else { return result }
            if let placeholders = members.last(where: { $0.key == "placeholders" }) {
                guard let existing = placeholders.value.members,
                    !existing.contains(where: { $0.key == message.argument })
                else { return result }
                edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                    try document.addingMember(message.argument, type, to: [metadataKey, "placeholders"])
                }
            } else {
                edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                    try document.addingMember("placeholders", .object([(message.argument, type)]), to: [metadataKey])
                }
            }
        } else {
            edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                try document.addingMember(
                    metadataKey, .object([("placeholders", .object([(message.argument, type)]))]), to: [], after: key)
            }
        }
        return EditResult(document: edited, change: result.change)
    }

    /// A new language's file, `{"@@locale": "pl", key: text}` in the style of `model`.
    static func creatingFile(
        for tag: LanguageTag, setting text: String, at address: EntryAddress, like model: JSONDocument?
    ) throws(EditError) -> EditResult {
        try check(address)
        let empty = try LanguageEdits.emptyDocument(like: model)
        let located = try LanguageEdits.attempt { () throws(JSONEditError) in
            try empty.addingMember("@@locale", .string(tag.description), to: [])
        }
        return try setting(text, at: address, in: located, force: true)
    }

    /// Whether a selector is a plural branch (`=2`, `few`) or a select value (`male`).
    private static func kind(of selector: String) throws(EditError) -> ARBMessage.Kind {
        if selector.hasPrefix("="), (try? NumberLiteral(String(selector.dropFirst()))) != nil { return .plural }
        if PluralCategory(rawValue: selector) != nil { return .plural }
        if !selector.isEmpty, selector.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) {
            return .select
        }
        throw .notInFormat(
            .arb, what: "the selector '\(selector)'",
            reason: "an ICU message chooses by exact numbers (=0, =2), plural categories (one, few, other) or "
                + "select values (male), not by ranges or expressions")
    }

    private static func check(_ address: EntryAddress) throws(EditError) {
        if address.width != nil {
            throw .notInFormat(.arb, what: "width variations", reason: "a message is one text for every width")
        }
        if !address.groups.isEmpty {
            throw .notInFormat(.arb, what: "a group of keys", reason: "ARB files hold top-level messages only")
        }
        if address.key.hasPrefix("@") {
            throw .notInFormat(.arb, what: "the key '\(address.key)'", reason: "names starting with @ are metadata")
        }
    }
}
