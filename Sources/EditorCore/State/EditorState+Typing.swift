import Engine

extension Mode.Field {
    /// The filter and the preview fields apply as they are typed; the others only on Enter.
    var isPreviewOrFilter: Bool { self == .filter || self == .number || self == .width }

    /// Whether the field holds a width, which takes digits only.
    var isWidth: Bool {
        if case .widthThreshold = self { return true }
        return self == .width
    }

    /// Whether the field is a string of a value, which may hold line breaks.
    var isValueText: Bool {
        switch self {
        case .value, .variantText, .newKeyText: return true
        default: return false
        }
    }
}

extension EditorState {
    /// Starts typing in a field, remembering its text for Escape.
    mutating func beginTyping(_ kind: Mode.Field, text: String) {
        mode = .typing(kind)
        // Offered below the value typed in its row (a new variant's text is typed in the status line).
        if case .value(let address) = kind {
            lineEditor.update(
                .begin(
                    text, suggestions: Suggestions.find(for: address, project: project, states: tracking.states),
                    sameSource: Propagation.keys(for: address, project: project, states: tracking.states)))
        } else {
            lineEditor.update(.begin(text))
        }
    }

    /// A key while typing: an editing action, a typed character, or (filter only) a move in the key list.
    mutating func type(_ key: Key, into kind: Mode.Field) -> [Effect] {
        if let action = keyMap.fieldAction(for: key) {
            switch action {
            case .fieldAccept:
                mode = .browse
                if kind == .filter, !keyList.visible.isEmpty { focus = .keys }
                return commit(kind, text: lineEditor.text)
            case .fieldCancel:
                if kind.isPreviewOrFilter {
                    lineEditor.update(.replace(kind == .filter ? "" : lineEditor.before))
                    fieldChanged(kind)
                }
                mode = .browse
                return []
            case .fieldPropagate:
                return commitPropagating(kind)
            case .suggestion1, .suggestion2, .suggestion3:
                let number = action == .suggestion1 ? 0 : action == .suggestion2 ? 1 : 2
                guard kind.isValueText, lineEditor.suggestions.indices.contains(number) else {
                    message = "no suggestion \(number + 1) here"
                    return []
                }
                let suggestion = lineEditor.suggestions[number]
                lineEditor.update(.replace(suggestion.text))
                message = "from \(suggestion.key) (\(suggestion.similarity)% alike)"
            case .fieldNewLine:
                guard kind.isValueText else {
                    message = "a line break goes only in a value's text"
                    return []
                }
                insert("\n", into: kind)
                return []
            default:
                guard TextField.edits(action) else { return [] }
                lineEditor.update(.edit(action))
            }
            fieldChanged(kind)
            return []
        }
        switch key {
        case .character(let character):
            insert(String(character), into: kind)
        case .named(.up), .named(.down), .named(.pageUp), .named(.pageDown):
            // While filtering, the arrows move in the list being filtered.
            guard kind == .filter else { return [] }
            let saved = focus
            focus = .keys
            _ = perform(keyMap.action(for: key, in: .keys) ?? .moveDown)
            focus = saved
        default:
            break
        }
        return []
    }

    /// The name typed for a new or renamed key (without white space at its ends) if another key has it.
    func takenKeyName(_ text: String, by kind: Mode.Field) -> String? {
        let name = text.trimmedOfWhiteSpace
        guard !name.isEmpty, project.keyID(name) != nil else { return nil }
        if case .renameKey(let old) = kind, old == name { return nil }
        return name
    }

    /// Puts typed or pasted text into the field, as far as the field takes it: a width takes digits only
    /// (anything else is refused, saying so), a one-line field stops at the first line break, and a value's
    /// string keeps its line breaks.
    mutating func insert(_ text: String, into kind: Mode.Field) {
        if kind.isWidth, !text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            message = "✗ a width is a whole number: digits only"
            return
        }
        lineEditor.update(.insert(kind.isValueText ? text : String(text.prefix { !$0.isNewline })))
        fieldChanged(kind)
    }

    /// Applies the field's text live: the filter narrows the list, the number and width re-preview.
    mutating func fieldChanged(_ kind: Mode.Field) {
        if let layout { lineEditor.update(.fit(columns: fieldColumns(kind, in: layout))) }
        switch kind {
        case .filter:
            keyList.query = lineEditor.text
            refreshKeys()
        case .number:
            previewPane.update(.setNumber(lineEditor.text))
        case .width:
            previewPane.update(.setWidth(lineEditor.text))
        case .selector:
            // The selector is checked as it is typed.
            do throws(EditError) {
                if !lineEditor.text.isEmpty { try EntryAddress.validateSelector(lineEditor.text) }
                message = nil
            } catch {
                message = "✗ " + error.description
            }
        case .newKey, .renameKey:
            // A name already taken is refused as it is typed, not only at Enter.
            message = takenKeyName(lineEditor.text, by: kind).map { "✗ \($0) already exists: choose another name" }
        case .value:
            // The value wraps in its row: its new lines come into view.
            keepSelectionsVisible()
        case .newKeyText, .variantText, .widthThreshold:
            break
        }
    }
}

extension String {
    /// The text without white space at either end (a key typed with a stray space).
    var trimmedOfWhiteSpace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
