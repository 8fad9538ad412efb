#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Entry-level edits of a language file, on top of `JSONDocument`'s minimal-diff edits: set the string of
/// a key, a variant or a width variation (creating what is missing), remove one, rename a key.
///
/// Each function takes a document and returns a new one whose bytes differ only where the entry is, plus
/// a `ChangeDescription`. New members go at the end of their object, written in the file's own style;
/// replaced strings keep their position. Nothing here touches the disk.
///
/// Changing the shape of a value needs `force`:
/// - a text given variants becomes `{"other": TEXT, SELECTOR: NEW}` (the text is kept as `other`);
/// - a text given a width `@N` becomes `{"@N+1": TEXT, "@N": NEW}` (the text is kept for every width
///   above N and when no width is given, as before; the new text answers at N and below);
/// - width variations given a selector become `{"other": {WIDTHS}, SELECTOR: NEW}`;
/// - variants, width variations or a value of the wrong type given a plain text are replaced by it;
/// - a value of the wrong type (number, array, `null`) given a selector or width is replaced.
/// A width without a selector on a value with variants is always refused: widths go inside a variant.
public enum LanguageEdits {
    /// Sets the string at `address`, creating the key, the variant or the width variation if missing.
    ///
    /// - Parameters:
    ///   - text: the new string, any Unicode; it is escaped the way the file escapes (`\uXXXX` for
    ///     non-ASCII if the file does so, raw UTF-8 otherwise).
    ///   - force: allow changing the shape of the value (see the type's documentation).
    /// - Returns: the edited document; `change.kind` is `.unchanged` (and the document the same) when the
    ///   string already was `text`.
    /// - Throws: `EditError`: a malformed selector or width, a missing group, `.needsForce`,
    ///   `.widthBesideVariants`.
    public static func settingString(
        _ text: String, at address: EntryAddress, in document: JSONDocument, force: Bool = false
    ) throws(EditError) -> EditResult {
        try address.validate()
        let keyCount = address.groups.count + 1
        func subject(_ path: [String]) -> String { EntryAddress.describe(path, keyCount: keyCount) }

        let group = try groupObject(address.groups, in: document)
        var segments = address.path.dropFirst(keyCount)
        guard group.members!.contains(where: { $0.key == address.key }) else {
            let edited = try attempt { () throws(JSONEditError) in
                try document.addingMember(address.key, nested(segments, text), to: address.groups)
            }
            return describe(.added, subject: address.description, path: address.path, old: nil, in: edited)
        }

        var edited = document
        var path = address.keyPath
        // The outermost value whose shape changed, with its summary before the change.
        var reshaped: (path: [String], old: String)?
        func reshape(_ node: JSONNode, change: String) throws(EditError) {
            guard force else { throw .needsForce(subject(path), change: change) }
            if reshaped == nil { reshaped = (path, ValueSummary.summary(of: node, in: edited)) }
        }

        while true {
            let node = edited.node(at: path)!
            guard let next = segments.first else {
                if let old = node.string {
                    if reshaped == nil, old == text {
                        return describe(.unchanged, subject: address.description, path: path, old: nil, in: edited)
                    }
                    if reshaped == nil {
                        edited = try attempt { () throws(JSONEditError) in
                            try edited.replacingValue(at: path, with: .string(text))
                        }
                        return describe(
                            .changed, subject: address.description, path: path,
                            old: ValueSummary.quoted(old), in: edited)
                    }
                } else {
                    try reshape(node, change: "replace \(shapeDescription(node)) with a plain text")
                }
                let target = path
                edited = try attempt { () throws(JSONEditError) in
                    try edited.replacingValue(at: target, with: .string(text))
                }
                break
            }
            let isWidth = next.hasPrefix("@")
            let target = path
            switch node.kind {
            case .object(let members):
                let shape = Shape(members)
                if isWidth, shape == .variants {
                    throw .widthBesideVariants(subject(path), selectors: members.map(\.key))
                }
                if !isWidth, shape == .widths {
                    try reshape(
                        node,
                        change: "turn its width variations into variants: they would be kept as variant 'other'"
                            + (next == "other" ? "" : " and '\(next)' added"))
                    let wrapped = JSONValueText.object([
                        ("other", .raw(reindented(edited.text(of: node.range), edited)))
                    ])
                    edited = try attempt { () throws(JSONEditError) in
                        try edited.replacingValue(at: target, with: wrapped)
                    }
                    continue
                }
                if members.contains(where: { $0.key == next }) {
                    path.append(next)
                    segments.removeFirst()
                    continue
                }
                let value = nested(segments.dropFirst(), text)
                edited = try attempt { () throws(JSONEditError) in try edited.addingMember(next, value, to: target) }
                if reshaped == nil {
                    return describe(.added, subject: address.description, path: address.path, old: nil, in: edited)
                }
            case .string:
                let wrapped: JSONValueText
                let old = JSONValueText.raw(edited.text(of: node.range))
                if isWidth {
                    let width = Int(next.dropFirst())!
                    guard width < EntryAddress.maximumWidth else { throw .invalidWidth("\(width + 1)") }
                    try reshape(
                        node,
                        change: "turn the text into width variations: it would be kept at @\(width + 1) "
                            + "(for every wider space) and the new text added at \(next)")
                    wrapped = .object([("@\(width + 1)", old)])
                } else {
                    try reshape(
                        node,
                        change: next == "other"
                            ? "turn the text into variants, replacing it with the new 'other'"
                            : "turn the text into variants: it would be kept as variant 'other' and '\(next)' added")
                    wrapped = .object([("other", old)])
                }
                edited = try attempt { () throws(JSONEditError) in try edited.replacingValue(at: target, with: wrapped)
                }
                continue
            case .array, .number, .bool, .null:
                try reshape(node, change: "replace \(shapeDescription(node)) with " + (isWidth ? "widths" : "variants"))
                let value = nested(segments, text)
                edited = try attempt { () throws(JSONEditError) in try edited.replacingValue(at: target, with: value) }
            }
            break
        }
        let (changedPath, old) = reshaped!
        return describe(.changed, subject: subject(changedPath), path: changedPath, old: old, in: edited)
    }

