/// One request of the `resolve` protocol: `{"lang":"pl","key":"cars","number":"5","width":300,"default":"Car"}`
/// (`"text"` instead of `"number"` for a text input, which text matches and `exp:` select),
/// or with `"preferred":["de-AT","fr"]` instead of `lang`, and `"args":[…]`, `"named":{…}` for formatting.
struct ResolveRequest {
    /// Which language: one tag (`lang`), or the user's preferred tags to negotiate (`preferred`).
    enum Languages: Hashable {
        case lang(String)
        case preferred([String])
    }

    var languages: Languages
    var key: String
    var number: String?
    var width: Int?
    var defaultValue: String?
    /// The placeholders' values (`args`); `nil` means the number alone.
    var arguments: [FormatArgument]?
    /// Named placeholders' values (`named`).
    var named: [String: FormatArgument] = [:]

    /// Why a request line cannot be answered, worded for the person writing the script.
    struct Failure: Error {
        var message: String
    }

    /// Parses a request line. `knownLanguage` and `knownPreferred` say whether a `lang` or a `preferred`
    /// list was already accepted (then its tags are not checked again).
    static func parse(
        _ line: String, knownLanguage: (String) -> Bool, knownPreferred: ([String]) -> Bool = { _ in false }
    ) -> Result<ResolveRequest, Failure> {
        let bytes = Array(line.utf8)
        var fields = FieldsBuilder(bytes: bytes)
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(bytes, into: &fields)
        } catch {
            return .failure(
                Failure(message: "\(error.message) (column \(LineIndex(bytes).location(of: error.offset).column))"))
        }
        guard fields.isObject else { return .failure(Failure(message: "a request must be a JSON object")) }
        let languages: Languages
        let lang = fields["lang"].flatMap { $0 == .null ? nil : $0 }
        let preferred = fields["preferred"].flatMap { $0 == .null ? nil : $0 }
        if lang != nil && preferred != nil {
            return .failure(Failure(message: "give either \"lang\" or \"preferred\", not both"))
        } else if let preferred {
            guard case .array(let items) = preferred,
                case let tags = items.compactMap({ item -> String? in
                    guard case .string(let tag) = item else { return nil }
                    return tag
                }), tags.count == items.count,
                knownPreferred(tags) || tags.allSatisfy({ LanguageTag($0) != nil })
            else {
                return .failure(Failure(message: "\"preferred\" must be a list of language tags such as \"de-AT\""))
            }
            languages = .preferred(tags)
        } else if case .string(let lang)? = lang {
            guard knownLanguage(lang) || lang == "base" || LanguageTag(lang) != nil else {
                return .failure(Failure(message: "'\(lang)' is not a language tag"))
            }
            languages = .lang(lang)
        } else {
            return .failure(Failure(message: "\"lang\" is required and must be a string (or give \"preferred\")"))
        }
        guard case .string(let key)? = fields["key"] else {
            return .failure(Failure(message: "\"key\" is required and must be a string"))
        }
        var request = ResolveRequest(languages: languages, key: key)
        switch fields["number"] {
        case nil, .null?: break
        case .string(let text)?, .number(let text)?: request.number = text
        default: return .failure(Failure(message: "\"number\" must be a string such as \"5\" or \"1.5\""))
        }
        switch fields["text"] {
        case nil, .null?: break
        case .string(let text)?:
            guard request.number == nil else {
                return .failure(Failure(message: "give \"number\" or \"text\", not both"))
            }
            // The text input is what Swifternalization's `stringValue:` passes: `exp:` and text matches read it.
            request.number = text
        default: return .failure(Failure(message: "\"text\" must be a string"))
        }
        switch fields["width"] {
        case nil, .null?: break
        case .number(let text)?:
            guard let width = Int(text), width >= 0 else { fallthrough }
            request.width = width
        default: return .failure(Failure(message: "\"width\" must be a whole number of points, 0 or more"))
        }
        switch fields["default"] {
        case nil, .null?: break
        case .string(let text)?: request.defaultValue = text
        default: return .failure(Failure(message: "\"default\" must be a string"))
        }
        switch fields["args"] {
        case nil, .null?: break
        case .array(let items)?:
            var arguments: [FormatArgument] = []
            for item in items {
                guard let argument = item.formatArgument else {
                    return .failure(Failure(message: "\"args\" must be a list of strings and numbers"))
                }
                arguments.append(argument)
            }
            request.arguments = arguments
        default: return .failure(Failure(message: "\"args\" must be a list of strings and numbers"))
        }
        switch fields["named"] {
        case nil, .null?: break
        case .object(let members)?:
            for (name, value) in members {
                guard let argument = value.formatArgument else {
                    return .failure(Failure(message: "\"named\" must map names to strings and numbers"))
                }
                request.named[name] = argument
            }
        default: return .failure(Failure(message: "\"named\" must map names to strings and numbers"))
        }
        return .success(request)
    }
}

/// Collects the top-level members of a request straight from the parser, without building a tree; lists and
/// objects one level down are kept (for `preferred`, `args`, `named`), anything deeper is `other`.
private struct FieldsBuilder: JSONBuilder {
    indirect enum Field: Equatable {
        case string(String)
        /// A number, as written.
        case number(String)
        case null
        /// A list of strings, numbers and nulls.
        case array([Field])
        /// An object of strings, numbers and nulls.
        case object([(String, Field)])
        /// Anything else: true/false, or a list or object nested deeper.
        case other

        static func == (lhs: Field, rhs: Field) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)), (.number(let a), .number(let b)): return a == b
            case (.null, .null), (.other, .other): return true
            case (.array(let a), .array(let b)): return a == b
            case (.object(let a), .object(let b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
            default: return false
            }
        }

        /// A value for a placeholder: a string (a number when it reads as one) or a number as written.
        var formatArgument: FormatArgument? {
            switch self {
            case .string(let text): return FormatArgument(text)
            case .number(let text): return .number(text)
            default: return nil
            }
        }
    }

    let bytes: [UInt8]
    private(set) var isObject = false
    private var fields: [(key: String, value: Field)] = []
    private var currentKey = ""
    private var nestedKey = ""
    private var nestedElements: [Field] = []
    private var nestedMembers: [(String, Field)] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    subscript(key: String) -> Field? { fields.last { $0.key == key }?.value }

    mutating func key(_ key: String, range: Range<Int>, depth: Int) {
        if depth == 1 { currentKey = key } else if depth == 2 { nestedKey = key }
    }

    mutating func string(_ value: String, range: Range<Int>, depth: Int) -> Field { .string(value) }

    mutating func scalar(_ scalar: JSONScalar, range: Range<Int>, depth: Int) -> Field {
        switch scalar {
        case .number: return .number(String(decoding: bytes[range], as: UTF8.self))
        case .bool: return .other
        case .null: return .null
        }
    }

    mutating func beginContainer(isObject: Bool, depth: Int) {
        if depth == 1 { self.isObject = isObject }
        if depth == 2 {
            nestedElements = []
            nestedMembers = []
        }
    }

    mutating func member(_ value: Field, range: Range<Int>, comma: Int?, depth: Int) {
        if depth == 1 {
            fields.append((currentKey, value))
        } else if depth == 2 {
            nestedMembers.append((nestedKey, value))
        }
    }

    mutating func element(_ value: Field, depth: Int) {
        if depth == 2 { nestedElements.append(value) }
    }

    mutating func endContainer(isObject: Bool, range: Range<Int>, depth: Int) -> Field {
        guard depth == 2 else { return .other }
        return isObject ? .object(nestedMembers) : .array(nestedElements)
    }
}
