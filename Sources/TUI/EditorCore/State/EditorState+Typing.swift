import Engine

extension Mode.Field {
    /// The filter and the preview fields apply as they are typed; the others only on Enter.
    var isPreviewOrFilter: Bool { self == .filter || self == .number || self == .width }
}

extension EditorState {
    /// Starts typing in a field, remembering its text for Escape.
    mutating func beginTyping(_ kind: Mode.Field, text: String) {
        mode = .typing(kind)
        field = TextField(text: text)
        fieldBefore = text
    }

    /// A key while typing: an editing action, a typed character, or (filter only) a move in the key list.
    mutating func type(_ key: Key, into kind: Mode.Field) -> [Effect] {
        if let action = keyMap.fieldAction(for: key) {
            switch action {
            case .fieldAccept:
                mode = .browse
                if kind == .filter, !keyList.visible.isEmpty { focus = .keys }
                return commit(kind, text: field.text)
            case .fieldCancel:
                if kind.isPreviewOrFilter {
                    field = TextField(text: kind == .filter ? "" : fieldBefore)
                    fieldChanged(kind)
                }
                mode = .browse
                return []
            default: guard field.perform(action) else { return [] }
            }
            fieldChanged(kind)
            return []
        }
        switch key {
        case .character(let character):
            field.insert(String(character))
            fieldChanged(kind)
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

    /// Applies the field's text live: the filter narrows the list, the number and width re-preview.
    mutating func fieldChanged(_ kind: Mode.Field) {
        if let layout { field.scrollToCursor(width: FieldView.columns(of: kind, in: layout)) }
        switch kind {
        case .filter:
            keyList.query = field.text
            refreshKeys()
        case .number:
            number = field.text
        case .width:
            previewWidth = field.text
        case .selector:
            // The selector is checked as it is typed.
            do throws(EditError) {
                if !field.text.isEmpty { try EntryAddress.validateSelector(field.text) }
                message = nil
            } catch {
                message = "✗ " + error.description
            }
        case .value, .newKey, .newKeyText, .renameKey, .variantText, .widthThreshold:
            break
        }
    }
}
