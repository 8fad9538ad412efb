/// Copying values from one document into another, and comparing values across documents.
extension JSONDocument {
    /// A value of this document as a value to write into a document of style `target`, so that it reads as
    /// if it had been written there: a string is written with the target's escapes; an object keeps its
    /// text (comments and the layout of its members) with the target's line breaks and indentation, or
    /// is written member by member when the target is a single-line (minified) file.
    ///
    /// - Parameter node: a value of this document.
    public func copyableValue(_ node: JSONNode, for target: JSONStyle) -> JSONValueText {
        switch node.kind {
        case .string(let string):
            return .string(string)
        case .object(let members) where target.isSingleLine:
            return .object(members.map { ($0.key, copyableValue($0.value, for: target)) })
        default:
            let indentation = Array(lineIndentation(containing: node.range.lowerBound).utf8)
            var text: [UInt8] = []
            for (index, line) in bytes[node.range].split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
            {
                if index > 0 { text.append(0x0A) }
                text += index > 0 && line.starts(with: indentation) ? line.dropFirst(indentation.count) : line
            }
            return .transplanted(String(decoding: text, as: UTF8.self), indentUnit: style.indentUnit)
        }
    }

    /// Whether a value of this document and a value of `other` are the same JSON: strings compared as
    /// decoded text, numbers as written, objects member by member in order (keys and values), arrays
    /// element by element. Formatting, comments and escapes do not count.
    public func isSameValue(_ node: JSONNode, as otherNode: JSONNode, in other: JSONDocument) -> Bool {
        switch (node.kind, otherNode.kind) {
        case (.string(let a), .string(let b)): return a == b
        case (.number, .number): return bytes[node.range].elementsEqual(other.bytes[otherNode.range])
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { isSameValue($0, as: $1, in: other) }
        case (.object(let a), .object(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && isSameValue($0.value, as: $1.value, in: other) }
        default: return false
        }
    }
}
