@testable import Engine

// The text facts the tests read from strings (the Engine reads them from the files' bytes in place).

extension PlaceholderSignature {
    /// A text's fingerprint pieces as one string (`%1$@%2$d`, `{{name}}`).
    static func fingerprint(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var fingerprint = ""
            forEachFingerprintPiece(of: bytes) { fingerprint += String(decoding: $0, as: UTF8.self) }
            return fingerprint
        }
    }
}

extension PunctuationRule {
    /// The kind of punctuation a text ends with, closing quotes and brackets and whitespace skipped.
    static func kind(of text: String, language: String) -> Kind? {
        var text = text
        return text.withUTF8 { kind(of: $0, language: language) }
    }
}
