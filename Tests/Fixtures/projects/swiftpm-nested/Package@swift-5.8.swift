// swift-tools-version: 5.8
import PackageDescription

let package = Package(name: "Shop", targets: [.target(name: "OnlyInOldManifest", path: "Modules")])
