/// One request of the `resolve` protocol: `{"lang":"pl","key":"cars","number":"5","width":300,"default":"Car"}`.
struct ResolveRequest {
    var lang: String
    var key: String
    var number: String?
    var width: Int?
    var defaultValue: String?

    /// Why a request line cannot be answered, worded for the person writing the script.
    struct Failure: Error {
        var message: String
    }

    /// Parses a request line. `knownLanguage` says whether a `lang` was already accepted (then its tag is
    /// not checked again).
    static func parse(_ line: String, knownLanguage: (String) -> Bool) -> Result<ResolveRequest, Failure> {
        let bytes = Array(line.utf8)
        var fields = FieldsBuilder(bytes: bytes)
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(bytes, into: &fields)
        } catch {
            return .failure(
                Failure(message: "\(error.message) (column \(LineIndex(bytes).location(of: error.offset).column))"))
        }
        guard fields.isObject else { return .failure(Failure(message: "a request must be a JSON object")) }
        guard case .string(let lang)? = fields["lang"] else {
            return .failure(Failure(message: "\"lang\" is required and must be a string"))
        }
        guard knownLanguage(lang) || lang == "base" || LanguageTag(lang) != nil else {
            return .failure(Failure(message: "'\(lang)' is not a language tag"))
        }
        guard case .string(let key)? = fields["key"] else {
            return .failure(Failure(message: "\"key\" is required and must be a string"))
        }
        var request = ResolveRequest(lang: lang, key: key)
        switch fields["number"] {
        case nil, .null?: break
        case .string(let text)?, .number(let text)?: request.number = text
        case .other?: return .failure(Failure(message: "\"number\" must be a string such as \"5\" or \"1.5\""))
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
        return .success(request)
    }
}

/// Collects the top-level members of a request straight from the parser, without building a tree.
private struct FieldsBuilder: JSONBuilder {
    enum Field {
        case string(String)
        /// A number, as written.
        case number(String)
        case null
        /// An object, an array or true/false.
        case other
    }

    let bytes: [UInt8]
    private(set) var isObject = false
    private var fields: [(key: String, value: Field)] = []
    private var currentKey = ""

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    subscript(key: String) -> Field? { fields.last { $0.key == key }?.value }

    mutating func key(_ key: String, range: Range<Int>, depth: Int) {
        if depth == 1 { currentKey = key }
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
    }

    mutating func member(_ value: Field, range: Range<Int>, comma: Int?, depth: Int) {
        if depth == 1 { fields.append((currentKey, value)) }
    }

    mutating func element(_ value: Field, depth: Int) {}

    mutating func endContainer(isObject: Bool, range: Range<Int>, depth: Int) -> Field { .other }
}
