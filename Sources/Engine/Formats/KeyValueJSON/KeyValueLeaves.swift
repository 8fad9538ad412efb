/// The string members of a key–value JSON file (flat or nested, DESIGN §11) with the key each spells:
/// nested objects are groups whose names join with `.`; a member name with dots stays whole.
///
/// The one walk of the reader and the editor, so that both agree on which member holds a key. A root
/// `@metadata` object (etherpad, Banana) is metadata, not keys; a value that is neither a text nor an
/// object (an array, a number) is no key and is reported. When two members spell one key (a dotted
/// name `"a.b"` and the path `a` › `b`), the one with fewer levels holds it, as i18next's lookup tries the
/// whole name first; the other is reported. A repeated name in one object keeps its last occurrence.
///
/// A file whose only top-level member is an object named after its language (iD's `{"ru": {...}}`) keeps
/// its keys in that object: the locale is not part of them, so every language has the same keys.
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
    /// The path of the object that holds the keys: empty, or the locale's member (`["ru"]`).
    private(set) var rootPath: [String] = []

    /// The name of the metadata object of etherpad and Banana files.
    static let metadataName = "@metadata"

    /// Walks a parsed file of a language whose language subtag is `language` (`ru`, `zh`), if known.
    init(_ document: JSONDocument, language: String?) {
        guard var members = document.root.members else {
            problems.append(
                ValueProblem(
                    .wrongType(found: document.root.kindDescription, expected: "an object of keys"), path: [],
                    offset: document.root.range.lowerBound))
            return
        }
        if members.count == 1, let language, let inner = members[0].value.members,
            LanguageTag(members[0].key)?.language == language
        {
            rootPath = [members[0].key]
            members = inner
        }
        var found: [Leaf] = []
        walk(members, path: rootPath, into: &found)
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
                        key: memberPath.dropFirst(rootPath.count).joined(separator: "."), path: memberPath,
                        keyOffset: member.keyRange.lowerBound, text: text))
            case .object(let inner):
                if path == rootPath, member.key == Self.metadataName { continue }
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

    /// The language subtag a file's locale member would have: its tag's, or for the source file that of its
    /// plural rules' locale.
    static func language(of language: FileLanguage, rules: PluralRules) -> String? {
        (language.tag ?? LanguageTag(rules.cldrLocale))?.language
    }

    /// The leaf holding `key`, if any.
    func leaf(_ key: String) -> Leaf? { leaves.last { $0.key == key } }
}
