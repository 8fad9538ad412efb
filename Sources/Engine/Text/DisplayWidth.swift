/// The one display-width function of the program: how many terminal columns text takes.
///
/// Widths are what glibc's `wcwidth` gives under C.UTF-8, read from a table generated at build time
/// (`DisplayWidth+Generated.swift`, by `scripts/generate-width.py`), so the answer never depends on the
/// process locale. Text is measured as the **sum of its scalars' widths**, because that is how ncurses
/// and tmux place it: 👍🏽 takes 4 columns (2 + 2), 🇵🇱 takes 2 (1 + 1), `e` + U+0301 takes 1.
///
/// Two departures from `wcwidth`, both 1 column: a printable scalar newer than glibc's tables
/// (`wcwidth` -1, such as U+1FAE8), which ncurses draws as one blank column; and the C0 and C1 controls
/// and U+007F. Controls are never measured for real: the screen replaces them with visible symbols before
/// measuring, and the table gives them 1 only so that nothing takes no room by accident.
package enum DisplayWidth {
    /// The width of one scalar: 0, 1 or 2 columns.
    ///
    /// Complexity: O(1) below U+0300 (ASCII and the Latin letters of most European languages),
    /// otherwise a binary search of the generated tables, O(log n).
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < firstNotSingleWidth {
            return 1
        }
        if zeroWidth.containsSorted(value) {
            return 0
        }
        if doubleWidth.containsSorted(value) {
            return 2
        }
        return 1
    }

    /// The width of one grapheme: the sum of its scalars' widths, not the width of its widest scalar.
    package static func of(_ character: Character) -> Int {
        sum(character.unicodeScalars)
    }

    /// The width of a text: the sum of its scalars' widths.
    package static func of<S: StringProtocol>(_ text: S) -> Int {
        sum(text.unicodeScalars)
    }

    private static func sum<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Int {
        var width = 0
        for scalar in scalars {
            width += of(scalar)
        }
        return width
    }
}

extension [ClosedRange<UInt32>] {
    /// Whether one of these sorted, disjoint ranges contains the value, by binary search.
    fileprivate func containsSorted(_ value: UInt32) -> Bool {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if self[middle].upperBound < value {
                low = middle + 1
            } else if self[middle].lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }
}
