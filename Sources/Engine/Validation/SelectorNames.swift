/// The selector texts of a project's files, numbered project-wide: a translation's text slots and base's name
/// a selector by the same number, so that slots are plain values compared as numbers (no string whose
/// reference is counted at every copy).
struct SelectorNames: Sendable {
    /// The texts, by id.
    private(set) var texts: [String] = []
    private var ids: [String: Int32] = [:]
    /// For each file: the id of each of its selectors, by selector index.
    private(set) var ofFile: [[Int32]] = []
    /// The id of `other`, if a file has that selector.
    var other: Int32? { ids["other"] }

    /// The selectors of every file of `project`.
    init(project: Project) {
        ofFile = project.files.map { number($0.selectors) }
    }

    /// `old`'s numbering with the selectors of files `changed` of `project` numbered again: ids stay what they
    /// were (slots kept from before a change still name the same selectors), new texts get new ones.
    init(updating old: SelectorNames, project: Project, changed: [Int]) {
        self = old
        for index in changed { ofFile[index] = number(project.files[index].selectors) }
    }

    /// The text of selector `id`.
    subscript(id: Int32) -> String { texts[Int(id)] }

    private mutating func number(_ selectors: [(text: String, selector: Selector)]) -> [Int32] {
        selectors.map { selector in
            if let known = ids[selector.text] { return known }
            let id = Int32(texts.count)
            texts.append(selector.text)
            ids[selector.text] = id
            return id
        }
    }
}
