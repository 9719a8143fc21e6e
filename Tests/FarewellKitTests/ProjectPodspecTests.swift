import Testing

@testable import FarewellKit

/// Development pods: each `.podspec` is a module of the files its globs name.
@Suite struct ProjectPodspecTests {
    private static let feature = """
        Pod::Spec.new do |s|
          s.name         = 'Feature'
          s.version      = '1.0'
          s.source       = { :git => 'https://example.com/feature.git', :tag => s.version.to_s }
          s.source_files = 'Sources/**/*.{swift,h}'
          s.exclude_files = 'Sources/Legacy/**'
          s.dependency 'RxSwift', '~> 6.0'
          s.dependency 'Core'
          s.subspec 'Extra' do |ss|
            ss.ios.source_files = ['Extra/*.swift']
            ss.dependency 'RxCocoa/Core'
          end
          s.test_spec 'Tests' do |ts|
            ts.source_files = 'Tests/**/*.swift'
            ts.dependency 'RxBlocking'
          end
        end
        """

    private static let core = """
        # The module is not named after the pod.
        sources = %w[Sources/**/*.swift]
        Pod::Spec.new do |spec|
          spec.name = 'Core'
          spec.module_name = 'CoreKit'
          spec.source_files = sources
        end
        """

    private static let dynamic = """
        Pod::Spec.new do |s|
          s.name = 'Dynamic-UI'
          s.source_files = Dir.glob('Sources/*.swift')
        end
        """

