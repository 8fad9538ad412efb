#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Searching bytes without decoding them: what format detection uses to look for a format's markers in
/// files that may be megabytes long.
enum ByteSearch {
    /// Whether `bytes` hold `text` (as UTF-8).
    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                guard let base = haystack.baseAddress, let pattern = needle.baseAddress, needle.count > 0 else {
                    return false
                }
                var start = 0
                while haystack.count - start >= needle.count,
                    let found = memchr(base + start, Int32(needle[0]), haystack.count - start - needle.count + 1)
                {
                    if memcmp(found, pattern, needle.count) == 0 { return true }
                    start = base.distance(to: UnsafeRawPointer(found)) + 1
                }
                return false
            }
        }
    }
}
