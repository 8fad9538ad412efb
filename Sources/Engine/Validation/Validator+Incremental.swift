/// Validating again after an edit: the keys it touched are checked again, the findings after them move with the
/// file's bytes, and everything else is kept.
///
/// An edit of the source language checks its keys again in every file, with the missing keys around them (a
/// missing key is reported at the key before it); the files whose bytes did not change keep their file rules'
/// findings and line index. Keys added, removed or renamed move the findings kept by key to the new key ids
/// (`KeyMap`). Everything is checked again when the set of files, `expressions.json`, `glossa.json` or the state
/// sidecar changed, or a file of the source cannot be updated key by key. A changed file is checked again whole when its JSON style changed, it does not parse (before or
/// after), it is UTF-16, the edit begins on its first line (fix-its break lines as the first line break does),
/// its entries are not in the order of their offsets, an entry not touched by the edit moved other than by the
/// edit's change in length, or the edit touched the entry holding the portability note that file keeps of a
/// counted rule (the next one was never made).
extension Validator {
    /// The entry rules, grouped once for the keys checked again.
    static let entryRules = EntryRules()

    /// What an edit replaced in one file's bytes, and the keys whose entries it touched.
    struct FileEdit {
        var replaced: Range<Int>
        var count: Int
        var keys: [Int]
    }

    /// The index of `project` made from `previous` by checking again only what changed; `nil` when the whole
    /// project must be checked.
    func update(_ previous: ValidationIndex, to project: Project) -> ValidationIndex? {
        let old = previous.project
        guard old.files.count == project.files.count, old.auxiliaryFiles == project.auxiliaryFiles,
            old.stateSidecar == project.stateSidecar
        else { return nil }
        // Keys added, removed or renamed move the ids of the keys after them.
        let keyMap = old.keys == project.keys ? nil : KeyMap(from: old, to: project)
        var edits: [Int: FileEdit?] = [:]
        var baseKeys = Set<Int>()
        for (index, (before, after)) in zip(old.files, project.files).enumerated() {
            guard before.fileName == after.fileName, before.language == after.language, before.part == after.part
            else { return nil }
            guard before.bytes != after.bytes || before.isEditable != after.isEditable else { continue }
            let edit = Self.edit(ofFile: index, from: old, to: project, keyMap: keyMap)
            edits[index] = edit
            if after.language == .base {
                // Every language is compared with the source: its edited keys are checked again in every file.
                guard let edit else { return nil }
                baseKeys.formUnion(edit.keys)
            }
        }
        let changed = edits.keys.sorted()
        let sourceChanged = changed.contains { project.files[$0].language == .base }
        guard
            let check = ProjectCheck(
                updating: previous.check, to: project, changed: changed, baseKeys: baseKeys.sorted(),
                byteEdits: edits.compactMapValues { $0.map { ($0.replaced, $0.count) } }, keyMap: keyMap)
        else { return nil }
        // The file rules of a language's other parts look at the changed file (`coverage-missing-key`), and
        // those of every language at the source.
        let languages = Set(changed.map { project.files[$0].language })
        var perFile = previous.perFile
        var checked = Set<Int>()
        var entries = 0
        var checkedWhole = Set<Int>()
        if let keyMap {
            let kept = perFile
            let remappedFiles = ConcurrentWork.map(kept.count) { kept[$0].remapped(by: keyMap) }
            for index in perFile.indices {
                guard let remapped = remappedFiles[index] else {
                    perFile[index] = checkFile(index, of: check)
                    entries += project.files[index].isEditable ? project.files[index].entries.count : 0
                    checkedWhole.insert(index)
                    continue
                }
                // The findings of keys no file has any more are gone.
                if remapped.entries.count != perFile[index].entries.count
                    || remapped.missing.count != perFile[index].missing.count
                {
                    checked.insert(index)
                }
                perFile[index] = remapped
            }
            checked.formUnion(checkedWhole)
            // Findings at one place keep the order of their keys, which changed: every file is sorted again.
            if !keyMap.keepsOrder { checked.formUnion(perFile.indices) }
        }
        let sourceEdits = changed.compactMap { index in
            project.files[index].language == .base
                ? edits[index]?.map {
                    SourceEdit(file: index, edit: $0, old: old.files[index], new: project.files[index])
                }
                : nil
        }
        // Where missing keys may be reported elsewhere than before: around the keys the source's edit touched,
        // and where the order of the keys changed.
        let missingAround = baseKeys.union(keyMap?.breaks ?? []).sorted()
        // The files to bring up to date, each on its own (an edit of the source reaches all of them): on all cores.
        let targets = project.files.indices.filter { index in
            (sourceChanged || languages.contains(project.files[index].language)) && !checkedWhole.contains(index)
        }
        let (findings, knownEdits, editedBaseKeys) = (perFile, edits, baseKeys)
        let updated = ConcurrentWork.map(targets.count) { position in
            let index = targets[position]
            var entries = 0
            // A changed file whose edit is not known is checked whole.
            let edit = knownEdits[index]
            if edit.map({ $0 != nil }) ?? true,
                let (updated, isChanged) = updatedFile(
                    index, findings: findings[index], from: previous, check: check, edit: edit ?? nil,
                    keepsFileRules: !languages.contains(project.files[index].language),
                    baseKeys: editedBaseKeys, missingAround: missingAround, sourceEdits: sourceEdits, keyMap: keyMap,
                    entriesChecked: &entries)
            {
                return (findings: updated, changed: isChanged, entries: entries)
            }
            let file = project.files[index]
            return (
                findings: checkFile(index, of: check), changed: true, entries: file.isEditable ? file.entries.count : 0
            )
        }
        for (index, result) in zip(targets, updated) {
            perFile[index] = result.findings
            if result.changed { checked.insert(index) }
            entries += result.entries
        }
        return assemble(check: check, perFile: perFile, previous: (previous, checked), entriesChecked: entries)
    }

