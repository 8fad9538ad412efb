/// Entry-level edits of a `.stringsdict` file as minimal splices in its own style: a changed text replaces
/// the content of its `<string>` (entities encoded), a new form or width goes beside its siblings at their
/// indentation (forms in CLDR order, widths in numeric order), a new key at the end of the root dictionary;
/// a value whose shape changes (a text made plural, with `force`) is written anew where it stood. Nothing
/// else in the file changes.
struct StringsDictEdits {
    /// The file edited.
    let file: LanguageFile
    /// The file read.
    let document: StringsDictDocument
    /// One indentation level of what is added (the document's own, or a model's for a new file).
    var indentUnit: String
    /// What the file's keys have in front in the project (`InfoPlist:`).
    let prefix: String

    /// The edits of `file`.
    ///
    /// - Throws: `EditError.fileHasSyntaxError` when it does not parse.
    init(file: LanguageFile) throws(EditError) {
        self.file = file
        do throws(XMLSyntaxError) {
            document = try StringsDictDocument(bytes: file.bytes)
        } catch {
            throw .fileHasSyntaxError(file.fileName)
        }
        indentUnit = document.indentUnit
        prefix = StringsDictLayout.keyPrefix(ofPath: file.fileName)
    }

    // MARK: - Setting

    /// Sets the text at `address`, adding the key, the form or the width when missing; `force` lets a value
    /// change shape (a text into forms or widths and back), written anew.
    func setting(_ text: String, at address: EntryAddress, force: Bool) throws(EditError) -> FileEdit {
        try check(address)
        let subject = address.description
        let key = try fileKey(address.key)
        guard let entry = document.entries.last(where: { $0.member.key == key }) else {
            let value = try newValue(text, at: address, variables: [])
            return try inserting(key: key, value: value, into: document.root, subject: subject, text: text)
        }
        switch entry.shape {
        case .text(let string) where address.selector == nil && address.width == nil:
            return try replacing(string, with: text, subject: subject)
        case .variables(let format, let variables) where address.selector != nil:
            let (variable, form) = try target(address.selector!, in: variables, subject: subject, creating: true)
            let formText = try Self.form(of: text, for: variable.name, in: format.string ?? "", subject: subject)
            if let existing = variable.forms.last(where: { $0.key == form }) {
                guard existing.value.string != nil else {
                    guard force else { throw .needsForce(subject, change: "replace \(existing.value.kindDescription)") }
                    return try rewriting(existing.value, as: formText, subject: subject, text: text)
                }
                let old = VariableReference.replacing(
                    variable.name, with: existing.value.string!, in: format.string ?? "")
                return try replacing(existing.value, with: formText, subject: subject, shown: (old, text))
            }
            let before = variable.forms.first { Self.order(of: $0.key) > Self.order(of: form) }
            return try inserting(
                member: form, value: { _ in string(formText) }, into: variable.member.value, before: before,
                subject: subject, text: text)
        case .devices(let devices) where address.selector != nil && address.width == nil:
            // A device's text is replaced; a device the key does not have is not added (Apple's device names).
            guard let existing = devices.members?.last(where: { $0.key == address.selector! }),
                existing.value.string != nil
            else {
                throw .notInFormat(
                    .stringsdict, what: "the device '\(address.selector!)'",
                    reason: "only the devices a key already has are edited here")
            }
            return try replacing(existing.value, with: text, subject: subject)
        case .widths(let widths) where address.selector == nil && address.width != nil:
            let width = address.width!
            let members = widths.members ?? []
            if let existing = members.last(where: { Int($0.key) == width }), existing.value.string != nil {
                return try replacing(existing.value, with: text, subject: subject)
            }
            let before = members.first { (Int($0.key) ?? -1) > width }
            return try inserting(
                member: "\(width)", value: { _ in string(text) }, into: widths, before: before, subject: subject,
                text: text)
        default:
            guard force else { throw .needsForce(subject, change: Self.shapeChange(entry.shape, to: address)) }
            var variables: [String] = []
            if case .variables(_, let existing) = entry.shape { variables = existing.map(\.name) }
            let value = try newValue(text, at: address, variables: variables)
            return try rewriting(entry.member.value, as: value, subject: subject, text: text)
        }
    }

