/// Where a string lives in a language file: a key, optionally one of its variants (a selector), optionally
/// a width variation `@N` (DESIGN §2).
///
/// `groups` reaches keys nested in objects, for locale files that are not Swifternalization files
/// (`{"translations": {...}}`, `{"ru": {"icons": {...}}}`): the key is looked up in the object at that path.
/// Swifternalization files have top-level keys only, and `groups` is empty.
public struct EntryAddress: Sendable, Hashable, CustomStringConvertible {
    /// The enclosing objects of the key, outermost first (empty for a top-level key).
    public var groups: [String]
    /// The key.
    public var key: String
    /// The variant's selector (`few`, `ie:x=0`), if the address is inside a variant.
    public var selector: String?
    /// The width N of an `@N` variation, if the address is a width variation.
    public var width: Int?

    /// The largest width a file can hold (nine digits, as the loader accepts).
    public static let maximumWidth = 999_999_999

    /// Creates an address; check it with `validate()` before editing.
    public init(key: String, selector: String? = nil, width: Int? = nil, groups: [String] = []) {
        self.groups = groups
        self.key = key
        self.selector = selector
        self.width = width
    }

    /// The JSON path of the key: `groups + [key]`.
    public var keyPath: [String] { groups + [key] }

    /// The JSON path of the addressed value: the key path, then the selector, then `@N`.
    public var path: [String] {
        var path = keyPath
        if let selector { path.append(selector) }
        if let width { path.append("@\(width)") }
        return path
    }

    /// `"cars" › few › @200`: keys quoted, selectors and widths as written.
    public var description: String { Self.describe(path, keyCount: groups.count + 1) }

    /// Describes a JSON path whose first `keyCount` segments are keys (quoted) and the rest selectors.
    public static func describe(_ path: [String], keyCount: Int) -> String {
        path.enumerated().map { index, segment in
            index < keyCount ? JSONWriter(style: .standard).quoted(segment) : segment
        }.joined(separator: " › ")
    }

    /// Checks the selector and the width with the Engine's selector rules.
    ///
    /// A selector may be any name (`one`, `few`, `>one`, a shared expression's name) or an explicit
    /// expression, which must parse; it may not be empty or a width (`@200`). A width is 0…999999999.
    ///
    /// - Throws: `EditError.malformedSelector` with the `ExpressionError` (message and position),
    ///   `.emptySelector`, `.widthAsSelector` (`@200`), `.invalidWidth` (`@abc`, as a selector too).
    public func validate() throws(EditError) {
        if let selector { try Self.validateSelector(selector) }
        if let width, width < 0 || width > Self.maximumWidth { throw .invalidWidth("\(width)") }
    }

    /// Checks a selector's text (see `validate()`).
    public static func validateSelector(_ selector: String) throws(EditError) {
        if selector.isEmpty { throw .emptySelector }
        if selector.hasPrefix("@") {
            _ = try width(parsing: selector)
            throw .widthAsSelector(selector)
        }
        if Expression.isExpressionSyntax(selector) {
            do throws(ExpressionError) {
                _ = try Expression(parsing: selector)
            } catch {
                throw .malformedSelector(selector, error)
            }
        }
    }

    /// Reads a width written as `200` or `@200`.
    ///
    /// - Throws: `EditError.invalidWidth` unless it is a whole number 0…999999999 (digits only).
    public static func width(parsing text: String) throws(EditError) -> Int {
        let digits = text.hasPrefix("@") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let width = Int(digits)
        else { throw .invalidWidth(text) }
        return width
    }
}
