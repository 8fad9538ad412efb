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
    private let formatter = TextFormatter()

    /// Starts a session on a loaded project.
    public init(project: Project) {
        self.project = project
    }

    /// The response line (without a line break) for one request line.
    public mutating func respond(to line: String) -> String {
        var bytes: [UInt8] = []
        respond(to: line, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the response line (without a line break) for one request line to `output`.
    public mutating func respond(to line: String, into output: inout [UInt8]) {
        switch ResolveRequest.parse(line, knownLanguage: { chains[$0] != nil }) {
        case .failure(let error):
            output.append(contentsOf: #"{"error":"#.utf8)
            writer.quote(error.message, into: &output)
            output.append(UInt8(ascii: "}"))
        case .success(let request):
            let chain = cachedChain(request.lang)
            let resolution = project.resolve(
                request.key, in: chain, input: LookupInput(number: request.number, width: request.width),
                defaultValue: request.defaultValue)
            output.append(contentsOf: #"{"value":"#.utf8)
            writer.quote(resolution.value, into: &output)
            append(",\"language\":", resolution.language?.description, to: &output)
            append(",\"matched\":", resolution.matched, to: &output)
            append(",\"category\":", resolution.category?.rawValue, to: &output)
            output.append(contentsOf: (resolution.isFallback ? #","fallback":true"# : #","fallback":false"#).utf8)
            output.append(contentsOf: #","formatted":"#.utf8)
            writer.quote(
                formatter.string(resolution.value, request.number.map { [FormatArgument($0)] } ?? []), into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `"name":` and the value as a JSON string, or `null`.
    private func append(_ name: String, _ value: String?, to output: inout [UInt8]) {
        output.append(contentsOf: name.utf8)
        if let value { writer.quote(value, into: &output) } else { output.append(contentsOf: "null".utf8) }
    }

    private mutating func cachedChain(_ language: String) -> LanguageChain {
        if let chain = chains[language] { return chain }
        let chain = project.chain(for: language)
        chains[language] = chain
        return chain
    }
}
