// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Storage",
    products: [.library(name: "StorageKit", targets: ["Storage"])],
    targets: [
        .target(name: "Storage", dependencies: ["Utils"]),
        .target(name: "Utils"),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
    ]
)
