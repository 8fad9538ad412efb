import ArgumentParser
import Engine
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `glossa-bench android-load FILE`: reads of an Android `strings.xml` into the model per second, against
/// Foundation's `XMLParser` parsing the same bytes (collecting the text of each `<string>`) in the same run.
struct AndroidLoadBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android-load",
        abstract: "Measure reading an Android strings.xml against XMLParser in the same run.",
        discussion: """
            Glossa's read scans the bytes losslessly and builds the entries (escapes decoded, plurals as \
            categories); the baseline is XMLParser with a delegate that collects element text. Single thread. \
            Build with -c release.
            """
    )

    @Argument(help: "The strings.xml file (the largest of a corpus).")
    var file: String

    @Option(help: "How long to measure each row, in seconds.")
    var seconds = 1.0

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let bytes = [UInt8](data)
        let format = FormatName.android.format
        let context = FormatContext(settings: ProjectSettings(), expressions: SharedExpressions())
        var checksum = 0
        let baseline = PluralBenchmark.measure(seconds: seconds, batch: 1) {
            let parser = XMLParser(data: data)
            let collector = TextCollector()
            parser.delegate = collector
            _ = parser.parse()
            checksum &+= collector.count
        }
        let glossa = PluralBenchmark.measure(seconds: seconds, batch: 1) {
            let files = format.reread("values/strings.xml", bytes: bytes, languages: [.base], context: context)
            checksum &+= files.first?.entries.count ?? 0
        }
        print("glossa-bench android-load: \(file) (\(bytes.count) bytes), single thread")
        print(PluralBenchmark.row("reader", "reads/s", "µs/read", "vs XMLParser"))
        print(
            PluralBenchmark.row(
                "XMLParser", PluralBenchmark.twoDecimals(baseline), PluralBenchmark.twoDecimals(1e6 / baseline),
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
