import Testing

@testable import FarewellKit

/// A SwiftPM app whose `UIButton+Rx.swift` (UI) declares a `Reactive` member of `UIButton` that three screens
/// (presentation) drive, so the first plan gives the extension a task of its own and moves it to their wave.
private let buttonApp = [
    "/repo/Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "App",
        dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
        targets: [.target(name: "App", dependencies: [.product(name: "RxCocoa", package: "RxSwift")])]
    )
    """,
    "/repo/Sources/App/UIButton+Rx.swift": """
    import RxSwift
    import RxCocoa
    import UIKit

    extension Reactive where Base: UIButton {
        public var longPress: ControlEvent<Void> { ControlEvent(events: Observable<Void>.never()) }
    }
    """,
]

/// The app with its screens `Login`, `Signup` and `Profile`.
private let loginApp = ["Login", "Signup", "Profile"].reduce(into: buttonApp) { files, name in
    files["/repo/Sources/App/\(name)/\(name)ViewModel.swift"] = """
        import RxSwift
        import RxCocoa
        final class \(name)ViewModel { let pressed = PublishRelay<Void>() }
        """
    files["/repo/Sources/App/\(name)/\(name)ViewController.swift"] = """
        import RxSwift
        import UIKit
        final class \(name)ViewController: UIViewController {
            let viewModel = \(name)ViewModel()
            let bag = DisposeBag()
            let button = UIButton()
            func bind() { button.rx.longPress.bind(to: viewModel.pressed).disposed(by: bag) }
        }
        """
}

/// A merged task stays in the wave it was planned in: once `UIButton+Async.swift` is written, the extension's
/// `UIButton+Rx.swift` goes to the cleanup task and its emptied task no longer follows the screen calling it, but
/// its wave is history, so a re-plan keeps it there (its row in that wave's table and its `wave:`).
@Test func aFinishedTaskKeepsItsWaveOnAReplan() throws {
    let plan = Planner().plan(try Fixture.scanned(loginApp), previous: nil)
    let extensionTask = try #require(plan.tasks(holding: "Sources/App/UIButton+Rx.swift").first)
    #expect(extensionTask.layer == .ui)
    #expect(extensionTask.files.map(\.path) == ["Sources/App/UIButton+Rx.swift"])
    #expect(plan.waves.map { "\($0.id) \($0.title) \($0.tasks)" } == waves)
    var merged = plan
    for index in merged.tasks.indices where merged.tasks[index].id == extensionTask.id {
        merged.tasks[index].status = .merged
    }
    var files = loginApp
    files["/repo/Sources/App/UIButton+Async.swift"] = """
        import UIKit
        extension UIButton { public var longPresses: AsyncStream<Void> { AsyncStream { _ in } } }
        """
    let replanned = Planner().plan(try Fixture.scanned(files), previous: merged)
    let task = try #require(replanned.task(extensionTask.id))
    // It still lists the file it migrated, with no occurrence: the old Rx path left there is the cleanup task's.
    #expect(task.files == [TaskFile(path: "Sources/App/UIButton+Rx.swift", occurrences: [])])
    #expect(task.status == .merged)
    #expect(task.wave == "W1")
    #expect(replanned.waves.map { "\($0.id) \($0.title) \($0.tasks)" } == waves)
    let cleanup = try #require(replanned.tasks.first { $0.kind == .cleanup })
    #expect(cleanup.files.map(\.path) == ["Package.swift", "Sources/App/UIButton+Rx.swift"])
    // The same plan on every run.
    #expect(Planner().plan(try Fixture.scanned(files), previous: merged) == replanned)
    // Its Scope and Boundary say the Rx left in that file is the cleanup task's.
    let text = TaskMarkdown.render(task, context: WorkspaceContext(plan: replanned))
    #expect(
        text.contains(
            "### `Sources/App/UIButton+Rx.swift`\n\nNo Rx left for this task: the old Rx path here is \(cleanup.id)'s, "
                + "which deletes the file.\n"))
    #expect(
        text.contains(
            "are in `+Rx.swift` files that the cleanup wave deletes: `Sources/App/UIButton+Rx.swift` (\(cleanup.id)).\n"
        ))
}

/// The waves of `loginApp`'s plan, before and after the extension's task is merged: the screens' task and the
/// extension's share the presentation wave, and no UI wave appears.
private let waves = [
    #"W0 Foundation ["T-001", "T-002"]"#, #"W1 Presentation ["T-003", "T-004"]"#, #"W2 Cleanup ["T-005"]"#,
]