    /// Turns the text of `key` into a plural entry with a form per category, each the text (the editor's `p`).
    func pluralizing(_ key: String, categories: [PluralCategory]) throws(EditError) -> FileEdit {
        let subject = EntryAddress(key: key).description
        guard let entry = document.entries.last(where: { $0.member.key == (try? fileKey(key)) }),
            case .text(let string) = entry.shape, let text = string.string
        else { throw .noSuchKey(subject) }
        let value = StringsDictValue.plural(
            variable: StringsDictValue.newVariable, forms: categories.map { ($0.rawValue, text) })
        return try rewriting(entry.member.value, as: value, subject: subject, text: text)
    }

    // MARK: - Removing

    /// Removes the key, a form, or a width.
    func removing(_ address: EntryAddress) throws(EditError) -> FileEdit {
        try check(address)
        let subject = address.description
        let entry = try uniqueEntry(address.key, subject: subject)
        switch (entry.shape, address.selector, address.width) {
        case (_, nil, nil):
            return try removing(entry.member, from: document.root, subject: subject, old: Self.summary(of: entry))
        case (.variables(let format, let variables), let selector?, _):
            let (variable, form) = try target(selector, in: variables, subject: subject, creating: false)
            guard let member = variable.forms.last(where: { $0.key == form }) else {
                throw .noSuchVariant(subject, selector: selector, existing: Self.selectors(of: variables))
            }
            if variable.forms.count == 1 {
                throw .wouldLeaveEmpty(
                    subject, container: EntryAddress.describe([address.key, variable.name], keyCount: 1))
            }
            let old = member.value.string.map {
                VariableReference.replacing(variable.name, with: $0, in: format.string ?? "")
            }
            return try removing(member, from: variable.member.value, subject: subject, old: old)
        case (.widths(let widths), nil, let width?):
            let members = widths.members ?? []
            guard let member = members.last(where: { Int($0.key) == width }) else {
                throw .noSuchWidth(subject, width: width, existing: members.map { "@" + $0.key })
            }
            if members.count == 1 {
                throw .wouldLeaveEmpty(subject, container: EntryAddress(key: address.key).description)
            }
            return try removing(member, from: widths, subject: subject, old: member.value.string)
        case (.widths(let widths), _?, _):
            throw .noSuchVariant(
                subject, selector: address.selector!, existing: (widths.members ?? []).map { "@" + $0.key })
        case (.variables(_, let variables), nil, let width?):
            throw .noSuchWidth(subject, width: width, existing: Self.selectors(of: variables))
        default:
            throw .noVariants(subject, found: "a text")
        }
    }

    // MARK: - Renaming

    /// Renames a key: the content of its `<key>` element.
    func renaming(_ key: String, to newKey: String) throws(EditError) -> FileEdit {
        let subject = EntryAddress(key: key).description
        let entry = try uniqueEntry(key, subject: subject)
        let newFileKey = try fileKey(newKey)
        if document.entries.contains(where: { $0.member.key == newFileKey }) {
            throw .keyExists(EntryAddress(key: newKey).description)
        }
        let element = entry.member.keyElement
        let range = element.content ?? element.range
        let text = element.content == nil ? "<key>\(XMLText.encode(newFileKey))</key>" : XMLText.encode(newFileKey)
        return try splice(
            range, with: text,
            change: ChangeDescription(
                kind: .renamed, line: 0, subject: subject, old: subject, new: EntryAddress(key: newKey).description),
            at: element.range.lowerBound)
    }

    // MARK: - What an address names

