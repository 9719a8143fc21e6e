import Testing

@testable import FarewellKit

/// The RxSwift versions lock files install and manifests allow, and what the plan says when the bridges need a
/// newer one.
@Suite struct ProjectRxSwiftVersionTests {
    private func versions(_ manifests: [(String, String)], files: [String] = ["App/A.swift"]) -> ModuleAssignment {
        ModuleResolver.resolve(
            manifests: manifests.map { ManifestFile(path: $0.0, bytes: Array($0.1.utf8)) }, swiftFiles: files)
    }

    private func summary(_ versions: [RxSwiftVersion]) -> [String] {
        versions.map { "\($0.location) \($0.isInstalled ? "installed" : "allows") \($0.requirement)" }
    }

    @Test func cocoaPodsRequirementsAndTheLockedVersionAreRead() {
        let podfile = """
            platform :ios, '13.0'
            target 'App' do
              pod 'RxCocoa', '~> 5.0'
              pod('RxSwift', '~> 5.1')
              pod 'Moya/RxSwift', '~> 14.0'
            end
            """
        let lock = """
            PODS:
              - Moya/RxSwift (14.0.0):
                - RxSwift (~> 5.0)
              - RxCocoa (5.1.1):
                - RxRelay (~> 5)
              - RxSwift (5.1.1)

            DEPENDENCIES:
              - RxSwift (~> 5.1)
            """
        let assignment = versions([("Podfile", podfile), ("Podfile.lock", lock)])
        #expect(summary(assignment.rxSwiftVersions) == ["Podfile:4 allows ~> 5.1", "Podfile.lock:6 installed 5.1.1"])
        let deciding = RxSwiftVersionAdvice.deciding(assignment.rxSwiftVersions)
        #expect(deciding?.requirement == "5.1.1", "the lock file says what is installed")
        #expect(deciding.map { !$0.allows([6]) } == true)
    }

    @Test func comparisonsBoundTheVersionsTheyAllow() {
        let place = SourceLocation(path: "Podfile", line: 1)
        func highest(_ comparisons: [String]) -> String? {
            RxSwiftVersionReader.comparisonRequirement(comparisons, location: place).map {
                ($0.highest ?? []).map(String.init).joined(separator: ".") + ($0.includesHighest ? "]" : ")")
            }
        }
        #expect(highest(["~> 5.0"]) == "6)")
        #expect(highest(["~> 6.2.1"]) == "6.3)")
        #expect(highest(["~> 5"]) == "6)")
        #expect(highest(["5.1.1"]) == "5.1.1]")
        #expect(highest(["= 6.0"]) == "6.0]")
        #expect(highest(["== 6.5.0"]) == "6.5.0]")
        #expect(highest([">= 5.0", "< 6.5"]) == "6.5)")
        #expect(highest(["<= 6.2"]) == "6.2]")
        #expect(highest([">= 5.0"]) == nil, "no highest version")
        #expect(highest(["main"]) == nil, "a branch")
        #expect(highest([]) == nil)
        let allowed = RxSwiftVersionReader.comparisonRequirement(["~> 6.2.1"], location: place)
        #expect(allowed.map { $0.allows([6]) && !$0.allows([6, 5]) } == true)
        let exact = RxSwiftVersionReader.comparisonRequirement(["6.5.0"], location: place)
        #expect(exact.map { $0.allows([6, 5]) && !$0.allows([6, 6]) } == true)
    }

