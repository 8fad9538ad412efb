/// Brings translations from files of any format into an existing project (`glossa import`): new keys and
/// texts are added, changed ones are taken, conflicts are left as the project has them and reported, and
/// the project's files change only where a text changes, each edit a splice in the file's own style.
///
/// How: the imported files are first converted into the project's format (`Conversion`), which gives the same
/// per-key report as `glossa convert` of what that format cannot hold; then each text of the converted files
/// is compared with the project's text of the same key, language, selector meaning and width — a three-way
/// merge per text, whose base is the exported file when one is given:
/// - the project has no text there: added;
/// - the texts are equal, or the base has the imported text (only the project changed it): nothing to do;
/// - the base has the project's text (only the import changed it): taken;
/// - otherwise (both changed it): a conflict, the project's text kept.
/// Without a base, the project's text is the base — so a changed text is taken — except a confirmed
/// translation (its state is *translated* in a project that records states: a sidecar, PO, a catalog), which
/// a different imported text conflicts with. `takingTheirs` takes the imported text of every conflict.
///
/// Translation states are imported where both formats record them in their files.
public enum Import {
    /// What to import, and how.
    public struct Options: Sendable {
        /// The imported languages to import, each with the project's language it goes into (`nil`: the
        /// usual one, see `Import`); `nil` imports every language.
        public var languages: [(from: FileLanguage, into: FileLanguage?)]?
        /// The files as they were when exported (the imported files' common ancestor with the project), in
        /// the imported files' format; `nil` when there is none.
        public var base: Project?
        /// Whether a conflict takes the imported text anyway.
        public var takingTheirs: Bool

        /// Options.
        public init(
            languages: [(from: FileLanguage, into: FileLanguage?)]? = nil, base: Project? = nil,
            takingTheirs: Bool = false
        ) {
            self.languages = languages
            self.base = base
            self.takingTheirs = takingTheirs
        }
    }

    /// Imports `incoming` into `project`.
    ///
    /// Languages: the imported source language goes into the project's source (`base`) — only the keys the
    /// project lacks, unless `Options.languages` names the source, since the source texts are the developers' —
    /// a language the
    /// project has into its files, the project's source language's tag (`en.po`) into the project's source
    /// unless the project keeps a file of that tag, any other language into a new file the project's format
    /// names. The source language of a format whose source texts are its keys (gettext's msgids) is not
    /// imported, as those are no texts.
    ///
    /// - Returns: the project with the imports applied (in memory), the files that changed, and the report.
    /// - Throws: `ConversionError` when a file to import (or of the base) does not parse.
    /// - Complexity: a conversion of `incoming` (and of the base) into the project's format, then one edit per
    ///   text added or changed, each reading its file again.
    public static func importing(_ incoming: Project, into project: Project, options: Options = Options())
        throws(ConversionError) -> ImportResult
    {
        let target = project.format
        let mapping = LanguageMapping(project: project, asked: options.languages)
        let imported = mapping.importedLanguages(of: incoming)
        // The source language is converted even when it is not imported: the target's files start from it (a
        // catalog is created with its source language).
        let converted = try Conversion.converting(incoming, to: target, languages: imported.union([.base]))
        let theirs = Project(contents: converted.contents, format: target)
        let skipped: FileLanguage? = imported.contains(.base) ? nil : converted.sourceLanguage
        var base: Project?
        if let exported = options.base {
            base = Project(
                contents: try Conversion.converting(
                    exported, to: target, languages: mapping.importedLanguages(of: exported).union([.base])
                ).contents, format: target)
        }
        var merger = ImportMerger(
            project: project, base: base.map { mapping.filesByLanguage(of: $0, skipping: skipped) },
            takingTheirs: options.takingTheirs,
            importsStates: incoming.files.contains { $0.nativeStates != nil })
        // The project's source is the developers': without `--languages` naming it, an import only adds the
        // source texts of keys the project lacks (so that their translations have one), and changes none.
        let sourceAsked = options.languages?.contains { mapping.projectLanguage(for: $0.from) == .base } ?? false
        for file in theirs.files where file.language != skipped {
            guard let language = mapping.projectLanguage(for: file.language) else { continue }
            merger.merge(file, into: language, newKeysOnly: language == .base && !sourceAsked)
        }
        // A comment the target keeps none of is reported once, for the first language that has it: when that
        // language is not imported (gettext's msgids), for the imported languages that have it.
        let attributed = converted.report.losses.flatMap { loss -> [ConversionLoss] in
            guard loss.construct == .comment, !imported.contains(loss.language) else { return [loss] }
            return incoming.languages.filter {
                imported.contains($0) && incoming.comment(forKey: loss.key, in: $0) != nil
            }
            .map { language in
                var loss = loss
                loss.language = language
                return loss
            }
        }
        let losses = attributed.compactMap { loss -> ConversionLoss? in
            guard imported.contains(loss.language), let language = mapping.projectLanguage(for: loss.language) else {
                return nil
            }
            if loss.construct == .comment, project.hasComment(forKey: loss.key, in: language) { return nil }
            var loss = loss
            loss.language = language
            return loss
        }
        let files = merger.changedFiles(since: project)
        let report = ImportReport(
            source: incoming.format, target: target, sourceLanguage: project.settings.baseLanguage,
            changes: merger.changes, conflicts: merger.conflicts, losses: losses, unchanged: merger.unchanged,
            hadBase: base != nil, files: files.map(\.path))
        return ImportResult(project: merger.project, files: files, report: report)
    }
}

