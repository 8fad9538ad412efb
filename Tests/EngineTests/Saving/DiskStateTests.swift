import Foundation
import TestSupport
import Testing

@testable import Engine

private let pl = FileLanguage.tag(LanguageTag("pl")!)

/// A project folder of three languages, loaded for editing.
private struct Fixture {
    let folder: TemporaryFolder
    var project: Project
    var disk: DiskState

    static let files = [
        "base.json": "{\n    \"welcome\": \"Welcome\",\n    \"bye\": \"Bye\"\n}\n",
        "pl.json": "{\n    \"welcome\": \"Witaj\",\n    \"bye\": \"Pa\"\n}\n",
        "de.json": "{\"welcome\": \"Willkommen\"}",
        "expressions.json": #"{"base": {}}"#,
    ]

    init() throws {
        folder = try TemporaryFolder()
        for (name, text) in Self.files { try folder.write(name, text) }
        (project, disk) = try Project.loadForEditing(directory: folder.path)
    }

    /// `project` with `text` set at `key` in `language`.
    func editing(_ key: String, _ text: String, in language: FileLanguage = pl) throws -> Project {
        var edited = project
        let document = try #require(project.files[project.fileIndex(of: language)!].document())
        edited.apply(try LanguageEdits.settingString(text, at: EntryAddress(key: key), in: document), to: language)
        return edited
    }

    /// Size, time and inode of every file, to check that saving left a file alone.
    func statuses() -> [String: FileStatus] {
        Self.files.keys.reduce(into: [:]) { $0[$1] = FileStatus(path: folder.file($1)) }
    }

    /// Writes a file as another program would, with a modification time that differs from the current one.
    func writeExternally(_ name: String, _ text: String) throws {
        try folder.write(name, text)
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        utimensat(AT_FDCWD, folder.file(name), &times, 0)
    }
}

@Suite struct DiskStateTests {
    @Test func savingWritesOnlyTheEditedFileWithExactlyItsNewBytes() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        let before = fixture.statuses()
        chmod(fixture.folder.file("pl.json"), 0o640)
        let edited = try fixture.editing("bye", "Do widzenia")
        #expect(fixture.disk.unsavedFiles(in: fixture.project).isEmpty)
        #expect(fixture.disk.unsavedFiles(in: edited) == ["pl.json"])

