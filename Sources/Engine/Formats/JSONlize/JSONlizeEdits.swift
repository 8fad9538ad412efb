/// Entry-level edits of a JSONlize file (DESIGN §11), as minimal splices of its JSON in the file's own style
/// (through `JSONDocument`'s edits, as `LanguageEdits` does for Swifternalization files).
///
/// Addresses use the selector texts of `JSONlizeSelector`: in an entry with `plurals`, `=5` (or `5`) is the
/// member `"5"` and `other` (or `*`) the member `"*"`; in an entry with `keys`, a selector is the member's
/// name. A new number goes before `"*"`, other new members at the end of their object. Changing the kind of
/// a value needs `force`:
/// - a text given a number becomes `{"plurals": {"N": NEW, "*": TEXT}}` (the text answers every other number);
/// - a text given `other` becomes `{"plurals": {"*": NEW}}`; given a name, `{"keys": {NAME: NEW}}`;
/// - plurals, keys or a value of the wrong type given a plain text are replaced by it.
///
/// What JSONlize cannot hold is refused with `EditError.notInFormat` before anything changes: width
/// variations, keys inside groups, and in plurals any selector but exact whole numbers and `other`.
enum JSONlizeEdits {
    /// What a key's value is in the file.
    private enum Shape {
        case text(String)
        /// An object whose `plurals` (or else `keys`) object holds the variants.
        case variants(group: String, members: [JSONMember])
        /// Anything else: a number, an array, an object with neither.
        case other(JSONNode)

        init(_ node: JSONNode) {
            if let text = node.string {
                self = .text(text)
                return
            }
            for group in ["plurals", "keys"] {
                if let member = node.members?.last(where: { $0.key == group }), let members = member.value.members {
                    self = .variants(group: group, members: members)
                    return
                }
            }
            self = .other(node)
        }
    }

    /// Sets the text at `address`, creating the key or the variant when missing.
    ///
    /// - Throws: `EditError`: `.notInFormat`, `.needsForce`, a malformed selector.
    static func setting(
        _ text: String, at address: EntryAddress, in document: JSONDocument, force: Bool
    ) throws(EditError) -> EditResult {
        try refuseWhatJSONlizeLacks(address)
        try address.validate()
        let key = address.key
        let keySubject = EntryAddress.describe([key], keyCount: 1)
        guard let keyMember = document.root.members?.last(where: { $0.key == key }) else {
            let value: JSONValueText
            var path = [key]
            if let selector = address.selector {
                let (group, member) = try newVariant(selector)
                value = .object([(group, .object([(member, .string(text))]))])
                path += [group, member]
            } else {
                value = .string(text)
            }
            let edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                try document.addingMember(key, value, to: [])
            }
            return LanguageEdits.describe(.added, subject: address.description, path: path, old: nil, in: edited)
        }
        let shape = Shape(keyMember.value)
        let old = ValueSummary.summary(of: keyMember.value, in: document)

