/// A one-line text editor as a plain value: the text, a cursor between graphemes, and a horizontal scroll.
///
/// The cursor counts graphemes (what the user sees as characters: `é`, `👍🏽`, `🇵🇱`), never scalars or
/// bytes; columns on the screen come only from `Screen.columns(of:)`. Editing is in `TextField+Editing.swift`,
/// horizontal scrolling and what to draw in `TextField+Layout.swift`. Every operation costs O(n) in the
/// length of the text, which is fine for a translation value.
struct TextField: Equatable, Sendable {
    /// The text being edited. It may hold newlines and tabs (from a paste); the screen shows them escaped.
    private(set) var text: String

    /// The cursor, as the number of graphemes before it: `0...text.count`.
    private(set) var cursor: Int

    /// The first grapheme shown, as last settled by `scrollToCursor(width:)`; edits and cursor moves leave
    /// it alone, so the text does not jump about while the cursor stays in view.
    private(set) var scroll: Int

    /// A field holding `text`, with the cursor at its end.
    init(text: String = "") {
        self.text = text
        cursor = text.count
        scroll = 0
        checkInvariants()
    }

    /// Settles the horizontal scroll for a field `width` columns wide so that the cursor is in view.
    ///
    /// Call it after every change to the field (the update function knows the field's width); between
    /// calls the scroll stays put. The scroll moves as little as possible: when the cursor leaves the
    /// field on the left, it becomes the first grapheme shown; on the right, the last. Text hidden on the
    /// left comes back as soon as everything from it to the end fits (with a column for the cursor after
    /// the end), so deleting at the end of a long text shows more of it instead of empty columns.
    mutating func scrollToCursor(width: Int) {
        scroll = firstShown(width: width)
    }

    /// Moves the cursor to a grapheme position, which must be in `0...text.count`.
    mutating func moveCursor(to position: Int) {
        cursor = position
        checkInvariants()
    }

    /// Replaces the graphemes in `range` with `replacement` and puts the cursor after the replacement.
    ///
    /// The cursor is found again from the UTF-8 position where the replacement ends, not by counting,
    /// because the replacement may merge with its neighbours into fewer graphemes (`e` + U+0301, or two
    /// regional indicators brought together by a deletion). When that position falls inside a grapheme,
    /// the cursor goes after the grapheme.
    mutating func replace(_ range: Range<Int>, with replacement: String) {
        guard !range.isEmpty || !replacement.isEmpty else { return }
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(lower, offsetBy: range.count)
        let end = text.utf8.distance(from: text.startIndex, to: lower) + replacement.utf8.count
        text.replaceSubrange(lower..<upper, with: replacement)
        var graphemes = 0
        var offset = 0
        for character in text {
            guard offset < end else { break }
            offset += character.utf8.count
            graphemes += 1
        }
        moveCursor(to: graphemes)
    }

    /// Stops a debug build when the cursor is outside the text (`assert` is compiled out of release builds).
    private func checkInvariants() {
        assert((0...text.count).contains(cursor), "cursor \(cursor) outside 0...\(text.count)")
        assert(scroll >= 0, "negative scroll \(scroll)")
    }
}
