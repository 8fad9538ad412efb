import Foundation
import Testing

@testable import Engine

/// The real translation files of `../shared/corpus` (beside the repository, or `/work/shared/corpus`).
private let corpusFolder: String? = {
    let candidates = [
        repositoryFolder.appendingPathComponent("../shared/corpus").standardized.path, "/work/shared/corpus",
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/README.md") }
}()

/// Whether the corpus may be missing: only when `GLOSSA_SKIP_CORPUS=1` says so, so that a machine without it
/// fails instead of passing without having checked anything.
private let corpusMayBeMissing = ProcessInfo.processInfo.environment["GLOSSA_SKIP_CORPUS"] == "1"

/// Round trips of every corpus set through every format: A → B (`Conversion`), then B imported back into A
/// (`Import`). Where the conversions report nothing lost for a key, A's files come back byte for byte (the
/// import changes nothing); every text that differs after A → B → A is one the reports list.
///
/// To keep the run short, each set is cut to its source and three more languages and to the first
/// `sampledKeys` keys of each file before converting (the import goes into the whole, real files).
@Suite struct CorpusRoundTripTests {
    static let sampledKeys = 8
    static let sampledLanguages = 3

    /// The sets with a file that does not parse (the corpus README's known-invalid files, except those the
    /// reader accepts with a notice: trailing commas, comments): a conversion refuses them as bad input.
    static let invalidSets: Set<String> = ["tomkowz__Swifternalization__test-fixtures"]

    @Test(.enabled(if: corpusFolder != nil || !corpusMayBeMissing, "GLOSSA_SKIP_CORPUS=1 and no corpus"))
    func everySetThroughEveryFormat() throws {
        guard let corpus = corpusFolder else {
            Issue.record("the corpus is not at ../shared/corpus or /work/shared/corpus (GLOSSA_SKIP_CORPUS=1 skips)")
            return
        }
        let sets = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { !$0.contains(".") }.sorted()
        #expect(sets.count >= 24)
        var refused: Set<String> = []
        var trips = 0
        for set in sets {
            let project = try Self.load(corpus + "/" + set)
            #expect(!project.files.isEmpty, "\(set)")
            if project.files.contains(where: { $0.syntaxError != nil }) {
                #expect(throws: ConversionError.self) { try Conversion.converting(project, to: .android) }
                refused.insert(set)
                continue
            }
            let sample = Self.sampled(project)
            let checks = FormatName.allCases.map { target in (target, sample, project) }
            let results = ConcurrentWork.map(checks.count) { index in
                let (target, sample, project) = checks[index]
                return Result { () throws(ConversionError) -> [String] in
                    try Self.roundTrip(sample, whole: project, through: target)
                }
            }
            for (target, result) in zip(FormatName.allCases, results) {
                trips += 1
                switch result {
                case .success(let problems):
                    #expect(
                        problems.isEmpty,
                        "\(set) → \(target.rawValue) → \(project.format.rawValue): \(problems.prefix(8))")
                case .failure(let error):
                    Issue.record("\(set) → \(target.rawValue): \(error)")
                }
            }
        }
        print("corpus round trips: \(trips) through \(sets.count - refused.count) sets; refused: \(refused.sorted())")
        #expect(refused == Self.invalidSets)
    }

    /// A set as a project: its folder, or, where its files are not laid out as a project (a lone
    /// `Localizable.stringsdict`, `<ll_CC>/LC_MESSAGES/<domain>.json`), every file of it, placed as a project.
    static func load(_ folder: String) throws -> Project {
        if let project = try? Project.load(directory: folder) { return project }
        let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
        var contents: [String: [UInt8]] = [:]
        for path in paths where !path.hasPrefix(".") {
            guard let loaded = try? AtomicFile.read(folder + "/" + path) else { continue }
            // gettext's JSON bundles as namespaces (`ru_RU/jupyterlab.json`); an unlocalized Apple file as the
            // development language's (`Base.lproj/`), as Xcode reads it.
            var name = path.replacingOccurrences(of: "/LC_MESSAGES/", with: "/")
            if !name.contains("/"), name.hasSuffix(".stringsdict") || name.hasSuffix(".strings") {
                name = "Base.lproj/" + name
            }
            contents[name] = loaded.bytes
        }
        return Project(directory: folder, contents: contents)
    }

    /// The project cut to the first `sampledKeys` keys of its source (of its first file, without one), in its
    /// first `sampledLanguages` languages; the other languages' files emptied (a conversion reads only the
    /// entries).
    static func sampled(_ project: Project) -> Project {
        var sample = project
        let kept = Set(project.languages.prefix(sampledLanguages))
        let source = project.fileIndex(of: .base).map { project.files[$0] } ?? project.files.first
        let keys = Set((source?.entries ?? []).prefix(sampledKeys).map(\.key))
        sample.files = project.files.map { file in
            var file = file
            file.entries = kept.contains(file.language) ? EntryTable(file.entries.filter { keys.contains($0.key) }) : []
            return file
        }
        return sample
    }

    /// A → B → A for a sample of A; the problems found (empty when none).
    static func roundTrip(_ sample: Project, whole: Project, through target: FormatName) throws(ConversionError)
        -> [String]
    {
        let there = try Conversion.converting(sample, to: target)
        let converted = Project(contents: there.contents, format: target)
        // A target that holds none of the sample (Android refusing every key's name) gives nothing back.
        let back = converted.files.isEmpty ? nil : try Conversion.converting(converted, to: whole.format)
        let returned = Project(contents: back?.contents ?? [:], format: whole.format)
        let imported =
            converted.files.isEmpty
            ? nil
            : try Import.importing(
                converted, into: whole,
                // Every language, the source too (an import changes the source only when asked to).
                options: Import.Options(languages: converted.languages.map { ($0, nil) }, takingTheirs: true))
        func place(_ language: FileLanguage, _ key: String, in project: Project) -> String {
            (language.tag ?? project.settings.baseLanguage).description + " " + key
        }
        let reported = Set(
            there.report.losses.map { place($0.language, $0.key, in: sample) }
                + (back?.report.losses ?? []).map { place($0.language, $0.key, in: converted) })
        var problems: [String] = []
        // What the import changes is what the reports list; everything else stays byte for byte.
        for change in imported?.report.changes ?? [] where change.kind != .state {
            let subject = place(change.language, change.address.key, in: whole)
            if !reported.contains(subject) { problems.append("changed but not reported: \(subject) \(change.address)") }
        }
        if let imported, imported.report.changes.isEmpty, !imported.files.isEmpty {
            problems.append("files changed without a change: \(imported.files.map(\.path))")
        }
        // Every text of the sample that differs after the round trip is listed.
        for file in sample.files {
            // A lookup in the source language's tag falls back to the source, and the other way round: a
            // format may keep both in one file (`en.json`), or the source in its tag's file (`en.po`).
            let source = FileLanguage.tag(whole.settings.baseLanguage)
            let languages =
                file.language == .base || file.language == source ? [source, .base] : [file.language]
            for entry in file.entries {
                let subject = place(file.language, entry.key, in: sample)
                let other = returned.keyID(entry.key).flatMap { id in
                    languages.lazy.compactMap { returned.fileIndex(of: $0, keyID: id) }.first.map {
                        (returned.entry(keyID: id, file: $0), $0)
                    }
                }
                let otherFile = other.map { returned.files[$0.1] }
                for leaf in TextLeaf.leaves(of: entry, in: file) {
                    let found = leaf.counterpart(in: other?.0, of: otherFile)
                    if found?.text != leaf.text, !reported.contains(subject) {
                        problems.append(
                            "differs but not reported: \(subject) › \(leaf.selector ?? "") \(leaf.width ?? 0): "
                                + "\(leaf.text) ≠ \(found?.text ?? "(none)")")
                        break
                    }
                }
            }
        }
        return problems
    }
}
