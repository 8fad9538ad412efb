/// A key-wise three-way merge of one JSON language file: what `ours` and `theirs` each changed since
/// `base` is combined into ours' bytes, with the Engine's minimal-diff edits, so that the result keeps
/// ours' formatting (indentation, line endings, BOM, comments, trailing commas, key order) and differs
/// from ours only in the lines the merge needs.
///
/// The rules, applied to each top-level key and, where both sides changed an object value, to each of its
/// members in turn (variants, width variations `@N`, keys of a nested group):
/// - changed on one side only (added, modified, deleted): that side's change is taken;
/// - changed the same way on both sides: taken once;
/// - changed differently (modified differently, added differently, deleted on one side and modified on
///   the other): a conflict; the merged bytes keep ours' side.
/// Values are compared as JSON (decoded strings, members in order): reformatting is not a change.
///
/// A rename on one side (a top-level key removed and a key added with the same value on that side) carries
/// the other side's change of the old key's value over to the new key, instead of a conflict between
/// the deletion and the change.
///
/// Values taken from theirs are written in ours' style (strings with ours' escapes; objects with ours'
/// line breaks and indentation, their comments kept). A key theirs added goes after the key that
/// precedes it in theirs (the nearest one ours has), first when it is first in theirs, else at the end.
///
/// When ours is byte for byte the base, the result is theirs, and the other way round.
///
/// Complexity: the three versions are parsed and compared member by member (keys looked up in tables),
/// and theirs' changes are spliced into ours together and checked by one parse (a few more when changes
/// sit next to each other: see `MergeEdit.apply`): about 7 parses' time for a 2 MB file, 8.5 with 1,000
/// changes on each side.
public enum ThreeWayMerge {
    /// Merges `ours` and `theirs`, both edited from `base`.
    ///
    /// - Throws: `.unparsable` when a version is not JSON (with which one and its syntax error), or
    ///   `.notAnObject` when its top-level value is not an object; nothing is guessed.
    public static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8]) throws(MergeError) -> MergeResult {
        let baseDocument = try parse(base, .base)
        let oursDocument = try parse(ours, .ours)
        let theirsDocument = try parse(theirs, .theirs)
        if ours == theirs || theirs == base { return MergeResult(bytes: ours) }
        if ours == base { return MergeResult(bytes: theirs) }
        var merger = Merger(base: baseDocument, ours: oursDocument, theirs: theirsDocument)
        merger.mergeTopLevel()
        do throws(JSONEditError) {
            let merged = try MergeEdit.apply(
                merger.edits + MergeEdit.coalescing(merger.additions), to: oursDocument)
            return MergeResult(bytes: merged.bytes, conflicts: merger.conflicts, theirsEdits: merger.theirsEdits)
        } catch {
            throw .edit(error)
        }
    }

    private static func parse(_ bytes: [UInt8], _ version: MergeError.Version) throws(MergeError) -> JSONDocument {
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONDocument(bytes: bytes)
        } catch {
            throw .unparsable(version, error)
        }
        guard document.root.members != nil else { throw .notAnObject(version, found: document.root.kindDescription) }
        return document
    }
}

/// The members of one object, looked up by key (the last of a duplicated key, as strict readers do).
private struct Members {
    let list: [JSONMember]
    /// The keys in file order, shared by the `predecessors` slices of additions.
    let keys: [String]
    private let positions: [String: Int]

    init(_ members: [JSONMember]) {
        list = members
        keys = members.map(\.key)
        positions = Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { $1 })
    }

    func has(_ key: String) -> Bool { positions[key] != nil }

    func value(_ key: String) -> JSONNode? { positions[key].map { list[$0].value } }

    /// The keys before `key`, nearest last.
    func predecessors(of key: String) -> ArraySlice<String> { positions[key].map { keys[..<$0] } ?? [] }
}

/// The decisions of one merge: edits of ours, and conflicts.
private struct Merger {
    let base: JSONDocument
    let ours: JSONDocument
    let theirs: JSONDocument
    /// Changes and removals of members ours has.
    var edits: [MergeEdit] = []
    /// Members theirs added, in theirs' order (so that each one's predecessor is already in place).
    var additions: [MergeEdit] = []
    var conflicts: [MergeConflict] = []
    var theirsEdits: [MergeEdit] = []

