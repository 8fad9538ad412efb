import Engine

/// The editing actions: what each key starts (a field, a question, a menu) and how it ends.
extension EditorState {
    /// The selected row of the languages pane as an address to edit, or why there is none.
    var selectedString: (row: LanguageRow, address: ValueAddress)? {
        guard let key = selectedKey else { return nil }
        let rows = languageRows
        guard rows.indices.contains(languageCursor) else { return nil }
        let row = rows[languageCursor]
        let language = project.files[row.fileIndex].language
        return (row, ValueAddress(language: language, key: key, selector: row.selector, width: row.width))
    }

    /// Starts an editing action.
    mutating func performEditing(_ action: Action) -> [Effect] {
        switch action {
        case .editValue:
            guard focus == .languages else {
                focus = .languages
                return []
            }
            guard let (row, address) = selectedString else { return [] }
            switch row.kind {
            case .header, .unreadable, .invalid:
                message =
                    row.kind == .invalid ? "this value is not a string: fix it in the file" : "nothing to edit here"
            case .variant where row.text.isEmpty && row.width == nil:
                message = "this variant has width variations: edit one of them, or add one with @"
            case .missing:
                let base = project.resolve(address.key, language: "base").value
                beginTyping(.value(address), text: base)
            default:
                beginTyping(.value(address), text: row.text)
            }
        case .addKey:
            beginTyping(.newKey(everywhere: false), text: "")
        case .addKeyEverywhere:
            beginTyping(.newKey(everywhere: true), text: "")
        case .renameKey:
            guard let key = selectedKey else { return [] }
            beginTyping(.renameKey(key), text: key)
        case .deleteKey:
            guard let key = selectedKey else { return [] }
            mode = .asking(.deleteKey(key))
        case .addVariant:
            guard focus == .languages, let (_, address) = selectedString else {
                message = "select a language's row first (Tab to the languages)"
                return []
            }
            mode = .choosing(variantMenu(language: address.language, key: address.key))
        case .deleteString:
            guard focus == .languages, let (_, address) = selectedString,
                address.selector != nil || address.width != nil
            else {
                message = "select a variant or a width variation (d deletes the whole key)"
                return []
            }
            mode = .asking(.deleteString(address))
        case .convertToPlural:
            guard focus == .languages, let (_, address) = selectedString else { return [] }
            return convertToPlural(language: address.language, key: address.key)
        case .addWidth:
            guard focus == .languages, let (_, address) = selectedString else { return [] }
            beginTyping(
                .widthThreshold(language: address.language, key: address.key, selector: address.selector), text: "")
        case .moveVariantUp, .moveVariantDown:
            guard focus == .languages, let (_, address) = selectedString, address.selector != nil else { return [] }
            let effects = moveVariant(address, by: action == .moveVariantUp ? -1 : 1)
            selectRow(address)
            return effects
        case .undo:
            return travel(forward: false)
        case .redo:
            return travel(forward: true)
        case .save:
            return save(thenQuit: false)
        case .quit:
            guard disk.unsavedFiles.isEmpty || disk.state == nil else {
                mode = .asking(.quit)
                return []
            }
            return [.quit]
        default:
            break
        }
        return []
    }

    /// Saves the unsaved files (in the background).
    mutating func save(thenQuit: Bool, overwriting: Set<String> = []) -> [Effect] {
        guard let state = disk.state else {
            message = "this project was not read from a folder: nothing to save to"
            return []
        }
        guard !disk.unsavedFiles.isEmpty else {
            message = "nothing to save"
            return thenQuit ? [.quit] : []
        }
        message = "saving \(disk.unsavedFiles.joined(separator: ", "))…"
        return [.save(project, state, states: tracking.records.changes, overwriting: overwriting, thenQuit: thenQuit)]
    }

    /// What `v` offers: the categories the language is missing first, then shared expressions, then
    /// typing a selector.
    func variantMenu(language: FileLanguage, key: String) -> Menu {
        var items: [Menu.Item] = []
        var existing: Set<String> = []
        if let id = project.keyID(key), let index = project.fileIndex(of: language, keyID: id),
            let entry = project.entry(keyID: id, file: index), case .variants(let variants) = entry.value
        {
            existing = Set(variants.map { project.files[index].selectorText($0) })
        }
        if let index = project.fileIndex(of: language) {
            let rules = project.files[index].rules
            for category in rules.categories() where !existing.contains(category.rawValue) {
                items.append(
                    Menu.Item(
                        label: category.rawValue, detail: "missing · " + rules.examples(category).integerSummary,
                        selector: category.rawValue))
            }
        }
        let sections = ["base"] + (language.tag.map { [$0.language, $0.description] } ?? [])
        var shared: [String] = []
        for section in sections {
            for name in (project.expressions.sections[section] ?? [:]).keys.sorted() where !shared.contains(name) {
                shared.append(name)
            }
        }
        for name in shared where !existing.contains(name) {
            items.append(Menu.Item(label: name, detail: "shared expression", selector: name))
        }
        items.append(Menu.Item(label: "type a selector…", detail: "ie:x>=2, iex:2<x<10, exp:^1$", selector: nil))
        return Menu(language: language, key: key, items: items)
    }