    /// Creates the content of a new language file holding only the string at `address`, in the style of
    /// `model` (the base file): its indentation, spacing, line endings, escapes, BOM and final newline.
    /// Without a model, the style is `JSONStyle.standard` with a final newline.
    ///
    /// - Throws: `EditError` for a malformed address, or `.noSuchGroup` when `address` has groups.
    public static func creatingFile(
        setting text: String, at address: EntryAddress, like model: JSONDocument?
    ) throws(EditError) -> EditResult {
        try address.validate()
        if let first = address.groups.first { throw .noSuchGroup(JSONWriter(style: .standard).quoted(first)) }
        return try creatingFile(
            holding: address.key, nested(address.path.dropFirst(), text), subject: address.description,
            valuePath: address.path, like: model)
    }

    /// Creates the content of a new file holding one top-level member, `key: value`, in the style of `model`
    /// (see `creatingFile(setting:at:like:)`): what every JSON format's new language file starts as.
    ///
    /// - Parameters:
    ///   - subject: what the change description names (`"cars" › few`).
    ///   - valuePath: the path of the value the description summarizes (`["cars", "few"]`).
    static func creatingFile(
        holding key: String, _ value: JSONValueText, subject: String, valuePath: [String], like model: JSONDocument?
    ) throws(EditError) -> EditResult {
        let style = model?.style ?? .standard
        let body = style.isSingleLine ? "{" + JSONWriter(style: style).member(key, value, indent: "") + "}" : "{}"
        var empty = try emptyDocument(like: model, body: body)
        if !style.isSingleLine {
            let document = empty
            empty = try attempt { () throws(JSONEditError) in try document.addingMember(key, value, to: []) }
        }
        return describe(.added, subject: subject, path: valuePath, old: nil, in: empty)
    }

