import FarewellKit
import Testing

@testable import FarewellCLI

/// In a project whose target lists its files one by one, a file the task creates compiles only once added to the
/// target: `verify` fails, naming the file and the target, while the `+Rx.swift` file the task moved the old Rx path
/// and the shim into is in no target, and passes once the project lists it.
@Suite struct PlanVerifyTargetTests {
    /// `App.xcodeproj` whose target `App` lists `App/LocationManager.swift`, `App/MapScreen.swift` and, when
    /// `shimListed`, `App/LocationManager+Rx.swift`.
    static func project(shimListed: Bool) -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        B2 = {isa = PBXBuildFile; fileRef = R2; };
        B3 = {isa = PBXBuildFile; fileRef = R3; };
        R1 = {isa = PBXFileReference; path = LocationManager.swift; sourceTree = "<group>"; };
        R2 = {isa = PBXFileReference; path = MapScreen.swift; sourceTree = "<group>"; };
        R3 = {isa = PBXFileReference; path = "LocationManager+Rx.swift"; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1, R2\(shimListed ? ", R3" : "")); path = App; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2\(shimListed ? ", B3" : "")); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App;
            productType = "com.apple.product-type.application"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        }; rootObject = J1; }
        """
    }

    @Test func verifyFailsWhileTheNewPlusRxFileIsInNoTarget() throws {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "ref: refs/heads/main\n",
            "/repo/App.xcodeproj/project.pbxproj": Self.project(shimListed: false),
            "/repo/App/LocationManager.swift": """
            import RxSwift

            final class LocationManager {
                func locations() -> Observable<Int> { .just(1) }
            }
            """,
            "/repo/App/MapScreen.swift": """
            import RxSwift

            final class MapScreen {
                let manager = LocationManager()
                let bag = DisposeBag()

                func start() {
                    manager.locations().subscribe(onNext: { _ in }).disposed(by: bag)
                }
            }
            """,
        ])
        #expect(harness.run(["plan"]).code == 0)
        let task = try #require(
            harness.files.keys.sorted().first { path in
                path.hasPrefix("/repo/tasks/")
                    && harness.files[path]?.contains("  - App/LocationManager.swift\n") == true
            })
        let id = String(task.dropFirst("/repo/tasks/".count).prefix(5))
        try harness.fileSystem.write("final class LocationManager {}\n", to: "/repo/App/LocationManager.swift")
        try harness.fileSystem.write(
            "import RxSwift\n\nextension LocationManager {\n    func locationsObservable() -> Observable<Int> { .just(1) }\n}\n",
            to: "/repo/App/LocationManager+Rx.swift")
        let unlisted = harness.run(["verify", id])
        #expect(unlisted.code == 1)
        #expect(
            unlisted.out == """
                App/LocationManager+Rx.swift is not in target App's sources in App.xcodeproj: add it
                \(id): 1 file not in its target

                """)
        try harness.fileSystem.write(Self.project(shimListed: true), to: "/repo/App.xcodeproj/project.pbxproj")
        let listed = harness.run(["verify", id])
        #expect(listed.code == 0)
        #expect(listed.out == "\(id): no Rx left in scope (1 file)\n")
    }

    /// `App.xcodeproj` whose target `App` lists `App/UIButton+Rx.swift`, the screen calling it and, when `coreListed`,
    /// `App/UIButton+Async.swift`.
    static func extensionProject(coreListed: Bool) -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        B2 = {isa = PBXBuildFile; fileRef = R2; };
        B3 = {isa = PBXBuildFile; fileRef = R3; };
        R1 = {isa = PBXFileReference; path = "UIButton+Rx.swift"; sourceTree = "<group>"; };
        R2 = {isa = PBXFileReference; path = "UIButton+Async.swift"; sourceTree = "<group>"; };
        R3 = {isa = PBXFileReference; path = "HoldViewController.swift"; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1, R3\(coreListed ? ", R2" : "")); path = App; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1, B3\(coreListed ? ", B2" : "")); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App;
            productType = "com.apple.product-type.application"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        }; rootObject = J1; }
        """
    }

    /// A `+Rx.swift` file in scope keeps its old Rx path, and its new code goes to the `+Async.swift` file beside it:
    /// `verify` leaves the `+Rx.swift` file to the cleanup task once that file is there, and fails while no target
    /// compiles it.
    @Test func verifyFailsWhileTheAsyncFileOfAPlusRxFileIsInNoTarget() throws {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "ref: refs/heads/main\n",
            "/repo/App.xcodeproj/project.pbxproj": Self.extensionProject(coreListed: false),
            "/repo/App/UIButton+Rx.swift": """
            import RxCocoa
            import RxSwift
            import UIKit

            extension Reactive where Base: UIButton {
                var longPress: ControlEvent<Void> { ControlEvent(events: Observable<Void>.never()) }
            }
            """,
            "/repo/farewell.json": #"{ "plan": { "maxFiles": 1 } }"#,
            "/repo/App/HoldViewController.swift": """
            import RxSwift
            import UIKit

            final class HoldViewController: UIViewController {
                let button = UIButton()
                let disposeBag = DisposeBag()
                func bind() { button.rx.longPress.subscribe().disposed(by: disposeBag) }
            }
            """,
        ])
        #expect(harness.run(["plan"]).code == 0)
        let task = try #require(
            harness.files.first { $0.key.hasPrefix("/repo/tasks/") && $0.value.contains("  - App/UIButton+Rx.swift\n") }
        )
        let id = String(task.key.dropFirst("/repo/tasks/".count).prefix(5))
        #expect(
            task.value.contains(
                "Add each file you create (a `+Rx.swift` or `+Async.swift` file too) to the target `App` in "
                    + "`App.xcodeproj`: it lists its files one by one, and compiles no other."))
        #expect(harness.run(["verify", id]).code == 1)
        let core = "extension UIButton {\n    var longPresses: AsyncStream<Void> { AsyncStream { _ in } }\n}\n"
        try harness.fileSystem.write("import UIKit\n\n" + core, to: "/repo/App/UIButton+Async.swift")
        let unlisted = harness.run(["verify", id])
        #expect(unlisted.code == 1)
        #expect(
            unlisted.out == """
                App/UIButton+Async.swift is not in target App's sources in App.xcodeproj: add it
                \(id): 1 file not in its target

                """)
        try harness.fileSystem.write(
            Self.extensionProject(coreListed: true), to: "/repo/App.xcodeproj/project.pbxproj")
        let listed = harness.run(["verify", id])
        #expect(listed.code == 0)
        #expect(listed.out == "\(id): no Rx left in scope (1 file)\n")
    }
}
