/// Entry-level edits of an Android `strings.xml` file as minimal splices of its bytes: a value's content is
/// replaced between its tags, a new `<string>` or `<item>` goes on a line of its own after its last sibling
/// with the sibling's indentation, a removal takes the element's lines, a rename the `name` attribute's value.
/// What Android cannot hold — width variations, selectors other than CLDR categories — is refused first.
struct AndroidEdits {
    private let file: LanguageFile
    private let resources: AndroidResources
    private var bytes: [UInt8] { file.bytes }

    /// The edits of `file`.
    ///
    /// - Throws: `EditError.fileHasSyntaxError` when the file does not parse.
    init(file: LanguageFile) throws(EditError) {
        guard file.isEditable, let resources = try? AndroidResources(bytes: file.bytes) else {
            throw .fileHasSyntaxError(file.fileName)
        }
        self.file = file
        self.resources = resources
    }

    // MARK: - Setting

    /// Sets the text of a `<string>`, a `<plurals>` item or a `<string-array>` item, adding it when missing;
    /// with `force`, a `<string>` becomes `<plurals>` (and back).
    func setting(_ text: String, at address: EntryAddress, force: Bool) throws(EditError) -> FileEdit {
        try Self.checkHoldable(address)
        let subject = address.description
        if let (name, index) = AndroidResources.arrayItem(address.key), let array = resources.resource(named: name),
            array.kind == .stringArray
        {
            guard address.selector == nil else { throw .noVariants(subject, found: "an item of a string array") }
            let items = array.element.children.filter { $0.name == "item" }
            if index < items.count { return try replacingContent(of: items[index], with: text, subject: subject) }
            guard index == items.count else { throw .noSuchKey(address.key) }
            return inserting(
                "<item>\(AndroidText.encode(text))</item>", into: array.element, after: items.last,
                subject: subject, new: text)
        }
        guard let resource = resources.resource(named: address.key) else {
            try Self.checkName(address.key)
            let element =
                if let selector = address.selector {
                    "<plurals name=\"\(XMLText.encodeAttribute(address.key))\">"
                        + "\(newline)\(itemIndent)<item quantity=\"\(selector)\">\(AndroidText.encode(text))</item>"
                        + "\(newline)\(resourceIndent)</plurals>"
                } else {
                    "<string name=\"\(XMLText.encodeAttribute(address.key))\">\(AndroidText.encode(text))</string>"
                }
            return inserting(element, into: resources.root, after: lastResource, subject: subject, new: text)
        }
        switch (resource.kind, address.selector) {
        case (.string, nil):
            return try replacingContent(of: resource.element, with: text, subject: subject)
        case (.string, let selector?):
            guard force else { throw .needsForce(subject, change: "turn the text into plural forms") }
            let element =
                "<plurals name=\"\(XMLText.encodeAttribute(resource.name))\">"
                + "\(newline)\(itemIndent)<item quantity=\"\(selector)\">\(AndroidText.encode(text))</item>"
                + "\(newline)\(resourceIndent)</plurals>"
            return replacing(
                resource.element.range, with: element, kind: .changed, subject: subject, old: nil, new: text)
        case (.plurals, nil):
            guard force else { throw .needsForce(subject, change: "replace its plural forms with one text") }
            let element =
                "<string name=\"\(XMLText.encodeAttribute(resource.name))\">\(AndroidText.encode(text))</string>"
            return replacing(
                resource.element.range, with: element, kind: .changed, subject: subject, old: nil, new: text)
        case (.plurals, let selector?):
            let items = resource.element.children.filter { $0.name == "item" }
            if let item = items.last(where: { $0.attribute("quantity")?.value == selector }) {
                return try replacingContent(of: item, with: text, subject: subject)
            }
            let order = PluralCategory.allCases.map(\.rawValue)
            let position = order.firstIndex(of: selector) ?? order.count
            let before = items.last { order.firstIndex(of: $0.attribute("quantity")?.value ?? "") ?? 0 < position }
            let item = "<item quantity=\"\(selector)\">\(AndroidText.encode(text))</item>"
            if before == nil, let first = items.first {
                return replacing(
                    first.range.lowerBound..<first.range.lowerBound, with: item + newline + indent(of: first),
                    kind: .added, subject: subject, old: nil, new: text)
            }
            return inserting(item, into: resource.element, after: before, subject: subject, new: text)
        case (.stringArray, _):
            throw .notInFormat(
                .android, what: "a value for the whole string array \(address.key)",
                reason: "set its items, \(address.key)[0], \(address.key)[1]…")
        }
    }

    // MARK: - Removing

