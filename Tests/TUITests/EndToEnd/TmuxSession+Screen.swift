import Glibc

extension TmuxSession {
    /// The pane's text now: one line per row (`height` lines), wide characters without their
    /// padding cell, trailing blanks removed. Compare text, not column offsets; use `cursor()` for
    /// positions.
    func capture() throws(TmuxError) -> String {
        let text = try tmux(["capture-pane", "-p"])
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The pane's text with colours and attributes as escape sequences (`capture-pane -e`).
    func captureWithAttributes() throws(TmuxError) -> String {
        let text = try tmux(["capture-pane", "-p", "-e"])
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The pane's rows as `capture()` gives them.
    func rows() throws(TmuxError) -> [String] {
        try capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The cursor's column and row, counted from 0 in display columns.
    func cursor() throws(TmuxError) -> (x: Int, y: Int) {
        let answer = try tmux(["display-message", "-p", "#{cursor_x},#{cursor_y}"])
        let numbers = answer.split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Int($0) }
        guard numbers.count == 2 else { throw .unexpectedAnswer(command: "display-message", answer: answer) }
        return (numbers[0], numbers[1])
    }

    /// Waits until the cursor is at column `x` of row `y` and returns the screen: ncurses moves the cursor when it
    /// ends a refresh, after the text a `waitFor` saw may already show.
    ///
    /// - Throws: `TmuxError.screenTimedOut` if the cursor is elsewhere after `timeout`.
    @discardableResult
    func waitForCursor(x: Int, y: Int, timeout: Duration = .seconds(10)) throws(TmuxError) -> String {
        try waitUntil("the cursor at column \(x) of row \(y)", timeout: timeout) { _ in
            (try? cursor()).map { $0 == (x, y) } ?? false
        }
    }

    /// Waits until `text` is on the screen and returns the screen.
    ///
    /// - Throws: `TmuxError.screenTimedOut`, showing the last screen, if it has not appeared within
    ///   `timeout`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws(TmuxError) -> String {
        try waitUntil(text.debugDescription, timeout: timeout) { $0.contains(text) }
    }

    /// Waits until the screen satisfies `predicate` and returns that screen, reading it every 20 ms.
    ///
    /// - Parameter what: how the expected screen is described in the error.
    /// - Throws: `TmuxError.screenTimedOut`, showing the last screen, if `timeout` passes first.
    @discardableResult
    func waitUntil(
        _ what: String = "the expected screen", timeout: Duration = .seconds(10), _ predicate: (String) -> Bool
    ) throws(TmuxError) -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let screen = try capture()
            if predicate(screen) { return screen }
            guard ContinuousClock.now < deadline else {
                throw .screenTimedOut(waitingFor: what, timeout: timeout, program: command, screen: screen)
            }
            usleep(20_000)
        }
    }

    /// Waits for the command to end and returns its exit status (128 + n when signal n ended it),
    /// read from the `EXITED rc=N` line the pane's wrapper prints.
    ///
    /// - Throws: `TmuxError.screenTimedOut` if it is still running after `timeout`.
    func exitStatus(timeout: Duration = .seconds(10)) throws(TmuxError) -> Int32 {
        var status: Int32?
        try waitUntil("the command to exit (\"EXITED rc=N\")", timeout: timeout) { screen in
            status = Self.exitStatus(in: screen)
            return status != nil
        }
        return status!
    }

    /// The status in the last complete `EXITED rc=N` line of `screen`.
    private static func exitStatus(in screen: String) -> Int32? {
        for line in screen.split(separator: "\n").reversed() {
            guard let range = line.range(of: "EXITED rc=") else { continue }
            if let status = Int32(line[range.upperBound...]) { return status }
        }
        return nil
    }
}
