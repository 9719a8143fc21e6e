import Testing

@testable import FarewellKit

/// A generic base class's property declared with one of its parameters (`var input = Input()` in `BaseVM<Input,
/// Output>`) has, read on a value of a subclass (`vm.input`, `self.input`), the type the subclass's header gives
/// that parameter (`HomeVM: BaseVM<HomeInput, HomeOutput>`): its members' calls are that type's.
@Suite struct GenericBaseMemberTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "P",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.6.0")],
            targets: [
                .target(name: "Core", dependencies: ["RxSwift"]),
                .target(name: "Home", dependencies: ["Core", "RxSwift"]),
                .target(name: "App", dependencies: ["Core", "Home", "RxSwift"]),
            ]
        )
        """

    /// The base class in `Core`, with `declaration` declaring its `input` property.
    static func base(_ declaration: String) -> String {
        """
        import RxSwift
        public protocol IO { init() }
        open class BaseVM<Input: IO, Output: IO>: NSObject {
            \(declaration)
            public var output = Output()
            public override init() { input = Input() }
        }
        """
    }

    /// The view models in `Home`: two subclasses giving the base different arguments, whose inputs and outputs
    /// declare members of the same names.
    static let viewModels = """
        import RxSwift
        import RxRelay
        import Core
        public struct HomeInput: IO { public var tap = PublishSubject<Void>(); public init() {} }
        public struct HomeOutput: IO { public var title = BehaviorRelay<String>(value: ""); public init() {} }
        public struct ListInput: IO { public var tap = PublishSubject<Void>(); public init() {} }
        public struct ListOutput: IO { public var title = BehaviorRelay<String>(value: ""); public init() {} }
        public final class HomeVM: BaseVM<HomeInput, HomeOutput> {
            public var input2 = HomeInput()
        }
        public final class ListVM: BaseVM<ListInput, ListOutput> {}
        """

    /// `Module/File.swift:line` of each caller, and the callers' modules, of every Rx API of `path`.
    static func callers(_ fileSystem: InMemoryFileSystem, declaredIn path: String) throws -> [String] {
        let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
        let apis = try #require(inventory.files.first { $0.path == path }).apis
        return apis.map { api in
            let places = api.callers.map { "\($0.path.replacingOccurrences(of: "Sources/", with: "")):\($0.line)" }
            return "\(api.qualifiedName) \(places) \(api.callerModules)"
        }
    }

    /// The repository of the three modules, with the base's `input` declared by `declaration`.
    static func repository(_ declaration: String) -> InMemoryFileSystem {
        InMemoryFileSystem([
            "/repo/Package.swift": manifest,
            "/repo/Sources/Core/Base.swift": base(declaration),
            "/repo/Sources/Home/ViewModels.swift": viewModels,
            "/repo/Sources/Home/HomeVM+Bind.swift": """
            import RxSwift
            import Core
            extension HomeVM {
                func bind() {
                    self.input.tap.onNext(())
                    _ = output.title.value
                }
            }
            """,
            "/repo/Sources/App/Other.swift": """
            import RxSwift
            import Home
            final class Other {
                let vm = HomeVM()
                func go() {
                    vm.input.tap.onNext(())
                    _ = vm.output.title.value
                    vm.input2.tap.onNext(())
                }
            }
            """,
            "/repo/Sources/App/HomeScreen.swift": """
            import RxSwift
            import Home
            final class HomeScreen {
                let viewModel: HomeVM
                let list = ListVM()
                init(viewModel: HomeVM) { self.viewModel = viewModel }
                func bind() {
                    viewModel.input.tap.onNext(())
                    viewModel.output.title.accept("Home")
                    list.output.title.accept("List")
                }
            }
            """,
        ])
    }

    @Test(arguments: [
        "public var input = Input()", "public let input: Input", "public var input: Input!",
        "public lazy var input = Input()",
    ])
    func aBasePropertyOfAParameterHasTheTypeTheSubclassGivesIt(declaration: String) throws {
        let callers = try Self.callers(Self.repository(declaration), declaredIn: "Sources/Home/ViewModels.swift")
        // `HomeInput.tap`: `viewModel.input` of a `let viewModel: HomeVM`, `vm.input` of a constructed `HomeVM`, the
        // subclass's own `input2`, the extension's `self.input`. `ListVM` gives the base other arguments:
        // `list.output.title` is `ListOutput`'s.
        #expect(
            callers == [
                #"HomeInput.tap ["App/HomeScreen.swift:8", "App/Other.swift:6", "App/Other.swift:8", "Home/HomeVM+Bind.swift:5"] ["App", "Home"]"#,
                #"HomeOutput.title ["App/HomeScreen.swift:9", "App/Other.swift:7", "Home/HomeVM+Bind.swift:6"] ["App", "Home"]"#,
                #"ListInput.tap [] []"#,
                #"ListOutput.title ["App/HomeScreen.swift:10"] ["App"]"#,
            ])
    }

    @Test func theArgumentsPassOnThroughAGenericSubclass() throws {
        let fileSystem = InMemoryFileSystem([
            "/repo/Package.swift": Self.manifest,
            "/repo/Sources/Core/Base.swift": Self.base("public var input = Input()"),
            "/repo/Sources/Core/ScreenVM.swift": """
            import RxSwift
            open class ScreenVM<I: IO, O: IO>: BaseVM<I, O> {}
            open class OutputFirstVM<O: IO, I: IO>: ScreenVM<I, O> {}
            """,
            "/repo/Sources/Home/ViewModels.swift": """
            import RxSwift
            import RxRelay
            import Core
            public struct ProfileInput: IO { public var tap = PublishSubject<Void>(); public init() {} }
            public struct ProfileOutput: IO { public var title = BehaviorRelay<String>(value: ""); public init() {} }
            """,
            "/repo/Sources/Home/ProfileVM.swift": """
            import RxSwift
            import Core
            open class ProfileVM: OutputFirstVM<ProfileOutput, ProfileInput> {
                func bind() {
                    input.tap.onNext(())
                    _ = self.output.title.value
                }
            }
            public final class EditProfileVM: ProfileVM {}
            """,
            "/repo/Sources/App/Profile.swift": """
            import RxSwift
            import Home
            final class Profile {
                private let viewModel = ProfileVM()
                private let edit = EditProfileVM()
                func go() {
                    viewModel.input.tap.onNext(())
                    viewModel.output.title.accept("Profile")
                    edit.input.tap.onNext(())
                }
            }
            """,
        ])
        // `OutputFirstVM` passes its second argument to `ScreenVM`'s first, which passes it to `BaseVM`'s `Input`;
        // `EditProfileVM` inherits what `ProfileVM` gave.
        #expect(
            try Self.callers(fileSystem, declaredIn: "Sources/Home/ViewModels.swift") == [
                #"ProfileInput.tap ["App/Profile.swift:7", "App/Profile.swift:9", "Home/ProfileVM.swift:5"] ["App", "Home"]"#,
                #"ProfileOutput.title ["App/Profile.swift:8", "Home/ProfileVM.swift:6"] ["App", "Home"]"#,
            ])
    }

    @Test func aNestedTypeArgumentIsThatNestedType() throws {
        let fileSystem = InMemoryFileSystem([
            "/repo/Package.swift": Self.manifest,
            "/repo/Sources/Core/Base.swift": Self.base("public var input = Input()"),
            "/repo/Sources/Home/ViewModels.swift": """
            import RxSwift
            import RxRelay
            import Core
            public final class HomeVM: BaseVM<HomeVM.Input, HomeVM.Output> {
                public struct Input: IO { public var tap = PublishSubject<Void>(); public init() {} }
                public struct Output: IO { public var title = BehaviorRelay<String>(value: ""); public init() {} }
            }
            public final class ListVM: BaseVM<ListVM.Input, ListVM.Output> {
                public struct Input: IO { public var tap = PublishSubject<Void>(); public init() {} }
                public struct Output: IO { public var title = BehaviorRelay<String>(value: ""); public init() {} }
            }
            """,
            "/repo/Sources/Home/HomeVM+Bind.swift": """
            import RxSwift
            extension HomeVM {
                func bind() {
                    self.input.tap.onNext(())
                    _ = output.title.value
                }
            }
            """,
            "/repo/Sources/App/Other.swift": """
            import RxSwift
            import Home
            final class Other {
                let vm = HomeVM()
                let list = ListVM()
                func go() {
                    vm.input.tap.onNext(())
                    _ = vm.output.title.asObservable()
                    list.output.title.accept("List")
                }
            }
            """,
        ])
        // Both view models nest an `Input` and an `Output`: `vm.input` is `HomeVM`'s, `list.output` `ListVM`'s.
        #expect(
            try Self.callers(fileSystem, declaredIn: "Sources/Home/ViewModels.swift") == [
                #"HomeVM.Input.tap ["App/Other.swift:7", "Home/HomeVM+Bind.swift:4"] ["App", "Home"]"#,
                #"HomeVM.Output.title ["App/Other.swift:8", "Home/HomeVM+Bind.swift:5"] ["App", "Home"]"#,
                #"ListVM.Input.tap [] []"#,
                #"ListVM.Output.title ["App/Other.swift:9"] ["App"]"#,
            ])
    }
}
