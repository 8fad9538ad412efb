import Foundation
import Testing

@testable import Engine

/// How a catalog reads into the model (DESIGN §11) and resolves.
@Suite struct CatalogReadingTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {
              "comment" : "A count",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld item"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld items"
                        }
                      },
                      "zero" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "No items"
                        }
                      }
                    }
                  }
                },
                "pl" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@items@ w %#@boxes@"
                  },
                  "substitutions" : {
                    "boxes" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg pudełku"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg pudełkach"
                            }
                          }
                        }
                      }
                    },
                    "items" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "few" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg rzeczy"
                            }
                          },
                          "many" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg rzeczy"
                            }
                          },
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg rzecz"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg rzeczy"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Open" : {
              "extractionState" : "manual",
              "localizations" : {
                "pl" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Otwórz okno"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "Otwórz"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Vivaldi" : {
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """

    let project = CatalogTestSupport.project(Self.catalog)

    func entry(_ key: String, _ language: FileLanguage) -> (Entry, LanguageFile)? {
        guard let index = project.fileIndex(of: language), let id = project.keyID(key),
            let entry = project.entry(keyID: id, file: index)
        else {
            return nil
        }
        return (entry, project.files[index])
    }

    @Test func theSourceIsTheCatalogsAndTheLanguagesThoseOfItsLocalizations() {
        #expect(project.format == .xcstrings)
        #expect(project.settings.baseLanguage.description == "en")
        #expect(project.files.map(\.language) == [.base, .tag(LanguageTag("pl")!)])
        #expect(Set(project.files.map(\.fileName)) == ["Localizable.xcstrings"])
    }

    @Test func aKeyWithoutASourceLocalizationReadsAsTheKey() throws {
        let (open, _) = try #require(entry("Open", .base))
        guard case .text("Open") = open.value else { Issue.record("\(open.value)"); return }
        #expect(project.resolve("Open", language: "base").value == "Open")
    }

    @Test func zeroInEnglishIsTheExactNumberZero() throws {
        let (_, file) = try #require(entry("%lld items", .base))
        let zero = try #require(file.selectors.first { $0.text == "zero" })
        guard case .exactNumber(.zero) = zero.selector else { Issue.record("\(zero.selector)"); return }
        #expect(project.resolve("%lld items", language: "en", number: "0").value == "No items")
        #expect(project.resolve("%lld items", language: "en", number: "1").value == "%lld item")
        #expect(project.resolve("%lld items", language: "en", number: "7").value == "%lld items")
    }

    @Test func substitutionsAreFormsOfTheFormatStringTheFirstVariableChosenByTheNumber() throws {
        let (items, file) = try #require(entry("%lld items", .tag(LanguageTag("pl")!)))
        guard case .variants(let variants) = items.value else { Issue.record("\(items.value)"); return }
        #expect(
            variants.map { file.selectorText($0) } == [
                "boxes.one", "boxes.other", "items.few", "items.many", "items.one", "items.other",
            ])
        let boxes = try #require(file.selectors.first { $0.text == "boxes.one" })
        guard case .variable("boxes", .one) = boxes.selector else { Issue.record("\(boxes.selector)"); return }
        #expect(project.resolve("%lld items", language: "pl", number: "1").value == "%1$lld rzecz w %#@boxes@")
        #expect(project.resolve("%lld items", language: "pl", number: "3").value == "%1$lld rzeczy w %#@boxes@")
        #expect(project.resolve("%lld items", language: "pl", number: "3").selector == "items.few")
    }

    @Test func aSubstitutionFormIsEditedThroughItsText() throws {
        let file = try #require(entry("%lld items", .tag(LanguageTag("pl")!))?.1)
        let result = try StringCatalogFormat().setting(
            "%1$lld rzeczy! w %#@boxes@", at: EntryAddress(key: "%lld items", selector: "items.few"), in: file,
            force: false)
        let edited = try JSONDocument(bytes: result.bytes)
        let form = edited.node(
            at: [
                "strings", "%lld items", "localizations", "pl", "substitutions", "items", "variations", "plural", "few",
            ])
        #expect(form?["stringUnit"]?["value"]?.string == "%arg rzeczy!")
        #expect(result.bytes == (try CatalogTestSupport.xcodeBytes(result.bytes)))
        #expect {
            try StringCatalogFormat().setting(
                "%1$lld rzeczy", at: EntryAddress(key: "%lld items", selector: "items.few"), in: file, force: false)
        } throws: { error in
            if case .notInFormat = error as? EditError { true } else { false }
        }
    }

    @Test func devicesAreVariantsAndALookupTakesOther() throws {
        let (open, file) = try #require(entry("Open", .tag(LanguageTag("pl")!)))
        guard case .variants(let variants) = open.value else { Issue.record("\(open.value)"); return }
        #expect(variants.map { file.selectorText($0) } == ["mac", "other"])
        #expect(project.resolve("Open", language: "pl").value == "Otwórz")
        let result = try StringCatalogFormat().setting(
            "Otwórz to", at: EntryAddress(key: "Open", selector: "iphone"), in: file, force: false)
        let devices = try JSONDocument(bytes: result.bytes).node(
            at: ["strings", "Open", "localizations", "pl", "variations", "device"])
        #expect(devices?.members?.map(\.key) == ["iphone", "mac", "other"])
    }

    @Test func notesAreReadAndAKeyNotToTranslateIsNotMissing() throws {
        let base = project.files[0]
        #expect(base.notes["%lld items"]?.comment == "A count")
        #expect(base.notes["Open"]?.extractionState == "manual")
        #expect(base.notes["Vivaldi"]?.shouldTranslate == false)
        #expect(!base.needsTranslation("Vivaldi") && base.needsTranslation("Open"))
        let report = Validator().validate(project)
        let missing = report.findings.filter { $0.ruleID == "coverage-missing-key" }.compactMap(\.key)
        #expect(!missing.contains("Vivaldi"))
        #expect(report.findings.allSatisfy { $0.fileName != "Localizable.xcstrings" || $0.language != nil })
    }

    @Test func aCatalogFileLoadsAsItsFoldersProjectAndOtherCatalogsAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-catalog-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        try Data(CatalogTestSupport.small.utf8).write(to: URL(fileURLWithPath: folder + "/InfoPlist.xcstrings"))
        let one = try Project.load(directory: folder + "/InfoPlist.xcstrings")
        #expect(one.directory == folder)
        #expect(Set(one.files.map(\.fileName)) == ["InfoPlist.xcstrings"])
        #expect(one.problems.isEmpty)
        let both = try Project.load(directory: folder)
        #expect(Set(both.files.map(\.fileName)) == ["Localizable.xcstrings"])
        #expect(both.problems.map(\.kind) == [.anotherCatalog("Localizable.xcstrings")])
        #expect(throws: ProjectLoadError.notAProjectFile(folder + "/notes.txt")) {
            try Data().write(to: URL(fileURLWithPath: folder + "/notes.txt"))
            _ = try Project.load(directory: folder + "/notes.txt")
        }
    }

    /// IceCubes (corpus, AGPL: read in place): the plural forms of Polish, Ukrainian and Belarusian (it has no
    /// Russian) for 1, 2, 5 and 21.
    @Test(.enabled(if: CatalogTestSupport.corpus != nil, "../shared/corpus is not beside the repository"))
    func iceCubesPluralForms() throws {
        let project = try Project.load(
            directory: CatalogTestSupport.corpus! + "/Dimillian__IceCubesApp__xcstrings/Localizable.xcstrings")
        #expect(project.fileIndex(of: .tag(LanguageTag("ru")!)) == nil)
        let key = "account.detail.featured-tags-n-posts %lld"
        let expected: [String: [String]] = [
            "pl": ["%lld post", "%lld posty", "%lld postów", "%lld postów"],
            "uk": ["%lld дописів", "%lld дописів", "%lld дописів", "%lld дописів"],
            "be": ["%lld допісаў", "%lld допісаў", "%lld допісаў", "%lld допісаў"],
        ]
        let categories: [String: [String?]] = [
            "pl": ["one", "few", "other", "other"], "uk": ["one", "other", "other", "one"],
            "be": ["one", "other", "other", "one"],
        ]
        for (language, values) in expected {
            for (index, number) in ["1", "2", "5", "21"].enumerated() {
                let resolution = project.resolve(key, language: language, number: number)
                #expect(resolution.value == values[index], "\(language) \(number)")
                #expect(resolution.selector == categories[language]![index], "\(language) \(number)")
                #expect(!resolution.isFallback)
            }
        }
    }
}