extension Project {
    /// Whether the file holding `key` in `language` has a comment for it.
    fileprivate func hasComment(forKey key: String, in language: FileLanguage) -> Bool {
        guard let id = keyID(key), let index = fileIndex(of: language, keyID: id) else { return false }
        return files[index].notes[key]?.comment?.isEmpty == false
    }
}

/// Which imported languages are imported, and which of the project's languages each goes into (see
/// `Import.importing`).
struct LanguageMapping {
    let project: Project
    /// The imported languages asked for, with their project language when given.
    let asked: [FileLanguage: FileLanguage?]?

    init(project: Project, asked: [(from: FileLanguage, into: FileLanguage?)]?) {
        self.project = project
        self.asked = asked.map { Dictionary($0.map { ($0.from, $0.into) }, uniquingKeysWith: { _, last in last }) }
    }

    /// The languages of `incoming` to import: those asked for, else all; never the source language of a format
    /// whose source texts are its keys.
    func importedLanguages(of incoming: Project) -> Set<FileLanguage> {
        var languages = Set(incoming.languages)
        if let asked { languages.formIntersection(asked.keys) }
        if incoming.format.format.sourceTextsAreKeys { languages.remove(.base) }
        return languages
    }

    /// The project language of a language of the imported files converted into the project's format; `nil`
    /// when it goes nowhere: the project's source where the project's source texts are its keys.
    func projectLanguage(for language: FileLanguage) -> FileLanguage? {
        var into = language
        if let given = asked?[language], let given {
            into = given
        } else if case .tag(let tag) = language, project.fileIndex(of: language) == nil,
            tag == project.settings.baseLanguage
        {
            into = .base
        }
        return into == .base && project.format.format.sourceTextsAreKeys ? nil : into
    }

    /// The files of a project (the base, converted) by the project language each goes into, but `skipped`'s.
    func filesByLanguage(of other: Project, skipping skipped: FileLanguage?) -> [FileLanguage: [LanguageFile]] {
        var found: [FileLanguage: [LanguageFile]] = [:]
        for file in other.files where file.language != skipped {
            guard let language = projectLanguage(for: file.language) else { continue }
            found[language, default: []].append(file)
        }
        return found
    }
}

