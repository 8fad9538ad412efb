import EditorCore
import Engine
import Testing

@testable import EditorCore

/// The editor's states in a format that has its own (an `.xcstrings` catalog's `state`, a PO `fuzzy` flag): the
/// confirm and review keys and the copies write them into the file, as `glossa set --state` does, and no sidecar.
@Suite struct NativeStateFlowTests {
    static let pl = FileLanguage.tag(LanguageTag("pl")!)

    /// A catalog whose Polish `Cancel` is translated and `Save` new (needs translation).
    static let catalog = NativeStateCommandTests.catalog

    func bytes(_ editor: HeadlessEditor) -> String {
        String(decoding: editor.state.project.files[0].bytes, as: UTF8.self)
    }

    @Test func reviewAndConfirmWriteTheCatalogsState() {
        let project = Project(directory: "/tmp/catalog", contents: ["Localizable.xcstrings": Array(Self.catalog.utf8)])
        var polish = LanguageChoice()
        polish.targets = ["pl"]
        var editor = HeadlessEditor(project: project, width: 100, height: 30, languages: polish)
        editor.press("R")
        #expect(editor.state.message == "Cancel in pl: needs-review")
        #expect(bytes(editor) == Self.catalog.replacingOccurrences(of: "\"translated\"", with: "\"needs_review\""))
        #expect(editor.state.project.stateSidecar == nil, "the catalog keeps its own states")
        #expect(editor.state.tracking.states.state(of: "Cancel", in: Self.pl) == .needsReview)
        #expect(editor.rows.contains { $0.hasPrefix(" * Cancel") })
        editor.press("c")
        #expect(bytes(editor) == Self.catalog)
        #expect(editor.state.tracking.states.state(of: "Cancel", in: Self.pl) == .translated)
        editor.press("u")
        #expect(editor.state.tracking.states.state(of: "Cancel", in: Self.pl) == .needsReview)
    }

    @Test func typingClearsAPOEntrysFuzzyFlag() {
        let po = """
            msgid ""
            msgstr ""
            "Language: pl\\n"

            #, fuzzy, c-format
            msgid "Hello %s"
            msgstr "Cześć %s"

            """
        let project = Project(directory: "/tmp/po", contents: ["pl.po": Array(po.utf8)])
        var editor = HeadlessEditor(project: project, width: 100, height: 30)
        #expect(editor.state.tracking.states.state(of: "Hello %s", in: Self.pl) == .needsReview)
        editor.press("n<enter><C-u>Witaj %s<enter>")
        #expect(
            String(decoding: editor.state.project.files.first { $0.fileName == "pl.po" }!.bytes, as: UTF8.self)
                == po.replacingOccurrences(of: "#, fuzzy, c-format", with: "#, c-format").replacingOccurrences(
                    of: "Cześć", with: "Witaj"))
        #expect(editor.state.tracking.states.state(of: "Hello %s", in: Self.pl) == .translated)
        #expect(editor.state.project.stateSidecar == nil)
    }
}
