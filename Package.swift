// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Glossa",
    products: [
        .library(name: "Engine", targets: ["Engine"]),
        .executable(name: "glossa", targets: ["TUI"]),
        .executable(name: "glossa-bench", targets: ["Bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // ICU's regular expressions with their step limit: Foundation's own copy on Linux, libicucore on Apple's.
        .target(
            name: "CICURegex", path: "Sources/CICURegex",
            linkerSettings: [
                .linkedLibrary("_FoundationICU", .when(platforms: [.linux])),
                .linkedLibrary("icucore", .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
            ]),
        .target(name: "Engine", dependencies: ["CICURegex"], path: "Sources/Engine"),
        .target(name: "EditorCore", dependencies: ["Engine"], path: "Sources/EditorCore"),
        .executableTarget(
            name: "TUI",
            dependencies: [
                "Engine", "EditorCore", "CNcurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TUI"
        ),
        .executableTarget(
            name: "Bench",
            dependencies: [
                "Engine", "EditorCore", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Bench"
        ),
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(
            name: "EngineTests", dependencies: ["Engine", "TestSupport"], path: "Tests/EngineTests",
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TUITests", dependencies: ["TUI", "EditorCore", "Engine", "CNcurses", "TestSupport"],
            path: "Tests/TUITests"),
    ]
)
