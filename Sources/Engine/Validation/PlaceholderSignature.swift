/// The arguments a string's placeholders take, for comparing a translation with its base text: argument
/// number → placeholder (`%@` is argument 1 of `"%@ and %d"`, `%d` argument 2; `%2$d` is argument 2
/// wherever it stands), plus JSONlize's `${i}`.
struct PlaceholderSignature: Sendable, Equatable {
    /// One argument and the first placeholder that takes it.
    struct Argument: Sendable, Equatable {
        var number: Int
        var kind: String
        var text: String
    }

    /// The arguments, by number.
    var arguments: [Argument] = []
    /// Whether the string has `${i}`.
    var hasJSONlize = false
    /// The names of its `{{name}}` placeholders (i18next), sorted, each once: they may come in any order.
    var names: [String] = []

    static let empty = PlaceholderSignature()

    /// Reads the placeholders of a string, as ``Placeholder/scan(_:)`` does, straight from its UTF-8 bytes
    /// (placeholders are ASCII): most texts cost one pass and no allocation.
    init(_ string: String) {
        var text = string
        text.withUTF8 { bytes in
            var sequential = 0
            // Numbers seen, kept in a set once there are many (a 5 MB text may hold 100,000 `%d`).
            var seen: Set<Int>?
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "$"), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
                    bytes[index + 2] == UInt8(ascii: "i"), bytes[index + 3] == UInt8(ascii: "}")
                {
                    hasJSONlize = true
                    index += 4
                    continue
                }
                if byte == UInt8(ascii: "{"), case let (name, end, true)? = Placeholder.named(bytes, at: index) {
                    if !names.contains(name) { names.append(name) }
                    index = end
                    continue
                }
                guard byte == UInt8(ascii: "%"), let (end, position, conversion) = Self.printf(bytes, at: index) else {
                    index += 1
                    continue
                }
                defer { index = end }
                guard let kind = Self.kind(of: conversion) else { continue }
                let number: Int
                if let position {
                    number = position
                } else {
                    sequential += 1
                    number = sequential
                }
                let isNew: Bool
                if seen != nil {
                    isNew = seen!.insert(number).inserted
                } else {
                    isNew = !arguments.contains { $0.number == number }
                    if arguments.count == 16 { seen = Set(arguments.map(\.number) + [number]) }
                }
                if isNew {
                    arguments.append(
                        Argument(number: number, kind: kind, text: String(decoding: bytes[index..<end], as: UTF8.self)))
                }
            }
        }
        if arguments.count > 1 { arguments.sort { $0.number < $1.number } }
        if names.count > 1 { names.sort() }
    }

    /// The placeholder starting at the `%` at `start`: where it ends, its `N$` position, its conversion.
    private static func printf(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Int, Int?, UInt8)? {
        PrintfSpecifier.scan(bytes, at: start).map { ($0.end, $0.position, $0.conversion) }
    }

    /// The argument kind of a conversion, as ``Placeholder/argumentKind``; `nil` for `%%`.
    private static func kind(of conversion: UInt8) -> String? {
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"),
            UInt8(ascii: "X"):
            return "integer"
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
            UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            return "decimal"
        case UInt8(ascii: "@"): return "object"
        case UInt8(ascii: "c"), UInt8(ascii: "C"): return "character"
        case UInt8(ascii: "s"), UInt8(ascii: "S"): return "cString"
        case UInt8(ascii: "p"): return "pointer"
        case UInt8(ascii: "#"): return "variable"
        default: return nil
        }
    }

    private init() {}

    /// Calls `body` with each piece of the fingerprint of UTF-8 bytes, in order: each placeholder as written
    /// (`%1$@`, `%d%%`, `${i}`), a named one as `{{name}}`. Two texts with the same pieces have the same
    /// signature, so most comparisons stop there (``PlaceholderFingerprint``).
    static func forEachFingerprintPiece(
        of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "$"), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
                bytes[index + 2] == UInt8(ascii: "i"), bytes[index + 3] == UInt8(ascii: "}")
            {
                body(UnsafeBufferPointer(rebasing: bytes[index..<index + 4]))
                index += 4
                continue
            }
            if byte == UInt8(ascii: "{"), case let (name, end, true)? = Placeholder.named(bytes, at: index) {
                var piece = "{{\(name)}}"
                piece.withUTF8(body)
                index = end
                continue
            }
            guard byte == UInt8(ascii: "%"), let (end, _, _) = printf(bytes, at: index) else {
                index += 1
                continue
            }
            body(UnsafeBufferPointer(rebasing: bytes[index..<end]))
            index = end
        }
    }

    var isEmpty: Bool { arguments.isEmpty && !hasJSONlize && names.isEmpty }

    /// The argument of a number (the arguments are sorted: a binary search).
    func argument(_ number: Int) -> Argument? {
        var low = 0
        var high = arguments.count
        while low < high {
            let middle = (low + high) / 2
            if arguments[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return low < arguments.count && arguments[low].number == number ? arguments[low] : nil
    }

    /// The argument that carries the count in a plural text: the first number-like one.
    var numberArgument: Argument? { arguments.first { $0.kind == "integer" || $0.kind == "decimal" } }

    /// The kind of argument, as a translator would say it.
    static func describe(kind: String) -> String {
        switch kind {
        case "integer": return "a whole number"
        case "decimal": return "a decimal number"
        case "object": return "a text or object"
        case "character": return "a character"
        case "cString": return "a C string"
        case "pointer": return "a pointer"
        default: return kind
        }
    }
}
