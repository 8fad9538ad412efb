/// The files a lookup in one language tries, in order: the exact tag, its parent tags, then base.
public struct LanguageChain: Sendable, Equatable {
    /// The requested language as given.
    public var requested: String
    /// The indices of the files to try, in order.
    public var files: [Int]
    /// The requested language's own files (its parts, its main one first): a value from another file is a
    /// fallback.
    public var ownFiles: [Int]

    /// The requested language's own (main) file, if any.
    public var ownFile: Int? { ownFiles.first }

    /// Whether a value from file `index` is a fallback (not from the requested language's own files).
    @inline(__always)
    public func isFallback(_ index: Int) -> Bool { !ownFiles.contains(index) }
}

extension Project {
    /// The chain for a language: `"pt-BR"` tries `pt-BR.json`, `pt.json`, `base.json`; `"base"` only base.
    ///
    /// Tags are matched case-insensitively with `-` or `_`. A tag with no file of its own (or a tag that
    /// is not well formed) falls back to its parents and base. The base language itself (`en` with
    /// `"baseLanguage": "en"` and no `en.json`) has `base.json` as its own file.
    ///
    /// On a project loaded for some languages only, load the language's chain first (`loadChains(for:)`).
    public func chain(for language: String) -> LanguageChain {
        assert(hasLoadedChain(for: language), "the files of \(language)'s chain are not loaded")
        let base = fileIndices(of: .base)
        var files: [Int] = []
        var ownFiles: [Int] = []
        if language == "base" {
            ownFiles = base
        } else if let tag = LanguageTag(language) {
            for candidate in tag.chain { files += fileIndices(of: .tag(candidate)) }
            ownFiles = fileIndices(of: .tag(tag))
            if ownFiles.isEmpty, tag == settings.baseLanguage { ownFiles = base }
        }
        files += base
        return LanguageChain(requested: language, files: files, ownFiles: ownFiles)
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
        let base = fileIndices(of: .base)
        var files: [Int] = []
        for language in languages {
            let single = language == first ? result : chain(for: language)
            // Base is the base language's own file (`en` under an English base), else it comes last.
            let ownsBase = !base.isEmpty && single.ownFiles == base
            for file in single.files where (ownsBase || !base.contains(file)) && !files.contains(file) {
                files.append(file)
            }
        }
        for file in base where !files.contains(file) { files.append(file) }
        result.files = files
        return result
    }
}
