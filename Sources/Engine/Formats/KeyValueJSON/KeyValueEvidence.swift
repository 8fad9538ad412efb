/// What a folder's files say about key–value JSON and i18next, for detection: cheap scans of the bytes,
/// no parsing of the language files.
struct KeyValueEvidence {
    /// The folder's `<tag>.json` files and `default.json`, by name.
    let languageFiles: [String]
    /// Whether `base.json` is there (Swifternalization's marker).
    let hasBaseFile: Bool
    /// The file of the source language glossa.json names (else `en`), if it is there.
    let sourceFile: String?
    /// The first file with an `@metadata` object, among the source file and the next three (not looked for
    /// beside `base.json`).
    let metadataFile: String?
    /// The first `<tag>/<namespace>.json` file.
    let namespaceFile: String?
    /// Why the files look like i18next: plural suffixes or `{{…}}` in the source file or the next three (not
    /// looked for beside `base.json`).
    let i18nextMarker: String?

    init(_ files: ProjectFiles) {
        let top = files.topLevelPaths
        languageFiles = top.filter { $0 == KeyValueFormat.defaultFileName || KeyValueLayout.language(of: $0) != nil }
        hasBaseFile = top.contains(ProjectLayout.baseFileName)
        let settings = KeyValueLayout.settings(in: files)
        var source = settings.baseLanguage
        let tags = languageFiles.compactMap(KeyValueLayout.language(of:))
        if !settings.namesBaseLanguage, !tags.contains(source),
            let regional = KeyValueLayout.regionalSource(tags, of: source)
        {
            source = regional
        }
        let sourceFile = languageFiles.first { KeyValueLayout.language(of: $0) == source }
        self.sourceFile = sourceFile
        // A few files tell: the scans stay cheap in a folder of a hundred large files. Beside base.json
        // (Swifternalization's own marker, which only another format's own marker could match) they are
        // not needed: detection then costs nothing in a Swifternalization project.
        let sample =
            hasBaseFile
            ? [] : Array(((sourceFile.map { [$0] } ?? []) + languageFiles.filter { $0 != sourceFile }).prefix(4))
        metadataFile = sample.first { files.bytes(at: $0).map { ByteSearch.contains($0, "\"@metadata\"") } ?? false }
        namespaceFile = files.nestedPaths.first { KeyValueLayout.namespaceLanguage(of: $0) != nil }
        var marker: String?
        for name in sample where marker == nil {
            guard let bytes = files.bytes(at: name) else { continue }
            if let base = Self.pluralPair(in: bytes) {
                marker = "\(name) has plural forms like \"\(base)_one\""
            } else if ByteSearch.contains(bytes, "{{") {
                marker = "\(name) has {{…}} placeholders"
            }
        }
        i18nextMarker = marker
    }

    /// The key of the first i18next plural pair in `bytes`: a member `key_one` beside `key_other`, `key_few` or
    /// `key_many` (a lone `fix_one`, as iD has, is a name). Looks at the first 20 `_one` members only.
    static func pluralPair(in bytes: [UInt8]) -> String? {
        guard ByteSearch.contains(bytes, "_one\"") else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        var searched = text.startIndex
        for _ in 0..<20 {
            guard let one = text.range(of: "_one\"", range: searched..<text.endIndex) else { return nil }
            searched = one.upperBound
            guard let quote = text[..<one.lowerBound].lastIndex(of: "\"") else { continue }
            let base = text[text.index(after: quote)..<one.lowerBound]
            if ["other", "few", "many"].contains(where: { text.contains("\"\(base)_\($0)\"") }) { return String(base) }
        }
        return nil
    }
}
