import Testing

@testable import Engine

/// What a conversion writes instead of what the target cannot hold, on small projects.
@Suite struct ConversionMitigationTests {
    private func convert(_ files: [String: String], to target: FormatName) throws -> ConversionResult {
        try Conversion.converting(makeProject(files), to: target)
    }

    private func text(_ result: ConversionResult, _ path: String) -> String? {
        result.bytes(of: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aBoundedRangeBecomesExactCasesWhereTheTargetHasExactNumbers() throws {
        let result = try convert(
            ["base.json": #"{"cars": {"iex:2<=x<=4": "a few cars", "ie:x=7": "seven", "other": "%d cars"}}"#],
            to: .jsonlize)
        let losses = result.report.losses(of: "cars", in: .base)
        #expect(losses.count == 1)
        #expect(losses.first?.construct == .range)
        #expect(losses.first?.selector == "iex:2<=x<=4")
        #expect(losses.first?.outcome == .exactCases(["=2", "=3", "=4"]))
        #expect(
            text(result, "lang.en.json")
                == """
                {
                    "cars": {
                        "plurals": {
                            "2": "a few cars",
                            "3": "a few cars",
                            "4": "a few cars",
                            "7": "seven",
                            "*": "%d cars"
                        }
                    }
                }

                """)
        let converted = Project(contents: result.contents)
        #expect(converted.resolve("cars", language: "en", number: "3").value == "a few cars")
        #expect(converted.resolve("cars", language: "en", number: "5").value == "%d cars")
    }

    @Test func anUnboundedRangeBecomesTheCategoriesWhoseExamplesItCovers() throws {
        let result = try convert(
            [
                "base.json": #"{"cars": {"one": "a car", "other": "%d cars"}}"#,
                "pl.json": #"{"cars": {"one": "samochód", "ie:x>=2": "%d samochody", "many": "%d samochodów"}}"#,
            ], to: .android)
        let losses = result.report.losses(of: "cars", in: .tag(LanguageTag("pl")!))
        #expect(losses.map(\.outcome) == [.categories([.few])])
        #expect(losses.first?.reason.hasPrefix("Android strings.xml cannot hold the selector 'ie:x>=2'") == true)
        // In English every category has an example below 2: dropped.
        let english = try convert(["base.json": #"{"cars": {"ie:x>=2": "%d cars", "other": "cars"}}"#], to: .android)
        #expect(english.report.losses(of: "cars", in: .base).map(\.outcome) == [.dropped])
        #expect(text(result, "values-pl/strings.xml")?.contains(#"<item quantity="few">%d samochody</item>"#) == true)
    }

    @Test func aTextMatchBecomesARegularExpressionWhereTheTargetHasThem() throws {
        let result = try convert(
            ["lang.en.json": #"{"hello": {"keys": {"male": "Hello, sir", "a.b": "Dotted"}}}"#], to: .swifternalization)
        let losses = result.report.losses(of: "hello", in: .base)
        #expect(losses.map(\.construct) == [.textMatch, .textMatch])
        #expect(losses.map(\.outcome) == [.selector("exp:^male$"), .selector(#"exp:^a\.b$"#)])
        #expect(
            losses.first?.reason
                == "Swifternalization JSON reads 'male' as a selector that never matches, not the text 'male'")
        let converted = Project(contents: result.contents)
        #expect(converted.resolve("hello", language: "en", number: "male").value == "Hello, sir")
        #expect(converted.resolve("hello", language: "en", number: "a.b").value == "Dotted")
        #expect(converted.resolve("hello", language: "en", number: "axb").value == "hello")
        // Android has no regular expressions: dropped, with its reason.
        let android = try convert(["lang.en.json": #"{"hello": {"keys": {"male": "Hello, sir"}}}"#], to: .android)
        #expect(android.report.losses.map(\.outcome) == [.dropped])
    }

    private let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "tap" : {
              "comment" : "The main button",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Tap"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Click"
                        }
                      }
                    }
                  }
                },
                "pl" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Kliknij"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func devicesAndCommentsOfACatalogInAndroid() throws {
        let result = try convert(["Localizable.xcstrings": catalog], to: .android)
        #expect(
            result.report.losses.map { "\($0.language) \($0.construct.rawValue) \($0.outcome.name)" } == [
                "base device dropped", "base device plain-text", "pl state dropped",
            ])
        #expect(result.report.losses[0].selector == "iphone")
        #expect(result.report.losses[0].reason.hasPrefix("Android strings.xml cannot hold the selector 'iphone'"))
        #expect(text(result, "values/strings.xml")?.contains(#"<string name="tap">Click</string>"#) == true)
        #expect(text(result, "values-pl/strings.xml")?.contains(#"<string name="tap">Kliknij</string>"#) == true)
        #expect(text(result, "values/strings.xml")?.contains("<!-- The main button -->\n") == true)
    }

    @Test func theStateSidecarIsCopied() throws {
        let sidecar = #"{"key":"a","language":"pl","state":"needs-review"}"# + "\n"
        let result = try Conversion.converting(
            Project(
                contents: [
                    "base.json": Array(#"{"a": "A"}"#.utf8), "pl.json": Array(#"{"a": "B"}"#.utf8),
                    ProjectFiles.stateSidecarPath: Array(sidecar.utf8),
                ]), to: .android)
        #expect(result.bytes(of: ProjectFiles.stateSidecarPath) == Array(sidecar.utf8))
        #expect(result.report.isLossless)
    }

    @Test func theSourceLanguageIsKeptThroughGlossaJSON() throws {
        let catalog = #"""
            {
              "sourceLanguage" : "pl",
              "strings" : {
                "hello" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                    "pl" : { "stringUnit" : { "state" : "translated", "value" : "Cześć" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        let result = try convert(["Localizable.xcstrings": catalog], to: .swifternalization)
        #expect(result.report.isLossless)
        #expect(result.report.files == ["base.json", "en.json", "glossa.json"])
        #expect(text(result, "glossa.json") == "{\n    \"baseLanguage\": \"pl\"\n}\n")
        #expect(text(result, "base.json")?.contains("Cześć") == true)
        let converted = Project(contents: result.contents)
        #expect(converted.settings.baseLanguage == LanguageTag("pl")!)
        #expect(converted.resolve("hello", language: "pl").value == "Cześć")
        #expect(converted.resolve("hello", language: "en").value == "Hello")
    }

    @Test func aGlossaJSONNamingTheSourceFormatNamesTheTarget() throws {
        let result = try convert(
            ["base.json": #"{"a": "A"}"#, "glossa.json": #"{"format": "swifternalization", "baseLanguage": "en"}"#],
            to: .i18next)
        #expect(text(result, "glossa.json") == #"{"format": "i18next", "baseLanguage": "en"}"#)
        #expect(Project(contents: result.contents).format == .i18next)
    }

    @Test func aSourceFileWithASyntaxErrorIsRefused() throws {
        #expect(throws: ConversionError.self) {
            try convert(["base.json": #"{"a": "A"}"#, "pl.json": #"{"a": "#], to: .android)
        }
    }
}
