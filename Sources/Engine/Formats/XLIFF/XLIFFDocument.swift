/// An XLIFF 1.2 or 2.0 file as `XMLScanner` finds it: its `<file>` sections and their translation units, each
/// with its elements' byte ranges, so that an edit splices the file's own bytes and leaves the rest as written.
///
/// 1.2: `<xliff version="1.2">`, `<file original source-language target-language>`, `<body>`, `<trans-unit
/// id>` with `<source>`, `<target state>`, `<note>`s. 2.0: `<xliff version="2.0" srcLang trgLang>`, `<file id>`,
/// `<unit id name>` with `<notes><note>`s and `<segment state>`s of `<source>` and `<target>`. Units may sit in
/// `<group>`s in both.
struct XLIFFDocument: Sendable {
    /// The two versions.
    enum Version: Sendable, Equatable {
        /// XLIFF 1.0–1.2.
        case v12
        /// XLIFF 2.x.
        case v20
    }

    /// A `<file>` element.
    struct Section: Sendable {
        /// Its element.
        var element: XMLElement
        /// Where its units are: `<body>` (1.2) or the `<file>` itself (2.0).
        var container: XMLElement
        /// The table its `original` names (`Localizable` of `App/en.lproj/Localizable.strings`), when it names one.
        var table: String?
    }

    /// A translation unit: `<trans-unit>` (1.2) or `<unit>` (2.0).
    struct Unit: Sendable {
        /// What names it: the 2.0 `name` when there is one, else the `id`.
        var name: String
        /// The attribute `name` is read from.
        var nameAttribute: XMLAttribute
        /// Its `<file>`, by index into `sections`.
        var section: Int
        /// Its element.
        var element: XMLElement
        /// `<source>`: 1.2's, or the first segment's in 2.0.
        var source: XMLElement
        /// `<target>`, when the unit has one.
        var target: XMLElement?
        /// The element that carries the `state`: 1.2 `<target>`, 2.0 `<segment>`.
        var stateHolder: XMLElement?
        /// The segments of a 2.0 unit (and `<ignorable>`s); 1 in 1.2.
        var segments: Int
        /// The `<note>` elements.
        var notes: [XMLElement]
        /// Whether `translate="no"` marks it.
        var isTranslatable: Bool
    }

    /// The version.
    let version: Version
    /// The `<xliff>` element.
    let root: XMLElement
    /// The `<file>` elements in file order.
    let sections: [Section]
    /// Every unit in file order.
    let units: [Unit]
    /// The language of the `<source>`s (1.2: the first `<file>`'s `source-language`; 2.0: `srcLang`).
    let sourceLanguage: String?
    /// The language of the `<target>`s; `nil` in a file that has none (the source's template).
    let targetLanguage: String?

    /// Reads a file.
    ///
    /// - Throws: `XMLSyntaxError` where it is not well-formed XML, not XLIFF 1.x or 2.x, or a unit lacks its
    ///   `id` or `<source>`.
    init(bytes: [UInt8]) throws(XMLSyntaxError) {
        root = try XMLScanner.root(of: bytes, rootName: "<xliff>")
        guard root.name == "xliff" else {
            throw XMLSyntaxError(found: "<\(root.name)>", expected: "<xliff>", offset: root.range.lowerBound)
        }
        let versionText = root.attribute("version")?.value ?? ""
        if versionText.hasPrefix("1.") {
            version = .v12
        } else if versionText.hasPrefix("2.") {
            version = .v20
        } else {
            throw XMLSyntaxError(
                found: versionText.isEmpty ? "<xliff> without a version" : "version \"\(versionText)\"",
                expected: "version=\"1.2\" or version=\"2.0\"", offset: root.startTag.lowerBound)
        }
        var sections: [Section] = []
        var units: [Unit] = []
        for file in root.children where file.name == "file" {
            let container = version == .v12 ? (file.children.first { $0.name == "body" } ?? file) : file
            let table = file.attribute("original").map { Self.table(ofOriginal: $0.value) }
            sections.append(Section(element: file, container: container, table: table))
            try Self.collectUnits(in: container, section: sections.count - 1, version: version, into: &units)
        }
        self.sections = sections
        self.units = units
        let firstFile = sections.first?.element
        switch version {
        case .v12:
            sourceLanguage = firstFile?.attribute("source-language")?.value
            targetLanguage = firstFile?.attribute("target-language")?.value
        case .v20:
            sourceLanguage = root.attribute("srcLang")?.value
            targetLanguage = root.attribute("trgLang")?.value
        }
    }

