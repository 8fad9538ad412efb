import Engine
import Foundation
import TestSupport
import Testing

@testable import EditorCore

/// The key marks and translation states, kept up to date key by key after each change of the project (issue 20:
/// an edit computes again only the keys it touched), are the marks computed from scratch: after random edits of
/// every kind, undo, redo and findings arriving, on projects of every format.
@Suite struct KeyMarksUpdateTests {
    /// An editor's state driven by hand: edits made through its operations, edits of several files and the search
    /// index carried out as they come, validations kept to arrive later (in order, or an old one after an edit).
    struct Driver {
        var state: EditorState
        var validations: [Effect] = []

        init(project: Project, languages: LanguageChoice = LanguageChoice()) {
            state = EditorState(project: project, width: 120, height: 36, languages: languages)
            carryOut(state.startEffects)
        }

        mutating func carryOut(_ effects: [Effect]) {
            for effect in effects {
                switch effect {
                case .validate: validations.append(effect)
                case .editFiles, .buildSearchIndex:
                    for event in HeadlessEditor.posted(by: effect) { carryOut(state.update(event)) }
                default: break
                }
            }
        }

        /// The findings of validation number `index` (of those asked for) arrive.
        mutating func deliverValidation(_ index: Int) {
            guard validations.indices.contains(index), let event = validations.remove(at: index).computed() else {
                return
            }
            carryOut(state.update(event))
        }
    }

    /// What one step of the walk does.
    enum Step: CaseIterable {
        case value, pluralForm, copy, rename, delete, add, undo, redo, findings, oldFindings
    }

    static let texts = ["x", "", "Zażółć gęślą jaźń", "中文 😀", "%d items", "e\u{301}"]

    /// One random step on `driver`'s project.
    static func take(_ step: Step, number: Int, on driver: inout Driver, using generator: inout SplitMix64) {
        let project = driver.state.project
        let text = texts.randomElement(using: &generator)!
        // With every key deleted, a key is added.
        guard step != .add, let key = project.keys.randomElement(using: &generator),
            let language = project.languages.randomElement(using: &generator)
        else {
            driver.carryOut(
                driver.state.addKey("added.key\(number)", text: text, everywhere: Bool.random(using: &generator)))
            return
        }
        switch step {
        case .value:
            let address = ValueAddress(language: language, key: key, selector: nil, width: nil)
            driver.carryOut(driver.state.setString(text, at: address, force: true))
        case .pluralForm:
            // A form of a key with variants, in a file that has some (else a plain value).
            let files = project.files.indices.filter { project.files[$0].isEditable }
            for index in files.shuffled(using: &generator) {
                let file = project.files[index]
                let plural = file.entries.filter { if case .variants = $0.value { true } else { false } }
                guard let entry = plural.randomElement(using: &generator),
                    case .variants(let variants) = entry.value,
                    let variant = variants.randomElement(using: &generator)
                else { continue }
                let address = ValueAddress(
                    language: file.language, key: entry.key, selector: file.selectorText(variant), width: nil)
                driver.carryOut(driver.state.setString(text, at: address, force: true))
                return
            }
            take(.value, number: number, on: &driver, using: &generator)
        case .copy:
            // A copy accepted as offered: recorded *needs translation* (in the sidecar, or the format's own way).
            let address = ValueAddress(language: language, key: key, selector: nil, width: nil)
            driver.carryOut(driver.state.setString(text, at: address, force: true, copied: true))
        case .rename:
            driver.carryOut(driver.state.renameKey(key, to: key + ".renamed\(number)"))
        case .delete:
            driver.carryOut(driver.state.deleteKey(key))
        case .add:
            break
        case .undo, .redo:
            driver.carryOut(driver.state.travel(forward: step == .redo))
        case .findings:
            driver.deliverValidation(driver.validations.count - 1)
        case .oldFindings:
            driver.deliverValidation(0)
        }
    }

    @Test(arguments: LoadingFlowTests.folders)
    func randomChangesKeepTheMarksOfAWholeComputation(folder: String) throws {
        let project = try Project.load(directory: folder)
        // Seeded by the folder's name, not its path: the walk is the same wherever the repository is checked out.
        var generator = SplitMix64(seed: UInt64(URL(fileURLWithPath: folder).lastPathComponent.utf8.count))
        // Every translation worked on, then one target language (its marks and counts alone).
        let target = project.languages.first { $0 != .base }.map { $0.description }
        for targets in [[], target.map { [$0] } ?? []] {
            var choice = LanguageChoice()
            choice.targets = targets
            var driver = Driver(project: project, languages: choice)
            #expect(driver.state.tracking.marks == driver.state.makeMarks())
            var changes = 0
            for number in 0..<40 {
                let step = Step.allCases.randomElement(using: &generator)!
                let generation = driver.state.generation
                Self.take(step, number: number, on: &driver, using: &generator)
                if driver.state.generation != generation { changes += 1 }
                #expect(
                    driver.state.tracking.marks == driver.state.makeMarks(),
                    "\(folder), targets \(targets), step \(number): \(step)")
            }
            // The walk changed the project, not only refused edits.
            #expect(changes >= 8, "\(folder): \(changes) changes")
            // And the last findings arrive.
            driver.deliverValidation(driver.validations.count - 1)
            #expect(driver.state.tracking.marks == driver.state.makeMarks(), "\(folder): the last findings")
        }
    }

    /// The update computes again only the keys it is told of (and those added or removed): told of none, a key
    /// whose value became missing keeps its old mark — so the test above checks the update key by key, not a
    /// computation of every key.
    @Test func anUpdateComputesOnlyTheKeysItIsToldOf() throws {
        var project = sampleProject
        let polish = try #require(project.files.firstIndex { $0.language.description == "pl" })
        let before = KeyMarks(
            KeyMarks.Basis(states: ProjectStates(project: project, sidecar: nil), errorKeys: [], workFiles: [polish]))
        let key = try #require(
            project.files[polish].entries.first { if case .text = $0.value { true } else { false } }?.key)
        let id = try #require(project.keyID(key))
        let edit = try project.files[polish].format.format.setting(
            "", at: EntryAddress(key: key), in: project.files[polish], force: false)
        project.replaceFile(at: polish, bytes: edit.bytes)
        let after = KeyMarks.Basis(
            states: ProjectStates(project: project, sidecar: nil), errorKeys: [], workFiles: [polish])
        #expect(before.states[id] == .translated)
        #expect(KeyMarks(after).states[id] == .missing)
        var untold = before
        untold.update(to: after, touched: [])
        #expect(untold.states[id] == .translated)
        var told = before
        told.update(to: after, touched: [key])
        #expect(told == KeyMarks(after))
    }

    /// Undoing the first key added to a project without keys goes back to no key selected (the walk above found
    /// that the key selected was looked up in the project before the edit: out of its keys).
    @Test func undoingTheFirstKeyOfAnEmptyProject() {
        var editor = HeadlessEditor(project: project(["base.json": "{}", "pl.json": "{}"]))
        editor.press("aonly.key<enter>Only<enter>")
        #expect(editor.state.project.keys == ["only.key"])
        editor.press("u")
        #expect(editor.state.project.keys.isEmpty)
        #expect(editor.state.selectedKey == nil)
        #expect(editor.state.tracking.marks == editor.state.makeMarks())
    }
}
