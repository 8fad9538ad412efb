/// Why an entry-level edit (`LanguageEdits`) cannot be made; the document is left as it was.
///
/// Messages are worded for a translator and name no command-line option: a command adds its own hint
/// (`add --force`) where one helps.
public enum EditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key is not in the file (or not in its group).
    case noSuchKey(String)
    /// A group of `EntryAddress.groups` is missing.
    case noSuchGroup(String)
    /// A group of `EntryAddress.groups` is not an object.
    case notAGroup(String, found: String)
    /// The key exists but has no such variant; `existing` lists the variants it has.
    case noSuchVariant(String, selector: String, existing: [String])
    /// The value has no such width variation; `existing` lists the widths it has.
    case noSuchWidth(String, width: Int, existing: [String])
    /// A selector or width was given for a value that is a plain text (or not an object at all).
    case noVariants(String, found: String)
    /// A width was given without a selector for a value whose variants are selectors.
    case widthBesideVariants(String, selectors: [String])
    /// The edit changes the shape of a value (a text into variants, variants into a text, …), which is
    /// only done when forced. `change` says what forcing would do.
    case needsForce(String, change: String)
    /// The removal would leave an empty object, which is an error in a translation file.
    case wouldLeaveEmpty(String, container: String)
    /// The new key of a rename exists already.
    case keyExists(String)
    /// The key (or variant) appears more than once in its object, at these lines; only the last counts,
    /// so removing or renaming it would leave an earlier one in effect.
    case duplicated(String, lines: [Int])
    /// The selector is an explicit expression that does not parse.
    case malformedSelector(String, ExpressionError)
    /// The selector is empty.
    case emptySelector
    /// The selector is written like a width (`@200`).
    case widthAsSelector(String)
    /// A width that is not a whole number 0…999999999.
    case invalidWidth(String)
    /// The document edit failed (a bug caught before anything was written).
    case document(JSONEditError)
    /// The file does not parse, so it cannot be edited.
    case fileHasSyntaxError(String)
    /// The file's format cannot hold this (a width variation in i18next, an `exp:` selector in a catalog):
    /// refused before anything changes. `what` names it, `reason` says why.
    case notInFormat(FormatName, what: String, reason: String)

    /// The message, worded for a translator, on one line: keys and selectors from files or arguments have
    /// their control characters shown as pictures (`VisibleText`).
    public var description: String { VisibleText.of(message) }

    private var message: String {
        switch self {
        case .noSuchKey(let key): return "there is no key \(key)"
        case .noSuchGroup(let group): return "there is no group \(group)"
        case .notAGroup(let group, let found): return "\(group) is \(found), not a group of keys"
        case .noSuchVariant(let subject, let selector, let existing):
            return "\(subject) has no variant '\(selector)'" + Self.listing(existing, "variants")
        case .noSuchWidth(let subject, let width, let existing):
            return "\(subject) has no width variation '@\(width)'" + Self.listing(existing, "widths")
        case .noVariants(let subject, let found):
            return "\(subject) is \(found): it has no variants or widths"
        case .widthBesideVariants(let subject, let selectors):
            return "\(subject) has variants (\(selectors.joined(separator: ", "))): "
                + "width variations go inside one of them, so name the variant"
        case .needsForce(let subject, let change): return "\(subject): this would \(change)"
        case .wouldLeaveEmpty(let subject, let container):
            return "\(subject) is the only entry of \(container): removing it would leave an empty object, "
                + "which is an error in a translation file; remove \(container) instead"
        case .keyExists(let key): return "\(key) already exists"
        case .duplicated(let subject, let lines):
            return "\(subject) appears \(lines.count) times (lines \(lines.map(String.init).joined(separator: ", "))); "
                + "only the last one counts, and the others would remain: remove the duplicates first"
        case .malformedSelector(let selector, let error):
            return "the selector '\(selector)' is malformed: \(error.message)"
        case .emptySelector: return "the selector is empty"
        case .widthAsSelector(let selector):
            return "'\(selector)' is a width, not a selector"
        case .invalidWidth(let text):
            return "'\(text)' is not a width: a width is a whole number from 0 to 999999999, like 200"
        case .document(let error): return error.description
        case .fileHasSyntaxError(let name):
            return "\(name) has a syntax error: fix it (in the raw editor or another editor) before editing its entries"
        case .notInFormat(let format, let what, let reason):
            return "\(format.title) cannot hold \(what): \(reason)"
        }
    }

    private static func listing(_ names: [String], _ noun: String) -> String {
        names.isEmpty ? "" : " (its \(noun): \(names.joined(separator: ", ")))"
    }
}
