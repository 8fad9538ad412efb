/// The files a lookup in one language tries, in order: the exact tag, its parent tags, then base.
public struct LanguageChain: Sendable, Equatable {
    /// The requested language as given.
    public var requested: String
    /// The indices of the files to try, in order.
    public var files: [Int]
    /// The requested language's own file, if any: a value from another file is a fallback.
    public var ownFile: Int?
}

extension Project {
    /// The chain for a language: `"pt-BR"` tries `pt-BR.json`, `pt.json`, `base.json`; `"base"` only base.
    ///
    /// Tags are matched case-insensitively with `-` or `_`. A tag with no file of its own (or a tag that
    /// is not well formed) falls back to its parents and base. The base language itself (`en` with
    /// `"baseLanguage": "en"` and no `en.json`) has `base.json` as its own file.
    public func chain(for language: String) -> LanguageChain {
        let base = fileIndex(of: .base)
        var files: [Int] = []
        var ownFile: Int?
        if language == "base" {
            ownFile = base
        } else if let tag = LanguageTag(language) {
            for candidate in tag.chain {
                if let index = fileIndex(of: .tag(candidate)) { files.append(index) }
            }
            ownFile = fileIndex(of: .tag(tag)) ?? (tag == settings.baseLanguage ? base : nil)
        }
        if let base { files.append(base) }
        return LanguageChain(requested: language, files: files, ownFile: ownFile)
    }
}