    /// What the change of file `index`'s bytes replaced and the keys it touched; `nil` when the file must be
    /// checked whole.
    static func edit(ofFile index: Int, from old: Project, to new: Project, keyMap: KeyMap?) -> FileEdit? {
        let before = old.files[index]
        let after = new.files[index]
        guard before.isEditable, after.isEditable, before.style == after.style,
            EncodedText.utf16Encoding(of: after.bytes) == nil,
            let (replaced, count) = ByteSearch.difference(before.bytes, after.bytes).map({ ($0.replaced, $0.count) }),
            // Fix-its break lines as the file's first line break does.
            replaced.lowerBound > before.bytes.firstIndex(of: 0x0A) ?? before.bytes.count,
            let keys = touchedKeys(file: index, replaced: replaced, count: count, old: old, new: new, keyMap: keyMap)
        else { return nil }
        return FileEdit(replaced: replaced, count: count, keys: keys)
    }

    /// The findings of file `index` made from `findings`, those of `previous` (with the new key ids): the keys
    /// `edit` touched and `baseKeys` (touched in the source) are checked again and the findings after the edit
    /// move. The file rules run again, unless `keepsFileRules` (neither the file's bytes nor those of its
    /// language's other parts changed): then only the missing keys around `missingAround` are checked again,
    /// and those whose place in the source moved get their message again. The line index is kept, or moved by
    /// the edit. With whether the findings changed; `nil` when the file must be checked whole.
    private func updatedFile(
        _ index: Int, findings: FileFindings, from previous: ValidationIndex, check: ProjectCheck, edit: FileEdit?,
        keepsFileRules: Bool, baseKeys: Set<Int>, missingAround: [Int], sourceEdits: [SourceEdit], keyMap: KeyMap?,
        entriesChecked: inout Int
    ) -> (FileFindings, changed: Bool)? {
        let project = check.project
        let before = previous.project.files[index]
        let after = project.files[index]
        var result = findings
        guard before.isEditable, after.isEditable, result.ends.count == project.keys.count else { return nil }
        // The line index of the old bytes, moved by the edit (the source's was moved already).
        let oldLines = result.lines
        let lines =
            check.baseLines[index]
            ?? (edit.map { oldLines?.replacing($0.replaced, count: $0.count, in: after.bytes) } ?? oldLines)
        let file = FileCheck(project: check, index: index, countsPortability: countsInFiles, lines: lines)
        var keys = baseKeys
        if let edit {
            Self.move(&result, replaced: edit.replaced, count: edit.count, old: before.bytes, file: file)
            keys.formUnion(edit.keys)
        }
        let oldFile = FileCheck(
            project: previous.check, index: index, countsPortability: countsInFiles, lines: oldLines)
        // The counted findings of the keys no file has any more are gone.
        for oldKeyID in edit == nil ? [] : keyMap?.vanished ?? [] {
            for (id, count) in Self.counts(ofKey: oldKeyID, in: oldFile) { result.counted[id]?.count -= count }
        }
        var changed = !keepsFileRules
        for keyID in keys.sorted() {
            guard let replaced = replaceFindings(of: keyID, in: &result, file: file, oldFile: oldFile, keyMap: keyMap)
            else { return nil }
            changed = changed || replaced
        }
        entriesChecked += keys.count
        guard keepsFileRules else {
            Self.checkFileRules(file, into: &result)
            return (result, true)
        }
        let ranges = MissingKeyRule.check(file, around: missingAround)
        let (found, foundKeys) = file.takeMissing()
        // Each range's findings in place of the old ones, from the last range on so that positions hold.
        var end = found.count
        for range in ranges.reversed() {
            var start = end
            while start > 0, range.contains(Int(foundKeys[start - 1])) { start -= 1 }
            let old = result.missingRange(of: range)
            if !result.missing[old].elementsEqual(found[start..<end]) {
                result.missing.replaceSubrange(old, with: found[start..<end])
                result.missingKeys.replaceSubrange(old, with: foundKeys[start..<end])
                changed = true
            }
            end = start
        }
        // The missing keys after the edit in the source name a place that moved.
        for position in result.missing.indices {
            let keyID = Int(result.missingKeys[position])
            guard sourceEdits.contains(where: { $0.moves(keyID, in: check) }) else { continue }
            let message = MissingKeyRule.message(file, keyID: keyID)
            if result.missing[position].message != message {
                result.missing[position].message = message
                changed = true
            }
        }
        result.lines = file.lines
        return (result, changed)
    }