    /// Removes a resource, a `<plurals>` item or a `<string-array>` item, with its line.
    func removing(_ address: EntryAddress) throws(EditError) -> FileEdit {
        try Self.checkHoldable(address)
        let subject = address.description
        if let (name, index) = AndroidResources.arrayItem(address.key), let array = resources.resource(named: name),
            array.kind == .stringArray
        {
            let items = array.element.children.filter { $0.name == "item" }
            guard address.selector == nil else { throw .noVariants(subject, found: "an item of a string array") }
            guard index < items.count else { throw .noSuchKey(address.key) }
            return removingLines(of: items[index], subject: subject)
        }
        guard let resource = resources.resource(named: address.key) else { throw .noSuchKey(address.key) }
        guard let selector = address.selector else { return removingLines(of: resource.element, subject: subject) }
        guard resource.kind == .plurals else { throw .noVariants(subject, found: "a text") }
        let items = resource.element.children.filter { $0.name == "item" }
        guard let item = items.last(where: { $0.attribute("quantity")?.value == selector }) else {
            throw .noSuchVariant(
                EntryAddress(key: address.key).description, selector: selector,
                existing: items.compactMap { $0.attribute("quantity")?.value })
        }
        guard items.count > 1 else {
            throw .wouldLeaveEmpty(subject, container: EntryAddress(key: address.key).description)
        }
        return removingLines(of: item, subject: subject)
    }

    // MARK: - Renaming

    /// Renames a resource: its `name` attribute.
    func renaming(_ key: String, to newKey: String) throws(EditError) -> FileEdit {
        let subject = EntryAddress(key: key).description
        if AndroidResources.arrayItem(key) != nil || AndroidResources.arrayItem(newKey) != nil {
            throw .notInFormat(
                .android, what: "a renamed string-array item", reason: "rename the array, not one of its items")
        }
        guard let resource = resources.resource(named: key) else { throw .noSuchKey(key) }
        guard resources.resource(named: newKey) == nil else { throw .keyExists(newKey) }
        try Self.checkName(newKey)
        let range = resource.element.attribute("name")!.valueRange
        var edit = replacing(
            range, with: XMLText.encodeAttribute(newKey), kind: .renamed, subject: subject, old: nil, new: nil)
        edit.change.old = EntryAddress(key: key).description
        edit.change.new = EntryAddress(key: newKey).description
        return edit
    }

    // MARK: - Checks

    /// Refuses widths, groups and selectors that are not CLDR categories.
    private static func checkHoldable(_ address: EntryAddress) throws(EditError) {
        if address.width != nil {
            throw .notInFormat(.android, what: "width variations", reason: "Android resources have none")
        }
        if !address.groups.isEmpty {
            throw .notInFormat(.android, what: "groups of keys", reason: "resources are not nested")
        }
        if let selector = address.selector, PluralCategory(rawValue: selector) == nil {
            throw .notInFormat(
                .android, what: "the selector '\(selector)'",
                reason: "<plurals> items are chosen by the CLDR categories zero, one, two, few, many and other only")
        }
    }

    /// Refuses a resource name Android would not compile.
    private static func checkName(_ name: String) throws(EditError) {
        let valid =
            name.first.map { $0.isLetter || $0 == "_" } == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard valid else {
            throw .notInFormat(
                .android, what: "the name '\(name)'",
                reason: "a resource name is letters, digits, '_' and '.', not starting with a digit")
        }
    }

    // MARK: - Splices

    private func replacingContent(of element: XMLElement, with text: String, subject: String) throws(EditError)
        -> FileEdit
    {
        guard let content = element.content else {
            let tag = String(
                decoding: bytes[element.startTag.lowerBound..<element.startTag.upperBound - 2], as: UTF8.self)
            let trimmed = String(tag.reversed().drop { $0 == " " }.reversed())
            return replacing(
                element.range, with: "\(trimmed)>\(AndroidText.encode(text))</\(element.name)>", kind: .changed,
                subject: subject, old: "", new: text)
        }
        let old = AndroidText.decode(bytes, range: content)
        let raw = bytes[content]
        let quoted = raw.first == UInt8(ascii: "\"") && raw.last == UInt8(ascii: "\"") && raw.count > 1
        if old == text {
            return FileEdit(
                bytes: bytes,
                change: ChangeDescription(
                    kind: .unchanged, line: line(of: content.lowerBound, in: bytes), subject: subject, old: nil,
                    new: ValueSummary.quoted(text)))
        }
        return replacing(
            content, with: AndroidText.encode(text, quoted: quoted), kind: .changed, subject: subject, old: old,
            new: text)
    }