    /// Refuses what a `.stringsdict` cannot hold.
    private func check(_ address: EntryAddress) throws(EditError) {
        if !address.groups.isEmpty { throw .noSuchGroup(address.groups[0]) }
        if let selector = address.selector, Expression.isExpressionSyntax(selector) {
            throw .notInFormat(
                .stringsdict, what: "the selector '\(selector)'",
                reason: "its forms are the plural categories zero, one, two, few, many and other (and devices), "
                    + "not ie:, iex: or exp: expressions")
        }
        if address.selector != nil, address.width != nil {
            throw .notInFormat(
                .stringsdict, what: "width variations inside a form",
                reason: "\(StringsDictEntry.widthRule) applies to a whole key, not to a plural form")
        }
    }

    /// The key as the file writes it (without the table's prefix).
    private func fileKey(_ key: String) throws(EditError) -> String {
        guard !prefix.isEmpty else { return key }
        guard key.hasPrefix(prefix) else { throw .noSuchKey(EntryAddress(key: key).description) }
        return String(key.dropFirst(prefix.count))
    }

    /// The entry of a key that the file holds once.
    private func uniqueEntry(_ key: String, subject: String) throws(EditError) -> StringsDictEntry {
        let fileKey = try fileKey(key)
        let entries = document.entries.filter { $0.member.key == fileKey }
        guard let entry = entries.last else { throw .noSuchKey(subject) }
        if entries.count > 1 {
            throw .duplicated(subject, lines: entries.map { line(of: $0.member.keyElement.range.lowerBound) })
        }
        return entry
    }

    /// The variable and form a selector names: `name.form` a form of the variable `name`, a bare form one of
    /// the first variable (the one the number chooses).
    private func target(
        _ selector: String, in variables: [StringsDictEntry.Variable], subject: String, creating: Bool
    ) throws(EditError) -> (StringsDictEntry.Variable, String) {
        var variable = variables[0]
        var form = selector
        if let dot = selector.firstIndex(of: "."),
            let named = variables.first(where: { $0.name == selector[..<dot] })
        {
            variable = named
            form = String(selector[selector.index(after: dot)...])
        }
        if variable.isDevice {
            guard variable.forms.contains(where: { $0.key == form }) || !creating else {
                throw .notInFormat(
                    .stringsdict, what: "a new device variant '\(selector)'",
                    reason: "Glossa edits the devices a file has (\(StringsDictEntry.deviceRule)) but does not add them"
                )
            }
        } else if PluralCategory(rawValue: form) == nil {
            guard variable.forms.contains(where: { $0.key == form }) || !creating else {
                throw .notInFormat(
                    .stringsdict, what: "the selector '\(selector)'",
                    reason: "its forms are the plural categories zero, one, two, few, many and other"
                        + (variables.count > 1 ? ", written variable.category with several variables (count.few)" : ""))
            }
        }
        return (variable, form)
    }

    /// The form a shown text stands for: the text without the format string around `%#@name@`.
    static func form(of text: String, for name: String, in format: String, subject: String) throws(EditError)
        -> String
    {
        let references = VariableReference.all(in: format).filter { $0.name == name }
        guard !references.isEmpty else { return text }
        var pieces: [String] = []
        var last = format.startIndex
        for reference in references {
            pieces.append(String(format[last..<reference.range.lowerBound]))
            last = reference.range.upperBound
        }
        pieces.append(String(format[last...]))
        let bytes = Array(text.utf8)
        let fixed = pieces.reduce(0) { $0 + $1.utf8.count }
        let length = (bytes.count - fixed) / references.count
        if bytes.count >= fixed, (bytes.count - fixed) % references.count == 0, bytes.starts(with: pieces[0].utf8),
            case let form = String(decoding: bytes[pieces[0].utf8.count..<pieces[0].utf8.count + length], as: UTF8.self),
            VariableReference.replacing(name, with: form, in: format) == text
        {
            return form
        }
        throw .notInFormat(
            .stringsdict, what: "a change outside %#@\(name)@",
            reason: "a form replaces %#@\(name)@ in the format string \"\(format)\"; keep the text around it, "
                + "or change the format string in the file")
    }

