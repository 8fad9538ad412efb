/// The `glossa resolve` protocol (DESIGN §7): one JSON request per line in, one JSON line out.
///
/// Request: `{"lang":"pl","key":"cars","number":"5","width":300,"default":"Car"}` (`lang` and `key`
/// required). Response: `{"value":…,"language":…,"matched":…,"category":…,"fallback":…,"formatted":…}`,
/// or `{"error":"…"}` for a request that cannot be understood.
public struct ResolveSession: Sendable {
    /// The project answering.
    public let project: Project
    private var chains: [String: LanguageChain] = [:]
    private let writer = JSONWriter(style: .standard)

    /// Starts a session on a loaded project.
    public init(project: Project) {
        self.project = project
    }

    /// The response line (without a line break) for one request line.
    public mutating func respond(to line: String) -> String {
        switch parse(line) {
        case .failure(let error):
            return "{\"error\":" + writer.quoted(error.message) + "}"
        case .success(let request):
            let chain = cachedChain(request.lang)
            let resolution = project.resolve(
                request.key, in: chain, input: LookupInput(number: request.number, width: request.width),
                defaultValue: request.defaultValue)
            var out = "{\"value\":" + writer.quoted(resolution.value)
            out += ",\"language\":" + (resolution.language.map { writer.quoted($0.description) } ?? "null")
            out += ",\"matched\":" + (resolution.matched.map(writer.quoted) ?? "null")
            out += ",\"category\":" + (resolution.category.map { writer.quoted($0.rawValue) } ?? "null")
            out += ",\"fallback\":" + (resolution.isFallback ? "true" : "false")
            out += ",\"formatted\":" + writer.quoted(Placeholder.format(resolution.value, number: request.number))
            return out + "}"
        }
    }

    private mutating func cachedChain(_ language: String) -> LanguageChain {
        if let chain = chains[language] { return chain }
        let chain = project.chain(for: language)
        chains[language] = chain
        return chain
    }

    /// Why a request line cannot be answered.
    private struct RequestError: Error {
        var message: String
    }

    private struct Request {
        var lang: String
        var key: String
        var number: String?
        var width: Int?
        var defaultValue: String?
    }

    private func parse(_ line: String) -> Result<Request, RequestError> {
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONDocument(text: line)
        } catch {
            return .failure(
                RequestError(
                    message:
                        "\(error.message) (column \(LineIndex(Array(line.utf8)).location(of: error.offset).column))"))
        }
        guard let members = document.root.members else {
            return .failure(RequestError(message: "a request must be a JSON object"))
        }
        var fields: [String: JSONNode] = [:]
        for member in members { fields[member.key] = member.value }
        guard let lang = fields["lang"]?.string else {
            return .failure(RequestError(message: "\"lang\" is required and must be a string"))
        }
        guard chains[lang] != nil || lang == "base" || LanguageTag(lang) != nil else {
            return .failure(RequestError(message: "'\(lang)' is not a language tag"))
        }
        guard let key = fields["key"]?.string else {
            return .failure(RequestError(message: "\"key\" is required and must be a string"))
        }
        var request = Request(lang: lang, key: key)
        switch fields["number"]?.kind {
        case nil, .null?: break
        case .string(let text)?: request.number = text
        case .number?: request.number = document.text(of: fields["number"]!.range)
        default: return .failure(RequestError(message: "\"number\" must be a string such as \"5\" or \"1.5\""))
        }
        switch fields["width"]?.kind {
        case nil, .null?: break
        case .number?:
            guard let width = Int(document.text(of: fields["width"]!.range)), width >= 0 else {
                return .failure(RequestError(message: "\"width\" must be a whole number of points, 0 or more"))
            }
            request.width = width
        default: return .failure(RequestError(message: "\"width\" must be a whole number of points, 0 or more"))
        }
        switch fields["default"]?.kind {
        case nil, .null?: break
        case .string(let text)?: request.defaultValue = text
        default: return .failure(RequestError(message: "\"default\" must be a string"))
        }
        return .success(request)
    }
}
