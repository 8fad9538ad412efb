import Engine

/// The key list: its order, its filters, the keys they leave visible, the selection and the scroll.
struct KeyList: Sendable, Equatable {
    /// Base-file order (the project's key order) or A–Z.
    enum Order: Sendable { case file, alphabetical }
    /// The quick filters, each a toggle.
    enum QuickFilter: Sendable { case missing, errors }

    var order = Order.file
    var query = ""
    var quick: QuickFilter?
    /// The visible keys' ids, in display order.
    private(set) var visible: [Int] = []
    /// The index in `visible` of the selected key.
    var cursor = 0
    /// The index in `visible` of the first row shown.
    var scroll = 0

    /// The matches of `lastQuery`, ascending ids: a longer query that contains it searches only these.
    private var lastQuery = ""
    private var lastMatches: [Int]?
    /// The keys sorted A–Z, computed the first time that order is asked for.
    private var alphabetical: [Int]?

    var selectedKeyID: Int? { visible.indices.contains(cursor) ? visible[cursor] : nil }

    /// Recomputes the visible keys after the project, the query, a quick filter or the order changed,
    /// keeping the selected key selected when it is still visible.
    mutating func refresh(project: Project, search: SearchIndex?, marks: KeyMarks, projectChanged: Bool = false) {
        let selected = selectedKeyID
        if projectChanged {
            lastMatches = nil
            alphabetical = nil
        }
        var included: [Bool]?
        if !query.isEmpty {
            let index = search ?? SearchIndex(project: project)
            let candidates = !lastQuery.isEmpty && query.contains(lastQuery) ? lastMatches : nil
            let matches = index.matches(query, among: candidates)
            lastQuery = query
            lastMatches = matches
            var flags = Array(repeating: false, count: project.keys.count)
            for id in matches where id < flags.count { flags[id] = true }
            included = flags
        } else {
            lastQuery = ""
            lastMatches = nil
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
            case nil: return true
            }
        }
        if let selected, let index = visible.firstIndex(of: selected) {
            cursor = index
        } else {
            cursor = min(cursor, max(0, visible.count - 1))
        }
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
}
