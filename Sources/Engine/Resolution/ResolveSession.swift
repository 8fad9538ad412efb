/// The `glossa resolve` protocol (DESIGN §7): one JSON request per line in, one JSON line out.
///
/// Request: `{"lang":"pl","key":"cars","number":"5","width":300,"default":"Car"}` (`lang` and `key`
/// required), or `"preferred":["de-AT","fr"]` instead of `lang` (negotiated as `Localizer` does: the
/// languages the project has, the base language by default), with `"args":["Ana",2]` and `"named":{"name":
/// "Ana"}` for the placeholders. Response: `{"value":…,"language":…,"matched":…,"category":…,"fallback":…,
/// "formatted":…}`, plus `"negotiated":"de"` for a request with `preferred`, or `{"error":"…"}` for a request
/// that cannot be understood.
public struct ResolveSession: Sendable {
    /// The project answering; a project loaded for some languages only reads the files of each further
    /// language when a request first needs them.
    public private(set) var project: Project
    private var chains: [String: LanguageChain] = [:]
    /// Negotiated chains by preferred list, with the language shown.
    private var negotiated: [[String]: (chain: LanguageChain, language: LanguageTag)] = [:]
    private let supported: [LanguageTag]
    private let writer = JSONWriter(style: .standard)
    private let formatter = TextFormatter()

    /// Starts a session on a project, loaded whole or for some languages only
    /// (`Project.load(directory:format:languages:)`).
    public init(project: Project) {
        self.project = project
        supported = [project.settings.baseLanguage] + project.allLanguages.compactMap(\.tag)
    }

    /// The response line (without a line break) for one request line.
    public mutating func respond(to line: String) -> String {
        var bytes: [UInt8] = []
        respond(to: line, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the response line (without a line break) for one request line to `output`.
    public mutating func respond(to line: String, into output: inout [UInt8]) {
        respond(to: parse(line), into: &output)
    }

    /// Appends the response lines, each with a line break, for request lines that came together (a batch) to
    /// `output`. On a project loaded for some keys only, the requests' keys are read together, before the first
    /// response: a batch of many keys reads the files once, not once per key.
    public mutating func respond(toEach lines: [String], into output: inout [UInt8]) {
        let requests = lines.map { parse($0) }
        project.loadKeys(requests.compactMap { try? $0.get().key })
        for request in requests {
            respond(to: request, into: &output)
            output.append(0x0A)
        }
    }

    private func parse(_ line: String) -> Result<ResolveRequest, ResolveRequest.Failure> {
        ResolveRequest.parse(line, knownLanguage: { chains[$0] != nil }, knownPreferred: { negotiated[$0] != nil })
    }

    private mutating func respond(to parsed: Result<ResolveRequest, ResolveRequest.Failure>, into output: inout [UInt8])
    {
        switch parsed {
        case .failure(let error):
            output.append(contentsOf: #"{"error":"#.utf8)
            writer.quote(error.message, into: &output)
            output.append(UInt8(ascii: "}"))
        case .success(let request):
            project.loadKeys([request.key])
            let chain: LanguageChain
            var negotiatedLanguage: LanguageTag?
            switch request.languages {
            case .lang(let lang):
                chain = cachedChain(lang)
            case .preferred(let preferred):
                (chain, negotiatedLanguage) = cachedNegotiation(preferred)
            }
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
            writer.quote(formatted(resolution.value, request), into: &output)
            if let negotiatedLanguage { append(",\"negotiated\":", negotiatedLanguage.description, to: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// The value with its placeholders filled: `args` when given, else the number alone; the number is also
    /// the named value `count` unless `named` has one.
    private func formatted(_ value: String, _ request: ResolveRequest) -> String {
        let number = request.number.map { FormatArgument($0) }
        var named = request.named
        if let number, named["count"] == nil, value.utf8.contains(UInt8(ascii: "{")) { named["count"] = number }
        return formatter.string(value, request.arguments ?? number.map { [$0] } ?? [], named: named)
    }

    /// Appends `"name":` and the value as a JSON string, or `null`.
    private func append(_ name: String, _ value: String?, to output: inout [UInt8]) {
        output.append(contentsOf: name.utf8)
        if let value { writer.quote(value, into: &output) } else { output.append(contentsOf: "null".utf8) }
    }

    /// Reads the files of `languages`' chains not read yet. The chains worked out before are then forgotten: they
    /// name files by their place among the files read, which a file read now may take.
    private mutating func loadChains(for languages: [String]) {
        let read = project.fileCounts.read
        project.loadChains(for: languages)
        guard project.fileCounts.read != read else { return }
        chains = [:]
        negotiated = [:]
    }

    private mutating func cachedChain(_ language: String) -> LanguageChain {
        if let chain = chains[language] { return chain }
        loadChains(for: [language])
        let chain = project.chain(for: language)
        chains[language] = chain
        return chain
    }

    private mutating func cachedNegotiation(_ preferred: [String]) -> (chain: LanguageChain, language: LanguageTag) {
        if let found = negotiated[preferred] { return found }
        let languages = LanguageNegotiation.negotiate(
            preferred: preferred, supported: supported, defaultLanguage: project.settings.baseLanguage)
        loadChains(for: languages.map(\.description))
        let result = (project.chain(for: languages.map(\.description)), languages[0])
        negotiated[preferred] = result
        return result
    }
}