    /// The value a text at `address` makes when written anew.
    private func newValue(_ text: String, at address: EntryAddress, variables: [String]) throws(EditError)
        -> StringsDictValue
    {
        if let width = address.width { return .widths([(width, text)]) }
        guard let selector = address.selector else { return .text(text) }
        var variable = variables.first ?? StringsDictValue.newVariable
        var form = selector
        if let dot = selector.firstIndex(of: ".") {
            variable = String(selector[..<dot])
            form = String(selector[selector.index(after: dot)...])
        }
        guard PluralCategory(rawValue: form) != nil, !variable.isEmpty else {
            throw .notInFormat(
                .stringsdict, what: "the selector '\(selector)'",
                reason: "a new form is a plural category: zero, one, two, few, many or other")
        }
        return .plural(variable: variable, forms: [(form, text)])
    }

    private static func order(of form: String) -> Int {
        StringsDictValue.formOrder.firstIndex(of: form) ?? StringsDictValue.formOrder.count
    }

    private static func shapeChange(_ shape: StringsDictEntry.Shape, to address: EntryAddress) -> String {
        let into = address.width != nil ? "width variations" : address.selector != nil ? "plural forms" : "one text"
        switch shape {
        case .text: return "turn its text into \(into)"
        case .variables: return "replace its forms with \(into)"
        case .widths: return "replace its width variations with \(into)"
        case .devices: return "replace its device variants with \(into)"
        case .unreadable(let found, _, _): return "replace \(found) with \(into)"
        }
    }

    /// The selectors of variables as the reader names them.
    private static func selectors(of variables: [StringsDictEntry.Variable]) -> [String] {
        variables.flatMap { variable in
            variable.forms.map { StringsDictEntry.selector(form: $0.key, of: variable.name, count: variables.count) }
        }
    }

    /// A summary of an entry's value, for the change description of its removal.
    private static func summary(of entry: StringsDictEntry) -> String? {
        switch entry.shape {
        case .text(let string): return string.string
        case .variables(let format, _): return format.string
        case .widths(let widths): return widths.members?.last?.value.string
        case .devices(let devices): return devices.members?.first?.value.string
        case .unreadable: return nil
        }
    }

    // MARK: - Splices

    private func string(_ text: String) -> String {
        text.isEmpty ? document.emptyString : "<string>\(XMLText.encode(text))</string>"
    }

    /// Replaces the text of a `<string>` with `text`; `shown` is the old and new texts as the model shows
    /// them (a form inside its format string), for the change description.
    private func replacing(
        _ value: PlistValue, with text: String, subject: String, shown: (old: String, new: String)? = nil
    )
        throws(EditError) -> FileEdit
    {
        let old = value.string ?? ""
        let shown = shown ?? (old, text)
        if old == text {
            return FileEdit(
                bytes: document.bytes,
                change: ChangeDescription(
                    kind: .unchanged, line: line(of: value.element.range.lowerBound), subject: subject,
                    old: ValueSummary.quoted(shown.new), new: ValueSummary.quoted(shown.new)))
        }
        let range = value.element.content ?? value.element.range
        let replacement = value.element.content == nil ? string(text) : XMLText.encode(text)
        let change = ChangeDescription(
            kind: .changed, line: 0, subject: subject, old: ValueSummary.quoted(shown.old),
            new: ValueSummary.quoted(shown.new))
        return try splice(range, with: replacement, change: change, at: value.element.range.lowerBound)
    }

    /// Writes a value anew in place of `value` (its element), at its indentation.
    private func rewriting(_ value: PlistValue, as newValue: StringsDictValue, subject: String, text: String)
        throws(EditError) -> FileEdit
    {
        let indent = document.indentation(ofLineAt: value.element.range.lowerBound)
        let replacement = newValue.text(
            indent: indent, unit: indentUnit, newline: document.newline, emptyString: document.emptyString)
        return try splice(
            value.element.range, with: replacement,
            change: ChangeDescription(
                kind: .changed, line: 0, subject: subject, old: nil, new: ValueSummary.quoted(text)),
            at: value.element.range.lowerBound)
    }

