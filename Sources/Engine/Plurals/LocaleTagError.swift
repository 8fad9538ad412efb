/// Why a text is not a well-formed BCP 47 language tag.
///
/// ``description`` is a message for a translator that names the tag:
/// `'en--US' is not a language tag: it has an empty part between separators`.
public enum LocaleTagError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The tag is empty.
    case empty
    /// Two separators in a row, or one at the start or end (`"en--US"`, `"en-"`).
    case emptySubtag(String)
    /// A character other than ASCII letters, digits, `-` and `_` (`"english!"`).
    case invalidCharacter(String, Character)
    /// A part longer than 8 characters.
    case subtagTooLong(String, subtag: String)
    /// The first part is not a language code: 2–3 or 5–8 letters (`"e"`, `"1a"`), or `root`.
    case invalidLanguage(String, subtag: String)
    /// A part that is not a script, region, variant or extension where it stands (`"en-US-a"`).
    case invalidSubtag(String, subtag: String)

    /// The tag that was rejected (empty for ``empty``).
    public var tag: String {
        switch self {
        case .empty: ""
        case .emptySubtag(let tag), .invalidCharacter(let tag, _), .subtagTooLong(let tag, _),
            .invalidLanguage(let tag, _), .invalidSubtag(let tag, _):
            tag
        }
    }

    /// The message: the tag, and what is wrong with it.
    public var description: String {
        let quoted = NumberLiteralError.quote(tag)
        switch self {
        case .empty:
            return "a language tag is needed here (such as 'en' or 'pt-BR'), but the text is empty"
        case .emptySubtag:
            return "\(quoted) is not a language tag: it has an empty part between separators"
        case .invalidCharacter(_, let character):
            return "\(quoted) is not a language tag: \(NumberLiteralError.quote(String(character))) is not allowed "
                + "(use letters, digits and '-')"
        case .subtagTooLong(_, let subtag):
            return "\(quoted) is not a language tag: \(NumberLiteralError.quote(subtag)) is longer than 8 characters"
        case .invalidLanguage(_, let subtag):
            return "\(quoted) is not a language tag: the language code \(NumberLiteralError.quote(subtag)) "
                + "must have 2 or 3 letters (or 5 to 8)"
        case .invalidSubtag(_, let subtag):
            return "\(quoted) is not a language tag: \(NumberLiteralError.quote(subtag)) is not a script, "
                + "region or variant"
        }
    }
}
