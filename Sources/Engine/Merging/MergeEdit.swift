/// One change a merge makes to ours' document: the same edit serves the merge itself and a conflict
/// resolved as theirs.
enum MergeEdit: Sendable, Equatable {
    /// Sets the member at `path` to `value`, adding it when ours lacks it: after the nearest of
    /// `predecessors` (the keys before it on theirs' side, nearest first) that the object has, first when
    /// there are none, else at the end.
    case set([String], JSONValueText, predecessors: [String])
    /// Removes the member at the path, if it is there.
    case remove([String])
    /// Renames the top-level key `from` to `to`, its value and position kept.
    case rename(from: String, to: String)

    /// The top-level key the edit is about.
    var key: String {
        switch self {
        case .set(let path, _, _), .remove(let path): return path[0]
        case .rename(let from, _): return from
        }
    }

    /// Applies the edit to `document` with its minimal-diff editing, in the document's own style.
    func apply(to document: JSONDocument) throws(JSONEditError) -> JSONDocument {
        switch self {
        case .set(let path, let value, let predecessors):
            if document.node(at: path) != nil { return try document.replacingValue(at: path, with: value) }
            let objectPath = Array(path.dropLast())
            let members = document.node(at: objectPath)?.members ?? []
            if let predecessor = predecessors.first(where: { key in members.contains { $0.key == key } }) {
                return try document.addingMember(path.last!, value, to: objectPath, after: predecessor)
            }
            if predecessors.isEmpty { return try document.addingMember(path.last!, value, to: objectPath, after: nil) }
            return try document.addingMember(path.last!, value, to: objectPath)
        case .remove(let path):
            guard document.node(at: path) != nil else { return document }
            return try document.removingMember(at: path)
        case .rename(let from, let to):
            return try document.renamingMember(at: [from], to: to)
        }
    }
}
