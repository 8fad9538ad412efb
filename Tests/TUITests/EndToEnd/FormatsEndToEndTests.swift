import Foundation
import Testing

/// The built `glossa` in a real terminal (tmux) on copies of projects in other formats than
/// Swifternalization JSON: a plural key previewed at 21, a form edited, saved, and the file's diff checked.
@Suite(.serialized, .timeLimit(.minutes(2))) struct FormatsEndToEndTests {
    /// Opens `target` (a folder or a catalog inside the copy of `source`) in the editor.
    private func open(copying source: String, target: (String) -> String, height: Int = 50) throws -> (
        TmuxSession, TemporaryProject
    ) {
        let project = try TemporaryProject(copying: GlossaBinary.packageRoot + "/" + source)
        let command = "\(TmuxSession.quoted(try GlossaBinary.path())) \(TmuxSession.quoted(target(project.path)))"
        return (try TmuxSession(command: command, width: 120, height: height), project)
    }

    /// The lines of `new` that differ from `old`, as (old line, new line) pairs (the files keep their lines).
    private func changedLines(_ old: String, _ new: String) -> [(String, String)] {
        let (before, after) = (old.components(separatedBy: "\n"), new.components(separatedBy: "\n"))
        #expect(before.count == after.count)
        return zip(before, after).filter { $0 != $1 }
    }

    @Test func anI18nextPluralIsPreviewedEditedAndSaved() throws {
        let source = "Tests/Acceptance/Projects/i18next-medusa"
        let (session, project) = try open(copying: source, target: { $0 })
        defer { project.remove() }
        try session.waitFor("i18next JSON · 3 languages")
        try session.sendLiteral("/general.items")
        try session.send("Enter")
        try session.sendLiteral("#21")
        try session.send("Enter")
        let screen = try session.waitFor("pl   21 przemiotów")
        #expect(screen.contains("ru   21 товар "), "Russian 21 is one")
        #expect(screen.contains("base 21 items"))
        // Onto Polish `many` (base one, base other, pl one, pl few, pl many), then a new text.
        try session.send("Tab", "j", "j", "j", "j", "Enter", "C-u")
        try session.sendLiteral("Wiele: {{count}}")
        try session.send("Enter")
        try session.waitFor("▸ many  Wiele: {{count}}")
        try session.send("C-s")
        try session.waitFor("saved pl.json")
        let original = try String(contentsOfFile: GlossaBinary.packageRoot + "/\(source)/pl.json", encoding: .utf8)
        let changed = changedLines(original, try project.contents(of: "pl.json"))
        #expect(changed.map(\.1) == [#"    "items_many": "Wiele: {{count}}","#])
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    @Test func aCatalogPluralIsPreviewedEditedAndSaved() throws {
        let name = "coteditor__CotEditor_Localizables_Panels_CommandBar.xcstrings"
        let source = "Tests/EngineTests/Fixtures/StringCatalog"
        let (session, project) = try open(copying: source, target: { $0 + "/" + name })
        defer { project.remove() }
        try session.waitFor("Apple String Catalog · 18 languages")
        try session.sendLiteral("/commands found")
        try session.send("Enter")
        try session.sendLiteral("#21")
        try session.send("Enter")
        try session.waitFor("pl      Znaleziono 21 poleceń")
        // Waited for too: under load, tmux can show the frame's rows before all of them are drawn.
        try session.waitFor("ru      21 комманда не найдена")  // Russian 21 is `one`
        // Onto the source's `other` (one, other), then a new text.
        try session.send("Tab", "j", "Enter", "C-u")
        try session.sendLiteral("%lld commands matched")
        try session.send("Enter")
        try session.waitFor("▸ other %lld commands matched")
        try session.send("C-s")
        try session.waitFor("saved coteditor__")
        let original = try String(contentsOfFile: GlossaBinary.packageRoot + "/\(source)/\(name)", encoding: .utf8)
        let changed = changedLines(original, try project.contents(of: name))
        #expect(changed.map(\.1) == [#"                  "value" : "%lld commands matched""#])
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    /// Smartling's `KEY##{many}` forms in `.strings` tables: only the `Localizable` table (the model holds one file
    /// per language), previewed at 21, a Russian form edited and saved as one changed line.
    @Test func aSmartlingStringsPluralIsPreviewedEditedAndSaved() throws {
        let source = "Tests/EngineTests/Fixtures/AppleStrings/Smartling__ios-i18n__plurals-demo"
        let (session, project) = try open(
            copying: source,
            target: { path in
                for language in ["en", "ru"] {
                    try? FileManager.default.removeItem(atPath: "\(path)/\(language).lproj/Demo.strings")
                }
                return path
            })
        defer { project.remove() }
        try session.waitFor("Apple .strings · 2 languages")
        try session.sendLiteral("/%@ apples")
        try session.send("Enter")
        try session.sendLiteral("#21")
        try session.send("Enter")
        let screen = try session.waitFor("ru   21 яблоко")
        #expect(screen.contains("base 21 apples"))
        // Onto Russian `many` (base one, base other, ru one, ru few, ru many), then a new text.
        try session.send("Tab", "j", "j", "j", "j", "Enter", "C-u")
        try session.sendLiteral("%@ яблок всего")
        try session.send("Enter")
        try session.waitFor("  many  %@ яблок всего")
        try session.send("C-s")
        try session.waitFor("saved ru.lproj/Localizable.strings")
        let original = try String(
            contentsOfFile: GlossaBinary.packageRoot + "/\(source)/ru.lproj/Localizable.strings", encoding: .utf8)
        let changed = changedLines(original, try project.contents(of: "ru.lproj/Localizable.strings"))
        #expect(changed.map(\.1) == [#""%@ apples##{many}" = "%@ яблок всего";"#])
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    /// The line of `screen` holding `text`, for checking which language's preview row it is.
    private func line(containing text: String, in screen: String) -> String {
        screen.split(separator: "\n").first { $0.contains(text) }.map(String.init) ?? ""
    }

    /// Android `res/values*/strings.xml` (Material Components' badge strings): `<plurals>` previewed at 22 in
    /// Russian and Polish (both `few`), Russian `few` edited and saved as one changed line.
    @Test func anAndroidPluralIsPreviewedEditedAndSaved() throws {
        let source = "Tests/Acceptance/Projects/android-material-badge"
        let (session, project) = try open(copying: source, target: { $0 })
        defer { project.remove() }
        try session.waitFor("Android strings.xml · 8 languages")
        try session.sendLiteral("/mtrl_badge_content_description")
        try session.send("Enter")
        try session.sendLiteral("#22")
        try session.send("Enter")
        _ = try session.waitFor("22 новых уведомления")
        // Polish writes a no-break space after the number.
        let screen = try session.waitFor("22\u{A0}nowe powiadomienia")
        #expect(line(containing: "22 новых уведомления", in: screen).contains("ru "), "Russian 22 is few")
        #expect(line(containing: "22\u{A0}nowe powiadomienia", in: screen).contains("pl "), "Polish 22 is few")
        // From the source's `one` to Russian `few`: 16 rows down, over the other languages' forms.
        try session.send("Tab")
        for _ in 0..<16 { try session.send("j") }
        try session.send("Enter", "C-u")
        try session.sendLiteral("%d уведомления, новых")
        try session.send("Enter")
        try session.waitFor("▸ few   %d уведомления, новых")
        try session.send("C-s")
        try session.waitFor("saved values-ru/strings.xml")
        let original = try String(
            contentsOfFile: GlossaBinary.packageRoot + "/\(source)/values-ru/strings.xml", encoding: .utf8)
        let changed = changedLines(original, try project.contents(of: "values-ru/strings.xml"))
        #expect(changed.map(\.1) == [#"    <item quantity="few">%d уведомления, новых</item>"#])
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    /// gettext `<tag>/LC_MESSAGES/humanize.po` (humanize's catalogs, with its Russian one added): `msgstr[i]`
    /// previewed at 22 in Russian and Polish (both `few`), Polish `few` (`msgstr[1]`) edited and saved as one
    /// changed line.
    @Test func aPOPluralIsPreviewedEditedAndSaved() throws {
        let source = "Tests/Acceptance/Projects/gettext-humanize"
        let russian = "ru_RU/LC_MESSAGES/humanize.po"
        let (session, project) = try open(
            copying: source,
            target: { path in
                try? FileManager.default.createDirectory(
                    atPath: path + "/ru_RU/LC_MESSAGES", withIntermediateDirectories: true)
                try? FileManager.default.copyItem(
                    atPath: GlossaBinary.packageRoot
                        + "/Tests/EngineTests/Fixtures/Gettext/python-humanize__ru_RU/\(russian)",
                    toPath: path + "/" + russian)
                return path
            })
        defer { project.remove() }
        try session.waitFor("gettext PO · 5 languages")
        try session.sendLiteral("/%d day")
        try session.send("Enter")
        try session.sendLiteral("#22")
        try session.send("Enter")
        let screen = try session.waitFor("22 дня")
        #expect(line(containing: "22 дня", in: screen).contains("ru-RU "), "Russian 22 is few")
        #expect(line(containing: "22 dni", in: screen).contains("pl-PL "), "Polish 22 is few")
        // From the source's `one` to Polish `few`: 8 rows down, over German's and French's forms.
        try session.send("Tab")
        for _ in 0..<8 { try session.send("j") }
        try session.send("Enter", "C-u")
        try session.sendLiteral("%d dni temu")
        try session.send("Enter")
        try session.waitFor("▸ few   %d dni temu")
        try session.send("C-s")
        try session.waitFor("saved pl_PL/LC_MESSAGES/humanize.po")
        let path = "pl_PL/LC_MESSAGES/humanize.po"
        let original = try String(contentsOfFile: GlossaBinary.packageRoot + "/\(source)/\(path)", encoding: .utf8)
        let changed = changedLines(original, try project.contents(of: path))
        #expect(changed.map(\.1) == [#"msgstr[1] "%d dni temu""#])
        #expect(try project.contents(of: russian).contains("msgstr[1] \"%d дня\""))
        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}
