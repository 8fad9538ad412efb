extension LanguageFile {
    /// Loads a Swifternalization file from its bytes; never throws (problems are kept on the file).
    public init(
        fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules,
        shared: [String: SharedExpressions.Definition]
    ) {
        self.init(
            fileName: fileName, language: language, bytes: bytes, rules: rules, shared: shared, knownKeys: KnownKeys())
    }

    /// Loads a Swifternalization file from its bytes; its entries share the strings of `knownKeys` for the
    /// keys it has too.
    init(
        fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules,
        shared: [String: SharedExpressions.Definition], knownKeys: KnownKeys
    ) {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: .swifternalization)
        var builder = EntryBuilder(rules: rules, shared: shared, knownKeys: knownKeys)
        do throws(JSONSyntaxError) {
            let (_, parser) = try JSONParser.parse(bytes, into: &builder)
            notices = parser.notices
            style = JSONStyle(detectedIn: bytes, parser: parser)
            entries = builder.entries(hasDuplicates: notices.contains(where: \.isDuplicateKey))
            problems = builder.problems
            adopt(selectors: builder.selectors)
        } catch {
            syntaxError = error
        }
    }
}
