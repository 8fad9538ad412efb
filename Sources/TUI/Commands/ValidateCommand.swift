import ArgumentParser
import Engine
import Foundation

/// `glossa validate [DIR] [--format text|json|NAME] [--strict]`: every finding of DESIGN §6, like a compiler.
///
/// Exit status: 0 without errors, 1 with errors (or warnings, with `--strict`), 2 for a usage error or a
/// folder that cannot be opened. The options are read here rather than by ArgumentParser so that a usage
/// error exits with 2, as DESIGN §6 asks (ArgumentParser uses 64).
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a translation project and print what is wrong, like a compiler.",
        usage: "glossa validate [DIR] [--format text|json] [--format NAME] [--strict]",
        discussion: """
            Prints one line per finding, `file:line:column: severity: message [rule-id]`, with the source line \
            and a caret, then a summary. --format json prints the findings as one JSON document (its schema is in \
            the README). --format NAME reads the project in that translation format instead of the one detected \
            (\(FormatName.allCases.map(\.rawValue).joined(separator: ", "))). --strict makes warnings fail the run too, and reports stale translations and texts that need review or \
            translation (recorded in .glossa/states.jsonl) as warnings rather than notes.
            Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage error or unreadable folder.
            Findings can be silenced per key in glossa.json: {"ignore": {"rule-id": ["key", ...]}}.
            """
    )

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The project folder (default: the current folder), then --format text|json, --strict.")
    )
    var arguments: [String] = []

    func run() throws {
        let options: ValidateOptions
        switch ValidateOptions.parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            FileHandle.standardError.write(
                Data("glossa validate: \(VisibleText.of(error.message))\nUsage: \(Self.configuration.usage!)\n".utf8))
            throw ExitCode(2)
        }
        let project = try loadProjectOrExit(options.directory, format: options.translationFormat)
        var validator = Validator()
        validator.reportsStatesAsWarnings = options.strict
        let report = validator.validate(project)
        let output: String
        switch options.format {
        case .json:
            output = ValidateOutput.json(report, directory: project.directory)
        case .text:
            output = ValidateOutput.text(
                report, project: project, directory: project.directory, colors: TerminalColors.forStandardOutput())
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        exitWithoutTeardown(ValidateOutput.exitStatus(report, strict: options.strict))
    }
}

/// The options of `glossa validate`.
struct ValidateOptions: Equatable {
    enum Format: String, Equatable { case text, json }

    var directory = "."
    var format = Format.text
    /// The translation format named by `--format NAME`, when not `text` or `json` (the report's).
    var translationFormat: FormatName?
    var strict = false

    /// Why the arguments cannot be used.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Reads `[DIR] [--format text|json] [--format=json] [--strict]` in any order.
    static func parse(_ arguments: [String]) -> Result<ValidateOptions, UsageError> {
        var options = ValidateOptions()
        var directory: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--strict" {
                options.strict = true
            } else if argument == "--format" || argument.hasPrefix("--format=") {
                let value: String
                if argument == "--format" {
                    guard index < arguments.count else {
                        return .failure(UsageError(message: "--format needs text or json"))
                    }
                    value = arguments[index]
                    index += 1
                } else {
                    value = String(argument.dropFirst("--format=".count))
                }
                if let format = Format(rawValue: value) {
                    options.format = format
                } else if let translationFormat = FormatName(rawValue: value) {
                    options.translationFormat = translationFormat
                } else {
                    return .failure(
                        UsageError(
                            message: "'\(value)' is not a format: use text or json for the report, or one of "
                                + FormatName.allCases.map(\.rawValue).joined(separator: ", ")))
                }
            } else if argument.hasPrefix("-"), argument != "-" {
                return .failure(UsageError(message: "unknown option '\(argument)'"))
            } else if directory == nil {
                directory = argument
            } else {
                return .failure(UsageError(message: "one project folder at a time ('\(directory!)' and '\(argument)')"))
            }
        }
        options.directory = directory ?? "."
        return .success(options)
    }
}

/// How `glossa validate` prints a report.
enum ValidateOutput {
    /// 0 without errors, 1 with errors (or warnings when strict).
    static func exitStatus(_ report: ValidationReport, strict: Bool) -> Int32 {
        report.hasErrors || (strict && report.count(.warning) > 0) ? 1 : 0
    }

    /// The path shown for a file: `pl.json` inside the current folder, else `DIR/pl.json`.
    static func path(_ fileName: String?, directory: String) -> String? {
        guard let fileName else { return nil }
        if directory == "." || directory == "./" { return fileName }
        return directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
    }

