/// Reads a string catalog as the parser goes (a `JSONBuilder`), without a tree of the whole catalog: the root,
/// `strings`, each entry and its `localizations` are taken member by member, and each localization becomes
/// its language's entry as soon as it closes (`LanguageFile.Builder`).
///
/// A localization of the common shape, `{"stringUnit": {"state": …, "value": …}}` (29,000 of the 29,800 in
/// the catalogs researched), is read without any node. Any other — variations, substitutions, a missing value,
/// a repeated member — is built as a small `JSONNode` tree (`JSONTreeBuilder`) and read from it: what was
/// taken for the common shape until then is handed to the tree builder first (`materialize`).
///
/// Depths are the parser's (the depth of a container's members): the root's members 1, the keys of `strings`
/// 2, an entry's members 3, the tags of `localizations` 4, a localization's members 5.
struct CatalogBuilder: JSONBuilder {
    /// What a value read is.
    enum Piece {
        /// A string, number, true/false or null; inside a localization, any value.
        case node(JSONNode)
        /// A localization of the common shape: its text and its `state`.
        case unit(value: String, state: String?)
        /// An object or array read member by member, or of no interest: its content is not kept.
        case container(isObject: Bool)

        /// The string when this is one.
        var string: String? {
            if case .node(let node) = self { return node.string }
            return nil
        }

        /// A name for the kind of value, as a translator would say it.
        var kindDescription: String {
            switch self {
            case .node(let node): return node.kindDescription
            case .unit: return "an object"
            case .container(let isObject): return isObject ? "an object" : "an array"
            }
        }
    }

    /// What a container is, by the depth of its members.
    private enum Role { case root, strings, entry, localizations, ignored }

    /// Which member of an object is being read.
    private enum Field { case sourceLanguage, strings, comment, extractionState, shouldTranslate, localizations, other }

    /// How far a localization matches the common shape.
    private enum Stage { case open, unitKey, inUnit, fieldKey, fieldDone, unitClosed, unitMember }

    /// One `"state"` or `"value"` member of a `stringUnit` of the common shape.
    private struct UnitField {
        var name: String
        var keyRange: Range<Int>
        var text: String
        var valueRange: Range<Int>
        var comma: Int?
    }

    let context: FormatContext
    /// The bytes (for the text of numbers in substitutions).
    let bytes: [UInt8]
    /// The source language to read with, when known before reading (a second reading: see `read`).
    let forcedSource: String?

    /// The language builders: the source first, then each language in the order met.
    private(set) var languages: [LanguageFile.Builder] = []
    /// The tags of `languages` after the first.
    private(set) var tags: [String] = []
    private var languageIndex: [String: Int] = [:]
    /// What the catalog says about keys besides their texts.
    private(set) var notes: [String: EntryNotes] = [:]
    /// Shapes that are wrong above the localizations (`strings`, an entry, `localizations`).
    private(set) var problems: [ValueProblem] = []
    /// The source language used for `strings`.
    private(set) var usedSource: String
    /// The root's `sourceLanguage` as read so far (its last member; `nil` when that is not a string).
    private var rootSource: String?

    private var roles = [Role](repeating: .ignored, count: JSONParser.maxDepth + 2)
    private var field: [Field] = [.other, .other, .other, .other]

    // The entry being read.
    private var entryKey = ""
    private var entryOffset = 0
    private var entryNotes = EntryNotes()
    private var hasSource = false
    /// The languages the entry's localizations went to, with their counts before (undone when the entry has
    /// `localizations` twice: the last counts).
    private var touched: [(index: Int, entries: Int, problems: Int)] = []
    /// The entry each language was last touched by (numbered from 1), for `touched`.
    private var touchedBy: [Int] = []
    private var entryNumber = 0
    /// How many languages there were when the entry began.
    private var languagesBefore = 1
    private var sawLocalizations = false
    /// The language of the localization being read (`nil`: not a language tag, skipped).
    private var tagIndex: Int?
    private var tagOffset = 0
    /// Each language's tag as UTF-8, by index.
    private var tagBytes: [[UInt8]] = []
    /// The language whose tag followed each language's in the last entry that had it (catalogs list an
    /// entry's languages in the same order), and the first language of the last entry: guesses that spare
    /// hashing the tag.
    private var nextLanguage: [Int] = []
    private var firstLanguage = 0
    private var previousLanguage: Int?

