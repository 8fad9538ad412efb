/// A file's entries in file order, kept compactly: each text that the file writes without escapes is a span of
/// the file's bytes, not a string of its own, and an entry's variants and width variations sit in flat tables.
///
/// It vends `Entry` values (their strings made from the bytes when asked). Readers that only need part of an
/// entry ask for that part: its key (``keys``), its value (``value(at:)``), its offset (``offset(at:)``), a plain
/// text (``plainText(at:)``) or whether it has text (``hasText(at:)``); none of these touch the others.
public struct EntryTable: Sendable {
    /// What an entry's or a variant's record holds.
    enum Kind: UInt8 {
        case text, widths, variants, invalid
    }

    /// A text: a span of `bytes`, or (the top bit of `length` set) the index of a string in `owned`.
    struct TextReference: Equatable {
        var start: UInt32
        var length: UInt32

        static let ownedBit: UInt32 = 1 << 31

        /// Whether a text at bytes `range` can be kept as a span: its start and length fit the record (files
        /// of 2 GiB or more keep their later texts as strings of their own).
        static func fits(_ range: Range<Int>) -> Bool { range.upperBound < Int(ownedBit) }

        /// A reference as stored in a record.
        init(start: UInt32, length: UInt32) {
            self.start = start
            self.length = length
        }

        /// The bytes `range` of the file.
        init(span range: Range<Int>) {
            start = UInt32(clamping: range.lowerBound)
            length = UInt32(clamping: Swift.min(range.count, Int(Self.ownedBit - 1)))
        }

        /// String `index` of `owned`.
        init(owned index: Int) {
            start = UInt32(clamping: index)
            length = Self.ownedBit
        }

        var isOwned: Bool { length & Self.ownedBit != 0 }

        /// The same text after the file's bytes moved by `delta` at its position.
        func shifted(by delta: Int) -> TextReference {
            guard !isOwned, delta != 0 else { return self }
            var moved = self
            moved.start = UInt32(clamping: Int(start) + delta)
            return moved
        }
    }

    /// An entry: its key's offset, its kind, and a text, a range of `widthRecords` or a range of `variantRecords`
    /// (`first` and `count`). 16 bytes.
    struct Record: Equatable {
        var offset: UInt32
        var first: UInt32
        var count: UInt32
        var kind: Kind
    }

    /// A variant: its selector's index (24 bits) and kind (8 bits), its key's offset, and what it holds as in a
    /// `Record`. 16 bytes.
    struct VariantRecord: Equatable {
        var selectorAndKind: UInt32
        var offset: UInt32
        var first: UInt32
        var count: UInt32

        init(selector: Int, kind: Kind, offset: Int, first: UInt32, count: UInt32) {
            selectorAndKind = UInt32(Swift.min(Swift.max(selector, 0), 1 << 24 - 1)) | UInt32(kind.rawValue) << 24
            self.offset = UInt32(clamping: offset)
            self.first = first
            self.count = count
        }

        var selector: Int {
            get { Int(selectorAndKind & 0xFF_FFFF) }
            set {
                selectorAndKind = selectorAndKind & 0xFF00_0000 | UInt32(Swift.min(Swift.max(newValue, 0), 1 << 24 - 1))
            }
        }
        var kind: Kind { Kind(rawValue: UInt8(selectorAndKind >> 24))! }
    }

    /// A width variation: N, its key's offset and its text. 16 bytes.
    struct WidthRecord: Equatable {
        var width: Int32
        var offset: UInt32
        var text: TextReference
    }

    /// What the table holds besides its keys, which never changes once built: one reference to copy, however many
    /// arrays (a table is read from every thread, where each copied reference is a contended count).
    @usableFromInline final class Storage: Sendable {
        /// The bytes the spans are of: the file's bytes as read (the same storage, not a copy).
        let bytes: [UInt8]
        let records: [Record]
        let variantRecords: [VariantRecord]
        let widthRecords: [WidthRecord]
        /// Texts that are not spans of `bytes`: written with escapes, or read from a format that does not keep
        /// them as written.
        let owned: [String]

        init(
            bytes: [UInt8], records: [Record], variantRecords: [VariantRecord], widthRecords: [WidthRecord],
            owned: [String]
        ) {
            (self.bytes, self.records, self.variantRecords) = (bytes, records, variantRecords)
            (self.widthRecords, self.owned) = (widthRecords, owned)
        }
    }

