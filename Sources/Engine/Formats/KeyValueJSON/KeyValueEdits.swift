/// Entry-level edits of a key–value JSON or i18next file, as minimal splices in the file's own style
/// (through `JSONDocument`'s editing primitives).
///
/// - Setting a key that exists replaces its string in place. A new key `a.b.c` goes into the objects
///   `a` › `b` where they exist; what is left of the key is written nested when the file nests, flat
///   (`"b.c"`) otherwise, or when a member of that name is already there; at the end of its object.
/// - i18next: the variant `few` of `key` is the member `key_few`; a new form goes beside the others, in
///   i18next's order (zero, one, two, few, many, other, then ordinals); removing a key removes all its
///   forms; renaming renames them all. A plain text given a form needs `force` (it becomes `key_other`).
/// - Removing a member that leaves its object empty removes the object (up to the top level): an empty
///   group holds no key.
/// - Width variations, and variants other than i18next's plural forms, are refused (`.notInFormat`).
struct KeyValueEdits {
    /// The file.
    let document: JSONDocument
    /// `.json` or `.i18next`.
    let format: FormatName
    /// `namespace:` of an i18next namespace file, else empty.
    let keyPrefix: String
    /// The file's path, for messages.
    let fileName: String
    /// The language subtag of a locale member holding the keys (`KeyValueLeaves`).
    let language: String?

    private var hasPlurals: Bool { format == .i18next }

    // MARK: - Set

    /// Sets the text at `address`, creating the key or the plural form when missing.
    func setting(_ text: String, at address: EntryAddress, force: Bool) throws(EditError) -> EditResult {
        try refuseWidth(address)
        let key = name(address)
        let leaves = KeyValueLeaves(document, language: language)
        guard let selector = address.selector else {
            if hasPlurals, let first = forms(of: key, in: leaves).first {
                throw .notInFormat(
                    format, what: "a plain text beside the plural forms of \(subject(address))",
                    reason: "i18next would answer with the forms; set one of them (\(first.suffix.selectorText), …)")
            }
            return try set(text, key: key, address: address, leaves: leaves)
        }
        let suffix = try pluralSuffix(selector, address)
        let member = key + suffix.suffix
        if leaves.leaf(member) != nil { return try set(text, key: member, address: address, leaves: leaves) }
        let forms = forms(of: key, in: leaves)
        if let sibling = forms.first {
            let objectPath = Array(sibling.leaf.path.dropLast())
            let inObject = forms.filter { Array($0.leaf.path.dropLast()) == objectPath }
            let stem = String(sibling.leaf.path.last!.dropLast(sibling.suffix.suffix.count))
            let newName = stem + suffix.suffix
            let edited: JSONDocument
            if let before = inObject.filter({ $0.suffix.order < suffix.order }).max(by: {
                $0.suffix.order < $1.suffix.order
            }) {
                edited = try attempt { () throws(JSONEditError) in
                    try document.addingMember(newName, .string(text), to: objectPath, after: before.leaf.path.last!)
                }
            } else {
                let after = inObject.min { $0.suffix.order < $1.suffix.order }!
                let index = document.node(at: objectPath)!.members!.lastIndex { $0.key == after.leaf.path.last! }!
                edited = try attempt { () throws(JSONEditError) in
                    try document.addingMember(newName, .string(text), to: objectPath, at: index)
                }
            }
            return described(.added, address, path: objectPath + [newName], old: nil, in: edited)
        }
        if let bare = leaves.leaf(key) {
            let kept = bare.path.last! + "_other"
            guard force else {
                throw .needsForce(
                    subject(address),
                    change: "turn the text into plural forms: it would be kept as 'other'"
                        + (suffix.selectorText == "other" ? " and replaced" : " and '\(suffix.selectorText)' added"))
            }
            let objectPath = Array(bare.path.dropLast())
            var edited = try attempt { () throws(JSONEditError) in try document.renamingMember(at: bare.path, to: kept)
            }
            let newName = bare.path.last! + suffix.suffix
            edited = try attempt { () throws(JSONEditError) in
                suffix.selectorText == "other"
                    ? try edited.replacingValue(at: objectPath + [kept], with: .string(text))
                    : try edited.addingMember(newName, .string(text), to: objectPath, after: kept)
            }
            return described(
                .changed, address, path: objectPath + [newName], old: ValueSummary.quoted(bare.text), in: edited)
        }
        return try set(text, key: member, address: address, leaves: leaves)
    }

    /// Sets the member that spells `key` (no prefix), replacing its string or adding it.
    private func set(_ text: String, key: String, address: EntryAddress, leaves: KeyValueLeaves) throws(EditError)
        -> EditResult
    {
        if let leaf = leaves.leaf(key) {
            if leaf.text == text { return described(.unchanged, address, path: leaf.path, old: nil, in: document) }
            let edited = try attempt { () throws(JSONEditError) in
                try document.replacingValue(at: leaf.path, with: .string(text))
            }
            return described(.changed, address, path: leaf.path, old: ValueSummary.quoted(leaf.text), in: edited)
        }
        let (edited, path) = try adding(key, .string(text), to: document, nests: leaves.nests)
        return described(.added, address, path: path, old: nil, in: edited)
    }

