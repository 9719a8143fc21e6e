import ProjectDescription

let appName = "Planner"
let syncName: String = "Sync"

let rxDependencies: [TargetDependency] = [
    .external(name: "RxSwift"),
    .external(name: "RxCocoa"),
]

protocol TargetFactory {
    var prefix: String { get }
}

final class PlannerFactory: TargetFactory {
    let prefix: String = "com.example"
    let testDependencies: [TargetDependency] = [
        .external(name: "RxBlocking")
    ]

    func targets() -> [Target] {
        let helperName = "Helper"
        return [
            Target(
                name: appName,
                platform: .iOS,
                product: .app,
                bundleId: "\(prefix).\(appName)",
                sources: ["\(appName)/Sources/**"],
                dependencies: rxDependencies + [.target(name: syncName)]
            ),
            Target(
                name: syncName,
                platform: .iOS,
                product: .framework,
                bundleId: "\(prefix).sync",
                sources: .paths([.glob("Modules/\(syncName)/Sources/**")]),
                dependencies: rxDependencies
            ),
            Target(
                name: "\(appName)Tests",
                platform: .iOS,
                product: .unitTests,
                bundleId: "\(prefix).tests",
                sources: ["\(appName)/Tests/Sources/**"],
                dependencies: self.testDependencies + [.target(name: appName)]
            ),
            Target(
                name: helperName,
                platform: .iOS,
                product: .framework,
                bundleId: "\(prefix).helper",
                sources: ["Helper/Sources/**"]
            ),
            Target(
                name: "Widgets",
                platform: .iOS,
                product: .framework,
                bundleId: "\(prefix).widgets",
                sources: [widgetSources()],
                dependencies: makeDependencies()
            ),
        ]
    }
}

let project = Project(name: appName, targets: PlannerFactory().targets())