    /// The entries' keys, in file order (strings the project's files share).
    public private(set) var keys: [String]
    /// Everything else.
    @usableFromInline private(set) var storage: Storage

    /// A table of `entries`, each text kept as a string of its own.
    public init(_ entries: [Entry]) {
        var builder = Builder(bytes: [])
        builder.reserveCapacity(entries.count)
        for entry in entries { builder.append(entry) }
        self = builder.table
    }

    fileprivate init(keys: [String], storage: Storage) {
        self.keys = keys
        self.storage = storage
    }
}

extension EntryTable: RandomAccessCollection {
    /// The first entry's position: 0.
    public var startIndex: Int { 0 }
    /// The number of entries.
    public var endIndex: Int { keys.count }

    /// Entry `index`, its strings made from the file's bytes.
    public subscript(index: Int) -> Entry {
        Entry(key: keys[index], value: value(at: index), offset: Int(storage.records[index].offset))
    }
}

extension EntryTable: ExpressibleByArrayLiteral {
    /// A table of the entries listed.
    public init(arrayLiteral entries: Entry...) { self.init(entries) }
}

// Equal tables vend equal entries (what a test, or the debug check of an incremental re-read, compares); how
// the texts are kept does not matter.
extension EntryTable: Equatable {
    public static func == (lhs: EntryTable, rhs: EntryTable) -> Bool { lhs.elementsEqual(rhs) }
}

// MARK: - Reading one part of an entry

extension EntryTable {
    /// The key of entry `index`.
    @inline(__always)
    public func key(at index: Int) -> String { keys[index] }

    /// The last entry with `key` (the one that counts where a key repeats), found by its key alone.
    public func last(withKey key: String) -> Entry? { keys.lastIndex(of: key).map { self[$0] } }

    /// The byte offset of entry `index`'s key in the file.
    @inline(__always)
    public func offset(at index: Int) -> Int { storage.offset(at: index) }

    /// The value of entry `index`.
    public func value(at index: Int) -> EntryValue { storage.value(at: index) }

    /// The text of entry `index` when its value is a plain text, without making anything else.
    public func plainText(at index: Int) -> String? { storage.plainText(at: index) }

    /// Whether entry `index` has something to read (``Entry/hasText``), decided without making its strings.
    @inlinable public func hasText(at index: Int) -> Bool { storage.hasText(at: index) }

    /// Whether any part of entry `index`'s value is of the wrong shape (a number, an array, nesting too deep).
    @inlinable public func hasInvalidPart(at index: Int) -> Bool { storage.hasInvalidPart(at: index) }

    /// Whether entry `index`'s value is variants.
    public func hasVariants(at index: Int) -> Bool { storage.kind(at: index) == .variants }

    /// What entry `index`'s value is: a text, widths, variants, or of the wrong shape.
    func kind(at index: Int) -> Kind { storage.kind(at: index) }

    /// How many variants entry `index` has (0 when its value is not variants).
    func variantCount(at index: Int) -> Int { storage.variantCount(at: index) }

    /// The selector index of variant `variant` of entry `index`.
    func variantSelector(_ variant: Int, at index: Int) -> Int { storage.variantSelector(variant, at: index) }
}

// The same, read from the storage itself: a caller that reads several parts takes the storage once (one
// reference counted) instead of the table for each part.
extension EntryTable.Storage {
    /// The byte offset of entry `index`'s key in the file.
    @inline(__always)
    func offset(at index: Int) -> Int { Int(records[index].offset) }

    /// The value of entry `index`.
    func value(at index: Int) -> EntryValue {
        let record = records[index]
        switch record.kind {
        case .text: return .text(text(EntryTable.TextReference(start: record.first, length: record.count)))
        case .widths: return .widths(widths(record.first, record.count))
        case .invalid: return .invalid
        case .variants:
            var variants: [Variant] = []
            variants.reserveCapacity(Int(record.count))
            for position in Int(record.first)..<Int(record.first + record.count) {
                let stored = variantRecords[position]
                variants.append(
                    Variant(selector: stored.selector, content: content(stored), offset: Int(stored.offset)))
            }
            return .variants(variants)
        }
    }

    /// The text of entry `index` when its value is a plain text, without making anything else.
    @inline(__always)
    func plainText(at index: Int) -> String? {
        let record = records[index]
        guard record.kind == .text else { return nil }
        return text(EntryTable.TextReference(start: record.first, length: record.count))
    }

