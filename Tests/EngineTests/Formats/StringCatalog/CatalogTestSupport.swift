import Foundation
import Testing

@testable import Engine

/// What the string catalog tests share: a small catalog, Foundation's writing of a catalog (what Xcode
/// writes), the fixtures and the corpus catalogs.
enum CatalogTestSupport {
    /// A catalog as Xcode writes it: a plural source, a translated key, an empty entry.
    static let small = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Cancel" : {
              "localizations" : {
                "pl" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Anuluj"
                  }
                }
              }
            },
            "Empty" : {

            }
          },
          "version" : "1.0"
        }
        """

    /// The catalog as `JSONSerialization` writes it with Xcode's options (`.prettyPrinted`, `.sortedKeys`,
    /// `.withoutEscapingSlashes`).
    static func xcodeBytes(_ bytes: [UInt8]) throws -> [UInt8] {
        let object = try JSONSerialization.jsonObject(with: Data(bytes))
        return Array(
            try JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }

    /// The project of one catalog.
    static func project(_ text: String, name: String = "Localizable.xcstrings") -> Project {
        Project(contents: [name: Array(text.utf8)])
    }

    /// The folder of the committed catalogs.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/StringCatalog").path

    /// The corpus beside the repository, when it is there (its catalogs are GPL/AGPL: read, not copied).
    static let corpus: String? = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            repository.appendingPathComponent("../shared/corpus").standardized.path, "/work/shared/corpus",
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/README.md") }
    }()

    /// Every catalog to prove things on: the fixtures, then the corpus's when it is there.
    static func catalogs() -> [String] {
        var paths = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []).filter {
            $0.hasSuffix(".xcstrings")
        }.sorted().map { fixtures + "/" + $0 }
        if let corpus {
            for folder in [
                "CubeLabsNZ__CubeTime__xcstrings", "Dimillian__IceCubesApp__xcstrings", "MrKai77__Loop__xcstrings",
            ] {
                paths.append(corpus + "/" + folder + "/Localizable.xcstrings")
            }
        }
        return paths
    }

    /// The lines of `after` that differ from `before`, with the common head and tail taken away.
    static func changedLines(_ before: [UInt8], _ after: [UInt8]) -> (removed: [String], added: [String]) {
        let old = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var head = 0
        while head < min(old.count, new.count), old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < min(old.count, new.count) - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        return (old[head..<(old.count - tail)].map(String.init), new[head..<(new.count - tail)].map(String.init))
    }
}
