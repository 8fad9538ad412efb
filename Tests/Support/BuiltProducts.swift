import Foundation

/// Where the products of the build being tested are (`glossa`, `glossa-bench`), whatever `--scratch-path`
/// the build used: beside the test bundle.
public enum BuiltProducts {
    /// The folder of the products (`.build/debug`).
    public static let folder: URL = {
        // macOS loads the `.xctest` bundle into a runner; Linux runs it as the main executable.
        if let tests = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return tests.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }()

    /// The URL of an executable product.
    public static func executable(_ name: String) -> URL { folder.appendingPathComponent(name) }
}