    /// Whether entry `index` has something to read (``Entry/hasText``), decided without making its strings.
    @usableFromInline func hasText(at index: Int) -> Bool {
        let record = records[index]
        guard record.kind == .variants else { return hasText(record.kind, record.first, record.count) }
        return variantRecords[Int(record.first)..<Int(record.first + record.count)].contains {
            hasText($0.kind, $0.first, $0.count)
        }
    }

    /// Whether what a record holds (a text, or a range of width records, as `first` and `count`) has a non-empty
    /// text.
    private func hasText(_ kind: EntryTable.Kind, _ first: UInt32, _ count: UInt32) -> Bool {
        switch kind {
        case .text: return !isEmpty(EntryTable.TextReference(start: first, length: count))
        case .widths: return widthRecords[Int(first)..<Int(first + count)].contains { !isEmpty($0.text) }
        case .variants, .invalid: return false
        }
    }

    /// Whether any part of entry `index`'s value is of the wrong shape (a number, an array, nesting too deep).
    @usableFromInline func hasInvalidPart(at index: Int) -> Bool {
        let record = records[index]
        switch record.kind {
        case .text, .widths: return false
        case .invalid: return true
        case .variants:
            return variantRecords[Int(record.first)..<Int(record.first + record.count)].contains { $0.kind == .invalid }
        }
    }

    /// What entry `index`'s value is: a text, widths, variants, or of the wrong shape.
    @inline(__always)
    func kind(at index: Int) -> EntryTable.Kind { records[index].kind }

    /// How many variants entry `index` has (0 when its value is not variants).
    @inline(__always)
    func variantCount(at index: Int) -> Int {
        records[index].kind == .variants ? Int(records[index].count) : 0
    }

    /// The selector index of variant `variant` of entry `index`.
    @inline(__always)
    func variantSelector(_ variant: Int, at index: Int) -> Int {
        variantRecords[Int(records[index].first) + variant].selector
    }

    /// What variant `variant` of entry `index` holds.
    func variantContent(_ variant: Int, at index: Int) -> VariantContent {
        content(variantRecords[Int(records[index].first) + variant])
    }

    private func content(_ stored: EntryTable.VariantRecord) -> VariantContent {
        switch stored.kind {
        case .text: return .text(text(EntryTable.TextReference(start: stored.first, length: stored.count)))
        case .widths: return .widths(widths(stored.first, stored.count))
        case .variants, .invalid: return .invalid
        }
    }

    private func widths(_ first: UInt32, _ count: UInt32) -> WidthVariations {
        WidthVariations(
            variations: widthRecords[Int(first)..<Int(first + count)].map { stored in
                WidthVariation(width: Int(stored.width), text: text(stored.text), offset: Int(stored.offset))
            })
    }

    /// A text's string.
    @inline(__always)
    func text(_ reference: EntryTable.TextReference) -> String {
        if reference.isOwned { return owned[Int(reference.start)] }
        let start = Int(reference.start)
        return bytes.withUnsafeBufferPointer { buffer in
            String(
                decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + Int(reference.length)]), as: UTF8.self)
        }
    }

    @inline(__always)
    private func isEmpty(_ reference: EntryTable.TextReference) -> Bool {
        reference.isOwned ? owned[Int(reference.start)].isEmpty : reference.length == 0
    }
}

// MARK: - Reading texts in place

/// One text of an entry, as ``EntryTable/Storage/forEachText(at:_:)`` reads it: where it sits and a reference to
/// it, no string made.
struct TextPart {
    /// The variant's index in the entry and its selector index, `nil` for a plain value or value-level widths.
    var variant: (index: Int, selector: Int)?
    /// The `@N` width, if any.
    var width: Int?
    /// The text (read with ``EntryTable/Storage/withUTF8(_:_:)`` or ``EntryTable/Storage/text(_:)``).
    var text: EntryTable.TextReference
    /// The offset of the innermost key: `@N`, else the selector, else the entry's key.
    var keyOffset: Int
}

