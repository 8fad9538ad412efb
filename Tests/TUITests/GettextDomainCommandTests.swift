import Engine
import Foundation
import Testing

@testable import TUI

/// The commands on gettext's `<tag>/LC_MESSAGES/<domain>.po` with two domains, `app` (the default one, named in
/// `glossa.json`) and `errors` (keys `errors:msgid`): `set` into the key's domain file, a new domain file for a
/// language started from the domain's template, `rm`, `mv` refused, `stats`, `validate` and `resolve`.
@Suite struct GettextDomainCommandTests {
    static let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"

    private func folder() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for name in ["pl/LC_MESSAGES", "ru/LC_MESSAGES"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: true)
        }
        let files = [
            "glossa.json": #"{"defaultNamespace": "app"}"# + "\n",
            "app.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n",
            "errors.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n\nmsgid \"Not found\"\nmsgstr \"\"\n",
            "pl/LC_MESSAGES/app.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"Zapisz\"\n",
            "pl/LC_MESSAGES/errors.po": Self.header
                + "\nmsgid \"Save\"\nmsgstr \"Nie można zapisać\"\n\nmsgid \"Not found\"\nmsgstr \"Nie znaleziono\"\n",
            "ru/LC_MESSAGES/app.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"Сохранить\"\n",
        ]
        for (name, text) in files { try folder.write(name, Array(text.utf8)) }
        return folder
    }

    @Test func setRemoveAndCreateInTheKeysDomain() throws {
        let folder = try folder()
        defer { folder.remove() }
        let set = runGlossa(["set", folder.path, "--lang", "pl", "--key", "errors:Save", "Nie da się zapisać"])
        #expect(set.status == 0, "\(set.errors)")
        #expect(try folder.text("pl/LC_MESSAGES/errors.po").contains("msgid \"Save\"\nmsgstr \"Nie da się zapisać\"\n"))
        #expect(try folder.text("pl/LC_MESSAGES/app.po").contains("msgstr \"Zapisz\""))

        let setDefault = runGlossa(["set", folder.path, "--lang", "pl", "--key", "Save", "Zachowaj"])
        #expect(setDefault.status == 0, "\(setDefault.errors)")
        #expect(try folder.text("pl/LC_MESSAGES/app.po").contains("msgstr \"Zachowaj\""))

        let refused = runGlossa(["set", folder.path, "--lang", "ru", "--key", "errors:Not found", "Не найдено"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("ru/LC_MESSAGES/errors.po"), "\(refused.errors)")
        let created = runGlossa([
            "set", folder.path, "--lang", "ru", "--key", "errors:Not found", "--create", "Не найдено",
        ])
        #expect(created.status == 0, "\(created.errors)")
        let russianErrors = try folder.text("ru/LC_MESSAGES/errors.po")
        #expect(russianErrors.contains("\"Language: ru\\n\""))
        #expect(russianErrors.hasSuffix("msgid \"Save\"\nmsgstr \"\"\n\nmsgid \"Not found\"\nmsgstr \"Не найдено\"\n"))

        let removed = runGlossa(["rm", folder.path, "--lang", "pl", "--key", "errors:Not found"])
        #expect(removed.status == 0, "\(removed.errors)")
        #expect(try folder.text("pl/LC_MESSAGES/errors.po").hasSuffix("msgid \"Not found\"\nmsgstr \"\"\n"))

        let moved = runGlossa(["mv", folder.path, "errors:Save", "errors:Keep"])
        #expect(moved.status == 1)
        #expect(moved.errors.contains("gettext PO cannot hold a renamed key"), "\(moved.errors)")

        let project = try Project.load(directory: folder.path)
        #expect(project.resolve("errors:Not found", language: "ru").value == "Не найдено")
        #expect(project.resolve("errors:Not found", language: "pl").value == "Not found")
        #expect(project.resolve("Save", language: "pl").value == "Zachowaj")
    }

    @Test func statsValidateAndResolveReadEveryDomain() throws {
        let folder = try folder()
        defer { folder.remove() }
        let stats = try runBinary(["stats", folder.path])
        #expect(stats.status == 0, "\(stats.err)")
        #expect(stats.out.contains("pl (Polish)"), "\(stats.out)")
        #expect(stats.out.contains("3/3"), "\(stats.out)")
        #expect(stats.out.contains("1/3"), "\(stats.out)")
        let validate = try runBinary(["validate", folder.path])
        #expect(
            validate.out.contains(
                "ru/LC_MESSAGES/app.po:5:1: warning: Russian is missing \"errors:Not found\" (errors.pot:8:1)"),
            "\(validate.out)")
        let resolved = try runBinary(
            ["resolve", "--project", folder.path],
            input: #"{"lang":"pl","key":"errors:Save"}"# + "\n" + #"{"lang":"ru","key":"errors:Save"}"# + "\n")
        #expect(resolved.status == 0, "\(resolved.err)")
        #expect(
            resolved.out.split(separator: "\n").map { $0.prefix { $0 != "," } }
                == [#"{"value":"Nie można zapisać""#, #"{"value":"Save""#])
    }
}
