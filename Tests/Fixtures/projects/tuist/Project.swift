import ProjectDescription

let project = Project(
    name: "Journal",
    targets: [
        .target(
            name: "Journal",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.journal",
            sources: ["Targets/App/Sources/**"],
            dependencies: [
                .target(name: "JournalCore"),
                .external(name: "RxCocoa"),
            ]
        ),
        .target(
            name: "JournalCore",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.core",
            sources: .paths([.glob("Targets/Core/Sources/**", excluding: ["Targets/Core/Sources/Internal/**"])]),
            dependencies: [.external(name: "RxSwift")]
        ),
        .target(
            name: "JournalTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.example.tests",
            sources: "Targets/App/Tests/**/*.swift",
            dependencies: [.target(name: "Journal")]
        ),
    ]
)
