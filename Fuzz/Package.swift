// swift-tools-version: 6.1
// The fuzz targets: a package of its own, so that `swift build` and `swift test` of Glossa never build
// them. Build and run them with `scripts/fuzz.sh`, which passes `-sanitize=fuzzer,address` (libFuzzer
// and AddressSanitizer, both shipped with the Swift toolchain).
import PackageDescription

let package = Package(
    name: "GlossaFuzz",
    dependencies: [.package(name: "Glossa", path: "..")],
    targets: [
        .target(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        .target(
            name: "FuzzChecks", dependencies: ["CLibFuzzer", .product(name: "Engine", package: "Glossa")],
            path: "Sources/FuzzChecks"),
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzChecks"], path: "Sources/fuzz-json"),
        .executableTarget(name: "fuzz-expression", dependencies: ["FuzzChecks"], path: "Sources/fuzz-expression"),
        .executableTarget(name: "fuzz-number", dependencies: ["FuzzChecks"], path: "Sources/fuzz-number"),
    ]
)
