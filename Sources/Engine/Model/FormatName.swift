/// The translation formats Glossa reads and writes (DESIGN §11): what `--format NAME` and `"format"` in
/// `glossa.json` name, and what the editor's status line shows.
public enum FormatName: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Swifternalization (and ObjCnalization) JSON: `base.json`, `<tag>.json`, `expressions.json`.
    case swifternalization
    /// Android resources: `res/values[-qualifiers]/strings.xml`.
    case android

    /// The name as written on the command line and in `glossa.json`.
    public var description: String { rawValue }

    /// The name people know the format by (`Apple String Catalog`).
    public var title: String {
        switch self {
        case .swifternalization: return "Swifternalization JSON"
        case .android: return "Android strings.xml"
        }
    }
}
