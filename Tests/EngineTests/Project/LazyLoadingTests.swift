import Foundation
import Testing

@testable import Engine

/// A project loaded for some languages only (`Project.load(directory:format:languages:)`) answers every lookup
/// as the project loaded whole: through `glossa resolve`'s session and through `Localizer`, on every fixture
/// project of every format and on the sample project written in every format.
@Suite struct LazyLoadingTests {
    /// The fixture folders of every format: the acceptance suite's projects, the engine's fixture projects and
    /// the sample project.
    static func folders() throws -> [String] {
        let manager = FileManager.default
        var folders = [repositoryFolder.appendingPathComponent("sample-project").path]
        let roots = [
            "Tests/Acceptance/Projects", "Tests/EngineTests/Fixtures/Swifternalization",
            "Tests/EngineTests/Fixtures/JSONlize", "Tests/EngineTests/Fixtures/StringsDict",
            "Tests/EngineTests/Fixtures/AppleStrings",
        ]
        for root in roots {
            let folder = repositoryFolder.appendingPathComponent(root)
            for name in try manager.contentsOfDirectory(atPath: folder.path).sorted() {
                var isFolder: ObjCBool = false
                let path = folder.appendingPathComponent(name).path
                if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { folders.append(path) }
            }
        }
        return folders.filter { (try? Project.load(directory: $0)) != nil }
    }

    /// The sample project written in every format, each in a folder of its own under `root`.
    static func sampleInEveryFormat(under root: URL) throws -> [String] {
        try FormatName.allCases.map { format in
            let folder = root.appendingPathComponent(format.rawValue)
            for (path, bytes) in try sampleConversion(to: format).files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            return folder.path
        }
    }

