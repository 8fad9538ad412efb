/// Text as it may be shown to a person, on a terminal or in a CI log: the one place that decides how
/// characters that would act on a terminal instead of being shown are made visible.
///
/// Translation files are data from anywhere. A key holding `"\u{1B}[2J"` would clear the screen, one holding
/// `"\r\n"` would forge a line of `glossa validate`'s output, a right-to-left override (U+202E) would reverse
/// what follows it. Every human-readable output of Glossa (the command line's text, the editor's screen)
/// passes what came from a file, an argument or a system message through `VisibleText`, which replaces
/// each such character with a visible picture of it:
///
/// | characters | shown as |
/// |---|---|
/// | line feed U+000A, tab U+0009 | `↵`, `⇥` |
/// | the other C0 controls U+0000–U+001F | their Unicode control pictures `␀`…`␟` (ESC is `␛`, CR `␍`, BEL `␇`) |
/// | DEL U+007F | `␡` |
/// | C1 controls U+0080–U+009F | `\u{85}` (no picture exists) |
/// | bidirectional overrides and isolates U+202A–U+202E, U+2066–U+2069 | `\u{202E}` |
/// | line and paragraph separators U+2028, U+2029 | `\u{2028}` (some log viewers break lines there) |
///
/// The pictures of C0 and DEL take one column each, so a caret placed under a visible line still lines up.
/// Bidirectional controls are made visible everywhere text is shown, values included: a terminal lays cells
/// out left to right whatever they hold, and a translator must see an override to judge it. Their meaning is
/// kept where it matters, in the bytes: files, `glossa resolve` and `--format json` are never passed through
/// here. Other characters (right-to-left letters, marks such as U+200F, emoji) are left as they are.
public enum VisibleText {
    /// The picture shown instead of `scalar`, or `nil` when the scalar is shown as it is.
    public static func replacement(for scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        switch value {
        case 0x0A: return "↵"
        case 0x09: return "⇥"
        case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + value)!)
        case 0x7F: return "␡"
        case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
            return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        default: return nil
        }
    }

    /// Whether `scalar` is replaced when shown.
    @inline(__always)
    public static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || value == 0x7F { return true }
        if value < 0x80 { return false }
        return value < 0xA0 || (value >= 0x2028 && value <= 0x202E) || (value >= 0x2066 && value <= 0x2069)
    }

    /// `text` with every character that would act on a terminal replaced by its picture, line feeds included:
    /// for one line of output (a message, a key, a file name).
    ///
    /// Complexity: O(n); text with nothing to replace is returned without copying its characters one by one.
    @inlinable  // specialised where it is called: generic over the text's type, it runs for every finding printed
    public static func of<S: StringProtocol>(_ text: S) -> String {
        shown(text, keepingLineFeeds: false)
    }

    /// `text` with every character that would act on a terminal replaced by its picture, except the line
    /// feed: for output of several lines whose line breaks are its own. Use it only on text whose line feeds
    /// did not come from data (data goes through `of(_:)` as it is put into the text).
    @inlinable
    public static func keepingLineFeeds<S: StringProtocol>(_ text: S) -> String {
        shown(text, keepingLineFeeds: true)
    }

    @inlinable  // specialised with its callers: unspecialised, each byte of each line printed is read generically
    static func shown<S: StringProtocol>(_ text: S, keepingLineFeeds: Bool) -> String {
        func replaced(_ scalar: Unicode.Scalar) -> Bool {
            needsReplacement(scalar) && !(keepingLineFeeds && scalar == "\n")
        }
        // Fast path: the UTF-8 of every character replaced starts with a byte below 0x20, 0x7F, 0xC2 (C1) or
        // 0xE2 (U+2028…, U+2066…); text without those bytes is shown as it is.
        let suspicious = text.utf8.contains { byte in
            byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
        }
        guard suspicious, text.unicodeScalars.contains(where: replaced) else { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if replaced(scalar), let picture = replacement(for: scalar) {
                result += picture
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
