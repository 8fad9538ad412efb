import Foundation

/// A JSON value of a string catalog with its members in file order: what an edit changes before the
/// edited part is written back the way Xcode writes it (`CatalogValue.xcodeText`).
indirect enum CatalogValue: Sendable, Equatable {
    /// An object, members in order.
    case object([CatalogMember])
    /// An array.
    case array([CatalogValue])
    /// A string, decoded.
    case string(String)
    /// A number, `true`, `false` or `null`, as written.
    case raw(String)

    /// The value of a parsed node of `document`.
    init(_ node: JSONNode, in document: JSONDocument) {
        switch node.kind {
        case .object(let members):
            self = .object(members.map { CatalogMember(key: $0.key, value: CatalogValue($0.value, in: document)) })
        case .array(let elements): self = .array(elements.map { CatalogValue($0, in: document) })
        case .string(let string): self = .string(string)
        case .number, .bool, .null: self = .raw(document.text(of: node.range))
        }
    }

    /// The value with the members of every object in `CatalogOrder`, as Xcode writes them (a repeated key
    /// keeps its last value).
    var sorted: CatalogValue {
        switch self {
        case .object(let members):
            var last: [String: Int] = [:]
            for (index, member) in members.enumerated() { last[member.key] = index }
            return .object(
                members.enumerated().filter { last[$0.element.key] == $0.offset }.map {
                    CatalogMember(key: $0.element.key, value: $0.element.value.sorted)
                }.sorted { CatalogOrder.precedes($0.key, $1.key) })
        case .array(let elements): return .array(elements.map(\.sorted))
        case .string, .raw: return self
        }
    }

    /// The members when this is an object.
    var members: [CatalogMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The string when this is one.
    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The value of member `key` of an object (the last one of that name).
    subscript(key: String) -> CatalogValue? {
        members?.last { $0.key == key }?.value
    }

    /// Sets member `key` of an object: in place when it exists, else inserted at its sorted position among
    /// the members (as Xcode orders them, without re-sorting the others). No effect on other values.
    mutating func set(_ key: String, to value: CatalogValue) {
        guard case .object(var members) = self else { return }
        if let index = members.lastIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.insert(CatalogMember(key: key, value: value), at: Self.insertionIndex(of: key, in: members))
        }
        self = .object(members)
    }

    /// Removes member `key` of an object; whether it was there.
    @discardableResult
    mutating func remove(_ key: String) -> Bool {
        guard case .object(var members) = self, let index = members.lastIndex(where: { $0.key == key }) else {
            return false
        }
        members.remove(at: index)
        self = .object(members)
        return true
    }

    /// Where a new member `key` goes among `members`: before the first that sorts after it.
    static func insertionIndex(of key: String, in members: [CatalogMember]) -> Int {
        members.firstIndex { CatalogOrder.precedes(key, $0.key) } ?? members.count
    }

    /// The text Xcode writes for this value on a line indented by `indent` spaces: two spaces a level,
    /// `"key" : value`, an empty object as `{`, an empty line and `}` (Foundation's `JSONSerialization` with
    /// `.prettyPrinted`, which Xcode uses).
    func xcodeText(indent: Int) -> String {
        var bytes: [UInt8] = []
        write(indent: indent, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(indent: Int, into bytes: inout [UInt8]) {
        switch self {
        case .string(let string): CatalogValue.writer.quote(string, into: &bytes)
        case .raw(let text): bytes.append(contentsOf: text.utf8)
        case .object(let members):
            Self.container("{", "}", members.count, indent: indent, into: &bytes) { index, bytes in
                Self.writer.quote(members[index].key, into: &bytes)
                bytes.append(contentsOf: " : ".utf8)
                members[index].value.write(indent: indent + 2, into: &bytes)
            }
        case .array(let elements):
            Self.container("[", "]", elements.count, indent: indent, into: &bytes) { index, bytes in
                elements[index].write(indent: indent + 2, into: &bytes)
            }
        }
    }

    private static func container(
        _ open: String, _ close: String, _ count: Int, indent: Int, into bytes: inout [UInt8],
        item: (Int, inout [UInt8]) -> Void
    ) {
        bytes.append(contentsOf: open.utf8)
        bytes.append(UInt8(ascii: "\n"))
        for index in 0..<count {
            if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
            item(index, &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        bytes.append(contentsOf: close.utf8)
    }

    /// Foundation's escaping: `"`, `\` and control characters only (`/` and non-ASCII as themselves,
    /// `\u001f` in lower case).
    private static let writer = JSONWriter(style: .standard)
}

/// One `"key" : value` member of a catalog object.
struct CatalogMember: Sendable, Equatable {
    /// The key.
    var key: String
    /// The value.
    var value: CatalogValue
}

/// The order Xcode writes every object of a catalog in: `JSONSerialization`'s `.sortedKeys`, which compares
/// with `.numeric`, `.caseInsensitive` and `.forcedOrdering` in the root locale (`item 2` before `item 10`,
/// `Radial menu` before `Radial Menu`, `few, many, one, other, two, zero`).
enum CatalogOrder {
    /// Whether `a` sorts before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: root)
            == .orderedAscending
    }

    private static let root = Locale(identifier: "")
}
