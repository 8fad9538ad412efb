import Foundation
import Testing

@testable import Engine

@Suite struct TextFormatterTests {
    let formatter = TextFormatter()

    @Test(
        arguments: [
            // One number, as `glossa resolve` and the preview pass it.
            ("%d cars", ["5"], "5 cars"), ("%i cars", ["5"], "5 cars"), ("%u cars", ["5"], "5 cars"),
            ("%ld files", ["10000000000000000000001"], "10000000000000000000001 files"),
            ("%lld Zażółć 😀", ["-3"], "-3 Zażółć 😀"), ("%d%% done", ["50"], "50% done"),
            ("%@ items", ["1.50"], "1.50 items"),
            ("%s items", ["7"], "7 items"), ("%.2f km", ["1.5"], "1.50 km"), ("%f", ["2"], "2.000000"),
            ("%e", ["31415.9"], "3.141590e+04"), ("%g", ["0.0001"], "0.0001"), ("%5.1f|", ["2.25"], "  2.2|"),
            ("%x", ["255"], "ff"), ("%o", ["8"], "10"), ("%5d|", ["42"], "   42|"), ("%-4@|", ["7"], "7   |"),
            ("%05d", ["42"], "00042"), ("${i} Comments", ["7"], "7 Comments"), ("100% sure", ["1"], "100% sure"),
            // A decimal given to a whole-number conversion is shown, not cut; zeros after the point are dropped.
            ("%d photos", ["1.5"], "1.5 photos"), ("%d photos", ["2.00"], "2 photos"), ("%d", ["1c3"], "1000"),
            ("%d", ["1.5c3"], "1500"), ("%d", ["-0"], "0"),
            // Positional, repeated, reordered and mixed with sequential placeholders.
            ("%1$d of %1$d", ["3"], "3 of 3"), ("%2$@ and %1$d", ["4", "Ana"], "Ana and 4"),
            ("%1$@ and %2$d other people", ["Ana", "2"], "Ana and 2 other people"),
            ("%2$@に%1$@で撮影", ["Kraków", "today"], "todayにKrakówで撮影"), ("%@ %1$@ %@", ["a", "b"], "a a b"),
            ("%d of %d", ["3", "10"], "3 of 10"),
        ] as [(String, [String], String)])
    func fillsPrintfPlaceholders(_ template: String, _ arguments: [String], _ expected: String) {
        let result = formatter.format(template, arguments.map { FormatArgument($0) })
        #expect(result.text == expected)
        #expect(result.problems.isEmpty)
    }

    @Test func theFastPathAgreesWithTheGeneralOne() {
        let templates = [
            "", "plain", "%d photos", "%ld files", "%lld Zażółć 😀", "%i", "%u%", "%@ items", "%lllld", "%d%%", "%1$d",
            "{name} %d", "${i} %d", "%.2f", "%5d", "%", "ends with %", "%s", "%dd", "50% done",
        ]
        let arguments: [FormatArgument] = ["5", "-3", "1.5", "2.00", "1c3", "Ana", "10000000000000000000001"]
        var fast = 0
        for template in templates {
            for argument in arguments {
                guard let single = formatter.single(template, argument) else { continue }
                fast += 1
                #expect(single == formatter.string(template, [argument]), "\(template) with \(argument)")
            }
        }
        #expect(fast > 40)
        #expect(TextFormatter(numberStyle: .localized(LanguageTag("de")!)).single("%d", "5") == nil)
    }

    @Test func missingArgumentsStayAsWrittenAndAreReported() {
        let result = formatter.format("%1$@ and %2$d other people", ["3"])
        #expect(result.text == "3 and %2$d other people")
        #expect(result.problems == [.missingArgument(placeholder: "%2$d")])
        #expect(formatter.format("%d%% of %@").text == "%d% of %@")
        #expect(formatter.format("%d of %d", ["3"]).problems == [.missingArgument(placeholder: "%d")])
    }