    /// The version a file says, read from its first bytes without parsing it (for detection); `nil` when they
    /// hold no `<xliff` start tag with a version.
    static func peekVersion(_ bytes: [UInt8]) -> Version? {
        let head = bytes.prefix(4096)
        guard let start = head.firstRange(of: Array("<xliff".utf8))?.lowerBound,
            let end = head[start...].firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        let tag = Array(head[start..<end])
        guard var index = tag.firstRange(of: Array(" version".utf8))?.upperBound else { return nil }
        // `version = "1.2"`: spaces may surround the `=`.
        while index < tag.count, tag[index] == 0x20 || tag[index] == UInt8(ascii: "=") { index += 1 }
        guard index + 1 < tag.count, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'") else {
            return nil
        }
        switch tag[index + 1] {
        case UInt8(ascii: "1"): return .v12
        case UInt8(ascii: "2"): return .v20
        default: return nil
        }
    }

    /// The table an `original` names: its last path component without the extension (`Localizable`).
    static func table(ofOriginal original: String) -> String {
        let name = original.split(separator: "/").last.map(String.init) ?? original
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    private static func collectUnits(
        in element: XMLElement, section: Int, version: Version, into units: inout [Unit]
    ) throws(XMLSyntaxError) {
        let unitName = version == .v12 ? "trans-unit" : "unit"
        for child in element.children {
            if child.name == "group" {
                try collectUnits(in: child, section: section, version: version, into: &units)
            } else if child.name == unitName {
                units.append(try unit(child, section: section, version: version))
            }
        }
    }

    private static func unit(_ element: XMLElement, section: Int, version: Version) throws(XMLSyntaxError) -> Unit {
        guard let id = element.attribute("id") else {
            throw XMLSyntaxError(
                found: "<\(element.name)> without an id", expected: "an id on every <\(element.name)>",
                offset: element.startTag.lowerBound)
        }
        let nameAttribute = version == .v20 ? (element.attribute("name") ?? id) : id
        let isTranslatable = element.attribute("translate")?.value != "no"
        switch version {
        case .v12:
            guard let source = element.children.first(where: { $0.name == "source" }) else {
                throw missingSource(element)
            }
            let target = element.children.first { $0.name == "target" }
            return Unit(
                name: nameAttribute.value, nameAttribute: nameAttribute, section: section, element: element,
                source: source, target: target, stateHolder: target, segments: 1,
                notes: element.children.filter { $0.name == "note" }, isTranslatable: isTranslatable)
        case .v20:
            let segments = element.children.filter { $0.name == "segment" || $0.name == "ignorable" }
            guard let segment = segments.first, let source = segment.children.first(where: { $0.name == "source" })
            else { throw missingSource(element) }
            let notes = element.children.filter { $0.name == "notes" }.flatMap { $0.children }.filter {
                $0.name == "note"
            }
            return Unit(
                name: nameAttribute.value, nameAttribute: nameAttribute, section: section, element: element,
                source: source, target: segment.children.first { $0.name == "target" },
                stateHolder: segment.name == "segment" ? segment : nil, segments: segments.count, notes: notes,
                isTranslatable: isTranslatable)
        }
    }

    private static func missingSource(_ element: XMLElement) -> XMLSyntaxError {
        XMLSyntaxError(
            found: "<\(element.name) id=\"\(element.attribute("id")?.value ?? "")\"> without a <source>",
            expected: "a <source> in every unit", offset: element.startTag.lowerBound)
    }
}

extension XLIFFDocument {
    /// The table whose keys go without a prefix: Xcode's default.
    static let mainTable = "Localizable"

    /// What a unit's id says, its key prefixed with its table (`InfoPlist:CFBundleName`) in a file of several
    /// `<file>`s whose table is not `Localizable` — as `.strings` keys are (DESIGN §11).
    func name(of unit: Unit) -> XLIFFUnitName {
        var name = XLIFFUnitName(unit.name)
        if let prefix = keyPrefix(ofSection: unit.section) { name.key = prefix + name.key }
        return name
    }

    /// The prefix of the keys of a section's units (`InfoPlist:`), `nil` for none.
    func keyPrefix(ofSection index: Int) -> String? {
        guard sections.count > 1, let table = sections[index].table, table != Self.mainTable else { return nil }
        return table + ":"
    }

    /// The section a new unit of `key` goes into and the key as its id writes it: the section of the key's
    /// table (`InfoPlist:…`), else the `Localizable` one, else the first; `nil` in a file without sections.
    func section(forNewKey key: String) -> (section: Int, key: String)? {
        guard !sections.isEmpty else { return nil }
        for index in sections.indices {
            if let prefix = keyPrefix(ofSection: index), key.hasPrefix(prefix) {
                return (index, String(key.dropFirst(prefix.count)))
            }
        }
        let main = sections.firstIndex { $0.table == Self.mainTable } ?? 0
        return (main, key)
    }

    /// The text of a unit's `<source>` (`source`) or `<target>` in `bytes`, every segment's in order in a 2.0
    /// unit of several; `nil` when it has no target.
    func text(of unit: Unit, source: Bool, in bytes: [UInt8]) -> String? {
        guard unit.segments > 1 else {
            return (source ? unit.source : unit.target).map { XLIFFText.decode($0, in: bytes) }
        }
        let parts = unit.element.children.filter { $0.name == "segment" || $0.name == "ignorable" }.compactMap {
            segment in segment.children.first { $0.name == (source ? "source" : "target") }
        }
        guard source || unit.target != nil else { return nil }
        return parts.map { XLIFFText.decode($0, in: bytes) }.joined()
    }
}
