import Foundation
import Testing

@testable import Engine

/// Writing an edit of a file another program changed meanwhile: merged under the lock, or refused with the
/// conflicting entries; and the editor's merge of a file changed on disk (`DiskState.merge`).
@Suite struct EditWriteTests {
    static let base = "{\n    \"title\": \"Cars\",\n    \"bye\": \"Bye\"\n}\n"
    /// The edit: `title` changed.
    static let ours = "{\n    \"title\": \"Autos\",\n    \"bye\": \"Bye\"\n}\n"

    /// A folder with `pl.json` as `base`, read as an edit starts, then rewritten by another program as `theirs`.
    private func changedAfterReading(_ theirs: String) throws -> (TemporaryFolder, LoadedFile) {
        let folder = try TemporaryFolder()
        try folder.write("pl.json", Self.base)
        let loaded = try AtomicFile.read(folder.file("pl.json"))
        try folder.write("pl.json", theirs)
        return (folder, loaded)
    }

    @Test func anUnchangedFileGetsTheEditAsItIs() throws {
        let (folder, loaded) = try changedAfterReading(Self.base)
        defer { folder.remove() }
        #expect(try AtomicFile.write(Array(Self.ours.utf8), to: folder.file("pl.json"), editing: loaded) == .written)
        #expect(try folder.contents("pl.json") == Self.ours)
    }

    @Test func anotherKeyChangedMeanwhileIsKeptAndTheEditMergedIn() throws {
        // Another program changed "bye" and added a key, in its own spacing.
        let (folder, loaded) = try changedAfterReading("{\"title\": \"Cars\", \"bye\": \"Tschüss\", \"new\": \"N\"}")
        defer { folder.remove() }
        let merged = "{\n    \"title\": \"Autos\",\n    \"bye\": \"Tschüss\",\n    \"new\": \"N\"\n}\n"
        #expect(
            try AtomicFile.write(Array(Self.ours.utf8), to: folder.file("pl.json"), editing: loaded)
                == .merged(Array(merged.utf8)))
        #expect(try folder.contents("pl.json") == merged)
        #expect(try folder.names() == ["pl.json"])
    }

    @Test func theSameEntryChangedDifferentlyIsRefusedWithBothTexts() throws {
        let theirs = "{\n    \"title\": \"Wagen\",\n    \"bye\": \"Bye\"\n}\n"
        let (folder, loaded) = try changedAfterReading(theirs)
        defer { folder.remove() }
        let error = #expect(throws: FileAccessError.self) {
            try AtomicFile.write(Array(Self.ours.utf8), to: folder.file("pl.json"), editing: loaded)
        }
        #expect(
            error?.reason
                == .conflictingEdits([
                    MergeConflict(key: "title", variant: nil, base: "\"Cars\"", ours: "\"Autos\"", theirs: "\"Wagen\"")
                ]))
        #expect(
            error?.description
                == "cannot write pl.json: another program changed \"title\" on disk meanwhile, differently than this "
                + "edit; nothing was written")
        #expect(try folder.contents("pl.json") == theirs)
    }

    @Test func theSameChangeMadeMeanwhileWritesNothing() throws {
        let (folder, loaded) = try changedAfterReading(Self.ours)
        defer { folder.remove() }
        #expect(
            try AtomicFile.write(Array(Self.ours.utf8), to: folder.file("pl.json"), editing: loaded) == .alreadyOnDisk)
        #expect(try folder.contents("pl.json") == Self.ours)
    }

    @Test func aDeletedOrUnparsableFileIsRefused() throws {
        let (folder, loaded) = try changedAfterReading("{\"title\": ")
        defer { folder.remove() }
        let error = #expect(throws: FileAccessError.self) {
            try AtomicFile.write(Array(Self.ours.utf8), to: folder.file("pl.json"), editing: loaded)
        }
        guard case .unmergeable(.unparsable(.theirs, _)) = error?.reason else {
            Issue.record("not unmergeable: \(String(describing: error))")
            return
        }
        #expect(try folder.contents("pl.json") == "{\"title\": ")
        try FileManager.default.removeItem(atPath: folder.file("pl.json"))
        #expect(throws: FileAccessError(path: folder.file("pl.json"), operation: .write, reason: .deletedOnDisk)) {
            try AtomicFile.write(Array(Self.ours.utf8), to: folder.file("pl.json"), editing: loaded)
        }
        // A new file: written when there is none, refused when one appeared meanwhile.
        #expect(try AtomicFile.write(Array("{}".utf8), to: folder.file("de.json"), editing: nil) == .written)
        #expect(throws: FileAccessError(path: folder.file("de.json"), operation: .write, reason: .alreadyExists)) {
            try AtomicFile.write(Array("{ }".utf8), to: folder.file("de.json"), editing: nil)
        }
        #expect(try folder.contents("de.json") == "{}")
    }

    @Test func theEditorMergesTheDiskVersionAndSavesOverItOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("base.json", Self.base)
        try folder.write("pl.json", Self.base)
        var (project, disk) = try Project.loadForEditing(directory: folder.path)
        let index = project.files.firstIndex { $0.fileName == "pl.json" }!
        project.replaceFile(at: index, bytes: Array(Self.ours.utf8))
        let theirs = "{\n  \"title\": \"Cars\",\n  \"bye\": \"Na razie\"\n}\n"
        try folder.write("pl.json", theirs)

        let merge = try disk.merge("pl.json", ours: project.files[index].bytes)
        #expect(merge.result.isClean)
        let merged = "{\n    \"title\": \"Autos\",\n    \"bye\": \"Na razie\"\n}\n"
        #expect(merge.result.bytes == Array(merged.utf8))
        #expect(disk.save(project).conflicts.map(\.kind) == [.changedOnDisk], "not accepted yet: saving refuses")
        disk.accept(merge)
        project.replaceFile(at: index, bytes: merge.result.bytes)
        #expect(disk.unsavedFiles(in: project) == ["pl.json"])
        #expect(disk.save(project).written == ["pl.json"])
        #expect(try folder.contents("pl.json") == merged)

        try FileManager.default.removeItem(atPath: folder.file("pl.json"))
        #expect(throws: FileAccessError(path: folder.file("pl.json"), operation: .merge, reason: .notFound)) {
            try disk.merge("pl.json", ours: [])
        }
        #expect(
            FileAccessError(path: "pl.json", operation: .merge, reason: .notFound).description
                == "cannot merge pl.json: the file does not exist")
    }
}
