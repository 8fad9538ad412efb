import Foundation
import Testing

@testable import Engine

/// `.lproj` folders as projects: discovery, detection, the source, resolution of both plural conventions as
/// their libraries would, validation, and edits through `Project`. Only `Localizable` tables take part at the
/// project level while the model holds one file per language (tables are tested file by file).
@Suite struct StringsProjectTests {
    private static let localizableOnly: @Sendable (String) -> Bool = { $0.hasSuffix("/Localizable.strings") }

    @Test func smartlingPluralsResolveAsTheLibraryWould() throws {
        try StringsTestSupport.copy("Smartling__ios-i18n__plurals-demo", only: Self.localizableOnly) { root in
            let project = try Project.load(directory: root)
            #expect(project.format == .strings)
            #expect(project.detection.reason == "it has en.lproj/Localizable.strings")
            #expect(project.files.map(\.language.description) == ["base", "ru"])
            #expect(project.settings.baseLanguage.description == "en")
            let russian = [
                "1": "%@ яблоко", "2": "%@ яблока", "5": "%@ яблок", "21": "%@ яблоко", "11": "%@ яблок",
                "1.5": "%@ яблока",
            ]
            for (number, value) in russian {
                #expect(project.resolve("%@ apples", language: "ru", number: number).value == value, "\(number)")
            }
            #expect(project.resolve("%.1f apples", language: "ru", number: "22").value == "%.1f яблока")
            #expect(project.resolve("%@ apples", language: "base", number: "1").value == "One apple")
            #expect(project.resolve("%@ apples", language: "en", number: "7").value == "%@ apples")
            let report = Validator().validate(project)
            #expect(report.findings.filter { $0.severity == .error }.isEmpty, "\(report.findings)")
        }
    }

