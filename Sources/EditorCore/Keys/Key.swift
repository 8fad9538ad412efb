/// A key press, in one notation shared by key maps, the help screen and tests: `"jj<up><C-s>"`.
///
/// Printable characters stand for themselves (`<lt>` is `<`); named keys go in angle brackets
/// (`<up>`, `<pgdn>`, `<enter>`, `<esc>`, `<tab>`, `<S-tab>`, `<bs>`, `<del>`, `<F1>`); `C-` and `A-`
/// mark Ctrl and Alt (`<C-s>`, `<A-b>`, `<C-left>`, `<A-enter>`).
package enum Key: Hashable, Sendable {
    case character(Character)
    case control(Character)
    case alt(Character)
    case named(Name)
    case controlNamed(Name)
    case altNamed(Name)

    /// Keys that have a name rather than a character.
    package enum Name: String, CaseIterable, Sendable {
        case up, down, left, right, home, end, pageUp = "pgup", pageDown = "pgdn"
        case enter, escape = "esc", tab, backTab = "S-tab", backspace = "bs", delete = "del", insert = "ins"
        case f1 = "F1", f2 = "F2", f3 = "F3", f4 = "F4", f5 = "F5", f6 = "F6"
        case f7 = "F7", f8 = "F8", f9 = "F9", f10 = "F10", f11 = "F11", f12 = "F12"
    }
}

extension Key: CustomStringConvertible {
    /// The key in the notation `parse` reads.
    package var description: String {
        switch self {
        case .character("<"): return "<lt>"
        case .character(" "): return "<space>"
        case .character(let character): return String(character)
        case .control(let character): return "<C-\(character)>"
        case .alt(let character): return "<A-\(character)>"
        case .named(let name): return "<\(name.rawValue)>"
        case .controlNamed(let name): return "<C-\(name.rawValue)>"
        case .altNamed(let name): return "<A-\(name.rawValue)>"
        }
    }

    /// How the help screen shows the key: `Ctrl-S`, `PgDn`, `Shift-Tab`, `↑`.
    var label: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .control(let character): return "Ctrl-\(character.uppercased())"
        case .alt(let character): return "Alt-\(character)"
        case .named(let name): return name.label
        case .controlNamed(let name): return "Ctrl-\(name.label)"
        case .altNamed(let name): return "Alt-\(name.label)"
        }
    }

    /// Reads a sequence of keys in the notation; `nil` for an unknown name or an unclosed `<`.
    package static func parse(_ notation: String) -> [Key]? {
        var keys: [Key] = []
        var rest = Substring(notation)
        while let first = rest.first {
            guard first == "<" else {
                keys.append(.character(first))
                rest = rest.dropFirst()
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { return nil }
            let inner = rest[rest.index(after: rest.startIndex)..<close]
            guard let key = named(String(inner)) else { return nil }
            keys.append(key)
            rest = rest[rest.index(after: close)...]
        }
        return keys
    }

    private static func named(_ inner: String) -> Key? {
        switch inner {
        case "lt": return .character("<")
        case "space": return .character(" ")
        case "cr", "CR", "return": return .named(.enter)
        default: break
        }
        if let name = Name(rawValue: inner) { return .named(name) }
        for (prefix, make) in [("C-", Key.control), ("A-", Key.alt)] where inner.hasPrefix(prefix) {
            let rest = inner.dropFirst(2)
            if rest.count == 1, let character = rest.first { return make(character) }
            if let name = Name(rawValue: String(rest)) { return prefix == "C-" ? .controlNamed(name) : .altNamed(name) }
        }
        return nil
    }
}

extension Key.Name {
    var label: String {
        switch self {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        default: return rawValue
        }
    }
}
