/// Which format a folder's files are in (DESIGN §11): the one forced by `--format` or `glossa.json`, else
/// the best fit, explained — and when another format fits as well, said so.
public struct FormatDetection: Sendable, Equatable {
    /// The format chosen.
    public var format: FormatName
    /// Why, for people: "base.json is there", "--format i18next".
    public var reason: String
    /// Another format that fits as well, when detection had to choose.
    public var alternative: Alternative?

    /// A format that fits and why.
    public struct Alternative: Sendable, Equatable {
        /// The format.
        public var format: FormatName
        /// Why it fits.
        public var reason: String
    }

    /// Formats in the order detection prefers them when they fit equally well.
    static let preference: [FormatName] = [
        .swifternalization, .xcstrings, .strings, .stringsdict, .android, .gettext, .arb, .xliff12, .xliff20, .jsonlize,
        .i18next, .json,
    ]

    /// Chooses the format of `files`; `nil` when no format fits (no translations).
    public static func detect(_ files: ProjectFiles, forced: FormatName?, forcedBy source: String = "--format")
        -> FormatDetection?
    {
        if let forced {
            return FormatDetection(format: forced, reason: "\(source) \(forced)")
        }
        let fits = preference.compactMap { name in name.format.fit(files).map { (name, $0) } }
        guard let best = fits.max(by: { $0.1.strength < $1.1.strength }) else { return nil }
        var detection = FormatDetection(format: best.0, reason: best.1.reason)
        if let tie = fits.first(where: { $0.0 != best.0 && $0.1.strength == best.1.strength }) {
            detection.alternative = Alternative(format: tie.0, reason: tie.1.reason)
        }
        return detection
    }

    /// What detection says for people: "i18next JSON (en.json has key_one and key_other)", and when another
    /// format fits as well, "; it could also be … — use --format to choose".
    public var explanation: String {
        var text = "\(format.title) (\(reason))"
        if let alternative {
            text +=
                "; it could also be \(alternative.format.title) (\(alternative.reason)): "
                + "use --format \(alternative.format) or \"format\" in glossa.json to choose"
        }
        return text
    }

    private init(format: FormatName, reason: String) {
        self.format = format
        self.reason = reason
    }
}
