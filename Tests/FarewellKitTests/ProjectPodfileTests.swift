import Testing

@testable import FarewellKit

@Suite struct ProjectPodfileTests {
    let assignment = ProjectFixtures.resolve("cocoapods")

    private var rx: [String: [String]] {
        Dictionary(uniqueKeysWithValues: assignment.modules.map { ($0.name, $0.rxDependencies.map(\.summary)) })
    }

    @Test func podsReachTheXcodeTargetOfTheSameNameThroughHelpersAndAbstractTargets() {
        #expect(rx["Shop"] == ["RxSwift@Podfile:9", "RxCocoa@Podfile:10", "RxDataSources@Podfile:20"])
        #expect(
            rx["ShopTests"] == [
                "RxSwift@Podfile:9", "RxCocoa@Podfile:10", "RxTest@Podfile:14", "RxBlocking@Podfile:15",
                "RxDataSources@Podfile:20",
            ])
    }

    @Test func inheritNoneKeepsOnlyTheTargetsOwnPods() {
        #expect(rx["ShopUITests"] == ["RxTest@Podfile:30"])
        #expect(rx["Tools"] == [])
    }

    @Test func podTargetsWithoutAnXcodeTargetClaimTheirFolder() {
        #expect(
            rx["Widget"] == [
                "RxSwift@Podfile:9", "RxCocoa@Podfile:10", "RxDataSources@Podfile:20", "RxRelay@Podfile:35",
            ])
        let summary = assignment.modules.map { "\($0.name) \($0.kind) test=\($0.isTest) deps=\($0.dependencies)" }
        #expect(
            summary == [
                "Shop xcode test=false deps=[]",
                "ShopTests xcode test=true deps=[\"Shop\"]",
                "ShopUITests xcode test=true deps=[\"Shop\"]",
                "Tools cocoapods test=false deps=[]",
                "Widget cocoapods test=false deps=[]",
            ])
        #expect(
            assignment.fileModules == [
                "Shop/App.swift": "Shop", "ShopTests/ShopTests.swift": "ShopTests",
                "ShopUITests/ShopUITests.swift": "ShopUITests", "Tools/Tool.swift": "Tools",
                "Widget/Widget.swift": "Widget",
            ])
        #expect(assignment.diagnostics == [])
    }

    private static let project =
        #"{ objects = { R = {isa = PBXProject; targets = (N, ); }; N = {isa = PBXNativeTarget; name = App; }; }; rootObject = R; }"#

    @Test func theProjectLineChoosesBetweenTargetsOfTheSameName() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "ios/Podfile", text: "project 'Beta/Beta'\ntarget 'App' do\n  pod 'RxSwift'\nend\n"),
                ManifestFile(path: "ios/Alpha/Alpha.xcodeproj/project.pbxproj", text: Self.project),
                ManifestFile(path: "ios/Beta/Beta.xcodeproj/project.pbxproj", text: Self.project),
            ], swiftFiles: [])
        let summary = result.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" }
        #expect(summary == ["Alpha.App []", "Beta.App [\"RxSwift@ios/Podfile:3\"]"])
    }

    /// A Podfile target named otherwise than the Xcode target it integrates (`OpenSDK` for the target `SDK`): the
    /// project links CocoaPods' aggregate target (`Pods_Shared_OpenSDK.framework`, or bases a configuration on
    /// `Pods-Shared-OpenSDKTests.debug.xcconfig`), named after the Podfile's targets from the outermost.
    @Test func aPodfileTargetReachesTheXcodeTargetLinkingItsAggregateTarget() {
        let podfile = """
            abstract_target 'Shared' do
              pod 'RxSwift'
              target 'OpenSDK'
              target 'OpenSDKTests' do
                pod 'RxBlocking'
              end
            end
            """
        let project = """
            { objects = {
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            F1 = {isa = PBXFileReference; path = Pods_Shared_OpenSDK.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            P1 = {isa = PBXFrameworksBuildPhase; files = (B1); };
            X1 = {isa = PBXFileReference; path = "Target Support Files/Pods-Shared-OpenSDKTests/Pods-Shared-OpenSDKTests.debug.xcconfig"; sourceTree = "<group>"; };
            C1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {}; name = Debug; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            N1 = {isa = PBXNativeTarget; buildPhases = (P1); name = SDK; };
            N2 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = SDKTests; productType = "com.apple.product-type.bundle.unit-test"; };
            R = {isa = PBXProject; targets = (N1, N2); };
            }; rootObject = R; }
            """
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Podfile", text: podfile),
                ManifestFile(path: "SDK.xcodeproj/project.pbxproj", text: project),
            ], swiftFiles: [])
        #expect(result.diagnostics == [])
        #expect(
            result.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
                #"SDK ["RxSwift@Podfile:2"]"#, #"SDKTests ["RxSwift@Podfile:2", "RxBlocking@Podfile:5"]"#,
            ])
    }

    @Test func clashingProjectNamesFallBackToTheFoldersThatTellThemApart() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Alpha/App.xcodeproj/project.pbxproj", text: Self.project),
                ManifestFile(path: "Beta/App.xcodeproj/project.pbxproj", text: Self.project),
            ], swiftFiles: [])
        #expect(result.modules.map(\.name) == ["Alpha:App", "Beta:App"])
    }

    /// A folder named like a target whose module name carries its folder (`Windscribe/` beside the target
    /// `Windscribe` of `Windscribe.xcodeproj:Windscribe`) does not make the files no target lists that target's.
    @Test func aFolderNamedLikeAClashingTargetHoldsNoTargetsFiles() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "App.xcodeproj/project.pbxproj", text: Self.project),
                ManifestFile(path: "Mac/App.xcodeproj/project.pbxproj", text: Self.project),
            ], swiftFiles: ["App/Stale.swift"])
        #expect(result.fileModules == ["App/Stale.swift": "App (no target)"])
    }

    /// Example apps of several features, each `ExampleApp/ExampleApp.xcodeproj` with a target `App`: the fewest
    /// trailing folders that tell them apart, not a module name as long as the manifest's path.
    @Test func clashingProjectsDeepInTheTreeAreNamedByTheirNearestDistinctFolders() {
        let manifests = [
            "ExampleApp.xcodeproj", "Modules/Loans/ExampleApp/ExampleApp.xcodeproj",
            "Modules/Cards/ExampleApp/ExampleApp.xcodeproj", "Legacy/Cards/ExampleApp/ExampleApp.xcodeproj",
            "Modules/Bizum/Example/ExampleApp.xcodeproj",
        ]
        let result = ModuleResolver.resolve(
            manifests: manifests.map { ManifestFile(path: $0 + "/project.pbxproj", text: Self.project) },
            swiftFiles: [])
        #expect(
            result.modules.map(\.name) == [
                "Example:App", "ExampleApp.xcodeproj:App", "Legacy/Cards/ExampleApp:App", "Loans/ExampleApp:App",
                "Modules/Cards/ExampleApp:App",
            ])
    }

    @Test func otherRubyBlocksAndOneLinersKeepTheTargetStructure() {
        let podfile = """
            target 'App' do
              if ENV['CI'] then pod 'RxGesture' end
              if ENV['LEGACY']
                pod 'RxKeyboard'
              end
              [1].each do |x|
              end
              target :AppTests do
                pod 'RxNimble' # comment 'quoted'
              end
            end
            """
        let result = ModuleResolver.resolve(manifests: [ManifestFile(path: "Podfile", text: podfile)], swiftFiles: [])
        let summary = result.modules.map { "\($0.name) test=\($0.isTest) \($0.rxDependencies.map(\.summary))" }
        #expect(
            summary == [
                "App test=false [\"RxGesture@Podfile:2\", \"RxKeyboard@Podfile:4\"]",
                "AppTests test=true [\"RxGesture@Podfile:2\", \"RxKeyboard@Podfile:4\", \"RxNimble@Podfile:9\"]",
            ])
        #expect(result.diagnostics == [])
    }

    /// `inherit! :search_paths do … end` gives `inherit!` a block, which Ruby accepts: its `end` closes that block, not
    /// the target's, and the Podfile reads without a warning.
    @Test func anInheritCallWithABlockClosesItsOwnBlock() {
        let podfile = """
            target 'App' do
              pod 'RxSwift'

              target 'AppTests'
              inherit! :search_paths do

              end
            end
            """
        let result = ModuleResolver.resolve(manifests: [ManifestFile(path: "Podfile", text: podfile)], swiftFiles: [])
        #expect(result.diagnostics == [])
        // `target 'AppTests'` alone is a target with its parent's pods.
        #expect(
            result.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
                "App [\"RxSwift@Podfile:2\"]", "AppTests [\"RxSwift@Podfile:2\"]",
            ])
    }

    /// Each helper calling the one before twice: expanded call by call, the 40th would take 2^40 expansions.
    @Test func helpersCallingEachOtherTwiceOverAreExpandedOncePerTarget() {
        var lines = ["def rx_0", "  pod 'RxSwift'", "end"]
        for level in 1...40 { lines += ["def rx_\(level)", "  rx_\(level - 1)", "  rx_\(level - 1)", "end"] }
        lines += ["target 'App' do", "  rx_40", "end"]
        let podfile = ManifestFile(path: "Podfile", text: lines.joined(separator: "\n"))
        let result = ModuleResolver.resolve(manifests: [podfile], swiftFiles: [])
        #expect(result.modules.map { $0.rxDependencies.map(\.summary) } == [["RxSwift@Podfile:2"]])
        #expect(result.diagnostics == [])
    }

    /// Each helper calling the one before: expanded one inside the other, 20,000 of them overflowed the stack.
    @Test func aChainOfThousandsOfHelpersIsExpandedWithoutRecursion() {
        var lines = ["def rx_0", "  pod 'RxSwift'", "end"]
        for level in 1...20_000 { lines += ["def rx_\(level)", "  rx_\(level - 1)", "end"] }
        lines += ["target 'App' do", "  rx_20000", "end"]
        let podfile = ManifestFile(path: "Podfile", text: lines.joined(separator: "\n"))
        let result = ModuleResolver.resolve(manifests: [podfile], swiftFiles: [])
        #expect(result.modules.map { $0.rxDependencies.map(\.summary) } == [["RxSwift@Podfile:2"]])
    }

    @Test func anRxSubspecOfAnotherPodBringsRxIn() {
        let podfile = """
            target 'App' do
              pod 'Moya/RxSwift', '~> 15.0'
              pod 'Moya-ObjectMapper/RxSwift'
              pod 'RxSwift/Core'
              pod 'Moya'
              pod 'Alamofire/Rx'
            end
            """
        let result = ModuleResolver.resolve(manifests: [ManifestFile(path: "Podfile", text: podfile)], swiftFiles: [])
        #expect(
            result.modules.map { $0.rxDependencies.map(\.summary) } == [
                ["Moya/RxSwift@Podfile:2", "Moya-ObjectMapper/RxSwift@Podfile:3", "RxSwift@Podfile:4"]
            ])
        // ReactorKit's add-on for sections is Rx too, though its name does not start with `Rx`.
        #expect(RxLibraries.isRx("SectionReactor"))
        // A library's Rx edition named with `Rx` last (XCoordinator's `XCoordinatorRx` product) is Rx; an acronym
        // ending so is not.
        #expect(RxLibraries.isRx("XCoordinatorRx"))
        #expect(!RxLibraries.isRx("XCoordinator") && !RxLibraries.isRx("HTTPRx") && !RxLibraries.isRx("Rx"))
        // A wrapper brings its library in (`import Reachability` with RxReachability's pod alone).
        #expect(RxLibraries.wrappedLibrary(of: "RxReachability") == "Reachability")
        #expect(RxLibraries.wrappedLibrary(of: "RxAlamofire/Core") == "Alamofire")
        #expect(RxLibraries.wrappedLibrary(of: "RxDataSources") == nil)
    }

    private static let appWithSubmoduleSDK = """
        project 'App.xcodeproj'
        target 'App' do
          pod 'RxSwift'
        end
        abstract_target 'Vendor' do
          project 'Vendors/SDK/SDK.xcodeproj'
          target 'SDK' do
            pod 'RxSwift'
            pod 'Moya/RxSwift'
          end
          target 'SDKCrypto' do
            pod 'RxSwift'
            pod 'Moya/RxSwift'
          end
        end
        """

    /// A project whose target `App` compiles `App/Feed.swift`.
    private static let appProject = """
        { objects = {
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        F1 = {isa = PBXFileReference; path = Feed.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        N = {isa = PBXNativeTarget; buildPhases = (P1); name = App; };
        R = {isa = PBXProject; mainGroup = G1; targets = (N); };
        }; rootObject = R; }
        """

    private static let gitmodules = """
        [submodule "Vendors/SDK"]
        \tpath = Vendors/SDK
        \turl = git@example.com:team/sdk.git
        """

    /// A git submodule not checked out (its folder empty) whose project the Podfile names: a warning on the
    /// submodule and one on the `project` line; its targets are no modules, and their Rx pods no cleanup's lines.
    @Test func targetsOfAProjectInASubmoduleNotCheckedOutAreLeftOutWithWarnings() {
        let manifests = [
            ManifestFile(path: "Podfile", text: Self.appWithSubmoduleSDK),
            ManifestFile(path: ".gitmodules", text: Self.gitmodules),
            ManifestFile(path: "App.xcodeproj/project.pbxproj", text: Self.appProject),
        ]
        let result = ModuleResolver.resolve(
            manifests: manifests, swiftFiles: ["App/Feed.swift"], emptyFolders: ["Vendors/SDK"])
        #expect(
            result.diagnostics.map(\.description) == [
                ".gitmodules:2: warning: git submodule 'Vendors/SDK' is not checked out (its folder is empty): its "
                    + "code was not scanned; `git submodule update --init` checks it out",
                "Podfile:6: warning: project 'Vendors/SDK/SDK.xcodeproj' is in the git submodule 'Vendors/SDK', "
                    + "which is not checked out: its targets SDK, SDKCrypto were not scanned, and their Rx pods are "
                    + "left out of the cleanup",
            ])
        #expect(result.diagnostics.map(\.isInformational) == [false, false])
        #expect(
            result.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [#"App ["RxSwift@Podfile:3"]"#])
        // A project the scan did not read for another reason (a folder it skips) is named so.
        let elsewhere = ModuleResolver.resolve(manifests: manifests, swiftFiles: ["App/Feed.swift"])
        #expect(
            elsewhere.diagnostics.map(\.description) == [
                "Podfile:6: warning: project 'Vendors/SDK/SDK.xcodeproj' is not among the files scanned: its targets "
                    + "SDK, SDKCrypto were not scanned, and their Rx pods are left out of the cleanup"
            ])
    }

    /// A project XcodeGen generates beside its `project.yml` is not committed: the Podfile's `project` line still
    /// names a project the scan read, through the spec's targets.
    @Test func aGeneratedProjectTheRepositoryDoesNotHoldStillTakesItsPods() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "ios/Podfile", text: "project 'App.xcodeproj'\ntarget 'App' do\n  pod 'RxSwift'\nend\n"),
                ManifestFile(
                    path: "ios/project.yml", text: "name: App\ntargets:\n  App: {type: application, sources: [App]}\n"),
            ],
            swiftFiles: ["ios/App/Feed.swift"])
        #expect(result.diagnostics == [])
        #expect(
            result.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
                #"App ["RxSwift@ios/Podfile:3"]"#
            ])
    }

    /// The same, scanned and planned: the walk finds the submodule's empty folder, and the Podfile's cleanup deletes
    /// the app's pod only.
    @Test func theCleanupKeepsThePodsOfASubmoduleNotCheckedOut() throws {
        let files = InMemoryFileSystem([
            "/repo/Podfile": Self.appWithSubmoduleSDK, "/repo/.gitmodules": Self.gitmodules,
            "/repo/App.xcodeproj/project.pbxproj": Self.appProject,
            "/repo/App/Feed.swift": "import RxSwift\nfinal class Feed { let items = PublishSubject<Int>() }\n",
        ])
        try files.createDirectory("/repo/Vendors/SDK")
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        #expect(
            inventory.diagnostics.map(\.description) == [
                ".gitmodules:2: warning: git submodule 'Vendors/SDK' is not checked out (its folder is empty): its "
                    + "code was not scanned; `git submodule update --init` checks it out",
                "Podfile:6: warning: project 'Vendors/SDK/SDK.xcodeproj' is in the git submodule 'Vendors/SDK', "
                    + "which is not checked out: its targets SDK, SDKCrypto were not scanned, and their Rx pods are "
                    + "left out of the cleanup",
            ])
        #expect(inventory.modules.map(\.name) == ["App"])
        let plan = Planner().plan(inventory, previous: nil)
        let cleanups = plan.tasks.filter { $0.kind == .cleanup }
        #expect(cleanups.map(\.title) == ["Cleanup: Podfile"])
        #expect(cleanups.first?.removals.map(\.description) == ["Podfile:3"])
    }
}

