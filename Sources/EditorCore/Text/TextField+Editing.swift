extension TextField {
    /// Inserts typed or pasted text at the cursor and puts the cursor after it.
    ///
    /// Newlines and tabs in a paste are kept as they are. What is inserted may merge with the text around
    /// it: a combining mark typed after `e` makes the single grapheme `é`, and the cursor ends after it.
    mutating func insert(_ string: String) {
        replace(cursor..<cursor, with: string)
    }

    /// Moves the cursor one grapheme left.
    mutating func moveLeft() {
        moveCursor(to: max(cursor - 1, 0))
    }

    /// Moves the cursor one grapheme right.
    mutating func moveRight() {
        moveCursor(to: min(cursor + 1, text.count))
    }

    /// Moves the cursor to the start of the word before it (Ctrl-Left, Alt-B in a shell).
    ///
    /// A word is a run of letters and digits in any script; punctuation, spaces and emoji separate words.
    mutating func moveWordLeft() {
        moveCursor(to: startOfWordBeforeCursor())
    }

    /// Moves the cursor to the end of the word after it (Ctrl-Right, Alt-F in a shell).
    mutating func moveWordRight() {
        let characters = Array(text)
        var position = cursor
        while position < characters.count, !characters[position].isWordCharacter {
            position += 1
        }
        while position < characters.count, characters[position].isWordCharacter {
            position += 1
        }
        moveCursor(to: position)
    }

    /// Moves the cursor to the start of the text (Home, Ctrl-A).
    mutating func moveToStart() {
        moveCursor(to: 0)
    }

    /// Moves the cursor to the end of the text (End, Ctrl-E).
    mutating func moveToEnd() {
        moveCursor(to: text.count)
    }

    /// Deletes the grapheme before the cursor (Backspace).
    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        replace(cursor - 1..<cursor, with: "")
    }

    /// Deletes the grapheme after the cursor (Delete).
    mutating func deleteForward() {
        guard cursor < text.count else { return }
        replace(cursor..<cursor + 1, with: "")
    }

    /// Deletes from the cursor to the end of the text (Ctrl-K).
    mutating func killToEnd() {
        replace(cursor..<text.count, with: "")
    }

    /// Deletes from the start of the text to the cursor (Ctrl-U).
    mutating func killToStart() {
        replace(0..<cursor, with: "")
    }

    /// Deletes back to the start of the word before the cursor (Ctrl-W): what `moveWordLeft` moves over.
    mutating func deleteWordBackward() {
        replace(startOfWordBeforeCursor()..<cursor, with: "")
    }

    private func startOfWordBeforeCursor() -> Int {
        let characters = Array(text)
        var position = cursor
        while position > 0, !characters[position - 1].isWordCharacter {
            position -= 1
        }
        while position > 0, characters[position - 1].isWordCharacter {
            position -= 1
        }
        return position
    }
}

extension Character {
    /// Whether the grapheme belongs to a word: a letter or a digit in any script.
    fileprivate var isWordCharacter: Bool {
        isLetter || isNumber
    }
}
