import Testing

@testable import Engine

/// The one reading of printf specifications, part by part, against what the C and Foundation grammar says.
@Suite struct PrintfSpecifierTests {
    /// What a scan found, as text: `end position modifiers length conversion`.
    func parts(_ sample: String, at start: Int = 0) -> String? {
        let bytes = Array(sample.utf8)
        guard let found = PrintfSpecifier.scan(bytes, at: start) else { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        let position = found.position.map(String.init) ?? "-"
        return "\(found.end) \(position) '\(text(found.modifiers))' '\(text(found.length))' "
            + String(Unicode.Scalar(found.conversion))
    }

    @Test(arguments: [
        ("%d", "2 - '' '' d"),
        ("%%", "2 - '' '' %"),
        ("%1$@", "4 1 '' '' @"),
        ("%-05.2lf", "8 - '-05.2' 'l' f"),
        ("%lld items", "4 - '' 'll' d"),
        ("%'d", "3 - ''' '' d"),
        ("%#x", "3 - '#' '' x"),
        ("% d", "3 - ' ' '' d"),
        ("%2$#@files@", "11 2 '' '' #"),
        ("%#@count@ left", "9 - '' '' #"),
        ("%12$.3s", "7 12 '.3' '' s"),
        // A position too long for an Int is no position; the specification still ends where it ends.
        ("%99999999999999999999$d", "23 - '' '' d"),
        ("%0001$d", "7 1 '' '' d"),
        // No name between the `@`s: no variable, but `%#@` is the `#` flag and an object.
        ("%#@@", "3 - '#' '' @"),
    ])
    func readsEachPart(_ sample: (text: String, parts: String)) {
        #expect(parts(sample.text) == sample.parts)
    }

    @Test(arguments: ["%", "%l", "%1$", "%lllld", "%y", "% ", "%5", "x"])
    func rejectsWhatIsNoSpecification(_ text: String) {
        #expect(parts(text) == nil)
    }

    /// The formatter's placeholders and the validator's signatures read the same specification.
    @Test func bothReadersAgree() {
        let text = "zażółć %1$-3.1lf i %2$@ (%%) %#@n@"
        let placeholders = Placeholder.scan(text).map(\.text)
        #expect(placeholders == ["%1$-3.1lf", "%2$@", "%%", "%#@n@"])
        #expect(PlaceholderSignature.fingerprint(text) == "%1$-3.1lf%2$@%%%#@n@")
    }
}
