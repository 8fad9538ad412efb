import Foundation

/// gettext's own programs (Debian's `gettext` package), which tests use as independent tools.
enum GettextTools {
    /// The path of `name` (`msginit`, `msgfmt`) on `PATH`, if it is there.
    static func path(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the tests that need them must run (and fail without them) rather than show as skipped: under CI
    /// (`.ci/run` installs the package and sets `CI`).
    static let required = ProcessInfo.processInfo.environment["CI"] != nil
}
