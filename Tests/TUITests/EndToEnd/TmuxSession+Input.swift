extension TmuxSession {
    /// Presses keys, named as tmux names them: `"Down"`, `"Enter"`, `"Escape"`, `"BSpace"`, `"Tab"`,
    /// `"F2"`, `"C-s"` (Ctrl-S), `"M-x"` (Alt-X), `"C-Left"`, `"PageDown"`. A word tmux does not know
    /// as a key name is typed as text.
    ///
    /// All keys of one call reach the program in a single write, so `send("Escape", "x")` is read as
    /// Alt-X. To press Escape and then another key, send Escape, wait for the program's reaction
    /// (`waitFor`), then send the next key.
    func send(_ keys: String...) throws(TmuxError) {
        try tmux(["send-keys", "--"] + keys.map(Self.protectingSemicolon))
    }

    /// Types `text` literally, key names included (`"Enter"` types five letters). A newline is sent
    /// as Ctrl-J, not as the Enter key: send `"Enter"` for that.
    func sendLiteral(_ text: String) throws(TmuxError) {
        try tmux(["send-keys", "-l", "--", Self.protectingSemicolon(text)])
    }

    /// tmux splits its command-line arguments into commands at any argument ending in `;` (and drops
    /// the `;`), unless it is written `\;`; this escapes such an argument so it is sent unchanged.
    private static func protectingSemicolon(_ argument: String) -> String {
        argument.hasSuffix(";") ? argument.dropLast() + #"\;"# : argument
    }
}
