import Engine
import Testing

@testable import TUI

@Test func negativeNumbersAreArgumentsNotOptions() throws {
    let command = try PluralCommand.parse(["--locale", "ru", "-1", "2", "-0.5", "-1c6"])
    #expect(command.locale == "ru")
    #expect(command.numbers == ["-1", "2", "-0.5", "-1c6"])
    #expect(!command.ordinal)
    let reordered = try PluralCommand.parse(["-21", "--ordinal", "--locale", "en", "3"])
    #expect(reordered.numbers == ["-21", "3"])
    #expect(reordered.ordinal)
    #expect(reordered.locale == "en")
}

@Test func argumentsAreAnsweredOnePerLine() throws {
    let english = try PluralCommand.rules(for: "en")
    let answer = PluralCommand.categories(for: ["1", "1.0", "2"], rules: english, ordinal: false)
    #expect(answer.output == "one\nother\nother\n")
    #expect(answer.errors.isEmpty)
    let ordinal = PluralCommand.categories(for: ["1", "2", "3", "4", "11", "-21"], rules: english, ordinal: true)
    #expect(ordinal.output == "one\ntwo\nfew\nother\nother\none\n")
    let russian = try PluralCommand.rules(for: "ru")
    let answerRU = PluralCommand.categories(
        for: ["-1", "10000000000000000000001", "5"], rules: russian, ordinal: false)
    #expect(answerRU.output == "one\none\nmany\n")
}

@Test func malformedNumbersAreReportedAndTheOthersStillAnswered() throws {
    let answer = PluralCommand.categories(
        for: ["1", "1,000", "2", ""], rules: try PluralCommand.rules(for: "pl"), ordinal: false)
    #expect(
        answer.output
            == "one\nerror: '1,000' is not a number: grouping separators are not allowed (write 1000, not 1,000)\n"
            + "few\nerror: a number is needed here, but the text is empty\n")
    #expect(
        answer.errors == [
            "error: '1,000' is not a number: grouping separators are not allowed (write 1000, not 1,000)",
            "error: a number is needed here, but the text is empty",
        ]
    )
}

@Test func localesMustBeKnownOrRoot() throws {
    #expect(throws: PluralLocaleError.unknownLanguage("xx")) { try PluralCommand.rules(for: "xx") }
    #expect(throws: PluralLocaleError.malformed(.emptySubtag("en--US"))) { try PluralCommand.rules(for: "en--US") }
    #expect(try PluralCommand.rules(for: "root").isRoot)
    #expect(try PluralCommand.rules(for: "pt_PT").cldrLocale == "pt_PT")
    #expect(
        PluralLocaleError.unknownLanguage("xx").description
            == "CLDR has no plural rules for 'xx' (they would fall back to root, where every number is 'other'); "
            + "use --locale root to ask for that"
    )
}

/// Feeds `input` to a line reader in chunks of `chunkSize` bytes.
private func readLines(_ input: String, locale: String, chunkSize: Int) throws -> (output: String, errors: [String]) {
    var reader = PluralLineReader(rules: try PluralRules(locale: locale), ordinal: false)
    var output: [UInt8] = []
    var errors: [String] = []
    let bytes = Array(input.utf8)
    var start = 0
    while start < bytes.count {
        let end = min(start + chunkSize, bytes.count)
        bytes[start..<end].withUnsafeBufferPointer { reader.consume($0, output: &output, errors: &errors) }
        start = end
    }
    reader.finish(output: &output, errors: &errors)
    return (String(decoding: output, as: UTF8.self), errors)
}

@Test(arguments: [1, 2, 3, 7, 1000])
func standardInputIsReadLineByLineWhateverTheChunks(chunkSize: Int) throws {
    let input = "1\r\n2\n5\n1.5\n1 000\n\n22\n-1"
    let answer = try readLines(input, locale: "ru", chunkSize: chunkSize)
    #expect(
        answer.output.split(separator: "\n", omittingEmptySubsequences: false) == [
            "one", "few", "many", "other",
            "error: '1 000' is not a number: grouping separators are not allowed (write 1000, not 1,000)",
            "error: a number is needed here, but the text is empty", "few", "one", "",
        ])
    #expect(
        answer.errors == [
            "<stdin>:5: error: '1 000' is not a number: grouping separators are not allowed (write 1000, not 1,000)",
            "<stdin>:6: error: a number is needed here, but the text is empty",
        ]
    )
}

@Test func aFinalLineBreakAddsNoLine() throws {
    let answer = try readLines("1\n2\n", locale: "en", chunkSize: 64)
    #expect(answer.output == "one\nother\n")
    #expect(answer.errors.isEmpty)
}
