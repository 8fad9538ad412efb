/// Validating again after an edit: the keys it touched are checked again, the findings after them move with the
/// file's bytes, and everything else is kept.
///
/// An edit of the source language checks its keys again in every file, and the file rules of every file (their
/// missing keys point into the source). Everything is checked again when the keys, the set of files,
/// `expressions.json`, `glossa.json` or the state sidecar changed, or a file of the source cannot be updated
/// key by key. A changed file is checked again whole when its JSON style changed, it does not parse (before or
/// after), it is UTF-16, the edit begins on its first line (fix-its break lines as the first line break does),
/// its entries are not in the order of their offsets, an entry not touched by the edit moved other than by the
/// edit's change in length, or the edit touched the entry holding the portability note that file keeps of a
/// counted rule (the next one was never made).
extension Validator {
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
        guard old.files.count == project.files.count, old.keys == project.keys,
            old.auxiliaryFiles == project.auxiliaryFiles, old.stateSidecar == project.stateSidecar
        else { return nil }
        var edits: [Int: FileEdit?] = [:]
        var baseKeys = Set<Int>()
        for (index, (before, after)) in zip(old.files, project.files).enumerated() {
            guard before.fileName == after.fileName, before.language == after.language, before.part == after.part
            else { return nil }
            guard before.bytes != after.bytes || before.isEditable != after.isEditable else { continue }
            let edit = Self.edit(ofFile: index, from: old, to: project)
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
                updating: previous.check, to: project, changed: changed, baseKeys: baseKeys.sorted())
        else { return nil }
        // The file rules of a language's other parts look at the changed file (`coverage-missing-key`), and
        // those of every language at the source.
        let languages = Set(changed.map { project.files[$0].language })
        var perFile = previous.perFile
        var checked = Set<Int>()
        var entries = 0
        for index in project.files.indices where sourceChanged || languages.contains(project.files[index].language) {
            // A changed file whose edit is not known is checked whole.
            let edit = edits[index]
            if edit.map({ $0 != nil }) ?? true,
                let updated = updatedFile(
                    index, from: previous, check: check, edit: edit ?? nil, baseKeys: baseKeys,
                    entriesChecked: &entries)
            {
                perFile[index] = updated
            } else {
                perFile[index] = checkFile(index, of: check)
                entries += project.files[index].isEditable ? project.files[index].entries.count : 0
            }
            checked.insert(index)
        }
        return assemble(check: check, perFile: perFile, previous: (previous, checked), entriesChecked: entries)
    }

    /// What the change of file `index`'s bytes replaced and the keys it touched; `nil` when the file must be
    /// checked whole.
    static func edit(ofFile index: Int, from old: Project, to new: Project) -> FileEdit? {
        let before = old.files[index]
        let after = new.files[index]
        guard before.isEditable, after.isEditable, before.style == after.style,
            EncodedText.utf16Encoding(of: after.bytes) == nil,
            let (replaced, count) = ByteSearch.difference(before.bytes, after.bytes).map({ ($0.replaced, $0.count) }),
            // Fix-its break lines as the file's first line break does.
            replaced.lowerBound > before.bytes.firstIndex(of: 0x0A) ?? before.bytes.count,
            let keys = touchedKeys(file: index, replaced: replaced, count: count, old: old, new: new)
        else { return nil }
        return FileEdit(replaced: replaced, count: count, keys: keys)
    }

    /// The findings of file `index` made from those of `previous`: the keys `edit` touched and `baseKeys` are
    /// checked again, the findings after the edit move, the file rules run again. `nil` when the file must be
    /// checked whole.
    private func updatedFile(
        _ index: Int, from previous: ValidationIndex, check: ProjectCheck, edit: FileEdit?, baseKeys: Set<Int>,
        entriesChecked: inout Int
    ) -> FileFindings? {
        let project = check.project
        let before = previous.project.files[index]
        let after = project.files[index]
        var result = previous.perFile[index]
        guard before.isEditable, after.isEditable, result.ends.count == project.keys.count else { return nil }
        let file = FileCheck(project: check, index: index, countsPortability: countsInFiles)
        let entries = after.entries
        file.entryOffsets = project.slots[index].map { $0 < 0 ? -1 : entries[Int($0)].offset }
        var keys = baseKeys
        if let edit {
            Self.move(&result, replaced: edit.replaced, count: edit.count, old: before.bytes, file: file)
            keys.formUnion(edit.keys)
        }
        let oldFile = FileCheck(project: previous.check, index: index, countsPortability: countsInFiles)
        for keyID in keys.sorted() {
            guard replaceFindings(of: keyID, in: &result, file: file, oldFile: oldFile) else { return nil }
        }
        entriesChecked += keys.count
        result.fileFindings = Self.checkFileRules(file)
        return result
    }

    /// Checks key `keyID` of `file` again and puts its findings in place of those it had (`oldFile`: the same
    /// file before the edit). `false` when the file keeps a counted finding of the key: which finding the file
    /// keeps instead is not known without checking every key.
    private func replaceFindings(
        of keyID: Int, in result: inout FileFindings, file: FileCheck, oldFile: FileCheck
    ) -> Bool {
        guard !result.counted.values.contains(where: { $0.keyID == keyID }) else { return false }
        var oldCounts: [String: Int] = [:]
        if file.countsPortability, let entry = oldFile.project.project.entry(keyID: keyID, file: oldFile.index) {
            oldFile.beginKey(keyID)
            Self.checkEntry(entry, keyID: keyID, with: EntryCheck(file: oldFile), rules: EntryRules())
            oldCounts = oldFile.takeFindings().counted.mapValues(\.count)
        }
        file.beginKey(keyID)
        if let entry = file.project.project.entry(keyID: keyID, file: file.index) {
            Self.checkEntry(entry, keyID: keyID, with: EntryCheck(file: file), rules: EntryRules())
        }
        let (found, offsets, counted) = file.takeFindings()
        let range = result.start(of: keyID)..<Int(result.ends[keyID])
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

    /// The keys whose entries in file `index` the replacement of bytes `replaced` by `count` bytes touched,
    /// in order: those whose span (from their offset to the next entry's) meets the replaced bytes, before or
    /// after. `nil` when the entries are not in the order of their offsets, or when an entry not touched did
    /// not stay (before the change) or move by the change in length (after it).
    static func touchedKeys(file index: Int, replaced: Range<Int>, count: Int, old: Project, new: Project) -> [Int]? {
        var isTouched = [Bool](repeating: false, count: new.keys.count)
        func mark(_ file: LanguageFile, from start: Int, to end: Int, in project: Project) -> Bool {
            let entries = file.entries
            var previous = -1
            for position in entries.indices {
                let offset = entries[position].offset
                guard offset > previous else { return false }
                previous = offset
                let next = position + 1 < entries.count ? entries[position + 1].offset : file.bytes.count
                if offset <= end, next >= start {
                    guard let id = project.keyID(entries[position].key) else { return false }
                    isTouched[id] = true
                }
            }
            return true
        }
        guard mark(old.files[index], from: replaced.lowerBound, to: replaced.upperBound, in: old),
            mark(new.files[index], from: replaced.lowerBound, to: replaced.lowerBound + count, in: new)
        else { return nil }
        let change = count - replaced.count
        let oldEntries = old.files[index].entries
        let newEntries = new.files[index].entries
        let oldSlots = old.slots[index]
        let newSlots = new.slots[index]
        for id in isTouched.indices where !isTouched[id] {
            let (was, now) = (Int(oldSlots[id]), Int(newSlots[id]))
            guard (was < 0) == (now < 0) else { return nil }
            guard was >= 0 else { continue }
            let offset = oldEntries[was].offset
            guard newEntries[now].offset == (offset < replaced.lowerBound ? offset : offset + change) else {
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
