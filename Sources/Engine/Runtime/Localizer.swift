import Foundation
import Synchronization

/// The runtime API for apps: a translation project, the language shown, and lookups in it (DESIGN §5).
///
/// Create one when the app starts and keep it; every method may be called from any thread. The language is
/// negotiated (`LanguageNegotiation`) from the user's preferred languages and the languages the app
/// supports, unless the user chose one (`select(language:)`), which wins for as long as it is supported and
/// can be kept in a settings file (`LanguageChoiceStore`). Observers hear of every change through
/// `changes()` (an `AsyncStream` per subscriber) or `onChange(_:)` (a callback).
///
/// A key missing in the language shown is looked for in the other negotiated languages, then in base: a user
/// who prefers German, then French sees French rather than English where German lacks a key.
///
/// The lookups (`localizer["key"]`, `string(_:count:)`, …) are in `Localizer+Strings.swift`.
public final class Localizer: Sendable {
    /// Everything a lookup reads, replaced as a whole when the language or the project changes, so that a
    /// lookup takes one lock and one reference.
    final class Snapshot: Sendable {
        let project: Project
        let languages: [LanguageTag]
        let chain: LanguageChain
        let formatter: TextFormatter

        /// A snapshot for `languages`, whose files are read first when `project` was loaded for some languages
        /// only.
        init(project: Project, languages: [LanguageTag], localizesNumbers: Bool) {
            var project = project
            project.loadChains(for: languages.map(\.description))
            self.project = project
            self.languages = languages
            chain = project.chain(for: languages.map(\.description))
            formatter = TextFormatter(numberStyle: localizesNumbers ? .localized(languages[0]) : .asWritten)
        }

        /// The text of a key along the chain. A method of the snapshot, not of its caller: called on
        /// `snapshot.project` from outside, the optimizer copied the whole `Project` (a dozen retains and
        /// releases) to release the snapshot early; here `self` keeps it alive for the call.
        @inline(never)
        func text(_ key: String, input: LookupInput, defaultValue: String? = nil) -> String {
            project.text(key, in: chain, input: input, defaultValue: defaultValue)
        }

        /// How a key resolves along the chain (see `text`).
        @inline(never)
        func resolve(_ key: String, input: LookupInput) -> Resolution {
            project.resolve(key, in: chain, input: input)
        }
    }

    private struct State {
        var snapshot: Snapshot
        var supported: [LanguageTag]
        var preferred: [String]
        var chosen: LanguageTag?
        var streams: [UInt64: AsyncStream<LanguageChange>.Continuation] = [:]
        var callbacks: [UInt64: @Sendable (LanguageChange) -> Void] = [:]
        var nextID: UInt64 = 0
    }

    private let state: Mutex<State>
    /// The language shown when no preferred language is supported.
    public let defaultLanguage: LanguageTag
    /// Where the user's choice is kept.
    public let choiceStore: LanguageChoiceStore
    /// Whether numbers are written with the language's digits and separators (`1 234,5`) rather than as
    /// given (`1234.5`).
    public let localizesNumbers: Bool
    /// Called with the key and the problem when a text's placeholders cannot all be filled (the text is
    /// still returned, the unfilled placeholders as written). For logging in debug builds.
    let formatProblemHandler: (@Sendable (_ key: String, _ problem: FormatProblem) -> Void)?

    /// A localizer for a project, loaded whole or for some languages only
    /// (`Project.load(directory:format:languages:)`: the files of each language shown are read when it is).
    ///
    /// - Parameters:
    ///   - project: The translations.
    ///   - supportedLanguages: The languages the app offers; by default the base language and every language
    ///     the project has a file for.
    ///   - defaultLanguage: Shown when no preferred language is supported; by default the base language.
    ///   - preferredLanguages: The user's languages, most preferred first (on Apple platforms
    ///     `Locale.preferredLanguages`; on Linux the app's own setting, or
    ///     `Localizer.preferredLanguages(fromEnvironment:)` for a command-line app).
    ///   - choiceStore: Where `select(language:)` keeps the choice; a saved choice that is still supported
    ///     wins over the preferred languages.
    ///   - localizesNumbers: Write numbers in the language's style (see `NumberStyle.localized`).
    ///   - onFormatProblem: Called when a placeholder cannot be filled (see `FormatProblem`).
    public init(
        project: Project, supportedLanguages: [LanguageTag]? = nil, defaultLanguage: LanguageTag? = nil,
        preferredLanguages: [String] = [], choiceStore: LanguageChoiceStore = .memory,
        localizesNumbers: Bool = false,
        onFormatProblem: (@Sendable (_ key: String, _ problem: FormatProblem) -> Void)? = nil
    ) {
        let base = project.settings.baseLanguage
        var supported = supportedLanguages ?? ([base] + project.allLanguages.compactMap(\.tag))
        supported = supported.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        let fallback = defaultLanguage ?? base
        self.defaultLanguage = fallback
        self.choiceStore = choiceStore
        self.localizesNumbers = localizesNumbers
        formatProblemHandler = onFormatProblem
        let chosen = choiceStore.load().flatMap { saved in supported.contains(saved) ? saved : nil }
        let languages = Self.languages(
            chosen: chosen, preferred: preferredLanguages, supported: supported, defaultLanguage: fallback)
        state = Mutex(
            State(
                snapshot: Snapshot(project: project, languages: languages, localizesNumbers: localizesNumbers),
                supported: supported, preferred: preferredLanguages, chosen: chosen))
    }

