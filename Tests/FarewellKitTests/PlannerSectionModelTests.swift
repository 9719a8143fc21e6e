import Testing

@testable import FarewellKit

/// Files whose only Rx is an RxDataSources section or identity model's conformance (`extension Post:
/// IdentifiableType`, `struct HelpSection: SectionModelType`) go with the views and reactors using those types in
/// their data sources, or those wait for them: removing a conformance breaks every data source of its type.
@Suite struct PlannerSectionModelTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Feed",
            dependencies: [
                .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0"),
                .package(url: "https://github.com/RxSwiftCommunity/RxDataSources.git", from: "5.0.0"),
            ],
            targets: [
                .target(name: "Domain", dependencies: ["RxSwift"]),
                .target(name: "App", dependencies: ["Domain", "RxSwift", "RxDataSources"]),
            ]
        )
        """

    static let post = [
        "/repo/Sources/Domain/Model/Post.swift": """
        import RxSwift
        public struct Post { public let id: Int }
        """,
        "/repo/Sources/App/Feed/Model/PostItem.swift": """
        import RxDataSources
        import Domain
        extension Post: IdentifiableType, Equatable { public var identity: Int { id } }
        """,
        "/repo/Sources/App/Feed/ViewController/FeedViewController.swift": """
        import RxSwift
        import RxDataSources
        import Domain
        final class FeedViewController { var dataSource: RxCollectionViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Post>>!; let bag = DisposeBag() }
        """,
    ]

    static func planned(_ files: [String: String], settings: PlanSettings = PlanSettings()) throws -> (Inventory, Plan)
    {
        var all = files
        all["/repo/Package.swift"] = package
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(all)).scan(root: "/repo")
        return (inventory, Planner(settings: settings).plan(inventory, previous: nil))
    }

    static func paths(_ plan: Plan) -> [[String]] { plan.migrationTasks.map { $0.files.map(\.path) } }

    /// An identity model's conformance in the app's module is presentation, as a section model is, whatever the
    /// folder (`Feed/Model/`) or the module of the type it extends says.
    @Test func anIdentityModelConformanceInTheAppIsPresentation() throws {
        let (inventory, _) = try Self.planned(Self.post)
        let layers = Dictionary(uniqueKeysWithValues: inventory.files.map { ($0.path, $0.layer) })
        #expect(layers["Sources/App/Feed/Model/PostItem.swift"] == .presentation)
    }

    /// `extension Post: IdentifiableType` joins the task of the view whose data source's generic arguments name
    /// `Post`: on its own, in an earlier wave, its task would remove what that view still needs.
    @Test func anIdentityModelJoinsTheTaskOfTheViewUsingItsType() throws {
        let (inventory, plan) = try Self.planned(Self.post)
        let model = try #require(inventory.files.first { $0.path == "Sources/App/Feed/Model/PostItem.swift" })
        #expect(model.sectionModelUsers == ["Sources/App/Feed/ViewController/FeedViewController.swift"])
        #expect(
            Self.paths(plan) == [
                [
                    "Sources/App/Feed/Model/PostItem.swift",
                    "Sources/App/Feed/ViewController/FeedViewController.swift",
                ]
            ])
    }

    /// A section model packed with other work of its own, whose user's task has no room for it, stays: the user's task
    /// waits for it, and its Boundary names the user's file, for which it keeps the conformance (`verify` leaves it
    /// out of its scope while the user is in another task).
    @Test func aSectionModelThatCannotJoinItsUserIsAwaitedByIt() throws {
        let rows = (0..<8).map { "        items.map { $0.count + \($0) }.subscribe().disposed(by: bag)" }
        var files: [String: String] = [
            "/repo/Sources/App/Help/Model/FAQSection.swift": """
            import RxDataSources
            struct FAQSection: SectionModelType {
                var items: [String]
                init(items: [String]) { self.items = items }
                init(original: FAQSection, items: [String]) { self.items = items }
            }
            """,
            "/repo/Sources/App/Help/Model/FAQCellModel.swift": """
            import RxSwift
            import RxCocoa
            final class FAQCellModel {
                let title = BehaviorRelay<String>(value: "")
                let tapped = PublishRelay<Void>()
            }
            """,
            "/repo/Sources/App/Help/HelpViewController.swift": """
            import UIKit
            import RxSwift
            import RxDataSources
            final class HelpViewController: UIViewController {
                let items = PublishSubject<[FAQSection]>()
                let bag = DisposeBag()
                override func viewDidLoad() {
            \(rows.joined(separator: "\n"))
                }
            }
            """,
        ]
        files["/repo/Sources/Domain/Model/Post.swift"] = Self.post["/repo/Sources/Domain/Model/Post.swift"]
        let (inventory, plan) = try Self.planned(files, settings: PlanSettings(maxPoints: 26))
        #expect(
            Self.paths(plan) == [
                ["Sources/App/Help/Model/FAQCellModel.swift", "Sources/App/Help/Model/FAQSection.swift"],
                ["Sources/App/Help/HelpViewController.swift"],
            ])
        let model = try #require(plan.tasks(holding: "Sources/App/Help/Model/FAQSection.swift").first)
        let view = try #require(plan.tasks(holding: "Sources/App/Help/HelpViewController.swift").first)
        #expect(view.dependsOn.contains(model.id))
        let context = WorkspaceContext(plan: plan)
        #expect(
            TaskMarkdown.body(model, context: context).contains(
                "`Sources/App/Help/Model/FAQSection.swift` (`FAQSection`) is used by "
                    + "`Sources/App/Help/HelpViewController.swift` in \(view.id) (after this task)"))
        #expect(
            TaskMarkdown.body(view, context: context).contains(
                "This task's files use the RxDataSources section or identity models of "
                    + "`Sources/App/Help/Model/FAQSection.swift` in \(model.id) (before this task)"))
        let remaining = ScopeCheck.remaining(model, in: inventory, plan: plan)
        #expect(Set(remaining.map(\.path)) == ["Sources/App/Help/Model/FAQCellModel.swift"])
        // Its Scope rows say to keep the conformance, as its Boundary does, not to replace it.
        #expect(
            TaskMarkdown.body(model, context: context).contains(
                "| 2 | `SectionModelType` (`RxDataSources`) | keep as it is while the files under Boundary use it |"))
    }

    /// A section model with Rx of its own besides its conformance (a section's relay) used by two views of two tasks
    /// joins the first view's task, as a section model alone does, and its own Rx moves there; the other view's task
    /// waits for it, and it keeps the conformance for that view: its Scope row says to keep it, and `verify` leaves it
    /// out.
    @Test func aSectionModelWithRxOfItsOwnKeepsItsConformanceForItsOtherUsers() throws {
        func view(_ name: String) -> String {
            """
            import UIKit
            import RxSwift
            import RxDataSources
            final class \(name): UIViewController {
                let items = PublishSubject<[FAQSection]>()
                let bag = DisposeBag()
                override func viewDidLoad() { items.subscribe().disposed(by: bag) }
            }
            """
        }
        let files: [String: String] = [
            "/repo/Sources/App/Help/Model/FAQSection.swift": """
            import RxDataSources
            import RxRelay
            struct FAQSection: SectionModelType {
                var items: [String]
                let expanded = BehaviorRelay<Bool>(value: false)
                init(items: [String]) { self.items = items }
                init(original: FAQSection, items: [String]) { self.items = items }
            }
            """,
            "/repo/Sources/App/Help/HelpViewController.swift": view("HelpViewController"),
            "/repo/Sources/App/Search/SearchViewController.swift": view("SearchViewController"),
        ]
        let (inventory, plan) = try Self.planned(files, settings: PlanSettings(maxFiles: 1))
        let section = try #require(inventory.files.first { $0.path == "Sources/App/Help/Model/FAQSection.swift" })
        #expect(
            section.sectionModelUsers == [
                "Sources/App/Help/HelpViewController.swift", "Sources/App/Search/SearchViewController.swift",
            ])
        let model = try #require(plan.tasks(holding: "Sources/App/Help/Model/FAQSection.swift").first)
        let first = try #require(plan.tasks(holding: "Sources/App/Help/HelpViewController.swift").first)
        let other = try #require(plan.tasks(holding: "Sources/App/Search/SearchViewController.swift").first)
        #expect(model.id == first.id)
        try #require(other.id != model.id)
        #expect(other.dependsOn.contains(model.id))
        let body = TaskMarkdown.body(model, context: WorkspaceContext(plan: plan))
        #expect(
            body.contains(
                "| 3 | `SectionModelType` (`RxDataSources`) | keep as it is while the files under Boundary use it |"))
        #expect(body.contains("| 5 | `BehaviorRelay` | "))
        #expect(!body.contains("| 5 | `BehaviorRelay` | keep"))
        let remaining = ScopeCheck.remaining(model, in: inventory, plan: plan)
        #expect(remaining.filter { $0.path == section.path }.map(\.occurrence.line) == [5])
    }

    /// `Word`'s identity conformance in `Domain`, and a data source of `App` using it.
    static let word = [
        "/repo/Sources/Domain/Model/Word.swift": """
        import RxDataSources
        public struct Word { public let id: String }
        extension Word: IdentifiableType, Equatable { public var identity: String { id } }
        """,
        "/repo/Sources/App/Debate/DebateViewController.swift": """
        import RxSwift
        import RxDataSources
        import Domain
        final class DebateViewController {
            var dataSource: RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Word>>!
            let bag = DisposeBag()
        }
        """,
    ]

    /// An identity model's conformance in one module (`extension Word: IdentifiableType` in `Domain`) is used by a data
    /// source in a module importing it (`App`): its task keeps the conformance for that task, which waits for it, as
    /// in one module.
    @Test func aModelUsedFromAnotherModuleIsKeptForIt() throws {
        var files = Self.word
        files["/repo/Sources/Domain/WordService.swift"] = """
            import RxSwift
            import RxDataSources
            public final class WordService {
                public func words() -> Single<[AnimatableSectionModel<String, Word>]> { .just([]) }
            }
            """
        let (inventory, plan) = try Self.planned(files)
        let model = try #require(inventory.files.first { $0.path == "Sources/Domain/Model/Word.swift" })
        #expect(
            model.sectionModelUsers == [
                "Sources/App/Debate/DebateViewController.swift", "Sources/Domain/WordService.swift",
            ])
        let modelTask = try #require(plan.tasks(holding: "Sources/Domain/Model/Word.swift").first)
        let view = try #require(plan.tasks(holding: "Sources/App/Debate/DebateViewController.swift").first)
        #expect(modelTask.id != view.id)
        #expect(view.dependsOn.contains(modelTask.id))
        #expect(
            TaskMarkdown.body(modelTask, context: WorkspaceContext(plan: plan)).contains(
                "`Sources/Domain/Model/Word.swift` (`Word`) is used by `Sources/App/Debate/DebateViewController.swift` "
                    + "in \(view.id) (after this task)"))
        #expect(
            !ScopeCheck.remaining(modelTask, in: inventory, plan: plan).contains { $0.path.hasSuffix("Word.swift") })
    }

    /// An identity model (`extension Photo: IdentifiableType`) is needed only where RxDataSources builds sections of
    /// it: a service returning `Single<[Photo]>` and a view whose reload data source shows cell models (`SectionModel<
    /// String, PhotoCellModel>`) use no identity, and nothing waits for the model's task.
    @Test func anIdentityModelIsNotUsedByFilesWithoutDataSourcesOfIt() throws {
        let files = [
            "/repo/Sources/App/Model/Photo.swift": """
            import RxDataSources
            struct Photo { let id: String }
            extension Photo: IdentifiableType { var identity: String { id } }
            """,
            "/repo/Sources/App/Service/PhotoService.swift": """
            import RxSwift
            final class PhotoService { func photos() -> Single<[Photo]> { .just([]) } }
            """,
            "/repo/Sources/App/Home/HomeViewController.swift": """
            import RxSwift
            import RxDataSources
            struct PhotoCellModel { let photo: Photo }
            final class HomeViewController {
                var dataSource: RxCollectionViewSectionedReloadDataSource<SectionModel<String, PhotoCellModel>>!
                let bag = DisposeBag()
            }
            """,
        ]
        let (inventory, _) = try Self.planned(files)
        let model = try #require(inventory.files.first { $0.path == "Sources/App/Model/Photo.swift" })
        #expect(model.sectionModelUsers.isEmpty)
    }

    /// A base class conforming to `IdentifiableType` gives the conformance to its subclasses: a file whose animated
    /// sections hold a subclass (`AnimatableSectionModel<String, HomeCellViewModel>`) uses the base class's model.
    @Test func aSubclassOfAnIdentityModelNeedsItsConformance() throws {
        let files = [
            "/repo/Sources/App/Bindable/IdentifiableViewModel.swift": """
            import RxDataSources
            open class IdentifiableViewModel: Equatable, IdentifiableType {
                public let identity = UUID()
                public static func == (lhs: IdentifiableViewModel, rhs: IdentifiableViewModel) -> Bool { true }
            }
            """,
            "/repo/Sources/App/Home/HomeCellViewModel.swift": """
            import RxSwift
            final class HomeCellViewModel: IdentifiableViewModel { let title = BehaviorRelay<String>(value: "") }
            """,
            "/repo/Sources/App/Home/HomeViewModel.swift": """
            import RxSwift
            import RxDataSources
            typealias HomeSection = AnimatableSectionModel<String, HomeCellViewModel>
            final class HomeViewModel { let sections = BehaviorRelay<[HomeSection]>(value: []) }
            """,
            "/repo/Sources/App/Profile/ProfileViewModel.swift": """
            import RxSwift
            import RxDataSources
            final class ProfileViewModel { let rows = BehaviorRelay<[AnimatableSectionModel<String, Int>]>(value: []) }
            """,
        ]
        let (inventory, _) = try Self.planned(files)
        let model = try #require(
            inventory.files.first { $0.path == "Sources/App/Bindable/IdentifiableViewModel.swift" })
        #expect(model.sectionModelUsers == ["Sources/App/Home/HomeViewModel.swift"])
    }

    /// A section model is needed only where RxDataSources is: a file building its sections
    /// (`ReposSectionModel(header:items:)`) or holding them in a relay without importing RxDataSources uses the
    /// model's own members, and only the view with the data source is its user.
    @Test func aFileWithoutRxDataSourcesIsNoUserOfASectionModel() throws {
        let files = [
            "/repo/Sources/App/Repos/ReposSectionModel.swift": """
            import RxDataSources
            struct ReposSectionModel { var header: String; var items: [String] }
            extension ReposSectionModel: SectionModelType {
                init(original: ReposSectionModel, items: [String]) { self = original; self.items = items }
            }
            """,
            "/repo/Sources/App/Repos/ReposDataSource.swift": """
            import RxSwift
            import RxRelay
            final class ReposDataSource {
                let repos = BehaviorRelay<[ReposSectionModel]>(value: [])
                func show(_ names: [String]) { repos.accept([ReposSectionModel(header: "", items: names)]) }
            }
            """,
            "/repo/Sources/App/Repos/ReposViewController.swift": """
            import RxSwift
            import RxDataSources
            final class ReposViewController {
                var dataSource: RxTableViewSectionedReloadDataSource<ReposSectionModel>!
                let bag = DisposeBag()
            }
            """,
        ]
        let (inventory, _) = try Self.planned(files)
        let model = try #require(inventory.files.first { $0.path == "Sources/App/Repos/ReposSectionModel.swift" })
        #expect(model.sectionModelUsers == ["Sources/App/Repos/ReposViewController.swift"])
    }

    /// A model file with nothing else to migrate, used only from another module, has nothing to migrate while that
    /// module's data sources use it, and no task of theirs may take it (a task keeps to one module): its module's
    /// cleanup lists it, as a lifetime-only protocol, and the user's task waits for none.
    @Test func aModelUsedOnlyFromAnotherModuleGoesToItsModulesCleanup() throws {
        let (inventory, plan) = try Self.planned(Self.word)
        let model = try #require(plan.tasks(holding: "Sources/Domain/Model/Word.swift").first)
        #expect(model.kind == .cleanup)
        #expect(TaskCleanupSection.modules(of: model, among: inventory.modules).contains("Domain"))
        let view = try #require(plan.tasks(holding: "Sources/App/Debate/DebateViewController.swift").first)
        #expect(view.kind == .migration && !view.dependsOn.contains(model.id))
        // `verify` of the cleanup leaves the conformance out while the view's task has Rx.
        #expect(ScopeCheck.remaining(model, in: inventory, plan: plan).allSatisfy { !$0.path.hasSuffix("Word.swift") })
        #expect(
            TaskMarkdown.body(model, context: WorkspaceContext(plan: plan)).contains(
                "These files' only Rx is RxDataSources section or identity model conformances that data sources in "
                    + "other modules use until their tasks move them to the new models"))
        // No migration task is left with nothing to do.
        let warnings = DashboardBuilder.build(plan: plan, inventory: inventory, histories: [:], today: 0).warnings
        #expect(warnings.noRxLeft.isEmpty)
    }
}
