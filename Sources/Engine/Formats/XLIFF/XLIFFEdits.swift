/// Edits of one language's part of an XLIFF file, each a splice of the elements it changes: the source
/// language edits `<source>`s and adds, renames and removes units; a translation edits `<target>`s (added
/// after the `<source>`, as Xcode writes them) and their `state`. Everything else stays as written.
struct XLIFFEdits {
    let file: LanguageFile
    let document: XLIFFDocument

    /// The edits of `file`.
    ///
    /// - Throws: `EditError.fileHasSyntaxError` when it does not parse.
    init(file: LanguageFile) throws(EditError) {
        guard let document = try? XLIFFDocument(bytes: file.bytes) else { throw .fileHasSyntaxError(file.fileName) }
        self.file = file
        self.document = document
    }

    private var bytes: [UInt8] { file.bytes }
    private var isSource: Bool { file.language == .base }
    private var version: XLIFFDocument.Version { document.version }

    /// The units of `key` with what their ids say (the format string of a `.stringsdict` entry left out).
    private func units(of key: String) -> [(unit: XLIFFDocument.Unit, name: XLIFFUnitName)] {
        document.units.compactMap { unit in
            let name = document.name(of: unit)
            return name.key == key && name.style != .formatKey ? (unit, name) : nil
        }
    }

    // MARK: - Setting

    /// Sets the text at `address`: a `<source>` in the source language (a new unit for a new key or form), a
    /// `<target>` in a translation, whose unit must be there.
    func setting(_ text: String, at address: EntryAddress, force: Bool) throws(EditError) -> FileEdit {
        if address.width != nil {
            throw notInFormat(
                "a width variation", reason: "a unit holds one text (Xcode exports no width variations)")
        }
        let units = units(of: address.key)
        guard let selector = address.selector else {
            if let plain = units.first(where: { $0.name.selector == nil }) {
                return try setText(text, in: plain.unit, address: address)
            }
            if !units.isEmpty {
                if !force {
                    throw .needsForce(address.description, change: "replace its variants with one text")
                }
                guard isSource else { throw needsSource(address) }
                return replacingUnits(
                    units.map(\.unit), with: XLIFFUnitName(key: address.key, selector: nil, style: .plain), text: text,
                    address: address)
            }
            guard isSource else { throw needsSource(address) }
            return adding(text, as: XLIFFUnitName(key: address.key, selector: nil, style: .plain), address: address)
        }
        let isDevice =
            XLIFFUnitName.devices.contains(selector)
            || (selector == "other" && units.contains { $0.name.isDevice })
        guard isDevice || PluralCategory(rawValue: selector) != nil else {
            throw notInFormat(
                "the variant '\(selector)'",
                reason: "its units hold Xcode's plural forms (zero, one, two, few, many, other) and device variants")
        }
        if let unit = units.first(where: { $0.name.selector == selector }) {
            return try setText(text, in: unit.unit, address: address)
        }
        let style = units.lazy.map(\.name.style).first { $0 != .plain } ?? .catalog
        let name = XLIFFUnitName(key: address.key, selector: selector, isDevice: isDevice, style: style)
        guard isSource else {
            // A plural form the source language lacks (Polish `few`): its unit holds the source's `other`, as
            // Xcode exports the target language's forms.
            guard !isDevice, let model = units.first(where: { $0.name.selector == "other" }) ?? units.last,
                model.name.selector != nil
            else { throw needsSource(address) }
            let source = model.unit.source.content.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
            return adding(text, as: name, address: address, source: source)
        }
        if let plain = units.first(where: { $0.name.selector == nil }) {
            if !force { throw .needsForce(address.description, change: "turn its text into variants") }
            return replacingUnits([plain.unit], with: name, text: text, address: address)
        }
        return adding(text, as: name, address: address)
    }