    /// Compiler-style lines, each followed by its source line and a caret, then the summary line. The findings of
    /// each file are printed on their own core (they come sorted by file).
    static func text(_ report: ValidationReport, project: Project, directory: String, colors: TerminalColors) -> String
    {
        let findings = report.findings
        var fileRuns: [Range<Int>] = []
        var start = 0
        for index in findings.indices
        where index == findings.count - 1 || findings[index + 1].fileName != findings[index].fileName {
            fileRuns.append(start..<index + 1)
            start = index + 1
        }
        let runs = fileRuns
        let bytesByName = Dictionary(
            project.files.map { ($0.fileName, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let printed = ConcurrentWork.map(runs.count) { run in
            let name = findings[runs[run].lowerBound].fileName
            let bytes = name.flatMap {
                bytesByName[$0] ?? project.auxiliaryFiles[$0]
                    ?? ($0 == ProjectFiles.stateSidecarPath ? project.stateSidecar : nil)
            }
            return text(
                findings[runs[run]], bytes: bytes, lines: name.flatMap { report.lineIndexes[$0] }, directory: directory,
                colors: colors)
        }
        return printed.joined() + "\(VisibleText.of(directory)): \(report.summary)\n"
    }

    /// The lines of findings about one file (or none), whose bytes are `bytes` and line index `lines` (when the
    /// check made one).
    private static func text(
        _ findings: ArraySlice<Finding>, bytes: [UInt8]?, lines: LineIndex?, directory: String, colors: TerminalColors
    ) -> String {
        var out = ""
        var lineIndex = lines
        // Findings come sorted by line: the last line read is usually the next one needed.
        var lastLine: (line: Int, scalars: [Unicode.Scalar])?
        // Paths, messages and source lines hold text from the files: shown visibly (`VisibleText`). The findings
        // are about one file: its path is made once.
        let shownPath = findings.first.flatMap { path($0.fileName, directory: directory) }.map(VisibleText.of)
        for finding in findings {
            var place = ""
            if let path = shownPath {
                place = finding.line > 0 ? "\(path):\(finding.line):\(finding.column): " : "\(path): "
            }
            out += colors.bold(place) + colors.severity(finding.severity)
            out += colors.bold(": " + VisibleText.of(finding.message)) + " [\(finding.ruleID)]\n"
            guard finding.line > 0, let bytes else { continue }
            if lastLine == nil || lastLine!.line != finding.line {
                if lineIndex == nil { lineIndex = LineIndex(bytes) }
                lastLine = (finding.line, Array(lineIndex!.lineText(finding.line).unicodeScalars))
            }
            out += snippet(lastLine!.scalars, column: finding.column, colors: colors)
        }
        return out
    }

    /// The source line, made visible, and a caret under the column (`CaretSnippet`: a long line is cut around
    /// the column).
    static func snippet(_ scalars: [Unicode.Scalar], column: Int, colors: TerminalColors) -> String {
        let snippet = CaretSnippet(scalars: scalars, column: column)
        return snippet.line + "\n" + snippet.padding + colors.caret("^") + "\n"
    }

    /// The report as one JSON document (schema version 1, documented in the README).
    static func json(_ report: ValidationReport, directory: String) -> String {
        let writer = JSONWriter(style: .standard)
        func string(_ text: String?) -> String { text.map(writer.quoted) ?? "null" }
        var out = "{\n  \"schemaVersion\": 1,\n  \"project\": \(string(directory)),\n  \"findings\": ["
        for (index, finding) in report.findings.enumerated() {
            out += index == 0 ? "\n    " : ",\n    "
            out += "{\"rule\": \(string(finding.ruleID)), \"severity\": \(string(finding.severity.rawValue))"
            out += ", \"file\": \(string(finding.fileName)), \"line\": \(finding.line), \"column\": \(finding.column)"
            out += ", \"key\": \(string(finding.key)), \"message\": \(string(finding.message)), \"fixIt\": "
            if let fixIt = finding.fixIt {
                let edits = fixIt.edits.map {
                    "{\"start\": \($0.range.lowerBound), \"end\": \($0.range.upperBound), \"replacement\": "
                        + "\(string($0.replacement))}"
                }
                out += "{\"description\": \(string(fixIt.description)), \"edits\": [\(edits.joined(separator: ", "))]}"
            } else {
                out += "null"
            }
            out += "}"
        }
        out += report.findings.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"summary\": {\"errors\": \(report.count(.error)), \"warnings\": \(report.count(.warning))"
        out += ", \"notes\": \(report.count(.note)), \"suppressed\": \(report.suppressedCount)"
        out += ", \"files\": \(report.filesChecked), \"keys\": \(report.keysChecked)}\n}\n"
        return out
    }
}

/// ANSI colours for terminal output, or none.
struct TerminalColors {
    /// Whether to colour at all.
    var enabled: Bool

    /// Colours when standard output is a terminal, `NO_COLOR` is not set (https://no-color.org) and `TERM`
    /// is not `dumb`.
    static func forStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalColors
    {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return TerminalColors(enabled: isatty(STDOUT_FILENO) == 1 && !noColor && environment["TERM"] != "dumb")
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func caret(_ text: String) -> String { wrap(text, "1;32") }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return wrap("error", "1;31")
        case .warning: return wrap("warning", "1;35")
        case .note: return wrap("note", "1;36")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension Glossa {
    /// The commands of validation (`validate`, `stats`), registered in `Glossa`'s subcommands.
    static let validationCommands: [any ParsableCommand.Type] = [ValidateCommand.self, StatsCommand.self]
}