/// Podfiles as large apps write them: Ruby that is not the DSL must neither be read as targets and pods nor
/// be reported as malformed.
@Suite struct ProjectPodfileRubyTests {
    private static let podfile = #"""
        =begin
        target 'Commented' do
          pod 'RxBlocking'
        end
        =end
        def shared_pods
        <TAB>pod 'RxSwift'
        <TAB>%w[RxCocoa RxRelay].each { |name| pod name }
        end

        target 'App' do
          shared_pods
          pod 'RxDataSources' if ENV['DATA'] != '0'
          ['RxGesture']
            .select { |name| !name.empty? }
            .each { |name| pod name }
          while false do
            pod 'RxOptional'
          end
          target = 'App'
          target.to_s
          notes = <<~TEXT
            target 'Heredoc' do
            end
          TEXT
          message = 'two
          lines'
          replace_text = "#{message} / #{notes}"
        end

        post_install do |installer|
          installer.pods_project.targets.each do |target|
            target.build_configurations.each { |config| config.build_settings['A'] = "B" }
            puts target.name if target.name =~ /Rx'/
          end
        end
        """#.replacingOccurrences(of: "<TAB>", with: "\t")

    @Test func rubyAroundTheDSLKeepsTheTargetsAndTheirPods() {
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Podfile", text: Self.podfile)], swiftFiles: [])
        #expect(result.diagnostics == [])
        #expect(
            result.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
                #"App ["RxSwift@Podfile:7", "RxDataSources@Podfile:13", "RxOptional@Podfile:18"]"#
            ])
    }

    /// CocoaPods' `target` yields only when given a block: `target 'Core'` alone is a target inheriting its parent's
    /// pods, not a malformed line.
    @Test func aTargetWithoutABlockInheritsItsParentsPods() {
        let podfile = """
            abstract_target 'Shared' do
              pod 'RxSwift'
              pod 'RxCocoa'
              target 'Core'
              target 'App' do
                pod 'RxDataSources'
              end
            end
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Podfile", text: podfile)], swiftFiles: [])
        #expect(result.diagnostics == [])
        #expect(
            result.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
                #"App ["RxSwift@Podfile:2", "RxCocoa@Podfile:3", "RxDataSources@Podfile:6"]"#,
                #"Core ["RxSwift@Podfile:2", "RxCocoa@Podfile:3"]"#,
            ])
    }

    @Test func statementsSplitWhereRubySplitsThem() {
        let source = """
            s.source_files = [
              'A/**/*.swift', # first
              'B/*.swift',
            ]
            s.name = 'Kit'; s.version = '1.0'
            list = %w(a b)
              .map { |x| x }
            text = 'it\\'s'
            """
        let (statements, error) = RubyLexer.statements(Array(source.utf8))
        #expect(error == nil)
        #expect(
            statements.map { $0.tokens.map(\.text).joined(separator: " ") } == [
                "s . source_files = [ A/**/*.swift , B/*.swift , ]", "s . name = Kit", "s . version = 1.0",
                "list = [ a b ] . map { | x | x }", "text = it's",
            ])
        #expect(statements.map(\.line) == [1, 5, 5, 6, 8])
    }

    @Test(arguments: [
        ("pod 'RxSwift', :path => \"a\n", 1, "unterminated string"),
        ("target 'A' do\nx = <<~EOS\n  text\n", 2, "unterminated heredoc"),
        ("=begin\ntarget 'A' do\n", 1, "'=begin' without '=end'"),
    ])
    func unclosedRubyIsReportedAtItsLine(source: String, line: Int, message: String) {
        let (_, error) = RubyLexer.statements(Array(source.utf8))
        #expect(error == ManifestSyntaxError(line: line, message: message))
    }

    /// A pod the Podfile names that is no Rx pod but, by `Podfile.lock`, depends on Rx pods (through a subspec or
    /// another pod too) gets a note on its line: the cleanup's Rx lines are not all the app links Rx through.
    @Test func aPodThatBringsRxInGetsANoteFromTheLock() {
        let podfile = """
            platform :ios, '13.0'
            target 'App' do
              pod 'RxSwift'
              pod 'Kingfisher'
              pod 'ClubArchitecture'
              pod('ClubNetwork')
              pod 'Moya'
              pod 'Moya/RxSwift'
            end
            """
        let lock = """
            PODS:
              - ClubArchitecture (1.2.0):
                - ClubArchitecture/Core (= 1.2.0)
              - ClubArchitecture/Core (1.2.0):
                - RxCocoa (~> 6.0)
              - ClubNetwork (0.3.0):
                - "Moya/RxSwift (~> 15.0)"
              - Kingfisher (7.0.0)
              - Moya (15.0.0):
                - Moya/Core (= 15.0.0)
              - Moya/Core (15.0.0)
              - "Moya/RxSwift (15.0.0)":
                - RxSwift (~> 6.0)
              - RxCocoa (6.5.0):
                - RxRelay (= 6.5.0)
                - RxSwift (= 6.5.0)
              - RxRelay (6.5.0):
                - RxSwift (= 6.5.0)
              - RxSwift (6.5.0)

            DEPENDENCIES:
              - ClubArchitecture
              - ClubNetwork
              - Kingfisher
              - RxSwift

            COCOAPODS: 1.12.0
            """
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Podfile", text: podfile), ManifestFile(path: "Podfile.lock", text: lock),
            ],
            swiftFiles: ["App/AppDelegate.swift"])
        #expect(
            result.diagnostics.map(\.description) == [
                "Podfile:5: warning: pod 'ClubArchitecture' brings in RxCocoa (Podfile.lock): the app links Rx until "
                    + "it is replaced or no longer depends on Rx",
                "Podfile:6: warning: pod 'ClubNetwork' brings in Moya/RxSwift (Podfile.lock): the app links Rx "
                    + "until it is replaced or no longer depends on Rx",
            ])
        #expect(result.diagnostics.map(\.isInformational) == [true, true])
    }
}
