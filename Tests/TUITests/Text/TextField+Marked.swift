@testable import EditorCore

extension TextField {
    /// A field from text with `|` marking the cursor: `"Zaż|ółć"` has the cursor after `ż`.
    init(marked: String) {
        let parts = marked.split(separator: "|", omittingEmptySubsequences: false)
        precondition(parts.count == 2, "mark the cursor with exactly one |: \(marked)")
        self.init(text: parts.joined())
        moveToStart()
        for _ in 0..<parts[0].count {
            moveRight()
        }
    }

    /// The text with `|` at the cursor, the form `init(marked:)` reads.
    var marked: String {
        var marked = text
        marked.insert("|", at: marked.index(marked.startIndex, offsetBy: cursor))
        return marked
    }
}
