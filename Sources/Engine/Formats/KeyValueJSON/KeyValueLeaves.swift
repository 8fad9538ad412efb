/// The string members of a key–value JSON file (flat or nested, DESIGN §11) with the key each spells:
/// nested objects are groups whose names join with `.`; a member name with dots stays whole.
///
/// The one walk of the reader and the editor, so that both agree on which member holds a key. A root
/// `@metadata` object (etherpad, Banana) is metadata, not keys; a value that is neither a text nor an
/// object (an array, a number) is no key and is reported. When two members spell one key (a dotted
/// name `"a.b"` and the path `a` › `b`), the one with fewer levels holds it, as i18next's lookup tries the
/// whole name first; the other is reported. A repeated name in one object keeps its last occurrence.
struct KeyValueLeaves {
    /// One string member.
    struct Leaf {
        /// The key it spells (`settings.title`).
        var key: String
        /// Its JSON path from the root (`["settings", "title"]`).
        var path: [String]
        /// The byte offset of its name.
        var keyOffset: Int
        /// The text.
        var text: String
    }

    /// The leaves that hold their key, in file order.
    private(set) var leaves: [Leaf] = []
    /// Values that are no key, and members that spell a key another member holds.
    private(set) var problems: [ValueProblem] = []
    /// Whether the file holds groups (objects of keys): new keys then go into groups too.
    private(set) var nests = false

    /// The name of the metadata object of etherpad and Banana files.
    static let metadataName = "@metadata"

    /// Walks a parsed file.
    init(_ document: JSONDocument) {
        guard let members = document.root.members else {
            problems.append(
                ValueProblem(
                    .wrongType(found: document.root.kindDescription, expected: "an object of keys"), path: [],
                    offset: document.root.range.lowerBound))
            return
        }
        var found: [Leaf] = []
        walk(members, path: [], into: &found)
        var holder: [String: Int] = [:]
        var lost = [Bool](repeating: false, count: found.count)
        for (index, leaf) in found.enumerated() {
            guard let other = holder[leaf.key] else {
                holder[leaf.key] = index
                continue
            }
            if found[other].path == leaf.path {
                // A repeated name: the last counts (the duplicate-key rule reports it).
                lost[other] = true
                holder[leaf.key] = index
            } else if found[other].path.count <= leaf.path.count {
                lost[index] = true
                problems.append(Self.collision(leaf, with: found[other]))
            } else {
                lost[other] = true
                problems.append(Self.collision(found[other], with: leaf))
                holder[leaf.key] = index
            }
        }
        leaves = found.indices.filter { !lost[$0] }.map { found[$0] }
    }

    private mutating func walk(_ members: [JSONMember], path: [String], into found: inout [Leaf]) {
        for member in members {
            let memberPath = path + [member.key]
            switch member.value.kind {
            case .string(let text):
                found.append(
                    Leaf(
                        key: memberPath.joined(separator: "."), path: memberPath,
                        keyOffset: member.keyRange.lowerBound, text: text))
            case .object(let inner):
                if path.isEmpty, member.key == Self.metadataName { continue }
                nests = true
                walk(inner, path: memberPath, into: &found)
            case .array, .number, .bool, .null:
                problems.append(
                    ValueProblem(
                        .wrongType(found: member.value.kindDescription, expected: "a text or an object of keys"),
                        path: memberPath, offset: member.value.range.lowerBound))
            }
        }
    }

    private static func collision(_ loser: Leaf, with holder: Leaf) -> ValueProblem {
        ValueProblem(.sameKey(holder.path), path: loser.path, offset: loser.keyOffset)
    }

    /// The leaf holding `key`, if any.
    func leaf(_ key: String) -> Leaf? { leaves.last { $0.key == key } }
}