    /// Sets the `<source>` or `<target>` of `unit`; a translation typed over a state that is not finished
    /// becomes `translated`, as Xcode saves it.
    private func setText(_ text: String, in unit: XLIFFDocument.Unit, address: EntryAddress) throws(EditError)
        -> FileEdit
    {
        if unit.segments > 1 {
            throw notInFormat(
                "an edit of a unit of \(unit.segments) segments", reason: "Glossa edits units of one segment")
        }
        let content = XLIFFText.encode(text)
        var splices: [(Range<Int>, String)] = []
        let old: String?
        if isSource {
            old = XLIFFText.decode(unit.source, in: bytes)
            splices.append(replacingContent(of: unit.source, with: content))
        } else if let target = unit.target {
            old = XLIFFText.decode(target, in: bytes)
            splices.append(replacingContent(of: target, with: content))
            splices += translatedState(of: unit)
        } else {
            old = nil
            let indent = indentation(before: unit.source.range.lowerBound)
            switch version {
            case .v12:
                splices.append(
                    (
                        unit.source.range.upperBound..<unit.source.range.upperBound,
                        "\n\(indent)<target state=\"translated\">\(content)</target>"
                    ))
            case .v20:
                splices.append(
                    (
                        unit.source.range.upperBound..<unit.source.range.upperBound,
                        "\n\(indent)<target>\(content)</target>"
                    ))
                splices += translatedState(of: unit)
            }
        }
        if old == text && splices.count == 1 {
            return FileEdit(
                bytes: bytes,
                change: ChangeDescription(
                    kind: .unchanged, line: line(of: unit.element.range.lowerBound), subject: address.description,
                    old: ValueSummary.quoted(text), new: ValueSummary.quoted(text)))
        }
        return FileEdit(
            bytes: apply(splices),
            change: ChangeDescription(
                kind: old == nil ? .added : .changed, line: line(of: unit.element.range.lowerBound),
                subject: address.description, old: old.map { ValueSummary.quoted($0) }, new: ValueSummary.quoted(text)))
    }

    /// The splice that makes the state of `unit` `translated` when it says otherwise (or, in 2.0, says nothing:
    /// a segment without a state is `initial`).
    private func translatedState(of unit: XLIFFDocument.Unit) -> [(Range<Int>, String)] {
        guard let holder = unit.stateHolder else { return [] }
        if let state = holder.attribute("state") {
            return XLIFFState.isFinished(state.value, version: version) ? [] : [(state.valueRange, "translated")]
        }
        return version == .v20 ? [addingAttribute("state", "translated", to: holder)] : []
    }

    /// Adds a unit for `name` after the key's last unit, else at the end of its section: the text its source,
    /// or, given the `source` content, its target.
    private func adding(_ text: String, as name: XLIFFUnitName, address: EntryAddress, source: String? = nil)
        -> FileEdit
    {
        let (sectionIndex, idKey) = document.section(forNewKey: name.key) ?? (0, name.key)
        var written = name
        written.key = idKey
        let taken = Set(document.units.compactMap { $0.element.attribute("id")?.value })
        let attributes = XLIFFWriter.nameAttributes(written.id, version: version, taken: taken)
        let after =
            document.units.last { document.name(of: $0).key == name.key }
            ?? document.units.last { $0.section == sectionIndex }
        let splice: (Range<Int>, String)
        if let after {
            let indent = indentation(before: after.element.range.lowerBound)
            let unit = XLIFFWriter.unit(
                version: version, attributes: attributes, source: source ?? XLIFFText.encode(text),
                target: source.map { _ in XLIFFText.encode(text) }, state: source.map { _ in "translated" }, notes: [],
                indent: indent)
            splice = (after.element.range.upperBound..<after.element.range.upperBound, "\n" + indent + unit)
        } else {
            let container = document.sections.isEmpty ? document.root : document.sections[sectionIndex].container
            let end = container.content?.upperBound ?? container.range.lowerBound
            let closing = indentation(before: end)
            let indent = closing + XLIFFWriter.step
            let unit = XLIFFWriter.unit(
                version: version, attributes: attributes, source: source ?? XLIFFText.encode(text),
                target: source.map { _ in XLIFFText.encode(text) }, state: source.map { _ in "translated" }, notes: [],
                indent: indent)
            splice = (end - closing.utf8.count..<end - closing.utf8.count, indent + unit + "\n")
        }
        let result = apply([splice])
        return FileEdit(
            bytes: result,
            change: ChangeDescription(
                kind: .added, line: line(of: splice.0.lowerBound) + 1, subject: address.description, old: nil,
                new: ValueSummary.quoted(text)))
    }