        guard let selector = address.selector else {
            if case .text(let current) = shape {
                guard current != text else {
                    return LanguageEdits.describe(.unchanged, subject: keySubject, path: [key], old: nil, in: document)
                }
            } else if !force {
                throw .needsForce(keySubject, change: "replace \(describe(shape)) with a plain text")
            }
            let edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                try document.replacingValue(at: [key], with: .string(text))
            }
            return LanguageEdits.describe(.changed, subject: keySubject, path: [key], old: old, in: edited)
        }

        switch shape {
        case .variants(let group, let members):
            let member: String
            if group == "plurals" {
                guard let number = JSONlizeSelector.pluralMember(for: selector) else {
                    throw .notInFormat(
                        .jsonlize, what: "the selector '\(selector)'", reason: JSONlizeSelector.pluralsReason)
                }
                member = number
            } else {
                member = selector
            }
            let path = [key, group, member]
            if let existing = members.last(where: { $0.key == member }) {
                if let current = existing.value.string {
                    guard current != text else {
                        return LanguageEdits.describe(
                            .unchanged, subject: address.description, path: path, old: nil, in: document)
                    }
                } else if !force {
                    throw .needsForce(
                        address.description, change: "replace \(existing.value.kindDescription) with a text")
                }
                try LanguageEdits.checkUnique(member, among: members, subject: address.description, in: document)
                let edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                    try document.replacingValue(at: path, with: .string(text))
                }
                return LanguageEdits.describe(
                    .changed, subject: address.description, path: path,
                    old: ValueSummary.summary(of: existing.value, in: document), in: edited)
            }
            // A number goes before `*`, which reads as "every other number" after them.
            let position =
                group == "plurals" && member != JSONlizeSelector.catchAll
                ? members.firstIndex { $0.key == JSONlizeSelector.catchAll } : nil
            let edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                try document.addingMember(member, .string(text), to: [key, group], at: position)
            }
            return LanguageEdits.describe(.added, subject: address.description, path: path, old: nil, in: edited)
        case .text(let current):
            let (group, member) = try newVariant(selector)
            let value: JSONValueText
            let change: String
            if group == "keys" {
                value = .object([(group, .object([(member, .string(text))]))])
                change = "replace the text with keys: the text would be lost, as keys answer only their names"
            } else if member == JSONlizeSelector.catchAll {
                value = .object([(group, .object([(member, .string(text))]))])
                change = "turn the text into plurals, replacing it with the new 'other'"
            } else {
                value = .object([
                    (group, .object([(member, .string(text)), (JSONlizeSelector.catchAll, .string(current))]))
                ])
                change = "turn the text into plurals: it would be kept as 'other' (*) and '\(selector)' added"
            }
            guard force else { throw .needsForce(keySubject, change: change) }
            let edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                try document.replacingValue(at: [key], with: value)
            }
            return LanguageEdits.describe(.changed, subject: keySubject, path: [key], old: old, in: edited)
        case .other:
            let (group, member) = try newVariant(selector)
            guard force else {
                throw .needsForce(keySubject, change: "replace \(describe(shape)) with \(group)")
            }
            let edited = try LanguageEdits.attempt { () throws(JSONEditError) in
                try document.replacingValue(at: [key], with: .object([(group, .object([(member, .string(text))]))]))
            }
            return LanguageEdits.describe(.changed, subject: keySubject, path: [key], old: old, in: edited)
        }
    }

    /// Removes the key or the variant at `address`, with its line and the comma that separated it.
    ///
    /// - Throws: `EditError`: `.notInFormat`, `.noSuchKey`, `.noSuchVariant`, `.noVariants`,
    ///   `.wouldLeaveEmpty` (the last variant: remove the key instead), `.duplicated`.
    static func removing(_ address: EntryAddress, from document: JSONDocument) throws(EditError) -> EditResult {
        try refuseWhatJSONlizeLacks(address)
        let key = address.key
        let keySubject = EntryAddress.describe([key], keyCount: 1)
        guard let root = document.root.members, let keyMember = root.last(where: { $0.key == key }) else {
            throw .noSuchKey(keySubject)
        }
        var path = [key]
        var siblings = root
        var removed = keyMember
        var subject = keySubject
        if let selector = address.selector {
            guard case .variants(let group, let members) = Shape(keyMember.value) else {
                throw .noVariants(keySubject, found: describe(Shape(keyMember.value)))
            }
            // An entry's selector texts, and the member each names (a plural member JSONlize never finds, `one`,
            // is named as written).
            let named = members.map { member in
                (text: group == "plurals" ? JSONlizeSelector.plural(member: member.key).text : member.key, member)
            }
            let alias = group == "plurals" ? JSONlizeSelector.pluralMember(for: selector) : nil
            guard
                let found = named.last(where: { $0.text == selector })?.1
                    ?? members.last(where: { $0.key == alias })
            else {
                throw .noSuchVariant(keySubject, selector: selector, existing: named.map(\.text))
            }
            guard members.count > 1 else { throw .wouldLeaveEmpty(address.description, container: keySubject) }
            path += [group, found.key]
            siblings = members
            removed = found
            subject = address.description
        }
        try LanguageEdits.checkUnique(removed.key, among: siblings, subject: subject, in: document)
        let line = LanguageEdits.lineNumber(of: removed.keyRange.lowerBound, in: document.bytes)
        let old = ValueSummary.summary(of: removed.value, in: document)
        let target = path
        let edited = try LanguageEdits.attempt { () throws(JSONEditError) in try document.removingMember(at: target) }
        return EditResult(
            document: edited,
            change: ChangeDescription(kind: .removed, line: line, subject: subject, old: old, new: nil))
    }

    /// The first bytes of a new language file holding the text at `address`, in the style of `model`.
    static func creatingFile(setting text: String, at address: EntryAddress, like model: JSONDocument?)
        throws(EditError) -> EditResult
    {
        try refuseWhatJSONlizeLacks(address)
        try address.validate()
        var value = JSONValueText.string(text)
        var path = [address.key]
        if let selector = address.selector {
            let (group, member) = try newVariant(selector)
            value = .object([(group, .object([(member, value)]))])
            path += [group, member]
        }
        return try LanguageEdits.creatingFile(
            holding: address.key, value, subject: address.description, valuePath: path, like: model)
    }

    /// Refuses widths and groups, which JSONlize does not have.
    private static func refuseWhatJSONlizeLacks(_ address: EntryAddress) throws(EditError) {
        if let width = address.width {
            throw .notInFormat(
                .jsonlize, what: "a width variation (@\(width))",
                reason: "a value is a text, plurals or keys, with no variations by width")
        }
        if !address.groups.isEmpty {
            throw .notInFormat(
                .jsonlize,
                what: "a key inside a group (\(EntryAddress.describe(address.groups, keyCount: address.groups.count)))",
                reason: "its files hold top-level keys only")
        }
    }

    /// The group and member a selector makes in a value that has neither yet: a whole number or `other` goes
    /// into `plurals`; a plural form, `>one` or an expression is refused; any other name goes into `keys`.
    private static func newVariant(_ selector: String) throws(EditError) -> (group: String, member: String) {
        if let member = JSONlizeSelector.pluralMember(for: selector) { return ("plurals", member) }
        if PluralCategory(rawValue: selector) != nil || selector == ">one" || Expression.isExpressionSyntax(selector) {
            throw .notInFormat(.jsonlize, what: "the selector '\(selector)'", reason: JSONlizeSelector.pluralsReason)
        }
        return ("keys", selector)
    }

    /// What a value is, for messages: "a plain text", "its plurals (=1, other)", "its keys (travel, art)".
    private static func describe(_ shape: Shape) -> String {
        switch shape {
        case .text: return "a plain text"
        case .variants(let group, let members):
            let names = members.map { group == "plurals" ? JSONlizeSelector.plural(member: $0.key).text : $0.key }
            return "its \(group) (\(names.joined(separator: ", ")))"
        case .other(let node):
            return node.members != nil ? #"an object without "plurals" or "keys""# : node.kindDescription
        }
    }
}
