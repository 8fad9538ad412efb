import Foundation
import Testing

@testable import Engine

/// The corpus sets of key–value JSON and i18next in `../shared/corpus` (beside the repository), when it is
/// there: each file is read in memory only (GPL sets included: nothing is copied into the project).
private let corpusFolder: String? = {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [repository.appendingPathComponent("../shared/corpus").standardized.path, "/work/shared/corpus"]
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/README.md") }
}()

/// The sets and the format each is in.
private let corpusSets: [(folder: String, format: FormatName)] = [
    ("actualbudget__translations__i18next-v4", .i18next), ("mifi__lossless-cut__i18next-v4", .i18next),
    ("ether__etherpad-lite__locales", .json), ("Pathoschild__StardewMods__LookupAnything-i18n", .json),
    ("jellyfin__jellyfin-web__strings", .json), ("openstreetmap__iD__dist-locales-min", .json),
    ("jupyterlab__language-packs__json-bundles", .json),
]

@Suite struct KeyValueCorpusTests {
    /// The text set in every file: non-ASCII, quotes, a backslash, a newline, an emoji, braces.
    static let value = "Zażółć \"gęślą\" \\ jaźń\n😀 {{count}}"

    /// Every file loads with its bytes as they were; one edit a file changes only that entry's line, the
    /// result reads back with the new value, and Foundation's parser (an independent one) agrees. With
    /// `KVJSON_EDITS_OUT=DIR`, the edited files and a manifest are written there for
    /// `scripts/check-kvjson-edits.py` (Python's json).
    @Test(.enabled(if: corpusFolder != nil, "../shared/corpus is not beside the repository"))
    func everyFileLoadsAndOneEditChangesOnlyItsLine() throws {
        let corpus = corpusFolder!
        let output = ProcessInfo.processInfo.environment["KVJSON_EDITS_OUT"]
        var manifest: [[String: Any]] = []
        var (files, edited, withoutTexts) = (0, 0, [String]())
        for (folder, format) in corpusSets {
            guard let enumerator = FileManager.default.enumerator(atPath: corpus + "/" + folder) else { continue }
            for name in (enumerator.allObjects as! [String]).filter({ $0.hasSuffix(".json") }).sorted() {
                let label = folder + "/" + name
                let bytes = try AtomicFile.read(corpus + "/" + label).bytes
                files += 1
                let path = name.contains("/") && format == .i18next ? name : (name as NSString).lastPathComponent
                // The language of the name (`ru_RU/LC_MESSAGES/…`, `ru.min.json`), else Polish.
                let tag =
                    KeyValueLayout.language(of: (path as NSString).lastPathComponent)
                    ?? LanguageTag(name.split(separator: "/")[0]) ?? LanguageTag("pl")!
                let file = LanguageFile(
                    keyValue: bytes, fileName: path, language: .tag(tag),
                    rules: try PluralRules(locale: tag.description),
                    format: format, keyPrefix: KeyValueFormat.keyPrefix(of: path))
                #expect(file.syntaxError == nil, "\(label)")
                #expect(file.bytes == bytes, "\(label)")
                guard !file.entries.isEmpty else {
                    withoutTexts.append(label)
                    continue
                }
                let entry = file.entries[file.entries.count / 2]
                var address = EntryAddress(key: entry.key)
                if case .variants(let variants) = entry.value { address.selector = file.selectorText(variants[0]) }
                let result = try format.format.setting(Self.value, at: address, in: file, force: false)
                let new = result.bytes
                let reread = format.format.reread(
                    path, bytes: new, languages: [file.language],
                    context: FormatContext(settings: ProjectSettings(), expressions: SharedExpressions()))[0]
                let value = reread.entries.first { $0.key == entry.key }.map { changed -> String? in
                    switch changed.value {
                    case .text(let text): return text
                    case .variants(let variants):
                        guard let variant = variants.first(where: { reread.selectorText($0) == address.selector }),
                            case .text(let text) = variant.content
                        else { return nil }
                        return text
                    default: return nil
                    }
                }
                #expect(value == Self.value, "\(label)")
                #expect(reread.entries.map(\.key) == file.entries.map(\.key), "\(label)")
                let diff = LineDiff(old: bytes, new: new)
                #expect(diff.removedCount == 1 && diff.addedCount == 1, "\(label)")
                // Foundation's parser reads the edited file, and finds the new text at the member's path.
                let member = KeyValueLeaves(
                    try JSONDocument(bytes: result.bytes),
                    language: KeyValueLeaves.language(of: file.language, rules: file.rules)
                ).leaf(
                    String(entry.key.dropFirst(KeyValueFormat.keyPrefix(of: path).count))
                        + (address.selector.map { "_" + $0 } ?? ""))!
                if file.notices.isEmpty {
                    var object: Any? = try JSONSerialization.jsonObject(with: Data(new), options: [.fragmentsAllowed])
                    for key in member.path { object = (object as? [String: Any])?[key] }
                    #expect(object as? String == Self.value, "\(label)")
                }
                if let output {
                    let copy = output + "/" + label
                    try FileManager.default.createDirectory(
                        atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try Data(new).write(to: URL(fileURLWithPath: copy))
                    manifest.append([
                        "file": label, "path": member.path, "value": Self.value, "comments": !file.notices.isEmpty,
                    ])
                }
                try removeAndRename(entry.key, in: file, format: format, label: label)
                edited += 1
            }
        }
        if let output {
            try JSONSerialization.data(withJSONObject: manifest).write(
                to: URL(fileURLWithPath: output + "/manifest.json"))
        }
        print("key–value corpus: \(files) files, \(edited) edited; without texts: \(withoutTexts)")
        #expect(files == 177)
        #expect(edited + withoutTexts.count == files)
    }

    /// iD's files keep their keys under the locale (`{"ru": {...}}`): the keys are the same in every language.
    @Test(.enabled(if: corpusFolder != nil, "../shared/corpus is not beside the repository"))
    func iDsLocaleRootIsNotPartOfTheKeys() throws {
        let project = try Project.load(directory: corpusFolder! + "/openstreetmap__iD__dist-locales-min")
        #expect(project.format == .json)
        #expect(project.files.map(\.fileName) == ["he.min.json", "ru.min.json", "zh-CN.min.json"])
        let russian = project.files[project.fileIndex(of: .tag(LanguageTag("ru")!))!]
        let hebrew = project.files[project.fileIndex(of: .tag(LanguageTag("he")!))!]
        #expect(russian.entries.count > 1000)
        #expect(!russian.entries.contains { $0.key.hasPrefix("ru.") })
        #expect(Set(russian.entries.map(\.key)).intersection(hebrew.entries.map(\.key)).count > 1000)
        let key = russian.entries[russian.entries.count / 2].key
        let result = try FormatName.json.format.setting("X", at: EntryAddress(key: key), in: russian, force: false)
        #expect(LineDiff(old: russian.bytes, new: result.bytes).addedCount == 1)
        let added = try FormatName.json.format.setting(
            "Y", at: EntryAddress(key: "glossa.test"), in: russian, force: false)
        #expect((try JSONDocument(bytes: added.bytes)).node(at: ["ru", "glossa", "test"])?.string == "Y")
    }

    /// Removing the key takes its entry (all its forms) and nothing else; renaming it keeps its value at its
    /// place in the file; both leave a file that Foundation reads when it read the original.
    private func removeAndRename(_ key: String, in file: LanguageFile, format: FormatName, label: String) throws {
        let context = FormatContext(settings: ProjectSettings(), expressions: SharedExpressions())
        let removed = try format.format.removing(EntryAddress(key: key), from: file).bytes
        let afterRemoval = format.format.reread(
            file.fileName, bytes: removed, languages: [file.language], context: context)[0]
        #expect(afterRemoval.entries.map(\.key) == file.entries.map(\.key).filter { $0 != key }, "\(label)")
        let renamedKey = key + "-renamed"
        let renamed = try format.format.renamingKey(key, to: renamedKey, in: file).bytes
        let afterRename = format.format.reread(
            file.fileName, bytes: renamed, languages: [file.language], context: context)[0]
        #expect(afterRename.entries.map(\.key) == file.entries.map { $0.key == key ? renamedKey : $0.key }, "\(label)")
        let diff = LineDiff(old: file.bytes, new: renamed)
        let forms = file.entries.first { $0.key == key }.map { entry -> Int in
            if case .variants(let variants) = entry.value { return variants.count }
            return 1
        }!
        #expect(diff.removedCount == forms && diff.addedCount == forms || file.style.isSingleLine, "\(label)")
        if file.notices.isEmpty {
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(removed), options: [.fragmentsAllowed])) != nil,
                "\(label)")
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(renamed), options: [.fragmentsAllowed])) != nil,
                "\(label)")
        }
    }

    /// The folders that discovery finds open in the format detected, every file as it was on disk.
    @Test(.enabled(if: corpusFolder != nil, "../shared/corpus is not beside the repository"))
    func discoverableSetsOpenInTheirFormat() throws {
        for (folder, format) in corpusSets.prefix(6) {
            let project = try Project.load(directory: corpusFolder! + "/" + folder)
            #expect(project.format == format, "\(folder): \(project.detection.explanation)")
            for file in project.files {
                let bytes = try AtomicFile.read(corpusFolder! + "/" + folder + "/" + file.fileName).bytes
                #expect(file.bytes == bytes, "\(folder)/\(file.fileName)")
                #expect(file.syntaxError == nil, "\(folder)/\(file.fileName)")
            }
        }
    }
}