extension EntryTable.Storage {
    /// Calls `body` with each text of entry `index`, in file order: its value's text or widths, or each variant's
    /// (parts of the wrong shape have none).
    @inline(__always)
    func forEachText(at index: Int, _ body: (TextPart) -> Void) {
        let record = records[index]
        func visit(_ kind: EntryTable.Kind, _ first: UInt32, _ count: UInt32, offset: UInt32, variant: (Int, Int)?) {
            switch kind {
            case .text:
                body(
                    TextPart(
                        variant: variant, width: nil, text: EntryTable.TextReference(start: first, length: count),
                        keyOffset: Int(offset)))
            case .widths:
                for position in Int(first)..<Int(first + count) {
                    let stored = widthRecords[position]
                    body(
                        TextPart(
                            variant: variant, width: Int(stored.width), text: stored.text,
                            keyOffset: Int(stored.offset)))
                }
            case .variants, .invalid:
                break
            }
        }
        guard record.kind == .variants else {
            return visit(record.kind, record.first, record.count, offset: record.offset, variant: nil)
        }
        for position in Int(record.first)..<Int(record.first + record.count) {
            let stored = variantRecords[position]
            visit(
                stored.kind, stored.first, stored.count, offset: stored.offset,
                variant: (position - Int(record.first), stored.selector))
        }
    }

    /// The records of entry `index`'s variants (none when its value is not variants).
    func variantRecords(ofEntry index: Int) -> ArraySlice<EntryTable.VariantRecord> {
        let record = records[index]
        guard record.kind == .variants else { return [] }
        return variantRecords[Int(record.first)..<Int(record.first + record.count)]
    }

    /// Whether text `reference` is text `other` of `storage`, as strings compare (canonically equivalent texts are
    /// equal), decided from the bytes where they tell.
    func isSameText(
        _ reference: EntryTable.TextReference, as other: EntryTable.TextReference, of storage: EntryTable.Storage
    ) -> Bool {
        let decided: Bool? = withUTF8(reference) { mine in
            storage.withUTF8(other) { theirs in
                if mine.count == theirs.count, mine.elementsEqual(theirs) { return true }
                let ascii = (!mine.contains { $0 >= 0x80 }, !theirs.contains { $0 >= 0x80 })
                // A text equivalent to an ASCII one but not ASCII itself is longer in bytes (its scalars decompose
                // to ASCII ones: the Kelvin sign to K, the Greek question mark to a semicolon).
                if ascii.0, ascii.1 || theirs.count <= mine.count { return false }
                if ascii.1, mine.count <= theirs.count { return false }
                return nil
            }
        }
        return decided ?? (text(reference) == storage.text(other))
    }

    /// Text part `part` of entry `index`, counting as ``forEachText(at:_:)`` visits them.
    func textPart(_ part: Int, at index: Int) -> TextPart {
        var count = 0
        var found: TextPart?
        forEachText(at: index) { visited in
            if count == part { found = visited }
            count += 1
        }
        return found!
    }

    /// Calls `body` with a text's UTF-8 (valid: a span holds only what the reader checked), read in place.
    @inline(__always)
    func withUTF8<Result>(_ reference: EntryTable.TextReference, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
        -> Result
    {
        if reference.isOwned {
            var text = owned[Int(reference.start)]
            return text.withUTF8(body)
        }
        let start = Int(reference.start)
        return bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[start..<start + Int(reference.length)]))
        }
    }
}

// MARK: - Building

extension EntryTable {
    /// Builds a table entry by entry.
    struct Builder {
        let bytes: [UInt8]
        private var keys: [String] = []
        private var records: [Record] = []
        private var variantRecords: [VariantRecord] = []
        private var widthRecords: [WidthRecord] = []
        private var owned: [String] = []

        /// An empty table whose texts will be spans of `bytes`.
        init(bytes: [UInt8]) { self.bytes = bytes }

        /// `table`'s entries, to be changed, with texts spans of `bytes`: the table's bytes with `delta` bytes more
        /// from `boundary` on, where every offset and span is moved by `delta` (flat copies, no entry taken apart).
        init(_ table: EntryTable, bytes: [UInt8], shiftingFrom boundary: Int, by delta: Int) {
            self.bytes = bytes
            let storage = table.storage
            (keys, records, variantRecords) = (table.keys, storage.records, storage.variantRecords)
            (widthRecords, owned) = (storage.widthRecords, storage.owned)
            guard delta != 0 else { return }
            func moves(_ offset: UInt32) -> Bool { Int(offset) >= boundary }
            func moved(_ offset: UInt32) -> UInt32 { UInt32(clamping: Int(offset) + delta) }
            // A record's `first`: a text's start moves, a range of width records stays.
            func movedFirst(_ kind: Kind, _ first: UInt32, _ count: UInt32) -> UInt32 {
                kind == .text ? TextReference(start: first, length: count).shifted(by: delta).start : first
            }
            for position in records.indices where moves(records[position].offset) {
                let record = records[position]
                records[position].offset = moved(record.offset)
                records[position].first = movedFirst(record.kind, record.first, record.count)
            }
            for position in variantRecords.indices where moves(variantRecords[position].offset) {
                let stored = variantRecords[position]
                variantRecords[position].offset = moved(stored.offset)
                variantRecords[position].first = movedFirst(stored.kind, stored.first, stored.count)
            }
            for position in widthRecords.indices where moves(widthRecords[position].offset) {
                widthRecords[position].offset = moved(widthRecords[position].offset)
                widthRecords[position].text = widthRecords[position].text.shifted(by: delta)
            }
        }