    // The localization being read.
    private var inLocalization = false
    /// Whether it is being built as a tree (it is not of the common shape).
    private var inTree = false
    private var tree = JSONTreeBuilder()
    private var stage = Stage.open
    private var unitKeyRange = 0..<0
    private var unitRange = 0..<0
    private var unitComma: Int?
    private var unitFields: [UnitField] = []
    private var pendingField: (name: String, keyRange: Range<Int>)?

    init(context: FormatContext, bytes: [UInt8], forcedSource: String?) {
        self.context = context
        self.bytes = bytes
        self.forcedSource = forcedSource
        usedSource = forcedSource ?? context.settings.baseLanguage.description
        startStrings()
    }

    /// The source language the catalog says, read to its end (its last `sourceLanguage`, else the project's).
    var catalogSource: String { rootSource ?? context.settings.baseLanguage.description }

    /// Starts reading `strings` afresh (a catalog with two keeps the last, as strict readers do).
    private mutating func startStrings() {
        usedSource = forcedSource ?? catalogSource
        let base = FileLanguage.base
        languages = [LanguageFile.Builder(language: base, rules: context.rules(for: base), bytes: bytes)]
        languageIndex = [usedSource: 0]
        tagBytes = [Array(usedSource.utf8)]
        nextLanguage = [0]
        touchedBy = [0]
        tags = []
        notes = [:]
        problems = []
    }

    // MARK: - Keys

    mutating func key(read key: JSONKey, range: Range<Int>, depth: Int) -> Int? {
        if inLocalization, depth >= 5 {
            if !inTree {
                if depth == 5, stage == .open, Self.equals(key, "stringUnit") {
                    stage = .unitKey
                    unitKeyRange = range
                    return nil
                }
                if depth == 6, stage == .inUnit || stage == .fieldDone {
                    let name = Self.equals(key, "value") ? "value" : Self.equals(key, "state") ? "state" : nil
                    if let name, !unitFields.contains(where: { $0.name == name }) {
                        pendingField = (name, range)
                        stage = .fieldKey
                        return nil
                    }
                }
                materialize()
            }
            return tree.key(read: key, range: range, depth: depth)
        }
        switch depth {
        case 1:
            field[1] =
                Self.equals(key, "strings")
                ? .strings : Self.equals(key, "sourceLanguage") ? .sourceLanguage : .other
            if roles[1] == .root, field[1] == .strings { startStrings() }
        case 2:
            if roles[2] == .strings {
                entryKey = key.text
                entryOffset = range.lowerBound
            }
        case 3:
            guard roles[3] == .entry else { break }
            if Self.equals(key, "localizations") {
                field[3] = .localizations
                if sawLocalizations { undoLocalizations() }
                sawLocalizations = true
            } else if Self.equals(key, "comment") {
                field[3] = .comment
            } else if Self.equals(key, "extractionState") {
                field[3] = .extractionState
            } else if Self.equals(key, "shouldTranslate") {
                field[3] = .shouldTranslate
            } else {
                field[3] = .other
            }
        case 4:
            if roles[4] == .localizations {
                tagOffset = range.lowerBound
                tagIndex = languageIndex(of: key)
                // The language's number spares the parser hashing the tags to find repeats.
                return tagIndex
            }
        default: break
        }
        return nil
    }

