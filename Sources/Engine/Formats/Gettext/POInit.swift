import Foundation

/// The first bytes of a language's new PO file, as `msginit` writes them from the template: the template's
/// header comment with the language's title and this year, its header with the translator's fields filled in
/// (`Language`, `PO-Revision-Date`, `Last-Translator: Automatically generated`, `Language-Team: none`, UTF-8)
/// and the language's `Plural-Forms` (`PluralForms.header(for:)`), then every entry of the template with its
/// comments and `msgid`s as written and empty translations — `msgstr[0]`…`msgstr[n-1]` for a plural entry.
enum POInit {
    /// The header fields in the order `msginit` writes them.
    static let fieldOrder = [
        "Project-Id-Version", "Report-Msgid-Bugs-To", "POT-Creation-Date", "PO-Revision-Date", "Last-Translator",
        "Language-Team", "Language", "MIME-Version", "Content-Type", "Content-Transfer-Encoding", "Plural-Forms",
    ]

    /// The file for `tag` from `template` (the source's `.pot`, or the PO file that holds the source), or the
    /// header alone without one; `date` is the revision date written.
    static func bytes(for tag: LanguageTag, template: PODocument?, date: Date) -> [UInt8] {
        let lineBreak = template?.lineBreak ?? "\n"
        let header = template?.entries.first(where: \.isHeader)
        let fields = template?.header ?? [:]
        let package =
            fields["Project-Id-Version"].flatMap { $0.split(separator: " ").first.map(String.init) }
            .flatMap { $0 == "PACKAGE" ? nil : $0 } ?? "PACKAGE"
        let year = String(Calendar(identifier: .gregorian).dateComponents(in: utc, from: date).year ?? 1970)
        var lines = headerComments(header, tag: tag, package: package, year: year)
        var values: [String: String] = [
            "Project-Id-Version": "PACKAGE VERSION", "Report-Msgid-Bugs-To": "",
        ]
        values.merge(fields) { _, template in template }
        values["PO-Revision-Date"] = revisionDate(date)
        values["Last-Translator"] = "Automatically generated"
        values["Language-Team"] = "none"
        values["Language"] = tag.description.replacingOccurrences(of: "-", with: "_")
        values["MIME-Version"] = "1.0"
        values["Content-Type"] = "text/plain; charset=UTF-8"
        values["Content-Transfer-Encoding"] = "8bit"
        values["Plural-Forms"] = PluralForms.header(for: tag)
        let headerText: String = header?.translations.first?.text ?? ""
        let templateOrder = headerText.split(separator: "\n").compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return line[..<colon].trimmingCharacters(in: .whitespaces)
        }
        let names = fieldOrder.filter { values[$0] != nil } + templateOrder.filter { !fieldOrder.contains($0) }
        let text = names.map { "\($0): \(values[$0]!)\n" }.joined()
        lines += POString.fieldLines(keyword: "msgid", text: "")
        lines += POString.fieldLines(keyword: "msgstr", text: text)
        var output = lines.map { $0 + lineBreak }.joined()
        let count = (try? PluralForms(values["Plural-Forms"]!).count) ?? 2
        for entry in template?.messages ?? [] {
            output += lineBreak
            for comment in entry.comments where comment.marker != "#~" { output += source(comment.range, template!) }
            for field in entry.fields where field.keyword != "msgstr" { output += source(field.range, template!) }
            let empty = entry.msgidPlural == nil ? ["msgstr \"\""] : (0..<count).map { "msgstr[\($0)] \"\"" }
            output += empty.map { $0 + lineBreak }.joined()
        }
        return Array(output.utf8)
    }

    /// The header's comment lines: the template's with `msginit`'s replacements, or `msginit`'s own.
    private static func headerComments(_ header: PODocument.Entry?, tag: LanguageTag, package: String, year: String)
        -> [String]
    {
        let name = Locale(identifier: "en").localizedString(forLanguageCode: tag.language) ?? tag.description
        let title = "# \(name) translations for \(package) package."
        guard let header, !header.comments.isEmpty else {
            return [
                title, "# Copyright (C) \(year) THE PACKAGE'S COPYRIGHT HOLDER",
                "# This file is distributed under the same license as the \(package) package.",
                "# Automatically generated, \(year).", "#",
            ]
        }
        return header.comments.compactMap { comment in
            let line = comment.marker == "# " ? "#" + (comment.text.isEmpty ? "" : " " + comment.text) : nil
            switch comment.marker {
            case "#,":
                let flags = comment.text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0 != "fuzzy" && !$0.isEmpty }
                return flags.isEmpty ? nil : "#, " + flags.joined(separator: ", ")
            case "# " where comment.text == "SOME DESCRIPTIVE TITLE.": return title
            case "# " where comment.text.hasPrefix("FIRST AUTHOR"): return "# Automatically generated, \(year)."
            case "# ":
                return line!.replacingOccurrences(of: "YEAR", with: year)
                    .replacingOccurrences(of: "the PACKAGE package", with: "the \(package) package")
            default: return "\(comment.marker) \(comment.text)"
            }
        }
    }

    /// A line range of the template, as written (its line break included).
    private static func source(_ range: Range<Int>, _ template: PODocument) -> String {
        String(decoding: template.bytes[range], as: UTF8.self)
    }

    private static let utc = TimeZone(identifier: "UTC")!

    /// `YYYY-MM-DD HH:MM+0000`, gettext's form of a date, in UTC.
    static func revisionDate(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: utc, from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return
            "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))+0000"
    }
}

extension PluralForms {
    /// The `Plural-Forms` header for a language, as `msginit` derives it from CLDR (`cldrHeaders`): the
    /// language's CLDR locale found along CLDR's parent chain; one form for a language CLDR does not know.
    static func header(for tag: LanguageTag) -> String {
        let locale = (try? PluralRules(locale: tag.description))?.cldrLocale ?? "root"
        return cldrHeaders[locale] ?? "nplurals=1; plural=0;"
    }
}
