import ArgumentParser
import Engine
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `glossa-bench file-load FILE`: reads of one Android `strings.xml`, `.stringsdict`, `.strings` or `.po` file
/// into the model per second, against the obvious baseline in the same run: Foundation's `XMLParser`
/// collecting the text of each element, `PropertyListSerialization` (which reads both Apple formats, `.strings`
/// as an old-style property list), or for PO a plain reader of its lines.
struct FileLoadBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "file-load",
        abstract:
            "Measure reading a strings.xml, .stringsdict, .strings or .po file against its baseline in the same run.",
        discussion: """
            Glossa's read is the format's own (lossless, with every entry's offsets); the baseline is XMLParser \
            with a delegate that collects element text for Android, PropertyListSerialization for .stringsdict \
            and .strings, and for .po a reader that splits the file into lines and keeps the msgid/msgstr ones. \
            Single thread. Build with -c release.
            """
    )

    @Argument(help: "The file (the largest of a corpus).")
    var file: String

    @Option(help: "How long to measure each row, in seconds.")
    var seconds = 1.0

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let bytes = [UInt8](data)
        let (format, path, baselineName): (FormatName, String, String) =
            file.hasSuffix(".xml")
            ? (.android, "values/strings.xml", "XMLParser")
            : file.hasSuffix(".stringsdict")
                ? (.stringsdict, "Base.lproj/Localizable.stringsdict", "PropertyListSerialization")
                : file.hasSuffix(".strings")
                    ? (.strings, "Base.lproj/Localizable.strings", "PropertyListSerialization")
                    : (.gettext, "pl.po", "line reader")
        let context = FormatContext(settings: ProjectSettings(), expressions: SharedExpressions())
        let language: FileLanguage = format == .gettext ? .tag(LanguageTag("pl")!) : .base
        var checksum = 0
        let baseline = PluralBenchmark.measure(seconds: seconds, batch: 1) {
            if format == .android {
                let parser = XMLParser(data: data)
                let collector = TextCollector()
                parser.delegate = collector
                _ = parser.parse()
                checksum &+= collector.count
            } else if format == .gettext {
                let text = String(decoding: bytes, as: UTF8.self)
                checksum &+= text.split(separator: "\n").filter { $0.hasPrefix("msg") }.count
            } else {
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
                checksum &+= (plist as? [String: Any])?.count ?? 0
            }
        }
        let implementation = format.format
        let glossa = PluralBenchmark.measure(seconds: seconds, batch: 1) {
            let files = implementation.reread(path, bytes: bytes, languages: [language], context: context)
            checksum &+= files.first?.entries.count ?? 0
        }
        print("glossa-bench file-load: \(file) (\(bytes.count) bytes, \(format.title)), single thread")
        print(PluralBenchmark.row("reader", "reads/s", "µs/read", "vs \(baselineName)"))
        print(
            PluralBenchmark.row(
                baselineName, PluralBenchmark.twoDecimals(baseline), PluralBenchmark.twoDecimals(1e6 / baseline),
                "1.00×  (baseline)"))
        print(
            PluralBenchmark.row(
                "Glossa", PluralBenchmark.twoDecimals(glossa), PluralBenchmark.twoDecimals(1e6 / glossa),
                PluralBenchmark.twoDecimals(glossa / baseline) + "×"))
        print("checksum \(checksum)")
    }
}

/// Collects the characters of every element, as a reader of values would.
private final class TextCollector: NSObject, XMLParserDelegate {
    var count = 0
    private var text = ""

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        count &+= text.utf8.count
        text = ""
    }
}