    /// Where a new member spelling `key` goes in `document`: the object (the existing objects along its
    /// dotted name), the member's name there, and the names of the objects to create between them (when
    /// the file nests and the rest has dots; otherwise the rest is one flat name).
    private func placement(of key: String, in document: JSONDocument, nests: Bool) -> (
        objectPath: [String], name: String, nested: [String]
    ) {
        let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var path = KeyValueLeaves(document, language: language).rootPath
        var node = document.node(at: path) ?? document.root
        var index = 0
        while index < segments.count - 1,
            let member = node.members?.last(where: { $0.key == segments[index] }), member.value.members != nil
        {
            path.append(segments[index])
            node = member.value
            index += 1
        }
        let rest = Array(segments[index...])
        if rest.count > 1, nests, !rest.contains(where: \.isEmpty),
            !(node.members ?? []).contains(where: { $0.key == rest[0] })
        {
            return (path, rest[0], Array(rest.dropFirst()))
        }
        return (path, rest.joined(separator: "."), [])
    }

    /// Adds the member spelling `key` to `document` where `placement` says, at the end of its object.
    /// Returns the document and the value's path.
    private func adding(_ key: String, _ value: JSONValueText, to document: JSONDocument, nests: Bool)
        throws(EditError) -> (JSONDocument, [String])
    {
        let (objectPath, name, nested) = placement(of: key, in: document, nests: nests)
        if document.node(at: objectPath)?.members?.contains(where: { $0.key == name }) ?? false {
            throw .keyExists(JSONWriter(style: .standard).quoted(keyPrefix + key))
        }
        let wrapped = nested.reversed().reduce(value) { .object([($1, $0)]) }
        let edited = try attempt { () throws(JSONEditError) in try document.addingMember(name, wrapped, to: objectPath)
        }
        return (edited, objectPath + [name] + nested)
    }

    // MARK: - Remove

    /// Removes the key (all its plural forms) or one form at `address`.
    func removing(_ address: EntryAddress) throws(EditError) -> EditResult {
        try refuseWidth(address)
        let key = name(address)
        let leaves = KeyValueLeaves(document, language: language)
        var targets: [KeyValueLeaves.Leaf]
        if let selector = address.selector {
            guard hasPlurals else { throw .noVariants(subject(address.withoutSelector), found: "a plain text") }
            let suffix = try pluralSuffix(selector, address)
            guard let leaf = leaves.leaf(key + suffix.suffix) else {
                let forms = forms(of: key, in: leaves)
                if forms.isEmpty, leaves.leaf(key) == nil { throw .noSuchKey(subject(address.withoutSelector)) }
                throw .noSuchVariant(
                    subject(address.withoutSelector), selector: selector, existing: forms.map(\.suffix.selectorText))
            }
            targets = [leaf]
        } else {
            targets = hasPlurals ? forms(of: key, in: leaves).map(\.leaf) : []
            if let bare = leaves.leaf(key) { targets.insert(bare, at: 0) }
        }
        guard let first = targets.first else { throw .noSuchKey(subject(address)) }
        let line = LanguageEdits.lineNumber(of: first.keyOffset, in: document.bytes)
        let old =
            targets.count == 1
            ? ValueSummary.quoted(first.text) : "{" + targets.map { $0.path.last! }.joined(separator: ", ") + "}"
        var edited = document
        for target in targets { edited = try removingMember(at: target.path, from: edited) }
        return EditResult(
            document: edited,
            change: ChangeDescription(kind: .removed, line: line, subject: subject(address), old: old, new: nil))
    }

    /// Removes the member at `path`, or the outermost object below the top level that it would leave empty.
    private func removingMember(at path: [String], from document: JSONDocument) throws(EditError) -> JSONDocument {
        var target = path
        let root = KeyValueLeaves(document, language: language).rootPath.count
        while target.count > root + 1, let parent = document.node(at: Array(target.dropLast())),
            parent.members?.count == 1
        {
            target.removeLast()
        }
        let removed = target
        return try attempt { () throws(JSONEditError) in try document.removingMember(at: removed) }
    }

    // MARK: - Rename

