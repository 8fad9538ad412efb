/// What a conversion wrote and, per key and language, what it could not write as it was (`Conversion`).
public struct ConversionReport: Sendable, Equatable {
    /// The source project's format.
    public var source: FormatName
    /// The format converted to.
    public var target: FormatName
    /// The source language, kept in the target (what `base` is).
    public var sourceLanguage: LanguageTag
    /// The files written, by path in the output folder, in the order written.
    public var files: [String]
    /// What was lost, in the order of the source's languages (the source language first) and keys.
    public var losses: [ConversionLoss]

    /// A report.
    public init(
        source: FormatName, target: FormatName, sourceLanguage: LanguageTag, files: [String],
        losses: [ConversionLoss]
    ) {
        self.source = source
        self.target = target
        self.sourceLanguage = sourceLanguage
        self.files = files
        self.losses = losses
    }

    /// Whether everything was written as it was.
    public var isLossless: Bool { losses.isEmpty }

    /// The tag a language is reported under: the source language's own tag for `base`.
    public func tag(of language: FileLanguage) -> String { language.tag?.description ?? sourceLanguage.description }

    /// The losses of one key in one language.
    public func losses(of key: String, in language: FileLanguage) -> [ConversionLoss] {
        losses.filter { $0.key == key && $0.language == language }
    }

    /// The report for people: one line per loss, `pl: "photos.count" › ie:x=0: an exact number, written as
    /// zero (…reason)`, then a summary line counting the translations (a key in a language) with losses.
    public var text: String {
        var lines = losses.map(line)
        let keys = Set(losses.map { "\($0.language)\u{0}\($0.key)" }).count
        lines.append(
            isLossless
                ? "converted to \(target.title) with nothing lost (\(files.count) file\(files.count == 1 ? "" : "s"))"
                : "converted to \(target.title): \(losses.count) loss\(losses.count == 1 ? "" : "es") in \(keys) "
                    + "translation\(keys == 1 ? "" : "s") (\(files.count) file\(files.count == 1 ? "" : "s"))")
        return lines.map { VisibleText.of($0) }.joined(separator: "\n") + "\n"
    }

    /// The report as JSON: `{"source", "target", "sourceLanguage", "lossless", "files", "losses": [{"key",
    /// "language", "construct", "selector", "widths", "written", "writtenAs", "reason"}]}`; `writtenAs` lists
    /// the exact cases or categories written, or the width whose text was written.
    public var json: String {
        let writer = JSONWriter(style: .standard)
        func string(_ text: String) -> String { writer.quoted(text) }
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        let entries = lossObjects
        return """
            {
              "source": \(string(source.rawValue)),
              "target": \(string(target.rawValue)),
              "sourceLanguage": \(string(sourceLanguage.description)),
              "lossless": \(isLossless),
              "files": \(list(files.map(string))),
              "losses": [\(entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n") + "\n  ")]
            }

            """
    }

    /// A loss for people: `pl: "photos.count" › ie:x=0: an exact number, written as zero: …reason`.
    func line(_ loss: ConversionLoss) -> String {
        "\(tag(of: loss.language)): \(loss.subject): \(loss.construct.phrase), \(loss.outcome.phrase): " + loss.reason
    }

    /// Each loss as a JSON object on one line, indented for a list in `json` (`glossa import`'s report too).
    var lossObjects: [String] {
        let writer = JSONWriter(style: .standard)
        func string(_ text: String) -> String { writer.quoted(text) }
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        return losses.map { loss -> String in
            var members = [
                ("key", string(loss.key)), ("language", string(tag(of: loss.language))),
                ("construct", string(loss.construct.rawValue)),
            ]
            if let selector = loss.selector { members.append(("selector", string(selector))) }
            if !loss.widths.isEmpty { members.append(("widths", list(loss.widths.map(String.init)))) }
            members.append(("written", string(loss.outcome.name)))
            switch loss.outcome {
            case .exactCases(let cases): members.append(("writtenAs", list(cases.map(string))))
            case .categories(let categories):
                members.append(("writtenAs", list(categories.map { string($0.rawValue) })))
            case .widestText(let width): members.append(("writtenAs", string("@\(width)")))
            case .replaced(let selector), .selector(let selector), .added(let selector):
                members.append(("writtenAs", string(selector)))
            case .dropped, .plainText: break
            }
            members.append(("reason", string(loss.reason)))
            return "    {" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
    }
}
