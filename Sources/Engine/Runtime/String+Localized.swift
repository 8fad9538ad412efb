import Synchronization

extension Localizer {
    private static let sharedStorage = Mutex<Localizer?>(nil)

    /// The localizer that `"key".localized` uses, set once by the app when it starts.
    ///
    /// This is the one piece of global state of the runtime API, and only that convenience reads it:
    /// nothing else in the Engine does. Code that prefers no global passes a localizer
    /// (`"key".localized(in: localizer)`, or `localizer["key"]`).
    public static var shared: Localizer? {
        get { sharedStorage.withLock { $0 } }
        set { sharedStorage.withLock { $0 = newValue } }
    }
}

extension String {
    /// This key's text in `Localizer.shared`'s language, as written; the key itself when no localizer is set.
    public var localized: String { Localizer.shared?[self] ?? self }

    /// This key's text in a localizer's language, as written.
    public func localized(in localizer: Localizer) -> String { localizer[self] }

    /// This key's text for a count, formatted (see `Localizer.string(_:count:…)`), in `Localizer.shared`'s
    /// language; the key itself when no localizer is set.
    public func localized(count: some BinaryInteger, fittingWidth: Int? = nil, in localizer: Localizer? = nil)
        -> String
    {
        (localizer ?? Localizer.shared)?.string(self, count: count, fittingWidth: fittingWidth) ?? self
    }

    /// This key's text for a floating-point count, formatted.
    public func localized(count: some BinaryFloatingPoint, fittingWidth: Int? = nil, in localizer: Localizer? = nil)
        -> String
    {
        (localizer ?? Localizer.shared)?.string(self, count: count, fittingWidth: fittingWidth) ?? self
    }

    /// This key's text for a width, as written.
    public func localized(fittingWidth: Int, in localizer: Localizer? = nil) -> String {
        (localizer ?? Localizer.shared)?.string(self, fittingWidth: fittingWidth) ?? self
    }
}
