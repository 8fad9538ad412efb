import Engine

/// The key list: its order, its filters, the keys they leave visible, the selection and the scroll.
struct KeyList: Sendable {
    /// Base-file order (the project's key order) or A–Z.
    enum Order: Sendable { case file, alphabetical }
    /// The quick filters, each a toggle; `toDo` is the work queue (keys that need work in a language worked on).
    enum QuickFilter: Sendable { case missing, errors, edited, toDo }

    var order = Order.file
    var query = ""
    var quick: QuickFilter?
    /// The keys edited since the last save (marked `●`, and what the `edited` quick filter shows).
    var edited: Set<String> = []
    /// The visible keys' ids, in display order.
    private(set) var visible: [Int] = []
    /// The index in `visible` of the selected key.
    private(set) var cursor = 0
    /// The index in `visible` of the first row shown.
    private(set) var scroll = 0

    /// Matches of recent queries (ascending ids): a query that contains one of them searches only its
    /// matches, and going back (Backspace) finds the shorter query's matches here.
    private var recentMatches: [(query: String, matches: [Int])] = []
    /// The search under way for `query`, if it has not finished.
    private(set) var pending: SearchIndex.Search?
    /// Bytes of text a search reads per slice: about a millisecond.
    static let searchSlice = 1_000_000
    /// The keys sorted A–Z, computed the first time that order is asked for.
    private var alphabetical: [Int]?

    var selectedKeyID: Int? { visible.indices.contains(cursor) ? visible[cursor] : nil }

    /// Whether a filter hides keys.
    var isFiltered: Bool { !query.isEmpty || quick != nil }

    /// Recomputes the visible keys after the project, the query, a quick filter or the order changed,
    /// keeping the selected key selected when it is still visible.
    mutating func refresh(project: Project, search: SearchIndex?, marks: KeyMarks, projectChanged: Bool = false) {
        let selected = selectedKeyID
        if projectChanged {
            recentMatches = []
            alphabetical = nil
        }
        var included: [Bool]?
        if query.isEmpty {
            pending = nil
        } else if let search {
            let matches = matches(of: query, search: search)
            var flags = Array(repeating: false, count: project.keys.count)
            for id in matches where id < flags.count { flags[id] = true }
            included = flags
        } else {
            // The index of values is still being built (in the background, just after start): match
            // the keys alone until it is there.
            let folded = query.lowercased()
            included = project.keys.map { $0.lowercased().contains(folded) }
        }
        let ids: [Int]
        switch order {
        case .file:
            ids = Array(project.keys.indices)
        case .alphabetical:
            if alphabetical == nil {
                alphabetical = project.keys.indices.sorted {
                    project.keys[$0].unicodeScalars.lexicographicallyPrecedes(project.keys[$1].unicodeScalars)
                }
            }
            ids = alphabetical!
        }
        visible = ids.filter { id in
            if let included, !included[id] { return false }
            switch quick {
            case .missing: return marks.missing.indices.contains(id) && marks.missing[id]
            case .errors: return marks.errors.indices.contains(id) && marks.errors[id]
            case .edited: return edited.contains(project.keys[id])
            case .toDo: return marks.needsWork(id)
            case nil: return true
            }
        }
        if let selected, let index = visible.firstIndex(of: selected) {
            cursor = index
        } else {
            cursor = min(cursor, max(0, visible.count - 1))
        }
    }

    /// The keys matching the query so far: remembered, or searched (one slice now, the rest in later
    /// slices) among the matches of the longest remembered query it contains.
    private mutating func matches(of query: String, search index: SearchIndex) -> [Int] {
        if let known = recentMatches.first(where: { $0.query == query }) {
            pending = nil
            return known.matches
        }
        var search: SearchIndex.Search
        if let pending, pending.query == query {
            search = pending
        } else {
            let narrowest = recentMatches.filter { query.contains($0.query) }.max { $0.query.count < $1.query.count }
            search = index.search(query, among: narrowest?.matches)
        }
        index.advance(&search, budget: Self.searchSlice)
        guard search.isDone else {
            pending = search
            return search.found
        }
        pending = nil
        recentMatches.append((query, search.found))
        if recentMatches.count > 32 { recentMatches.removeFirst() }
        return search.found
    }

    /// Selects a key, clearing filters that hide it.
    mutating func select(keyID: Int, project: Project, search: SearchIndex?, marks: KeyMarks) {
        if !visible.contains(keyID) {
            query = ""
            quick = nil
            refresh(project: project, search: search, marks: marks)
        }
        if let index = visible.firstIndex(of: keyID) { cursor = index }
    }

    enum Action: Equatable {
        /// Moves the selection by rows (clamped).
        case move(by: Int)
        /// Selects a row of the pane's content (a click).
        case click(row: Int)
        /// Scrolls so that the selection is in the `rows` rows of content.
        case keepVisible(rows: Int)
    }

    /// Applies an action. The list's actions need no work from the shell: the answer is always empty,
    /// and is there so that every component is driven the same way.
    @discardableResult
    mutating func update(_ action: Action) -> [Effect] {
        switch action {
        case .move(let delta):
            guard !visible.isEmpty else { return [] }
            cursor = ListSelection.moved(cursor, by: delta, count: visible.count)
        case .click(let row):
            if visible.indices.contains(scroll + row) { cursor = scroll + row }
        case .keepVisible(let rows):
            scroll = ListSelection.scroll(scroll, toShow: cursor, rows: rows)
        }
        return []
    }
}