    init(base: JSONDocument, ours: JSONDocument, theirs: JSONDocument) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }

    mutating func mergeTopLevel() {
        let baseMembers = Members(base.root.members!)
        let oursMembers = Members(ours.root.members!)
        let theirsMembers = Members(theirs.root.members!)
        var handled: Set<String> = []
        for (old, new) in carriedRenames(by: theirs, theirsMembers, other: ours, oursMembers, base: baseMembers) {
            edits.append(.rename(from: old, to: new))
            handled.formUnion([old, new])
        }
        for (old, new) in carriedRenames(by: ours, oursMembers, other: theirs, theirsMembers, base: baseMembers) {
            let value = theirsMembers.value(old)!
            edits.append(.set([new], theirs.copyableValue(value, for: ours.style), predecessors: []))
            handled.formUnion([old, new])
        }
        mergeObject(at: [], base: baseMembers, ours: oursMembers, theirs: theirsMembers, skipping: handled)
    }

    /// Merges the members of one object that ours and theirs have (and base, or `base` is empty).
    private mutating func mergeObject(
        at path: [String], base baseMembers: Members, ours oursMembers: Members, theirs theirsMembers: Members,
        skipping handled: Set<String> = []
    ) {
        var seen = handled
        for key in oursMembers.keys + theirsMembers.keys where seen.insert(key).inserted {
            mergeMember(
                path + [key], base: baseMembers.value(key), ours: oursMembers.value(key),
                theirs: theirsMembers.value(key), theirsMembers: theirsMembers)
        }
    }

    private mutating func mergeMember(
        _ path: [String], base b: JSONNode?, ours o: JSONNode?, theirs t: JSONNode?, theirsMembers: Members
    ) {
        if same(ours, o, theirs, t) || same(theirs, t, base, b) { return }
        let theirsEdit: MergeEdit
        if let t {
            theirsEdit = .set(
                path, theirs.copyableValue(t, for: ours.style), predecessors: theirsMembers.predecessors(of: path.last!)
            )
        } else {
            theirsEdit = .remove(path)
        }
        if same(ours, o, base, b) {
            if o == nil { additions.append(theirsEdit) } else { edits.append(theirsEdit) }
            return
        }
        if let oursMembers = o?.members, let theirsObject = t?.members, b == nil || b?.members != nil {
            mergeObject(
                at: path, base: Members(b?.members ?? []), ours: Members(oursMembers), theirs: Members(theirsObject))
            return
        }
        conflicts.append(
            MergeConflict(
                key: path[0], variant: path.count > 1 ? path.dropFirst().joined(separator: " › ") : nil,
                base: b.map { base.text(of: $0.range) }, ours: o.map { ours.text(of: $0.range) },
                theirs: t.map { theirs.text(of: $0.range) }))
        theirsEdits.append(theirsEdit)
    }

    /// Renames by `side` (a key removed and a key added with the key's base value) whose old key `other`
    /// changed, and so must be carried to the new key; `other` has neither deleted the old key nor added
    /// the new one. Each removed key pairs with the first added key of its value.
    private func carriedRenames(
        by side: JSONDocument, _ sideMembers: Members, other: JSONDocument, _ otherMembers: Members,
        base baseMembers: Members
    ) -> [(old: String, new: String)] {
        // Removed keys by their text (most values are texts), the others in a list.
        var removedTexts: [String: [JSONMember]] = [:]
        var removedOthers: [JSONMember] = []
        for member in baseMembers.list where !sideMembers.has(member.key) {
            if let text = member.value.string {
                removedTexts[text, default: []].append(member)
            } else {
                removedOthers.append(member)
            }
        }
        guard !removedTexts.isEmpty || !removedOthers.isEmpty else { return [] }
        var renames: [(String, String)] = []
        for added in sideMembers.list where !baseMembers.has(added.key) {
            let old: JSONMember
            if let text = added.value.string {
                guard let first = removedTexts[text]?.first else { continue }
                old = first
                removedTexts[text]!.removeFirst()
            } else {
                guard
                    let index = removedOthers.firstIndex(where: {
                        side.isSameValue(added.value, as: $0.value, in: base)
                    })
                else { continue }
                old = removedOthers.remove(at: index)
            }
            guard let changed = otherMembers.value(old.key), !other.isSameValue(changed, as: old.value, in: base),
                !otherMembers.has(added.key)
            else { continue }
            renames.append((old.key, added.key))
        }
        return renames
    }

    /// Whether two versions' values are the same (both absent counts as the same).
    private func same(_ a: JSONDocument, _ x: JSONNode?, _ b: JSONDocument, _ y: JSONNode?) -> Bool {
        guard let x, let y else { return x == nil && y == nil }
        return a.isSameValue(x, as: y, in: b)
    }
}
