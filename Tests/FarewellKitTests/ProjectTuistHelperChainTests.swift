import Testing

@testable import FarewellKit

/// Dependencies that Tuist's `ProjectDescriptionHelpers` define in nested namespaces and manifests name by a chain of
/// members (`.Feature.Home.Data.Interface`).
@Suite struct ProjectTuistHelperChainTests {
    let header = "import ProjectDescription\nimport ProjectDescriptionHelpers\n"

    /// Helpers declaring a namespace per feature and per feature's layer, each with its own `Interface`.
    let namespaces = """
        import ProjectDescription
        public extension TargetDependency {
            struct Feature {
                public struct Home { public struct Data {} }
                public struct Chat { public struct Data {} }
            }
        }
        public extension TargetDependency.Feature.Home {
            static let Interface: TargetDependency = .project(target: "Home", path: .relativeToRoot("Features/Home/Home"))
        }
        public extension TargetDependency.Feature.Home.Data {
            static let Interface: TargetDependency = .project(
                target: "HomeData", path: .relativeToRoot("Features/Home/HomeData"))
        }
        public extension TargetDependency.Feature.Chat.Data {
            static let Interface: TargetDependency = .project(
                target: "ChatData", path: .relativeToRoot("Features/Chat/ChatData"))
        }
        """

    /// Helpers naming libraries that are no target of the repository: a framework by path, an external package,
    /// and functions returning them.
    let thirdParty = """
        import ProjectDescription
        public extension TargetDependency {
            enum ThirdParty {
                public static let FlexLayout = TargetDependency.xcframework(path: .relativeToRoot("Frameworks/FlexLayout.xcframework"))
                public static let Alamofire: TargetDependency = .external(name: "Alamofire")
                public static func Lottie() -> TargetDependency {
                    .xcframework(path: .relativeToRoot("Frameworks/Lottie.xcframework"))
                }
                public static func spm(_ name: String) -> TargetDependency { .external(name: name) }
            }
        }
        """

    /// A project of one framework target `name` in `folder` whose dependencies are `dependencies`.
    func project(_ folder: String, _ name: String, dependencies: String = "[]") -> ManifestFile {
        ManifestFile(
            path: "\(folder)/Project.swift",
            text: header + "let project = Project(name: \"\(name)\", targets: [\n"
                + "    Target(name: \"\(name)\", platform: .iOS, product: .framework, bundleId: \"app.\(name)\",\n"
                + "           sources: [\"Sources/**\"], dependencies: \(dependencies))\n])\n")
    }

    /// The modules of the feature projects, `Profile` and `Search` depending on the helpers' members `profile` and
    /// `search`.
    func resolve(helpers: String, profile: String, search: String = "[]") -> ModuleAssignment {
        let folders = [
            ("Features/Home/Home", "Home"), ("Features/Home/HomeData", "HomeData"),
            ("Features/Chat/ChatData", "ChatData"),
        ]
        return ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/Dependencies.swift", text: helpers),
                project("Features/Profile", "Profile", dependencies: profile),
                project("Features/Search", "Search", dependencies: search),
            ] + folders.map { project($0.0, $0.1) },
            swiftFiles: (folders.map(\.0) + ["Features/Profile", "Features/Search"]).map { "\($0)/Sources/File.swift" })
    }

    /// A chain of members is looked up where the compiler looks it up: `.Feature.Home.Data.Interface` is the member
    /// `Interface` of `TargetDependency.Feature.Home.Data`, not of `TargetDependency.Feature.Home`; and
    /// `.Feature.Chat.Data.Interface` is found though another namespace's `Data` has an `Interface` too.
    @Test func aChainOfHelperMembersNamesTheTargetOfItsWholePath() throws {
        let result = resolve(
            helpers: namespaces, profile: "[.Feature.Home.Data.Interface]",
            search: "[.Feature.Chat.Data.Interface, .Feature.Home.Interface]")
        let profile = try #require(result.module(named: "Profile"))
        let search = try #require(result.module(named: "Search"))
        #expect(profile.dependencies == ["HomeData"])
        #expect(search.dependencies == ["ChatData", "Home"])
        #expect(!profile.dependenciesIncomplete)
        #expect(!search.dependenciesIncomplete)
    }

    /// A chain the helpers do not define in the namespace it names (`Chat` has no `Interface` of its own) names
    /// no module, and leaves the dependencies incomplete.
    @Test func aChainTheHelpersDoNotDefineNamesNoModule() throws {
        let result = resolve(helpers: namespaces, profile: "[.Feature.Chat.Interface]")
        let profile = try #require(result.module(named: "Profile"))
        #expect(profile.dependencies == [])
        #expect(profile.dependenciesIncomplete)
    }

    /// A helper's member or function that makes a dependency on no target of the repository (a framework by path,
    /// an external package) is read whole: it names no module and leaves nothing unknown, so the module sees only
    /// the modules it names.
    @Test(arguments: [
        "[.ThirdParty.FlexLayout, .Feature.Home.Interface]",
        "[.ThirdParty.Alamofire, .Feature.Home.Interface]",
        "[.ThirdParty.Lottie(), .Feature.Home.Interface]",
        "[.ThirdParty.spm(\"SnapKit\"), .Feature.Home.Interface]",
        "[TargetDependency.ThirdParty.FlexLayout, .Feature.Home.Interface]",
    ])
    func aHelperMakingANonProjectDependencyNamesNoModule(dependencies: String) throws {
        let result = resolve(helpers: namespaces + "\n" + thirdParty, profile: dependencies)
        let profile = try #require(result.module(named: "Profile"))
        #expect(profile.dependencies == ["Home"])
        #expect(!profile.dependenciesIncomplete)
        #expect(result.diagnostics.filter { $0.message.contains("dependencies") } == [])
    }
}