    /// Requests for every key of `project` (and one no file has), or for `keys`, in `language`, with numbers,
    /// widths and texts.
    static func requests(_ project: Project, language: String, keys: [String]? = nil) -> [String] {
        let writer = JSONWriter(style: .standard)
        func quoted(_ text: String) -> String {
            var bytes: [UInt8] = []
            writer.quote(text, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        var lines: [String] = []
        for key in keys ?? (project.keys + ["no such key"]) {
            let start = #"{"lang":\#(quoted(language)),"key":\#(quoted(key))"#
            lines.append(start + "}")
            for number in ["0", "1", "2", "5", "1.5", "22", "-3", "jpg"] {
                lines.append(start + #","number":"\#(number)"}"#)
            }
            lines.append(start + #","number":"3","width":10}"#)
            lines.append(start + #","width":300,"default":"fallback"}"#)
        }
        return lines
    }

    /// The languages requests are made in: every language of the project, `base`, a region of each language
    /// (`pl-PL`, which falls back to `pl`), and a language no project has.
    static func requestedLanguages(_ project: Project) -> [String] {
        let tags = project.allLanguages.compactMap(\.tag?.description)
        return ["base"] + tags + tags.map { $0 + "-ZZ" } + ["tlh"]
    }

    /// Every response of a session on the project loaded whole, and of one on the project loaded lazily (for
    /// `keys` only when given, as `glossa resolve` loads it), for the same requests in the same order (so the lazy
    /// session loads each language as the requests reach it): first in the reverse of the files' order (each file
    /// read then comes before those read earlier), then in their order again.
    static func compareSessions(in folder: String, keys: [String]? = nil) throws {
        let whole = try Project.load(directory: folder)
        let lazy = try Project.load(directory: folder, languages: [], keys: keys)
        #expect(lazy.allLanguages == whole.allLanguages, "\(folder)")
        var eager = ResolveSession(project: whole)
        var session = ResolveSession(project: lazy)
        var preferred: [String] = []
        let languages = requestedLanguages(whole)
        for language in languages.reversed() + languages {
            for line in requests(whole, language: language) {
                let expected = eager.respond(to: line)
                let got = session.respond(to: line)
                #expect(got == expected, "\(folder): \(line)")
                if got != expected { return }
            }
            preferred.insert(language, at: 0)
            let negotiated =
                #"{"preferred":["\#(preferred.prefix(3).joined(separator: #"",""#))"],"key":"\#(whole.keys.first ?? "k")","number":"2"}"#
            #expect(session.respond(to: negotiated) == eager.respond(to: negotiated), "\(folder): \(negotiated)")
        }
        // Every key was asked for: more than a project loaded for some keys reads alone, unless it has only a few.
        let readsKeysAlone = keys != nil && whole.format.format.readsWantedKeysAlone
        let isLoadedWhole = session.project.isLoadedWhole
        #expect(isLoadedWhole == (!readsKeysAlone || whole.keys.count + 1 > Project.wantedKeysLimit), "\(folder)")
        #expect(session.project.files.map(\.fileName) == whole.files.map(\.fileName), "\(folder)")
    }

    /// For each key of the project (and one no file has), a session on the project loaded for no key yet answers
    /// requests for that key alone in every language, revisited, as a session on the project loaded whole.
    static func compareSessionsKeyByKey(in folder: String) throws {
        let whole = try Project.load(directory: folder)
        var eager = ResolveSession(project: whole)
        let languages = requestedLanguages(whole)
        for key in whole.keys + ["no such key"] {
            var session = ResolveSession(project: try Project.load(directory: folder, languages: [], keys: []))
            for language in languages.reversed() + languages {
                for line in requests(whole, language: language, keys: [key]) {
                    let expected = eager.respond(to: line)
                    let got = session.respond(to: line)
                    #expect(got == expected, "\(folder): \(line)")
                    if got != expected { return }
                }
            }
            if whole.format.format.readsWantedKeysAlone {
                let (isLoadedWhole, keys) = (session.project.isLoadedWhole, session.project.keys)
                #expect(!isLoadedWhole, "\(folder)")
                #expect(keys == [key].filter(whole.keys.contains), "\(folder): \(key)")
            }
        }
    }

    @Test func aSessionOnAProjectLoadedForSomeLanguagesAnswersAsTheWholeProject() throws {
        let folders = try Self.folders()
        #expect(folders.count > 20)
        for folder in folders {
            try Self.compareSessions(in: folder)
            try Self.compareSessions(in: folder, keys: [])
        }
    }

    @Test func aSessionOnAProjectLoadedForEachKeyAloneAnswersAsTheWholeProject() throws {
        let folders = try Self.folders()
        for folder in folders { try Self.compareSessionsKeyByKey(in: folder) }
    }

    @Test func aBatchOfRequestsReadsItsKeysTogether() throws {
        let folder = repositoryFolder.appendingPathComponent("sample-project").path
        let whole = try Project.load(directory: folder)
        #expect(whole.keys.count > Project.wantedKeysLimit)
        var eager = ResolveSession(project: whole)
        var session = ResolveSession(project: try Project.load(directory: folder, languages: [], keys: []))
        func answers(_ lines: [String]) -> (lazy: String, eager: String) {
            var output: [UInt8] = []
            session.respond(toEach: lines, into: &output)
            return (String(decoding: output, as: UTF8.self), lines.map { eager.respond(to: $0) + "\n" }.joined())
        }
        let few = Array(whole.keys.prefix(3))
        let first = answers(Self.requests(whole, language: "pl", keys: few) + ["not json"])
        #expect(first.lazy == first.eager)
        #expect(session.project.keys == few)
        #expect(!session.project.isLoadedWhole)
        // More keys than are read alone, in one batch: the files are read whole at once.
        let all = answers(Self.requests(whole, language: "pt-BR") + Self.requests(whole, language: "pl"))
        #expect(all.lazy == all.eager)
        #expect(session.project.keys == whole.keys)
        #expect(session.project.files.allSatisfy { file in whole.files.contains { $0.hasSameContent(as: file) } })
    }

    @Test func theSampleProjectInEveryFormatAnswersAsWhenLoadedWhole() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in try Self.sampleInEveryFormat(under: root) {
            try Self.compareSessions(in: folder)
            try Self.compareSessions(in: folder, keys: [])
            try Self.compareSessionsKeyByKey(in: folder)
        }
    }

    @Test func onlyTheFilesOfTheRequestedChainsAreRead() throws {
        let folder = repositoryFolder.appendingPathComponent("sample-project").path
        let whole = try Project.load(directory: folder)
        var lazy = try Project.load(directory: folder, languages: ["pl"])
        #expect(lazy.files.map(\.fileName) == ["base.json", "pl.json"])
        #expect(!lazy.isLoadedWhole)
        lazy.loadChains(for: ["pt-BR"])
        #expect(
            lazy.files.map(\.fileName)
                == ["base.json", "pl.json", "pt-BR.json", "pt.json"].filter {
                    whole.files.map(\.fileName).contains($0)
                })
        lazy.loadChains(for: whole.allLanguages.map(\.description))
        #expect(lazy.isLoadedWhole)
        #expect(lazy.files.map(\.fileName) == whole.files.map(\.fileName))
        #expect(lazy.keys == whole.keys)
    }

    @Test func aFileThatCannotBeReadIsLeftOutAsAWholeLoadLeavesItOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("de.json"), withIntermediateDirectories: true)
        try Data(#"{"hello": "Hello", "bye": {"one": "%d bye", "other": "%d byes"}}"#.utf8)
            .write(to: folder.appendingPathComponent("base.json"))
        try Data(#"{"hello": "Cześć"}"#.utf8).write(to: folder.appendingPathComponent("pl.json"))
        let lazy = try Project.load(directory: folder.path, languages: [])
        let whole = try Project.load(directory: folder.path)
        #expect(lazy.allLanguages == whole.allLanguages)
        #expect(lazy.problems.map(\.message) == whole.problems.map(\.message))
        try Self.compareSessions(in: folder.path)
        var eager = ResolveSession(project: whole)
        var session = ResolveSession(project: lazy)
        let request = #"{"preferred":["de","pl"],"key":"hello"}"#
        #expect(session.respond(to: request) == eager.respond(to: request))
    }

    @Test func aLocalizerOnAFolderReadsOnlyTheLanguagesShownAndAnswersAsOnAWholeProject() throws {
        for folder in try Self.folders() + [repositoryFolder.appendingPathComponent("sample-project").path] {
            let whole = try Project.load(directory: folder)
            let tags = whole.allLanguages.compactMap(\.tag?.description)
            guard let first = tags.last else { continue }
            let lazy = try Localizer(directory: folder, preferredLanguages: [first])
            let eager = Localizer(project: whole, preferredLanguages: [first])
            #expect(lazy.supportedLanguages == eager.supportedLanguages, "\(folder)")
            #expect(lazy.languages == eager.languages, "\(folder)")
            for language in [first] + tags.reversed() {
                if language != first {
                    try lazy.select(language: language)
                    try eager.select(language: language)
                }
                for key in whole.keys {
                    #expect(lazy[key] == eager[key], "\(folder) \(language) \(key)")
                    #expect(lazy.string(key, count: 2) == eager.string(key, count: 2), "\(folder) \(language) \(key)")
                }
            }
        }
    }
}