    /// A key while choosing from the variant menu.
    mutating func choose(_ key: Key, in menu: Menu) -> [Effect] {
        var menu = menu
        switch key {
        case .named(.up), .character("k"): menu.update(.move(by: -1))
        case .named(.down), .character("j"): menu.update(.move(by: 1))
        case .named(.home), .named(.pageUp): menu.update(.first)
        case .named(.end), .named(.pageDown): menu.update(.last)
        case .named(.escape), .character("q"): mode = .browse
        case .named(.enter):
            let item = menu.selected
            if let selector = item.selector {
                beginVariantText(ValueAddress(language: menu.language, key: menu.key, selector: selector))
            } else {
                beginTyping(.selector(language: menu.language, key: menu.key), text: "")
            }
            return []
        default: break
        }
        if case .choosing = mode { mode = .choosing(menu) }
        return []
    }

    /// Asks for a new variant's text, starting from the language's `other` text or the base text.
    mutating func beginVariantText(_ address: ValueAddress) {
        var start = project.resolve(address.key, language: "base").value
        if let entry = project.entry(address.key, in: address.language) {
            switch entry.value {
            case .text(let text): start = text
            case .variants:
                start =
                    project.resolve(
                        address.key, in: project.chain(for: address.language.description), input: LookupInput()
                    ).value
            default: break
            }
        }
        beginTyping(.variantText(address), text: start)
    }

    /// A key while a question waits for its answer.
    mutating func answer(_ key: Key, to question: Question) -> [Effect] {
        mode = .browse
        if case .changedOnDisk(let names) = question { return answerChangedOnDisk(key, names: names) }
        switch (question, key) {
        case (.deleteKey(let name), .character("y")):
            return deleteKey(name)
        case (.deleteString(let address), .character("y")):
            return deleteString(address)
        case (.reshape(let address, let text, _), .character("y")):
            return setString(text, at: address, force: true)
        case (.quit, .character("s")):
            return save(thenQuit: true)
        case (.quit, .character("d")):
            return [.quit]
        default:
            message = "cancelled"
        }
        return []
    }

    /// Ends typing in an editing field with Enter: carries out the edit, or asks for the next part.
    mutating func commit(_ kind: Mode.Field, text: String) -> [Effect] {
        mode = .browse
        switch kind {
        case .filter, .number, .width:
            return []
        case .value(let address):
            // A missing translation starts as the source text: accepted as it is, it is a copy.
            let copied = text == fieldBefore && project.entry(address.key, in: address.language) == nil
            return setString(text, at: address, copied: copied)
        case .newKey(let everywhere):
            let name = text.trimmedOfWhiteSpace
            guard !name.isEmpty else { return [] }
            if let taken = takenKeyName(name, by: kind) { return keepTyping(kind, text: text, refusing: taken) }
            beginTyping(.newKeyText(name, everywhere: everywhere), text: "")
        case .newKeyText(let name, let everywhere):
            return addKey(name, text: text, everywhere: everywhere)
        case .renameKey(let old):
            let name = text.trimmedOfWhiteSpace
            guard !name.isEmpty else { return [] }
            if let taken = takenKeyName(name, by: kind) { return keepTyping(kind, text: text, refusing: taken) }
            return renameKey(old, to: name)
        case .selector(let language, let key):
            do throws(EditError) {
                try EntryAddress.validateSelector(text)
            } catch {
                message = error.description
                beginTyping(.selector(language: language, key: key), text: text)
                return []
            }
            beginVariantText(ValueAddress(language: language, key: key, selector: text))
        case .variantText(let address):
            // A new form starts as the language's other text: accepted as it is, it is a copy.
            return setString(text, at: address, copied: text == fieldBefore && !text.isEmpty)
        case .widthThreshold(let language, let key, let selector):
            guard let width = Int(text), width >= 0 else {
                message = "a width is a whole number of points or columns, like 200"
                beginTyping(.widthThreshold(language: language, key: key, selector: selector), text: text)
                return []
            }
            beginTyping(
                .variantText(ValueAddress(language: language, key: key, selector: selector, width: width)), text: "")
        }
        return []
    }

    /// Enter on a name that is taken: the field stays open with the text typed, and says why.
    private mutating func keepTyping(_ kind: Mode.Field, text: String, refusing taken: String) -> [Effect] {
        beginTyping(kind, text: text)
        message = "✗ \(taken) already exists: choose another name"
        return []
    }
}