/// The project being imported into: each imported text compared with the project's and the base's, and
/// written through the project's format when taken.
struct ImportMerger {
    private(set) var project: Project
    /// The base's files (converted into the project's format) by project language; `nil` without a base.
    let base: [FileLanguage: [LanguageFile]]?
    let takingTheirs: Bool
    /// Whether the imported format records states in its files.
    let importsStates: Bool
    /// The project's states as they were before the import: which translations are confirmed.
    private let states: ProjectStates
    private(set) var changes: [ImportReport.Change] = []
    private(set) var conflicts: [ImportReport.Conflict] = []
    private(set) var unchanged = 0

    init(project: Project, base: [FileLanguage: [LanguageFile]]?, takingTheirs: Bool, importsStates: Bool) {
        self.project = project
        self.base = base
        self.takingTheirs = takingTheirs
        self.importsStates = importsStates
        states = ProjectStates(project: project)
    }

    /// Merges every entry of an imported file (in the project's format) into `language`; with `newKeysOnly`,
    /// only the entries of keys `language` does not have yet.
    mutating func merge(_ file: LanguageFile, into language: FileLanguage, newKeysOnly: Bool = false) {
        for entry in file.entries {
            if newKeysOnly, current(entry.key, in: language).0 != nil { continue }
            let conflicted = merge(entry, of: file, into: language)
            if !conflicted, importsStates, language != .base, file.nativeStates != nil {
                importState(file.nativeStates?[entry.key]?.state ?? .translated, of: entry.key, into: language)
            }
            if let comment = file.notes[entry.key]?.comment, !comment.isEmpty {
                importComment(comment, of: entry.key, into: language)
            }
        }
    }

    /// Merges one entry; whether it had a conflict.
    private mutating func merge(_ entry: Entry, of file: LanguageFile, into language: FileLanguage) -> Bool {
        let key = entry.key
        var conflicted = false
        for leaf in TextLeaf.leaves(of: entry, in: file) {
            let (ours, oursFile) = current(key, in: language)
            guard let mine = leaf.counterpart(in: ours, of: oursFile) else {
                // Another shape in the project (a plain text where the import has plural forms): one conflict.
                let kept = ours.flatMap { TextLeaf.leaves(of: $0, in: oursFile!).first?.text }
                if takingTheirs {
                    take(leaf, key: key, old: kept, at: (leaf.selector, leaf.width), into: language)
                    continue
                }
                conflicts.append(
                    ImportReport.Conflict(
                        language: language, address: EntryAddress(key: key), ours: kept, theirs: leaf.text,
                        base: nil))
                return true
            }
            if mine.text == leaf.text {
                unchanged += 1
                continue
            }
            let old = mine.text
            let taken: Bool
            var baseText: String?
            if let base {
                let entry = base[language]?.lazy.compactMap { file in
                    file.entries.last(withKey: key).map { (entry: $0, file: file) }
                }.first
                baseText = entry.flatMap { leaf.counterpart(in: $0.entry, of: $0.file)?.text }
                if baseText == leaf.text {
                    // Only the project changed it (or removed it): kept.
                    unchanged += 1
                    continue
                }
                taken = baseText == old
            } else {
                taken = old == nil || !isConfirmed(key, in: language)
            }
            if taken || takingTheirs {
                take(leaf, key: key, old: old, at: (mine.selector, mine.width), into: language)
            } else {
                conflicted = true
                conflicts.append(
                    ImportReport.Conflict(
                        language: language,
                        address: EntryAddress(key: key, selector: mine.selector, width: mine.width), ours: old,
                        theirs: leaf.text, base: baseText))
            }
        }
        return conflicted
    }

    /// Whether the project's translation of `key` in `language` is confirmed: *translated* in a project that
    /// records states.
    private func isConfirmed(_ key: String, in language: FileLanguage) -> Bool {
        guard states.recordsStates, let id = states.project.keyID(key),
            let index = states.project.fileIndex(of: language, keyID: id)
        else { return false }
        return states.state(keyID: id, file: index) == .translated
    }

