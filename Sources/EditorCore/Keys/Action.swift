/// Everything a key can do, each declared once with the text the help screen shows for it.
package enum Action: String, CaseIterable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, moveToTop, moveToBottom
    case nextPane, previousPane
    case filter, clearFilter, filterMissing, filterErrors, filterEdited, filterToDo, toggleSortOrder
    case nextToDo, previousToDo, confirmTranslation, markForReview
    case pickLanguages, pickTarget, pickSource, pickPinned, pickHidden, pickMoveUp, pickMoveDown, pickDone, pickCancel
    case editNumber, editWidth, numberUp, numberDown, widthUp, widthDown, clearPreview
    case jumpToFinding, toggleFindingsScope, applyFix
    case editValue, addKey, addKeyEverywhere, renameKey, deleteKey, addVariant, deleteString, convertToPlural, addWidth,
        moveVariantUp, moveVariantDown
    case editJSON, jsonApply, jsonNewLine, jsonIndent, jsonLineUp, jsonLineDown, jsonPageUp, jsonPageDown
    case undo, redo, save
    case searchReplace, replaceNextField, replacePreviousField, replaceToggleCase
    case help, quit, interrupt
    case fieldAccept, fieldCancel, fieldBackspace, fieldDelete, fieldLeft, fieldRight, fieldWordLeft,
        fieldWordRight, fieldHome, fieldEnd, fieldKillToEnd, fieldKillToStart, fieldDeleteWord, fieldNewLine,
        suggestion1, suggestion2, suggestion3, fieldPropagate
    /// Answers when a file changed on disk under unsaved edits.
    case mergeChanges, reloadChanged, overwriteChanged, keepMine
    /// Answers for one conflicting entry of a merge.
    case takeMine, takeTheirs, editConflict, stopMerging

    /// The help screen's description of the action.
    var help: String {
        switch self {
        case .moveUp: return "move up in the focused pane"
        case .moveDown: return "move down in the focused pane"
        case .pageUp: return "one page up"
        case .pageDown: return "one page down"
        case .moveToTop: return "first row"
        case .moveToBottom: return "last row"
        case .nextPane: return "next pane (keys → languages → preview → findings)"
        case .previousPane: return "previous pane"
        case .filter: return "filter the keys by key or value (Enter keeps it, Esc clears it)"
        case .clearFilter: return "clear the filter and the quick filters"
        case .filterMissing: return "quick filter: keys missing in some language"
        case .filterErrors: return "quick filter: keys with errors"
        case .filterEdited: return "quick filter: keys edited since the last save"
        case .filterToDo:
            return "quick filter: the work queue, keys to do in the languages worked on (? + ~ * in the list)"
        case .nextToDo: return "next key that needs work: missing ?, needs translation +, stale ~, needs review *"
        case .previousToDo: return "previous key that needs work"
        case .confirmTranslation: return "confirm the selected translation (translated, checked against the source now)"
        case .markForReview: return "mark the selected translation as needing review"
        case .pickLanguages: return "choose the languages: target(s), source, pinned, hidden, their order"
        case .pickTarget: return "translate into this language (a target; several can be)"
        case .pickSource: return "show this language first, as the text to translate from"
        case .pickPinned: return "pin: always shown whole (with one target the others fold to one line)"
        case .pickHidden: return "hide from the languages pane"
        case .pickMoveUp: return "move the language up"
        case .pickMoveDown: return "move the language down"
        case .pickDone: return "done: use and remember this choice (for you, outside the project's files)"
        case .pickCancel: return "cancel: the languages stay as they were"
        case .toggleSortOrder: return "key order: as in the base file / A–Z"
        case .editNumber: return "type the preview number (Enter done)"
        case .editWidth: return "type the preview width (Enter done, empty for none)"
        case .numberUp: return "preview number + 1"
        case .numberDown: return "preview number − 1"
        case .widthUp: return "preview width + 10"
        case .widthDown: return "preview width − 10"
        case .clearPreview: return "clear the preview number and width"
        case .jumpToFinding: return "go to the key of the finding"
        case .toggleFindingsScope: return "findings: whole project / selected key"
        case .applyFix: return "apply the finding's fix (shown in the pane's title when it has one)"
        case .editValue: return "edit the selected string (a missing one starts as the base text)"
        case .addKey: return "add a key (to the base file)"
        case .addKeyEverywhere: return "add a key to every language (the base text as a starting point)"
        case .renameKey: return "rename the selected key in every language"
        case .deleteKey: return "delete the selected key in every language (asks first)"
        case .addVariant: return "add a variant: a missing plural form, a shared expression or a selector"
        case .deleteString: return "delete the selected variant or width variation (asks first)"
        case .convertToPlural: return "turn the selected string into plural forms"
        case .addWidth: return "add a width variation @N to the selected string or variant"
        case .moveVariantUp: return "move the selected variant up"
        case .moveVariantDown: return "move the selected variant down"
        case .editJSON: return "edit the key's raw JSON in the selected row's language"
        case .jsonApply: return "apply the edited JSON (when it has no problems)"
        case .jsonNewLine: return "new line (keeps the indentation)"
        case .jsonIndent: return "insert two spaces"
        case .jsonLineUp: return "line up"
        case .jsonLineDown: return "line down"
        case .jsonPageUp: return "page up"
        case .jsonPageDown: return "page down"
        case .searchReplace:
            return "search and replace in the values of the target languages (or those typed), with a preview"
        case .replaceNextField: return "next field (find, replace with, languages)"
        case .replacePreviousField: return "previous field"
        case .replaceToggleCase: return "case must match / is ignored"
        case .undo: return "undo the last edit"
        case .redo: return "redo"
        case .save: return "save every edited file"
        case .help: return "this help"
        case .quit: return "quit (asks when there are unsaved edits)"
        case .interrupt:
            return "cancel the edit of several files under way (renaming, replacing…), leaving the files as they were;"
                + " quit when none runs"
        case .fieldAccept: return "done"
        case .fieldCancel: return "cancel"
        case .fieldBackspace: return "delete the character before the cursor"
        case .fieldDelete: return "delete the character under the cursor"
        case .fieldLeft: return "cursor left"
        case .fieldRight: return "cursor right"
        case .fieldWordLeft: return "word left"
        case .fieldWordRight: return "word right"
        case .fieldHome: return "start of the text"
        case .fieldEnd: return "end of the text"
        case .fieldKillToEnd: return "delete to the end"
        case .fieldKillToStart: return "delete to the start"
        case .fieldDeleteWord: return "delete the word before the cursor"
        case .fieldNewLine: return "a line break in a value's text (shown as ↵ where the value is one line)"
        case .suggestion1:
            return "typing a translation: take suggestion 1 (a key with the same or a similar source text, translated)"
        case .suggestion2: return "typing a translation: take suggestion 2"
        case .suggestion3: return "typing a translation: take suggestion 3"
        case .fieldPropagate:
            return "typing a translation: done, and the same text for every key with the same source text "
                + "that is missing or needs translation (one edit)"
        case .mergeChanges:
            return "merge: take the other program's changes of entries you did not edit, keep your edits"
        case .reloadChanged: return "reload: take the file as it is on disk, dropping your unsaved edits of it"
        case .overwriteChanged: return "overwrite: save your version, discarding the other program's changes"
        case .keepMine: return "keep your version for now (saving asks again; a later change is shown again)"
        case .takeMine: return "keep your text of the entry"
        case .takeTheirs: return "take the other program's text of the entry"
        case .editConflict: return "keep yours, then edit the entry's raw JSON (J) after the merge"
        case .stopMerging: return "stop merging: nothing is merged, your version stays as it was"
        }
    }

    /// The few words the status line shows for an answer, after its keys (`m merge`).
    var hint: String {
        switch self {
        case .mergeChanges: return "merge"
        case .reloadChanged: return "reload"
        case .overwriteChanged: return "overwrite"
        case .keepMine: return "keep mine"
        case .takeMine: return "mine"
        case .takeTheirs: return "theirs"
        case .editConflict: return "edit"
        case .stopMerging: return "stop"
        case .pickTarget: return "target"
        case .pickSource: return "source"
        case .pickPinned: return "pin"
        case .pickHidden: return "hide"
        case .pickMoveUp: return "up"
        case .pickMoveDown: return "down"
        case .pickDone: return "done"
        case .pickCancel: return "cancel"
        default: return help
        }
    }
}
