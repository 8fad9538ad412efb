import Testing

@testable import Engine

/// The `Plural-Forms` evaluator on the formulas gettext ships, and its refusals.
@Suite struct PluralFormsTests {
    static let polish =
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
    static let russian =
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
    static let arabic =
        "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"
    static let french = "nplurals=2; plural=(n > 1);"
    static let czech = "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"

    private func forms(_ header: String, _ numbers: [Int]) throws -> [Int] {
        let forms = try PluralForms(header)
        return try numbers.map { try forms.form(of: $0) }
    }

    @Test func evaluatesTheCommonFormulas() throws {
        #expect(try forms(Self.polish, [1, 2, 5, 22, 12, 0, 101]) == [0, 1, 2, 1, 2, 2, 2])
        #expect(try forms(Self.russian, [1, 2, 5, 22, 11, 21, 111]) == [0, 1, 2, 1, 2, 0, 2])
        #expect(try forms(Self.arabic, [0, 1, 2, 3, 11, 100, 102]) == [0, 1, 2, 3, 4, 5, 5])
        #expect(try forms(Self.french, [0, 1, 2]) == [0, 0, 1])
        #expect(try forms(Self.czech, [1, 3, 5]) == [0, 1, 2])
    }

    @Test func mapsFormsToTheCategoriesOfCLDRExamples() throws {
        let polish = try PluralForms(Self.polish).forms(for: PluralRules(locale: "pl"))
        #expect(polish.map(\.category) == [.one, .few, .many, .other])
        #expect(polish.map(\.form) == [0, 1, 2, 2])
        let arabic = try PluralForms(Self.arabic).forms(for: PluralRules(locale: "ar"))
        #expect(arabic.map(\.form) == [0, 1, 2, 3, 4, 5])
        let french = try PluralForms(Self.french).forms(for: PluralRules(locale: "fr"))
        #expect(french.map(\.category) == [.one, .many, .other])
        #expect(french.map(\.form) == [0, 1, 1])
    }

    @Test func followsCPrecedenceAndArithmetic() throws {
        #expect(try PluralFormula("1 + 2 * 3 - 4 / 2").evaluate(0) == 5)
        #expect(try PluralFormula("!n").evaluate(0) == 1)
        #expect(try PluralFormula("n != 1").evaluate(1) == 0)
        #expect(try PluralFormula("n < 2 == 1").evaluate(1) == 1)
        #expect(try PluralFormula("-n % 3").evaluate(4) == -1)
        #expect(try PluralFormula("n ? 1 : 0 ? 2 : 3").evaluate(0) == 3)
    }

    @Test func refusesWhatIsNotAFormulaWithItsPosition() {
        #expect(throws: PluralFormsError(.expected("')'"), position: 4)) { try PluralFormula("(n+1") }
        #expect(throws: PluralFormsError(.expected("an operator or the end"), position: 2)) { try PluralFormula("n x") }
        #expect(throws: PluralFormsError(.expected("n, a number or '('"), position: 0)) { try PluralFormula("m") }
        #expect(throws: PluralFormsError(.tooDeep, position: 64)) {
            try PluralFormula(String(repeating: "(", count: 5000) + "n" + String(repeating: ")", count: 5000))
        }
        #expect(throws: PluralFormsError(.divisionByZero(number: 0), position: 0)) {
            try PluralFormula("1 / n").evaluate(0)
        }
        #expect(throws: PluralFormsError(.formOutOfRange(2, number: 5, count: 2), position: 0)) {
            try PluralForms("nplurals=2; plural=n>1 ? 2 : 0;").form(of: 5)
        }
        #expect(throws: PluralFormsError(.expected("nplurals="), position: 0)) { try PluralForms("plural=n;") }
    }
}
