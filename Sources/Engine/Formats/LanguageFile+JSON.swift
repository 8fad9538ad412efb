extension LanguageFile {
    /// Parses the file's bytes as JSON, for the reader of a JSON format: a syntax error, the parser's notices
    /// (trailing commas, comments, duplicate keys) and the file's style are kept on the file. `nil` on a
    /// syntax error: the file then has no entries.
    mutating func parseJSON() -> JSONDocument? {
        do throws(JSONSyntaxError) {
            let document = try JSONDocument(bytes: bytes)
            notices = document.notices
            style = document.style
            return document
        } catch {
            syntaxError = error
            return nil
        }
    }
}