        /// Entry `index` replaced by entry `entry` of `other` (whose bytes are this table's). The replaced entry's
        /// variants, widths and strings stay in the flat tables, unused, until the file is read whole again.
        mutating func replace(_ index: Int, with entry: Int, of other: EntryTable) {
            append(entry, of: other, shiftedBy: 0)
            keys[index] = keys.removeLast()
            records[index] = records.removeLast()
        }

        /// The table built.
        var table: EntryTable {
            EntryTable(
                keys: keys,
                storage: Storage(
                    bytes: bytes, records: records, variantRecords: variantRecords, widthRecords: widthRecords,
                    owned: owned))
        }

        /// Room for `count` entries.
        mutating func reserveCapacity(_ count: Int) {
            keys.reserveCapacity(count)
            records.reserveCapacity(count)
        }

        /// A text kept as a string of its own, for a record.
        mutating func own(_ text: String) -> TextReference {
            owned.append(text)
            return TextReference(owned: owned.count - 1)
        }

        /// Width variations as records (their texts owned), returning the range of `widthRecords` they take.
        mutating func storeWidths(_ widths: WidthVariations) -> (first: UInt32, count: UInt32) {
            let first = UInt32(widthRecords.count)
            for variation in widths.variations {
                storeWidth(width: variation.width, text: own(variation.text), offset: variation.offset)
            }
            return (first, UInt32(widthRecords.count) - first)
        }

        /// One width variation, appended to `widthRecords`.
        mutating func storeWidth(width: Int, text: TextReference, offset: Int) {
            widthRecords.append(
                WidthRecord(width: Int32(clamping: width), offset: UInt32(clamping: offset), text: text))
        }

        /// The next free position of `widthRecords` (where the widths stored next begin).
        var widthCount: UInt32 { UInt32(widthRecords.count) }

        /// The next free position of `variantRecords`.
        var variantCount: UInt32 { UInt32(variantRecords.count) }

        /// One variant, appended to `variantRecords`: a text, a range of `widthRecords`, or nothing (invalid).
        mutating func storeVariant(selector: Int, kind: Kind, offset: Int, first: UInt32 = 0, count: UInt32 = 0) {
            variantRecords.append(
                VariantRecord(selector: selector, kind: kind, offset: offset, first: first, count: count))
        }

        /// An entry whose value was stored with `kind`, `first` and `count` (as in a `Record`).
        mutating func appendRecord(key: String, kind: Kind, offset: Int, first: UInt32 = 0, count: UInt32 = 0) {
            keys.append(key)
            records.append(Record(offset: UInt32(clamping: offset), first: first, count: count, kind: kind))
        }

        /// An entry appended, its texts kept as strings of their own.
        mutating func append(_ entry: Entry) {
            let stored: (kind: Kind, first: UInt32, count: UInt32)
            switch entry.value {
            case .text(let text): stored = store(.text(text))
            case .widths(let widths): stored = store(.widths(widths))
            case .invalid: stored = store(.invalid)
            case .variants(let variants):
                let first = variantCount
                for variant in variants {
                    let content = store(variant.content)
                    storeVariant(
                        selector: variant.selector, kind: content.kind, offset: variant.offset, first: content.first,
                        count: content.count)
                }
                stored = (.variants, first, variantCount - first)
            }
            appendRecord(
                key: entry.key, kind: stored.kind, offset: entry.offset, first: stored.first, count: stored.count)
        }

        /// A text, widths or nothing stored (texts as strings of their own): a record's kind, `first` and `count`.
        private mutating func store(_ content: VariantContent) -> (kind: Kind, first: UInt32, count: UInt32) {
            switch content {
            case .text(let text):
                let reference = own(text)
                return (.text, reference.start, reference.length)
            case .widths(let widths):
                let (first, count) = storeWidths(widths)
                return (.widths, first, count)
            case .invalid:
                return (.invalid, 0, 0)
            }
        }

