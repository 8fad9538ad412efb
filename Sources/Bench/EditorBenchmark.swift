import ArgumentParser
import EditorCore
import Engine
import Foundation
import Synchronization

/// `glossa-bench editor`: the editor headless on the generated project. Reports the time from a key
/// event to a rendered screen (update + render) for moving, paging, filtering and typing the preview
/// number, as p50/p99, and the time from start to the first frame and to the complete project, with the whole
/// load as the baseline of the run.
struct EditorBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "editor",
        abstract: "Key-to-frame latency of the headless editor (p50/p99) and the time to the first frame."
    )

    @OptionGroup var size: ProjectSizeOptions
    @Option(help: "Terminal width of the headless editor.") var width = 160
    @Option(help: "Terminal height of the headless editor.") var height = 48
    @Option(help: "Timed key events per measurement.") var events = 2_000
    @Flag(
        help:
            "Leave out the search and replace (on the 100,000-key project its query is a common word: applying it takes minutes)."
    )
    var skipReplace = false

    func run() throws {
        let folder = try size.folder()
        _ = try Project.load(directory: folder)  // warm the file cache
        var project: Project!
        let load = try Benchmark.time { project = try Project.load(directory: folder) }
        let starts = startTimes(folder)
        let index = Benchmark.time { _ = SearchIndex(project: project) }
        let (editable, disk) = try Project.loadForEditing(directory: folder)
        var editor = HeadlessEditor(
            project: editable, disk: disk, width: width, height: height, perform: { $0.computed() })
        print("Project: \(folder): \(project.files.count) files, \(project.keys.count) keys; screen \(width)×\(height)")
        print("Project.load (baseline):    \(Benchmark.format(load * 1000, 0)) ms")
        reportStarts(starts)
        print("Search index (background):  \(Benchmark.format(index * 1000, 0)) ms")

        report("move down (j)", measure(&editor, setup: "<home>") { _ in "j" })
        report("page down", measure(&editor, setup: "<home>") { i in i % 50 == 49 ? "<home>" : "<pgdn>" })
        // Distinct queries, so that no result is remembered from an earlier one: pieces of keys and of
        // values in several languages, typed one character at a time, then two Backspaces and Ctrl-U.
        let queries = Self.queries(project, count: events / 8 + 1)
        var steps: [String] = []
        for query in queries {
            steps += query.map { $0 == "<" ? "<lt>" : String($0) } + ["<bs>", "<bs>", "<C-u>"]
        }
        editor.finishesWork = false
        var completions: [Double] = []
        let firstFrames = measure(&editor, setup: "<esc>/") { i in
            steps[i % steps.count]
        } after: { editor in
            var ticks = 0
            let time = Benchmark.time {
                while editor.state.hasPendingWork {
                    editor.send(.tick)
                    _ = editor.render()
                    ticks += 1
                }
            }
            if ticks > 0 { completions.append(time) }
        }
        editor.finishesWork = true
        report("type a filter character", firstFrames)
        print(
            "  \(queries.count) distinct queries; \(completions.count) of \(firstFrames.count) keys needed more slices:"
        )
        if !completions.isEmpty { report("  rest of the search", completions) }
        editor.press("<esc><esc><home>")
        report(
            "type a preview digit",
            measure(&editor, setup: "#") { i in i % 8 == 7 ? "<C-u>" : String("123456789"[i % 9]) })
        // Value edits in the first language after base, then undo and redo them in turn. Validation and the
        // search index, which the editor redoes on another thread after each, are left out.
        editor.doesBackgroundWork = false
        editor.press("<enter><esc><tab><home>jj")
        // The commit is the Enter that ends typing: opening the value (`open a value for typing` below) and typing
        // are outside the clock.
        editor.press("<enter><C-u>Edited by the benchmark")
        let commit = Benchmark.time { editor.press("<enter>") }
        print("commit one value edit:     \(Benchmark.format(commit * 1000, 1)) ms (\(editor.state.disk.unsavedFiles))")
        // The search index after that edit, as the editor brings it up to date from the index of the project it
        // opened (whose unchanged files the edited project shares), against building it whole for the edited project.
        let before = SearchIndex(project: editable)
        let edited = editor.state.project
        var updated: SearchIndex?
        let update = Benchmark.time { updated = before.updated(for: edited) }
        let whole = Benchmark.time { _ = SearchIndex(project: edited) }
        print(
            "  search index after it:   \(Benchmark.format(update * 1000, 1)) ms (\(updated!.blocksBuilt) of "
                + "\(before.blocksBuilt) blocks built again; built whole: \(Benchmark.format(whole * 1000, 0)) ms)")
        // Edits of the same file after the first start from the document the last one made.
        let again = (0..<9).map { i in
            editor.press("<enter><C-u>Edited \(i)")
            return Benchmark.time { editor.press("<enter>") }
        }
        print(row("commit another, same file", again, baseline: load, of: "Project.load"))
        // Of a commit, the key marks and translation states brought up to date for the key edited (issue 20),
        // and, as the editor did it before, computed again for every key.
        if let key = editor.state.selectedKey {
            var state = editor.state
            let marks = (0..<9).map { _ in Benchmark.time { state.updateMarks(touched: [key]) } }
            print(row("  of which the key marks", marks, baseline: load, of: "Project.load"))
            let whole = (0..<3).map { _ in Benchmark.time { state.recomputeMarks() } }
            print(row("  key marks of every key", whole, baseline: load, of: "Project.load"))
        }
        report("undo / redo a value edit", measure(&editor, setup: "") { i in i % 2 == 0 ? "u" : "<C-y>" })
        // The raw JSON editor checks the entry again after every key typed.
        let opening = Benchmark.time { editor.press("J") }
        print("open the raw JSON editor:  \(Benchmark.format(opening * 1000, 2)) ms")
        report("type in the raw JSON editor", measure(&editor, setup: "<end>") { i in i % 2 == 0 ? "x" : "<bs>" })
        editor.press("<esc>")
        // Opening a translation for typing finds its suggestions and the keys Alt-p would fill (issue 19).
        let opens = (0..<9).map { _ in
            let time = Benchmark.time { editor.press("<enter>") }
            editor.press("<esc>")
            return time
        }.sorted()
        print("open a value for typing:   \(Benchmark.format(opens[opens.count / 2] * 1000, 1)) ms (median of 9)")
        if !skipReplace { searchAndReplace(&editor, query: Self.queries(project, count: 40).last ?? "a") }
        renameWhileBrowsing(&editor)
    }

    /// Renaming a key in every language (issue 20): made in place with nothing else running, then as the editor
    /// makes it, on another thread while keys are pressed (`j` and `k` in turn, the baseline being "move down" of
    /// the same run): the time until it lands, and the key-to-frame times meanwhile.
    private func renameWhileBrowsing(_ editor: inout HeadlessEditor) {
        editor.press("<esc><esc><home>")
        guard let key = editor.state.selectedKey else { return }
        editor.holdsLongWork = true
        defer { editor.holdsLongWork = false }
        editor.press("r<C-u>\(key)-renamed<enter>")
        guard let work = editor.takeHeldWork().first, case .editFiles(let edit) = work else {
            print("rename a key everywhere:   \(editor.render().rows.last ?? "")")
            return
        }
        let inPlace = Benchmark.time { _ = edit.run() }
        // The baseline: as the editor did it before, every file's bytes made, then put in with one `replaceFiles`.
        var oneCall = 0.0
        let making = Benchmark.time {
            let replacements = edit.files.map { index in
                let file = edit.project.files[index]
                return (index, (try? file.format.format.renamingKey(key, to: key + "-renamed", in: file).bytes) ?? [])
            }
            oneCall = Benchmark.time {
                var project = edit.project
                project.replaceFiles(replacements)
            }
        }
        let mailbox = Mutex<[Event]>([])
        let clock = ContinuousClock()
        let start = clock.now
        DispatchQueue.global().async {
            let result = work.computed(posting: { event in mailbox.withLock { $0.append(event) } })
            mailbox.withLock { $0.append(result!) }
        }
        var samples: [Double] = []
        var landing = 0.0
        while true {
            let events = mailbox.withLock { events in
                defer { events = [] }
                return events
            }
            let took = Benchmark.time {
                for event in events { editor.send(event) }
                if !events.isEmpty { _ = editor.render() }
            }
            if editor.state.filesEditProgress == nil {
                landing = took
                break
            }
            let next = Key.character(samples.count % 2 == 0 ? "j" : "k")
            samples.append(
                Benchmark.time {
                    editor.send(.key(next))
                    _ = editor.render()
                })
        }
        let landed = (clock.now - start) / .seconds(1)
        print(
            "rename a key in \(edit.files.count) files:  as before (one thread makes the bytes, one replaceFiles) "
                + "\(Benchmark.format(making * 1000, 0)) ms, of which replaceFiles \(Benchmark.format(oneCall * 1000, 0)) ms; "
                + "in place \(Benchmark.format(inPlace * 1000, 0)) ms; in the "
                + "background \(Benchmark.format(landed * 1000, 0)) ms until it lands (landing frame "
                + "\(Benchmark.format(landing * 1000, 1)) ms), \(samples.count) keys answered meanwhile "
                + "(\(editor.render().rows.last?.prefix(60) ?? ""))")
        if !samples.isEmpty { report("  key while renaming (j/k)", samples) }
        // Undo and redo of it find the edited keys again in every file; the baseline is reading each file's version
        // on disk whole, as the first undo did before the keys were read around the change.
        let undo = Benchmark.time { editor.press("u") }
        let redo = Benchmark.time { editor.press("<C-y>") }
        let wholeVersions = Benchmark.time {
            for file in edit.files.map({ edit.project.files[$0] }) { _ = JSONMemberBytes.members(of: file.bytes) }
        }
        print(
            "  undo / redo it:          \(Benchmark.format(undo * 1000, 1)) / \(Benchmark.format(redo * 1000, 1)) ms "
                + "(reading the \(edit.files.count) files' versions whole: \(Benchmark.format(wholeVersions * 1000, 0)) ms)"
        )
    }

    /// What `glossa DIR` does before its first frame and until it holds the whole project, three times, in turn: the
    /// whole load (`loadForEditing`, state and first frame: the editor before issue 20, the baseline), and the two
    /// steps of `EditingLoad` (the source's files, state and first frame; then the rest of the files, the
    /// `.loaded` event and a frame). Each state is freed outside the clock.
    private func startTimes(_ folder: String) -> (
        whole: [Double], firstFrame: [Double], complete: [Double], status: String
    ) {
        var whole: [Double] = []
        var firstFrame: [Double] = []
        var complete: [Double] = []
        var status = ""
        for _ in 0..<3 {
            var state: EditorState?
            whole.append(
                Benchmark.time {
                    let (project, disk) = try! Project.loadForEditing(directory: folder)
                    state = EditorState(project: project, disk: disk, width: width, height: height)
                    _ = EditorView.render(state!)
                })
            state = nil
            var opening: EditingLoad?
            let first = Benchmark.time {
                opening = try! EditingLoad.begin(directory: folder)
                state = EditorState(project: opening!.project, width: width, height: height)
                status = EditorView.render(state!).rows.last ?? ""
            }
            let rest = Benchmark.time {
                let (project, disk) = opening!.finish()
                _ = state!.update(.loaded(project, disk))
                _ = EditorView.render(state!)
            }
            complete.append(first + rest)
            opening = nil
            firstFrame.append(first)
            state = nil
        }
        return (whole, firstFrame, complete, status)
    }

    private func reportStarts(_ starts: (whole: [Double], firstFrame: [Double], complete: [Double], status: String)) {
        func row(_ name: String, _ samples: [Double]) -> String {
            let sorted = samples.sorted()
            let median = sorted[sorted.count / 2]
            let ratio = median / starts.whole.sorted()[starts.whole.count / 2]
            return name.padding(toLength: 40, withPad: " ", startingAt: 0)
                + sorted.map { Benchmark.format($0 * 1000, 0) }.joined(separator: " / ") + " ms"
                + " (median \(Benchmark.format(ratio, 2))× the whole load's)"
        }
        print("Start, best / median / worst of 3:")
        print(row("  whole load, state, first frame", starts.whole))
        print(row("  start to first frame (source only)", starts.firstFrame))
        print(row("  start to complete project", starts.complete))
        print("  first frame's status line: \(starts.status.trimmingCharacters(in: .whitespaces).prefix(60))")
    }

    /// Search and replace in every language (`Ctrl-R`): the preview looks at every string of the project once;
    /// applying sets each string found as typing would, as one edit.
    private func searchAndReplace(_ editor: inout HeadlessEditor, query: String) {
        let typed = query.map { $0 == "<" ? "<lt>" : String($0) }.joined()
        editor.press("<C-r>" + typed + "<tab>REPLACED<tab><C-u>")
        // The changes are found in the background: Enter answers at once, the preview comes when the search ends.
        editor.holdsLongWork = true
        let enter = Benchmark.time { editor.press("<enter>") }
        let preview = Benchmark.time { editor.finishHeldWork() }
        editor.holdsLongWork = false
        // The status line says why when nothing is found.
        let status = editor.render().rows.last ?? ""
        if status.contains("no text in") || status.contains("✗") {
            print("search and replace:        \(status)")
            editor.press("<esc>")
            return
        }
        print(
            "search and replace preview: \(Benchmark.format(preview * 1000, 1)) ms in the background, Enter answered in "
                + "\(Benchmark.format(enter * 1000, 2)) ms (\"\(query)\" in every language)")
        let apply = Benchmark.time { editor.press("<enter>") }
        print("apply them as one edit:    \(Benchmark.format(apply * 1000, 1)) ms (\(editor.render().rows.last ?? ""))")
    }

    /// Pieces of keys and values to filter by: 3 to 8 characters from spread-out keys and languages.
    private static func queries(_ project: Project, count: Int) -> [String] {
        var queries: [String] = []
        var seen = Set<String>()
        for step in 0..<project.keys.count * 4 where queries.count < count {
            let id = step * 7919 % project.keys.count
            let fileIndex = step % project.files.count
            let source =
                step % 3 == 0 ? project.keys[id] : project.entry(keyID: id, file: fileIndex)?.value.firstText ?? ""
            let characters = Array(source)
            let length = 3 + step % 6
            guard characters.count > length else { continue }
            let start = step / 7 % (characters.count - length)
            let query = String(characters[start..<start + length])
            if !query.contains(" "), seen.insert(query).inserted { queries.append(query) }
        }
        return queries
    }

    /// Times `events` key events (update + render each), after pressing `setup`; keys come from `next`.
    private func measure(
        _ editor: inout HeadlessEditor, setup: String, next: (Int) -> String,
        after: (inout HeadlessEditor) -> Void = { _ in }
    ) -> [Double] {
        editor.press(setup)
        var samples: [Double] = []
        samples.reserveCapacity(events)
        for i in 0..<events {
            let keys = Key.parse(next(i))!
            let time = Benchmark.time {
                for key in keys { editor.send(.key(key)) }
                _ = editor.render()
            }
            samples.append(time)
            after(&editor)
        }
        return samples
    }

    /// `name`, then the best / median / worst of `samples`, and the median as a share of `baseline`.
    private func row(_ name: String, _ samples: [Double], baseline: Double, of baselineName: String) -> String {
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2]
        return name.padding(toLength: 28, withPad: " ", startingAt: 0)
            + sorted.count.description + " times: "
            + [sorted.first!, median, sorted.last!].map {
                Benchmark.format($0 * 1000, 2)
            }.joined(separator: " / ")
            + " ms (best / median / worst; median \(Benchmark.format(median / baseline, 4))× "
            + "\(baselineName), \(Benchmark.format(baseline * 1000, 0)) ms)"
    }

    private func report(_ name: String, _ samples: [Double]) {
        let sorted = samples.sorted()
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        print(
            name.padding(toLength: 28, withPad: " ", startingAt: 0)
                + "p50 \(Benchmark.format(percentile(0.5) * 1000, 2)) ms   p99 \(Benchmark.format(percentile(0.99) * 1000, 2)) ms"
                + "   max \(Benchmark.format(sorted.last! * 1000, 2)) ms")
    }
}

extension EntryValue {
    /// The value's first string, if any.
    fileprivate var firstText: String? {
        switch self {
        case .text(let text): return text
        case .widths(let widths): return widths.variations.first?.text
        case .variants(let variants):
            for variant in variants {
                switch variant.content {
                case .text(let text): return text
                case .widths(let widths): return widths.variations.first?.text
                case .invalid: continue
                }
            }
            return nil
        case .invalid: return nil
        }
    }
}

extension String {
    fileprivate subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
}
