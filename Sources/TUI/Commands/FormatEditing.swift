import Engine
import Foundation

/// The edit commands on a project in a format other than Swifternalization JSON: the project is loaded
/// whole, a key is named as DESIGN §11 says (`a.b`, `ns:key`, the catalog key), and every edit goes
/// through the format (`TranslationFormat`), which splices it into the file in its own style or refuses
/// what the format cannot hold.
///
/// Swifternalization projects keep the edit commands' own path, which reads only the file edited.
struct FormatEditing {
    /// The project, loaded in its format.
    let project: Project
    /// The folder.
    let directory: String

    /// The project in `directory` when it is in another format than Swifternalization JSON (`format`, or
    /// the one detected); `nil` for a Swifternalization project, which the commands edit file by file, as
    /// they edit a JSON file named with `--file` or `--in` (a key in a group) or one in a folder that no
    /// format recognises.
    ///
    /// - Throws: a refusal when the folder cannot be read.
    static func load(_ directory: String, format: FormatName?, file: String? = nil, groups: [String] = [])
        throws(CommandFailure) -> FormatEditing?
    {
        if format == .swifternalization || (format == nil && (file != nil || !groups.isEmpty)) { return nil }
        if format == nil {
            let paths: [String]
            do throws(ProjectLoadError) {
                paths = try ProjectFiles.paths(in: directory)
            } catch {
                throw .refused(error.description)
            }
            // Swifternalization's own files say so without reading anything.
            if paths.contains("base.json") || paths.contains("expressions.json") { return nil }
        }
        let project: Project
        do throws(ProjectLoadError) {
            project = try Project.load(directory: directory, format: format)
        } catch {
            if case .noTranslations = error { return nil }
            throw .refused(error.description)
        }
        return project.format == .swifternalization ? nil : FormatEditing(project: project, directory: directory)
    }

    /// The language a `--lang` names: `base`, the source language's tag, or another tag.
    func language(_ lang: String) throws(CommandFailure) -> FileLanguage {
        if lang == "base" { return .base }
        guard let tag = LanguageTag(lang) else {
            throw .refused("'\(lang)' is not a language tag (like pl, pt-BR or zh-Hans) or 'base'")
        }
        if project.fileIndex(of: .tag(tag)) == nil, tag == project.settings.baseLanguage { return .base }
        return .tag(tag)
    }

    /// The options a format project does not take.
    static func checkOptions(file: String?, groups: [String], format: FormatName) throws(CommandFailure) {
        if file != nil { throw .usage("--file is for JSON files edited as they are; in \(format.title) give --lang") }
        if !groups.isEmpty {
            throw .usage("--in is for JSON files edited as they are; in \(format.title) name the key whole (a.b.c)")
        }
    }

    /// Sets a text (`glossa set`); with `create`, a language without a file gets one.
    func set(
        _ text: String, at address: EntryAddress, lang: String, force: Bool, create: Bool, dryRun: Bool,
        forceWrite: Bool
    ) throws(CommandFailure) -> CommandOutcome {
        let language = try language(lang)
        let index: Int
        switch project.editTarget(forKey: address.key, in: language) {
        case .file(let found): index = found
        case .newFile(let part, let model):
            let created: (path: String, result: FileEdit)?
            do throws(EditError) {
                created = try project.creatingFile(part: part, model: model, for: language, setting: text, at: address)
            } catch {
                throw EditSupport.failure(error)
            }
            guard let created else {
                throw .refused("\(project.format.title) cannot add the language '\(lang)' here")
            }
            if let existing = project.files.first(where: { $0.fileName == created.path }) {
                // A new language of a file that holds several: the file is edited, not created.
                return try commit([(existing, created.result)], dryRun: dryRun, forceWrite: forceWrite)
            }
            guard create else {
                throw .refused("\(directory) has no file for '\(lang)' (\(created.path)); add --create to start one")
            }
            let file = FileToWrite(name: created.path, path: path(created.path), loaded: nil)
            if !dryRun { AtomicFile.makeFolders(for: file.path) }
            return EditSupport.commit([(file, created.result)], dryRun: dryRun, forceWrite: forceWrite)
        }
        let file = project.files[index]
        let result: FileEdit
        do throws(EditError) {
            result = try file.format.format.setting(text, at: address, in: file, force: force)
        } catch {
            throw EditSupport.failure(error, file: file.fileName)
        }
        return try commit([(file, result)], dryRun: dryRun, forceWrite: forceWrite)
    }

