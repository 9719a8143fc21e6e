import Testing

@testable import FarewellKit

/// Dependency lists that Tuist's `ProjectDescriptionHelpers` define and manifests name
/// (`dependencies: ModuleLayer.Domain.dependencies`).
@Suite struct ProjectTuistHelperListTests {
    let header = "import ProjectDescription\nimport ProjectDescriptionHelpers\n"

    /// A helper's target (`factory: .init(dependencies:)`) naming the helpers' list.
    var domain: String {
        header + "private let targets: [Target] = [\n"
            + "    .makeModular(layer: .Domain, factory: .init(dependencies: ModuleLayer.Domain.dependencies))\n"
            + "]\nprivate let domain = Project.makeApp(name: ModuleLayer.Domain.rawValue, target: targets)\n"
    }

    /// A plain target's `dependencies:` naming the helpers' list.
    var core: String {
        header + "let project = Project(name: \"Core\", targets: [\n"
            + "    .target(name: \"Core\", product: .staticFramework, sources: [\"Sources/**\"],\n"
            + "            dependencies: ModuleLayer.Core.dependencies)\n])\n"
    }

    /// An enum's computed list, one per case of `switch self`, and a type's constant list.
    let moduleLayer = """
        import ProjectDescription
        public enum ModuleLayer: String {
            case Domain, Core, Data
            public var dependencies: [TargetDependency] {
                switch self {
                case .Domain: return [.external(name: "RxSwift"), .project(target: "Core", path: "Core")]
                case .Core, .Data:
                    return [.external(name: "SnapKit")] + ModuleLayer.shared
                }
            }
            public static let shared: [TargetDependency] = [.external(name: "RxCocoa")]
        }
        """

    /// A helper target's `factory: .init(dependencies:)` and a plain target's `dependencies:` name the helpers'
    /// lists: their names and Rx lines are read where the helper writes them, and nothing is left unresolved.
    @Test func aListTheHelpersDefineIsReadWhereTheyWriteIt() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/ModuleLayer.swift", text: moduleLayer),
                ManifestFile(path: "Domain/Project.swift", text: domain),
                ManifestFile(path: "Core/Project.swift", text: core),
            ],
            swiftFiles: ["Domain/Sources/FetchUserUseCase.swift", "Core/Sources/Logger.swift"])
        #expect(ManifestKind.of(path: "Tuist/ProjectDescriptionHelpers/ModuleLayer.swift") == .tuistHelpers)
        #expect(result.module(named: "Domain")?.dependencies == ["Core"])
        #expect(
            result.module(named: "Domain")?.rxDependencies.map(\.summary) == [
                "RxSwift@Tuist/ProjectDescriptionHelpers/ModuleLayer.swift:6"
            ])
        #expect(
            result.module(named: "Core")?.rxDependencies.map(\.summary) == [
                "RxCocoa@Tuist/ProjectDescriptionHelpers/ModuleLayer.swift:11"
            ])
        #expect(result.diagnostics.filter { !$0.isInformational } == [])
    }

    /// A list no helper defines (or one a function builds) gets the warning a plain target's gets, at the line
    /// that names it, in a helper's target too.
    @Test func aListTheHelpersDoNotDefineGetsAWarning() {
        let helper = "import ProjectDescription\npublic enum ModuleLayer: String { case Domain, Core }\n"
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/ModuleLayer.swift", text: helper),
                ManifestFile(path: "Domain/Project.swift", text: domain),
                ManifestFile(path: "Core/Project.swift", text: core),
            ],
            swiftFiles: ["Domain/Sources/FetchUserUseCase.swift", "Core/Sources/Logger.swift"])
        #expect(
            result.diagnostics.filter { $0.message.hasPrefix("dependencies") }.map(\.description) == [
                "Core/Project.swift:5: warning: dependencies of target 'Core' are not a list; their Rx lines and "
                    + "modules are not read",
                "Domain/Project.swift:4: warning: dependencies of target 'Domain' are not a list; their Rx lines and "
                    + "modules are not read",
            ])
        // They say how the manifest was read, and leave the exit code alone.
        #expect(result.diagnostics.allSatisfy { $0.isInformational })
    }

    /// A target named by a helper's string enum (`Module.Domain.rawValue`, a case's name or its literal, a nested
    /// enum's by its full name, through a constant and an interpolation) is read with that name, and a helper's
    /// `.external(dependency: .RxSwift)` is an Rx line.
    @Test func targetsNamedByAHelpersEnumAndItsExternalLibrariesAreRead() {
        let helper = """
            import ProjectDescription
            public enum Module: String { case Domain, Network = "PBNetworking" }
            public enum ModulePaths { public enum Feature: String, CaseIterable { case Search } }
            public enum External: String { case RxSwift, SnapKit }
            extension TargetDependency {
                public static func external(dependency: External) -> TargetDependency {
                    .external(name: dependency.rawValue)
                }
            }
            """
        let project =
            header + """
                let interface: String = ModulePaths.Feature.Search.rawValue
                let project = Project(name: "Domain", targets: [
                    .target(name: Module.Domain.rawValue, product: .framework, sources: ["Domain/**"],
                            dependencies: [.external(dependency: .RxSwift), .external(dependency: .SnapKit)]),
                    .target(name: Module.Network.rawValue, product: .framework, sources: ["Network/**"]),
                    .target(name: "\\(interface)Interface", product: .framework, sources: ["Interface/**"]),
                ])
                """
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/Module.swift", text: helper),
                ManifestFile(path: "Projects/Project.swift", text: project),
            ],
            swiftFiles: [
                "Projects/Domain/Repo.swift", "Projects/Network/Client.swift", "Projects/Interface/Search.swift",
            ])
        #expect(
            result.fileModules == [
                "Projects/Domain/Repo.swift": "Domain", "Projects/Network/Client.swift": "PBNetworking",
                "Projects/Interface/Search.swift": "SearchInterface",
            ])
        #expect(result.module(named: "Domain")?.rxDependencies.map(\.summary) == ["RxSwift@Projects/Project.swift:6"])
        #expect(result.diagnostics.filter { !$0.isInformational } == [])
    }
}
