import Foundation
import Testing

@testable import Engine

/// Validating again after an edit (`Validator.validateIndexed(_:after:)`) gives what validating the whole
/// project gives, for random edits of every kind the editor makes, on every fixture project.
@Suite struct IncrementalValidationTests {
    typealias Generator = IncrementalRereadTests.Generator

    static let root = IncrementalRereadTests.root

    /// The sample project and the fixture projects of validation, editing and every format: those held in
    /// folders, and each String Catalog and XLIFF file as a project of its own.
    static func projects() -> [Project] {
        let fixtures = root.appendingPathComponent("Tests/EngineTests/Fixtures")
        var folders = [root.appendingPathComponent("sample-project").path]
        var singleFiles: [Project] = []
        for group in ["StringCatalog", "XLIFF"] {
            let parent = fixtures.appendingPathComponent(group)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcstrings") || name.hasSuffix(".xliff") {
                // The large catalogs would take minutes in a debug build, and have nothing the small ones lack.
                guard let data = FileManager.default.contents(atPath: parent.appendingPathComponent(name).path),
                    data.count < 50_000
                else { continue }
                singleFiles.append(Project(contents: [name: Array(data)]))
            }
        }
        for group in [
            "Swifternalization", "Validation", "Edits", "JSONlize", "StringsDict", "AppleStrings", "Gettext",
        ] {
            let parent = fixtures.appendingPathComponent(group)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
            for name in names.sorted() {
                var isFolder: ObjCBool = false
                let path = parent.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    folders.append(path)
                }
            }
        }
        return folders.compactMap { try? Project.load(directory: $0) } + singleFiles
    }

    static let texts = ["x", "", "Zażółć gęślą jaźń", "中文 😀", "a %d b", "%@ and %d", " spaced ", "Done."]

    /// One random edit of the kinds the editor makes (set a text, add or remove a key, rename a key, add or
    /// delete a variant) in one file — of the source language when `inSource`, of the kind `kind` (0 to 6) when
    /// given — or `nil` when the format refuses it.
    static func randomEdit(
        of project: Project, inSource: Bool = false, kind: Int? = nil, using generator: inout Generator
    ) -> (index: Int, bytes: [UInt8])? {
        let editable = project.files.indices.filter {
            project.files[$0].isEditable && (!inSource || project.files[$0].language == .base)
        }
        guard let index = editable.randomElement(using: &generator) else { return nil }
        let file = project.files[index]
        let format = project.format.format
        let text = texts.randomElement(using: &generator)!
        let entry = file.entries.randomElement(using: &generator)
        let otherKey = project.keys.randomElement(using: &generator) ?? "new"
        let edit: FileEdit?
        switch (kind ?? Int.random(in: 0..<7, using: &generator), entry) {
        case (0, _), (1, nil):
            // A new key, or one other files have.
            let key = Bool.random(using: &generator) ? "added.\(Int.random(in: 0..<5, using: &generator))" : otherKey
            edit = try? format.setting(text, at: EntryAddress(key: key), in: file, force: true)
        case (1, let entry?):
            edit = try? format.removing(EntryAddress(key: entry.key), from: file)
        case (2, let entry?):
            let newKey = Bool.random(using: &generator) ? entry.key + ".renamed" : otherKey
            edit = try? format.renamingKey(entry.key, to: newKey, in: file)
        case (3, let entry?):
            let selector = ["one", "few", "other", "ie:x=7", "many"].randomElement(using: &generator)!
            edit = try? format.setting(
                text, at: EntryAddress(key: entry.key, selector: selector), in: file, force: true)
        case (4, let entry?):
            guard case .variants(let variants) = entry.value, let variant = variants.randomElement(using: &generator)
            else { return nil }
            edit = try? format.removing(
                EntryAddress(key: entry.key, selector: file.selectorText(variant)), from: file)
        case (_, let entry?):
            let address = IncrementalRereadTests.randomEdit(of: entry, in: file, using: &generator)
            edit = try? format.setting(text, at: address.address, in: file, force: address.force)
        default:
            edit = nil
        }
        guard let edit, edit.bytes != file.bytes else { return nil }
        return (index, edit.bytes)
    }

    @Test(arguments: [false, true]) func randomEditsFindWhatAWholeValidationFinds(summarizing: Bool) {
        var validator = Validator()
        validator.summarizesPortability = summarizing
        var generator = Generator(state: summarizing ? 20 : 21)
        var edits = 0
        var partial = 0
        var eligible = 0
        var sourcePartial = 0
        var sourceEligible = 0
        // Each argument takes every other project: a whole validation after each edit, to compare with, costs
        // about a second per project in a debug build.
        for (number, original) in Self.projects().enumerated() where number % 2 == (summarizing ? 1 : 0) {
            var project = original
            var index = validator.validateIndexed(project)
            #expect(index.report.findings == validator.validate(project).findings)
            // Six edits in any file, then one of each kind in the source.
            for number in 0..<13 {
                let kind = number < 6 ? nil : number - 6
                guard
                    let (fileIndex, bytes) = Self.randomEdit(
                        of: project, inSource: kind != nil, kind: kind, using: &generator)
                else { continue }
                let (keys, files, file) = (project.keys, project.files.count, project.files[fileIndex])
                project.replaceFile(at: fileIndex, bytes: bytes)
                index = validator.validateIndexed(project, after: index)
                if file.language != .base, project.keys == keys, project.files.count == files {
                    // A value edit in a language other than the source checks the entries it touched.
                    eligible += 1
                    if index.entriesChecked <= 2 { partial += 1 }
                } else if file.language == .base, project.files.count == files {
                    // Any edit of the source (keys added, removed or renamed too) checks the keys it touched (a
                    // rename: two) in each file.
                    sourceEligible += 1
                    if index.entriesChecked <= 2 * project.files.count { sourcePartial += 1 }
                }
                let whole = validator.validate(project)
                #expect(
                    index.report.findings == whole.findings, "\(project.directory) \(file.fileName)"
                )
                #expect(index.report.summary == whole.summary)
                #expect(index.report.unlistedCounts == whole.unlistedCounts)
                edits += 1
            }
        }
        #expect(edits > 150)
        #expect(partial > eligible * 3 / 4, "\(partial) of \(eligible) edits checked the keys they touched")
        #expect(
            sourcePartial > sourceEligible * 3 / 4,
            "\(sourcePartial) of \(sourceEligible) source edits checked the keys they touched")
    }
}