    /// Whether a key is `literal`.
    @inline(__always)
    private static func equals(_ key: JSONKey, _ literal: StaticString) -> Bool {
        key.withUTF8 { same($0, UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)) }
    }

    /// Whether two byte strings are equal.
    @inline(__always)
    private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
    }

    // MARK: - Values

    mutating func string(_ value: String, range: Range<Int>, depth: Int) -> Piece {
        if inLocalization, depth >= 5 {
            if !inTree {
                if depth == 6, stage == .fieldKey { return .node(JSONNode(range: range, kind: .string(value))) }
                materialize()
            }
            return .node(tree.string(value, range: range, depth: depth))
        }
        return .node(JSONNode(range: range, kind: .string(value)))
    }

    mutating func scalar(_ scalar: JSONScalar, range: Range<Int>, depth: Int) -> Piece {
        if inLocalization, depth >= 5 {
            if !inTree { materialize() }
            return .node(tree.scalar(scalar, range: range, depth: depth))
        }
        switch scalar {
        case .number: return .node(JSONNode(range: range, kind: .number))
        case .bool(let value): return .node(JSONNode(range: range, kind: .bool(value)))
        case .null: return .node(JSONNode(range: range, kind: .null))
        }
    }

    mutating func beginContainer(isObject: Bool, depth: Int) {
        if inLocalization {
            if !inTree {
                if depth == 6, stage == .unitKey, isObject {
                    stage = .inUnit
                    unitFields.removeAll(keepingCapacity: true)
                    return
                }
                materialize()
            }
            tree.beginContainer(isObject: isObject, depth: depth)
            return
        }
        let parent = depth >= 2 ? roles[depth - 1] : .ignored
        var role = Role.ignored
        switch (parent, isObject) {
        case (_, true) where depth == 1: role = .root
        case (.root, true) where field[1] == .strings: role = .strings
        case (.strings, true): role = .entry
        case (.entry, true) where field[3] == .localizations: role = .localizations
        case (.localizations, _):
            inLocalization = true
            stage = .open
            inTree = !isObject
            if inTree { tree.beginContainer(isObject: false, depth: depth) }
            return
        default: break
        }
        roles[depth] = role
        if role == .entry {
            entryNotes = EntryNotes()
            hasSource = false
            touched.removeAll(keepingCapacity: true)
            entryNumber += 1
            previousLanguage = nil
            languagesBefore = languages.count
            sawLocalizations = false
        }
    }

    mutating func member(_ piece: Piece, range: Range<Int>, comma: Int?, depth: Int) {
        if inLocalization {
            if !inTree {
                if depth == 6, stage == .fieldKey, let pending = pendingField, let text = piece.string {
                    unitFields.append(
                        UnitField(
                            name: pending.name, keyRange: pending.keyRange, text: text, valueRange: range, comma: comma)
                    )
                    stage = .fieldDone
                    return
                }
                if depth == 5, stage == .unitClosed {
                    unitComma = comma
                    stage = .unitMember
                    return
                }
                materialize()
            }
            tree.member(Self.node(piece), range: range, comma: comma, depth: depth)
            return
        }
        switch (depth, roles[depth]) {
        case (1, .root):
            switch field[1] {
            case .sourceLanguage: rootSource = piece.string
            case .strings:
                guard case .container(true) = piece else {
                    problems.append(
                        ValueProblem(
                            .wrongType(found: piece.kindDescription, expected: "an object of keys"), path: ["strings"],
                            offset: range.lowerBound))
                    return
                }
            default: break
            }
        case (2, .strings): finishEntry(piece, offset: range.lowerBound)
        case (3, .entry):
            switch field[3] {
            case .comment: entryNotes.comment = piece.string
            case .extractionState: entryNotes.extractionState = piece.string
            case .shouldTranslate:
                if case .node(let node) = piece, case .bool(false) = node.kind { entryNotes.shouldTranslate = false }
            case .localizations:
                if case .container(true) = piece { break }
                problems.append(
                    ValueProblem(
                        .wrongType(found: piece.kindDescription, expected: "an object of languages"),
                        path: [entryKey, "localizations"], offset: range.lowerBound))
            default: break
            }
        case (4, .localizations): addLocalization(piece)
        default: break
        }
    }

    mutating func element(_ piece: Piece, depth: Int) {
        if inLocalization {
            if !inTree { materialize() }
            tree.element(Self.node(piece), depth: depth)
        }
    }

    mutating func endContainer(isObject: Bool, range: Range<Int>, depth: Int) -> Piece {
        if inLocalization {
            if !inTree {
                if depth == 6, stage == .inUnit || stage == .fieldDone,
                    let value = unitFields.first(where: { $0.name == "value" })
                {
                    stage = .unitClosed
                    unitRange = range
                    return .unit(value: value.text, state: unitFields.first { $0.name == "state" }?.text)
                }
                if depth == 5, stage == .unitMember, case .unit(let value, let state)? = unitPiece {
                    inLocalization = false
                    return .unit(value: value, state: state)
                }
                materialize()
            }
            let node = tree.endContainer(isObject: isObject, range: range, depth: depth)
            if depth == 5 {
                inLocalization = false
                inTree = false
            }
            return .node(node)
        }
        return .container(isObject: isObject)
    }

    /// The `stringUnit` of the common shape read so far.
    private var unitPiece: Piece? {
        guard let value = unitFields.first(where: { $0.name == "value" }) else { return nil }
        return .unit(value: value.text, state: unitFields.first { $0.name == "state" }?.text)
    }

    /// The node of a piece inside a localization being built as a tree (pieces there are nodes).
    private static func node(_ piece: Piece) -> JSONNode {
        if case .node(let node) = piece { return node }
        return JSONNode(range: 0..<0, kind: .null)
    }

    /// Turns the localization read so far as the common shape into the tree builder's state, to go on as a
    /// tree: the events it took are given to the tree builder as they came.
    private mutating func materialize() {
        inTree = true
        tree.beginContainer(isObject: true, depth: 5)
        guard stage != .open else { return }
        tree.key("stringUnit", range: unitKeyRange, depth: 5)
        guard stage != .unitKey else { return }
        tree.beginContainer(isObject: true, depth: 6)
        for field in unitFields {
            tree.key(field.name, range: field.keyRange, depth: 6)
            let value = tree.string(field.text, range: field.valueRange, depth: 6)
            tree.member(value, range: field.valueRange, comma: field.comma, depth: 6)
        }
        if stage == .fieldKey, let pending = pendingField {
            tree.key(pending.name, range: pending.keyRange, depth: 6)
        }
        guard stage == .unitClosed || stage == .unitMember else { return }
        let unit = tree.endContainer(isObject: true, range: unitRange, depth: 6)
        if stage == .unitMember { tree.member(unit, range: unitRange, comma: unitComma, depth: 5) }
    }

    // MARK: - Entries

    /// The language a tag of `localizations` names: its builder's index, a new builder for a tag met for the
    /// first time; `nil` when it is not a language tag.
    private mutating func languageIndex(of key: JSONKey) -> Int? {
        let guess = previousLanguage.map { nextLanguage[$0] } ?? firstLanguage
        let index: Int
        if guess < tagBytes.count,
            key.withUTF8({ text in tagBytes[guess].withUnsafeBufferPointer { Self.same(text, $0) } })
        {
            index = guess
        } else {
            let text = key.text
            if let known = languageIndex[text] {
                index = known
            } else {
                guard let language = LanguageTag(text) else { return nil }
                languages.append(
                    LanguageFile.Builder(
                        language: .tag(language), rules: context.rules(for: .tag(language)), bytes: bytes))
                index = languages.count - 1
                languageIndex[text] = index
                tags.append(text)
                tagBytes.append(Array(text.utf8))
                nextLanguage.append(0)
                touchedBy.append(0)
            }
        }
        if let previous = previousLanguage { nextLanguage[previous] = index } else { firstLanguage = index }
        previousLanguage = index
        return index
    }

    /// A localization of the entry is read: it becomes its language's entry.
    private mutating func addLocalization(_ piece: Piece) {
        guard let index = tagIndex else { return }
        if index == 0 { hasSource = true }
        if touchedBy[index] != entryNumber {
            touchedBy[index] = entryNumber
            touched.append((index, languages[index].entries.count, languages[index].problems.count))
        }
        switch piece {
        case .unit(let value, let state):
            languages[index].add(key: entryKey, text: value, state: state, offset: tagOffset)
        case .node(let node):
            let tag = index == 0 ? usedSource : tags[index - 1]
            languages[index].add(
                key: entryKey, localization: node, path: [entryKey, "localizations", tag], offset: tagOffset)
        case .container:
            break
        }
    }

    /// Undoes what the entry's localizations added, when a second `localizations` member comes (the last
    /// counts).
    private mutating func undoLocalizations() {
        for mark in touched {
            languages[mark.index].entries.removeSubrange(mark.entries...)
            languages[mark.index].problems.removeSubrange(mark.problems...)
            languages[mark.index].states[entryKey] = nil
        }
        touched.removeAll(keepingCapacity: true)
        // Languages first met in the undone localizations are not in the catalog's model.
        for tag in tags[(languagesBefore - 1)...] { languageIndex[tag] = nil }
        languages.removeSubrange(languagesBefore...)
        tags.removeSubrange((languagesBefore - 1)...)
        tagBytes.removeSubrange(languagesBefore...)
        nextLanguage.removeSubrange(languagesBefore...)
        touchedBy.removeSubrange(languagesBefore...)
        firstLanguage = 0
        entryNumber += 1
        previousLanguage = nil
        hasSource = false
    }

    /// The entry's value is read: its notes, and the key as its own source text when no localization gave one.
    private mutating func finishEntry(_ piece: Piece, offset: Int) {
        guard case .container(true) = piece else {
            problems.append(
                ValueProblem(
                    .wrongType(found: piece.kindDescription, expected: "an object (localizations)"), path: [entryKey],
                    offset: offset))
            return
        }
        if entryNotes != EntryNotes() { notes[entryKey] = entryNotes }
        if !hasSource {
            languages[0].entries.append(Entry(key: entryKey, value: .text(entryKey), offset: entryOffset))
        }
    }
}
