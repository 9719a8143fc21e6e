// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "JournalDependencies",
    dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift", from: "6.8.0")]
)
