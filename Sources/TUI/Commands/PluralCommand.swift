import ArgumentParser
import Engine
import Foundation

/// `glossa plural --locale TAG [--ordinal] [NUMBER...]`: the CLDR category of each number.
struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the CLDR plural category of each number (one per line).",
        discussion: """
            Numbers count as written: in English 1 is 'one' but 1.0 is 'other'. A number is an optional '-', \
            digits, optionally '.' and digits, optionally a compact exponent ('1.2c6' or '1.2e6' for 1.2 \
            million). Grouping separators ('1,000'), a leading '+', '1.', '.5' and spaces are not accepted.

            Without NUMBER arguments, numbers are read from standard input, one per line, and each answer is \
            written as soon as the input read so far is used up.

            Each number gets exactly one line on standard output, in order: its category, or 'error: ' and \
            why it cannot be read, so that the answers line up with the input. The message is also written \
            on standard error (with the line number, for standard input); the other numbers are still \
            answered, and the exit status is 1.

            TAG is a BCP 47 language tag ('pl', 'pt-BR', 'sr_Latn', 'en-GB'); it resolves to the nearest CLDR \
            locale, as CLDR's parent locales say. A language CLDR has no rules for is an error; '--locale root' \
            asks for the root rules, where every number is 'other'.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The language tag (BCP 47, '-' or '_').", valueName: "TAG"))
    var locale: String

    @Flag(help: "Use the ordinal rules (1st, 2nd, 3rd) instead of the cardinal ones (1 day, 2 days).")
    var ordinal = false

    // `.allUnrecognized` lets negative numbers through: "-1" would otherwise be read as an option.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "Numbers as written ('5', '-1', '1.50', '1.2c6'). Read from standard input if none.",
            valueName: "number"
        )
    )
    var numbers: [String] = []

    func run() throws {
        let rules: PluralRules
        do {
            rules = try Self.rules(for: locale)
        } catch {
            Self.writeError("error: \(error)\n")
            throw ExitCode(1)
        }
        let succeeded: Bool
        if numbers.isEmpty {
            succeeded = Self.answerStandardInput(rules: rules, ordinal: ordinal)
        } else {
            let answer = Self.categories(for: numbers.filter { $0 != "--" }, rules: rules, ordinal: ordinal)
            print(answer.output, terminator: "")
            for message in answer.errors { Self.writeError(message + "\n") }
            succeeded = answer.errors.isEmpty
        }
        if !succeeded { throw ExitCode(1) }
    }
}

/// Why `glossa plural` cannot use the locale it was given.
enum PluralLocaleError: Error, Equatable, CustomStringConvertible {
    /// The tag is not well-formed.
    case malformed(LocaleTagError)
    /// The tag is well-formed, but CLDR has no plural rules for its language.
    case unknownLanguage(String)

    var description: String {
        switch self {
        case .malformed(let error):
            return error.description
        case .unknownLanguage(let tag):
            return "CLDR has no plural rules for '\(tag)' (they would fall back to root, where every number "
                + "is 'other'); use --locale root to ask for that"
        }
    }
}

extension PluralCommand {
    /// The rules for `tag`; an unknown language is an error unless the tag is `root` itself.
    static func rules(for tag: String) throws(PluralLocaleError) -> PluralRules {
        let parsed: LocaleTag
        do {
            parsed = try LocaleTag(tag)
        } catch {
            throw .malformed(error)
        }
        let rules = PluralRules(locale: parsed)
        if rules.isRoot && parsed.language != "root" { throw .unknownLanguage(tag) }
        return rules
    }

    /// The answers for numbers given as arguments, one line per number: its category, or `error: …` for a
    /// number that cannot be read (that message is also one of `errors`).
    static func categories(for numbers: [String], rules: PluralRules, ordinal: Bool) -> (
        output: String, errors: [String]
    ) {
        var output = ""
        var errors: [String] = []
        for text in numbers {
            do {
                let number = try NumberLiteral(text)
                output += rules.category(of: number, ordinal: ordinal).rawValue + "\n"
            } catch {
                let message = "error: \(error)"
                output += message + "\n"
                errors.append(message)
            }
        }
        return (output, errors)
    }

    /// Answers the numbers on standard input, writing each chunk's answers before reading on (so that a
    /// program talking to this one line by line gets its answers). Returns whether every line was a number.
    static func answerStandardInput(rules: PluralRules, ordinal: Bool) -> Bool {
        var lines = PluralLineReader(rules: rules, ordinal: ordinal)
        var errors: [String] = []
        LineStream.run(
            { line, output in lines.answer(line, output: &output, errors: &errors) },
            afterChunk: {
                for message in errors { writeError(message + "\n") }
                errors.removeAll()
            })
        return lines.failures == 0
    }

    static func writeError(_ message: String) {
        FileHandle.standardError.write(Data(VisibleText.keepingLineFeeds(message).utf8))
    }
}

/// Answers lines of numbers, one output line per input line: its category, or `error: …` when it is not a
/// number (with the message `<stdin>:LINE: error: …` among the errors). A line may end in `\n` or `\r\n`;
/// the last line needs no line break.
struct PluralLineReader {
    let rules: PluralRules
    let ordinal: Bool
    private var splitter = LineSplitter()
    private(set) var lineNumber = 0
    private(set) var failures = 0

    init(rules: PluralRules, ordinal: Bool) {
        self.rules = rules
        self.ordinal = ordinal
    }

    /// Answers every complete line in `bytes` and keeps the rest for later.
    mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, output: inout [UInt8], errors: inout [String]) {
        var splitter = self.splitter
        splitter.consume(bytes) { answer($0, output: &output, errors: &errors) }
        self.splitter = splitter
    }

    /// Answers the last line if it had no line break.
    mutating func finish(output: inout [UInt8], errors: inout [String]) {
        var splitter = self.splitter
        splitter.finish { answer($0, output: &output, errors: &errors) }
        self.splitter = splitter
    }

    /// Answers one line (without its line break).
    mutating func answer(_ line: UnsafeBufferPointer<UInt8>, output: inout [UInt8], errors: inout [String]) {
        lineNumber += 1
        do {
            let number = try NumberLiteral(String(decoding: line, as: UTF8.self))
            output.append(contentsOf: rules.category(of: number, ordinal: ordinal).rawValue.utf8)
            output.append(UInt8(ascii: "\n"))
        } catch {
            failures += 1
            output.append(contentsOf: "error: \(error)\n".utf8)
            errors.append("<stdin>:\(lineNumber): error: \(error)")
        }
    }
}