    /// A localizer for the project in a folder; the other parameters are those of `init(project:…)`.
    ///
    /// Only the files of the languages shown are read (`Project.load(directory:format:languages:)`), the
    /// source's first: another language's files are read when it is shown or given strings.
    ///
    /// - Throws: `LocalizerError.cannotLoad` when the folder cannot be read or holds no translations.
    public convenience init(
        directory: String, supportedLanguages: [LanguageTag]? = nil, defaultLanguage: LanguageTag? = nil,
        preferredLanguages: [String] = [], choiceStore: LanguageChoiceStore = .memory,
        localizesNumbers: Bool = false,
        onFormatProblem: (@Sendable (_ key: String, _ problem: FormatProblem) -> Void)? = nil
    ) throws(LocalizerError) {
        let project: Project
        do {
            // Texts as strings of their own: an app reads a language's files only, and looks texts up often.
            project = try Project.load(directory: directory, languages: [], texts: .strings)
        } catch {
            throw .cannotLoad(error)
        }
        self.init(
            project: project, supportedLanguages: supportedLanguages, defaultLanguage: defaultLanguage,
            preferredLanguages: preferredLanguages, choiceStore: choiceStore, localizesNumbers: localizesNumbers,
            onFormatProblem: onFormatProblem)
    }

    /// The folder holding the translations in an app's resources: the folder itself when it holds
    /// `base.json`, else its `Localizable/`, `Base.lproj/` or `Localization/` subfolder that does (the
    /// usual places in an app bundle or a SwiftPM resource folder). `Bundle.main.resourcePath` or
    /// `Bundle.module.resourcePath` is what an app passes.
    ///
    /// - Throws: `LocalizerError.noProject` when none of them holds `base.json`.
    public static func projectDirectory(inResources folder: String) throws(LocalizerError) -> String {
        for candidate in ["", "Localizable", "Base.lproj", "Localization"] {
            let directory = candidate.isEmpty ? folder : (folder as NSString).appendingPathComponent(candidate)
            if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("base.json")) {
                return directory
            }
        }
        throw .noProject(inResources: folder)
    }

    /// The language shown.
    public var language: LanguageTag { snapshot.languages[0] }

    /// The languages looked in, in order: the language shown, the other negotiated languages, then the
    /// default; base comes after them.
    public var languages: [LanguageTag] { snapshot.languages }

    /// The languages the app offers.
    public var supportedLanguages: [LanguageTag] { state.withLock { $0.supported } }

    /// The user's preferred languages as last given.
    public var preferredLanguages: [String] { state.withLock { $0.preferred } }

    /// The language the user chose with `select(language:)`, if any.
    public var chosenLanguage: LanguageTag? { state.withLock { $0.chosen } }

    /// The translations.
    public var project: Project { snapshot.project }

    /// The current snapshot: one lock, one reference.
    var snapshot: Snapshot { state.withLock { $0.snapshot } }

    /// Shows a language the app supports from now on, and keeps the choice in the `choiceStore`.
    ///
    /// - Parameter language: A supported tag, in any case, with `-` or `_` (`pt_br`).
    /// - Throws: `LocalizerError.unsupportedLanguage` (nothing changes), or `.cannotSaveChoice` (the language
    ///   is shown all the same, but will not be remembered).
    public func select(language: String) throws(LocalizerError) {
        let supported = supportedLanguages
        guard let tag = LanguageTag(language), supported.contains(tag) else {
            throw .unsupportedLanguage(language, supported: supported)
        }
        update(.selected) { state, _ in state.chosen = tag }
        try choiceStore.save(tag)
    }

    /// Forgets the chosen language (in memory and in the `choiceStore`): the preferred languages decide again.
    ///
    /// - Throws: `LocalizerError.cannotSaveChoice` when the settings file cannot be removed.
    public func reset() throws(LocalizerError) {
        update(.reset) { state, _ in state.chosen = nil }
        try choiceStore.save(nil)
    }

    /// Takes new preferred languages (the user changed them in the system or the app); a chosen language
    /// still wins.
    public func setPreferredLanguages(_ languages: [String]) {
        update(.preferredLanguagesChanged) { state, _ in state.preferred = languages }
    }

    /// Takes new translations (a downloaded update, strings added at run time), keeping the language
    /// settings. The supported languages stay those given or found at creation.
    public func replaceProject(_ project: Project) {
        update(.projectReplaced, project: project) { _, _ in }
    }

    /// Adds strings at run time (Glotty's `addStrings`): each key's text in `language`, added to its file or
    /// replacing the value it had there (variants included), in memory only. A language without a file gets
    /// one, in the style of the base file, and becomes one of the supported languages (the app gave strings
    /// for it). Observers hear of it as `.stringsAdded`.
    ///
    /// Keys are added in the order of their names, so the result does not depend on the dictionary's order.
    ///
    /// - Parameters:
    ///   - strings: Texts by key, as written in a file (placeholders as they are).
    ///   - language: A tag (`pl`, `pt_BR`) or `base`.
    /// - Throws: `LocalizerError.notALanguage` or `.cannotAddStrings` (the language's file has a syntax
    ///   error, or a key cannot be written); nothing is added then.
    public func addStrings(_ strings: [String: String], for language: String) throws(LocalizerError) {
        let fileLanguage: FileLanguage
        if language == "base" {
            fileLanguage = .base
        } else if let tag = LanguageTag(language) {
            fileLanguage = .tag(tag)
        } else {
            throw .notALanguage(language)
        }
        var failure: LocalizerError?
        update(.stringsAdded) { state, project in
            do throws(LocalizerError) {
                project = try Self.adding(strings, to: fileLanguage, in: state.snapshot.project)
                if case .tag(let tag) = fileLanguage, !state.supported.contains(tag) { state.supported.append(tag) }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// `project` with `strings` set in the file of `language` (created when there is none).
    private static func adding(
        _ strings: [String: String], to language: FileLanguage, in project: Project
    ) throws(LocalizerError) -> Project {
        var project = project
        project.loadChains(for: [language.description])
        let existing = project.fileIndex(of: language)
        var document: JSONDocument?
        if let existing {
            guard let parsed = project.files[existing].document() else {
                throw .cannotAddStrings(
                    language.description, reason: "\(project.files[existing].fileName) has a syntax error")
            }
            document = parsed
        }
        let model = project.fileIndex(of: .base).flatMap { project.files[$0].document() }
        for (key, text) in strings.sorted(by: { $0.key < $1.key }) {
            do throws(EditError) {
                let address = EntryAddress(key: key)
                let result =
                    if let current = document {
                        try LanguageEdits.settingString(text, at: address, in: current, force: true)
                    } else {
                        try LanguageEdits.creatingFile(setting: text, at: address, like: model)
                    }
                document = result.document
            } catch {
                throw .cannotAddStrings(language.description, reason: "\(key): \(error)")
            }
        }
        guard let document else { return project }
        if let existing {
            project.replaceFile(at: existing, bytes: document.bytes)
        } else {
            do throws(ProjectEditError) {
                try project.addFile(language: language, bytes: document.bytes)
            } catch {
                throw .cannotAddStrings(language.description, reason: "\(error)")
            }
        }
        return project
    }

    /// A stream of every change from now on; each call gives a new stream of its own. The stream ends when
    /// its consumer stops iterating (or is cancelled).
    public func changes() -> AsyncStream<LanguageChange> {
        let (stream, continuation) = AsyncStream<LanguageChange>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.streams[id] = continuation
            return id
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.streams.removeValue(forKey: id) }
        }
        return stream
    }

    /// Calls `handler` after every change, on the thread that made it, until the returned observation is
    /// cancelled or released.
    public func onChange(_ handler: @escaping @Sendable (LanguageChange) -> Void) -> ChangeObservation {
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.callbacks[id] = handler
            return id
        }
        return ChangeObservation { [weak self] in
            _ = self?.state.withLock { $0.callbacks.removeValue(forKey: id) }
        }
    }

    /// Applies a change, negotiates again, and announces the result outside the lock.
    ///
    /// - Parameter project: The new translations, or `nil` to keep them; `change` may also set them
    ///   (`newProject`) from the current ones, under the same lock.
    private func update(
        _ reason: LanguageChange.Reason, project: Project? = nil, _ change: (inout State, inout Project?) -> Void
    ) {
        let (announcement, streams, callbacks) = state.withLock { state in
            let before = state.snapshot.languages
            var project = project
            change(&state, &project)
            let languages = Self.languages(
                chosen: state.chosen, preferred: state.preferred, supported: state.supported,
                defaultLanguage: defaultLanguage)
            guard languages != before || project != nil else {
                return (
                    nil as LanguageChange?, [AsyncStream<LanguageChange>.Continuation](),
                    [
                        @Sendable (LanguageChange) -> Void
                    ]()
                )
            }
            state.snapshot = Snapshot(
                project: project ?? state.snapshot.project, languages: languages, localizesNumbers: localizesNumbers)
            return (
                LanguageChange(language: languages[0], languages: languages, reason: reason),
                Array(state.streams.values), Array(state.callbacks.values)
            )
        }
        guard let announcement else { return }
        for stream in streams { stream.yield(announcement) }
        for callback in callbacks { callback(announcement) }
    }

    /// The chosen language (when there is one) followed by the negotiated languages.
    private static func languages(
        chosen: LanguageTag?, preferred: [String], supported: [LanguageTag], defaultLanguage: LanguageTag
    ) -> [LanguageTag] {
        let negotiated = LanguageNegotiation.negotiate(
            preferred: preferred, supported: supported, defaultLanguage: defaultLanguage)
        guard let chosen else { return negotiated }
        return [chosen] + negotiated.filter { $0 != chosen }
    }
}
