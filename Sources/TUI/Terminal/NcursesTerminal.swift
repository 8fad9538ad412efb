import CNcurses
import EditorCore
import Engine
import Foundation

/// Why the editor cannot start in this terminal.
enum TerminalError: Error, CustomStringConvertible {
    case notATerminal
    case dumbTerminal(String?)
    case cannotInitialise(String)

    var description: String {
        switch self {
        case .notATerminal:
            return "the editor needs a terminal: standard input and output must be a TTY "
                + "(for scripts, use glossa resolve, validate, stats, set, rm or mv)"
        case .dumbTerminal(let term):
            let name = term.map { "TERM=\($0)" } ?? "TERM is not set"
            return "the editor needs a full-screen terminal, but \(name); run it in a terminal such as xterm or tmux"
        case .cannotInitialise(let term):
            return "cannot start the terminal \"\(term)\" (is its terminfo entry installed?)"
        }
    }
}

/// The imperative shell around ncursesw: the only file that imports it. Copies `Screen` cells out
/// (only the cells that changed since the last frame) and turns key codes into `Event`s.
final class NcursesTerminal {
    private let window: UnsafeMutablePointer<WINDOW>
    private let screenHandle: OpaquePointer
    private let colours: Bool
    private var last: Screen?
    /// Codes of our own for the bracketed-paste markers.
    private let pasteStart = KEY_MAX + 200
    private let pasteEnd = KEY_MAX + 201
    private var quickErrors = 0

    /// Checks that this is a real terminal, then starts ncurses: raw input (Ctrl-S and Ctrl-C reach us),
    /// keypad, mouse, bracketed paste, colours unless `NO_COLOR` is set or the terminal has none.
    init() throws(TerminalError) {
        guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
        let term = ProcessInfo.processInfo.environment["TERM"]
        guard let term, !term.isEmpty, term != "dumb" else { throw .dumbTerminal(term) }
        glossa_unblock_signals()
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        guard let handle = newterm(nil, glossa_stdout(), glossa_stdin()) else { throw .cannotInitialise(term) }
        screenHandle = handle
        window = glossa_stdscr()
        raw()
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(25)
        curs_set(0)
        mousemask(glossa_all_mouse_events(), nil)
        mouseinterval(0)
        define_key("\u{1b}[200~", pasteStart)
        define_key("\u{1b}[201~", pasteEnd)
        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        colours = !noColor && has_colors()
        if colours {
            start_color()
            use_default_colors()
            Self.initialisePairs()
        }
        fputs("\u{1b}[?2004h", glossa_stdout())
        fflush(glossa_stdout())
    }

    /// Restores the terminal.
    func shutdown() {
        fputs("\u{1b}[?2004l", glossa_stdout())
        fflush(glossa_stdout())
        endwin()
        delscreen(screenHandle)
    }

    var size: (width: Int, height: Int) { (Int(getmaxx(window)), Int(getmaxy(window))) }

