/// A value that is not a string or a container.
enum JSONScalar {
    case number
    case bool(Bool)
    case null
}

/// What `JSONParser` tells as it reads, in document order; a builder turns it into a result.
///
/// `depth` is the depth of the enclosing container (the top-level object is 1; the top-level value
/// itself is at 0). For each object member the parser calls `key`, then builds the value, then `member`.
protocol JSONBuilder {
    /// What one value becomes.
    associatedtype Value

    /// A key of the object at `depth`; its value follows. Called by the default `key(read:range:depth:)`.
    mutating func key(_ key: String, range: Range<Int>, depth: Int)
    /// A key of the object at `depth` as read, before a `String` is made of it; its value follows.
    ///
    /// Returns the builder's number for the key, if it has one: keys with equal (decoded) bytes get equal
    /// numbers, others different ones, and a key without a number has the bytes of no numbered key. Numbers
    /// spare the parser hashing the keys of large objects to find repeats; they should be small (the parser
    /// keeps an array as long as the largest).
    mutating func key(read key: JSONKey, range: Range<Int>, depth: Int) -> Int?
    /// A string value. Called by the default `string(read:range:depth:)`.
    mutating func string(_ value: String, range: Range<Int>, depth: Int) -> Value
    /// A string value as read, before a `String` is made of it (`JSONKey` holds any string so).
    mutating func string(read value: JSONKey, range: Range<Int>, depth: Int) -> Value
    /// Whether the builder wants the value of the key just read at `depth`: when it does not, the parser reads
    /// the value as strictly (the same errors, notices and duplicate keys) but tells the builder nothing of it,
    /// nor of its member. By default every value is wanted.
    mutating func wantsValue(depth: Int) -> Bool
    /// A number, `true`, `false` or `null`.
    mutating func scalar(_ scalar: JSONScalar, range: Range<Int>, depth: Int) -> Value
    /// An object or array opens; its members or elements are at `depth`.
    mutating func beginContainer(isObject: Bool, depth: Int)
    /// The value of the last key is complete: its text is `range`; `comma` is the offset of the comma
    /// after it, if any.
    mutating func member(_ value: Value, range: Range<Int>, comma: Int?, depth: Int)
    /// An array element is complete.
    mutating func element(_ value: Value, depth: Int)
    /// The object or array that opened at `depth` closes.
    mutating func endContainer(isObject: Bool, range: Range<Int>, depth: Int) -> Value
    /// The key just read repeats an earlier key of the object at `depth` (the parser also records a
    /// notice). Called after `key`.
    mutating func duplicateKey(depth: Int)
    /// The member about to be completed (`member` follows) at `depth` holds a lone surrogate escape, in its
    /// key or anywhere in its value; `notice` is the first (the parser records every one as a notice).
    mutating func loneSurrogate(_ notice: JSONNotice, inMemberAt depth: Int)
}

extension JSONBuilder {
    /// Most builders need not know: the parser's notices say it.
    mutating func duplicateKey(depth: Int) {}

    /// Most builders need not know: the parser's notices say it.
    mutating func loneSurrogate(_ notice: JSONNotice, inMemberAt depth: Int) {}

    /// Most builders want the key's text, and number no keys.
    mutating func key(read key: JSONKey, range: Range<Int>, depth: Int) -> Int? {
        self.key(key.text, range: range, depth: depth)
        return nil
    }

    /// Builders that take keys as read need no text.
    mutating func key(_ key: String, range: Range<Int>, depth: Int) {}

    /// Most builders want the string's text.
    mutating func string(read value: JSONKey, range: Range<Int>, depth: Int) -> Value {
        string(value.text, range: range, depth: depth)
    }

    /// Most builders want every value.
    mutating func wantsValue(depth: Int) -> Bool { true }
}

/// What the parser reads a value a builder does not want into: nothing (no string is made, no tree built).
struct UnwantedValue: JSONBuilder {
    func string(_ value: String, range: Range<Int>, depth: Int) {}
    func string(read value: JSONKey, range: Range<Int>, depth: Int) {}
    func key(read key: JSONKey, range: Range<Int>, depth: Int) -> Int? { nil }
    func scalar(_ scalar: JSONScalar, range: Range<Int>, depth: Int) {}
    func beginContainer(isObject: Bool, depth: Int) {}
    func member(_ value: Void, range: Range<Int>, comma: Int?, depth: Int) {}
    func element(_ value: Void, depth: Int) {}
    func endContainer(isObject: Bool, range: Range<Int>, depth: Int) {}
}

/// Builds the `JSONNode` tree of a document. Members and elements are gathered on stacks shared by all
/// containers and copied once into arrays of the exact size: one allocation per container.
struct JSONTreeBuilder: JSONBuilder {
    private var members: [JSONMember] = []
    private var elements: [JSONNode] = []
    private var bases: [Int] = []
    private var keys: [(key: String, range: Range<Int>)] = []

    mutating func key(_ key: String, range: Range<Int>, depth: Int) {
        keys.append((key, range))
    }

    mutating func string(_ value: String, range: Range<Int>, depth: Int) -> JSONNode {
        JSONNode(range: range, kind: .string(value))
    }

    mutating func scalar(_ scalar: JSONScalar, range: Range<Int>, depth: Int) -> JSONNode {
        switch scalar {
        case .number: return JSONNode(range: range, kind: .number)
        case .bool(let value): return JSONNode(range: range, kind: .bool(value))
        case .null: return JSONNode(range: range, kind: .null)
        }
    }

    mutating func beginContainer(isObject: Bool, depth: Int) {
        bases.append(isObject ? members.count : elements.count)
    }

    mutating func member(_ value: JSONNode, range: Range<Int>, comma: Int?, depth: Int) {
        let (key, range) = keys.removeLast()
        members.append(JSONMember(key: key, keyRange: range, value: value, commaOffset: comma))
    }

    mutating func element(_ value: JSONNode, depth: Int) {
        elements.append(value)
    }

    mutating func endContainer(isObject: Bool, range: Range<Int>, depth: Int) -> JSONNode {
        let base = bases.removeLast()
        if isObject {
            defer { members.removeSubrange(base...) }
            return JSONNode(range: range, kind: .object(Array(members[base...])))
        }
        defer { elements.removeSubrange(base...) }
        return JSONNode(range: range, kind: .array(Array(elements[base...])))
    }
}