        /// Entry `index` of `other` appended as it is, its offsets and spans moved by `delta` (`other`'s bytes and this
        /// table's differ by `delta` at that entry's position).
        mutating func append(_ index: Int, of other: EntryTable, shiftedBy delta: Int) {
            var record = other.storage.records[index]
            record.offset = UInt32(clamping: Int(record.offset) + delta)
            if record.kind == .variants {
                let first = variantCount
                for position in Int(record.first)..<Int(record.first + record.count) {
                    var stored = other.storage.variantRecords[position]
                    stored.offset = UInt32(clamping: Int(stored.offset) + delta)
                    (stored.first, stored.count) = copy(stored.kind, stored.first, stored.count, of: other, delta)
                    variantRecords.append(stored)
                }
                record.first = first
            } else {
                (record.first, record.count) = copy(record.kind, record.first, record.count, of: other, delta)
            }
            keys.append(other.keys[index])
            records.append(record)
        }

        /// What a record of `other` holds (a text, or a range of width records, as `first` and `count`), copied into
        /// this table and moved by `delta`.
        private mutating func copy(_ kind: Kind, _ first: UInt32, _ count: UInt32, of other: EntryTable, _ delta: Int)
            -> (first: UInt32, count: UInt32)
        {
            switch kind {
            case .text:
                let reference = copy(TextReference(start: first, length: count), of: other, delta)
                return (reference.start, reference.length)
            case .widths:
                return (copyWidths(first, count, of: other, delta), count)
            case .variants, .invalid:
                return (first, count)
            }
        }

        private mutating func copy(_ reference: TextReference, of other: EntryTable, _ delta: Int) -> TextReference {
            reference.isOwned ? own(other.storage.owned[Int(reference.start)]) : reference.shifted(by: delta)
        }

        private mutating func copyWidths(_ first: UInt32, _ count: UInt32, of other: EntryTable, _ delta: Int) -> UInt32
        {
            let start = widthCount
            for var stored in other.storage.widthRecords[Int(first)..<Int(first + count)] {
                stored.offset = UInt32(clamping: Int(stored.offset) + delta)
                stored.text = copy(stored.text, of: other, delta)
                widthRecords.append(stored)
            }
            return start
        }
    }

    /// The table with only the last entry of each repeated key, at the position of the last.
    func keepingLastOfEachKey() -> EntryTable {
        var last: [String: Int] = [:]
        for (index, key) in keys.enumerated() { last[key] = index }
        guard last.count < count else { return self }
        var kept = Builder(bytes: storage.bytes)
        kept.reserveCapacity(last.count)
        for index in indices where last[keys[index]] == index { kept.append(index, of: self, shiftedBy: 0) }
        return kept.table
    }
}

// MARK: - Changing keys and selectors in place

extension EntryTable {
    /// Gives entry `index` the key `key` (the same text, as another string: the project's interned one; or a new
    /// name).
    mutating func setKey(_ key: String, at index: Int) { keys[index] = key }

    /// Gives the entries the keys `keys`, as many and with the same texts (the strings of another version of the
    /// file, which the project interned).
    mutating func setKeys(_ keys: [String]) {
        self.keys = keys
    }

    /// Entry `index`'s variants' selectors numbered again by `numbers`; `false` (and nothing changed) when one has
    /// no number there.
    mutating func renumberSelectors(at index: Int, _ numbers: [Int: Int]) -> Bool {
        let record = storage.records[index]
        guard record.kind == .variants else { return true }
        let range = Int(record.first)..<Int(record.first + record.count)
        var variantRecords = storage.variantRecords
        for position in range {
            guard let number = numbers[variantRecords[position].selector] else { return false }
            variantRecords[position].selector = number
        }
        storage = Storage(
            bytes: storage.bytes, records: storage.records, variantRecords: variantRecords,
            widthRecords: storage.widthRecords, owned: storage.owned)
        return true
    }

    /// For each selector number of entry `index` here, the number entry `otherIndex` of `other` gives it (the same
    /// entry read with another selector table).
    func selectorNumbers(at index: Int, into other: EntryTable, at otherIndex: Int) -> [Int: Int] {
        guard variantCount(at: index) == other.variantCount(at: otherIndex) else { return [:] }
        var numbers: [Int: Int] = [:]
        for variant in 0..<variantCount(at: index) {
            numbers[variantSelector(variant, at: index)] = other.variantSelector(variant, at: otherIndex)
        }
        return numbers
    }
}
