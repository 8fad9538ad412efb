import ArgumentParser
import Engine

/// `--format NAME`: the translation format to read the project in, instead of the one detected (DESIGN §11).
struct FormatOption: ParsableArguments {
    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "The translation format, instead of the one detected: "
                + FormatName.allCases.map(\.rawValue).joined(separator: ", ") + ".",
            valueName: "NAME"))
    var name: String?

    func validate() throws {
        _ = try Self.format(named: name)
    }

    /// The format named, if one was.
    var format: FormatName? { try? Self.format(named: name) }

    /// The format a name names.
    ///
    /// - Throws: a `ValidationError` listing the formats when it names none.
    static func format(named name: String?) throws(ValidationError) -> FormatName? {
        guard let name else { return nil }
        guard let format = FormatName(rawValue: name) else {
            throw ValidationError(
                "'\(VisibleText.of(name))' is not a format: use "
                    + FormatName.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return format
    }
}
