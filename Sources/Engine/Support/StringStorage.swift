extension String {
    /// Whether this string and `other` are one value in memory (one storage, or one small string), which `==`
    /// does not say: equal strings may still be two copies. One comparison of 16 bytes, which finds a key the
    /// project shares among its files without comparing texts.
    @inline(__always)
    func isSameStorage(as other: String) -> Bool {
        unsafeBitCast(self, to: (UInt64, UInt64).self) == unsafeBitCast(other, to: (UInt64, UInt64).self)
    }
}
