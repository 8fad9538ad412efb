/// The string resources of an Android `strings.xml` file: its `<string>`, `<plurals>` and `<string-array>`
/// elements under `<resources>`, with their elements' byte ranges. Other resources (`<dimen>`, `<color>`)
/// and everything between are left as written.
struct AndroidResources: Sendable {
    /// The kinds of string resources.
    enum Kind: String, Sendable {
        /// `<string name="…">text</string>`.
        case string
        /// `<plurals name="…">` with `<item quantity="one">`.
        case plurals
        /// `<string-array name="…">` with `<item>`s, keyed `name[0]`, `name[1]`.
        case stringArray = "string-array"
    }

    /// One string resource.
    struct Resource: Sendable {
        /// What it is.
        var kind: Kind
        /// Its `name` attribute.
        var name: String
        /// Its element.
        var element: XMLElement
        /// Whether it is to be translated (`translatable="false"` says it is not).
        var isTranslatable: Bool { element.attribute("translatable")?.value != "false" }
    }

    /// The `<resources>` element.
    let root: XMLElement
    /// The string resources in file order.
    let resources: [Resource]

    /// Reads the resources of a file.
    ///
    /// - Throws: `XMLSyntaxError` when the file is not well-formed XML or its root is not `<resources>`.
    init(bytes: [UInt8]) throws(XMLSyntaxError) {
        root = try XMLScanner.root(of: bytes)
        guard root.name == "resources" else {
            throw XMLSyntaxError(found: "<\(root.name)>", expected: "<resources>", offset: root.range.lowerBound)
        }
        resources = root.children.compactMap { element in
            guard let kind = Kind(rawValue: element.name), let name = element.attribute("name")?.value else {
                return nil
            }
            return Resource(kind: kind, name: name, element: element)
        }
    }

    /// The resource named `name` (the last one when several are).
    func resource(named name: String) -> Resource? { resources.last { $0.name == name } }

    /// The key and index of a `string-array` item key (`name[2]` → `("name", 2)`); `nil` for other keys.
    static func arrayItem(_ key: String) -> (name: String, index: Int)? {
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "["),
            let index = Int(key[key.index(after: open)..<key.index(before: key.endIndex)]), index >= 0
        else { return nil }
        return (String(key[..<open]), index)
    }
}
