import Foundation

extension Localizer {
    /// The user's preferred languages as a command-line program finds them on Linux and other POSIX systems:
    /// GNU `LANGUAGE` (a `:`-separated list, most preferred first), then the locale of messages, from the
    /// first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set. Encodings and modifiers are dropped
    /// (`de_AT.UTF-8@euro` → `de-AT`); `C` and `POSIX` name no language (and, as in gettext, make `LANGUAGE`
    /// ignored). Repeats are removed.
    ///
    /// - Parameter environment: The variables; the process's own by default.
    public static func preferredLanguages(
        fromEnvironment environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        func tag(_ value: String) -> String? {
            let name = value.prefix { $0 != "." && $0 != "@" }
            guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
            return LanguageTag(name)?.description
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        var languages: [String] = []
        if let locale, tag(locale) == nil { return [] }
        for value in (environment["LANGUAGE"] ?? "").split(separator: ":") {
            if let language = tag(String(value)) { languages.append(language) }
        }
        if let locale, let language = tag(locale) { languages.append(language) }
        return languages.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
