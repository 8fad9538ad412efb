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

extension Project {
    /// The chain for several languages, most wanted first: each language's chain in turn (its file and its
    /// parents' files), each file once, then base. A key missing in the first language is looked for in the
    /// next before base (Smartling's rule); a language whose entry has no variant for a number gives way to
    /// the next language's whole entry, never to a mix of the two.
    ///
    /// `ownFile` is the first language's own file: a value from any other file is a fallback. An empty list
    /// gives the chain of `base`.
    public func chain(for languages: [String]) -> LanguageChain {
        guard let first = languages.first else { return chain(for: "base") }
        var result = chain(for: first)
        guard languages.count > 1 else { return result }
        let base = fileIndex(of: .base)
        var files: [Int] = []
        for language in languages {
            let single = language == first ? result : chain(for: language)
            // Base is the base language's own file (`en` under an English base), else it comes last.
            for file in single.files where (file != base || single.ownFile == base) && !files.contains(file) {
                files.append(file)
            }
        }
        if let base, !files.contains(base) { files.append(base) }
        result.files = files
        return result
    }
}
