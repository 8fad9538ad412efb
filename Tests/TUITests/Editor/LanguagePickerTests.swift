import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore
@testable import TUI

/// The language picker (`L`): targets, source, pinned, hidden and order; the languages pane with one target
/// (source and target first, the others folded into one line each); the choice remembered by the shell.
@Suite struct LanguagePickerTests {
    /// The sample project's languages in file order: base, ar, de, fr, ja, pl, pt-BR, ru.
    func editor(_ keys: String, width: Int = 120, height: Int = 35) -> HeadlessEditor {
        var editor = HeadlessEditor(project: sampleProject, width: width, height: height)
        editor.press(keys)
        return editor
    }

    @Test func choosingPolishAsTheTargetFoldsTheOthers() {
        var editor = editor("/welcome.title<enter>L")
        #expect(
            editor.rows.contains { $0.contains(" Languages: t target · s source · p pin · h hide · J/K move") },
            "\(editor.rows)")
        #expect(editor.rows.contains { $0.contains(" base   English            source") })
        // The box replaces the languages pane's rows: none of them shows beside it.
        #expect(editor.rows.contains { $0.contains("│   Languages: t target") }, "\(editor.rows)")
        #expect(!editor.rows.contains { $0.contains("Bienvenue") && !$0.contains("fr    ") }, "\(editor.rows)")
        editor.press("jjjjjt")
        #expect(editor.rows.contains { $0.contains(" pl     Polish             target") })
        editor.press("<enter>")
        var expected = LanguageChoice()
        expected.targets = ["pl"]
        #expect(editor.state.languageChoice == expected)
        guard case .rememberLanguages(let remembered) = editor.shellEffects.last else {
            Issue.record("the choice is not remembered")
            return
        }
        #expect(remembered == expected)
        #expect(editor.state.message == "translating into Polish")
        #expect(editor.state.selectedString?.address.language == .tag(LanguageTag("pl")!), "the target's row")
        let state = editor.state
        let rect = state.layout!.languages
        let slice = state.languagesSlice(state.languageRows)
        let screen = PaneViews.alone(Rect(x: 0, y: 0, width: rect.width, height: 11)) {
            state.languagesPane.render(slice, into: &$0, rect: $1)
        }
        #expect(
            screen.rows == [
                " Languages                                                                 welcome.title",
                " base · English",
                " ▸ Welcome to Lumi 📷",
                " pl · Polish",
                " ▸ Witaj w Lumi 📷",
                " ar · Arabic  مرحبًا بك في Lumi 📷",
                " de · German  Willkommen bei Lumi 📷",
                " fr · French  Bienvenue sur Lumi 📷",
                " ja · Japanese  Lumiへようこそ📷",
                " pt-BR · Portuguese (pt-BR)  Boas-vindas ao Lumi 📷",
                " ru · Russian  Добро пожаловать в Lumi 📷",
            ], "\(screen.rows)")
        // The status line counts the target.
        #expect(editor.state.progress == "Polish: 32/32 translated")
    }

    @Test func escapeLeavesTheChoiceAsItWas() {
        var editor = editor("Ljjjjjt<esc>")
        #expect(editor.state.languageChoice == LanguageChoice())
        #expect(editor.shellEffects.isEmpty)
        #expect(editor.state.message == "languages unchanged")
        editor.press("L<enter>")
        #expect(editor.shellEffects.isEmpty, "nothing changed: nothing to remember")
    }

    @Test func sourceHiddenPinnedAndOrder() {
        // de as the source, ru hidden, ja pinned, fr moved up above de, pl and pt-BR targets.
        var editor = editor("/welcome.title<enter>L")
        editor.press("jjs")  // de
        editor.press("jjjjjh")  // ru
        editor.press("kkkp")  // ja
        editor.press("kK")  // fr above de
        editor.press("jjjtjt<enter>")  // pl, pt-BR
        let choice = editor.state.languageChoice
        #expect(choice.source == "de")
        #expect(choice.hidden == ["ru"])
        #expect(choice.pinned == ["ja"])
        #expect(choice.targets == ["pl", "pt-BR"])
        #expect(choice.order == ["base", "ar", "fr", "de", "ja", "pl", "pt-BR", "ru"])
        let headers = editor.state.languageRows.filter(\.isHeader).map {
            editor.state.project.files[$0.fileIndex].language.description + ($0.summary == nil ? "" : " (folded)")
        }
        // Two targets: nothing folds; ru is hidden.
        #expect(headers == ["de", "pl", "pt-BR", "ja", "base", "ar", "fr"])
        // The source and hidden languages are not worked on; the queue is the targets'.
        #expect(editor.state.workFiles.map { editor.state.project.files[$0].language.description } == ["pl", "pt-BR"])
        // A target cannot be hidden, the source cannot be a target.
        editor.press("L")
        #expect(editor.rows.contains { $0.contains(" de") && $0.contains("source") })
    }

    @Test func theChoiceIsRememberedPerUserAndProjectOutsideTheProject() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let file = try #require(
            LanguageChoiceFile(projectDirectory: "/work/some project", environment: ["XDG_STATE_HOME": home.path]))
        #expect(file.path.hasPrefix(home.path + "/glossa/"))
        #expect(file.path.hasSuffix(".json"))
        let other = LanguageChoiceFile(projectDirectory: "/work/other", environment: ["XDG_STATE_HOME": home.path])
        #expect(other?.path != file.path)
        let fallback = LanguageChoiceFile(projectDirectory: "/work/some project", environment: ["HOME": "/home/ala"])
        #expect(fallback?.path.hasPrefix("/home/ala/.local/state/glossa/") == true)
        #expect(LanguageChoiceFile(projectDirectory: "/x", environment: [:]) == nil)
        #expect(file.read() == LanguageChoice(), "nothing remembered yet")
        var choice = LanguageChoice()
        choice.targets = ["pl"]
        choice.hidden = ["ru"]
        try file.write(choice)
        #expect(file.read() == choice)
        try "not json".write(toFile: file.path, atomically: true, encoding: .utf8)
        #expect(file.read() == LanguageChoice(), "a file that cannot be read is no choice")
    }
}
