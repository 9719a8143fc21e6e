// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "farewell",
    // FarewellAsync must run on iOS 15 / macOS 12; the command-line tool needs nothing newer.
    platforms: [.macOS(.v12), .iOS(.v15)],
    products: [
        .executable(name: "farewell", targets: ["farewell"]),
        .library(name: "FarewellAsync", targets: ["FarewellAsync"]),
    ],
    targets: [
        .executableTarget(name: "farewell", dependencies: ["FarewellCLI"]),
        .target(name: "FarewellCLI", dependencies: ["FarewellKit"]),
        .target(name: "FarewellKit"),
        .target(name: "FarewellAsync"),
        // Shared by the test targets: golden files and marked sources.
        .target(name: "FarewellTestSupport", path: "Tests/FarewellTestSupport"),
        .testTarget(name: "FarewellKitTests", dependencies: ["FarewellKit", "FarewellTestSupport"]),
        .testTarget(name: "FarewellCLITests", dependencies: ["FarewellCLI", "FarewellKit", "FarewellTestSupport"]),
        .testTarget(name: "FarewellAsyncTests", dependencies: ["FarewellAsync"]),
    ],
    swiftLanguageModes: [.v6]
)