    /// Draws a frame: the cells that differ from the previous frame, then the cursor.
    func draw(_ screen: Screen) {
        let previous = last.flatMap { $0.width == screen.width && $0.height == screen.height ? $0 : nil }
        if previous == nil { werase(window) }
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let cell = screen[x, y]
                if let previous, previous[x, y] == cell { continue }
                guard !cell.text.isEmpty else { continue }
                put(cell, x: x, y: y)
            }
        }
        if let cursor = screen.cursor {
            curs_set(1)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            curs_set(0)
        }
        wnoutrefresh(window)
        doupdate()
        last = screen
    }

    /// Draws one cell: each spacing scalar with the zero-width scalars after it (a ZWJ is dropped, as
    /// the terminal would otherwise draw a joined emoji narrower than ncurses counts it).
    private func put(_ cell: Screen.Cell, x: Int, y: Int) {
        var attributes = attr_t(A_NORMAL)
        if cell.style.bold { attributes |= glossa_a_bold() }
        if cell.style.dim { attributes |= glossa_a_dim() }
        if cell.style.reverse { attributes |= glossa_a_reverse() }
        if cell.style.underline { attributes |= glossa_a_underline() }
        if !colours, cell.style.foreground == .red || cell.style.foreground == .green {
            attributes |= glossa_a_bold()
        }
        let pair = colours ? Self.pair(cell.style) : 0
        var clusters: [[wchar_t]] = []
        for scalar in cell.text.unicodeScalars where scalar.value != 0x200D {
            if clusters.isEmpty || DisplayWidth.of(scalar) > 0 {
                clusters.append([wchar_t(bitPattern: scalar.value)])
            } else if clusters[clusters.count - 1].count < 4 {
                clusters[clusters.count - 1].append(wchar_t(bitPattern: scalar.value))
            }
        }
        var column = x
        for cluster in clusters {
            var character = cchar_t()
            var text = cluster + [0]
            setcchar(&character, &text, attributes, pair, nil)
            mvwadd_wch(window, Int32(y), Int32(column), &character)
            column += max(1, DisplayWidth.of(Unicode.Scalar(UInt32(bitPattern: cluster[0])) ?? " "))
        }
    }

    /// Waits up to `milliseconds` for input; `nil` on timeout. A run of immediate failures means the
    /// terminal is gone (hang-up), reported as Ctrl-C so the editor can quit.
    func readEvent(timeout milliseconds: Int32) -> Event? {
        wtimeout(window, milliseconds)
        var character: wint_t = 0
        let started = DispatchTime.now().uptimeNanoseconds
        let status = wget_wch(window, &character)
        if status == ERR {
            let waited = DispatchTime.now().uptimeNanoseconds - started
            quickErrors = milliseconds > 0 && waited < 1_000_000 ? quickErrors + 1 : 0
            return quickErrors > 50 ? .key(.control("c")) : nil
        }
        quickErrors = 0
        if status == glossa_key_code_yes() { return functionKey(Int32(character)) }
        return characterKey(UInt32(character))
    }

    private func characterKey(_ code: UInt32) -> Event? {
        switch code {
        case 13, 10: return .key(.named(.enter))
        case 9: return .key(.named(.tab))
        case 127, 8: return .key(.named(.backspace))
        case 27:
            // Escape followed at once by a character is Alt-character.
            wtimeout(window, 0)
            var next: wint_t = 0
            if wget_wch(window, &next) == OK, let scalar = Unicode.Scalar(UInt32(next)) {
                if next == 13 || next == 10 { return .key(.altNamed(.enter)) }
                if next >= 32 { return .key(.alt(Character(scalar))) }
            }
            return .key(.named(.escape))
        case 1...26: return .key(.control(Character(Unicode.Scalar(code + 96)!)))
        case 0, 28...31: return nil
        default: return Unicode.Scalar(code).map { .key(.character(Character($0))) }
        }
    }

    private func functionKey(_ code: Int32) -> Event? {
        switch code {
        case KEY_UP: return .key(.named(.up))
        case KEY_DOWN: return .key(.named(.down))
        case KEY_LEFT: return .key(.named(.left))
        case KEY_RIGHT: return .key(.named(.right))
        case KEY_HOME: return .key(.named(.home))
        case KEY_END: return .key(.named(.end))
        case KEY_PPAGE: return .key(.named(.pageUp))
        case KEY_NPAGE: return .key(.named(.pageDown))
        case KEY_DC: return .key(.named(.delete))
        case KEY_IC: return .key(.named(.insert))
        case KEY_BACKSPACE: return .key(.named(.backspace))
        case KEY_BTAB: return .key(.named(.backTab))
        case KEY_ENTER: return .key(.named(.enter))
        case KEY_RESIZE: return .resize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        case KEY_MOUSE: return mouseEvent()
        case pasteStart: return .paste(readPaste())
        case glossa_key_f(1)...glossa_key_f(12):
            return Key.Name(rawValue: "F\(code - glossa_key_f(0))").map { .key(.named($0)) }
        default:
            guard let name = keyname(code).map({ String(cString: $0) }) else { return nil }
            switch name {
            case "kLFT5", "kLFT3": return .key(.controlNamed(.left))
            case "kRIT5", "kRIT3": return .key(.controlNamed(.right))
            case "kUP5", "kUP3": return .key(.controlNamed(.up))
            case "kDN5", "kDN3": return .key(.controlNamed(.down))
            case "kHOM5": return .key(.controlNamed(.home))
            case "kEND5": return .key(.controlNamed(.end))
            case "kDC5", "kDC3": return .key(.controlNamed(.delete))
            default: return nil
            }
        }
    }

    /// The text between the bracketed-paste markers.
    private func readPaste() -> String {
        var text = ""
        wtimeout(window, 200)
        while true {
            var character: wint_t = 0
            let status = wget_wch(window, &character)
            if status == ERR { break }
            if status == glossa_key_code_yes() {
                if Int32(character) == pasteEnd { break }
                continue
            }
            if let scalar = Unicode.Scalar(UInt32(character)) {
                text.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
            }
        }
        return text
    }

    private func mouseEvent() -> Event? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        if state & (glossa_button1_pressed() | glossa_button1_clicked()) != 0 {
            return .click(x: Int(event.x), y: Int(event.y))
        }
        if state & glossa_button4_pressed() != 0 { return .scroll(x: Int(event.x), y: Int(event.y), lines: -3) }
        if state & glossa_button5_pressed() != 0 { return .scroll(x: Int(event.x), y: Int(event.y), lines: 3) }
        return nil
    }

    /// Colour pairs for every foreground/background combination, the terminal's default as -1.
    private static func initialisePairs() {
        let colours: [Int16] = [-1] + Color.allCases.map { Int16($0.rawValue) }
        for (f, foreground) in colours.enumerated() {
            for (b, background) in colours.enumerated() {
                let number = Int16(1 + f * colours.count + b)
                guard Int32(number) < glossa_color_pairs() else { return }
                init_pair(number, foreground, background)
            }
        }
    }

    private static func pair(_ style: Style) -> Int16 {
        let f = style.foreground.map { Int($0.rawValue) + 1 } ?? 0
        let b = style.background.map { Int($0.rawValue) + 1 } ?? 0
        let number = 1 + f * (Color.allCases.count + 1) + b
        return number < Int(glossa_color_pairs()) ? Int16(number) : 0
    }
}
