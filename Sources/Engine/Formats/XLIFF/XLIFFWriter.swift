/// The XLIFF text Glossa writes: a new unit in the layout Xcode's export uses (two spaces a level,
/// `xml:space="preserve"` on 1.2 units), and a new file holding the units of the source's.
enum XLIFFWriter {
    /// One level of indentation.
    static let step = "  "

    /// The attributes naming a unit: 1.2 `id`; 2.0 `id` when `name` is a valid one (an XML name token, not
    /// `taken`), else a numbered `id` and the name in `name`.
    static func nameAttributes(_ name: String, version: XLIFFDocument.Version, taken: Set<String>) -> String {
        guard version == .v20 else { return "id=\"\(XMLText.encodeAttribute(name))\" xml:space=\"preserve\"" }
        if isNameToken(name), !taken.contains(name) { return "id=\"\(name)\"" }
        var number = taken.count + 1
        while taken.contains("u\(number)") { number += 1 }
        return "id=\"u\(number)\" name=\"\(XMLText.encodeAttribute(name))\""
    }

    /// Whether `text` is an XML name token (letters, digits, `.`, `-`, `_`, `:`, non-ASCII), which a 2.0 `id`
    /// must be.
    static func isNameToken(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.value > 0x7F || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar) || ".-_:".unicodeScalars.contains(scalar)
            }
    }

    /// A unit, its first line unindented and the others indented from `indent`: `attributes` as written, the
    /// source and target as content (already encoded), the notes' contents.
    static func unit(
        version: XLIFFDocument.Version, attributes: String, source: String, target: String?, state: String?,
        notes: [String], indent: String
    ) -> String {
        let inner = indent + step
        var lines: [String]
        switch version {
        case .v12:
            lines = ["<trans-unit \(attributes)>", inner + "<source>\(source)</source>"]
            if let target {
                lines.append(inner + "<target\(state.map { " state=\"\($0)\"" } ?? "")>\(target)</target>")
            }
            lines += notes.map { inner + "<note>\($0)</note>" }
            lines.append(indent + "</trans-unit>")
        case .v20:
            lines = ["<unit \(attributes)>"]
            if !notes.isEmpty {
                lines.append(inner + "<notes>")
                lines += notes.map { inner + step + "<note>\($0)</note>" }
                lines.append(inner + "</notes>")
            }
            lines.append(inner + "<segment\(state.map { " state=\"\($0)\"" } ?? "")>")
            lines.append(inner + step + "<source>\(source)</source>")
            if let target { lines.append(inner + step + "<target>\(target)</target>") }
            lines.append(inner + "</segment>")
            lines.append(indent + "</unit>")
        }
        return lines.joined(separator: "\n")
    }

    /// A new file for `targetLanguage` (`nil`: the source's template), holding `model`'s sections and units
    /// (their names, sources and notes as written, no targets) — or one empty section for `Localizable`.
    static func file(
        version: XLIFFDocument.Version, sourceLanguage: String, targetLanguage: String?,
        model: (document: XLIFFDocument, bytes: [UInt8])?
    ) -> [UInt8] {
        func raw(_ range: Range<Int>?, in bytes: [UInt8]) -> String {
            range.map { String(decoding: bytes[$0], as: UTF8.self) } ?? ""
        }
        var sections: [(original: String, units: [String])] = []
        if let (document, bytes) = model {
            for (index, section) in document.sections.enumerated() {
                let units = document.units.filter { $0.section == index }.map { unit in
                    let tag = unit.element.startTag
                    let nameEnd = tag.lowerBound + 1 + unit.element.name.utf8.count
                    let end = bytes[tag.upperBound - 2] == UInt8(ascii: "/") ? tag.upperBound - 2 : tag.upperBound - 1
                    let attributes = raw(nameEnd..<end, in: bytes).drop { $0 == " " || $0.isNewline }
                    return Self.unit(
                        version: version, attributes: String(attributes), source: raw(unit.source.content, in: bytes),
                        target: nil, state: nil, notes: unit.notes.map { raw($0.content, in: bytes) },
                        indent: String(repeating: step, count: version == .v12 ? 3 : 2))
                }
                sections.append((section.element.attribute("original")?.value ?? "Localizable.xcstrings", units))
            }
        }
        if sections.isEmpty { sections = [("Localizable.xcstrings", [])] }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        switch version {
        case .v12:
            text +=
                "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" "
                + "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" "
                + "xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 "
                + "http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n"
            for section in sections {
                let target = targetLanguage.map { " target-language=\"\(XMLText.encodeAttribute($0))\"" } ?? ""
                text +=
                    "  <file original=\"\(XMLText.encodeAttribute(section.original))\" source-language=\"\(XMLText.encodeAttribute(sourceLanguage))\""
                    + "\(target) datatype=\"plaintext\">\n    <header>\n"
                    + "      <tool tool-id=\"glossa\" tool-name=\"Glossa\"/>\n    </header>\n    <body>\n"
                text += section.units.map { "      " + $0 + "\n" }.joined()
                text += "    </body>\n  </file>\n"
            }
        case .v20:
            let target = targetLanguage.map { " trgLang=\"\(XMLText.encodeAttribute($0))\"" } ?? ""
            text +=
                "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" "
                + "srcLang=\"\(XMLText.encodeAttribute(sourceLanguage))\"\(target)>\n"
            for (index, section) in sections.enumerated() {
                text += "  <file id=\"f\(index + 1)\" original=\"\(XMLText.encodeAttribute(section.original))\">\n"
                text += section.units.map { "    " + $0 + "\n" }.joined()
                text += "  </file>\n"
            }
        }
        return Array((text + "</xliff>\n").utf8)
    }
}