    @Test func swiftPackageRequirementsAndResolvedPinsAreRead() {
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Core",
                dependencies: [
                    .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.2.0"),
                    .package(url: "https://github.com/Moya/Moya.git", .upToNextMajor(from: "15.0.0")),
                ],
                targets: [.target(name: "Core", dependencies: ["RxSwift"])]
            )
            """
        let resolvedV2 = """
            {
              "pins" : [
                {
                  "identity" : "moya",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/Moya/Moya.git",
                  "state" : { "revision" : "abc", "version" : "15.0.0" }
                },
                {
                  "identity" : "rxswift",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/ReactiveX/RxSwift.git",
                  "state" : { "revision" : "def", "version" : "6.2.0" }
                }
              ],
              "version" : 2
            }
            """
        let resolvedV1 = """
            {
              "object": {
                "pins": [
                  {
                    "package": "RxSwift",
                    "repositoryURL": "https://github.com/ReactiveX/RxSwift",
                    "state": { "branch": null, "revision": "abc", "version": "5.1.1" }
                  }
                ]
              },
              "version": 1
            }
            """
        let assignment = versions(
            [
                ("Core/Package.swift", package), ("Core/Package.resolved", resolvedV2),
                ("Old/Package.resolved", resolvedV1),
            ],
            files: ["Core/Sources/Core/A.swift"])
        #expect(
            summary(assignment.rxSwiftVersions) == [
                "Core/Package.resolved:12 installed 6.2.0", "Core/Package.swift:6 allows from: 6.2.0",
                "Old/Package.resolved:6 installed 5.1.1",
            ])
        #expect(
            RxSwiftVersionAdvice.deciding(assignment.rxSwiftVersions)?.requirement == "5.1.1", "the lowest installed")
        let broken = versions([("Package.resolved", "{ \"pins\": [")])
        #expect(
            broken.diagnostics.map(\.description) == [
                "Package.resolved: warning: malformed Package.resolved: not a JSON object"
            ])
    }

    @Test func tuistXcodeAndCarthageRequirementsAreRead() {
        let dependencies = """
            import ProjectDescription
            let dependencies = Dependencies(
                swiftPackageManager: SwiftPackageManagerDependencies([
                    .remote(url: "https://github.com/ReactiveX/RxSwift", requirement: .upToNextMinor(from: "6.2.0")),
                ])
            )
            """
        let project = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; targets = (); packageReferences = (R, S); };
                R = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/ReactiveX/RxSwift.git";
                    requirement = { kind = upToNextMajorVersion; minimumVersion = 6.5.0; }; };
                S = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/ReactiveX/RxSwift";
                    requirement = { kind = versionRange; minimumVersion = 5.0.0; maximumVersion = 6.0.0; }; };
            }; rootObject = P; }
            """
        let cartfile = """
            # networking
            github "ReactiveX/RxSwift" ~> 6.0
            github "Moya/Moya" ~> 15.0
            """
        let assignment = versions([
            ("Tuist/Dependencies.swift", dependencies), ("App.xcodeproj/project.pbxproj", project),
            ("Cartfile", cartfile), ("Cartfile.resolved", "github \"ReactiveX/RxSwift\" \"6.1.0\"\n"),
        ])
        #expect(
            summary(assignment.rxSwiftVersions) == [
                "App.xcodeproj/project.pbxproj:4 allows upToNextMajorVersion 6.5.0",
                "App.xcodeproj/project.pbxproj:6 allows versionRange 5.0.0..<6.0.0",
                "Cartfile:2 allows ~> 6.0", "Cartfile.resolved:1 installed 6.1.0",
                "Tuist/Dependencies.swift:4 allows .upToNextMinor(from: 6.2.0)",
            ])
        let requirements = assignment.rxSwiftVersions.filter { !$0.isInstalled }
        #expect(RxSwiftVersionAdvice.deciding(requirements)?.requirement == "versionRange 5.0.0..<6.0.0")
    }

    /// The walker enters no workspace, but reads the `Package.resolved` Xcode keeps in one (of a project's own
    /// workspace too), and Tuist's `.package.resolved`; not a vendored workspace's.
    @Test func aWorkspacesResolvedPackagesAreRead() throws {
        let pin = { (version: String) in
            "{ \"pins\" : [ { \"identity\" : \"rxswift\", \"location\" : "
                + "\"https://github.com/ReactiveX/RxSwift.git\", \"state\" : { \"version\" : \"\(version)\" } } ] }\n"
        }
        let fileSystem = InMemoryFileSystem([
            "/repo/App/A.swift": "import RxSwift\nlet a = Observable.just(1)\n",
            "/repo/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": pin("5.1.1"),
            "/repo/App.xcworkspace/xcshareddata/swiftpm/Package.resolved": pin("6.1.0"),
            "/repo/.package.resolved": pin("6.5.0"),
            "/repo/Pods/Pods.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": pin("4.0.0"),
        ])
        let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
        #expect(
            summary(inventory.rxSwiftVersions) == [
                ".package.resolved:1 installed 6.5.0",
                "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved:1 installed 5.1.1",
                "App.xcworkspace/xcshareddata/swiftpm/Package.resolved:1 installed 6.1.0",
            ])
        #expect(
            inventory.diagnostics.contains { $0.isInformational && $0.message.hasPrefix("RxSwift 5.1.1 installed") })
    }

    /// A project's own workspace keeps a `Package.resolved` that its project, which references no Swift package (its
    /// RxSwift comes from CocoaPods), no longer resolves: a stale file whose pins say nothing of what builds. One of a
    /// project referencing packages is read.
    @Test func aProjectsResolvedPackagesAreStaleWhenItReferencesNoPackage() {
        let pin =
            "{ \"pins\" : [ { \"identity\" : \"rxswift\", \"location\" : "
            + "\"https://github.com/ReactiveX/RxSwift.git\", \"state\" : { \"version\" : \"6.1.0\" } } ] }\n"
        let resolved = "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
        let plain = "// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 55; objects = { }; rootObject = A; }\n"
        let withPackage =
            "// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 55; objects = { P = { isa = "
            + "XCRemoteSwiftPackageReference; repositoryURL = \"https://github.com/ReactiveX/RxSwift.git\"; }; }; "
            + "rootObject = A; }\n"
        let stale = versions([("App.xcodeproj/project.pbxproj", plain), (resolved, pin)])
        #expect(summary(stale.rxSwiftVersions).isEmpty)
        let read = versions([("App.xcodeproj/project.pbxproj", withPackage), (resolved, pin)])
        #expect(summary(read.rxSwiftVersions) == ["\(resolved):1 installed 6.1.0"])
    }

    @Test func xcodeGenPackageRequirementsAreRead() {
        let spec = """
            name: App
            packages:
              RxSwift:
                url: https://github.com/ReactiveX/RxSwift
                from: 5.1.0
              Rx:
                url: https://github.com/ReactiveX/RxSwift.git
                minorVersion: "6.2.0"
              Moya:
                url: https://github.com/Moya/Moya
                from: 15.0.0
            targets:
              App: {type: application, platform: iOS, sources: [App]}
            """
        let assignment = versions([("project.yml", spec)])
        #expect(
            summary(assignment.rxSwiftVersions) == [
                "project.yml:3 allows from: 5.1.0", "project.yml:6 allows minorVersion: 6.2.0",
            ])
        #expect(RxSwiftVersionAdvice.deciding(assignment.rxSwiftVersions)?.requirement == "from: 5.1.0")
    }

    /// Two lock files installing an old RxSwift (an app and its sample app) are both named: by the scan's note, the
    /// foundation task's paragraph and `verify`, which would otherwise find the second only once the first is fixed.
    @Test func everyLockFileBelowWhatTheBridgesNeedIsNamed() throws {
        let first = try #require(
            RxSwiftVersion(installed: "4.5.0", location: SourceLocation(path: "Mall/Podfile.lock", line: 22)))
        let second = try #require(
            RxSwiftVersion(installed: "4.5.0", location: SourceLocation(path: "Base/Podfile.lock", line: 31)))
        let current = try #require(
            RxSwiftVersion(installed: "6.5.0", location: SourceLocation(path: "Kit/Podfile.lock", line: 9)))
        let versions = [first, second, current]
        let note = try #require(RxSwiftVersionAdvice.note(versions))
        #expect(note.path == "Base/Podfile.lock" && note.line == 31)
        #expect(note.message.hasSuffix("; also Mall/Podfile.lock:22 (4.5.0)"))
        let text = try #require(RxSwiftVersionAdvice.paragraph(versions, heading: "##"))
        #expect(text.contains("\n\nThe same holds for RxSwift 4.5.0 (`Mall/Podfile.lock:22`): upgrade each.\n"))
        let foundation = PlanTask(
            id: "T-001", title: "Bridges and share(history:) polyfill", slug: "foundation-bridges", kind: .foundation,
            wave: "W0", module: "", layer: .unknown, files: [], points: 1, flag: "")
        let inventory = Inventory(
            files: [], modules: [], scannedFiles: 0, scannedLines: 0, rxSwiftVersions: versions)
        let result = try #require(FoundationCheck.check(foundation, in: inventory, manifests: [:]))
        #expect(
            result.missing.filter { $0.contains("RxSwift 4.5.0") }.map { String($0.prefix(21)) } == [
                "Base/Podfile.lock:31:", "Mall/Podfile.lock:22:",
            ])
    }

    @Test func theFoundationTaskAndRulesSayToUpgradeOnlyBelowWhatTheBridgesNeed() throws {
        let place = SourceLocation(path: "Podfile.lock", line: 40)
        let old = try #require(RxSwiftVersion(installed: "5.1.1", location: place))
        let text = try #require(RxSwiftVersionAdvice.paragraph([old], heading: "##"))
        #expect(
            text.hasPrefix("## RxSwift version\n\nRxSwift 5.1.1 (`Podfile.lock:40`) is older than the bridges need"))
        #expect(text.contains("Upgrade RxSwift, RxCocoa and RxRelay to 6.5 or later first"))
        #expect(text.contains("`catchError` to `catch`"))
        let note = try #require(RxSwiftVersionAdvice.note([old]))
        #expect(note.isInformational && note.path == "Podfile.lock" && note.line == 40)
        #expect(note.message.contains("the plan's bridges need RxSwift 6"))

        let recent = try #require(RxSwiftVersion(installed: "6.2.0", location: place))
        let values = try #require(RxSwiftVersionAdvice.paragraph([recent], heading: "###"))
        #expect(values.hasPrefix("### RxSwift version\n\nRxSwift 6.2.0 (`Podfile.lock:40`) has no `single.value`"))
        #expect(values.contains("`try await single.asAsync()`") && !values.contains("Upgrade RxSwift, RxCocoa"))

        let current = try #require(RxSwiftVersion(installed: "6.5.0", location: place))
        #expect(RxSwiftVersionAdvice.paragraph([current], heading: "##") == nil)
        #expect(RxSwiftVersionAdvice.note([current]) == nil)
        #expect(RxSwiftVersionAdvice.paragraph([], heading: "##") == nil)
        let unbounded = RxSwiftVersion(requirement: ">= 5.0", highest: nil, includesHighest: false, location: place)
        #expect(RxSwiftVersionAdvice.paragraph([unbounded], heading: "##") == nil)
    }
    /// RxSwift pinned to a commit (`Cartfile.resolved`, a `Package.resolved` pin of a branch or revision) installs
    /// a version nothing states: the scan says so, and the foundation task and rules say what to check and do for
    /// either side of 6 and 6.5; a version stated elsewhere decides instead.
    @Test func anRxSwiftPinnedToACommitIsAnUnknownVersionTheScanAndPlanSpeakOf() throws {
        let cartfile = """
            github "ReactiveX/RxSwift" "4b42d62e34e278f677e9788c1e4c2db2a65f88ce"
            github "RxSwiftCommunity/RxDataSources" "4.0.1"
            """
        let resolved = """
            { "pins": [ { "identity": "rxswift", "kind": "remoteSourceControl",
              "location": "https://github.com/ReactiveX/RxSwift.git",
              "state": { "branch": "main", "revision": "b4307ba0b6425c0ba4178e138799946c3da594f8" } } ], "version": 2 }
            """
        // The Cartfile still requires RxSwift, without a version.
        let assignment = versions([
            ("Cartfile", "github \"ReactiveX/RxSwift\"\n"), ("Cartfile.resolved", cartfile),
            ("Package.resolved", resolved),
        ])
        #expect(
            summary(assignment.rxSwiftVersions) == [
                "Cartfile.resolved:1 installed commit 4b42d62e",
                "Package.resolved:2 installed branch main at commit b4307ba0",
            ])
        #expect(RxSwiftVersionAdvice.deciding(assignment.rxSwiftVersions) == nil)
        let note = try #require(RxSwiftVersionAdvice.note(assignment.rxSwiftVersions))
        #expect(
            note.description
                == "Cartfile.resolved:1: warning: RxSwift commit 4b42d62e installed: its version is unknown, and the "
                + "plan's bridges need RxSwift 6 (`value` and `values` 6.5); the plan's foundation task says what to "
                + "check")
        let text = try #require(RxSwiftVersionAdvice.paragraph(assignment.rxSwiftVersions, heading: "##"))
        #expect(
            text.hasPrefix(
                "## RxSwift version\n\nRxSwift is pinned to commit 4b42d62e (`Cartfile.resolved:1`), a version "
                    + "nothing here states: find out which release it is."))
        #expect(text.contains("Upgrade RxSwift, RxCocoa and RxRelay to 6.5 or later first"))
        #expect(text.contains("`try await single.asAsync()`"))
        // A branch's pin is no commit the project chose: the next resolution moves it.
        let branch = versions([("Package.resolved", resolved)])
        #expect(
            try #require(RxSwiftVersionAdvice.note(branch.rxSwiftVersions)).description.hasPrefix(
                "Package.resolved:2: warning: RxSwift branch main at commit b4307ba0 installed: its version is unknown")
        )
        #expect(
            try #require(RxSwiftVersionAdvice.paragraph(branch.rxSwiftVersions, heading: "##")).hasPrefix(
                "## RxSwift version\n\nRxSwift follows the branch main at commit b4307ba0 (`Package.resolved:2`), "
                    + "which the next package resolution moves; nothing here states its version: find out which "
                    + "release it is."))
        // A version a lock file states wins over a pin it cannot read.
        let place = SourceLocation(path: "Podfile.lock", line: 4)
        let stated = try #require(RxSwiftVersion(installed: "6.5.0", location: place))
        #expect(RxSwiftVersionAdvice.note(assignment.rxSwiftVersions + [stated]) == nil)
        #expect(RxSwiftVersionAdvice.paragraph(assignment.rxSwiftVersions + [stated], heading: "##") == nil)
    }

    /// A `Podfile.lock` still lists what an earlier `pod install` installed: a pod no Podfile line reaches any more
    /// (the Rx pods deleted, `pod install` not run yet) states no version the plan depends on.
    @Test func aPodfileLockPinNoPodfileLineReachesGivesNoVersion() throws {
        let lock = """
            PODS:
              - Alamofire (5.4.0)
              - RxCocoa (5.1.1):
                - RxRelay (~> 5)
                - RxSwift (~> 5)
              - RxRelay (5.1.1):
                - RxSwift (~> 5)
              - RxSwift (5.1.1)
            """
        let reached = versions([("Podfile", "target 'App' do\n  pod 'RxCocoa'\nend\n"), ("Podfile.lock", lock)])
        #expect(summary(reached.rxSwiftVersions) == ["Podfile.lock:8 installed 5.1.1"], "through RxCocoa")
        let stale = versions([("Podfile", "target 'App' do\n  pod 'Alamofire'\nend\n"), ("Podfile.lock", lock)])
        #expect(summary(stale.rxSwiftVersions) == [])
        #expect(RxSwiftVersionAdvice.note(stale.rxSwiftVersions) == nil)
        // A pod whose name Ruby computes may be any pod: the lock's pins still count.
        let computed = versions([("Podfile", "target 'App' do\n  pod name\nend\n"), ("Podfile.lock", lock)])
        #expect(summary(computed.rxSwiftVersions) == ["Podfile.lock:8 installed 5.1.1"])
    }

    /// Below RxSwift 6, the foundation task names the libraries the lock files install that pin RxSwift to an older
    /// major and so must be upgraded with it: from `Podfile.lock`'s requirements (on RxSwift's libraries, or on a
    /// library built on it below its first release for RxSwift 6), else from that release for a pin of
    /// `Cartfile.resolved`; a pin of an Rx library the table does not know is to check.
    @Test func theUpgradeParagraphNamesTheLibrariesThatPinAnOlderRxSwift() throws {
        let podfile = """
            target 'App' do
              pod 'RxGesture'
              pod 'Moya/RxSwift', '~> 14.0'
              pod 'Action'
              pod 'SectionKit'
              target 'AppTests' do
                pod 'RxNimble/RxBlocking'
              end
            end
            """
        let lock = """
            PODS:
              - Action (4.2.0):
                - RxCocoa (< 7.0, >= 5.0)
                - RxSwift (< 7.0, >= 5.0)
              - Alamofire (5.4.0)
              - Differentiator (4.0.1)
              - Moya/Core (14.0.0):
                - Alamofire (~> 5.0)
              - Moya/RxSwift (14.0.0):
                - Moya/Core
                - RxSwift (~> 5.0)
              - Nimble (8.1.2)
              - RxBlocking (5.1.1):
                - RxSwift (~> 5.1)
              - RxCocoa (5.1.1):
                - RxRelay (~> 5)
                - RxSwift (~> 5)
              - RxDataSources (4.0.1):
                - Differentiator (~> 4.0)
                - RxCocoa (~> 5.0)
                - RxSwift (~> 5.0)
              - RxGesture (3.0.2):
                - RxCocoa (~> 5)
                - RxSwift (~> 5)
              - RxNimble/Core (4.6.0):
                - Nimble (~> 8.0)
                - RxSwift (~> 5.0)
              - RxNimble/RxBlocking (4.6.0):
                - RxBlocking
                - RxNimble/Core
              - RxRelay (5.1.1):
                - RxSwift (~> 5)
              - RxSwift (5.1.1)
              - SectionKit (1.2.0):
                - RxDataSources (~> 4.0)

            DEPENDENCIES:
              - RxGesture
            """
        let cartfile = """
            github "Moya/Moya" ~> 14.0
            github "RxSwiftCommunity/RxRealm" ~> 2.0
            github "RxSwiftCommunity/RxKeyboard" ~> 2.0
            """
        let resolved = """
            github "Moya/Moya" "14.0.0"
            github "ReactiveX/RxSwift" "5.1.1"
            github "RxSwiftCommunity/RxKeyboard" "2.0.0"
            github "RxSwiftCommunity/RxRealm" "2.0.0"
            """
        let assignment = versions([
            ("Podfile", podfile), ("Podfile.lock", lock), ("Widget/Cartfile", cartfile),
            ("Widget/Cartfile.resolved", resolved),
        ])
        #expect(
            assignment.rxSwiftDependents.map(\.description) == [
                "Moya 14.0.0 (Podfile.lock:9, RxSwift (~> 5.0))", "Moya 14.0.0 (Widget/Cartfile.resolved:1)",
                "RxBlocking 5.1.1 (Podfile.lock:13, RxSwift (~> 5.1))",
                "RxDataSources 4.0.1 (Podfile.lock:18, RxCocoa (~> 5.0))",
                "RxGesture 3.0.2 (Podfile.lock:22, RxCocoa (~> 5))",
                "RxNimble 4.6.0 (Podfile.lock:25, RxSwift (~> 5.0))",
                "RxRealm 2.0.0 (Widget/Cartfile.resolved:4)",
                "SectionKit 1.2.0 (Podfile.lock:34, RxDataSources (~> 4.0))",
            ])
        let text = try #require(
            RxSwiftVersionAdvice.paragraph(
                assignment.rxSwiftVersions, dependents: assignment.rxSwiftDependents, heading: "##"))
        #expect(
            text.hasSuffix(
                """
                These libraries the lock files install (or a Podfile without one requires) need an RxSwift older \
                than 6: upgrade them with it, in the same pull request.

                - Moya 14.0.0 (`Podfile.lock:9`, requires `RxSwift (~> 5.0)`): to 15.0.0 or later
                - Moya 14.0.0 (`Widget/Cartfile.resolved:1`): to 15.0.0 or later
                - RxBlocking 5.1.1 (`Podfile.lock:13`, requires `RxSwift (~> 5.1)`): to RxSwift's version
                - RxDataSources 4.0.1 (`Podfile.lock:18`, requires `RxCocoa (~> 5.0)`): to 5.0.0 or later
                - RxGesture 3.0.2 (`Podfile.lock:22`, requires `RxCocoa (~> 5)`): to 4.0.0 or later
                - RxNimble 4.6.0 (`Podfile.lock:25`, requires `RxSwift (~> 5.0)`): to 5.1.0 or later
                - RxRealm 2.0.0 (`Widget/Cartfile.resolved:4`): check which release supports RxSwift 6
                - SectionKit 1.2.0 (`Podfile.lock:34`, requires `RxDataSources (~> 4.0)`): check which release \
                supports RxSwift 6

                """))
        // A Podfile without a lock beside it: its requirements below a library's first release for RxSwift 6 tell.
        let unlocked = """
            target 'Data' do
              pod 'RxSwift', '~> 5'
              pod 'Moya/RxSwift', '~> 14.0'
              pod 'RxDataSources', '~> 5.0'
            end
            """
        let podfileOnly = versions([("Podfile", unlocked)])
        #expect(podfileOnly.rxSwiftDependents.map(\.description) == ["Moya ~> 14.0 (Podfile:3)"])
        let unlockedText = try #require(
            RxSwiftVersionAdvice.paragraph(
                podfileOnly.rxSwiftVersions, dependents: podfileOnly.rxSwiftDependents, heading: "##"))
        #expect(unlockedText.contains("- Moya ~> 14.0 (`Podfile:3`): to 15.0.0 or later"))
        // A `Package.resolved` states versions only, as `Cartfile.resolved` does.
        let package = """
            { "pins": [ { "identity": "moya", "location": "https://github.com/Moya/Moya.git",
              "state": { "revision": "abc", "version": "14.0.0" } } ], "version": 2 }
            """
        #expect(
            versions([("Package.resolved", package)]).rxSwiftDependents.map(\.description) == [
                "Moya 14.0.0 (Package.resolved:1)"
            ])
        // RxSwift 6 installed: nothing to upgrade, whatever the table says.
        let place = SourceLocation(path: "Podfile.lock", line: 1)
        let current = try #require(RxSwiftVersion(installed: "6.5.0", location: place))
        #expect(
            RxSwiftVersionAdvice.paragraph([current], dependents: assignment.rxSwiftDependents, heading: "##") == nil)
    }

    /// A pod's requirement of its own subspec (`Moya (8.0.0)` requiring `Moya/Core (= 8.0.0)`) is not what holds
    /// RxSwift back: its Rx subspec's requirement is (`Moya/RxSwift (8.0.0)` requiring `RxSwift (~> 3.1.0)`).
    @Test func aPodsOwnSubspecIsNotTheRequirementThatHoldsRxSwiftBack() throws {
        let podfile = """
            target 'App' do
              pod 'Moya-ModelMapper/RxSwift', '~> 4.1.0'
            end
            """
        let lock = """
            PODS:
              - Alamofire (4.2.0)
              - Moya (8.0.0):
                - Moya/Core (= 8.0.0)
              - Moya-ModelMapper/Core (4.1.0):
                - Moya (~> 8.0.0)
              - Moya-ModelMapper/RxSwift (4.1.0):
                - Moya-ModelMapper/Core
                - Moya/RxSwift (~> 8.0.0)
                - RxSwift
              - Moya/Core (8.0.0):
                - Alamofire (~> 4.2.0)
              - Moya/RxSwift (8.0.0):
                - Moya/Core
                - RxSwift (~> 3.1.0)
              - RxSwift (3.1.0)

            DEPENDENCIES:
              - Moya-ModelMapper/RxSwift (~> 4.1.0)
            """
        let found = versions([("Podfile", podfile), ("Podfile.lock", lock)])
        let dependents = found.rxSwiftDependents
        #expect(dependents.map(\.description).contains("Moya 8.0.0 (Podfile.lock:13, RxSwift (~> 3.1.0))"))
        #expect(!dependents.contains { $0.requirement?.hasPrefix("Moya/") == true })
        // Below 14, the Moya upgrade brings Alamofire 5 along.
        let text = try #require(
            RxSwiftVersionAdvice.paragraph(found.rxSwiftVersions, dependents: dependents, heading: "##"))
        #expect(
            text.contains(
                "- Moya 8.0.0 (`Podfile.lock:13`, requires `RxSwift (~> 3.1.0)`): to 15.0.0 or later (Moya 14 and later "
                    + "are built on Alamofire 5: code calling Alamofire 4 itself changes in that pull request too)\n"))
    }

    /// RxAlamofire below 5.2 brings Alamofire 5 along, as Moya below 14 does; Action below 4 loses `InputSubject`,
    /// said where the code spells it.
    @Test func upgradesSayWhatTheReleasesBringAlong() throws {
        let lock = """
            PODS:
              - Action (3.9.1):
                - RxCocoa (~> 4.0)
                - RxSwift (~> 4.0)
              - Alamofire (4.7.2)
              - RxAlamofire (4.2.0):
                - Alamofire (~> 4.7)
                - RxSwift (~> 4)
              - RxCocoa (4.1.2):
                - RxSwift (~> 4.0)
              - RxSwift (4.1.2)

            DEPENDENCIES:
              - Action
              - RxAlamofire
            """
        let found = versions([
            ("Podfile", "target 'App' do\n  pod 'RxAlamofire'\n  pod 'Action'\nend\n"), ("Podfile.lock", lock),
        ])
        let dependents = found.rxSwiftDependents
        let spelled = try #require(
            RxSwiftVersionAdvice.paragraph(
                found.rxSwiftVersions, dependents: dependents, symbols: ["InputSubject"], heading: "##"))
        #expect(
            spelled.contains(
                "- RxAlamofire 4.2.0 (`Podfile.lock:6`, requires `RxSwift (~> 4)`): to 6.0.0 or later (RxAlamofire 5.2 "
                    + "and later are built on Alamofire 5: code calling Alamofire 4 itself changes in that pull "
                    + "request too)\n"))
        #expect(
            spelled.contains(
                "- Action 3.9.1 (`Podfile.lock:2`, requires `RxCocoa (~> 4.0)`): to 4.3.0 or later (Action 4 removed "
                    + "`InputSubject`: a `PublishSubject` bound to the action's `inputs` takes its place)\n"))
        let unspelled = try #require(
            RxSwiftVersionAdvice.paragraph(
                found.rxSwiftVersions, dependents: dependents, symbols: ["Action"], heading: "##"))
        #expect(unspelled.contains("`RxCocoa (~> 4.0)`): to 4.3.0 or later\n"))
    }

    /// Below RxSwift 6, the upgrade names the renamed spellings the code uses (RxSwift 2's and 3's too), else the
    /// renames of RxSwift 6 it may meet.
    @Test func theUpgradeNamesTheRenamedSpellingsTheCodeUses() throws {
        let lock = """
            PODS:
              - RxSwift (3.1.0)

            DEPENDENCIES:
              - RxSwift (~> 3.1.0)
            """
        let found = versions([
            ("Podfile", "target 'App' do\n  pod 'RxSwift', '~> 3.1.0'\nend\n"), ("Podfile.lock", lock),
        ])
        let used = try #require(
            RxSwiftVersionAdvice.paragraph(
                found.rxSwiftVersions, symbols: ["addDisposableTo", "map", "rx_tap", "subscribeNext"], heading: "##"))
        #expect(
            used.contains(
                "RxSwift 6 no longer has spellings this code uses (`addDisposableTo` to `disposed(by:)`, "
                    + "`subscribeNext` to `subscribe(onNext:)`, `rx_tap` to `rx.tap`)"))
        // RxSwift 6's own renames keep the old spelling, deprecated: it still builds.
        let deprecated = try #require(
            RxSwiftVersionAdvice.paragraph(
                found.rxSwiftVersions, symbols: ["bindTo", "catchError", "observeOn"], heading: "##"))
        #expect(
            deprecated.contains(
                "RxSwift 6 no longer has spellings this code uses (`bindTo` to `bind(to:)`) and deprecates others, "
                    + "which still build with warnings (`catchError` to `catch`, `observeOn` to `observe(on:)`)"))
        let only = try #require(
            RxSwiftVersionAdvice.paragraph(found.rxSwiftVersions, symbols: ["catchError"], heading: "##"))
        #expect(
            only.contains(
                "RxSwift 6 deprecates spellings this code uses, which still build with warnings (`catchError`"))
        let none = try #require(RxSwiftVersionAdvice.paragraph(found.rxSwiftVersions, symbols: ["map"], heading: "##"))
        #expect(
            none.contains(
                "RxSwift 6 renames operators this code may call, keeping the old spellings deprecated (`catchError` to "
                    + "`catch`"))
    }

    /// The spellings the upgrade names are RxSwift's own: RxSwiftExt's `subscribeNext(weak: self) { }` is no RxSwift 2
    /// `subscribeNext { }`, and RxSwift 6 does not rename it.
    @Test func theUpgradeNamesNoOtherLibrarysSpelling() throws {
        let files = [
            "/repo/Podfile": "target 'App' do\n  pod 'RxSwift', '~> 4.5'\n  pod 'RxSwiftExt'\nend\n",
            "/repo/Podfile.lock": "PODS:\n  - RxSwift (4.5.0)\n  - RxSwiftExt (3.4.0)\n\nDEPENDENCIES:\n"
                + "  - RxSwift (~> 4.5)\n  - RxSwiftExt\n",
            "/repo/App/FeedViewController.swift": """
            import RxSwift
            import RxSwiftExt
            final class FeedViewController {
                let bag = DisposeBag()
                func bind(items: Observable<[Int]>, taps: Observable<Void>) {
                    items.subscribeNext(weak: self) { (self) in { _ in self.reload() } }.addDisposableTo(bag)
                    taps.subscribe(onNext: { print("tap") }).addDisposableTo(bag)
                }
                func reload() {}
            }
            """,
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let context = WorkspaceContext(plan: Planner().plan(inventory, previous: nil))
        #expect(context.planSymbols.contains("addDisposableTo"))
        #expect(!context.planSymbols.contains("subscribeNext"))
    }

    /// The upgrade names the companions the code imports (RxCocoa brings RxRelay along); one a manifest names and no
    /// file imports is taken out rather than upgraded. Without the files' imports, all three are named.
    @Test func theUpgradeNamesTheCompanionsTheCodeImports() throws {
        let files = [
            "/repo/Podfile": "target 'App' do\n  pod 'RxSwift', '~> 5'\n  pod 'RxCocoa', '~> 5'\nend\n",
            "/repo/Podfile.lock": "PODS:\n  - RxCocoa (5.1.1)\n  - RxSwift (5.1.1)\n\nDEPENDENCIES:\n"
                + "  - RxCocoa (~> 5)\n  - RxSwift (~> 5)\n",
            "/repo/App/FeedService.swift": """
            import RxSwift
            final class FeedService { func load() -> Single<Int> { .just(1) } }
            """,
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        var context = WorkspaceContext(plan: Planner().plan(inventory, previous: nil), modules: inventory.modules)
        context.rxSwiftVersions = inventory.rxSwiftVersions
        let foundation = try #require(context.plan.tasks.first { $0.kind == .foundation })
        #expect(TaskMarkdown.body(foundation, context: context).contains("Upgrade RxSwift, RxCocoa and RxRelay to 6.5"))
        context.fileImports = Dictionary(uniqueKeysWithValues: inventory.files.map { ($0.path, $0.imports) })
        #expect(RxSwiftVersionAdvice.libraries(context) == .init(used: [], unused: ["RxCocoa"]))
        let body = TaskMarkdown.body(foundation, context: context)
        #expect(body.contains("Upgrade RxSwift to 6.5 or later first"))
        #expect(
            body.contains(
                "No file imports `RxCocoa`: take it out of the manifests in that pull request rather than upgrading it."
            ))
        // A file importing RxCocoa: RxCocoa and RxRelay are upgraded with RxSwift.
        context.fileImports["App/FeedViewController.swift"] = ["RxCocoa", "RxSwift"]
        #expect(RxSwiftVersionAdvice.libraries(context) == .init(used: ["RxCocoa", "RxRelay"], unused: []))
    }

    /// Below RxSwift 5, the upgrade also names RxSwift 5's changes: seconds given as numbers to the time operators the
    /// code calls, and the element type `E`; from RxSwift 5 on, neither.
    @Test func belowRxSwift5TheUpgradeNamesTimeIntervalsAndTheElementType() throws {
        let old = versions([
            ("Podfile", "target 'App' do\n  pod 'RxSwift', '~> 4.5'\nend\n"),
            ("Podfile.lock", "PODS:\n  - RxSwift (4.5.0)\n\nDEPENDENCIES:\n  - RxSwift (~> 4.5)\n"),
        ])
        let text = try #require(
            RxSwiftVersionAdvice.paragraph(
                old.rxSwiftVersions, symbols: ["throttle", "map", "debounce"], heading: "##"))
        #expect(
            text.contains(
                "RxSwift 5 made time intervals `DispatchTimeInterval`s: where this code passes seconds as a number to "
                    + "`throttle` and `debounce` (`throttle(0.5, scheduler: s)`), write `.milliseconds(500)` or "
                    + "`.seconds(1)`."))
        #expect(text.contains("RxSwift 5 also renamed the element type `E`"))
        #expect(text.contains("it folded RxAtomic into RxSwift: where a target links `RxAtomic`"))
        // An app's own `buffer(count:)` takes no time interval: the names of such operators are not read.
        let buffered = try #require(
            RxSwiftVersionAdvice.paragraph(old.rxSwiftVersions, symbols: ["buffer", "window"], heading: "##"))
        #expect(!buffered.contains("DispatchTimeInterval"))
        let untimed = try #require(RxSwiftVersionAdvice.paragraph(old.rxSwiftVersions, symbols: ["map"], heading: "##"))
        #expect(!untimed.contains("DispatchTimeInterval") && untimed.contains("`E`"))
        let five = versions([
            ("Podfile", "target 'App' do\n  pod 'RxSwift', '~> 5.1'\nend\n"),
            ("Podfile.lock", "PODS:\n  - RxSwift (5.1.1)\n\nDEPENDENCIES:\n  - RxSwift (~> 5.1)\n"),
        ])
        let later = try #require(
            RxSwiftVersionAdvice.paragraph(five.rxSwiftVersions, symbols: ["throttle"], heading: "##"))
        #expect(!later.contains("RxSwift 5 made") && !later.contains("`E`"))
    }
}

/// The plan's symbols hold RxSwift's own spellings and Action's `InputSubject`, which the Action upgrade speaks of;
/// not another library's member (`RxSwiftExt`'s `subscribeNext(weak:)` aside, Action's `execute`).
@Test func thePlansSymbolsHoldTheLibraryConstructsTheUpgradeNames() throws {
    let files = [
        "/repo/App/ListInteractor.swift": """
        import RxSwift
        import Action
        final class ListInteractor {
            let trigger = InputSubject<Int>()
            let search: Action<Int, [Int]>
            func go() { search.execute(1).subscribe().dispose() }
        }
        """
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let context = WorkspaceContext(plan: Planner().plan(inventory, previous: nil))
    #expect(context.planSymbols.contains("InputSubject"))
    #expect(context.planSymbols.contains("subscribe"))
    #expect(!context.planSymbols.contains("execute"))
}
