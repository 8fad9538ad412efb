import Foundation

/// How numbers are written into placeholders.
public enum NumberStyle: Sendable, Hashable {
    /// As written: `1234.5` → `1234.5`. The digits an app passes (and the preview's number) unchanged.
    case asWritten
    /// With the language's digits, grouping and decimal separator from CLDR (Foundation's bundled ICU):
    /// `1234.5` → `1 234,5` in Polish (no-break space), `1 234,5` in French (narrow no-break space),
    /// `1.234,5` in German, `١٬٢٣٤٫٥` in Arabic (Egypt). The fraction digits written are kept (`1.50` →
    /// `1,50`).
    case localized(LanguageTag)

    /// A number's text in this style; `nil` when `text` is not a plain decimal (a compact `1c6` is kept).
    func render(_ text: String) -> String {
        guard case .localized(let tag) = self else { return text }
        return Self.localized(text, locale: Locale(identifier: tag.description))
    }

    static func localized(_ text: String, locale: Locale) -> String {
        guard !text.contains(where: { $0 == "c" || $0 == "e" }), let value = Decimal(string: text, locale: nil)
        else { return text }
        let fraction = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        return value.formatted(.number.locale(locale).precision(.fractionLength(fraction)))
    }

    /// A whole number with `digits` fraction digits, for `%.2f` in the localized style.
    static func localized(_ value: Double, fractionDigits: Int, locale: Locale) -> String {
        value.formatted(.number.locale(locale).precision(.fractionLength(fractionDigits)))
    }
}
