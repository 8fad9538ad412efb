/// The bytes of a JSON file's top-level members, by key: what tells which entries of a file differ between two
/// versions of it (`LanguageFile.keysChanged(since:)`, the editor's edited keys).
public enum JSONMemberBytes {
    /// Each top-level member's bytes (`trimmed`), by key, in a whole file; empty when it does not parse.
    public static func members(of bytes: [UInt8]) -> [String: ArraySlice<UInt8>] {
        guard let members = (try? JSONDocument(bytes: bytes))?.root.members else { return [:] }
        var entries: [String: ArraySlice<UInt8>] = [:]
        for (index, member) in members.enumerated() {
            let end = index + 1 < members.count ? members[index + 1].keyRange.lowerBound : bytes.count
            entries[member.key] = trimmed(bytes[member.keyRange.lowerBound..<end])
        }
        return entries
    }

    /// The top-level members of a file read one by one, from the member whose key starts at `start` to the last
    /// whose key starts at `last` or before: each one's bytes (`trimmed`), by key. `nil` when a member does not
    /// read, or anything but white space and one comma lies between two (a comment, a trailing comma).
    static func members(of bytes: [UInt8], from start: Int, through last: Int) -> [String: ArraySlice<UInt8>]? {
        func skipWhiteSpace(_ position: inout Int) {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }
        var members: [(key: String, start: Int)] = []
        var position = start
        // Where the last member read ends: the next one's key, or the object's closing brace.
        var end = position
        while true {
            guard position <= last else {
                end = position
                break
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\""),
                let member = (try? JSONDocument(bytes: bytes, memberAt: position, style: .standard))?.root.members?
                    .first
            else { return nil }
            members.append((member.key, position))
            var next = member.value.range.upperBound
            skipWhiteSpace(&next)
            guard next < bytes.count else { return nil }
            if bytes[next] == UInt8(ascii: "}") {
                end = next
                break
            }
            guard bytes[next] == UInt8(ascii: ",") else { return nil }
            next += 1
            skipWhiteSpace(&next)
            position = next
        }
        var result: [String: ArraySlice<UInt8>] = [:]
        for (index, member) in members.enumerated() {
            result[member.key] = trimmed(
                bytes[member.start..<(index + 1 < members.count ? members[index + 1].start : end)])
        }
        return result
    }

    /// The bytes that differ between two versions of a file: in each, what is not in the part both start with or
    /// the part both end with (the two parts never overlap); `nil` when the versions are equal. An entry whose bytes
    /// meet `new`'s range widened by a byte each way is one the change may have touched (one that ends where the
    /// change starts has its separator there).
    public static func changedRanges(_ old: [UInt8], _ new: [UInt8]) -> (old: Range<Int>, new: Range<Int>)? {
        ByteSearch.difference(old, new).map {
            ($0.replaced, $0.replaced.lowerBound..<$0.replaced.lowerBound + $0.count)
        }
    }

    /// A member's bytes without the separators and the closing brace after it (so that a comma added after the
    /// last member, when another is added, is no change of it).
    public static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var bytes = bytes
        while let last = bytes.last, [UInt8(ascii: ","), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09].contains(last) {
            bytes.removeLast()
        }
        return bytes
    }
}
