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
}
