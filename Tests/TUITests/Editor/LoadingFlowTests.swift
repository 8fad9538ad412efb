import EditorCore
import Engine
import Foundation
import Testing

@testable import EditorCore

/// The editor on a project read for its source language only (`EditingLoad.begin`): the first frame shows the
/// source's keys with the loading progress, keys pressed meanwhile are answered, and once the rest is read (the
/// `.loaded` event) the screen is the screen of an editor opened on the whole project.
@Suite struct LoadingFlowTests {
    /// The sample project, the acceptance suite's projects (every format) and fixture projects of several formats.
    static let folders: [String] = {
        let manager = FileManager.default
        var folders = [packageRoot.appendingPathComponent("sample-project").path]
        let roots = [
            "Tests/Acceptance/Projects", "Tests/EngineTests/Fixtures/StringsDict",
            "Tests/EngineTests/Fixtures/AppleStrings", "Tests/EngineTests/Fixtures/Gettext",
        ]
        for root in roots {
            let folder = packageRoot.appendingPathComponent(root)
            for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                var isFolder: ObjCBool = false
                let path = folder.appendingPathComponent(name).path
                if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { folders.append(path) }
            }
        }
        // A catalog file, which holds every language: the first step reads it whole.
        folders.append(
            packageRoot.appendingPathComponent("Tests/EngineTests/Fixtures/StringCatalog/hex__Localizable.xcstrings")
                .path)
        return folders.filter { (try? Project.load(directory: $0)) != nil }
    }()

    /// An editor on the project at `path` read for its source language only, and what finishing the load gives.
    static func opening(_ path: String) throws -> (editor: HeadlessEditor, whole: Project, disk: DiskState) {
        let opening = try EditingLoad.begin(directory: path)
        let editor = HeadlessEditor(project: opening.project)
        let (whole, disk) = opening.finish()
        return (editor, whole, disk)
    }

    @Test func theFirstFrameShowsTheSourceKeysAndTheProgress() throws {
        let (editor, whole, _) = try Self.opening(packageRoot.appendingPathComponent("sample-project").path)
        let rows = editor.rows
        let counts = whole.fileCounts
        #expect(editor.state.loading == Progress(label: "loading", done: 1, total: counts.all))
        #expect(rows.last?.contains("loading 1/\(counts.all) files") == true, "\(rows.last ?? "")")
        // The header counts every language, and says nothing of findings yet.
        #expect(rows[0].contains("\(whole.languages.count) languages"))
        #expect(rows[0].contains("checking…"))
        // The source's keys, in its order, and its text in the languages pane; no other language yet.
        #expect(row(containing: "welcome.title", in: rows) != nil)
        #expect(row(containing: "Welcome to Lumi", in: rows) != nil)
        #expect(row(containing: "Witamy", in: rows) == nil)
        #expect(editor.state.project.files.count == 1)
    }

    @Test func progressEventsMoveTheStatusLine() throws {
        var (editor, _, _) = try Self.opening(packageRoot.appendingPathComponent("sample-project").path)
        let total = editor.state.loading?.total ?? 0
        editor.send(.loadProgress(Progress(label: "loading", done: 5, total: total)))
        #expect(editor.rows.last?.contains("loading 5/\(total) files") == true)
    }

    @Test func browsingDuringTheLoadIsKeptWhenTheProjectArrives() throws {
        let path = packageRoot.appendingPathComponent("sample-project").path
        var (editor, whole, disk) = try Self.opening(path)
        // Moving, a filter, the preview's number and another pane: answered at once.
        editor.press("jj/count<enter>j#3<enter><tab>")
        #expect(row(containing: "likes.count", in: editor.rows) != nil)
        let selected = try #require(editor.state.selectedKey)
        editor.send(.loaded(whole, disk))
        #expect(editor.state.selectedKey == selected)
        // The same filter typed on the whole project matches more keys while it is typed (values of every
        // language): the same key is chosen in it by hand.
        var fresh = HeadlessEditor(project: whole, disk: disk, perform: { $0.computed() })
        fresh.press("/count<enter>")
        while fresh.state.selectedKey != selected, fresh.state.keyList.cursor < 10 { fresh.press("j") }
        fresh.press("#3<enter><tab>")
        #expect(editor.rows == fresh.rows)
        #expect(editor.state.loading == nil)
    }

    @Test func anEditTypedDuringTheLoadWaitsForItAndIsThenMade() throws {
        let path = packageRoot.appendingPathComponent("sample-project").path
        var (editor, whole, disk) = try Self.opening(path)
        let keys = "<tab><enter><C-u>Edited<enter>"
        editor.press(keys)
        // Enter (an edit) and everything after it wait; what came before it is done.
        #expect(editor.state.focus == .languages)
        #expect(editor.state.mode == .browse)
        #expect(editor.state.held.count == 9)
        #expect(editor.rows.last?.contains(" saved · loading 1/8 files, 9 keys wait") == true, "\(editor.rows)")
        #expect(editor.state.disk.unsavedFiles.isEmpty)
        editor.send(.loaded(whole, disk))
        var fresh = HeadlessEditor(project: whole, disk: disk, perform: { $0.computed() })
        fresh.press(keys)
        #expect(!editor.state.disk.unsavedFiles.isEmpty)
        #expect(editor.state.disk.unsavedFiles == fresh.state.disk.unsavedFiles)
        #expect(editor.rows == fresh.rows)
    }

    /// Each action that needs every language waits; the others are done at once.
    @Test func whatWaitsForTheLoad() throws {
        let path = packageRoot.appendingPathComponent("sample-project").path
        for keys in ["<enter>", "r", "a", "d", "<C-s>", "u", "<C-y>", "m", "e", "t", "n", "N", "c", "R", "L", "<C-r>"] {
            var (editor, _, _) = try Self.opening(path)
            editor.press(keys)
            #expect(editor.state.held.count == 1, "\(keys)")
        }
        for keys in ["j", "<tab>", "/", "#", "w", "?", "E", "s", "<esc>", "+", "-", "G"] {
            var (editor, _, _) = try Self.opening(path)
            editor.press(keys)
            #expect(editor.state.held.isEmpty, "\(keys)")
        }
    }

    @Test func quittingDuringTheLoadQuitsAtOnce() throws {
        var (editor, _, _) = try Self.opening(packageRoot.appendingPathComponent("sample-project").path)
        editor.press("q")
        #expect(editor.hasQuit)
        // With keys waiting, q is one of them (text for a field, perhaps); Ctrl-C quits.
        var (waiting, _, _) = try Self.opening(packageRoot.appendingPathComponent("sample-project").path)
        waiting.press("<tab><enter>q")
        #expect(!waiting.hasQuit)
        waiting.press("<C-c>")
        #expect(waiting.hasQuit)
    }

    /// A folder without the source's file, and one whose source file is malformed, open as a whole load opens them.
    @Test(arguments: [
        ["pl.json": #"{"a": "A"}"#, "de.json": #"{"b": "B"}"#], ["base.json": #"{"a": "#, "pl.json": #"{"a": "A"}"#],
    ])
    func unusualFoldersOpenAsAWholeLoadDoes(files: [String: String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-loading-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        var (editor, whole, disk) = try Self.opening(folder.path)
        _ = editor.rows
        editor.send(.loaded(whole, disk))
        editor.press("j<tab>j")
        var fresh = HeadlessEditor(project: whole, disk: disk, perform: { $0.computed() })
        fresh.press("j<tab>j")
        #expect(editor.rows == fresh.rows)
    }

    /// Every format opens as a whole load opens it: after `.loaded`, the same screen, with the same findings.
    @Test(arguments: folders) func theProjectOnceLoadedIsTheWholeLoad(path: String) throws {
        var (editor, whole, disk) = try Self.opening(path)
        editor.send(.loaded(whole, disk))
        let (loaded, loadedDisk) = try Project.loadForEditing(directory: path)
        let fresh = HeadlessEditor(project: loaded, disk: loadedDisk, perform: { $0.computed() })
        #expect(editor.rows == fresh.rows)
        #expect(editor.state.project.files.map(\.fileName) == loaded.files.map(\.fileName))
        #expect(editor.state.project.keys == loaded.keys)
        #expect(editor.state.findings.list == fresh.state.findings.list)
    }
}