    private func rewriting(_ value: PlistValue, as text: String, subject: String, text shown: String) throws(EditError)
        -> FileEdit
    {
        try splice(
            value.element.range, with: string(text),
            change: ChangeDescription(
                kind: .changed, line: 0, subject: subject, old: nil, new: ValueSummary.quoted(shown)),
            at: value.element.range.lowerBound)
    }

    /// Adds a key at the end of the root dictionary.
    private func inserting(
        key: String, value: StringsDictValue, into dictionary: PlistValue, subject: String, text: String
    ) throws(EditError) -> FileEdit {
        try inserting(
            member: key,
            value: { indent in
                value.text(
                    indent: indent, unit: indentUnit, newline: document.newline, emptyString: document.emptyString)
            },
            into: dictionary, before: nil, subject: subject, text: text)
    }

    /// Adds `<key>name</key>` and its value to a dictionary, before `before` or after its last member, at the
    /// indentation of its members (one level inside it when it has none).
    private func inserting(
        member name: String, value: (String) -> String, into dictionary: PlistValue, before: PlistMember?,
        subject: String, text: String
    ) throws(EditError) -> FileEdit {
        let newline = document.newline
        let members = dictionary.members ?? []
        let key = "<key>\(XMLText.encode(name))</key>"
        let change = ChangeDescription(
            kind: .added, line: 0, subject: subject, old: nil, new: ValueSummary.quoted(text))
        if let before {
            let indent = document.indentation(ofLineAt: before.keyElement.range.lowerBound)
            let at = before.keyElement.range.lowerBound
            return try splice(
                at..<at, with: key + newline + indent + value(indent) + newline + indent, change: change, at: at)
        }
        if let last = members.last {
            let indent = document.indentation(ofLineAt: last.keyElement.range.lowerBound)
            let at = last.value.element.range.upperBound
            return try splice(
                at..<at, with: newline + indent + key + newline + indent + value(indent), change: change, at: at + 1)
        }
        let outer = document.indentation(ofLineAt: dictionary.element.range.lowerBound)
        let indent = outer + indentUnit
        let replacement =
            "<dict>" + newline + indent + key + newline + indent + value(indent) + newline + outer + "</dict>"
        return try splice(
            dictionary.element.range, with: replacement, change: change,
            at: dictionary.element.range.lowerBound + "<dict>".utf8.count + newline.utf8.count)
    }

    /// Removes a member with the white space before it (from the end of the member before, or the start of
    /// the dictionary's content).
    private func removing(_ member: PlistMember, from dictionary: PlistValue, subject: String, old: String?)
        throws(EditError) -> FileEdit
    {
        let members = dictionary.members ?? []
        let index = members.lastIndex { $0.keyElement.range == member.keyElement.range } ?? 0
        let start =
            index > 0
            ? members[index - 1].value.element.range.upperBound
            : dictionary.element.content?.lowerBound ?? member.keyElement.range.lowerBound
        let removedLine = line(of: member.keyElement.range.lowerBound)
        var edit = try splice(
            start..<member.value.element.range.upperBound, with: "",
            change: ChangeDescription(
                kind: .removed, line: 0, subject: subject, old: old.map { ValueSummary.quoted($0) }, new: nil),
            at: start)
        edit.change.line = removedLine
        return edit
    }

    /// The file with `range` replaced by `text`, checked to still be a property list; the change's line is
    /// the line of `at` in the new bytes.
    private func splice(_ range: Range<Int>, with text: String, change: ChangeDescription, at: Int) throws(EditError)
        -> FileEdit
    {
        var bytes = document.bytes
        bytes.replaceSubrange(range, with: Array(text.utf8))
        do throws(XMLSyntaxError) {
            _ = try StringsDictDocument(bytes: bytes)
        } catch {
            throw .document(.wouldBreakFile(error.syntaxError))
        }
        var change = change
        change.line = Self.line(of: at, in: bytes)
        return FileEdit(bytes: bytes, change: change)
    }

    private func line(of offset: Int) -> Int { Self.line(of: offset, in: document.bytes) }

    private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<min(offset, bytes.count)].lazy.filter { $0 == 0x0A }.count
    }
}
