/// Why a three-way merge cannot be made, or a merge result cannot be resolved.
public enum MergeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One of the three versions.
    public enum Version: String, Sendable, Equatable {
        /// The common ancestor.
        case base
        /// The version being merged into.
        case ours
        /// The version being merged in.
        case theirs

        /// How messages name the version: `the base version`, `ours`, `theirs`.
        public var name: String { self == .base ? "the base version" : rawValue }
    }

    /// A version is not JSON: nothing is guessed, the merge stops.
    case unparsable(Version, JSONSyntaxError)
    /// A version's top-level value is not an object (`found` says what it is).
    case notAnObject(Version, found: String)
    /// `MergeResult.resolving` was not given a side for these conflicting keys.
    case unresolved([String])
    /// `MergeResult.resolving` was given a side for a key that is not in conflict.
    case notAConflict(String)
    /// An edit of the merged file failed (a bug caught before anything was written).
    case edit(JSONEditError)

    /// The message, worded for a translator.
    public var description: String {
        switch self {
        case .unparsable(let version, let error):
            return "\(version.name) is not valid JSON (byte \(error.offset)): \(error.message)"
        case .notAnObject(let version, let found):
            return "\(version.name) is \(found), not an object of keys"
        case .unresolved(let keys):
            return "choose ours or theirs for \(Self.quoted(keys))"
        case .notAConflict(let key):
            return "\(Self.quoted([key])) is not in conflict"
        case .edit(let error): return "the merge could not be written: \(error.description)"
        }
    }

    private static func quoted(_ keys: [String]) -> String {
        keys.map { JSONWriter(style: .standard).quoted($0) }.joined(separator: ", ")
    }
}