    /// Inserts `element` on a new line after `sibling` (with its indentation), or first in `parent`.
    private func inserting(
        _ element: String, into parent: XMLElement, after sibling: XMLElement?, subject: String, new: String
    )
        -> FileEdit
    {
        if let sibling {
            let at = sibling.range.upperBound
            return replacing(
                at..<at, with: newline + indent(of: sibling) + element, kind: .added, subject: subject, old: nil,
                new: new)
        }
        let content = parent.content ?? parent.range.upperBound..<parent.range.upperBound
        let childIndent = parent.name == "resources" ? resourceIndent : itemIndent
        let lineStart = startOfLine(content.upperBound)
        if lineStart > content.lowerBound, bytes[lineStart..<content.upperBound].allSatisfy(XMLScanner.isSpace) {
            return replacing(
                lineStart..<lineStart, with: childIndent + element + newline, kind: .added, subject: subject, old: nil,
                new: new)
        }
        let closing = parent.name == "resources" ? "" : indent(of: parent)
        return replacing(
            content.upperBound..<content.upperBound, with: newline + childIndent + element + newline + closing,
            kind: .added, subject: subject, old: nil, new: new)
    }

    private func removingLines(of element: XMLElement, subject: String) -> FileEdit {
        var start = element.range.lowerBound
        var end = element.range.upperBound
        let lineStart = startOfLine(start)
        if bytes[lineStart..<start].allSatisfy(XMLScanner.isSpace) {
            var after = end
            while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            if after < bytes.count, bytes[after] == 0x0D { after += 1 }
            if after < bytes.count, bytes[after] == 0x0A {
                start = lineStart
                end = after + 1
            }
        }
        var edited = bytes
        edited.replaceSubrange(start..<end, with: [])
        return FileEdit(
            bytes: edited,
            change: ChangeDescription(
                kind: .removed, line: line(of: element.range.lowerBound, in: bytes), subject: subject,
                old: summary(of: element), new: nil))
    }

    private func replacing(
        _ range: Range<Int>, with text: String, kind: ChangeDescription.Kind, subject: String, old: String?,
        new: String?
    ) -> FileEdit {
        var edited = bytes
        edited.replaceSubrange(range, with: Array(text.utf8))
        let offset = range.lowerBound + (text.hasPrefix(newline) ? newline.utf8.count : 0)
        return FileEdit(
            bytes: edited,
            change: ChangeDescription(
                kind: kind, line: line(of: offset, in: edited), subject: subject,
                old: old.map { ValueSummary.quoted($0) },
                new: new.map { ValueSummary.quoted($0) }))
    }

    /// What an element held, for the change description: its text, or its items' (`{one: "…", other: "…"}`).
    private func summary(of element: XMLElement) -> String {
        let items = element.children.filter { $0.name == "item" }
        guard element.name == "plurals" || element.name == "string-array" else {
            return ValueSummary.quoted(element.content.map { AndroidText.decode(bytes, range: $0) } ?? "")
        }
        let shown = items.prefix(4).map { item in
            let text = ValueSummary.quoted(item.content.map { AndroidText.decode(bytes, range: $0) } ?? "", limit: 24)
            return item.attribute("quantity").map { "\($0.value): \(text)" } ?? text
        }
        let more = items.count > 4 ? ", …" : ""
        return element.name == "plurals"
            ? "{" + shown.joined(separator: ", ") + more + "}" : "[" + shown.joined(separator: ", ") + more + "]"
    }

    // MARK: - Style

    /// The file's line break (`\r\n` when its first line ends so).
    private var newline: String {
        guard let first = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return first > 0 && bytes[first - 1] == 0x0D ? "\r\n" : "\n"
    }

    /// The last string resource, or the last element of `<resources>`.
    private var lastResource: XMLElement? { resources.resources.last?.element ?? resources.root.children.last }

    /// The indentation of the resources (of the first one; four spaces in an empty file).
    private var resourceIndent: String { resources.root.children.first.map(indent(of:)) ?? "    " }

    /// The indentation of `<item>`s (of the first in the file; the resources' twice otherwise).
    private var itemIndent: String {
        for resource in resources.resources where resource.kind != .string {
            if let item = resource.element.children.first { return indent(of: item) }
        }
        return resourceIndent + resourceIndent
    }

    private func indent(of element: XMLElement) -> String {
        let start = startOfLine(element.range.lowerBound)
        let prefix = bytes[start..<element.range.lowerBound]
        return String(decoding: prefix.prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    }

    private func startOfLine(_ offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    private func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