    /// A new file holding `body` (an empty object by default) in the style of `model`: its BOM, line ending
    /// and final newline, and its style for what is added next. Without a model, `JSONStyle.standard` with
    /// a final newline.
    ///
    /// - Throws: `EditError.document` when `body` is not JSON.
    public static func emptyDocument(like model: JSONDocument?, body: String = "{}") throws(EditError) -> JSONDocument {
        let hasBOM = model?.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ?? false
        let style = model?.style ?? .standard
        let finalNewline = model.map { $0.bytes.last == 0x0A } ?? true
        let bytes = (hasBOM ? [0xEF, 0xBB, 0xBF] : []) + Array((body + (finalNewline ? style.newline : "")).utf8)
        var empty: JSONDocument
        do throws(JSONSyntaxError) {
            empty = try JSONDocument(bytes: bytes)
        } catch {
            throw .document(.wouldBreakFile(error))
        }
        empty.style = style
        return empty
    }

    /// Removes the key, the variant or the width variation at `address`, with its line and the comma that
    /// separated it.
    ///
    /// - Throws: `EditError`: `.noSuchKey`, `.noSuchVariant`, `.noSuchWidth`, `.noVariants` (a selector
    ///   or width asked of a plain text), `.widthBesideVariants`, `.wouldLeaveEmpty` (the last variant or
    ///   width of its object: an empty object is an error in a translation file).
    public static func removing(_ address: EntryAddress, from document: JSONDocument) throws(EditError) -> EditResult {
        try address.validate()
        let keyCount = address.groups.count + 1
        func subject(_ path: [String]) -> String { EntryAddress.describe(path, keyCount: keyCount) }

        let group = try groupObject(address.groups, in: document)
        guard let keyMember = group.members!.last(where: { $0.key == address.key }) else {
            throw .noSuchKey(subject(address.keyPath))
        }
        var path = address.keyPath
        var node = keyMember.value
        if let selector = address.selector {
            guard let members = node.members else { throw .noVariants(subject(path), found: shapeDescription(node)) }
            guard let variant = members.last(where: { $0.key == selector }) else {
                let selectors = Shape(members) == .widths ? [] : members.map(\.key)
                throw .noSuchVariant(subject(path), selector: selector, existing: selectors)
            }
            path.append(selector)
            node = variant.value
        }
        if let width = address.width {
            guard let members = node.members else { throw .noVariants(subject(path), found: shapeDescription(node)) }
            if address.selector == nil, Shape(members) == .variants {
                throw .widthBesideVariants(subject(path), selectors: members.map(\.key))
            }
            guard let variation = members.last(where: { $0.key == "@\(width)" }) else {
                throw .noSuchWidth(
                    subject(path), width: width, existing: members.map(\.key).filter { $0.hasPrefix("@") })
            }
            path.append("@\(width)")
            node = variation.value
        }
        if path.count > keyCount, document.node(at: Array(path.dropLast()))!.members!.count == 1 {
            throw .wouldLeaveEmpty(subject(path), container: subject(Array(path.dropLast())))
        }
        let siblings = document.node(at: Array(path.dropLast()))!.members!
        try checkUnique(path.last!, among: siblings, subject: subject(path), in: document)
        let member = siblings.last { $0.key == path.last! }!
        let line = lineNumber(of: member.keyRange.lowerBound, in: document.bytes)
        let old = ValueSummary.summary(of: node, in: document)
        let target = path
        let edited = try attempt { () throws(JSONEditError) in try document.removingMember(at: target) }
        return EditResult(
            document: edited,
            change: ChangeDescription(kind: .removed, line: line, subject: subject(path), old: old, new: nil))
    }

    /// Renames a key (in `groups`, top-level by default); its value and position stay.
    ///
    /// - Throws: `EditError.noSuchKey`, `.keyExists` (also when `newKey` is `key`).
    public static func renamingKey(
        _ key: String, to newKey: String, groups: [String] = [], in document: JSONDocument
    ) throws(EditError) -> EditResult {
        let keyCount = groups.count + 1
        func subject(_ path: [String]) -> String { EntryAddress.describe(path, keyCount: keyCount) }
        let group = try groupObject(groups, in: document)
        guard group.members!.contains(where: { $0.key == key }) else { throw .noSuchKey(subject(groups + [key])) }
        if group.members!.contains(where: { $0.key == newKey }) { throw .keyExists(subject(groups + [newKey])) }
        try checkUnique(key, among: group.members!, subject: subject(groups + [key]), in: document)
        let edited = try attempt { () throws(JSONEditError) in
            try document.renamingMember(at: groups + [key], to: newKey)
        }
        let member = edited.node(at: groups)!.members!.last { $0.key == newKey }!
        let line = lineNumber(of: member.keyRange.lowerBound, in: edited.bytes)
        return EditResult(
            document: edited,
            change: ChangeDescription(
                kind: .renamed, line: line, subject: subject(groups + [key]), old: subject(groups + [key]),
                new: subject(groups + [newKey])))
    }