    @Test func swifternalizationOneResolvesWithItsExpressions() throws {
        try StringsTestSupport.copy("tomkowz__Swifternalization__v1-strings-2015/SwifternalizationTests") { root in
            let project = try Project.load(directory: root)
            #expect(project.format == .strings)
            #expect(project.files.map(\.fileName) == ["Base.lproj/Localizable.strings"])
            let cases = [
                ("cars", "1", "one car"), ("cars", "5", "%d cars"), ("cars", "-3", "minus %d cars"),
                ("things", "10", "10 things"), ("things", "25", ">20 things"), ("pl-cars", "3", "%d samochody"),
                ("pl-police-cars", "1", "1 samochód policyjny"), ("pl-police-cars", "23", "%d samochody policyjne"),
            ]
            for (key, number, value) in cases {
                #expect(project.resolve(key, language: "base", number: number).value == value, "\(key) \(number)")
            }
        }
        try StringsTestSupport.copy("tomkowz__Swifternalization__v1-strings-2015/DemoOrdering") { root in
            let project = try Project.load(directory: root)
            #expect(project.resolve("tomato", language: "pl", number: "10").value == "10 tomatos")
            #expect(project.resolve("cars", language: "pl", number: "5").value == "%d samochodów")
            #expect(project.resolve("cars", language: "pl", number: "3").value == "%d samochody")
            #expect(project.resolve("hello-base-test", language: "pl").value == "Welcome!")
        }
        try StringsTestSupport.copy("soitun__citybike-app__swifternalization-v1-strings") { root in
            let project = try Project.load(directory: root)
            #expect(project.resolve("time-seconds", language: "pl", number: "5").value == "%d sekund temu")
            #expect(project.resolve("time-seconds", language: "pl", number: "22").value == "%d sekundy temu")
            #expect(project.resolve("time-seconds", language: "pl", number: "1").value == "%d sekundę temu")
            #expect(
                project.resolve("getting-started-stopwatch", language: "pl").value
                    == "Śledź ile czasu spędzasz na rowerze.\n Historię przejażdżek możesz przeglądać w widoku historii w menu."
            )
            #expect(
                project.files[0].notes["ok"]?.comment == "Displayed in alert saying that device cannot send emails,")
        }
    }

    @Test func utf16ProjectResolvesValidatesAndEditsInUTF16() throws {
        try StringsTestSupport.copy("lexrus__VPNOn__strings-utf16", only: Self.localizableOnly) { root in
            var project = try Project.load(directory: root)
            #expect(project.files.map(\.language.description) == ["base", "ar-SA", "ja", "ru", "zh-Hans"])
            #expect(project.resolve("Cancel", language: "ru").value == "Отменить")
            #expect(project.resolve("%d Domains", language: "ja", number: "3").value.contains("%d") == true)
            let index = try #require(project.fileIndex(of: .tag(LanguageTag("ru")!)))
            let file = project.files[index]
            let edit = try AppleStringsFormat().setting(
                "Отмена", at: EntryAddress(key: "Cancel"), in: file, force: false)
            #expect(edit.bytes.starts(with: [0xFF, 0xFE]))
            project.replaceFile(at: index, bytes: edit.bytes)
            #expect(project.resolve("Cancel", language: "ru").value == "Отмена")
            // A placeholder the source has and a translation lacks is found, at its line in the UTF-16 file.
            let broken = try AppleStringsFormat().setting(
                "Домены", at: EntryAddress(key: "%d Domains"), in: project.files[index], force: false)
            project.replaceFile(at: index, bytes: broken.bytes)
            let findings = Validator().validate(project).findings.filter {
                $0.fileName == "ru.lproj/Localizable.strings" && $0.key == "%d Domains"
            }
            #expect(findings.contains { $0.ruleID.hasPrefix("placeholder") && $0.line == 26 }, "\(findings)")
        }
    }

    @Test func theSourceIsBaseElseTheDevelopmentLanguageElseEnglish() throws {
        let text = "\"a\" = \"1\";\n"
        try StringsTestSupport.folder([
            "de.lproj/Localizable.strings": text, "en.lproj/Localizable.strings": text,
            "Resources/fr.lproj/Localizable.strings": text,
        ]) { root in
            let project = try Project.load(directory: root)
            #expect(
                project.files.map(\.fileName) == [
                    "en.lproj/Localizable.strings", "de.lproj/Localizable.strings",
                    "Resources/fr.lproj/Localizable.strings",
                ])
            #expect(project.files[0].language == .base)
        }
        try StringsTestSupport.folder([
            "de.lproj/Localizable.strings": text, "en.lproj/Localizable.strings": text,
            "glossa.json": #"{"sourceLanguage": "de"}"#,
        ]) { root in
            let project = try Project.load(directory: root)
            #expect(project.files.map(\.fileName) == ["de.lproj/Localizable.strings", "en.lproj/Localizable.strings"])
            #expect(project.files.map(\.language.description) == ["base", "en"])
        }
        try StringsTestSupport.folder([
            "Base.lproj/Localizable.strings": text, "en.lproj/Localizable.strings": text,
            "Base.lproj/Main.strings": text, "pt_BR.lproj/Localizable.strings": text,
            "Base.lproj/Plurals.stringsdict": "",
        ]) { root in
            let files = try ProjectFiles.discover(in: root)
            #expect(files.paths.contains("Base.lproj/Plurals.stringsdict"))
            let layout = AppleStringsFormat().layout(files, settings: ProjectSettings())
            #expect(
                layout.files.map(\.path) == [
                    "Base.lproj/Localizable.strings", "Base.lproj/Main.strings", "Base.lproj/Plurals.stringsdict",
                    "en.lproj/Localizable.strings", "pt_BR.lproj/Localizable.strings",
                ])
            #expect(layout.files.map { $0.language?.description ?? "?" } == ["base", "base", "base", "en", "pt-BR"])
            #expect(layout.files.map(\.format) == [.strings, .strings, .stringsdict, .strings, .strings])
        }
    }

    @Test func glossaJSONChoosesThePluralConvention() throws {
        try StringsTestSupport.folder([
            "Base.lproj/Localizable.strings": "\"a{one}\" = \"1\";\n\"a{other}\" = \"n\";\n",
            "glossa.json": #"{"stringsPlurals": "none"}"#,
        ]) { root in
            let project = try Project.load(directory: root)
            #expect(project.keys == ["a{one}", "a{other}"])
        }
        try StringsTestSupport.folder(["Base.lproj/Localizable.strings": "\"a{one}\" = \"1\";\n\"a{other}\" = \"n\";\n"]
        ) { root in
            let project = try Project.load(directory: root)
            #expect(project.keys == ["a"])
            #expect(project.settings.stringsPlurals == "swifternalization")
        }
    }

    @Test func validationChecksApplePlaceholders() throws {
        try StringsTestSupport.folder([
            "Base.lproj/Localizable.strings": "\"greet\" = \"Hello %@\";\n\"files\" = \"%1$@ has %2$d files\";\n",
            "pl.lproj/Localizable.strings": "\"greet\" = \"Cześć\";\n\"files\" = \"%1$@ ma pliki\";\n",
        ]) { root in
            let findings = Validator().validate(try Project.load(directory: root)).findings.filter {
                $0.ruleID.hasPrefix("placeholder")
            }
            #expect(Set(findings.compactMap(\.key)) == ["greet", "files"], "\(findings)")
            #expect(findings.allSatisfy { $0.fileName == "pl.lproj/Localizable.strings" })
        }
    }
}
