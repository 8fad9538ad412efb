import Testing

@testable import Engine

/// Detection among Swifternalization, i18next and key–value JSON, from the files alone.
private func detect(_ files: [String: String]) -> FormatDetection? {
    FormatDetection.detect(ProjectFiles(contents: files.mapValues { Array($0.utf8) }), forced: nil)
}

@Suite struct KeyValueDetectionTests {
    @Test func pluralSuffixesOrDoubleBracesMakeI18next() {
        let plural = detect(["en.json": #"{"n_one": "1 file", "n_other": "{{count}} files"}"#, "pl.json": "{}"])
        #expect(plural?.format == .i18next)
        #expect(plural?.reason == "en.json has plural forms like \"n_one\"")
        // A name that happens to end in `_one` (iD's `fix_one`) is no plural form.
        #expect(detect(["en.json": #"{"fix_one": "Fix one", "n_other": "N"}"#])?.format == .json)
        #expect(plural?.alternative == nil)
        let braces = detect(["en.json": #"{"hi": "Hi {{name}}"}"#])
        #expect(braces?.format == .i18next)
        #expect(braces?.reason == "en.json has {{…}} placeholders")
    }

    @Test func namespaceFoldersMakeI18next() {
        let detection = detect(["en/translation.json": #"{"a": "A"}"#, "pl/translation.json": #"{"a": "B"}"#])
        #expect(detection?.format == .i18next)
        #expect(detection?.reason == "en/translation.json is <language>/<namespace>.json")
    }

    @Test func aSourceFileWithoutBaseJSONIsKeyValueJSON() {
        let detection = detect(["en.json": #"{"a": "A"}"#, "pl.json": #"{"a": "B"}"#])
        #expect(detection?.format == .json)
        #expect(detection?.reason == "en.json is the source and there is no base.json")
        #expect(detect(["default.json": "{}", "de.json": "{}"])?.format == .json)
        #expect(detect(["de.json": #"{"@metadata": {}, "a": "A"}"#])?.reason == "de.json has @metadata")
    }

    @Test func swifternalizationKeepsItsMarkersAndTiesAreExplained() {
        #expect(detect(["base.json": "{}", "en.json": #"{"a": "A"}"#])?.format == .swifternalization)
        // Only `pl.json`: nothing says which format; Swifternalization is preferred, key–value JSON named.
        let unsure = detect(["pl.json": #"{"a": "A"}"#])
        #expect(unsure?.format == .swifternalization)
        #expect(unsure?.alternative?.format == .json)
        #expect(unsure?.explanation.contains("use --format json") == true)
    }
}