    /// Checks key `keyID` of `file` again and puts its findings in place of those it had (`oldFile`: the same
    /// file before the edit); whether they changed. `nil` when the file keeps a counted finding of the key: which
    /// finding the file keeps instead is not known without checking every key.
    private func replaceFindings(
        of keyID: Int, in result: inout FileFindings, file: FileCheck, oldFile: FileCheck, keyMap: KeyMap?
    ) -> Bool? {
        guard !result.counted.values.contains(where: { $0.keyID == keyID }) else { return nil }
        let oldKeyID = keyMap.map { $0.oldID[keyID] } ?? keyID
        let oldCounts = oldKeyID < 0 ? [:] : Self.counts(ofKey: oldKeyID, in: oldFile)
        file.beginKey(keyID)
        if file.entryPosition(of: keyID) >= 0 {
            var entryCheck = EntryCheck(file: file)
            Self.checkEntry(keyID: keyID, with: &entryCheck, rules: Self.entryRules)
        }
        let (found, offsets, counted) = file.takeFindings()
        let range = result.start(of: keyID)..<Int(result.ends[keyID])
        if oldCounts.isEmpty, counted.isEmpty, result.offsets[range].elementsEqual(offsets),
            result.entries[range].elementsEqual(found)
        {
            return false
        }
        result.entries.replaceSubrange(range, with: found)
        result.offsets.replaceSubrange(range, with: offsets)
        let change = Int32(found.count - range.count)
        if change != 0 {
            for later in keyID..<result.ends.count { result.ends[later] += change }
        }
        for (id, count) in oldCounts { result.counted[id]?.count -= count }
        for (id, var found) in counted {
            guard var kept = result.counted[id] else {
                result.counted[id] = found
                continue
            }
            kept.count += found.count
            if found.offset < kept.offset || (found.offset == kept.offset && keyID < kept.keyID) {
                found.count = kept.count
                kept = found
            }
            result.counted[id] = kept
        }
        return true
    }

    /// How many findings of each counted rule the entry of key `keyID` of `file` has (none when the file does
    /// not count them).
    static func counts(ofKey keyID: Int, in file: FileCheck) -> [String: Int] {
        guard file.countsPortability, file.entryPosition(of: keyID) >= 0 else { return [:] }
        file.beginKey(keyID)
        var entryCheck = EntryCheck(file: file)
        checkEntry(keyID: keyID, with: &entryCheck, rules: entryRules)
        return file.takeFindings().counted.mapValues(\.count)
    }

    /// An edit of a file of the source language, and how it moved the places of the keys after it.
    struct SourceEdit {
        /// The file's index.
        var file: Int
        /// Where the new bytes end.
        var end: Int
        /// How many line breaks the edit added (negative: removed).
        var lineChange: Int
        /// Where the line on which the new bytes end ends.
        var lineEnd: Int

