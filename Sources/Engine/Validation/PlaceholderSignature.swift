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

    static let empty = PlaceholderSignature()

    /// Reads the placeholders of a string. Strings without `%` or `$` (most of them) cost one byte scan.
    init(_ string: String) {
        guard string.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "$") }) else { return }
        var sequential = 0
        for placeholder in Placeholder.scan(string) {
            if placeholder.isJSONlize {
                hasJSONlize = true
                continue
            }
            guard let kind = placeholder.argumentKind else { continue }
            let number: Int
            if let position = placeholder.position {
                number = position
            } else {
                sequential += 1
                number = sequential
            }
            if !arguments.contains(where: { $0.number == number }) {
                arguments.append(Argument(number: number, kind: kind, text: placeholder.text))
            }
        }
        arguments.sort { $0.number < $1.number }
    }

    private init() {}

    var isEmpty: Bool { arguments.isEmpty && !hasJSONlize }

    func argument(_ number: Int) -> Argument? { arguments.first { $0.number == number } }

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