    @Test func textWhereANumberIsNeededIsAVisibleMistake() {
        let result = formatter.format("%d files, %.1f MB", ["many", "lots"])
        #expect(result.text == "%d files, %.1f MB")
        #expect(
            result.problems == [
                .notANumber(placeholder: "%d", argument: "many"), .notANumber(placeholder: "%.1f", argument: "lots"),
            ])
        #expect(formatter.format("%c and %p", ["1", "2"]).problems.count == 2)
        #expect(throws: FormatProblem.notANumber(placeholder: "%d", argument: "Ana")) {
            try formatter.formatChecked("%d", ["Ana"])
        }
        #expect(throws: Never.self) { try formatter.formatChecked("%@", ["Ana"]) }
    }

    @Test func problemsReadForTranslators() {
        #expect(
            FormatProblem.notANumber(placeholder: "%d", argument: "Ana").description
                == "'%d' shows a number, but the value passed is the text 'Ana'")
        #expect(
            FormatProblem.missingArgument(placeholder: "%2$d").description
                == "'%2$d' has no value to show: the app passes fewer values than the text uses")
    }

    @Test func fillsNamedPlaceholders() {
        let named: [String: FormatArgument] = ["name": "Ana", "count": 3, "user.first-name": "Zoë"]
        #expect(formatter.string("Hi {name}, {count} new", named: named) == "Hi Ana, 3 new")
        #expect(formatter.string("Hi {{name}}, {{ count }} new", named: named) == "Hi Ana, 3 new")
        #expect(formatter.string("{user.first-name}!", named: named) == "Zoë!")
        // Single braces without such a value are text; double braces are always placeholders.
        #expect(formatter.format("{not a name} {other}", named: named).problems.isEmpty)
        #expect(formatter.string("{not a name} {other} {", named: named) == "{not a name} {other} {")
        let missing = formatter.format("Hi {{who}}", named: named)
        #expect(missing.text == "Hi {{who}}")
        #expect(missing.problems == [.missingArgument(placeholder: "{{who}}")])
        // Named and printf placeholders together; a value is never read again as a placeholder.
        #expect(formatter.string("%d × {name}", ["2"], named: ["name": "%d {name}"]) == "2 × %d {name}")
    }

    @Test func convertsSwiftNumbersToTheirWrittenForm() {
        #expect(FormatArgument(5) == .number("5"))
        #expect(FormatArgument(UInt64.max) == .number("18446744073709551615"))
        #expect(FormatArgument(1.5) == .number("1.5"))
        #expect(FormatArgument(1.0) == .number("1"))
        #expect(FormatArgument(-2.0) == .number("-2"))
        #expect(FormatArgument(Float(0.1)) == .number("0.1"))
        #expect(FormatArgument(0.00001) == .number("0.00001"))
        #expect(FormatArgument(1.5e20) == .number("150000000000000000000"))
        #expect(FormatArgument(Double.nan) == .text("nan"))
        #expect(FormatArgument(Decimal(string: "1.50")!) == .number("1.5"))
        #expect(FormatArgument("1.50") == .number("1.50"))
        #expect(FormatArgument("Ana") == .text("Ana"))
    }

    @Test(arguments: [
        ("pl", "1234567.5", "1\u{A0}234\u{A0}567,5"), ("de", "1234567.5", "1.234.567,5"),
        ("fr", "1234567.5", "1\u{202F}234\u{202F}567,5"), ("en", "1234.50", "1,234.50"), ("ar-EG", "12.5", "١٢٫٥"),
        ("hi", "1234567", "12,34,567"),
    ])
    func localizesNumbersWhenAsked(_ tag: String, _ number: String, _ expected: String) {
        let localized = TextFormatter(numberStyle: .localized(LanguageTag(tag)!))
        #expect(localized.string("%@", [FormatArgument(number)]) == expected)
    }

    @Test func localizedDecimalsKeepTheirPrecision() {
        let german = TextFormatter(numberStyle: .localized(LanguageTag("de")!))
        #expect(german.string("%.2f km, %d Orte", ["1234.5", "2000"]) == "1.234,50 km, 2.000 Orte")
    }
}

@Suite struct SampleArgumentsTests {
    @Test func theNumberGoesToTheNumberPlaceholderAndNamesToTheOthers() {
        let samples = SampleArguments(
            templates: ["%1$@ and %2$d other person", "%1$@ and %2$d other people"], isPlural: true)
        #expect(samples.numberPosition == 1)
        #expect(
            TextFormatter().string("%1$@ and %2$d other people", samples.arguments(number: "2"))
                == "Ana and 2 other people")
        #expect(TextFormatter().string("%1$@ وشخص آخر", samples.arguments(number: "1")) == "Ana وشخص آخر")
        #expect(samples.legend == ["%1 = Ana", "%2 = #"])
    }

    @Test func aLonePlaceholderOfAPluralTakesTheNumber() {
        let samples = SampleArguments(templates: ["%@ photos", "one photo"], isPlural: true)
        #expect(samples.arguments(number: "1.5") == [.number("1.5")])
        #expect(samples.legend.isEmpty)
        let plain = SampleArguments(templates: ["Taken in %1$@ on %2$@"], isPlural: false)
        #expect(TextFormatter().string("Taken in %1$@ on %2$@", plain.arguments(number: "5")) == "Taken in Ana on Ben")
        #expect(SampleArguments(templates: ["${i} Comments"], isPlural: true).arguments(number: "7") == [.number("7")])
    }

    @Test func theNumberIsI18nextsCount() {
        let samples = SampleArguments(templates: ["{{count}} files", "one file"], isPlural: true)
        let text = "{{count}} plików, {{ count }} razem"
        #expect(
            TextFormatter().string(text, samples.arguments(number: "21"), named: samples.named(number: "21"))
                == "21 plików, 21 razem")
        #expect(samples.named(number: nil).isEmpty)
    }

    @Test func withoutANumberItsPlaceholderStays() {
        let samples = SampleArguments(templates: ["%1$@ and %2$d others"], isPlural: true)
        #expect(TextFormatter().string("%1$@ and %2$d others", samples.arguments(number: nil)) == "Ana and %2$d others")
    }
}