    /// Removes a key, a variant or a width (`glossa rm`).
    func remove(_ address: EntryAddress, lang: String, dryRun: Bool, forceWrite: Bool) throws(CommandFailure)
        -> CommandOutcome
    {
        let language = try language(lang)
        guard project.fileIndex(of: language) != nil else {
            throw .refused("\(directory) has no file for '\(lang)'")
        }
        guard case .file(let index) = project.editTarget(forKey: address.key, in: language) else {
            throw EditSupport.failure(EditError.noSuchKey(address.key))
        }
        let file = project.files[index]
        let result: FileEdit
        do throws(EditError) {
            result = try file.format.format.removing(address, from: file)
        } catch {
            throw EditSupport.failure(error, file: file.fileName)
        }
        return try commit([(file, result)], dryRun: dryRun, forceWrite: forceWrite)
    }

    /// Renames a key in every file that has it (`glossa mv`): a file holding several languages once.
    func rename(_ old: String, to new: String, dryRun: Bool, forceWrite: Bool) throws(CommandFailure)
        -> CommandOutcome
    {
        if project.keyID(new) != nil {
            let holders = project.files.filter { $0.entries.keys.contains(new) }.map(\.fileName)
            throw .refused(
                "\"\(new)\" already exists in \(Set(holders).sorted().joined(separator: ", ")); nothing was renamed")
        }
        var edits: [(LanguageFile, FileEdit)] = []
        var seen: Set<String> = []
        for file in project.files where file.entries.keys.contains(old) {
            guard seen.insert(file.fileName).inserted else { continue }
            do throws(EditError) {
                edits.append((file, try file.format.format.renamingKey(old, to: new, in: file)))
            } catch {
                throw EditSupport.failure(error, file: file.fileName)
            }
        }
        if edits.isEmpty { throw .refused("no language file has the key \"\(old)\"") }
        return try commit(edits, dryRun: dryRun, forceWrite: forceWrite)
    }

    /// Records a translation state in the file itself when the format has states (`TranslationFormat
    /// .settingState`); `nil` when it has none, and the sidecar keeps it.
    func settingState(_ state: RecordedState, key: String, language: FileLanguage, forceWrite: Bool)
        throws(CommandFailure) -> CommandOutcome?
    {
        guard case .file(let index) = project.editTarget(forKey: key, in: language) else { return nil }
        let file = project.files[index]
        let result: FileEdit?
        do throws(EditError) {
            result = try project.nativeStateEdit(state, forKey: key, in: language)
        } catch {
            throw EditSupport.failure(error, file: file.fileName)
        }
        guard let result else { return nil }
        return try commit([(file, result)], dryRun: false, forceWrite: forceWrite)
    }

    private func path(_ name: String) -> String { (directory as NSString).appendingPathComponent(name) }

    /// Writes the edits through the commands' one writer, each file as it was read when loading (refused when
    /// another program changed it since, or when one is read-only and not `forceWrite`).
    func commit(
        _ edits: [(file: LanguageFile, result: FileEdit)], dryRun: Bool, forceWrite: Bool
    ) throws(CommandFailure) -> CommandOutcome {
        var editable: [(file: FileToWrite, result: FileEdit)] = []
        for (file, result) in edits {
            let loaded: LoadedFile
            do throws(FileAccessError) {
                loaded = try AtomicFile.read(path(file.fileName))
            } catch {
                throw .refused(error.description)
            }
            guard loaded.bytes == file.bytes else {
                throw .refused("another program is changing it; run the command again", in: file.fileName)
            }
            editable.append((FileToWrite(name: file.fileName, path: path(file.fileName), loaded: loaded), result))
        }
        if !dryRun {
            let refusals = editable.compactMap { edit in
                AtomicFile.refusalToWrite(edit.file.path, options: WriteOptions(ignoringReadOnly: forceWrite))
                    .map { EditSupport.writeFailure($0, file: edit.file.name) }
            }
            if !refusals.isEmpty { throw CommandFailure(message: refusals.joined() + "glossa: nothing was written\n") }
        }
        return EditSupport.commit(editable, dryRun: dryRun, forceWrite: forceWrite)
    }
}
