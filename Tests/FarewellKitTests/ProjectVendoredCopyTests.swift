import Testing

@testable import FarewellKit

/// A committed copy of an Rx library (RxTest's `RxTests/` among an app's files, a clone of RxSwift's repository) is
/// not scanned, but the inventory records it with the modules compiling it, and a cleanup task deletes it.
@Suite struct ProjectVendoredCopyTests {
    /// `App.xcodeproj` whose target `App` lists `App/LocationManager.swift`, `App/MapScreen.swift` and the copy's
    /// `App/RxTests/TestScheduler.swift`.
    static let project = ProjectXcodeFileListTests.project(shimListed: true, third: "RxTests/TestScheduler.swift")

    /// The app's two files, the copy of RxTest its target compiles and a clone of RxSwift no target compiles.
    static func files(_ manifests: [String: String]) -> [String: String] {
        var files = ProjectXcodeFileListTests.files(manifests)
        for name in ["TestScheduler", "TestableObserver", "Recorded"] {
            files["/repo/App/RxTests/\(name).swift"] =
                "import RxSwift\nclass \(name) { let o: Observable<Int>? = nil }\n"
        }
        for name in ["Observable", "ObservableType", "DisposeBag"] {
            files["/repo/Vendor/RxSwift/\(name).swift"] = "public class \(name) {}\n"
        }
        return files
    }

    @Test func copiesAreRecordedWithTheModulesCompilingThem() throws {
        let inventory = try ProjectXcodeFileListTests.scan(Self.files(["App.xcodeproj/project.pbxproj": Self.project]))
        #expect(
            inventory.vendoredCopies.map { "\($0.path) \($0.library) \($0.modules)" } == [
                "App/RxTests RxTest [\"App\"]", "Vendor/RxSwift RxSwift []",
            ])
        // Not scanned: no file of either copy is in the inventory.
        #expect(!inventory.files.contains { $0.path.contains("RxTests") || $0.path.hasPrefix("Vendor") })
        let json = InventoryJSONWriter.render(inventory)
        #expect(json.contains("\"path\" : \"App/RxTests\""))
        #expect(json == JSONText.encode(inventory))
        #expect(
            ScanSummary.render(inventory).contains(
                """
                Not scanned: 2 committed copies of Rx libraries, which the cleanup deletes (JSON: vendoredCopies):
                  App/RxTests/  RxTest, compiled by App
                  Vendor/RxSwift/  RxSwift, no target compiles it

                """))
    }

    @Test func aPackageTargetHoldingACopyCompilesIt() throws {
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "App", path: "App"),
                .target(name: "Tools", path: "Tools", exclude: ["RxSwift"]),
            ])
            """
        var files = ProjectXcodeFileListTests.files(["Package.swift": package])
        for name in ["Observable", "ObservableType", "DisposeBag"] {
            files["/repo/App/Rx/\(name).swift"] = "public class \(name) {}\n"
            files["/repo/Tools/RxSwift/\(name).swift"] = "public class \(name) {}\n"
        }
        files["/repo/Tools/Tool.swift"] = "struct Tool {}\n"
        let inventory = try ProjectXcodeFileListTests.scan(files)
        #expect(
            inventory.vendoredCopies.map { "\($0.path) \($0.library) \($0.modules)" } == [
                "App/Rx RxSwift [\"App\"]", "Tools/RxSwift RxSwift []",
            ])
    }

    @Test func theCleanupDeletesEachCopyAndVerifyListsItUntilGone() throws {
        let inventory = try ProjectXcodeFileListTests.scan(Self.files(["App.xcodeproj/project.pbxproj": Self.project]))
        let plan = Planner().plan(inventory, previous: nil)
        let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
        var context = WorkspaceContext(plan: plan, modules: inventory.modules)
        context.vendoredCopies = inventory.vendoredCopies
        let removals = TaskCleanupSection.removals(cleanup, context: context)
        #expect(
            removals.contains(
                """
                Committed copies of Rx libraries, which no dependency manager brings in (delete the folder and, in \
                the targets compiling it, its files):
                   - `App/RxTests/`: RxTest, compiled by module App
                   - `Vendor/RxSwift/`: RxSwift, which no target of the repository compiles (a clone its own project \
                builds, or left over)

                """))
        let leftovers = ScopeCheck.cleanupLeftovers(cleanup, in: inventory, tasks: plan.tasks)
        #expect(leftovers.contains("App/RxTests/: the copy of RxTest still there"))
        #expect(leftovers.contains("Vendor/RxSwift/: the copy of RxSwift still there"))
        var gone = inventory
        gone.vendoredCopies = []
        #expect(!ScopeCheck.cleanupLeftovers(cleanup, in: gone, tasks: plan.tasks).contains { $0.contains("copy of") })
    }

    /// Of several cleanup tasks, the first covering a module compiling a copy deletes it; a copy no target compiles
    /// goes to the last.
    @Test func eachCopyIsDeletedByOneCleanupTask() {
        let modules = [
            Module(name: "App", kind: .xcode, isTest: false, manifest: "App.xcodeproj/project.pbxproj"),
            Module(name: "Kit", kind: .swiftpm, isTest: false, manifest: "Kit/Package.swift"),
        ]
        let cleanup = { (id: String, module: String) in
            PlanTask(
                id: id, title: "Clean up \(module)", slug: "cleanup", kind: .cleanup, wave: "W4", module: module,
                layer: .unknown, files: [], points: 1, flag: "")
        }
        let app = cleanup("T-008", "App")
        let kit = cleanup("T-009", "Kit")
        let copies = [
            VendoredCopy(path: "App/RxTests", library: "RxTest", modules: ["App"]),
            VendoredCopy(path: "Kit/Sources/Kit/RxSwift", library: "RxSwift", modules: ["Kit"]),
            VendoredCopy(path: "Vendor/RxSwift", library: "RxSwift"),
        ]
        let owned = { (task: PlanTask) in
            TaskCleanupSection.vendoredCopies(of: task, among: [app, kit], copies: copies, modules: modules).map(\.path)
        }
        #expect(owned(app) == ["App/RxTests"])
        #expect(owned(kit) == ["Kit/Sources/Kit/RxSwift", "Vendor/RxSwift"])
    }
}
