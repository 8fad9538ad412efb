/// The canonical form of a file, which `glossa fmt` writes: the one place where Glossa reformats a file
/// as a whole, and only when asked (edits never do; DESIGN §2).
///
/// Canonical style: UTF-8 without a BOM; LF line endings and a final newline; every non-empty object and
/// array one member or element per line, indented by one unit per level; `": "` between key and value; no
/// comments, no trailing commas; strings with the fewest escapes JSON allows (`"`, `\` and control
/// characters; `\n`, `\t`… where JSON has a short form); numbers exactly as written (`1.50` stays).
/// The content is unchanged: the same keys and values in the same order (except the top-level order with
/// `sortingKeys`), duplicate keys included.
extension JSONDocument {
    /// The document in canonical style.
    ///
    /// - Parameters:
    ///   - indentUnit: one level of indentation (`"    "`, `"  "`, `"\t"`); see `canonicalIndentUnit(of:)`.
    ///   - sortingKeys: sort the members of the top-level object by key, in Unicode code-point order
    ///     (the order of their UTF-8 bytes; equal keys keep their order, so the last of a duplicate still
    ///     wins). Only the top level: the order of variants and widths inside a value is meaningful
    ///     (explicit expressions are tried in file order) and is kept.
    /// - Returns: bytes that parse to the same content; formatting them again gives the same bytes.
    ///
    /// Complexity: linear in the size of the file (plus the sort).
    public func canonicalBytes(indentUnit: String = JSONStyle.standard.indentUnit, sortingKeys: Bool = false)
        -> [UInt8]
    {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        let loneSurrogates = notices.compactMap { notice -> Int? in
            guard case .loneSurrogate = notice.kind else { return nil }
            return notice.offset
        }
        let writer = CanonicalWriter(
            source: bytes, indentUnit: Array(indentUnit.utf8), loneSurrogates: loneSurrogates)
        var top = root
        if sortingKeys, case .object(let members) = root.kind {
            let order = members.indices.sorted { left, right in
                let (a, b) = (members[left].key.utf8, members[right].key.utf8)
                return a.lexicographicallyPrecedes(b) || (a.elementsEqual(b) && left < right)
            }
            top.kind = .object(order.map { members[$0] })
        }
        writer.write(top, depth: 0, into: &output)
        output.append(0x0A)
        return output
    }

    /// The indentation most of `documents` use (the indentation of the first top-level member of each
    /// file written on several lines), so that `glossa fmt` keeps a project's own convention; on a tie
    /// four spaces if they are among the most used, else the first of them in `documents`' order; four
    /// spaces when no file shows one.
    public static func canonicalIndentUnit(of documents: [JSONDocument]) -> String {
        var votes: [(unit: String, count: Int)] = []
        for document in documents {
            guard let first = document.root.members?.first, !document.style.isSingleLine else { continue }
            let unit = JSONStyle.indentation(ofLineAt: first.keyRange.lowerBound, in: document.bytes)
            guard !unit.isEmpty else { continue }
            if let index = votes.firstIndex(where: { $0.unit == unit }) {
                votes[index].count += 1
            } else {
                votes.append((unit, 1))
            }
        }
        let standard = JSONStyle.standard.indentUnit
        guard let most = votes.map(\.count).max() else { return standard }
        let leaders = votes.filter { $0.count == most }.map(\.unit)
        return leaders.contains(standard) ? standard : leaders[0]
    }
}

/// Writes nodes in canonical style, strings through `JSONWriter` (the writer of edits) with no optional
/// escapes. A string holding half a character (a lone surrogate escape, which decodes to U+FFFD) is copied as
/// written instead, so that formatting never changes what a file says.
private struct CanonicalWriter {
    let source: [UInt8]
    let indentUnit: [UInt8]
    /// The offsets of the lone surrogate escapes, in order.
    let loneSurrogates: [Int]
    let strings = JSONWriter(
        style: JSONStyle(
            newline: "\n", indentUnit: "", keyValueSeparator: ": ", escapesNonASCII: false, escapesSlash: false,
            isSingleLine: false))

    func write(_ node: JSONNode, depth: Int, into output: inout [UInt8]) {
        switch node.kind {
        case .string(let text):
            string(text, range: node.range, into: &output)
        case .number:
            output.append(contentsOf: source[node.range])
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        case .object(let members):
            container(UInt8(ascii: "{"), UInt8(ascii: "}"), members.count, depth: depth, into: &output) {
                index, output in
                string(members[index].key, range: members[index].keyRange, into: &output)
                output.append(contentsOf: ": ".utf8)
                write(members[index].value, depth: depth + 1, into: &output)
            }
        case .array(let elements):
            container(UInt8(ascii: "["), UInt8(ascii: "]"), elements.count, depth: depth, into: &output) {
                index, output in
                write(elements[index], depth: depth + 1, into: &output)
            }
        }
    }

    /// A string literal: `text` with the fewest escapes, or the literal as written when it holds a lone surrogate.
    private func string(_ text: String, range: Range<Int>, into output: inout [UInt8]) {
        if !loneSurrogates.isEmpty, loneSurrogates.contains(where: range.contains) {
            output.append(contentsOf: source[range])
        } else {
            strings.quote(text, into: &output)
        }
    }

    /// `{}` when empty, else the opening bracket, one item per line one level deeper, the closing bracket.
    private func container(
        _ open: UInt8, _ close: UInt8, _ count: Int, depth: Int, into output: inout [UInt8],
        item: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open)
        guard count > 0 else {
            output.append(close)
            return
        }
        for index in 0..<count {
            output.append(0x0A)
            indent(depth + 1, into: &output)
            item(index, &output)
            if index < count - 1 { output.append(UInt8(ascii: ",")) }
        }
        output.append(0x0A)
        indent(depth, into: &output)
        output.append(close)
    }

    private func indent(_ depth: Int, into output: inout [UInt8]) {
        for _ in 0..<depth { output.append(contentsOf: indentUnit) }
    }
}
