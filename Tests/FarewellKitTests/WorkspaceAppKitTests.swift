import Testing

@testable import FarewellKit

/// A module that builds for macOS alone hears AppKit's words in its UI binding recipes and deployment advice;
/// an iOS one keeps UIKit's.
@Suite struct WorkspaceAppKitTests {
    private static let source = """
        import AppKit
        import RxCocoa
        import RxSwift

        final class LoginViewController: NSViewController {
            let button = NSButton()
            let bag = DisposeBag()
            var taps: ControlEvent<Void> { button.rx.tap }
            override func viewDidLoad() {
                super.viewDidLoad()
                button.rx.tap.subscribe(onNext: { print("tap") }).disposed(by: bag)
            }
        }
        """

    /// The scanned and planned package for `platform` (`.macOS(.v10_15)`), its one task's body and rules.md.
    private func workspace(platform: String) throws -> (task: String, rules: String) {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Login", platforms: [\(platform)],
                dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
                targets: [.target(name: "Login", dependencies: [.product(name: "RxCocoa", package: "RxSwift")])])
            """
        let files = [
            "/repo/Package.swift": manifest, "/repo/Sources/Login/LoginViewController.swift": Self.source,
        ]
        let rendered = try RenderedWorkspace.render(files, taskHolding: "LoginViewController.swift")
        return (rendered.task, rendered.rules)
    }

    /// The task table's rows of `construct` (`| 8 | `rx` | … |`).
    private func rows(_ text: String, _ construct: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("| ") && $0.contains(" | `\(construct)` | ")
        }
    }

    @Test func aMacOSOnlyModuleHearsAppKitsWordsAndMacOSVersionsOnly() throws {
        let (task, rules) = try workspace(platform: ".macOS(.v10_15)")
        let appKitRx =
            "on a view: target/action (`NSButton.action`), `NSControl` notifications or delegate callbacks, or an "
            + "AsyncStream wrapping them; on anything else: the wrapped library's async API"
        #expect(rows(task, "rx") == ["| 8 | `rx` | \(appKitRx) |", "| 11 | `rx` | \(appKitRx) |"])
        #expect(
            rows(task, "ControlEvent") == [
                "| 8 | `ControlEvent` | the control's target/action (`NSButton.action`) or `NSControl` notifications, "
                    + "wrapped in an AsyncStream |"
            ])
        #expect(task.contains("`.rx.tap` becomes the button's target/action (`button.action = #selector(tapped(_:))`)"))
        #expect(!task.contains("UIAction") && !task.contains("addTarget") && !task.contains("iOS"))
        #expect(
            rules.contains(
                "| `.rx.tap` / `.rx.text` | target/action (`NSButton.action`) / `NSControl.textDidChangeNotification` | |\n"
            ))
        #expect(
            rules.contains(
                "- FarewellAsync (`StateRelay`, `EventRelay`, `share(history:)`, `flatMapLatest`, `withLatestFrom`) "
                    + "needs macOS 12: raise the target to macOS 12 first, or keep state and events in Combine's "
                    + "`CurrentValueSubject` and `PassthroughSubject` until it is raised.\n"))
        #expect(!rules.contains("UIAction") && !rules.contains("addTarget") && !rules.contains("iOS"))
    }

    @Test func anIOSModuleKeepsUIKitsWords() throws {
        let (task, rules) = try workspace(platform: ".iOS(.v13)")
        let uiKitRx =
            "on a view: UIAction / addTarget / delegate callbacks, or an AsyncStream wrapping them; on anything "
            + "else: the wrapped library's async API"
        #expect(rows(task, "rx") == ["| 8 | `rx` | \(uiKitRx) |", "| 11 | `rx` | \(uiKitRx) |"])
        #expect(
            rows(task, "ControlEvent") == ["| 8 | `ControlEvent` | UIAction / addTarget wrapped in an AsyncStream |"])
        #expect(task.contains("`.rx.tap` becomes a `UIAction`"))
        #expect(
            rules.contains("| `.rx.tap` / `.rx.text` | `UIAction` / `addTarget(_:action:for: .editingChanged)` | |\n"))
        #expect(rules.contains("needs iOS 15: raise the target to iOS 15 (macOS 12) first"))
    }

    @Test func onlyModulesThatAllBuildForMacOSAloneAreAppKits() {
        func module(_ name: String, _ platforms: [String]) -> Module {
            Module(
                name: name, kind: .swiftpm,
                deploymentTargets: platforms.map { DeploymentTarget(platform: $0, version: "13.0") })
        }
        let mac = module("Mac", ["macOS"])
        #expect(UIFramework.of([mac, module("App (no target)", [])]) == .appKit)
        #expect(UIFramework.of([mac, module("Phone", ["iOS"])]) == .uiKit)
        #expect(UIFramework.of([module("Both", ["iOS", "macOS"])]) == .uiKit)
        #expect(UIFramework.of([module("TV", ["macOS", "tvOS"])]) == .uiKit)
        #expect(UIFramework.of([mac, module("Unstated", [])]) == .uiKit)
        #expect(UIFramework.of([]) == .uiKit)
    }
}