    private static func resolve() -> ModuleAssignment {
        ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "Podfile", text: "target 'App' do\n  pod 'Feature', :path => 'Modules/Feature'\nend\n"),
                ManifestFile(path: "Modules/Feature/Feature.podspec", text: feature),
                ManifestFile(path: "Modules/Core/Core.podspec", text: core),
                ManifestFile(path: "Modules/Dynamic/Dynamic-UI.podspec", text: dynamic),
            ],
            swiftFiles: [
                "Modules/Feature/Sources/A.swift", "Modules/Feature/Sources/Legacy/Old.swift",
                "Modules/Feature/Extra/B.swift", "Modules/Feature/Tests/ATests.swift", "Modules/Core/Sources/C.swift",
                "Modules/Dynamic/Sources/D.swift", "Modules/Dynamic/Other/E.swift",
            ])
    }

    @Test func eachPodCompilesTheFilesItsGlobsName() {
        let assignment = Self.resolve()
        #expect(assignment.diagnostics == [])
        #expect(assignment.fileModules["Modules/Feature/Sources/A.swift"] == "Feature")
        #expect(assignment.fileModules["Modules/Feature/Extra/B.swift"] == "Feature")
        #expect(assignment.fileModules["Modules/Feature/Tests/ATests.swift"] == "Feature-Unit-Tests")
        #expect(assignment.fileModules["Modules/Core/Sources/C.swift"] == "CoreKit")
        // Sources Ruby computes: the pod claims its folder.
        #expect(assignment.fileModules["Modules/Dynamic/Sources/D.swift"] == "Dynamic_UI")
        #expect(assignment.fileModules["Modules/Dynamic/Other/E.swift"] == "Dynamic_UI")
        #expect(assignment.fileModules["Modules/Feature/Sources/Legacy/Old.swift"] != "Feature")
        #expect(!assignment.manifestAttributedFiles.contains("Modules/Feature/Sources/Legacy/Old.swift"))
    }

    @Test func podsKeepTheirRxPodsTestsAndDependencies() throws {
        let assignment = Self.resolve()
        let feature = try #require(assignment.module(named: "Feature"))
        #expect(feature.kind == .cocoapods)
        #expect(!feature.isTest)
        #expect(
            feature.rxDependencies.map(\.summary) == [
                "RxSwift@Modules/Feature/Feature.podspec:7", "RxCocoa@Modules/Feature/Feature.podspec:11",
            ])
        // `Core` is the pod; its module is `CoreKit`.
        #expect(feature.dependencies == ["CoreKit"])
        let tests = try #require(assignment.module(named: "Feature-Unit-Tests"))
        #expect(tests.isTest)
        #expect(tests.dependencies == ["Feature"])
        #expect(tests.rxDependencies.map(\.summary) == ["RxBlocking@Modules/Feature/Feature.podspec:15"])
    }

    /// A Podfile target's pods that are the repository's own (`pod 'Feature', :path => ...`) are its dependencies, so
    /// the app's calls into them are callers; an external pod is none, and leaves the dependencies known.
    @Test func aPodfileTargetDependsOnTheRepositorysOwnPods() throws {
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "Podfile",
                    text: "target 'App' do\n  pod 'Feature', :path => 'Modules/Feature'\n  pod 'SnapKit'\nend\n"),
                ManifestFile(path: "Modules/Feature/Feature.podspec", text: Self.feature),
            ],
            swiftFiles: ["App/AppDelegate.swift", "Modules/Feature/Sources/A.swift"])
        let app = try #require(assignment.module(named: "App"))
        #expect(app.dependencies == ["Feature"])
        #expect(!app.dependenciesIncomplete)
    }

    /// The repository's own pod named like an Rx library (`pod 'RxMoya', :path => 'LocalPods/RxMoya'`, its code of
    /// its own) is a dependency of the app, not Rx the cleanup removes; the Rx pods it depends on stay Rx.
    @Test func aPodOfTheRepositoryNamedLikeAnRxLibraryIsAModuleDependency() throws {
        let podspec =
            "Pod::Spec.new do |s|\n  s.name = 'RxMoya'\n  s.source_files = 'RxMoya/Classes/**/*'\n"
            + "  s.dependency 'RxSwift'\nend\n"
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "Podfile",
                    text: "target 'App' do\n  pod 'RxMoya', :path => 'LocalPods/RxMoya'\n  pod 'RxCocoa'\nend\n"),
                ManifestFile(path: "LocalPods/RxMoya/RxMoya.podspec", text: podspec),
            ],
            swiftFiles: ["App/AppDelegate.swift", "LocalPods/RxMoya/RxMoya/Classes/Provider+Rx.swift"])
        let app = try #require(assignment.module(named: "App"))
        #expect(app.dependencies == ["RxMoya"])
        #expect(app.rxDependencies.map(\.summary) == ["RxCocoa@Podfile:3"])
        let own = try #require(assignment.module(named: "RxMoya"))
        #expect(own.rxDependencies.map(\.summary) == ["RxSwift@LocalPods/RxMoya/RxMoya.podspec:4"])
    }

    /// A subspec of the repository's own pod named like an Rx library (`Kit/RxExtension`, its Rx helpers, which
    /// another subspec depends on) is the pod's code, not an Rx line the cleanup removes.
    @Test func aSubspecOfTheRepositorysPodIsNoRxLibrary() throws {
        let podspec = """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.subspec 'RxExtension' do |ss|
                ss.source_files = 'Kit/RxExtension/**/*.swift'
                ss.dependency 'RxSwift', '~> 6.2'
              end
              s.subspec 'Store' do |ss|
                ss.source_files = 'Kit/Store/**/*.swift'
                ss.dependency 'Kit/RxExtension'
              end
            end
            """
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Kit.podspec", text: podspec)],
            swiftFiles: ["Kit/RxExtension/Signal.swift", "Kit/Store/Store.swift"])
        let kit = try #require(assignment.module(named: "Kit"))
        #expect(kit.rxDependencies.map(\.summary) == ["RxSwift@Kit.podspec:5"])
    }

    @Test func aBrokenPodspecIsReportedAndItsReadableLinesStillCount() {
        let podspec =
            "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Kit/*.swift'\n  s.summary = 'it\nend\n"
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Kit.podspec", text: podspec)], swiftFiles: ["Kit/K.swift"])
        #expect(
            assignment.diagnostics.map(\.description) == [
                "Kit.podspec:4: warning: malformed podspec: unterminated string"
            ])
        #expect(assignment.fileModules["Kit/K.swift"] == "Kit")
    }

    /// A podspec beside a project with a target of its name: the project's files are the module's.
    @Test func aProjectTargetOfThePodsNameKeepsItsOwnFiles() throws {
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "Kit/Sources")])
            """
        let podspec =
            "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Kit/**/*.swift'\n"
            + "  s.dependency 'RxSwift'\n  s.test_spec do |t|\n    t.source_files = 'Kit/**/*Tests.swift'\n  end\nend\n"
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Package.swift", text: package), ManifestFile(path: "Kit.podspec", text: podspec),
            ],
            swiftFiles: ["Kit/Sources/A.swift", "Kit/Stale/B.swift", "Kit/Stale/BTests.swift"])
        #expect(assignment.fileModules["Kit/Sources/A.swift"] == "Kit")
        #expect(assignment.fileModules["Kit/Stale/BTests.swift"] != "Kit-Unit-Tests")
        #expect(assignment.fileModules["Kit/Stale/B.swift"] != "Kit")
        let kit = try #require(assignment.module(named: "Kit"))
        #expect(kit.rxDependencies.map(\.summary) == ["RxSwift@Kit.podspec:4"])
    }
}