    /// Gives the first of `units` the id of `name` and the text, and removes the others.
    private func replacingUnits(
        _ units: [XLIFFDocument.Unit], with name: XLIFFUnitName, text: String, address: EntryAddress
    ) -> FileEdit {
        let first = units[0]
        var written = name
        if let prefix = document.keyPrefix(ofSection: first.section) { written.key.removeFirst(prefix.count) }
        var splices: [(Range<Int>, String)] = [
            (first.nameAttribute.valueRange, XMLText.encodeAttribute(written.id)),
            replacingContent(of: first.source, with: XLIFFText.encode(text)),
        ]
        splices += units.dropFirst().map { (lineRange(of: $0.element.range), "") }
        return FileEdit(
            bytes: apply(splices),
            change: ChangeDescription(
                kind: .changed, line: line(of: first.element.range.lowerBound), subject: address.description,
                old: nil, new: ValueSummary.quoted(text)))
    }

    // MARK: - Removing, renaming, states

    /// Removes the units of the key (or of its variant) in the source language, their `<target>`s in a
    /// translation.
    func removing(_ address: EntryAddress) throws(EditError) -> FileEdit {
        let units = units(of: address.key).filter { address.selector == nil || $0.name.selector == address.selector }
        let removed: [XMLElement] = isSource ? units.map(\.unit.element) : units.compactMap(\.unit.target)
        guard let first = removed.first else {
            throw address.selector == nil
                ? .noSuchKey(address.key)
                : .noSuchVariant(
                    address.key, selector: address.selector!,
                    existing: self.units(of: address.key).compactMap(\.name.selector))
        }
        let old = units.first.flatMap { document.text(of: $0.unit, source: isSource, in: bytes) }
        return FileEdit(
            bytes: apply(removed.map { (lineRange(of: $0.range), "") }),
            change: ChangeDescription(
                kind: .removed, line: line(of: first.range.lowerBound), subject: address.description,
                old: old.map { ValueSummary.quoted($0) }, new: nil))
    }

    /// Gives every unit of `key` (and its format string's) the id of `newKey`, in whichever language's part:
    /// the ids are the file's.
    func renaming(_ key: String, to newKey: String) throws(EditError) -> FileEdit {
        let units = document.units.compactMap { unit in
            let name = document.name(of: unit)
            return name.key == key ? (unit, name) : nil
        }
        guard let first = units.first else { throw .noSuchKey(key) }
        if document.units.contains(where: { document.name(of: $0).key == newKey }) { throw .keyExists(newKey) }
        let splices = units.map { unit, name in
            var renamed = name
            renamed.key = newKey
            if let prefix = document.keyPrefix(ofSection: unit.section), newKey.hasPrefix(prefix) {
                renamed.key.removeFirst(prefix.count)
            }
            return (unit.nameAttribute.valueRange, XMLText.encodeAttribute(renamed.id))
        }
        return FileEdit(
            bytes: apply(splices),
            change: ChangeDescription(
                kind: .renamed, line: line(of: first.0.element.range.lowerBound), subject: key, old: key, new: newKey))
    }

    /// Records `state` in the `state` of the key's translated units (a finished state — `final`, `signed-off`
    /// — stays for translated).
    ///
    /// - Throws: `.notInFormat` for the source language and for needs review in 2.0; `.noSuchKey` when no
    ///   unit of the key has a target.
    func settingState(_ state: RecordedState, forKey key: String) throws(EditError) -> FileEdit {
        guard !isSource else {
            throw notInFormat("a state of the source language", reason: "states are the targets'")
        }
        guard let value = XLIFFState.value(state, version: version) else {
            throw notInFormat(
                "needs review",
                reason: "XLIFF 2.0's states are initial, translated, reviewed and final: none says a translation "
                    + "needs review")
        }
        let units = units(of: key).map(\.unit).filter { $0.target != nil }
        guard let first = units.first else { throw .noSuchKey(EntryAddress(key: key).description) }
        var splices: [(Range<Int>, String)] = []
        for unit in units {
            guard let holder = unit.stateHolder else { continue }
            if let existing = holder.attribute("state") {
                let keeps =
                    existing.value == value
                    || (state == .translated && XLIFFState.isFinished(existing.value, version: version))
                if !keeps { splices.append((existing.valueRange, value)) }
            } else if state != .translated || version == .v20 {
                splices.append(addingAttribute("state", value, to: holder))
            }
        }
        let old = file.nativeStates?[key]?.state ?? .translated
        return FileEdit(
            bytes: apply(splices),
            change: ChangeDescription(
                kind: splices.isEmpty ? .unchanged : .changed, line: line(of: first.element.range.lowerBound),
                subject: "\(file.language.tag.map(\.description) ?? "base") \(EntryAddress(key: key).description)",
                old: old.rawValue, new: state.rawValue))
    }

