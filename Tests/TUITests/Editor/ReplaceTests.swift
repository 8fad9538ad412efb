import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore
@testable import Engine

/// Search and replace (`Ctrl-R`): the form, the preview of every change (key, language, before → after, with a
/// count, scrollable), and one edit for all of them, made as typing makes each (states, minimal splices).
@Suite struct ReplaceTests {
    static let pl = FileLanguage.tag(LanguageTag("pl")!)
    static let ja = FileLanguage.tag(LanguageTag("ja")!)

    static let files = [
        "base.json": #"""
        {"save": "Save", "save.photo": "Save the photo 📷", "photos": {"one": "%d photo", "other": "%d photos"},
         "title": "Photos"}
        """#,
        "pl.json": #"""
        {"save": "Zapisz", "save.photo": "Zapisz zdjęcie 📷",
         "photos": {"one": "%d zdjęcie", "few": "%d zdjęcia", "many": "%d zdjęć", "other": "%d zdjęcia"},
         "title": "Zdjęcia"}
        """#,
        "ja.json": #"{"save": "保存", "save.photo": "写真を保存 📷", "photos": {"other": "%d枚の写真"}, "title": "写真"}"#,
    ]

    /// The editor on the project (with a sidecar, so that typing records states), Polish the target.
    static func editor(height: Int = 30) -> HeadlessEditor {
        var project = TUITests.project(files)
        var sidecar = StateSidecar()
        sidecar.set(project.stateRecord(.needsReview, forKey: "save"), language: "pl", key: "save")
        project.replaceStateSidecar(with: sidecar)
        var polish = LanguageChoice()
        polish.targets = ["pl"]
        return HeadlessEditor(project: project, width: 100, height: height, languages: polish)
    }

    /// The right side of the screen (where the form is drawn), rows `range`.
    func right(_ editor: HeadlessEditor, _ range: ClosedRange<Int>) -> [String] {
        let screen = editor.render()
        let x = editor.state.replaceRect!.x
        return range.map { y in
            var row = (x..<screen.width).map { screen[$0, y].text }.joined()
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    func text(_ editor: HeadlessEditor, _ key: String, _ language: FileLanguage) -> String? {
        guard case .text(let text)? = editor.state.project.entry(key, in: language)?.value else { return nil }
        return text
    }

    @Test func previewsEveryChangeThenAppliesThemAsOneEdit() {
        var editor = Self.editor()
        editor.press("<C-r>zdję<tab>fot📸")
        #expect(
            right(editor, 1...6) == [
                " Replace · Tab next field · Alt-c case · Enter preview · Esc cancel",
                " Find         zdję",
                " Replace with fot📸",
                " In           pl",
                " Case         must match (Alt-c: ignore case) · in Polish",
                "",
            ])
        editor.press("<enter>")
        #expect(
            right(editor, 1...14) == [
                " Replace · ↑↓ scroll · Enter apply all (one edit: u undoes it) · Esc back",
                " Find         zdję",
                " Replace with fot📸",
                " In           pl",
                " Case         must match (Alt-c: ignore case) · in Polish",
                "",
                " 5 occurrences in 5 strings of 2 keys                                 1/5",
                " save.photo     pl Zapisz zdjęcie 📷         → Zapisz fot📸cie 📷",
                " photos › one   pl %d zdjęcie                → %d fot📸cie",
                " photos › few   pl %d zdjęcia                → %d fot📸cia",
                " photos › many  pl %d zdjęć                  → %d fot📸ć",
                " photos › other pl %d zdjęcia                → %d fot📸cia",
                "",
                "",
            ])
        #expect(
            editor.rows.last
                == " REPLACE  saved · Polish: 3/4 translated · 1 need review                     Enter apply · Esc back"
        )
        editor.press("<down><down>")
        let screen = editor.render()
        #expect(screen[editor.state.replaceRect!.x + 1, 10].style.reverse, "the third change is selected")
        #expect(!screen[editor.state.replaceRect!.x + 1, 8].style.reverse)
        #expect(right(editor, 7...7) == [" 5 occurrences in 5 strings of 2 keys                                 3/5"])
        editor.press("<enter>")
        #expect(editor.state.mode == .browse)
        #expect(editor.state.message == "replaced 5 occurrences in 5 strings of 2 keys")
        #expect(
            String(decoding: editor.state.project.files.first { $0.fileName == "pl.json" }!.bytes, as: UTF8.self)
                == #"""
                {"save": "Zapisz", "save.photo": "Zapisz fot📸cie 📷",
                 "photos": {"one": "%d fot📸cie", "few": "%d fot📸cia", "many": "%d fot📸ć", "other": "%d fot📸cia"},
                 "title": "Zdjęcia"}
                """#, "only the occurrences change; Zdjęcia does not match: case matters")
        #expect(editor.state.tracking.states.state(of: "save.photo", in: Self.pl) == .translated, "as typing records")
        #expect(
            editor.state.tracking.states.state(of: "save", in: Self.pl) == .needsReview, "not replaced, not confirmed")
        editor.press("u")
        #expect(editor.state.project.files.map(\.bytes) == TUITests.project(Self.files).files.map(\.bytes))
        #expect(editor.state.tracking.states.state(of: "save.photo", in: Self.pl) == .translated)
        #expect(editor.state.message == "undone: replace “zdję” with “fot📸” in 5 strings")
    }

    @Test func severalLanguagesIgnoringCase() {
        var editor = Self.editor()
        editor.press("<C-r>ZDJĘCIA<tab>Fotki<tab><C-u>pl ja base<A-c>")
        #expect(right(editor, 3...4) == [" Replace with Fotki", " In           pl ja base"])
        editor.press("<enter>")
        #expect(
            right(editor, 6...10) == [
                "",
                " 3 occurrences in 3 strings of 2 keys                                 1/3",
                " photos › few   pl %d zdjęcia                → %d Fotki",
                " photos › other pl %d zdjęcia                → %d Fotki",
                " title          pl Zdjęcia                   → Fotki",
            ])
        editor.press("<esc><S-tab><S-tab><C-u>📷<tab><C-u>🖼️<enter>")
        #expect(
            right(editor, 6...10) == [
                "",
                " 3 occurrences in 3 strings of 1 key                                  1/3",
                " save.photo pl   Zapisz zdjęcie 📷          → Zapisz zdjęcie 🖼️",
                " save.photo ja   写真を保存 📷              → 写真を保存 🖼️",
                " save.photo base Save the photo 📷          → Save the photo 🖼️",
            ])
        editor.press("<enter>")
        #expect(text(editor, "save.photo", Self.pl) == "Zapisz zdjęcie 🖼️")
        #expect(text(editor, "save.photo", Self.ja) == "写真を保存 🖼️")
        #expect(text(editor, "save.photo", .base) == "Save the photo 🖼️")
        #expect(editor.state.message == "replaced 3 occurrences in 3 strings of 1 key")
        editor.press("u")
        #expect(editor.state.project.files.map(\.bytes) == TUITests.project(Self.files).files.map(\.bytes))
    }

    /// The pane as it waits for the search under way, if it does.
    func finding(_ editor: HeadlessEditor) -> Int? {
        guard case .replacing(let pane) = editor.state.mode else { return nil }
        return pane.finding
    }

    @Test func theChangesAreFoundInTheBackgroundWhileTheFormStaysLive() {
        var editor = Self.editor()
        editor.holdsLongWork = true
        editor.press("<C-r>zdję<enter>")
        #expect(right(editor, 1...2) == [" Replace · finding the changes… · Esc stop", " Find         zdję"])
        #expect(editor.rows.last?.hasSuffix("Esc stop") == true)
        #expect(editor.heldWork.count == 1)
        editor.press("<enter>")
        #expect(editor.heldWork.count == 1, "a second Enter waits for the search under way")
        editor.finishHeldWork()
        #expect(
            right(editor, 7...8) == [
                " 5 occurrences in 5 strings of 2 keys                                 1/5",
                " save.photo     pl Zapisz zdjęcie 📷         → Zapisz cie 📷",
            ])
        // The form edited while a search runs: its answer, for another search, is not shown.
        editor.press("<esc><enter>x")
        #expect(finding(editor) == nil)
        editor.finishHeldWork()
        #expect(
            right(editor, 1...2) == [
                " Replace · Tab next field · Alt-c case · Enter preview · Esc cancel", " Find         zdjęx",
            ])
        // Esc stops the search under way, then closes the form.
        editor.press("<enter>")
        #expect(finding(editor) != nil)
        editor.press("<esc>")
        #expect(finding(editor) == nil)
        editor.finishHeldWork()
        #expect(right(editor, 1...1) == [" Replace · Tab next field · Alt-c case · Enter preview · Esc cancel"])
        editor.press("<esc>")
        #expect(editor.state.mode == .browse)
    }

    @Test func aSearchAnsweredAfterTheProjectChangedIsMadeAgainOnTheProjectAsItIsNow() {
        var editor = Self.editor()
        editor.holdsLongWork = true
        editor.press("<C-r>zdję<tab>fot<enter>")
        #expect(editor.heldWork.count == 1)
        // pl.json, without edits, changed on disk and read again while the search runs.
        let ours = editor.state.project.files.first { $0.fileName == "pl.json" }!.bytes
        let theirs = Array(
            String(decoding: ours, as: UTF8.self).replacingOccurrences(of: "Zapisz zdjęcie", with: "Zdjęcie").utf8)
        editor.send(.reloaded([("pl.json", theirs, ours)], DiskState(directory: "/nonexistent"), failures: []))
        #expect(editor.state.project.files.first { $0.fileName == "pl.json" }!.bytes == theirs)
        editor.finishHeldWork()
        #expect(finding(editor) != nil, "the search, made on the project before the reload, is made again")
        editor.finishHeldWork()
        // "Zdjęcie 📷" no longer matches (case matters): the answer made before the reload had 5 changes.
        #expect(
            right(editor, 7...8) == [
                " 4 occurrences in 4 strings of 1 key                                  1/4",
                " photos › one   pl %d zdjęcie                → %d fotcie",
            ])
    }

    @Test func whatTheFormRefuses() {
        var editor = Self.editor()
        editor.press("<C-r><enter>")
        #expect(editor.state.message == "type the text to find")
        editor.press("kot<tab><tab><C-u>pl xx<enter>")
        #expect(editor.state.message == "✗ there is no language xx in this project")
        editor.press("<C-u>pl<enter>")
        #expect(editor.state.message == "no text in pl contains “kot”")
        if case .replacing(let pane) = editor.state.mode {
            #expect(pane.preview == nil)
        } else {
            Issue.record("closed")
        }
        editor.press("<esc>")
        #expect(editor.state.mode == .browse)
        #expect(editor.state.message == "nothing replaced")
        #expect(HelpPane.lines(.standard).contains { $0.left.map(\.text).joined().contains("Ctrl-R") })
    }

    /// A replacement longer than the text it replaces stays in view in a cut row: "Lumi" → "Lumina" near the end
    /// of a Russian text once showed "Добро пожаловать в Lumi…" on both sides.
    @Test func aCutRowShowsTheReplacement() {
        let change = TextReplacement(
            language: .tag(LanguageTag("ru")!), address: EntryAddress(key: "welcome.title"),
            before: "Добро пожаловать в Lumi 📷", after: "Добро пожаловать в Lumina 📷", occurrences: 1)
        let (before, after) = ReplacePane.excerpts(change, search: LiteralSearch("Lumi"), columns: 24)
        #expect(before == "…овать в Lumi 📷")
        #expect(after == "…овать в Lumina 📷")
        let short = ReplacePane.excerpts(change, search: LiteralSearch("Добро"), columns: 24)
        #expect(short == ("Добро пожаловать в Lumi…", "Добро пожаловать в Lumi…"))
    }

    @Test func thePreviewAloneScrollsWithACount() {
        var files: [String: String] = [:]
        files["base.json"] =
            "{" + (1...30).map { "\"k\(String(format: "%02d", $0))\": \"Save\"" }.joined(separator: ", ") + "}"
        files["pl.json"] =
            "{" + (1...30).map { "\"k\(String(format: "%02d", $0))\": \"Zażółć 👍🏽 \($0)\"" }.joined(separator: ", ")
            + "}"
        let project = TUITests.project(files)
        var pane = ReplacePane(languages: "pl")
        for character in "ółć" { _ = pane.update(.insert(String(character))) }
        _ = pane.update(.nextField)
        _ = pane.update(.insert("olc 中文"))
        #expect(pane.update(.accept) == .findChanges)
        _ = pane.update(.show(project.replacements(of: pane.search, with: "olc 中文", in: [Self.pl])))
        _ = pane.update(.move(by: 7, rows: 5))
        let screen = PaneViews.alone(Rect(x: 0, y: 0, width: 60, height: 12)) {
            pane.render(ReplacePane.Slice(languageNames: ["pl": "Polish"]), into: &$0, rect: $1)
        }
        PaneViews.expect(
            screen,
            rows: [
                " Replace · ↑↓ scroll · Enter apply all (one edit: u undoes …",
                " Find         ółć",
                " Replace with olc 中文",
                " In           pl",
                " Case         must match (Alt-c: ignore case) · in Polish",
                "",
                " 30 occurrences in 30 strings of 30 keys               8/30",
                " k04 pl Zażółć 👍🏽 4            → Zażolc 中文 👍🏽 4",
                " k05 pl Zażółć 👍🏽 5            → Zażolc 中文 👍🏽 5",
                " k06 pl Zażółć 👍🏽 6            → Zażolc 中文 👍🏽 6",
                " k07 pl Zażółć 👍🏽 7            → Zażolc 中文 👍🏽 7",
                " k08 pl Zażółć 👍🏽 8            → Zażolc 中文 👍🏽 8",
            ],
            styles: [
                "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP",
                "lllllllllllllluuu",
                "lllllllllllllluuuuuuuu",
                "lllllllllllllluu",
                "llllllllllllll                               ffffffffffff",
                "",
                "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb               fffff",
                "    llll                        fffmmmmmmmmmmmmmmmmmm",
                "    llll                        fffmmmmmmmmmmmmmmmmmm",
                "    llll                        fffmmmmmmmmmmmmmmmmmm",
                "    llll                        fffmmmmmmmmmmmmmmmmmm",
                "rrrrLLLLrrrrrrrrrrrrrrrrrrrrrrrrFFFMMMMMMMMMMMMMMMMMMrrrrrrr",
            ])
        #expect(pane.update(.accept) == .apply(project.replacements(of: pane.search, with: "olc 中文", in: [Self.pl])))
    }
}