    /// Renames a key (all its plural forms): in place when the new name stays in the same object,
    /// otherwise moved to where a new key of that name goes.
    func renaming(_ key: String, to newKey: String) throws(EditError) -> EditResult {
        let (old, new) = (strip(key), strip(newKey))
        let leaves = KeyValueLeaves(document, language: language)
        let oldSubject = JSONWriter(style: .standard).quoted(keyPrefix + old)
        let newSubject = JSONWriter(style: .standard).quoted(keyPrefix + new)
        var targets: [(leaf: KeyValueLeaves.Leaf, suffix: String)] =
            hasPlurals ? forms(of: old, in: leaves).map { ($0.leaf, $0.suffix.suffix) } : []
        if let bare = leaves.leaf(old) { targets.insert((bare, ""), at: 0) }
        guard !targets.isEmpty else { throw .noSuchKey(oldSubject) }
        if old == new || leaves.leaf(new) != nil || (hasPlurals && !forms(of: new, in: leaves).isEmpty) {
            throw .keyExists(newSubject)
        }
        var edited = document
        var firstPath: [String]?
        for (leaf, suffix) in targets {
            let target = new + suffix
            let nests = KeyValueLeaves(edited, language: language).nests
            let place = placement(of: target, in: edited, nests: nests)
            let path: [String]
            if place.nested.isEmpty, place.objectPath == Array(leaf.path.dropLast()) {
                let renamed = place.name
                let current = edited
                edited = try attempt { () throws(JSONEditError) in
                    try current.renamingMember(at: leaf.path, to: renamed)
                }
                path = Array(leaf.path.dropLast()) + [renamed]
            } else {
                edited = try removingMember(at: leaf.path, from: edited)
                (edited, path) = try adding(target, .string(leaf.text), to: edited, nests: nests)
            }
            if firstPath == nil { firstPath = path }
        }
        let node = edited.node(at: firstPath!)!
        let line = LanguageEdits.lineNumber(of: node.range.lowerBound, in: edited.bytes)
        return EditResult(
            document: edited,
            change: ChangeDescription(kind: .renamed, line: line, subject: oldSubject, old: oldSubject, new: newSubject)
        )
    }

    // MARK: - Helpers

    /// The plural forms of `key` (no prefix) in file order.
    private func forms(of key: String, in leaves: KeyValueLeaves) -> [(leaf: KeyValueLeaves.Leaf, suffix: PluralSuffix)]
    {
        leaves.leaves.compactMap { leaf in
            guard let (base, suffix) = PluralSuffix.split(leaf.key), base == key else { return nil }
            return (leaf, suffix)
        }
    }

    /// The key of `address` without the namespace prefix, its groups joined with `.`.
    private func name(_ address: EntryAddress) -> String {
        strip((address.groups + [address.key]).joined(separator: "."))
    }

    private func strip(_ key: String) -> String {
        !keyPrefix.isEmpty && key.hasPrefix(keyPrefix) ? String(key.dropFirst(keyPrefix.count)) : key
    }

    private func subject(_ address: EntryAddress) -> String {
        var full = address
        full.groups = []
        full.key = keyPrefix + name(address)
        return full.description
    }

    private func refuseWidth(_ address: EntryAddress) throws(EditError) {
        guard let width = address.width else { return }
        throw .notInFormat(
            format, what: "the width variation @\(width) of \(subject(address.withoutWidth))",
            reason: "its values are texts only (width variations are Swifternalization's and .stringsdict's)")
    }

    private func pluralSuffix(_ selector: String, _ address: EntryAddress) throws(EditError) -> PluralSuffix {
        guard hasPlurals else {
            throw .notInFormat(
                format, what: "the variant '\(selector)' of \(subject(address.withoutSelector))",
                reason: "its values are texts only (for plural forms, use i18next JSON: key_one, key_few…)")
        }
        guard let suffix = PluralSuffix(selector: selector) else {
            throw .notInFormat(
                format, what: "the variant '\(selector)' of \(subject(address.withoutSelector))",
                reason: "its variants are plural forms only: zero, one, two, few, many, other, and ordinal_one… "
                    + "for ordinals")
        }
        return suffix
    }

    private func described(
        _ kind: ChangeDescription.Kind, _ address: EntryAddress, path: [String], old: String?,
        in document: JSONDocument
    ) -> EditResult {
        let node = document.node(at: path)!
        let line = LanguageEdits.lineNumber(of: node.range.lowerBound, in: document.bytes)
        return EditResult(
            document: document,
            change: ChangeDescription(
                kind: kind, line: line, subject: subject(address), old: old,
                new: ValueSummary.summary(of: node, in: document)))
    }

    private func attempt(_ edit: () throws(JSONEditError) -> JSONDocument) throws(EditError) -> JSONDocument {
        do throws(JSONEditError) {
            return try edit()
        } catch {
            throw .document(error)
        }
    }
}

extension EntryAddress {
    /// The address without its selector.
    fileprivate var withoutSelector: EntryAddress {
        var address = self
        address.selector = nil
        return address
    }

    /// The address without its width.
    fileprivate var withoutWidth: EntryAddress {
        var address = self
        address.width = nil
        return address
    }
}
