import Foundation
import Testing

@testable import Engine

/// Applies an edit to `text` and returns the resulting text.
private func edit(_ text: String, _ change: (JSONDocument) throws -> JSONDocument) throws -> String {
    try change(JSONDocument(text: text)).text
}

@Suite struct JSONEditingTests {
    static let fourSpaces = """
        {
            "welcome": "Welcome",

            "cars": {
                "one": "1 car",
                "other": "%d cars"
            }
        }

        """

    @Test func setsAStringChangingOneLine() throws {
        let result = try edit(Self.fourSpaces) { try $0.replacingValue(at: ["cars", "one"], with: .string("one car")) }
        #expect(result == Self.fourSpaces.replacingOccurrences(of: "\"1 car\"", with: "\"one car\""))
    }

    @Test func addsAMemberAtTheEndInTheFileStyle() throws {
        let result = try edit(Self.fourSpaces) {
            try $0.addingMember("many", .string("%d cars!"), to: ["cars"])
        }
        #expect(
            result
                == Self.fourSpaces.replacingOccurrences(
                    of: "\"other\": \"%d cars\"\n", with: "\"other\": \"%d cars\",\n        \"many\": \"%d cars!\"\n"))
    }

    @Test func addsAnObjectAtTopLevel() throws {
        let result = try edit(Self.fourSpaces) {
            try $0.addingMember(
                "files", .object([("one", .string("1 file")), ("other", .string("%d files"))]), to: [])
        }
        let expected = Self.fourSpaces.replacingOccurrences(
            of: "        \"other\": \"%d cars\"\n    }\n}",
            with: "        \"other\": \"%d cars\"\n    },\n    \"files\": {\n        \"one\": \"1 file\",\n"
                + "        \"other\": \"%d files\"\n    }\n}")
        #expect(result == expected)
    }

    @Test func insertsBeforeAMember() throws {
        let result = try edit(Self.fourSpaces) { try $0.addingMember("zero", .string("no cars"), to: ["cars"], at: 0) }
        #expect(
            result
                == Self.fourSpaces.replacingOccurrences(
                    of: "        \"one\"", with: "        \"zero\": \"no cars\",\n        \"one\""))
    }

    @Test func insertsAfterAMemberAndItsSameLineComment() throws {
        let text = "{\n    \"a\": \"1\", // one\n    \"b\": \"2\"\n}\n"
        let after = try edit(text) { try $0.addingMember("new", .string("nowy"), to: [], after: "a") }
        #expect(after == "{\n    \"a\": \"1\", // one\n    \"new\": \"nowy\",\n    \"b\": \"2\"\n}\n")
        let first = try edit(text) { try $0.addingMember("new", .string("nowy"), to: [], after: nil) }
        #expect(first == "{\n    \"new\": \"nowy\",\n    \"a\": \"1\", // one\n    \"b\": \"2\"\n}\n")
        let last = try edit(text) { try $0.addingMember("new", .string("nowy"), to: [], after: "b") }
        #expect(last == "{\n    \"a\": \"1\", // one\n    \"b\": \"2\",\n    \"new\": \"nowy\"\n}\n")
        #expect(throws: JSONEditError.noSuchKey(["c"])) {
            try JSONDocument(text: text).addingMember("new", .string("nowy"), to: [], after: "c")
        }
    }

    @Test func copiesAValueIntoAnotherStyle() throws {
        let source = try JSONDocument(
            text: "{\r\n\t\"cars\": {\r\n\t\t\"one\": \"1 auto\", // jedno\r\n\t\t\"other\": \"%d aut\"\r\n\t}\r\n}")
        let target = try JSONDocument(text: "{\n  \"cars\": \"auta\"\n}\n")
        let value = source.copyableValue(source.node(at: ["cars"])!, for: target.style)
        let copied = try target.replacingValue(at: ["cars"], with: value)
        #expect(
            copied.text == "{\n  \"cars\": {\n    \"one\": \"1 auto\", // jedno\n    \"other\": \"%d aut\"\n  }\n}\n")
        #expect(source.isSameValue(source.node(at: ["cars"])!, as: copied.node(at: ["cars"])!, in: copied))
        #expect(!source.isSameValue(source.node(at: ["cars"])!, as: target.node(at: ["cars"])!, in: target))
    }

    @Test func removesTheLastMemberAndItsComma() throws {
        let result = try edit(Self.fourSpaces) { try $0.removingMember(at: ["cars", "other"]) }
        #expect(
            result
                == Self.fourSpaces.replacingOccurrences(
                    of: "\"1 car\",\n        \"other\": \"%d cars\"\n", with: "\"1 car\"\n"))
    }

    @Test func removesAMemberKeepingBlankLineSpacing() throws {
        let text = "{\n  \"a\": \"1\",\n\n  \"b\": \"2\",\n\n  \"c\": \"3\"\n}\n"
        #expect(try edit(text) { try $0.removingMember(at: ["b"]) } == "{\n  \"a\": \"1\",\n\n  \"c\": \"3\"\n}\n")
        #expect(try edit(text) { try $0.removingMember(at: ["c"]) } == "{\n  \"a\": \"1\",\n\n  \"b\": \"2\"\n}\n")
        #expect(try edit(text) { try $0.removingMember(at: ["a"]) } == "{\n  \"b\": \"2\",\n\n  \"c\": \"3\"\n}\n")
    }

    @Test func renamesAKey() throws {
        let result = try edit(Self.fourSpaces) { try $0.renamingMember(at: ["cars"], to: "vehicles") }
        #expect(result == Self.fourSpaces.replacingOccurrences(of: "\"cars\"", with: "\"vehicles\""))
        #expect(throws: JSONEditError.keyExists(["welcome"])) {
            try JSONDocument(text: Self.fourSpaces).renamingMember(at: ["cars"], to: "welcome")
        }
    }

    @Test func movesAVariantUpAndDown() throws {
        let text = "{\n\t\"k\": {\n\t\t\"one\": \"a\",\n\t\t\"few\": \"b\",\n\t\t\"other\": \"c\"\n\t}\n}"
        let up = try edit(text) { try $0.movingMember(at: ["k", "other"], to: 0) }
        #expect(up == "{\n\t\"k\": {\n\t\t\"other\": \"c\",\n\t\t\"one\": \"a\",\n\t\t\"few\": \"b\"\n\t}\n}")
        let down = try edit(text) { try $0.movingMember(at: ["k", "one"], to: 1) }
        #expect(down == "{\n\t\"k\": {\n\t\t\"few\": \"b\",\n\t\t\"one\": \"a\",\n\t\t\"other\": \"c\"\n\t}\n}")
        let last = try edit(text) { try $0.movingMember(at: ["k", "one"], to: 2) }
        #expect(last == "{\n\t\"k\": {\n\t\t\"few\": \"b\",\n\t\t\"other\": \"c\",\n\t\t\"one\": \"a\"\n\t}\n}")
    }

    @Test func keepsCRLFAndTabs() throws {
        let text = "{\r\n\t\"a\": \"x\"\r\n}\r\n"
        let result = try edit(text) { try $0.addingMember("b", .string("y"), to: []) }
        #expect(result == "{\r\n\t\"a\": \"x\",\r\n\t\"b\": \"y\"\r\n}\r\n")
    }

    @Test func editsAMinifiedFileInPlace() throws {
        let text = "{\"a\":{\"one\":\"x\",\"other\":\"y\"},\"b\":\"z\"}"
        #expect(
            try edit(text) { try $0.addingMember("c", .string("w"), to: []) }
                == "{\"a\":{\"one\":\"x\",\"other\":\"y\"},\"b\":\"z\",\"c\":\"w\"}")
        #expect(try edit(text) { try $0.removingMember(at: ["a", "one"]) } == "{\"a\":{\"other\":\"y\"},\"b\":\"z\"}")
        #expect(try edit(text) { try $0.removingMember(at: ["b"]) } == "{\"a\":{\"one\":\"x\",\"other\":\"y\"}}")
        #expect(
            try edit(text) { try $0.addingMember("few", .string("q"), to: ["a"], at: 1) }
                == "{\"a\":{\"one\":\"x\",\"few\":\"q\",\"other\":\"y\"},\"b\":\"z\"}")
    }

    @Test func keepsTrailingCommaStyleAndComments() throws {
        let text = "{\n  \"a\": \"x\", // note\n  \"b\": \"y\", // last\n}\n"
        #expect(
            try edit(text) { try $0.addingMember("c", .string("z"), to: []) }
                == "{\n  \"a\": \"x\", // note\n  \"b\": \"y\", // last\n  \"c\": \"z\",\n}\n")
        let plain = "{\n  \"a\": \"x\" // note\n}"
        #expect(
            try edit(plain) { try $0.addingMember("c", .string("z"), to: []) }
                == "{\n  \"a\": \"x\", // note\n  \"c\": \"z\"\n}")
    }

    /// Found by `fuzz-json`: a `//` comment runs to the line feed, as the parser reads it, so a lone carriage
    /// return is inside the comment; edits took it for the end of the line and broke the file.
    @Test func aLineCommentEndsAtTheLineFeedOnly() throws {
        let text = "{\n  \"a\": \"1\", // x\ry\n  \"b\": \"2\" // x\ry\n}\n"
        #expect(try edit(text) { try $0.removingMember(at: ["a"]) } == "{\n  \"b\": \"2\" // x\ry\n}\n")
        #expect(
            try edit(text) { try $0.addingMember("c", .string("z"), to: []) }
                == "{\n  \"a\": \"1\", // x\ry\n  \"b\": \"2\", // x\ry\n  \"c\": \"z\"\n}\n")
        let crlf = "{\r\n  \"a\": \"1\", // x\r\n  \"b\": \"2\" // y\r\n}\r\n"
        #expect(try edit(crlf) { try $0.removingMember(at: ["a"]) } == "{\r\n  \"b\": \"2\" // y\r\n}\r\n")
        #expect(
            try edit(crlf) { try $0.addingMember("c", .string("z"), to: []) }
                == "{\r\n  \"a\": \"1\", // x\r\n  \"b\": \"2\", // y\r\n  \"c\": \"z\"\r\n}\r\n")
    }

    @Test func fillsAnEmptyObject() throws {
        #expect(try edit("{}\n") { try $0.addingMember("a", .string("x"), to: []) } == "{\n    \"a\": \"x\"\n}\n")
        #expect(
            try edit("{\n  \"k\": {}\n}") { try $0.addingMember("one", .string("x"), to: ["k"]) }
                == "{\n  \"k\": {\n    \"one\": \"x\"\n  }\n}")
    }

    @Test func writesStringsInTheFileEscapeStyle() throws {
        let escaped = "{\n    \"a\": \"Zaloguj si\\u0119 \\/ ok\"\n}"
        let result = try edit(escaped) { try $0.replacingValue(at: ["a"], with: .string("Wyślij 😀 / \"cytat\"\n")) }
        #expect(result == "{\n    \"a\": \"Wy\\u015blij \\ud83d\\ude00 \\/ \\\"cytat\\\"\\n\"\n}")
        let raw = "{\n    \"a\": \"Zaloguj się\"\n}"
        #expect(
            try edit(raw) { try $0.replacingValue(at: ["a"], with: .string("Wyślij/😀")) }
                == "{\n    \"a\": \"Wyślij/😀\"\n}")
    }

    @Test func keepsTheBOM() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\n  \"a\": \"x\"\n}".utf8)
        let edited = try JSONDocument(bytes: bytes).addingMember("b", .string("y"), to: [])
        #expect(edited.bytes == [0xEF, 0xBB, 0xBF] + Array("{\n  \"a\": \"x\",\n  \"b\": \"y\"\n}".utf8))
    }

    @Test func refusesMissingPaths() throws {
        let document = try JSONDocument(text: Self.fourSpaces)
        #expect(throws: JSONEditError.noSuchKey(["nope"])) { try document.removingMember(at: ["nope"]) }
        #expect(throws: JSONEditError.notAnObject(["welcome"])) {
            try document.addingMember("x", .string("y"), to: ["welcome"])
        }
    }
}

