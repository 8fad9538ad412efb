/// Keys already loaded, found by their bytes: the other files of a project share these strings for
/// their entries instead of making one per entry (a project of 40 languages would otherwise make 40
/// strings of each key and throw 39 away when it interns them).
struct KnownKeys: Sendable {
    private let keys: [String]
    /// Key `n`'s bytes, with value `n`.
    private let map: UTF8Map

    /// No keys.
    init() {
        keys = []
        map = UTF8Map()
    }

    /// Indexes `keys` by their UTF-8.
    init(_ keys: [String]) {
        self.keys = keys
        var map = UTF8Map()
        for (position, key) in keys.enumerated() {
            var key = key
            key.withUTF8 { map.set(position, for: $0, hash: ByteHash.hash($0)) }
        }
        self.map = map
    }

    /// How many keys there are.
    var count: Int { keys.count }

    /// The known key with the bytes of `key` and its position, or the key's text and `nil` when there is none.
    ///
    /// Files list their keys mostly in the same order: `next` is where the key after the previous one is
    /// (it is tried first, with one comparison), and is moved past the key found.
    func lookUp(_ key: JSONKey, next: inout Int) -> (string: String, position: Int?) {
        guard !keys.isEmpty else { return (key.text, nil) }
        let found = key.withUTF8 { utf8 -> Int? in
            if map.key(at: next, is: utf8) { return next }
            return map.value(for: utf8, hash: ByteHash.hash(utf8))
        }
        guard let found else { return (key.text, nil) }
        next = found + 1
        return (keys[found], found)
    }
}
