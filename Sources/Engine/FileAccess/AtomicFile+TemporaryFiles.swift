#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files of `AtomicFile.write` (`.pl.json.glossa-1a2b3c4d.tmp`), and the removal of those a
/// killed run left behind.
extension AtomicFile {
    /// `.NAME.glossa-XXXXXXXX.tmp`: hidden, beside the file, eight hex digits from `suffix`.
    static func temporaryName(of name: String, suffix: UInt32) -> String {
        let hex = String(suffix, radix: 16)
        return "." + name + ".glossa-" + String(repeating: "0", count: 8 - hex.count) + hex + ".tmp"
    }

    /// Whether `entry` is a temporary file `write` makes for the file `name`.
    static func isTemporaryFile(_ entry: String, of name: String) -> Bool {
        let prefix = "." + name + ".glossa-"
        guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return false }
        let hex = entry.utf8.dropFirst(prefix.utf8.count).dropLast(4)
        return hex.count == 8 && hex.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Removes the temporary files of `name` in `folder`. Only called with the folder's lock held: then no
    /// writer is in the middle of a write, and every such file is a leftover of a killed run. Best effort:
    /// a file that cannot be removed stays (it harms nothing but the folder's tidiness).
    ///
    /// Cost: one listing of the folder.
    static func removeStaleTemporaryFiles(of name: String, in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if isTemporaryFile(entryName, of: name) { stale.append(entryName) }
        }
        for entry in stale { unlink(folder + "/" + entry) }
    }
}
