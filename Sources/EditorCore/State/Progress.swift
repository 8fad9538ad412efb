/// Work under way in the background that the status line shows: what it is, and how far it has come.
package struct Progress: Equatable, Sendable {
    /// What is being done, for the status line ("renaming title to heading", "loading").
    package var label: String
    /// How many of `total` steps (files) are done.
    package var done: Int
    /// How many steps there are in all.
    package var total: Int

    package init(label: String, done: Int, total: Int) {
        self.label = label
        self.done = done
        self.total = total
    }

    /// The status line's words: "loading 12/40 files".
    package var text: String { "\(label) \(done)/\(total) files" }
}