        init(file: Int, edit: FileEdit, old: LanguageFile, new: LanguageFile) {
            self.file = file
            end = edit.replaced.lowerBound + edit.count
            lineChange =
                new.bytes[edit.replaced.lowerBound..<end].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                - old.bytes[edit.replaced].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            lineEnd = new.bytes[end...].firstIndex(of: 0x0A) ?? new.bytes.count
        }

        /// Whether the line or column of the source's entry of key `keyID` (not one the edit touched) moved.
        func moves(_ keyID: Int, in check: ProjectCheck) -> Bool {
            guard check.baseFileOfKey[keyID] == file else { return false }
            let offset = check.baseOffset(keyID)
            return offset >= end && (lineChange != 0 || offset <= lineEnd)
        }
    }

    /// The keys whose entries in file `index` the replacement of bytes `replaced` by `count` bytes touched,
    /// in order: those whose span (from their offset to the next entry's) meets the replaced bytes, before or
    /// after. `nil` when the entries are not in the order of their offsets, or when an entry not touched did
    /// not stay (before the change) or move by the change in length (after it).
    static func touchedKeys(
        file index: Int, replaced: Range<Int>, count: Int, old: Project, new: Project, keyMap: KeyMap?
    ) -> [Int]? {
        var isTouched = [Bool](repeating: false, count: new.keys.count)
        func mark(_ file: LanguageFile, from start: Int, to end: Int, in project: Project, map: KeyMap?) -> Bool {
            let entries = file.entries
            var previous = -1
            for position in entries.indices {
                let offset = entries.offset(at: position)
                guard offset > previous else { return false }
                previous = offset
                let next = position + 1 < entries.count ? entries.offset(at: position + 1) : file.bytes.count
                if offset <= end, next >= start {
                    guard let id = project.keyID(entries.key(at: position)) else { return false }
                    // A key of the old file is touched under its new id, if a file still has it.
                    let newID = map.map { $0.newID[id] } ?? id
                    if newID >= 0 { isTouched[newID] = true }
                }
            }
            return true
        }
        guard mark(old.files[index], from: replaced.lowerBound, to: replaced.upperBound, in: old, map: keyMap),
            mark(new.files[index], from: replaced.lowerBound, to: replaced.lowerBound + count, in: new, map: nil)
        else { return nil }
        let change = count - replaced.count
        let oldEntries = old.files[index].entries
        let newEntries = new.files[index].entries
        let oldSlots = old.slots[index]
        let newSlots = new.slots[index]
        for id in isTouched.indices where !isTouched[id] {
            let oldID = keyMap.map { $0.oldID[id] } ?? id
            let (was, now) = (oldID < 0 ? -1 : Int(oldSlots[oldID]), Int(newSlots[id]))
            guard (was < 0) == (now < 0) else { return nil }
            guard was >= 0 else { continue }
            let offset = oldEntries.offset(at: was)
            guard newEntries.offset(at: now) == (offset < replaced.lowerBound ? offset : offset + change) else {
                return nil
            }
        }
        return isTouched.indices.filter { isTouched[$0] }
    }

    /// Moves the findings after the replaced bytes by the change in length, and their lines by the change in
    /// line breaks; a finding on the line where the new bytes end gets its column again.
    static func move(_ result: inout FileFindings, replaced: Range<Int>, count: Int, old: [UInt8], file: FileCheck) {
        let new = file.bytes
        let newEnd = replaced.lowerBound + count
        let change = count - replaced.count
        let lineChange =
            new[replaced.lowerBound..<newEnd].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            - old[replaced].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineEnd = new[newEnd...].firstIndex(of: 0x0A) ?? new.count
        guard change != 0 || lineChange != 0 else { return }
        // A finding's fix-it edits its entry, which the replaced bytes did not touch: it moves as a whole.
        func moved(_ finding: inout Finding, _ offset: inout Int) {
            guard offset >= replaced.upperBound else { return }
            offset += change
            if change != 0, var fixIt = finding.fixIt {
                for index in fixIt.edits.indices {
                    let range = fixIt.edits[index].range
                    fixIt.edits[index].range = range.lowerBound + change..<range.upperBound + change
                }
                finding.fixIt = fixIt
            }
            if offset > lineEnd {
                finding.line += lineChange
            } else {
                let location = file.location(of: offset)
                (finding.line, finding.column) = (location.line, location.column)
            }
        }
        for position in result.entries.indices {
            moved(&result.entries[position], &result.offsets[position])
        }
        for (id, var counted) in result.counted {
            moved(&counted.finding, &counted.offset)
            result.counted[id] = counted
        }
    }
}
