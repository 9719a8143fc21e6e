import Foundation
import Testing

@testable import FarewellKit

@Suite struct ProjectXcodeTests {
    let assignment = ProjectFixtures.resolve("xcode-groups")

    @Test func everySwiftFileGoesToTheTargetThatCompilesIt() {
        #expect(
            assignment.fileModules == [
                "App/AppDelegate.swift": "Shop",
                "App/Features/Screens/LoginViewController.swift": "Shop",
                // Compiled by Shop and Kit: a tie goes to the target that claims more files.
                "App/Helpers/Format.swift": "Shop",
                "App/Unlisted.swift": "App",
                "AppTests/ShopTests.swift": "ShopTests",
                "Kit/Kit.swift": "Kit",
                "Kit/Net/Networking.swift": "Kit",
                "Widgets/Clock.swift": "Shop",
                // Excluded from Shop's synchronized folder, added to ShopTests by its exception set.
                "Widgets/Legacy.swift": "ShopTests",
                // In Shop's folder and added to ShopTests: a tie goes to the non-test module.
                "Widgets/Sub/Chart.swift": "Shop",
            ])
        #expect(assignment.diagnostics == [])
        #expect(assignment.manifestAttributedFiles.count == 9)
        // The other modules that compile a file are kept, for the inventory's `alsoIn`.
        #expect(
            assignment.sharedModules == ["App/Helpers/Format.swift": ["Kit"], "Widgets/Sub/Chart.swift": ["ShopTests"]])
    }

    @Test func targetsBecomeModulesWithKindsTestFlagsAndDependencies() {
        let summary = assignment.modules.map { "\($0.name) \($0.kind) test=\($0.isTest) deps=\($0.dependencies)" }
        #expect(
            summary == [
                "App folder test=false deps=[]",
                "Kit xcode test=false deps=[]",
                "Shop xcode test=false deps=[\"Kit\"]",
                "ShopTests xcode test=true deps=[\"Kit\", \"Shop\"]",
            ])
        #expect(assignment.module(named: "Shop")?.manifest == "Shop.xcodeproj/project.pbxproj")
    }

    @Test func swiftPackageProductsOfRxSwiftCarryTheirLines() {
        #expect(
            assignment.module(named: "Shop")?.rxDependencies.map(\.summary) == [
                "RxSwift@Shop.xcodeproj/project.pbxproj:123",
                "RxCocoa@Shop.xcodeproj/project.pbxproj:124",
                "RxSwift@Shop.xcodeproj/project.pbxproj:193",
                // A package no target links is still there to delete; Alamofire is no Rx package.
                "RxDataSources@Shop.xcodeproj/project.pbxproj:201",
            ])
        #expect(assignment.module(named: "Kit")?.rxDependencies == [])
    }

    /// Moya's package gives `RxMoya` and `Moya`: the cleanup drops the RxMoya product and keeps the package,
    /// which a target still takes the plain product from.
    @Test func aPackageThatAlsoGivesAPlainProductIsNotListedForDeletion() {
        let (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
        func edited(_ products: String) -> [ManifestFile] {
            manifests.map { manifest in
                guard manifest.path.hasSuffix(".pbxproj") else { return manifest }
                let text = String(decoding: manifest.bytes, as: UTF8.self)
                    .replacingOccurrences(
                        of: "https://github.com/Alamofire/Alamofire.git", with: "https://github.com/Moya/Moya"
                    )
                    .replacingOccurrences(
                        of: "name = Kit;",
                        with:
                            "name = Kit; packageProductDependencies = (P0000000000000000000K001, P0000000000000000000K002, );"
                    )
                    .replacingOccurrences(of: "/* End XCSwiftPackageProductDependency section */", with: products)
                return ManifestFile(path: manifest.path, bytes: Array(text.utf8))
            }
        }
        func product(_ id: String, _ name: String) -> String {
            "\(id) = {isa = XCSwiftPackageProductDependency; package = K0000000000000000000R003; productName = \(name); };\n"
        }
        let mixed = edited(
            product("P0000000000000000000K001", "RxMoya") + product("P0000000000000000000K002", "Moya")
                + "/* End XCSwiftPackageProductDependency section */")
        let kit = ModuleResolver.resolve(manifests: mixed, swiftFiles: swiftFiles).module(named: "Kit")
        #expect(kit?.rxDependencies.map(\.summary) == ["RxMoya@Shop.xcodeproj/project.pbxproj:133"])
        let rxOnly = edited(
            product("P0000000000000000000K001", "RxMoya") + product("P0000000000000000000K002", "RxMoya")
                + "/* End XCSwiftPackageProductDependency section */")
        let alone = ModuleResolver.resolve(manifests: rxOnly, swiftFiles: swiftFiles).module(named: "Kit")
        #expect(alone?.rxDependencies.map(\.summary).contains("Moya@Shop.xcodeproj/project.pbxproj:209") == true)
    }

    @Test func rxFrameworksLinkedInAFrameworksPhaseCarryTheirLines() {
        #expect(
            assignment.module(named: "ShopTests")?.rxDependencies.map(\.summary) == [
                "RxTest@Shop.xcodeproj/project.pbxproj:178"
            ])
    }

    @Test func projectsInSubfoldersResolvePathsFromTheirOwnFolder() {
        let (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
        let moved = manifests.map { ManifestFile(path: "ios/" + $0.path, bytes: $0.bytes) }
        let result = ModuleResolver.resolve(manifests: moved, swiftFiles: swiftFiles.map { "ios/" + $0 })
        #expect(result.fileModules["ios/Kit/Net/Networking.swift"] == "Kit")
        #expect(result.fileModules["ios/App/Unlisted.swift"] == "ios")
    }

    /// Xcode on a case-insensitive disk compiles `appDelegate.swift` for the project's `AppDelegate.swift`.
    @Test func aFileNamedInOtherLetterCaseGoesToTheTargetThatNamesItWithANote() {
        let (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
        let renamed = [
            "App/AppDelegate.swift": "App/appDelegate.swift", "Kit/Net/Networking.swift": "Kit/net/Networking.swift",
        ]
        let result = ModuleResolver.resolve(manifests: manifests, swiftFiles: swiftFiles.map { renamed[$0] ?? $0 })
        #expect(result.fileModules["App/appDelegate.swift"] == "Shop")
        #expect(result.fileModules["Kit/net/Networking.swift"] == "Kit")
        #expect(result.fileModules.values.contains { $0.hasSuffix("(no target)") } == false)
        #expect(
            result.diagnostics.map(\.description) == [
                "App/appDelegate.swift: warning: Shop.xcodeproj/project.pbxproj names it 'App/AppDelegate.swift', in "
                    + "other letter case; module 'Shop' compiles it, as Xcode does on a case-insensitive disk",
                "Kit/net/Networking.swift: warning: Shop.xcodeproj/project.pbxproj names it "
                    + "'Kit/Net/Networking.swift', in other letter case; module 'Kit' compiles it, as Xcode does on a "
                    + "case-insensitive disk",
            ])
        #expect(result.diagnostics.map(\.isInformational) == [true, true])
    }

    /// A folder in other letter case than the project names it gets one note for all its files, not one per file
    /// (a real app's project named `SanLibraryV3/` for `SANLibraryV3/` on disk: 529 notes otherwise).
    @Test func aFolderNamedInOtherLetterCaseGetsOneNoteForItsFiles() {
        let (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
        let renamed = [
            "Kit/Kit.swift": "kit/Kit.swift", "Kit/Net/Networking.swift": "kit/Net/Networking.swift",
            "App/AppDelegate.swift": "App/appDelegate.swift",
        ]
        let result = ModuleResolver.resolve(manifests: manifests, swiftFiles: swiftFiles.map { renamed[$0] ?? $0 })
        #expect(result.fileModules["kit/Kit.swift"] == "Kit")
        #expect(result.fileModules["kit/Net/Networking.swift"] == "Kit")
        #expect(
            result.diagnostics.map(\.description) == [
                "App/appDelegate.swift: warning: Shop.xcodeproj/project.pbxproj names it 'App/AppDelegate.swift', in "
                    + "other letter case; module 'Shop' compiles it, as Xcode does on a case-insensitive disk",
                "kit: warning: Shop.xcodeproj/project.pbxproj names this folder 'Kit', in other letter case, for 2 "
                    + "files; module 'Kit' compiles them, as Xcode does on a case-insensitive disk",
            ])
        #expect(ModuleBuilder.differingFolder("a/B/c/D.swift", "a/b/C/D.swift") == ("a/B", "a/b"))
        #expect(ModuleBuilder.differingFolder("a/b/d.swift", "a/b/D.swift") == ("", ""))
    }

    /// The file of the exact name is the one the project means; of two that differ only in case, neither is.
    @Test func aFileInOtherLetterCaseBesideAnotherCandidateStaysOutOfTheTarget() {
        let (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
        let exact = ModuleResolver.resolve(manifests: manifests, swiftFiles: swiftFiles + ["App/appdelegate.swift"])
        #expect(exact.fileModules["App/AppDelegate.swift"] == "Shop")
        #expect(exact.fileModules["App/appdelegate.swift"] == "App")
        #expect(exact.diagnostics == [])
        let twins =
            swiftFiles.filter { $0 != "App/AppDelegate.swift" } + ["App/appDelegate.swift", "App/APPDELEGATE.swift"]
        let ambiguous = ModuleResolver.resolve(manifests: manifests, swiftFiles: twins)
        #expect(ambiguous.fileModules["App/appDelegate.swift"] == "App")
        #expect(ambiguous.fileModules["App/APPDELEGATE.swift"] == "App")
        #expect(ambiguous.diagnostics == [])
    }
}

/// A file two targets compile counts once, and the inventory, the summary and its task say which others do.
@Test func aFileTwoTargetsCompileNamesTheOtherInTheInventoryTheSummaryAndItsTask() throws {
    let (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
    var files: [String: String] = [:]
    for manifest in manifests { files["/repo/" + manifest.path] = String(decoding: manifest.bytes, as: UTF8.self) }
    for path in swiftFiles { files["/repo/" + path] = "import RxSwift\nlet bag = DisposeBag()\n" }
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let shared = inventory.files.filter { !$0.alsoIn.isEmpty }.map { "\($0.path) \($0.module) \($0.alsoIn)" }
    #expect(shared == ["App/Helpers/Format.swift Shop [\"Kit\"]", "Widgets/Sub/Chart.swift Shop [\"ShopTests\"]"])
    #expect(inventory.occurrenceCount == swiftFiles.count)
    #expect(ScanSummary.render(inventory).contains("2 files with Rx are compiled into more than one module"))
    var json: [UInt8] = []
    InventoryJSON.writeBytes(inventory) { json += $0 }
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
    let written = try #require(document["files"] as? [[String: Any]])
    #expect(
        written.compactMap { ($0["alsoIn"] as? [String])?.joined() }.filter { !$0.isEmpty } == ["Kit", "ShopTests"])

    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Helpers/Format.swift").first)
    let context = WorkspaceContext(plan: plan, sharedFiles: ["App/Helpers/Format.swift": ["Kit"]])
    let text = TaskMarkdown.body(task, context: context)
    #expect(text.contains("Also compiled into `Kit`: build and test that module too."))
}

/// A call from a module that compiles the declaring file too reaches its API, as a call in that module.
@Test func aCallFromAnotherModuleThatCompilesTheDeclaringFileReachesIt() throws {
    let (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
    var files: [String: String] = [:]
    for manifest in manifests { files["/repo/" + manifest.path] = String(decoding: manifest.bytes, as: UTF8.self) }
    for path in swiftFiles { files["/repo/" + path] = "import Foundation\n" }
    files["/repo/App/Helpers/Format.swift"] = "import RxSwift\nfunc formatted() -> Observable<String> { .never() }\n"
    files["/repo/Widgets/Clock.swift"] = "import RxSwift\nfunc formatted() -> Observable<String> { .never() }\n"
    files["/repo/Kit/Kit.swift"] = "import RxSwift\nfunc use() { _ = formatted() }\n"
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let format = try #require(inventory.files.first { $0.path == "App/Helpers/Format.swift" })
    let clock = try #require(inventory.files.first { $0.path == "Widgets/Clock.swift" })
    #expect(format.module == "Shop" && format.alsoIn == ["Kit"] && clock.module == "Shop")
    // Of two `formatted()` in Shop, Kit's call is the one Kit compiles too.
    #expect(format.apis.first?.callers.map(\.path) == ["Kit/Kit.swift"])
    #expect(clock.apis.first?.callers == [])
}

@Test func aFileLeftAmongATargetsFilesThatNoTargetListsIsThatTargetsNoTargetModule() {
    let assignment = ProjectFixtures.resolve("xcode-orphan")
    #expect(
        assignment.fileModules == [
            "Demo/Sources/UI Layer/Screen.swift": "Demo",
            // Beside the files Demo lists, in no target: not a module named after its folder (`UI Layer`).
            "Demo/Sources/UI Layer/Old/OldViewModel.swift": "Demo (no target)",
            // Under no folder of a target's listed files: the folder fallback.
            "Scripts/Release.swift": "Scripts",
        ])
    #expect(assignment.manifestAttributedFiles == ["Demo/Sources/UI Layer/Screen.swift"])
    let modules = assignment.modules.map { "\($0.name) \($0.kind) test=\($0.isTest)" }
    #expect(modules == ["Demo xcode test=false", "Demo (no target) folder test=false", "Scripts folder test=false"])
}

/// A framework only embedded by a Copy Files phase (Carthage's Embed Frameworks, with the library on the search
/// path) is an Rx line of the target like a Frameworks phase entry, and so are the paths naming one in its `carthage
/// copy-frameworks` Run Script phase; a framework of another project of the workspace,
/// linked from the build folder, is a module dependency.
@Test func embeddedRxFrameworksAndWorkspaceProductsAreRead() {
    let app = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 48; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        B2 = {isa = PBXBuildFile; fileRef = R2; };
        B3 = {isa = PBXBuildFile; fileRef = R3; };
        R1 = {isa = PBXFileReference; path = Feed.swift; sourceTree = "<group>"; };
        R2 = {isa = PBXFileReference; path = Domain.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        R3 = {isa = PBXFileReference; path = Carthage/Build/iOS/RxSwift.framework; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2, R2, R3); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); path = App; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        P2 = {isa = PBXFrameworksBuildPhase; files = (B2); };
        P3 = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 10; files = (
            B3
        ); };
        P4 = {isa = PBXShellScriptBuildPhase; inputPaths = (
            "$(SRCROOT)/Carthage/Build/iOS/Alamofire.framework",
            "$(SRCROOT)/Carthage/Build/iOS/RxCocoa.framework",
        ); outputPaths = (
            "$(BUILT_PRODUCTS_DIR)/$(FRAMEWORKS_FOLDER_PATH)/RxCocoa.framework",
        ); shellScript = "/usr/local/bin/carthage copy-frameworks\n"; };
        P5 = {isa = PBXShellScriptBuildPhase; name = "[CP] Embed Pods Frameworks"; inputPaths = (
            "${BUILT_PRODUCTS_DIR}/RxRelay/RxRelay.framework",
        ); shellScript = "${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks.sh\n"; };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1, P2, P3, P4, P5); name = App;
            productType = "com.apple.product-type.application"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        }; rootObject = J1; }
        """
    let domain = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 48; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        R1 = {isa = PBXFileReference; path = Entity.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); path = Domain; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = Domain;
            productType = "com.apple.product-type.framework"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        }; rootObject = J1; }
        """
    let result = ModuleResolver.resolve(
        manifests: [
            ManifestFile(path: "App.xcodeproj/project.pbxproj", text: app),
            ManifestFile(path: "Domain.xcodeproj/project.pbxproj", text: domain),
        ],
        swiftFiles: ["App/Feed.swift", "Domain/Entity.swift"])
    #expect(
        result.modules.map { "\($0.name) deps=\($0.dependencies) rx=\($0.rxDependencies.map(\.summary))" } == [
            // `carthage copy-frameworks` copies RxCocoa by its input and output paths; `pod install` rewrites the
            // CocoaPods phase.
            "App deps=[\"Domain\"] rx=[\"RxSwift@App.xcodeproj/project.pbxproj:14\", "
                + "\"RxCocoa@App.xcodeproj/project.pbxproj:18\", \"RxCocoa@App.xcodeproj/project.pbxproj:20\"]",
            "Domain deps=[] rx=[]",
        ])
}

