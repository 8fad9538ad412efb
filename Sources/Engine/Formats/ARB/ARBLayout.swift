/// Where a Flutter project keeps its ARB files: `app_<locale>.arb` (gen_l10n's `lib/l10n/app_en.arb`, the
/// folder given to Glossa), each saying its language in `"@@locale"` or its name.
enum ARBLayout {
    /// The extension of an ARB file.
    static let suffix = ".arb"

    /// The language of an ARB file: its `"@@locale"` (read without parsing the file: it comes first), else
    /// its name's last part, or two parts for a region or script (`app_pt_BR.arb` → `pt-BR`).
    static func language(ofPath path: String, bytes: [UInt8]?) -> LanguageTag? {
        if let bytes, let locale = locale(in: bytes) { return LanguageTag(locale) }
        guard path.hasSuffix(suffix), !path.contains("/") else { return nil }
        let parts = path.dropLast(suffix.count).split(separator: "_")
        guard let last = parts.last else { return nil }
        if last.allSatisfy(\.isLowercase), parts.count == 1 || (2...3).contains(last.count) { return LanguageTag(last) }
        guard parts.count >= 2 else { return LanguageTag(last) }
        return LanguageTag(parts.suffix(2).joined(separator: "-"))
    }

    /// The value of `"@@locale"` in the first 200 bytes.
    static func locale(in bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(200), as: UTF8.self)
        guard let marker = head.range(of: "\"@@locale\"") else { return nil }
        let rest = head[marker.upperBound...].drop { $0 == " " || $0 == ":" || $0 == "\t" }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<close])
    }

    /// The name of a language's file in the style of the project's others: `app_pt_BR.arb`.
    static func fileName(for tag: LanguageTag, like model: String?) -> String {
        var prefix = "app"
        if let model, let underscore = model.firstIndex(of: "_") { prefix = String(model[..<underscore]) }
        return "\(prefix)_\(tag.description.replacingOccurrences(of: "-", with: "_"))\(suffix)"
    }

    /// The files of a folder: the source language's first (glossa.json's, else `en`: gen_l10n's template
    /// `app_en.arb`), then the others by tag.
    static func layout(_ files: ProjectFiles, settings: ProjectSettings) -> FormatLayout {
        var problems: [ProjectProblem] = []
        var claimed: [LanguageTag: String] = [:]
        for path in files.topLevelPaths where path.hasSuffix(suffix) {
            guard let tag = language(ofPath: path, bytes: files.bytes(at: path)) else {
                problems.append(ProjectProblem(fileName: path, kind: .notALanguageTag))
                continue
            }
            if let other = claimed[tag] {
                problems.append(ProjectProblem(fileName: path, kind: .sameLanguageAs(other)))
                continue
            }
            claimed[tag] = path
        }
        let source = settings.namesBaseLanguage ? settings.baseLanguage : LanguageTag("en")!
        var layoutFiles: [FormatLayout.File] = []
        if let path = claimed[source] {
            layoutFiles.append(FormatLayout.File(path: path, language: .base))
        } else {
            problems.append(
                ProjectProblem(fileName: nil, kind: .sourceMissing(expected: fileName(for: source, like: nil))))
        }
        for (tag, path) in claimed.sorted(by: { $0.key < $1.key }) where tag != source {
            layoutFiles.append(FormatLayout.File(path: path, language: .tag(tag)))
        }
        return FormatLayout(format: .arb, files: layoutFiles, sourceLanguage: source, problems: problems)
    }
}
