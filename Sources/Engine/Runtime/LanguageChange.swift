/// A change of a `Localizer`'s language, as announced to its observers.
public struct LanguageChange: Sendable, Equatable {
    /// Why the language changed.
    public enum Reason: Sendable, Equatable {
        /// `select(language:)`.
        case selected
        /// `reset()`: the choice was forgotten, the preferred languages decide again.
        case reset
        /// `setPreferredLanguages(_:)`.
        case preferredLanguagesChanged
        /// `replaceProject(_:)`: new translations (the language may be the same).
        case projectReplaced
        /// `addStrings(_:for:)`: strings added at run time (the language may be the same).
        case stringsAdded
    }

    /// The language shown now.
    public var language: LanguageTag
    /// The languages looked in, in order (the first is `language`); base comes after them.
    public var languages: [LanguageTag]
    /// Why it changed.
    public var reason: Reason
}

/// A registration of a callback with `Localizer.onChange(_:)`; the callback is called until `cancel()` is
/// called or the registration is released.
public final class ChangeObservation: Sendable {
    private let cancellation: @Sendable () -> Void

    init(cancellation: @escaping @Sendable () -> Void) {
        self.cancellation = cancellation
    }

    /// Stops the callbacks. Calling it again does nothing.
    public func cancel() { cancellation() }

    deinit { cancellation() }
}
