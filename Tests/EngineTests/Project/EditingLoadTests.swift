import Foundation
import Synchronization
import Testing

@testable import Engine

/// Opening a project for editing in two steps (`EditingLoad`): the source language's files first, then the
/// rest with progress, ending with what `Project.loadForEditing` gives, on every fixture project of every format.
@Suite struct EditingLoadTests {
    @Test(arguments: try LazyLoadingTests.folders())
    func theTwoStepsGiveTheWholeLoad(folder: String) throws {
        let opening = try EditingLoad.begin(directory: folder)
        let (whole, wholeDisk) = try Project.loadForEditing(directory: folder)
        let first = opening.project
        // The first step reads the source language's files (or the file that holds every language).
        #expect(first.isLoadedWhole || first.fileCounts.read < first.fileCounts.all)
        #expect(first.fileCounts.all == whole.fileCounts.all)
        var reported: [Int] = []
        let (project, disk) = opening.finish { reported.append($0) }
        #expect(project.isLoadedWhole)
        #expect(reported == reported.sorted())
        #expect(reported.last == (first.isLoadedWhole ? nil : whole.fileCounts.all))
        #expect(project.files.map(\.fileName) == whole.files.map(\.fileName))
        #expect(project.files.map(\.language) == whole.files.map(\.language))
        #expect(project.files.map(\.bytes) == whole.files.map(\.bytes))
        #expect(project.keys == whole.keys)
        #expect(project.problems.map(\.message) == whole.problems.map(\.message))
        #expect(disk.unsavedFiles(in: project).isEmpty)
        #expect(wholeDisk.unsavedFiles(in: project).isEmpty)
    }

    @Test func theRestIsReadAFewFilesAtATime() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("editing-load-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let tags = [
            "ar", "bg", "ca", "cs", "da", "de", "el", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja",
            "ko", "lt", "lv", "nl", "no", "pl", "pt", "ro", "ru", "sk", "sv", "tr",
        ]
        try Data(#"{"greeting": "Hello"}"#.utf8).write(to: root.appendingPathComponent("base.json"))
        for tag in tags {
            try Data(#"{"greeting": "Hello \#(tag)"}"#.utf8).write(to: root.appendingPathComponent("\(tag).json"))
        }
        let opening = try EditingLoad.begin(directory: root.path)
        #expect(opening.project.fileCounts.read == 1)
        #expect(opening.project.fileCounts.all == 31)
        var reported: [Int] = []
        let (project, _) = opening.finish { reported.append($0) }
        #expect(reported.count > 1)
        #expect(reported.last == 31)
        #expect(project.files.count == 31)
        #expect(project.fileCounts.read == 31)
    }
}
