import Foundation
import Testing

/// `glossa fmt`, run as the built binary.
@Suite(.serialized) struct FmtCommandTests {
    static let files = [
        // Two spaces: the habit of most files.
        "base.json": """
        {
          "welcome": "Welcome",  // greeting
          "cars": {"one": "%d car", "other": "%d cars",},
        }
        """,
        // CRLF, and an escape that need not be one.
        "pl.json": [
            "{", "  \"welcome\": \"Witaj\",", "  \"cars\": {", "    \"one\": \"%d samoch\\u00f3d\"", "  }", "}", "",
        ].joined(separator: "\r\n"),
        "de.json": #"{"welcome":"Willkommen","a":"\/"}"#,
        "expressions.json": "{\n    \"base\": {}\n}\n",
    ]

    static let formatted = [
        "base.json": """
        {
          "welcome": "Welcome",
          "cars": {
            "one": "%d car",
            "other": "%d cars"
          }
        }

        """,
        "pl.json": """
        {
          "welcome": "Witaj",
          "cars": {
            "one": "%d samochód"
          }
        }

        """,
        "de.json": """
        {
          "welcome": "Willkommen",
          "a": "/"
        }

        """,
        "expressions.json": """
        {
          "base": {}
        }

        """,
    ]

    @Test func formatsEveryFileInTheProjectsIndentOnce() throws {
        let folder = try ScratchFolder(files: Self.files)
        defer { folder.remove() }
        let run = try runBinary(["fmt", folder.path])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(
            run.out == """
                \(folder.path)/base.json: formatted (1 comment removed)
                \(folder.path)/de.json: formatted
                \(folder.path)/pl.json: formatted
                \(folder.path)/expressions.json: formatted
                \(folder.path): 4 files formatted, 0 unchanged

                """)
        for (name, text) in Self.formatted { #expect(try folder.text(name) == text, "\(name)") }
        #expect(try folder.names() == Self.files.keys.sorted())

        let again = try runBinary(["fmt", folder.path])
        #expect(again.status == 0)
        #expect(again.out == "\(folder.path): 0 files formatted, 4 unchanged\n")
        let check = try runBinary(["fmt", "--check", folder.path])
        #expect(check.status == 0)
        #expect(check.out == "\(folder.path): 4 files in canonical style\n")
    }

    @Test func checkListsTheFilesAndWritesNothing() throws {
        let folder = try ScratchFolder(files: Self.files)
        defer { folder.remove() }
        let run = try runBinary(["fmt", folder.path, "--check"])
        #expect(run.status == 1)
        #expect(
            run.out == """
                \(folder.path)/base.json: not in canonical style (1 comment removed)
                \(folder.path)/de.json: not in canonical style
                \(folder.path)/pl.json: not in canonical style
                \(folder.path)/expressions.json: not in canonical style
                \(folder.path): 4 files not in canonical style (glossa fmt formats them), 0 canonical

                """)
        for (name, text) in Self.files { #expect(try folder.text(name) == text, "\(name)") }
    }

    @Test func aCatalogIsWrittenAsXcodeWritesIt() throws {
        let compact = #"{"version":"1.0","strings":{"b":{},"a":{"comment":"x/y"}},"sourceLanguage":"en"}"#
        let folder = try ScratchFolder(files: ["Localizable.xcstrings": compact])
        defer { folder.remove() }
        let run = try runBinary(["fmt", "--sort", folder.path])
        #expect(run.status == 0)
        #expect(
            run.out
                == "\(folder.path)/Localizable.xcstrings: formatted\n\(folder.path): 1 file formatted, 0 unchanged\n")
        let xcode = try JSONSerialization.data(
            withJSONObject: try JSONSerialization.jsonObject(with: Data(compact.utf8)),
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(try folder.text("Localizable.xcstrings") == String(decoding: xcode, as: UTF8.self))
        #expect(try runBinary(["fmt", "--check", folder.path]).status == 0)
    }

    @Test func poFilesAreLeftAsWritten() throws {
        let po = "msgid \"\"\nmsgstr \"\"\n\"Language: pl\\n\"\n\nmsgid \"a\"\nmsgstr   \"b\"\n"
        let folder = try ScratchFolder(files: ["pl.po": po, "glossa.json": "{ \"format\" : \"gettext\" }"])
        defer { folder.remove() }
        let run = try runBinary(["fmt", folder.path])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("\(folder.path): gettext PO files are not reformatted: PO files keep the layout"))
        #expect(run.out.contains("\(folder.path)/glossa.json: formatted\n"))
        #expect(try folder.text("pl.po") == po)
    }

    @Test func sortSortsKeysButNotVariants() throws {
        let folder = try ScratchFolder(files: [
            "base.json": """
            {
                "zebra": "Z",
                "Apple": "A",
                "éclair": "É",
                "cars": {"other": "%d cars", "ie:x=0": "no cars", "one": {"@200": "one car", "@100": "car"}}
            }

            """
        ])
        defer { folder.remove() }
        let run = try runBinary(["fmt", "--sort", folder.path])
        #expect(run.status == 0)
        #expect(
            try folder.text("base.json") == """
                {
                    "Apple": "A",
                    "cars": {
                        "other": "%d cars",
                        "ie:x=0": "no cars",
                        "one": {
                            "@200": "one car",
                            "@100": "car"
                        }
                    },
                    "zebra": "Z",
                    "éclair": "É"
                }

                """)
    }

    @Test func aFileWithASyntaxErrorIsReportedAndTheOthersAreFormatted() throws {
        let broken = "{\n    \"welcome\": \"Witaj\"\n    \"bye\": \"Pa\"\n}\n"
        let folder = try ScratchFolder(files: ["base.json": #"{"welcome": "Welcome"}"#, "pl.json": broken])
        defer { folder.remove() }
        for arguments in [["fmt", folder.path, "--check"], ["fmt", folder.path]] {
            let run = try runBinary(arguments)
            #expect(run.status == 1)
            #expect(
                run.err == """
                    \(folder.path)/pl.json:2:23: error: expected ',' or '}' after the value of "welcome", found '"bye"'
                        "welcome": "Witaj"
                                          ^
                    \(folder.path)/pl.json: the file has a syntax error, so it is not formatted; fix it first

                    """)
        }
        #expect(try folder.text("pl.json") == broken)
        #expect(try folder.text("base.json") == "{\n    \"welcome\": \"Welcome\"\n}\n")
    }

    @Test func aFolderThatCannotBeFormattedIsAUsageError() throws {
        let missing = try runBinary(["fmt", "/no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.err == "glossa: /no/such/folder: no such folder\n")

        let folder = try ScratchFolder(files: ["notes.txt": "x"])
        defer { folder.remove() }
        let empty = try runBinary(["fmt", folder.path])
        #expect(empty.status == 2)
        #expect(empty.err.hasPrefix("glossa: \(folder.path): no translations here"))

        let option = try runBinary(["fmt", "--sorted", folder.path])
        #expect(option.status == 2)
    }
}