/// RxDataSources' `Differentiator.framework` comes with RxDataSources (Carthage builds it as its dependency): an Rx
/// line of the target, which the cleanup removes with RxDataSources' own, or linking fails once it is gone.
@Test func rxDataSourcesDifferentiatorFrameworkIsAnRxLine() {
    let app = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 48; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        B2 = {isa = PBXBuildFile; fileRef = R2; };
        B3 = {isa = PBXBuildFile; fileRef = R3; };
        R1 = {isa = PBXFileReference; path = Feed.swift; sourceTree = "<group>"; };
        R2 = {isa = PBXFileReference; path = Carthage/Build/iOS/RxDataSources.framework; sourceTree = "<group>"; };
        R3 = {isa = PBXFileReference; path = Carthage/Build/iOS/Differentiator.framework; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2, R2, R3); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); path = App; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        P2 = {isa = PBXFrameworksBuildPhase; files = (B2, B3); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1, P2); name = App;
            productType = "com.apple.product-type.application"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        }; rootObject = J1; }
        """
    let result = ModuleResolver.resolve(
        manifests: [ManifestFile(path: "App.xcodeproj/project.pbxproj", text: app)], swiftFiles: ["App/Feed.swift"])
    #expect(
        result.modules.map { "\($0.name) rx=\($0.rxDependencies.map(\.summary))" } == [
            "App rx=[\"Differentiator@App.xcodeproj/project.pbxproj:12\", "
                + "\"RxDataSources@App.xcodeproj/project.pbxproj:12\"]"
        ])
}

/// A package product linked only in a Frameworks phase (`B3 /* RxSwift in Frameworks */`, a `PBXBuildFile` whose
/// `productRef` is the product, and no `packageProductDependencies` entry) is an Rx line of the target, with its
/// package's line once; beside a product entry, the entry's line stands for it, until the entry alone is deleted.
@Test func rxPackageProductsLinkedOnlyInAFrameworksPhaseCarryTheirLines() throws {
    let project = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        B2 = {isa = PBXBuildFile; fileRef = R2; };
        B3 = {isa = PBXBuildFile; productRef = X1 /* RxSwift */; };
        B4 = {isa = PBXBuildFile; productRef = X2 /* RxCocoa */; };
        R1 = {isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
        R2 = {isa = PBXFileReference; path = Clock.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2, G3); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); path = App; sourceTree = "<group>"; };
        G3 = {isa = PBXGroup; children = (R2); path = Widget; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
        P3 = {isa = PBXFrameworksBuildPhase; files = (
            B3 /* RxSwift in Frameworks */,
            B4 /* RxCocoa in Frameworks */,
        ); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; buildPhases = (P2, P3); name = Widget; productType = "com.apple.product-type.app-extension"; };
        K1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/ReactiveX/RxSwift.git"; };
        X1 = {isa = XCSwiftPackageProductDependency; package = K1; productName = RxSwift; };
        X2 = {isa = XCSwiftPackageProductDependency; package = K1; productName = RxCocoa; };
        J1 = {isa = PBXProject; mainGroup = G1; packageReferences = (K1); targets = (T1, T2); };
        }; rootObject = J1; }
        """
    let manifest = "App.xcodeproj/project.pbxproj"
    func lines(_ text: String) -> [String] {
        ModuleResolver.resolve(
            manifests: [ManifestFile(path: manifest, text: text)], swiftFiles: ["App/Home.swift", "Widget/Clock.swift"]
        ).modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" }
    }
    let at = { (line: Int) in "\(manifest):\(line)" }
    #expect(
        lines(project) == ["App []", "Widget [\"RxSwift@\(at(15))\", \"RxCocoa@\(at(16))\", \"RxSwift@\(at(20))\"]"])
    // Xcode's usual shape, a product entry beside its Frameworks line: the entry's line, the package's once.
    let entry = project.replacingOccurrences(
        of: "name = Widget;", with: "name = Widget; packageProductDependencies = (X1);")
    #expect(lines(entry) == ["App []", "Widget [\"RxCocoa@\(at(16))\", \"RxSwift@\(at(19))\", \"RxSwift@\(at(20))\"]"])

    // The cleanup lists the Frameworks lines, and `verify` of it finds them while they are there.
    var files = ["/repo/" + manifest: project]
    files["/repo/App/Home.swift"] = "struct Home {}\n"
    files["/repo/Widget/Clock.swift"] = "struct Clock {}\n"
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
    #expect(cleanup.files.map(\.path) == [manifest])
    let removals = TaskCleanupSection.removals(
        cleanup, context: WorkspaceContext(plan: plan, modules: inventory.modules))
    #expect(removals.contains("   - `\(at(15))`: RxSwift (module Widget)\n   - `\(at(16))`: RxCocoa (module Widget)\n"))
    #expect(
        ScopeCheck.cleanupLeftovers(cleanup, in: inventory) == [
            "\(at(15)): RxSwift still brings Rx in", "\(at(16)): RxCocoa still brings Rx in",
            "\(at(20)): RxSwift still brings Rx in",
        ])
}