/// Found by the corpus run: Nextcloud's files write `{ "translations": {` but `"key" : "value"` inside it.
@Suite struct JSONEditingLocalStyleTests {
    @Test func newMembersUseTheSeparatorOfTheirSiblings() throws {
        let text =
            "{ \"translations\": {\n    \"Notes\" : \"Notatki\",\n    \"Error\" : \"Błąd\"\n},\"pluralForm\" :\"x\"\n}"
        #expect(
            try edit(text) { try $0.addingMember("New", .string("Nowa"), to: ["translations"]) }
                == "{ \"translations\": {\n    \"Notes\" : \"Notatki\",\n    \"Error\" : \"Błąd\",\n"
                + "    \"New\" : \"Nowa\"\n},\"pluralForm\" :\"x\"\n}")
        #expect(
            try edit(text) { try $0.addingMember("New", .string("Nowa"), to: ["translations"], at: 0) }
                == "{ \"translations\": {\n    \"New\" : \"Nowa\",\n    \"Notes\" : \"Notatki\",\n"
                + "    \"Error\" : \"Błąd\"\n},\"pluralForm\" :\"x\"\n}")
        let aligned = "{\n    \"title\"  : \"x\",\n    \"cars\"   : \"y\"\n}"
        #expect(
            try edit(aligned) { try $0.replacingValue(at: ["title"], with: .object([("other", .string("z"))])) }
                == "{\n    \"title\"  : {\n        \"other\" : \"z\"\n    },\n    \"cars\"   : \"y\"\n}")
        #expect(
            try edit(aligned) { try $0.addingMember("photos", .string("z"), to: []) }
                == "{\n    \"title\"  : \"x\",\n    \"cars\"   : \"y\",\n    \"photos\" : \"z\"\n}")
        let mixed = "{\n    \"a\": {\n        \"one\":\"x\"\n    }\n}"
        #expect(
            try edit(mixed) { try $0.addingMember("few", .string("y"), to: ["a"]) }
                == "{\n    \"a\": {\n        \"one\":\"x\",\n        \"few\":\"y\"\n    }\n}")
        #expect(
            try edit(mixed) { try $0.replacingValue(at: ["a", "one"], with: .object([("@100", .string("z"))])) }
                == "{\n    \"a\": {\n        \"one\":{\n            \"@100\":\"z\"\n        }\n    }\n}")
    }
}