        let report = fixture.disk.save(edited)
        #expect(report.written == ["pl.json"])
        #expect(report.isComplete)
        #expect(report.bytesWritten == edited.files[edited.fileIndex(of: pl)!].bytes.count)
        #expect(report.description == "saved pl.json (\(report.bytesWritten) bytes)")
        #expect(
            try fixture.folder.contents("pl.json")
                == "{\n    \"welcome\": \"Witaj\",\n    \"bye\": \"Do widzenia\"\n}\n")
        #expect(try fixture.folder.mode("pl.json") == 0o640)
        let after = fixture.statuses()
        for name in Fixture.files.keys where name != "pl.json" { #expect(after[name] == before[name], "\(name)") }
        #expect(try fixture.folder.names() == Fixture.files.keys.sorted())
        #expect(!fixture.disk.hasUnsavedChanges(edited))
        #expect(fixture.disk.save(edited).description == "nothing to save")
    }

    @Test func anUndoneEditIsCleanAndSavingTheOldValueRestoresTheFile() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        let original = fixture.project
        let edited = try fixture.editing("welcome", "Cześć")
        // Undone before saving: nothing to write.
        #expect(fixture.disk.unsavedFiles(in: original).isEmpty)

        #expect(fixture.disk.save(edited).written == ["pl.json"])
        #expect(fixture.disk.unsavedFiles(in: original) == ["pl.json"])
        #expect(fixture.disk.save(original).written == ["pl.json"])
        #expect(try fixture.folder.contents("pl.json") == Fixture.files["pl.json"])
        #expect(fixture.disk.unsavedFiles(in: original).isEmpty)
        #expect(fixture.disk.unsavedFiles(in: edited) == ["pl.json"])
    }

    @Test func aFileChangedOnDiskIsAConflictUntilOverwrittenOrReloaded() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        let edited = try fixture.editing("bye", "Nara")
        let external = "{\n    \"welcome\": \"Witajcie\",\n    \"bye\": \"Pa\"\n}\n"
        try fixture.writeExternally("pl.json", external)

        let refused = fixture.disk.save(edited)
        #expect(refused.written.isEmpty)
        #expect(refused.conflicts == [SaveConflict(fileName: "pl.json", kind: .changedOnDisk)])
        #expect(refused.description == "pl.json was changed on disk by another program since it was loaded")
        #expect(refused.notWritten == ["pl.json"])
        #expect(try fixture.folder.contents("pl.json") == external)
        #expect(fixture.disk.unsavedFiles(in: edited) == ["pl.json"])

        // Reload: the file's edits give way to the disk.
        var reloaded = edited
        try fixture.disk.reload("pl.json", into: &reloaded)
        #expect(reloaded.resolve("welcome", language: "pl").value == "Witajcie")
        #expect(reloaded.resolve("bye", language: "pl").value == "Pa")
        #expect(fixture.disk.unsavedFiles(in: reloaded).isEmpty)
        expectIndexMatchesFreshLoad(reloaded)

        // Overwrite: the edit wins.
        try fixture.writeExternally("pl.json", external + " ")
        #expect(fixture.disk.save(edited).conflicts.map(\.kind) == [.changedOnDisk])
        let forced = fixture.disk.save(edited, overwriting: ["pl.json"])
        #expect(forced.written == ["pl.json"])
        #expect(try fixture.folder.contents("pl.json").contains("Nara"))
        #expect(fixture.disk.unsavedFiles(in: edited).isEmpty)
    }

    @Test func aFileOnlyTouchedOnDiskIsNotAConflict() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        try fixture.writeExternally("pl.json", Fixture.files["pl.json"]!)
        #expect(fixture.disk.externalChanges().isEmpty)
        #expect(fixture.disk.save(try fixture.editing("bye", "Nara")).written == ["pl.json"])
    }

    @Test func aDeletedFileIsAConflictAndCannotBeReloaded() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        let edited = try fixture.editing("bye", "Nara")
        try FileManager.default.removeItem(atPath: fixture.folder.file("pl.json"))
        #expect(fixture.disk.externalChanges() == [ExternalChange(fileName: "pl.json", kind: .deleted)])
        #expect(fixture.disk.save(edited).conflicts == [SaveConflict(fileName: "pl.json", kind: .deletedOnDisk)])
        var project = edited
        #expect(throws: FileAccessError(path: fixture.folder.file("pl.json"), operation: .read, reason: .notFound)) {
            try fixture.disk.reload("pl.json", into: &project)
        }
        #expect(fixture.disk.save(edited, overwriting: ["pl.json"]).written == ["pl.json"])
        #expect(try fixture.folder.contents("pl.json").contains("Nara"))
    }

    @Test func anAddedLanguageIsCreatedUnlessAFileAppearedMeanwhile() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        var edited = fixture.project
        let result = try LanguageEdits.creatingFile(
            setting: "Bienvenue", at: EntryAddress(key: "welcome"), like: fixture.project.files[0].document())
        edited.apply(result, to: .tag(LanguageTag("fr")!))
        #expect(fixture.disk.unsavedFiles(in: edited) == ["fr.json"])

        try fixture.folder.write("fr.json", "{}")
        #expect(fixture.disk.save(edited).conflicts == [SaveConflict(fileName: "fr.json", kind: .createdOnDisk)])
        try FileManager.default.removeItem(atPath: fixture.folder.file("fr.json"))
        #expect(fixture.disk.save(edited).written == ["fr.json"])
        #expect(try fixture.folder.contents("fr.json") == "{\n    \"welcome\": \"Bienvenue\"\n}\n")
    }

    @Test func aProjectBuiltInMemoryIsSavedAsNewFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let project = Project(directory: folder.path, contents: ["base.json": Array(#"{"a": "b"}"#.utf8)])
        var disk = DiskState(directory: folder.path)
        #expect(disk.unsavedFiles(in: project) == ["base.json"])
        #expect(disk.save(project).written == ["base.json"])
        #expect(try folder.contents("base.json") == #"{"a": "b"}"#)
    }

    @Test(.enabled(if: ReadOnlyFolder.isPossible, "cannot make a folder read-only here"))
    func aWriteIntoAReadOnlyFolderFailsAndKeepsTheFileAndTheEdit() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        let edited = try fixture.editing("bye", "Nara")
        #expect(ReadOnlyFolder.lock(fixture.folder.path))
        let report = fixture.disk.save(edited)
        ReadOnlyFolder.unlock(fixture.folder.path)
        #expect(report.written.isEmpty && report.conflicts.isEmpty)
        #expect(report.failures.map(\.description) == ["cannot write pl.json: the folder is read-only"])
        #expect(try fixture.folder.contents("pl.json") == Fixture.files["pl.json"])
        #expect(try fixture.folder.names() == Fixture.files.keys.sorted())
        #expect(fixture.disk.unsavedFiles(in: edited) == ["pl.json"])
        #expect(fixture.disk.save(edited).written == ["pl.json"])
    }

    @Test func aFullDiskIsReportedPerFileAndTheOtherFilesAreSaved() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        let edited = try fixture.editing("bye", "Nara")
        var both = edited
        let base = try #require(both.files[0].document())
        both.apply(try LanguageEdits.settingString("Goodbye", at: EntryAddress(key: "bye"), in: base), to: .base)
        let report = fixture.disk.save(both, overwriting: [], failing: (.writeBytes, ENOSPC))
        #expect(
            report.description
                == "cannot write base.json: the disk is full\ncannot write pl.json: the disk is full")
        #expect(try fixture.folder.contents("base.json") == Fixture.files["base.json"])
        #expect(fixture.disk.unsavedFiles(in: both) == ["base.json", "pl.json"])
        let saved = fixture.disk.save(both)
        #expect(saved.written == ["base.json", "pl.json"])
    }

    /// The state sidecar: absent at load, no change until another program creates it; then a change, read again
    /// into the project; the editor's own write of it (`recordWritten`) no change; another program's, one again.
    @Test func theStateSidecarIsWatchedFromBeforeItExists() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        let path = ProjectFiles.stateSidecarPath
        #expect(fixture.disk.externalChanges().isEmpty)
        try FileManager.default.createDirectory(
            atPath: fixture.folder.file(".glossa"), withIntermediateDirectories: true)
        let theirs = "[\"pl\",\"bye\",\"needs-review\",\"0000000000000001\"]\n"
        try fixture.writeExternally(path, theirs)
        #expect(fixture.disk.externalChanges().map(\.description) == ["\(path) changed on disk"])
        try fixture.disk.reload(path, into: &fixture.project)
        #expect(fixture.project.stateSidecar == Array(theirs.utf8))
        #expect(fixture.disk.externalChanges().isEmpty)
        // Written by the editor (as `StateSidecar.update` does), then recorded: not another program's change.
        let mine = theirs + "[\"pl\",\"welcome\",\"translated\",\"0000000000000002\"]\n"
        try fixture.writeExternally(path, mine)
        fixture.disk.recordWritten(path, bytes: Array(mine.utf8))
        #expect(fixture.disk.externalChanges().isEmpty)
        try FileManager.default.removeItem(atPath: fixture.folder.file(path))
        #expect(fixture.disk.externalChanges().map(\.description) == ["\(path) was deleted on disk"])
    }

    @Test func externalChangesAreFoundFromTheirStatusAndBytes() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        #expect(fixture.disk.externalChanges().isEmpty)
        try fixture.writeExternally("de.json", #"{"welcome": "Hallo"}"#)
        try fixture.writeExternally("expressions.json", #"{"base": {"ten": "ie:x=10"}}"#)
        let expected = [
            ExternalChange(
                fileName: "de.json", kind: .modified,
                contentHash: FileFingerprint.hash(Array(#"{"welcome": "Hallo"}"#.utf8))),
            ExternalChange(
                fileName: "expressions.json", kind: .modified,
                contentHash: FileFingerprint.hash(Array(#"{"base": {"ten": "ie:x=10"}}"#.utf8))),
        ]
        #expect(fixture.disk.externalChanges() == expected)
        // Asked again without a new change: the same answer.
        #expect(fixture.disk.externalChanges() == expected)
        #expect(expected.map(\.description) == ["de.json changed on disk", "expressions.json changed on disk"])

        try fixture.disk.reload("de.json", into: &fixture.project)
        try fixture.disk.reload("expressions.json", into: &fixture.project)
        #expect(fixture.disk.externalChanges().isEmpty)
        #expect(fixture.project.resolve("welcome", language: "de").value == "Hallo")
        #expect(fixture.project.expressions.definitions(for: .base)["ten"] != nil)
        #expect(fixture.disk.unsavedFiles(in: fixture.project).isEmpty)
    }

    @Test func newSharedExpressionsAreSavedLikeAnEdit() throws {
        var fixture = try Fixture()
        defer { fixture.folder.remove() }
        var edited = fixture.project
        edited.replaceAuxiliaryFile(named: "expressions.json", bytes: Array(#"{"base": {"ten": "ie:x=10"}}"#.utf8))
        #expect(fixture.disk.unsavedFiles(in: edited) == ["expressions.json"])
        #expect(fixture.disk.save(edited).written == ["expressions.json"])
        #expect(try fixture.folder.contents("expressions.json") == #"{"base": {"ten": "ie:x=10"}}"#)
    }

    @Test func aFileChangedWhileLoadingIsAChangeAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base.json", #"{"a": "b"}"#)
        let start = FileFingerprint.Timestamp.now
        let project = try Project.load(directory: folder.path)
        // Another program writes between the read and the capture of the disk state.
        try folder.write("base.json", #"{"a": "c"}"#)
        var disk = DiskState(capturing: project, loadedSince: start)
        #expect(
            disk.externalChanges() == [
                ExternalChange(
                    fileName: "base.json", kind: .modified,
                    contentHash: FileFingerprint.hash(Array(#"{"a": "c"}"#.utf8)))
            ])
        var edited = project
        edited.replaceFile(at: 0, bytes: Array(#"{"a": "d"}"#.utf8))
        #expect(disk.save(edited).conflicts.map(\.kind) == [.changedOnDisk])
        #expect(try folder.contents("base.json") == #"{"a": "c"}"#)
    }
}
