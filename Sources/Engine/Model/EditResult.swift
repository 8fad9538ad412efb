/// The outcome of an entry-level edit: the edited document and what changed.
public struct EditResult: Sendable {
    /// The new document (the same bytes as before when nothing changed).
    public var document: JSONDocument
    /// What changed, for the user.
    public var change: ChangeDescription

    /// Creates a result.
    public init(document: JSONDocument, change: ChangeDescription) {
        self.document = document
        self.change = change
    }

    /// Whether the bytes changed.
    public var changesFile: Bool { change.kind != .unchanged }
}

/// A change of a file's bytes: the range of its old bytes replaced, and the bytes that replace it.
public struct ByteSplice: Sendable, Equatable {
    /// The range of the old bytes replaced.
    public var replaced: Range<Int>
    /// What replaces them.
    public var bytes: [UInt8]

    /// A splice.
    public init(replaced: Range<Int>, bytes: [UInt8]) {
        self.replaced = replaced
        self.bytes = bytes
    }

    /// The bytes where `new` differs from `old`, copied out of it (a slice would keep all of `new` alive);
    /// `nil` when they are equal.
    init?(from old: [UInt8], to new: [UInt8]) {
        guard let (replaced, count) = ByteSearch.difference(old, new) else { return nil }
        self.init(replaced: replaced, bytes: Array(new[replaced.lowerBound..<replaced.lowerBound + count]))
    }

    /// The same splice of bytes that start `offset` bytes earlier.
    func shifted(by offset: Int) -> ByteSplice {
        ByteSplice(replaced: replaced.lowerBound + offset..<replaced.upperBound + offset, bytes: bytes)
    }
}

/// An edit of one file through its format (`TranslationFormat`): the file's new bytes and what changed.
/// Formats written in JSON make theirs from an `EditResult`; the others splice their own bytes.
public struct FileEdit: Sendable {
    /// The file's new bytes (the same as before when nothing changed).
    public var bytes: [UInt8]
    /// What changed, for the user.
    public var change: ChangeDescription

    /// An edit.
    public init(bytes: [UInt8], change: ChangeDescription) {
        self.bytes = bytes
        self.change = change
    }

    /// The edit of a JSON document.
    public init(_ result: EditResult) {
        self.init(bytes: result.document.bytes, change: result.change)
    }

    /// Whether the bytes changed.
    public var changesFile: Bool { change.kind != .unchanged }

    /// The new bytes as text (UTF-8; a file in another encoding shows replacement characters).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
