import Foundation
import Testing

@testable import Engine

/// Merges three texts.
private func merge(_ base: String, _ ours: String, _ theirs: String) throws -> MergeResult {
    try ThreeWayMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
}

/// `text` with each pair's first string replaced by its second (each must be there once).
private func replacing(_ text: String, _ pairs: [(String, String)]) -> String {
    var result = text
    for (old, new) in pairs {
        let count = result.components(separatedBy: old).count - 1
        if count != 1 { Issue.record("\(old.debugDescription) is in the text \(count) times") }
        result = result.replacingOccurrences(of: old, with: new)
    }
    return result
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Suite struct ThreeWayMergeTests {
    static let base = """
        {
            "title": "Samochody",
            "greeting": "Cześć",
            "cars": {
                "one": "%d samochód",
                "few": "%d samochody",
                "other": "%d samochodów"
            },
            "last": "Koniec"
        }

        """

    @Test func takesAKeyAddedOnEachSide() throws {
        let ours = replacing(Self.base, [("\"Samochody\",\n", "\"Samochody\",\n    \"menu\": \"Menu\",\n")])
        let theirs = replacing(Self.base, [("\"Cześć\",\n", "\"Cześć\",\n    \"help\": \"Pomoc\",\n")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.isClean)
        #expect(
            text(result.bytes)
                == replacing(
                    Self.base,
                    [
                        ("\"Samochody\",\n", "\"Samochody\",\n    \"menu\": \"Menu\",\n"),
                        ("\"Cześć\",\n", "\"Cześć\",\n    \"help\": \"Pomoc\",\n"),
                    ]))
    }

    @Test func addsAtTheEndAfterTheLastKeyAndFirstWhenFirstInTheirs() throws {
        let theirs = replacing(
            Self.base,
            [
                ("{\n    \"title\"", "{\n    \"about\": \"O nas\",\n    \"title\""),
                ("\"Koniec\"\n", "\"Koniec\",\n    \"zzz\": \"Śpię\"\n"),
            ])
        let ours = replacing(Self.base, [("\"Cześć\"", "\"Hej\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.isClean)
        #expect(text(result.bytes) == replacing(theirs, [("\"Cześć\"", "\"Hej\"")]))
    }

    @Test func takesTheSameChangeOnBothSidesOnce() throws {
        let ours = replacing(Self.base, [("\"Cześć\"", "\"Witaj\""), ("\"Koniec\"", "\"Fin\"")])
        let theirs = replacing(Self.base, [("\"Cześć\"", "\"Witaj\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.isClean)
        #expect(text(result.bytes) == ours)
    }

    @Test func reportsTheSameKeyChangedDifferentlyWithItsTexts() throws {
        let ours = replacing(Self.base, [("\"Cześć\"", "\"Cześć!\""), ("\"Koniec\"", "\"Fin\"")])
        let theirs = replacing(Self.base, [("\"Cześć\"", "\"Witaj\""), ("\"Samochody\"", "\"Auta\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(
            result.conflicts == [
                MergeConflict(key: "greeting", variant: nil, base: "\"Cześć\"", ours: "\"Cześć!\"", theirs: "\"Witaj\"")
            ])
        let merged = replacing(
            Self.base, [("\"Cześć\"", "\"Cześć!\""), ("\"Koniec\"", "\"Fin\""), ("\"Samochody\"", "\"Auta\"")])
        #expect(text(result.bytes) == merged)
        #expect(try text(result.resolving(["greeting": .ours])) == merged)
        #expect(try text(result.resolving(["greeting": .theirs])) == replacing(merged, [("\"Cześć!\"", "\"Witaj\"")]))
        #expect(
            text(result.markedBytes())
                == replacing(
                    merged,
                    [
                        (
                            "    \"greeting\": \"Cześć!\",\n",
                            "<<<<<<< ours\n    \"greeting\": \"Cześć!\",\n=======\n    \"greeting\": \"Witaj\",\n"
                                + ">>>>>>> theirs\n"
                        )
                    ]))
        #expect(throws: MergeError.unresolved(["greeting"])) { try result.resolving([:]) }
        #expect(throws: MergeError.notAConflict("title")) { try result.resolving(["greeting": .ours, "title": .ours]) }
    }

    @Test func mergesAVariantAddedWhileAnotherVariantChanged() throws {
        let ours = replacing(Self.base, [("\"%d samochody\"", "\"%d auta\"")])
        let theirs = replacing(
            Self.base, [("\"%d samochody\",\n", "\"%d samochody\",\n        \"many\": \"%d samochodów!\",\n")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.isClean)
        #expect(
            text(result.bytes)
                == replacing(
                    ours, [("\"%d auta\",\n", "\"%d auta\",\n        \"many\": \"%d samochodów!\",\n")]))
    }

    @Test func reportsAVariantChangedDifferentlyAndResolvesOnlyThatVariant() throws {
        let ours = replacing(Self.base, [("\"%d samochody\"", "\"%d auta\""), ("\"%d samochód\"", "\"1 samochód\"")])
        let theirs = replacing(Self.base, [("\"%d samochody\"", "\"%d wozy\""), ("\"%d samochodów\"", "\"%d aut\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(
            result.conflicts == [
                MergeConflict(
                    key: "cars", variant: "few", base: "\"%d samochody\"", ours: "\"%d auta\"", theirs: "\"%d wozy\"")
            ])
        let merged = replacing(ours, [("\"%d samochodów\"", "\"%d aut\"")])
        #expect(text(result.bytes) == merged)
        #expect(try text(result.resolving(["cars": .theirs])) == replacing(merged, [("\"%d auta\"", "\"%d wozy\"")]))
        #expect(
            text(result.markedBytes(oursLabel: "ours:pl.json", theirsLabel: "theirs:pl.json"))
                == replacing(
                    merged,
                    [
                        (
                            "        \"few\": \"%d auta\",\n",
                            "<<<<<<< ours:pl.json\n        \"few\": \"%d auta\",\n=======\n"
                                + "        \"few\": \"%d wozy\",\n>>>>>>> theirs:pl.json\n"
                        )
                    ]))
    }

    @Test func resolvesAVariantOursDeletedAsTheirsInItsPlace() throws {
        let ours = replacing(Self.base, [("        \"few\": \"%d samochody\",\n", ""), ("\"Koniec\"", "\"Fin\"")])
        let theirs = replacing(Self.base, [("\"%d samochody\"", "\"%d auta\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(
            result.conflicts == [
                MergeConflict(key: "cars", variant: "few", base: "\"%d samochody\"", ours: nil, theirs: "\"%d auta\"")
            ])
        #expect(text(result.bytes) == ours)
        #expect(try text(result.resolving(["cars": .theirs])) == replacing(theirs, [("\"Koniec\"", "\"Fin\"")]))
    }

    @Test func mergesWidthVariationsInsideAVariant() throws {
        let base = """
            {
                "cars": {
                    "one": {
                        "@100": "auto",
                        "@200": "samochód"
                    },
                    "other": "%d aut"
                }
            }
            """
        let ours = replacing(base, [("\"auto\"", "\"wóz\"")])
        let theirs = replacing(base, [("\"auto\"", "\"autko\""), ("\"%d aut\"", "\"%d samochodów\"")])
        let result = try merge(base, ours, theirs)
        #expect(
            result.conflicts == [
                MergeConflict(
                    key: "cars", variant: "one › @100", base: "\"auto\"", ours: "\"wóz\"", theirs: "\"autko\"")
            ])
        #expect(text(result.bytes) == replacing(ours, [("\"%d aut\"", "\"%d samochodów\"")]))
    }

    @Test func carriesAChangeOfTheOtherSideToARenamedKey() throws {
        let renamed = replacing(Self.base, [("\"greeting\"", "\"welcome\"")])
        let changed = replacing(Self.base, [("\"Cześć\"", "\"Witaj\""), ("\"Koniec\"", "\"Fin\"")])
        // Theirs renamed, ours changed: the key is renamed in place, ours' value kept.
        let theirsRenamed = try merge(Self.base, changed, renamed)
        #expect(theirsRenamed.isClean)
        #expect(text(theirsRenamed.bytes) == replacing(changed, [("\"greeting\"", "\"welcome\"")]))
        // Ours renamed, theirs changed: theirs' value goes to the new key.
        let oursRenamed = try merge(Self.base, renamed, changed)
        #expect(oursRenamed.isClean)
        #expect(text(oursRenamed.bytes) == replacing(changed, [("\"greeting\"", "\"welcome\"")]))
    }

    @Test func treatsARenameWithoutAChangeOnTheOtherSideAsDeleteAndAdd() throws {
        let theirs = replacing(Self.base, [("\"greeting\"", "\"welcome\"")])
        let ours = replacing(Self.base, [("\"Koniec\"", "\"Fin\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.isClean)
        #expect(text(result.bytes) == replacing(ours, [("\"greeting\"", "\"welcome\"")]))
    }

    @Test func deletesAKeyDeletedOnOneSideAndUnchangedOnTheOther() throws {
        let theirs = replacing(Self.base, [("    \"greeting\": \"Cześć\",\n", "")])
        let ours = replacing(Self.base, [("\"Koniec\"", "\"Fin\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.isClean)
        #expect(text(result.bytes) == replacing(theirs, [("\"Koniec\"", "\"Fin\"")]))
    }

    @Test func reportsADeletionAgainstAChange() throws {
        let theirs = replacing(Self.base, [("    \"greeting\": \"Cześć\",\n", ""), ("\"Koniec\"", "\"Fin\"")])
        let ours = replacing(Self.base, [("\"Cześć\"", "\"Hej\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(
            result.conflicts == [
                MergeConflict(key: "greeting", variant: nil, base: "\"Cześć\"", ours: "\"Hej\"", theirs: nil)
            ])
        let merged = replacing(ours, [("\"Koniec\"", "\"Fin\"")])
        #expect(text(result.bytes) == merged)
        #expect(try text(result.resolving(["greeting": .theirs])) == replacing(theirs, [("", "")].dropLast()))
        #expect(
            text(result.markedBytes())
                == replacing(
                    merged,
                    [
                        (
                            "    \"greeting\": \"Hej\",\n",
                            "<<<<<<< ours\n    \"greeting\": \"Hej\",\n=======\n>>>>>>> theirs\n"
                        )
                    ]
                ))

        // The other way round: ours deleted, theirs changed; the merged file lacks the key.
        let reversed = try merge(Self.base, theirs, ours)
        #expect(reversed.conflicts.map(\.theirs) == ["\"Hej\""])
        #expect(text(reversed.bytes) == merged.replacingOccurrences(of: "    \"greeting\": \"Hej\",\n", with: ""))
        #expect(try text(reversed.resolving(["greeting": .theirs])) == merged)
        #expect(
            text(reversed.markedBytes())
                == replacing(
                    merged,
                    [
                        (
                            "    \"greeting\": \"Hej\",\n",
                            "<<<<<<< ours\n=======\n    \"greeting\": \"Hej\",\n>>>>>>> theirs\n"
                        )
                    ]
                ))
    }

    @Test func marksTheLastKeyDeletedAgainstAChangeWithTheCommaThatGoes() throws {
        let ours = replacing(Self.base, [("\"Koniec\"", "\"Fin\"")])
        let theirs = replacing(Self.base, [("    },\n    \"last\": \"Koniec\"\n", "    }\n")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.conflicts.count == 1)
        let marked = text(result.markedBytes())
        #expect(
            marked
                == replacing(
                    ours,
                    [
                        (
                            "    },\n    \"last\": \"Fin\"\n",
                            "<<<<<<< ours\n    },\n    \"last\": \"Fin\"\n=======\n    }\n>>>>>>> theirs\n"
                        )
                    ]))
    }

    @Test func writesTheirsValueInOursStyle() throws {
        // Theirs reformatted the file with tabs and CRLF and added a variant; ours is four spaces and LF.
        let theirs = replacing(
            Self.base, [("\"%d samochody\",\n", "\"%d samochody\",\n        \"many\": \"%d samochodów!\",\n")]
        ).replacingOccurrences(of: "    ", with: "\t").replacingOccurrences(of: "\n", with: "\r\n")
        let ours = replacing(Self.base, [("\"Koniec\"", "\"Fin\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.isClean)
        #expect(
            text(result.bytes)
                == replacing(
                    ours, [("\"%d samochody\",\n", "\"%d samochody\",\n        \"many\": \"%d samochodów!\",\n")]))
    }

    @Test(arguments: [
        "crlf", "tabs", "bom", "comments", "trailing-commas", "two-spaces", "minified", "unicode-escapes",
    ])
    func keepsOursFormatting(style: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Edits/\(style)/before.json")
        let base = try String(contentsOf: url, encoding: .utf8)
        let ours = replacing(base, [("\"Samochody", "\"Auta")])
        let theirs = replacing(base, [("\"Koniec\"", "\"Fin\""), ("\"%d auta\"", "\"%d samochody\"")])
        let result = try merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(
            text(result.bytes) == replacing(ours, [("\"Koniec\"", "\"Fin\""), ("\"%d auta\"", "\"%d samochody\"")]))
    }

    @Test func mergesUnicodeValues() throws {
        let base = "{\n  \"ar\": \"مرحبا\",\n  \"ja\": \"こんにちは\",\n  \"emoji\": \"👋🏽\"\n}\n"
        let ours =
            "{\n  \"ar\": \"أهلاً\",\n  \"ja\": \"こんにちは\",\n  \"emoji\": \"👋🏽\",\n  \"pl\": \"Zażółć gęślą jaźń\"\n}\n"
        let theirs = "{\n  \"ar\": \"مرحبا\",\n  \"ja\": \"今日は\",\n  \"emoji\": \"👨‍👩‍👧\"\n}\n"
        let result = try merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(
            text(result.bytes)
                == "{\n  \"ar\": \"أهلاً\",\n  \"ja\": \"今日は\",\n  \"emoji\": \"👨‍👩‍👧\",\n  \"pl\": \"Zażółć gęślą jaźń\"\n}\n"
        )
        let conflict = try merge(base, replacing(base, [("👋🏽", "🙂")]), replacing(base, [("👋🏽", "😀")]))
        #expect(
            conflict.conflicts == [
                MergeConflict(key: "emoji", variant: nil, base: "\"👋🏽\"", ours: "\"🙂\"", theirs: "\"😀\"")
            ])
    }

    @Test func insertsAfterThePredecessorInCRLFTabAndBOMFiles() throws {
        let base = "\u{FEFF}{\r\n\t\"title\": \"Samochody\", // tytuł\r\n\t\"last\": \"Koniec\",\r\n}\r\n"
        let ours = replacing(base, [("\"Koniec\"", "\"Fin\"")])
        let theirs = replacing(base, [("// tytuł\r\n", "// tytuł\r\n\t\"menu\": \"Menu\",\r\n")])
        let result = try merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text(result.bytes) == replacing(ours, [("// tytuł\r\n", "// tytuł\r\n\t\"menu\": \"Menu\",\r\n")]))
    }

    @Test func insertsAfterCommentsAndTrailingCommas() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Edits")
        let comments = try String(contentsOf: fixtures.appendingPathComponent("comments/before.json"), encoding: .utf8)
        let commentsAdded = replacing(
            comments, [("\"%d auta\", /* 2–4 */\n", "\"%d auta\", /* 2–4 */\n        \"many\": \"%d aut\",\n")])
        let withComments = try merge(comments, replacing(comments, [("\"Koniec\"", "\"Fin\"")]), commentsAdded)
        #expect(text(withComments.bytes) == replacing(commentsAdded, [("\"Koniec\"", "\"Fin\"")]))

        let trailing = try String(
            contentsOf: fixtures.appendingPathComponent("trailing-commas/before.json"), encoding: .utf8)
        let trailingAdded = replacing(trailing, [("\"Koniec\",\n", "\"Koniec\",\n    \"end\": \"Kropka\",\n")])
        let withTrailing = try merge(trailing, replacing(trailing, [("\"Samochody\"", "\"Auta\"")]), trailingAdded)
        #expect(text(withTrailing.bytes) == replacing(trailingAdded, [("\"Samochody\"", "\"Auta\"")]))
    }

    @Test func addsBlocksOfNewKeysAndRemovesNeighboursInOnePass() throws {
        // Theirs removes two neighbours (the last one among them), adds a block after "title" and a block at
        // the end; ours changes the first key.
        let theirs = """
            {
                "title": "Samochody",
                "a": "A",
                "b": "B",
                "greeting": "Cześć",
                "x": "X",
                "y": "Y",
                "z": "Z"
            }

            """
        let ours = replacing(Self.base, [("\"Samochody\"", "\"Auta\"")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.isClean)
        #expect(text(result.bytes) == replacing(theirs, [("\"Samochody\"", "\"Auta\"")]))
    }

    @Test func placesAKeyAfterTheNearestPredecessorOursStillHas() throws {
        // Ours removed "greeting"; theirs added "help" after it: it goes after "title".
        let ours = replacing(Self.base, [("    \"greeting\": \"Cześć\",\n", "")])
        let theirs = replacing(Self.base, [("\"Cześć\",\n", "\"Cześć\",\n    \"help\": \"Pomoc\",\n")])
        let result = try merge(Self.base, ours, theirs)
        #expect(result.isClean)
        #expect(
            text(result.bytes) == replacing(ours, [("\"Samochody\",\n", "\"Samochody\",\n    \"help\": \"Pomoc\",\n")]))
    }

    @Test func mergesKeysOfNestedGroups() throws {
        let base = "{\n  \"translations\": {\n    \"Save\": \"Zapisz\",\n    \"Open\": \"Otwórz\"\n  }\n}\n"
        let ours = replacing(base, [("\"Zapisz\"", "\"Zachowaj\"")])
        let theirs = replacing(base, [("\"Otwórz\"\n", "\"Otwórz\",\n    \"Close\": \"Zamknij\"\n")])
        let result = try merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(text(result.bytes) == replacing(theirs, [("\"Zapisz\"", "\"Zachowaj\"")]))
        let conflict = try merge(base, ours, replacing(base, [("\"Zapisz\"", "\"Utrwal\"")]))
        #expect(conflict.conflicts.map(\.subject) == ["\"translations\" › Save"])
    }

    @Test func marksAConflictInAMinifiedFileOnItsOneLine() throws {
        let base = #"{"a":"1","b":"2"}"#
        let result = try merge(base, #"{"a":"ours","b":"2"}"#, #"{"a":"theirs","b":"2"}"#)
        #expect(
            text(result.markedBytes())
                == "<<<<<<< ours\n{\"a\":\"ours\",\"b\":\"2\"}\n=======\n{\"a\":\"theirs\",\"b\":\"2\"}\n>>>>>>> theirs\n"
        )
    }

    @Test func takesAnObjectFromTheirsIntoAMinifiedFile() throws {
        let base = #"{"a":"1","cars":"auta"}"#
        let theirs =
            "{\n    \"a\": \"1\",\n    \"cars\": {\n        \"one\": \"auto\",\n        \"other\": \"auta\"\n    }\n}\n"
        let result = try merge(base, #"{"a":"2","cars":"auta"}"#, theirs)
        #expect(text(result.bytes) == #"{"a":"2","cars":{"one":"auto","other":"auta"}}"#)
    }

    @Test func marksConflictsWithTheFilesLineEndings() throws {
        let base = "{\r\n    \"a\": \"1\",\r\n    \"b\": \"2\"\r\n}\r\n"
        let result = try merge(
            base, replacing(base, [("\"1\"", "\"ours\"")]), replacing(base, [("\"1\"", "\"theirs\"")]))
        #expect(
            text(result.markedBytes())
                == "{\r\n<<<<<<< ours\r\n    \"a\": \"ours\",\r\n=======\r\n    \"a\": \"theirs\",\r\n>>>>>>> theirs\r\n"
                + "    \"b\": \"2\"\r\n}\r\n")
    }

    @Test func takesTheirsWholeWhenOursIsTheBase() throws {
        let theirs = "{\"title\":\"Auta\"}"
        #expect(try text(merge(Self.base, Self.base, theirs).bytes) == theirs)
    }

    @Test func refusesAnUnparsableVersion() throws {
        #expect(
            throws: MergeError.unparsable(
                .theirs, JSONSyntaxError(kind: .unexpectedEnd(expected: "a key in double quotes or '}'"), offset: 1))
        ) {
            try merge(Self.base, Self.base, "{")
        }
        #expect(throws: MergeError.notAnObject(.base, found: "an array")) { try merge("[]", Self.base, Self.base) }
        let error = MergeError.unparsable(.ours, JSONSyntaxError(kind: .empty, offset: 0))
        #expect(error.description == "ours is not valid JSON (byte 0): the file is empty: expected a JSON object")
    }
}
