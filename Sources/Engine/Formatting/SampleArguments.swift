/// Arguments the editor's preview fills a key's placeholders with, so that it shows a sentence as a reader
/// would see it: `"%1$@ and %2$d other people"` with the preview number 2 reads "Ana and 2 other people".
///
/// The rule, from the placeholders of every text of the key's base entry (an Arabic `one` without `%2$d`
/// still gets the same arguments as the other forms): the number goes to the first argument taken by a
/// whole-number or decimal placeholder (`%d`, `%f`, `${i}`); when there is none and the entry has plural
/// variants, to the first argument (`"%@ photos"`). Other arguments get sample names for `%@`/`%s` (Ana,
/// Ben, Caro, …) and 10 for numbers. Without a preview number, the number's placeholder stays as written.
public struct SampleArguments: Sendable, Equatable {
    /// The kinds of the arguments by position (0-based), as the placeholders take them.
    private var kinds: [String?]
    /// The argument the number goes to, if any.
    public private(set) var numberPosition: Int?

    /// The sample names, in the order they are given out.
    static let names = ["Ana", "Ben", "Caro", "Dev", "Eli", "Fen", "Gus", "Hana"]

    /// The samples for a key whose texts (every variant and width of its base entry) are `templates`.
    ///
    /// - Parameter isPlural: whether the entry has plural variants (then a lone `%@` takes the number).
    public init(templates: [String], isPlural: Bool) {
        var kinds: [String?] = []
        for template in templates {
            var sequential = 0
            for placeholder in Placeholder.scan(template) where placeholder.conversion != "%" || placeholder.isJSONlize
            {
                let position: Int
                if placeholder.isJSONlize {
                    position = 0
                } else if let explicit = placeholder.position {
                    position = explicit - 1
                } else {
                    position = sequential
                    sequential += 1
                }
                guard position >= 0, position < 64 else { continue }
                while kinds.count <= position { kinds.append(nil) }
                let kind = placeholder.isJSONlize ? "integer" : placeholder.argumentKind
                if kinds[position] == nil { kinds[position] = kind }
            }
        }
        self.kinds = kinds
        numberPosition =
            kinds.firstIndex { $0 == "integer" || $0 == "decimal" } ?? (isPlural && !kinds.isEmpty ? 0 : nil)
    }

    /// The arguments with the preview number in its place; the number's argument is left out (and its
    /// placeholder stays as written) when there is no number, and so are the arguments after it.
    public func arguments(number: String?) -> [FormatArgument] {
        var names = Self.names.makeIterator()
        var arguments: [FormatArgument] = []
        for (position, kind) in kinds.enumerated() {
            if position == numberPosition {
                guard let number else { break }
                arguments.append(FormatArgument(number))
            } else if kind == "integer" || kind == "decimal" {
                arguments.append(.number("10"))
            } else {
                arguments.append(.text(names.next() ?? "Zoe"))
            }
        }
        return arguments
    }

    /// The named values with the preview number: `count` (i18next's `{{count}}`), as `glossa resolve` and the
    /// runtime fill it; none without a number.
    public func named(number: String?) -> [String: FormatArgument] {
        number.map { ["count": FormatArgument($0)] } ?? [:]
    }

    /// The samples shown beside the preview: `%1 = Ana`, `%2 = the number`; empty when only the number is used.
    public var legend: [String] {
        guard kinds.count > (numberPosition == nil ? 0 : 1) else { return [] }
        let samples = arguments(number: "#")
        return samples.indices.map { position in
            "%\(position + 1) = " + (position == numberPosition ? "#" : samples[position].description)
        }
    }
}
