/// Which key does what, as data: bindings per pane, global bindings, and the bindings of a text
/// field being typed in. The help screen is generated from the same tables.
package struct KeyMap: Sendable {
    /// Bindings that apply whatever pane has the focus (unless the pane binds the key itself).
    var global: [(Key, Action)]
    /// Bindings of each pane, tried before the global ones.
    var panes: [Focus: [(Key, Action)]]
    /// Bindings while typing in a field (filter, number, width); other printable keys are typed.
    var field: [(Key, Action)]
    /// Bindings of the raw JSON editor, tried before the field's; other printable keys are typed.
    var json: [(Key, Action)]
    /// The answers when a file changed on disk under unsaved edits.
    var changedOnDisk: [(Key, Action)]
    /// The answers for a conflicting entry of a merge.
    var conflict: [(Key, Action)]
    /// The language picker's keys (`L`); the arrows move.
    var picker: [(Key, Action)]
    /// Search and replace's keys (`Ctrl-R`), tried before the field's; in its preview the arrows move.
    var replace: [(Key, Action)]

    /// The action of a key in a pane: the pane's binding, else the global one.
    func action(for key: Key, in focus: Focus) -> Action? {
        panes[focus]?.first { $0.0 == key }?.1 ?? global.first { $0.0 == key }?.1
    }

    /// The action of a key while a field is being typed in.
    func fieldAction(for key: Key) -> Action? { field.first { $0.0 == key }?.1 }

    /// The action of a key in the raw JSON editor: its own binding, else the field's.
    func jsonAction(for key: Key) -> Action? { json.first { $0.0 == key }?.1 ?? fieldAction(for: key) }

    /// The defaults of DESIGN §8, plus a few extra keys.
    package static let standard = KeyMap(
        global: bind([
            ("<up>", .moveUp), ("k", .moveUp), ("<down>", .moveDown), ("j", .moveDown),
            ("<pgup>", .pageUp), ("<pgdn>", .pageDown), ("<home>", .moveToTop), ("<end>", .moveToBottom),
            ("g", .moveToTop), ("G", .moveToBottom),
            ("<tab>", .nextPane), ("<S-tab>", .previousPane),
            ("/", .filter), ("#", .editNumber), ("w", .editWidth),
            ("+", .numberUp), ("-", .numberDown), ("]", .widthUp), ("[", .widthDown),
            ("a", .addKey), ("A", .addKeyEverywhere), ("r", .renameKey), ("d", .deleteKey), ("u", .undo),
            ("<C-z>", .undo), ("<C-y>", .redo),
            ("n", .nextToDo), ("N", .previousToDo), ("c", .confirmTranslation),
            ("R", .markForReview), ("L", .pickLanguages), ("<C-r>", .searchReplace),
            ("J", .editJSON), ("<C-s>", .save), ("<F1>", .help), ("?", .help), ("q", .quit), ("<C-c>", .interrupt),
        ]),
        panes: [
            .keys: bind([
                ("<esc>", .clearFilter), ("m", .filterMissing), ("e", .filterErrors), ("E", .filterEdited),
                ("t", .filterToDo),
                ("s", .toggleSortOrder),
                ("<enter>", .editValue),
            ]),
            .preview: bind([
                ("<up>", .numberUp), ("k", .numberUp), ("<down>", .numberDown), ("j", .numberDown),
                ("<right>", .widthUp), ("<left>", .widthDown), ("<del>", .clearPreview),
                ("<bs>", .clearPreview),
            ]),
            .languages: bind([
                ("<enter>", .editValue), ("v", .addVariant), ("x", .deleteString), ("p", .convertToPlural),
                ("@", .addWidth), ("<C-up>", .moveVariantUp), ("<A-k>", .moveVariantUp),
                ("<C-down>", .moveVariantDown), ("<A-j>", .moveVariantDown),
            ]),
            .findings: bind([("<enter>", .jumpToFinding), ("f", .toggleFindingsScope), ("F", .applyFix)]),
        ],
        field: bind([
            ("<enter>", .fieldAccept), ("<esc>", .fieldCancel), ("<bs>", .fieldBackspace), ("<del>", .fieldDelete),
            ("<left>", .fieldLeft), ("<right>", .fieldRight), ("<C-left>", .fieldWordLeft), ("<A-b>", .fieldWordLeft),
            ("<C-right>", .fieldWordRight), ("<A-f>", .fieldWordRight), ("<home>", .fieldHome), ("<C-a>", .fieldHome),
            ("<end>", .fieldEnd), ("<C-e>", .fieldEnd), ("<C-k>", .fieldKillToEnd), ("<C-u>", .fieldKillToStart),
            ("<C-w>", .fieldDeleteWord), ("<A-enter>", .fieldNewLine), ("<A-1>", .suggestion1),
            ("<A-2>", .suggestion2), ("<A-3>", .suggestion3), ("<A-p>", .fieldPropagate),
        ]),
        json: bind([
            ("<C-s>", .jsonApply), ("<esc>", .fieldCancel), ("<enter>", .jsonNewLine), ("<tab>", .jsonIndent),
            ("<up>", .jsonLineUp), ("<down>", .jsonLineDown), ("<pgup>", .jsonPageUp), ("<pgdn>", .jsonPageDown),
        ]),
        changedOnDisk: bind([
            ("m", .mergeChanges), ("<enter>", .mergeChanges), ("r", .reloadChanged), ("o", .overwriteChanged),
            ("<esc>", .keepMine),
        ]),
        conflict: bind([("m", .takeMine), ("t", .takeTheirs), ("e", .editConflict), ("<esc>", .stopMerging)]),
        picker: bind([
            ("<up>", .moveUp), ("k", .moveUp), ("<down>", .moveDown), ("j", .moveDown),
            ("t", .pickTarget), ("<space>", .pickTarget), ("s", .pickSource), ("p", .pickPinned), ("h", .pickHidden),
            ("K", .pickMoveUp), ("<C-up>", .pickMoveUp), ("J", .pickMoveDown), ("<C-down>", .pickMoveDown),
            ("<enter>", .pickDone), ("<esc>", .pickCancel),
        ]),
        replace: bind([
            ("<tab>", .replaceNextField), ("<S-tab>", .replacePreviousField), ("<A-c>", .replaceToggleCase),
            ("<up>", .moveUp), ("<down>", .moveDown), ("<pgup>", .pageUp), ("<pgdn>", .pageDown),
            ("<enter>", .fieldAccept), ("<esc>", .fieldCancel),
        ])
    )

    /// The status line's hints for a table of answers: `m/Enter merge · r reload · …`.
    static func hints(_ bindings: [(Key, Action)]) -> String {
        group(bindings).map { entry in entry.keys.map(\.label).joined(separator: "/") + " " + entry.action.hint }
            .joined(separator: " · ")
    }

    private static func bind(_ pairs: [(String, Action)]) -> [(Key, Action)] {
        pairs.map { notation, action in
            guard let keys = Key.parse(notation), keys.count == 1 else { preconditionFailure("bad key \(notation)") }
            return (keys[0], action)
        }
    }

    /// The help screen's sections: a title and, per action, the keys bound to it, in binding order.
    var helpSections: [(title: String, entries: [(keys: [Key], action: Action)])] {
        var sections = [("Everywhere", Self.group(global))]
        for focus in Focus.allCases {
            if let bindings = panes[focus] { sections.append(("\(focus.title) pane", Self.group(bindings))) }
        }
        sections.append(("Typing in a field (filter, number, width)", Self.group(field)))
        sections.append(("Editing raw JSON (J); the field's keys work too", Self.group(json)))
        sections.append(
            ("A file changed on disk under your edits (asked by Ctrl-S or when idle)", Self.group(changedOnDisk)))
        sections.append(("A merge conflict: one entry changed by you and by the other program", Self.group(conflict)))
        sections.append(("Choosing the languages (L)", Self.group(picker)))
        sections.append(
            ("Search and replace (Ctrl-R): Enter shows every change, Enter again applies them", Self.group(replace)))
        return sections
    }

    private static func group(_ bindings: [(Key, Action)]) -> [(keys: [Key], action: Action)] {
        var result: [(keys: [Key], action: Action)] = []
        for (key, action) in bindings {
            if let index = result.firstIndex(where: { $0.action == action }) {
                result[index].keys.append(key)
            } else {
                result.append(([key], action))
            }
        }
        return result
    }
}