    /// Adds a `<note>` to the key's first unit, where Xcode's export writes the developer's comment: after the
    /// `<source>` and `<target>` in 1.2, in a `<notes>` before the `<segment>` in 2.0. A file made from the
    /// source's (`XLIFFWriter.file`) has the source's notes already: the same comment is left as it is.
    ///
    /// - Throws: `.noSuchKey` when no unit has the key; `.notInFormat` when the key has another note already.
    func addingComment(_ comment: String, forKey key: String) throws(EditError) -> FileEdit {
        let subject = "the comment of \(EntryAddress(key: key).description)"
        guard let unit = units(of: key).first?.unit else { throw .noSuchKey(EntryAddress(key: key).description) }
        let at = line(of: unit.element.range.lowerBound)
        if let existing = file.notes[key]?.comment {
            guard existing == comment else {
                throw notInFormat(
                    "a second note for \(EntryAddress(key: key).description)",
                    reason: "its units already have the note \(ValueSummary.quoted(existing))")
            }
            return FileEdit(
                bytes: bytes,
                change: ChangeDescription(kind: .unchanged, line: at, subject: subject, old: nil, new: nil))
        }
        let note = "<note>\(XMLText.encode(comment))</note>"
        let splice: (Range<Int>, String)
        switch version {
        case .v12:
            let last = unit.target ?? unit.source
            let end = last.range.upperBound
            splice = (end..<end, "\n" + indentation(before: unit.source.range.lowerBound) + note)
        case .v20:
            guard let segment = unit.element.children.first(where: { $0.name == "segment" || $0.name == "ignorable" })
            else { throw .noSuchKey(EntryAddress(key: key).description) }
            let indent = indentation(before: segment.range.lowerBound)
            let start = segment.range.lowerBound
            splice = (
                start..<start,
                "<notes>\n\(indent)\(XLIFFWriter.step)\(note)\n\(indent)</notes>\n\(indent)"
            )
        }
        return FileEdit(
            bytes: apply([splice]),
            change: ChangeDescription(
                kind: .added, line: at, subject: subject, old: nil, new: ValueSummary.quoted(comment)))
    }

    // MARK: - Splices

    private func notInFormat(_ what: String, reason: String) -> EditError {
        .notInFormat(file.format, what: what, reason: reason)
    }

    private func needsSource(_ address: EntryAddress) -> EditError {
        notInFormat(
            "a new unit in a translation (\(address.description))",
            reason: "a unit holds its source text, which comes from the source language: add the key or form "
                + "there first")
    }

    /// Replaces an element's content (an empty-element tag becomes a start and an end tag).
    private func replacingContent(of element: XMLElement, with content: String) -> (Range<Int>, String) {
        if let range = element.content { return (range, content) }
        var tag = String(decoding: bytes[element.startTag], as: UTF8.self)
        tag.removeLast(2)
        while tag.last == " " { tag.removeLast() }
        return (element.range, tag + ">" + content + "</\(element.name)>")
    }

    /// Inserts `name="value"` at the end of an element's start tag.
    private func addingAttribute(_ name: String, _ value: String, to element: XMLElement) -> (Range<Int>, String) {
        let end = element.startTag.upperBound - (bytes[element.startTag.upperBound - 2] == UInt8(ascii: "/") ? 2 : 1)
        return (end..<end, " \(name)=\"\(value)\"")
    }

    /// The white space between the start of the line and `offset`, when only white space is there.
    private func indentation(before offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A else { return "" }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// An element's range widened to its whole lines when nothing else is on them (to remove it).
    private func lineRange(of range: Range<Int>) -> Range<Int> {
        let indent = indentation(before: range.lowerBound).utf8.count
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
        guard end < bytes.count, bytes[end] == 0x0A, range.lowerBound - indent > 0 else { return range }
        return range.lowerBound - indent..<end + 1
    }

    private func apply(_ splices: [(Range<Int>, String)]) -> [UInt8] {
        var result = bytes
        for (range, text) in splices.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            result.replaceSubrange(range, with: Array(text.utf8))
        }
        return result
    }

    private func line(of offset: Int) -> Int { bytes[..<min(offset, bytes.count)].count { $0 == 0x0A } + 1 }
}
