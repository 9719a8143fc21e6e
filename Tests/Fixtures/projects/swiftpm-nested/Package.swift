// swift-tools-version: 5.9
import PackageDescription

let extraName = "Extra"

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "Core", targets: ["Core"]),
        .executable(name: "tool", targets: ["Tool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.8.0"),
        .package(path: "LocalPackages/Storage"),
    ],
    targets: [
        .target(
            name: "Core",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "StorageKit", package: "Storage"),
            ],
            path: "Modules/Core",
            exclude: ["Legacy"]
        ),
        .target(
            name: "UI",
            dependencies: ["Core", .product(name: "RxCocoa", package: "RxSwift")],
            sources: ["Views", "Bindings/Binder.swift"]
        ),
        Target.target(name: "Utils", dependencies: [.target(name: "Core", condition: .when(platforms: [.iOS]))]),
        .executableTarget(name: "Tool", dependencies: [.byName(name: "Utils")]),
        .target(name: extraName, path: "Extra"),
        .testTarget(
            name: "CoreTests",
            dependencies: ["Core", .product(name: "RxTest", package: "RxSwift"), "RxBlocking"]
        ),
    ]
)