    // MARK: - Helpers

    /// How an object's members read: width variations (all `@N`), variants, or nothing yet.
    private enum Shape {
        case empty, widths, variants

        init(_ members: [JSONMember]) {
            if members.isEmpty {
                self = .empty
            } else if members.allSatisfy({ $0.key.hasPrefix("@") }) {
                self = .widths
            } else {
                self = .variants
            }
        }
    }

    /// Refuses a key that appears more than once among `members`.
    static func checkUnique(
        _ key: String, among members: [JSONMember], subject: String, in document: JSONDocument
    ) throws(EditError) {
        let occurrences = members.filter { $0.key == key }
        guard occurrences.count > 1 else { return }
        throw .duplicated(
            subject, lines: occurrences.map { lineNumber(of: $0.keyRange.lowerBound, in: document.bytes) })
    }

    /// The object that holds the keys: the root, or the object at `groups`.
    private static func groupObject(_ groups: [String], in document: JSONDocument) throws(EditError) -> JSONNode {
        var node = document.root
        for (index, group) in groups.enumerated() {
            let subject = EntryAddress.describe(Array(groups[...index]), keyCount: index + 1)
            guard let members = node.members else { throw .notAGroup(subject, found: node.kindDescription) }
            guard let member = members.last(where: { $0.key == group }) else { throw .noSuchGroup(subject) }
            node = member.value
        }
        guard node.members != nil else {
            let subject = EntryAddress.describe(groups, keyCount: groups.count)
            throw .notAGroup(groups.isEmpty ? "the file" : subject, found: node.kindDescription)
        }
        return node
    }

    /// `"text"` under the given selectors and width: `["few", "@200"]` → `{"few": {"@200": "text"}}`.
    private static func nested(_ segments: ArraySlice<String>, _ text: String) -> JSONValueText {
        segments.reversed().reduce(JSONValueText.string(text)) { .object([($1, $0)]) }
    }

    /// A value's text moved one level deeper: every line after the first gets one more indent unit.
    private static func reindented(_ text: String, _ document: JSONDocument) -> String {
        guard !document.style.isSingleLine else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(scalar)
            if scalar == "\n" { result += document.style.indentUnit }
        }
        return result
    }

    /// What a value is, for messages: "a plain text", "its variants (one, other)", "its width variations (@100)".
    private static func shapeDescription(_ node: JSONNode) -> String {
        switch node.kind {
        case .string: return "a plain text"
        case .object(let members):
            switch Shape(members) {
            case .empty: return "an empty object"
            case .widths: return "its width variations (\(members.map(\.key).joined(separator: ", ")))"
            case .variants: return "its variants (\(members.map(\.key).joined(separator: ", ")))"
            }
        default: return node.kindDescription
        }
    }

    static func describe(
        _ kind: ChangeDescription.Kind, subject: String, path: [String], old: String?, in document: JSONDocument
    ) -> EditResult {
        let node = document.node(at: path)!
        let line = lineNumber(of: node.range.lowerBound, in: document.bytes)
        return EditResult(
            document: document,
            change: ChangeDescription(
                kind: kind, line: line, subject: subject, old: old,
                new: ValueSummary.summary(of: node, in: document)))
    }

    /// The 1-based line of a byte offset (`LineIndex` without building the index, for a single lookup).
    static func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
        ByteSearch.lineFeeds(in: bytes, before: offset) + 1
    }

    static func attempt(_ edit: () throws(JSONEditError) -> JSONDocument) throws(EditError) -> JSONDocument {
        do throws(JSONEditError) {
            return try edit()
        } catch {
            throw .document(error)
        }
    }
}
