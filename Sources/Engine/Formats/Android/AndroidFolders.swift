/// Android's resource folders and the languages they hold (DESIGN §11): `values/` is the source,
/// `values-pl/` Polish, `values-pt-rBR/` `pt-BR`, `values-b+sr+Latn/` `sr-Latn`; the legacy codes
/// Android still uses for Hebrew, Indonesian and Yiddish (`values-iw`, `values-in`, `values-ji`) are
/// `he`, `id` and `yi`, and a new file of those languages is written under the legacy name.
enum AndroidFolders {
    /// The name of the main string resources' file in each folder; a folder may have others (`plurals.xml`,
    /// `arrays.xml`), each a part of its language (`FormatLayout.File.part`).
    static let fileName = "strings.xml"
    /// The source language's folder.
    static let sourceFolder = "values"

    /// Android's legacy language codes and the codes BCP 47 uses for them.
    private static let legacyCodes = ["iw": "he", "in": "id", "ji": "yi"]

    /// The language of a path like `values-pt-rBR/strings.xml`: `.base` for `values/`, `nil` when the folder
    /// has qualifiers other than a locale (`values-night`, `values-pl-land`) or the file is not an `.xml`.
    static func language(ofPath path: String) -> FileLanguage? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].hasSuffix(".xml") else { return nil }
        return language(ofFolder: String(parts[0]))
    }

    /// The language of a folder name (see `language(ofPath:)`).
    static func language(ofFolder folder: String) -> FileLanguage? {
        if folder == sourceFolder { return .base }
        guard folder.hasPrefix("values-") else { return nil }
        let qualifiers = folder.dropFirst("values-".count)
        if qualifiers.hasPrefix("b+") {
            let subtags = qualifiers.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false)
            guard let first = subtags.first else { return nil }
            let language = legacyCodes[first.lowercased()] ?? String(first)
            return LanguageTag(([language] + subtags.dropFirst().map(String.init)).joined(separator: "-"))
                .map { .tag($0) }
        }
        let parts = qualifiers.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (2...3).contains(parts[0].count),
            parts[0].allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return nil }
        var tag = legacyCodes[String(parts[0])] ?? String(parts[0])
        if parts.count == 2 {
            let region = parts[1]
            guard region.count >= 3, region.first == "r",
                region.dropFirst().allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
            else { return nil }
            tag += "-" + region.dropFirst()
        }
        return LanguageTag(tag).map { .tag($0) }
    }

    /// The folder a language's file goes in: `values`, `values-pl`, `values-pt-rBR`, `values-iw` for `he`,
    /// `values-b+sr+Latn` for a tag with more than a language and a region.
    static func folder(for language: FileLanguage) -> String {
        guard let tag = language.tag else { return sourceFolder }
        var subtags = tag.description.split(separator: "-").map(String.init)
        if let legacy = legacyCodes.first(where: { $0.value == subtags[0] })?.key { subtags[0] = legacy }
        if subtags.count == 1 { return "values-\(subtags[0])" }
        if subtags.count == 2, subtags[1].count == 2 || subtags[1].count == 3 && subtags[1].allSatisfy(\.isNumber) {
            return "values-\(subtags[0])-r\(subtags[1])"
        }
        return "values-b+" + subtags.joined(separator: "+")
    }

    /// The path of a language's file of `part`: `values-pl/strings.xml`.
    static func path(for language: FileLanguage, part: String = fileName) -> String {
        "\(folder(for: language))/\(part)"
    }
}
