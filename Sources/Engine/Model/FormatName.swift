/// The translation formats Glossa reads and writes (DESIGN §11): what `--format NAME` and `"format"` in
/// `glossa.json` name, and what the editor's status line shows.
public enum FormatName: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Swifternalization (and ObjCnalization) JSON: `base.json`, `<tag>.json`, `expressions.json`.
    case swifternalization
    /// Flat or nested key–value JSON: `<tag>.json`, `default.json`; nested objects are groups (`a.b`).
    case json
    /// i18next JSON v4: `<tag>.json` or `<tag>/<namespace>.json`, plural suffixes `_one`, `_few`….
    case i18next
    /// JSONlize: `lang.<tag>.json`, values that are texts, `{"plurals": {"1": …, "*": …}}` or `{"keys": {…}}`.
    case jsonlize
    /// Apple String Catalog: one `.xcstrings` file holding every language.
    case xcstrings
    /// gettext PO: `<tag>.po` or `<tag>/LC_MESSAGES/<domain>.po`, a `.pot` template as the source.
    case gettext
    /// Android resources: `res/values[-qualifiers]/strings.xml`.
    case android
    /// Apple `.strings` tables: `<tag>.lproj/<Table>.strings`, `Base.lproj` the source.
    case strings
    /// Apple `.stringsdict` property lists: `<tag>.lproj/<Table>.stringsdict`, `Base.lproj` the source.
    case stringsdict
    /// Flutter's ARB: `app_<locale>.arb`, ICU messages with `@key` metadata.
    case arb
    /// XLIFF 1.2, as Xcode's Export Localizations writes it: `<file>`s of `<trans-unit>`s, one file per target
    /// language (a file without a `target-language` is the source).
    case xliff12
    /// XLIFF 2.0: `<xliff srcLang trgLang>`, `<unit>`s of `<segment>`s, one file per target language.
    case xliff20

    /// The name as written on the command line and in `glossa.json`.
    public var description: String { rawValue }

    /// The name people know the format by (`Apple String Catalog`).
    public var title: String {
        switch self {
        case .swifternalization: return "Swifternalization JSON"
        case .json: return "key–value JSON"
        case .i18next: return "i18next JSON"
        case .jsonlize: return "JSONlize"
        case .xcstrings: return "Apple String Catalog"
        case .gettext: return "gettext PO"
        case .android: return "Android strings.xml"
        case .strings: return "Apple .strings"
        case .stringsdict: return "Apple .stringsdict"
        case .arb: return "Flutter ARB"
        case .xliff12: return "XLIFF 1.2"
        case .xliff20: return "XLIFF 2.0"
        }
    }
}