    /// The project's entry for `key` in `language` now, and its file.
    private func current(_ key: String, in language: FileLanguage) -> (Entry?, LanguageFile?) {
        guard let id = project.keyID(key), let index = project.fileIndex(of: language, keyID: id) else {
            return (nil, nil)
        }
        return (project.entry(keyID: id, file: index), project.files[index])
    }

    /// Writes an imported text into the project through its format, at the selector and width as the project
    /// writes them.
    private mutating func take(
        _ leaf: TextLeaf, key: String, old: String?, at place: (selector: String?, width: Int?),
        into language: FileLanguage
    ) {
        let address = EntryAddress(key: key, selector: place.selector, width: place.width)
        do throws(EditError) {
            switch project.editTarget(forKey: key, in: language) {
            case .file(let index):
                let file = project.files[index]
                let edit = try file.format.format.setting(leaf.text, at: address, in: file, force: true)
                project.apply(edit, to: language, path: file.fileName)
            case .newFile(let part, let model):
                guard
                    let created = try project.creatingFile(
                        part: part, model: model, for: language, setting: leaf.text, at: address)
                else {
                    throw .notInFormat(
                        project.format, what: "the language \(language)", reason: "it starts no file for it here")
                }
                project.apply(created.result, to: language, path: created.path, part: part)
            }
        } catch {
            // The text was converted into the project's format, so its format holds it; a refusal here is the
            // project's file (a key of the same name in another shape): reported as a conflict.
            conflicts.append(
                ImportReport.Conflict(
                    language: language, address: address, ours: old, theirs: leaf.text, base: nil))
            return
        }
        changes.append(
            ImportReport.Change(
                kind: old == nil ? .added : .changed, language: language, address: address, old: old, new: leaf.text))
    }

    /// Records an imported translation state where the project's format records states in its files.
    private mutating func importState(_ state: RecordedState, of key: String, into language: FileLanguage) {
        guard let id = project.keyID(key), let index = project.fileIndex(of: language, keyID: id),
            let recorded = project.files[index].nativeStates
        else { return }
        let old = recorded[key]?.state ?? .translated
        guard old != state, let edit = try? project.nativeStateEdit(state, forKey: key, in: language) else { return }
        project.apply(edit, to: language, path: project.files[index].fileName)
        changes.append(
            ImportReport.Change(
                kind: .state, language: language, address: EntryAddress(key: key), old: old.rawValue,
                new: state.rawValue))
    }

    /// Adds an imported comment for translators where the project's file for the key has none (one it has is
    /// the project's own, and stays) and it is not the source's (an XLIFF translation carries the source's
    /// notes); the conversion has already reported it where the format keeps none.
    private mutating func importComment(_ comment: String, of key: String, into language: FileLanguage) {
        guard let id = project.keyID(key), let index = project.fileIndex(of: language, keyID: id) else { return }
        let file = project.files[index]
        guard file.notes[key]?.comment?.isEmpty != false,
            language == .base || comment != project.comment(forKey: key, in: .base),
            let edit = try? file.format.format.addingComment(
                comment, forKey: key, in: file, fromDeveloper: language == .base),
            edit.changesFile
        else { return }
        project.apply(edit, to: language, path: file.fileName)
        changes.append(
            ImportReport.Change(
                kind: .comment, language: language, address: EntryAddress(key: key), old: nil, new: comment))
    }

    /// The files that differ from `original`'s, by path, each once, and whether it is new.
    func changedFiles(since original: Project) -> [(path: String, bytes: [UInt8], created: Bool)] {
        let before = Dictionary(original.diskFiles.map { ($0.fileName, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        return project.diskFiles.compactMap { file in
            let old = before[file.fileName]
            return old == file.bytes ? nil : (file.fileName, file.bytes, old == nil)
        }
    }
}
