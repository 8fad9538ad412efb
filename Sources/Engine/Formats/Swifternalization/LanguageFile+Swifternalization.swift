extension LanguageFile {
    /// Loads a Swifternalization file from its bytes; never throws (problems are kept on the file).
    public init(
        fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules,
        shared: [String: SharedExpressions.Definition]
    ) {
        self.init(
            fileName: fileName, language: language, bytes: bytes, rules: rules, shared: shared, knownKeys: KnownKeys(),
            textStorage: .spans)
    }

    /// Loads a Swifternalization file from its bytes; its entries share the strings of `knownKeys` for the
    /// keys it has too. With `wanted`, only those keys' entries (and their problems and selectors) are read; the
    /// whole file is still checked, so its syntax error, notices and style are those of a whole read. Its texts are
    /// kept as `textStorage` says.
    init(
        fileName: String, language: FileLanguage, bytes: [UInt8], rules: PluralRules,
        shared: [String: SharedExpressions.Definition], knownKeys: KnownKeys, wanted: WantedKeys? = nil,
        textStorage: TextStorage
    ) {
        self.init(fileName: fileName, language: language, bytes: bytes, rules: rules, format: .swifternalization)
        var builder = EntryBuilder(
            bytes: bytes, rules: rules, shared: shared, knownKeys: knownKeys, wanted: wanted, textStorage: textStorage)
        do throws(JSONSyntaxError) {
            let (_, parser) = try JSONParser.parse(bytes, into: &builder)
            notices = parser.notices
            style = JSONStyle(detectedIn: bytes, parser: parser)
            styleCounts = parser.counts
            entries = builder.entries(hasDuplicates: notices.contains(where: \.isDuplicateKey))
            problems = builder.problems
            adopt(selectors: builder.selectors)
        } catch {
            syntaxError = error
        }
    }
}

extension LanguageFile {
    /// This file after an edit that replaced the bytes `replaced` of its old bytes, where `bytes` now holds
    /// `count` new ones: only the entry whose value held the change is read again, and the offsets after it
    /// move by the difference in length. What a full read would give, for a fraction of its cost (the debug
    /// check in `Project.replaceFiles` compares the two).
    ///
    /// The change may also be inside the entry's key (a rename): the entry then has the new key, and the
    /// project indexes the file's keys again.
    ///
    /// `nil` when the change is not inside one entry's key or value, or what the file says as a whole could
    /// differ from before: a file with notices (comments, trailing commas, repeated keys) or on one line, an edit
    /// before the first line break, a change to the entry's sequence of selectors, an entry that no longer
    /// reads, a file of 2 GiB or more (the spans of its texts could not move past the records' limit). The caller
    /// then reads the whole file.
    func splicing(
        _ bytes: [UInt8], replaced: Range<Int>, count: Int, shared: [String: SharedExpressions.Definition],
        textStorage: TextStorage
    ) -> LanguageFile? {
        // The line break that decides the file's newline, and one inside its object before the change (the
        // file stays on several lines).
        guard format == .swifternalization, isEditable, notices.isEmpty, !style.isSingleLine, !entries.isEmpty,
            EntryTable.TextReference.fits(0..<bytes.count),
            let firstLineFeed = self.bytes.firstIndex(of: 0x0A), firstLineFeed < replaced.lowerBound,
            let objectStart = self.bytes.firstIndex(of: UInt8(ascii: "{")),
            let lineFeedInObject = self.bytes[objectStart...].firstIndex(of: 0x0A)
        else { return nil }
        // The entry whose key comes last before the change.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries.offset(at: middle) <= replaced.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low > 0, entries.offset(at: low - 1) > lineFeedInObject else { return nil }
        let index = low - 1
        let delta = count - replaced.count
        let rootRange = 0..<0
        var oldBuilder = EntryBuilder(
            bytes: self.bytes, rules: rules, shared: shared, knownKeys: KnownKeys(), textStorage: textStorage)
        var newBuilder = EntryBuilder(
            bytes: bytes, rules: rules, shared: shared, knownKeys: KnownKeys(), textStorage: textStorage)
        guard
            let old = try? JSONParser.parseMember(
                self.bytes, at: entries.offset(at: index), rootRange: rootRange, into: &oldBuilder),
            replaced.upperBound <= old.valueRange.upperBound,
            let new = try? JSONParser.parseMember(
                bytes, at: entries.offset(at: index), rootRange: rootRange, into: &newBuilder),
            new.valueRange.upperBound == old.valueRange.upperBound + delta, new.parser.notices.isEmpty,
            // Inside the value, or inside the key (a rename) with the separator before the value as it was.
            old.valueRange.contains(replaced.lowerBound)
                || (replaced.upperBound <= old.valueRange.lowerBound
                    && Self.separator(before: old.valueRange.lowerBound, in: self.bytes)
                        == Self.separator(before: new.valueRange.lowerBound, in: bytes)),
            case let oldEntries = oldBuilder.entries(hasDuplicates: false), oldEntries.count == 1,
            case var newEntries = newBuilder.entries(hasDuplicates: false), newEntries.count == 1,
            oldBuilder.selectors.map(\.text) == newBuilder.selectors.map(\.text)
        else { return nil }

        // The entry's selectors by the file's numbering (the same sequence: the file's table stays as it is).
        let numbering = oldEntries.selectorNumbers(at: 0, into: entries, at: index)
        guard newEntries.renumberSelectors(at: 0, numbering) else { return nil }
        let keyKept = newEntries.key(at: 0) == entries.key(at: index)
        if keyKept {
            newEntries.setKey(entries.key(at: index), at: 0)
        } else {
            // A renamed key: what reading the whole file says of it could differ when another entry has the new
            // name (a repeated key) or the old one had notes.
            let renamed = newEntries.key(at: 0)
            guard notes[entries.key(at: index)] == nil, !entries.keys.contains(renamed) else { return nil }
        }
        let entryRange = entries.offset(at: index)..<old.valueRange.upperBound

        var file = LanguageFile(fileName: fileName, language: language, bytes: bytes, rules: rules, format: format)
        file.styleCounts = styleCounts.replacing(old.parser.counts, with: new.parser.counts)
        file.style = style
        file.style.adoptEscapes(of: file.styleCounts)
        // The entries after the edited one move by the change in length (their texts are spans of the new bytes).
        var spliced = EntryTable.Builder(entries, bytes: bytes, shiftingFrom: entryRange.upperBound, by: delta)
        spliced.replace(index, with: 0, of: newEntries)
        file.entries = spliced.table
        file.problems =
            problems.filter { $0.offset < entryRange.lowerBound } + newBuilder.problems
            + problems.filter { $0.offset >= entryRange.upperBound }.map { problem in
                var moved = problem
                moved.offset += delta
                return moved
            }
        file.notes = notes
        file.adopt(selectors: selectors)
        // Every entry holds this file's key strings (copied, or the edited one's taken) when the key was kept.
        if keyKept { file.keysShared = identity }
        return file
    }
}

extension LanguageFile {
    /// The bytes between a member's key and its value at `valueStart` (white space around the colon).
    fileprivate static func separator(before valueStart: Int, in bytes: [UInt8]) -> ArraySlice<UInt8> {
        var start = valueStart
        while start > 0, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(bytes[start - 1]) { start -= 1 }
        return bytes[start..<valueStart]
    }
}
