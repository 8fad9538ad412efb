import ArgumentParser
import Engine
import Foundation

extension RecordedState: ExpressibleByArgument {}

/// `glossa set`'s recording of translation states (DESIGN §12): after a translation is set, or alone with
/// `--state`, the state of the key in the language is recorded with the fingerprint of the source text now —
/// in the file itself when its format has states (`TranslationFormat.settingState`), else in the project's
/// sidecar (`StateSidecar.update`), never creating one unless a state is asked for.
struct StateRecording {
    let options: EntryOptions
    /// The state asked for (`--state`); `nil` records *translated*, and only in a project with a sidecar.
    let state: RecordedState?

    /// Records the state; with `requiringText`, the language must have a text for the key.
    func record(requiringText: Bool) throws(CommandFailure) -> CommandOutcome {
        guard let lang = options.lang, options.groups.isEmpty, options.file == nil else {
            throw .usage("--state needs --lang (and a top-level key)")
        }
        let directory = try EditSupport.folder(options.directory)
        // Without a sidecar and without --state there is nothing to record: the project is not even loaded.
        let sidecarPath = (directory as NSString).appendingPathComponent(ProjectFiles.stateSidecarPath)
        if state == nil, !FileManager.default.fileExists(atPath: sidecarPath) { return CommandOutcome() }
        let project: Project
        do throws(ProjectLoadError) {
            project = try Project.load(directory: directory, format: options.format.format)
        } catch {
            throw .refused(error.description)
        }
        guard state != nil || project.stateSidecar != nil else { return CommandOutcome() }
        guard lang != "base", let tag = LanguageTag(lang) else {
            if state == nil { return CommandOutcome() }
            if lang == "base" { throw .usage("the source language has no translation state") }
            throw .refused("'\(lang)' is not a language tag (like pl, pt-BR or zh-Hans) or 'base'")
        }
        if project.fileIndex(of: .tag(tag)) == nil, tag == project.settings.baseLanguage {
            if state == nil { return CommandOutcome() }
            throw .usage("\(tag) is the source language, which has no translation state")
        }
        let key = options.key
        if requiringText, project.entry(key, in: .tag(tag))?.hasText != true {
            throw .refused("\(tag) has no text for \"\(key)\"; give one with the state")
        }
        if project.format != .swifternalization,
            let native = try FormatEditing(project: project, directory: directory).settingState(
                state ?? .translated, key: key, language: .tag(tag), forceWrite: options.forceWrite)
        {
            return native
        }
        // The source's fingerprint alone (`ProjectStates` would read the whole sidecar and every key's).
        let record = project.stateRecord(state ?? .translated, forKey: key)
        let writer = WriteOptions(ignoringReadOnly: options.forceWrite)
        do throws(StateSidecarError) {
            try StateSidecar.update(in: directory, options: writer) {
                $0.set(record, language: tag.description, key: key)
            }
        } catch {
            guard case .malformed(let problems) = error else {
                throw CommandFailure(message: "glossa: error: \(VisibleText.of(error.description))\n")
            }
            throw CommandFailure(
                message: problems.map { VisibleText.of($0.description) + "\n" }.joined()
                    + "glossa: error: \(ProjectFiles.stateSidecarPath) has lines it cannot read; fix them first: "
                    + "the state was not recorded\n")
        }
        let shown = JSONWriter(style: .standard).quoted(key)
        return CommandOutcome(
            output: "\(ProjectFiles.stateSidecarPath): \(tag) \(VisibleText.of(shown)): \(record.state.rawValue)\n")
    }
}

extension StateRecording {
    /// After `rm` removed a whole key from a language, or `mv` renamed a key: the key's records in the project's
    /// sidecar go with it — removed (`newKey == nil`) or renamed — in `language` (a tag) or in every language
    /// (`nil`), under the folder's lock (`StateSidecar.update`). A project without a sidecar gets none.
    ///
    /// - Returns: `outcome`, with an error and exit status 1 added when the sidecar could not be changed (the
    ///   files were edited: the records are then the ones left behind).
    static func movingRecords(
        of key: String, to newKey: String?, language: String?, in directory: String, forceWrite: Bool,
        after outcome: CommandOutcome
    ) -> CommandOutcome {
        let path = (directory as NSString).appendingPathComponent(ProjectFiles.stateSidecarPath)
        guard outcome.status == CommandOutcome.done, FileManager.default.fileExists(atPath: path) else {
            return outcome
        }
        var result = outcome
        do throws(StateSidecarError) {
            try StateSidecar.update(in: directory, options: WriteOptions(ignoringReadOnly: forceWrite)) { sidecar in
                for tag in language.map({ [$0] }) ?? Array(sidecar.records.keys) {
                    guard let record = sidecar.record(language: tag, key: key) else { continue }
                    sidecar.set(nil, language: tag, key: key)
                    if let newKey { sidecar.set(record, language: tag, key: newKey) }
                }
            }
        } catch {
            let shown = VisibleText.of(JSONWriter(style: .standard).quoted(key))
            let left = "the state records of \(shown) were left as they were\n"
            if case .malformed(let problems) = error {
                result.errors +=
                    problems.map { VisibleText.of($0.description) + "\n" }.joined()
                    + "glossa: error: \(ProjectFiles.stateSidecarPath) has lines it cannot read; fix them first: "
                    + left
            } else {
                result.errors += "glossa: error: \(VisibleText.of(error.description))\nglossa: error: " + left
            }
            result.status = CommandOutcome.refused
        }
        return result
    }
}
