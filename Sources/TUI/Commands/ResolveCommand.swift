import ArgumentParser
import Engine
import Foundation

/// `glossa resolve --project DIR`: batch lookups as JSON lines on stdin and stdout (DESIGN §7).
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve JSON-line requests from stdin, one JSON line out per request.",
        discussion: """
            Request:  {"lang":"pl","key":"cars","number":"5","width":300,"default":"Car"}
            Response: {"value":"%d samochodów","language":"pl","matched":"many","category":"many",\
            "fallback":false,"formatted":"5 samochodów"}
            Instead of "lang", "preferred":["de-AT","fr"] negotiates among the project's languages (the response
            adds "negotiated":"de"); "args":["Ana",2] and "named":{"name":"Ana"} fill the placeholders of
            "formatted" (without "args", the number is the only argument).
            A line that cannot be understood gets {"error":"..."} and the batch goes on.
            """
    )

    @Option(name: .long, help: "The project folder.")
    var project: String

    @OptionGroup var format: FormatOption

    func run() throws {
        // The folder is listed and its format found now; each language's files (the source's with the first)
        // are read when a request first asks for that language, and in a format that reads keys alone, only the
        // entries of the keys asked for (`Project.loadKeys`).
        var session = ResolveSession(
            project: try loadProjectOrExit(project, format: format.format, languages: [], keys: []))
        // The lines of each chunk read are answered together: a batch asks for its keys at once.
        var lines: [String] = []
        LineStream.run(
            { line, _ in
                guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
                lines.append(String(decoding: line, as: UTF8.self))
            },
            afterLines: { output in
                session.respond(toEach: lines, into: &output)
                lines.removeAll(keepingCapacity: true)
            })
        exitWithoutTeardown(0)
    }
}

/// Loads a project — whole, or for `languages` (and `keys`) only (`Project.load(directory:format:languages:keys:)`)
/// — or prints why it cannot be opened and exits with status 2.
func loadProjectOrExit(
    _ directory: String, format: FormatName? = nil, languages: [String]? = nil, keys: [String]? = nil
) throws -> Project {
    let project = try loadOrExit { () throws(ProjectLoadError) in
        if let languages {
            return try Project.load(directory: directory, format: format, languages: languages, keys: keys)
        }
        return try Project.load(directory: directory, format: format)
    }
    noteAmbiguousFormat(project)
    return project
}

/// Ends the process with `status` at once, without freeing the loaded project: on a large project, taking its
/// hundreds of thousands of objects apart cost a tenth of `glossa validate`'s time, for memory the system takes
/// back anyway. For commands that have written all their output (standard output is not buffered here).
func exitWithoutTeardown(_ status: Int32) -> Never {
    exit(status)
}

/// When two formats fit a folder equally well, says on standard error which was chosen, why, and how to
/// choose the other.
func noteAmbiguousFormat(_ project: Project) {
    guard project.detection.alternative != nil else { return }
    let note = "glossa: note: \(project.directory) is read as \(project.detection.explanation)\n"
    FileHandle.standardError.write(Data(VisibleText.keepingLineFeeds(note).utf8))
}

/// Runs a project load; on failure prints why and exits with status 2.
func loadOrExit<T>(_ load: () throws(ProjectLoadError) -> T) throws -> T {
    do {
        return try load()
    } catch {
        FileHandle.standardError.write(Data("glossa: \(VisibleText.of(error.description))\n".utf8))
        throw ExitCode(2)
    }
}
