// swift-tools-version: 6.1
import PackageDescription

// An app that uses Glossa at run time: it depends on the repository's root package by path.
let package = Package(
    name: "LocalizerDemo",
    // Named, so that the product below is found whatever the folder the repository was cloned into.
    dependencies: [.package(name: "Glossa", path: "../..")],
    targets: [
        .executableTarget(
            name: "LocalizerDemo", dependencies: [.product(name: "Engine", package: "Glossa")], path: "Sources")
    ]
)
