import Testing

@testable import FarewellKit

/// Files whose whole Rx another task's files keep (a protocol's requirements, a base class's `DisposeBag`) go to
/// the task doing that work, and test doubles go with the protocol they conform to.
@Suite struct PlannerHeldFileTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Chat",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
            targets: [
                .target(name: "Chat", dependencies: ["RxSwift"]),
                .testTarget(name: "ChatTests", dependencies: ["Chat"]),
            ]
        )
        """

    static func planned(_ files: [String: String], settings: PlanSettings = PlanSettings()) throws -> (Inventory, Plan)
    {
        var all = files
        all["/repo/Package.swift"] = all["/repo/Package.swift"] ?? package
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(all)).scan(root: "/repo")
        return (inventory, Planner(settings: settings).plan(inventory, previous: nil))
    }

    static func paths(_ plan: Plan) -> [[String]] {
        plan.tasks.filter { $0.kind == .migration }.map { $0.files.map(\.path) }
    }

    /// `MockChatRoomUsecase` conforms to `ChatRoomsUsecase`: it joins the protocol's task, whatever its name says.
    @Test func aTestDoubleJoinsTheProtocolItConformsTo() throws {
        let (_, plan) = try Self.planned([
            "/repo/Sources/Chat/Domain/ChatRoomsUsecase.swift": """
            import RxSwift

            protocol ChatRoomsUsecase {
                func rooms() -> Observable<[String]>
            }
            """,
            "/repo/Sources/Chat/Scenes/Feed/FeedViewController.swift": """
            import UIKit
            import RxSwift

            final class FeedViewController: UIViewController {
                let items = PublishSubject<[String]>()
            }
            """,
            "/repo/Tests/ChatTests/Mocks/MockChatRoomUsecase.swift": """
            import RxSwift
            @testable import Chat

            final class MockChatRoomUsecase: ChatRoomsUsecase {
                func rooms() -> Observable<[String]> { .just([]) }
            }
            """,
        ])
        let task = try #require(plan.tasks(holding: "Tests/ChatTests/Mocks/MockChatRoomUsecase.swift").first)
        #expect(
            task.files.map(\.path) == [
                "Sources/Chat/Domain/ChatRoomsUsecase.swift", "Tests/ChatTests/Mocks/MockChatRoomUsecase.swift",
            ], "\(Self.paths(plan))")
    }

    /// A test double declared in the tests of another type (`RoomRepositoryTests.swift`) leaves its file with the
    /// code the file's name says it tests.
    @Test func aTestDoubleInTheTestsOfAnotherTypeStaysWithThem() throws {
        let (_, plan) = try Self.planned([
            "/repo/Sources/Chat/Network/APIClient.swift": """
            import RxSwift

            protocol APIRequesting {
                func get(_ path: String) -> Single<String>
            }

            final class APIClient: APIRequesting {
                func get(_ path: String) -> Single<String> { .just(path) }
            }
            """,
            "/repo/Sources/Chat/Data/RoomRepository.swift": """
            import RxSwift

            final class RoomRepository {
                let api: APIRequesting
                init(api: APIRequesting) { self.api = api }
                func rooms() -> Single<String> { api.get("rooms") }
            }
            """,
            "/repo/Tests/ChatTests/RoomRepositoryTests.swift": """
            import RxSwift
            import XCTest
            @testable import Chat

            final class StubAPI: APIRequesting {
                func get(_ path: String) -> Single<String> { .just("[]") }
            }

            final class RoomRepositoryTests: XCTestCase {
                func testRooms() throws {
                    _ = RoomRepository(api: StubAPI()).rooms().subscribe()
                }
            }
            """,
        ])
        let task = try #require(plan.tasks(holding: "Tests/ChatTests/RoomRepositoryTests.swift").first)
        #expect(
            task.files.map(\.path) == [
                "Sources/Chat/Data/RoomRepository.swift", "Tests/ChatTests/RoomRepositoryTests.swift",
            ], "\(Self.paths(plan))")
    }

    static let navigator = [
        "/repo/Sources/Chat/Scenes/AddDiscussion/AddDiscussionViewController.swift": """
        import UIKit
        import RxSwift

        final class AddDiscussionViewController: UIViewController {
            let title = PublishSubject<String>()
        }
        """,
        "/repo/Sources/Chat/Scenes/ChatRoom/ChatRoomNavigator.swift": """
        import RxSwift

        protocol ChatRoomNavigator {
            func toImagePicker() -> Observable<String?>
        }
        """,
        "/repo/Sources/Chat/Scenes/ChatRoom/ChatRoomViewController.swift": """
        import UIKit
        import RxSwift

        final class ChatRoomViewController: UIViewController {
            let messages = PublishSubject<[String]>()
            let typing = PublishSubject<Bool>()
            let sent = PublishSubject<String>()
            let read = PublishSubject<Int>()
        }
        """,
        "/repo/Sources/Chat/Scenes/ChatRoom/DefaultChatRoomNavigator.swift": """
        import RxSwift

        final class DefaultChatRoomNavigator: ChatRoomNavigator {
            func toImagePicker() -> Observable<String?> { .just(nil) }
            func toProfile() -> Observable<Void> { .just(()) }
            func toSettings() -> Observable<Void> { .just(()) }
        }
        """,
    ]

    /// A navigator protocol goes with its implementer, never as filler into another screen's task.
    @Test func aProtocolGoesWithItsImplementer() throws {
        let (inventory, plan) = try Self.planned(Self.navigator, settings: PlanSettings(maxPoints: 6))
        let task = try #require(plan.tasks(holding: "Sources/Chat/Scenes/ChatRoom/ChatRoomNavigator.swift").first)
        #expect(
            task.files.map(\.path) == [
                "Sources/Chat/Scenes/ChatRoom/ChatRoomNavigator.swift",
                "Sources/Chat/Scenes/ChatRoom/DefaultChatRoomNavigator.swift",
            ], "\(Self.paths(plan))")
        // Every migration task has Rx of its own to migrate.
        for task in plan.tasks where task.kind == .migration {
            #expect(!ScopeCheck.remaining(task, in: inventory, plan: plan).isEmpty, "\(task.id): \(task.files)")
        }
    }

    /// A protocol whose requirement lines its implementer's task keeps, split from it by the budget, makes no task
    /// of its own: it would pass `verify` untouched.
    @Test func aProtocolWithOnlyHeldRequirementsMakesNoTaskOfItsOwn() throws {
        var files = Self.navigator
        files["/repo/Sources/Chat/Scenes/ChatRoom/ChatRoomViewModel.swift"] = """
            import RxSwift

            final class ChatRoomViewModel {
                let navigator: ChatRoomNavigator
                let a = PublishSubject<Int>()
                let b = PublishSubject<Int>()
                let c = PublishSubject<Int>()
                init(navigator: ChatRoomNavigator) { self.navigator = navigator }
                func pick() { _ = navigator.toImagePicker() }
            }
            """
        let (inventory, plan) = try Self.planned(files, settings: PlanSettings(maxPoints: 4))
        for task in plan.tasks where task.kind == .migration {
            #expect(!ScopeCheck.remaining(task, in: inventory, plan: plan).isEmpty, "\(task.id): \(Self.paths(plan))")
        }
        let holding = plan.tasks(holding: "Sources/Chat/Scenes/ChatRoom/ChatRoomNavigator.swift")
        let implementer = plan.tasks(holding: "Sources/Chat/Scenes/ChatRoom/DefaultChatRoomNavigator.swift")
        #expect(holding.count == 1 && implementer.count == 2, "\(Self.paths(plan))")
        // Packed with a file of its screen's layer that has Rx of its own (its caller, the view model), or absorbed
        // by its implementer's task: never alone.
        #expect(holding.first?.files.count ?? 0 > 1, "\(Self.paths(plan))")
    }

    /// A base class in a module of its own whose only Rx is the `DisposeBag` its subclasses in another module
    /// dispose into: its Scope keeps that line for them, so on its own it would pass `verify` untouched. It goes to
    /// the task of its last callers.
    @Test func aBaseClassWhoseOnlyRxIsKeptForItsSubclassesMakesNoTaskOfItsOwn() throws {
        let (inventory, plan) = try Self.planned([
            "/repo/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Chat",
                dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
                targets: [
                    .target(name: "ChatKit", dependencies: ["RxSwift"]),
                    .target(name: "Chat", dependencies: ["ChatKit", "RxSwift"]),
                ]
            )
            """,
            "/repo/Sources/ChatKit/BaseViewController.swift": """
            import UIKit
            import RxSwift

            open class BaseViewController: UIViewController {
                public let disposeBag = DisposeBag()
            }
            """,
            "/repo/Sources/Chat/Scenes/Feed/FeedViewController.swift": """
            import UIKit
            import RxSwift
            import ChatKit

            final class FeedViewController: BaseViewController {
                let items = PublishSubject<[String]>()
                override func viewDidLoad() {
                    items.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                }
            }
            """,
        ])
        #expect(
            Self.paths(plan) == [
                ["Sources/Chat/Scenes/Feed/FeedViewController.swift", "Sources/ChatKit/BaseViewController.swift"]
            ])
        for task in plan.tasks where task.kind == .migration {
            #expect(!ScopeCheck.remaining(task, in: inventory, plan: plan).isEmpty, "\(task.id): \(Self.paths(plan))")
        }
    }

    /// A domain protocol its data implementation holds stays with the domain's use cases when its task has work of
    /// its own: a task keeps to one module, and only a task with nothing to migrate gives its files away.
    @Test func aHeldProtocolBesideWorkOfItsOwnStaysInItsModule() throws {
        let (_, plan) = try Self.planned([
            "/repo/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Chat",
                dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
                targets: [
                    .target(name: "Domain", dependencies: ["RxSwift"]),
                    .target(name: "Data", dependencies: ["Domain", "RxSwift"]),
                ]
            )
            """,
            "/repo/Sources/Domain/RoomRepositoryType.swift": """
            import RxSwift

            public protocol RoomRepositoryType {
                func rooms() -> Observable<[String]>
            }
            """,
            "/repo/Sources/Domain/LoadRoomsUseCase.swift": """
            import RxSwift

            public final class LoadRoomsUseCase {
                let repository: RoomRepositoryType
                public init(repository: RoomRepositoryType) { self.repository = repository }
                public func execute() -> Observable<[String]> { repository.rooms().map { $0.sorted() } }
            }
            """,
            "/repo/Sources/Data/RoomRepository.swift": """
            import RxSwift
            import Domain

            public final class RoomRepository: RoomRepositoryType {
                public func rooms() -> Observable<[String]> { .just([]) }
            }
            """,
        ])
        #expect(
            Self.paths(plan) == [
                ["Sources/Data/RoomRepository.swift"],
                ["Sources/Domain/LoadRoomsUseCase.swift", "Sources/Domain/RoomRepositoryType.swift"],
            ])
    }

    /// A task that gives its protocol to the implementer's task is titled by what it keeps: not `TimeTable`, the key
    /// of `TimeTableRepository` it gave away, which the implementer's data task is titled too.
    @Test func aTaskGivingAwayTheFileItsTitleNamedIsRenamed() throws {
        let useCase = """
            import RxSwift

            public final class NAMEUseCase {
                let repository: TimeTableRepository
                public init(repository: TimeTableRepository) { self.repository = repository }
                public func execute() -> Observable<[String]> { repository.list().map { $0.sorted() } }
            }
            """
        let (_, plan) = try Self.planned([
            "/repo/Sources/Chat/Domain/Repository/TimeTableRepository.swift": """
            import RxSwift

            public protocol TimeTableRepository {
                func list() -> Observable<[String]>
            }
            """,
            "/repo/Sources/Chat/Domain/UseCase/GetTimeTableListUseCase.swift": useCase.replacingOccurrences(
                of: "NAME", with: "GetTimeTableList"),
            "/repo/Sources/Chat/Domain/UseCase/GetChangedListUseCase.swift": useCase.replacingOccurrences(
                of: "NAME", with: "GetChangedList"),
            "/repo/Sources/Chat/Data/Repository/TimeTableRepositoryImpl.swift": """
            import RxSwift

            public final class TimeTableRepositoryImpl: TimeTableRepository {
                public func list() -> Observable<[String]> { .just([]) }
            }
            """,
        ])
        let implementer = try #require(
            plan.tasks(holding: "Sources/Chat/Data/Repository/TimeTableRepositoryImpl.swift").first)
        #expect(implementer.files.map(\.path).contains("Sources/Chat/Domain/Repository/TimeTableRepository.swift"))
        let useCases = try #require(
            plan.tasks(holding: "Sources/Chat/Domain/UseCase/GetChangedListUseCase.swift").first)
        #expect(useCases.title == "Chat: GetChangedListUseCase, GetTimeTableListUseCase")
        #expect(implementer.title != useCases.title)
    }

    /// What a task keeps of a group is named as a group of it alone would be (`Feed` for `FeedUseCase` and
    /// `FeedEntity` once `FeedRepository.swift` went to its implementer), tests not named beside the code they test.
    @Test func theRestOfAGroupIsNamedAsAGroup() throws {
        let (_, plan) = try Self.planned([
            "/repo/Sources/Chat/Domain/FeedRepository.swift": """
            import RxSwift

            public protocol FeedRepository {
                func list() -> Observable<[String]>
            }
            """,
            "/repo/Sources/Chat/Domain/FeedUseCase.swift": """
            import RxSwift

            public final class FeedUseCase {
                let repository: FeedRepository
                public init(repository: FeedRepository) { self.repository = repository }
                public func execute() -> Observable<[String]> { repository.list().map { $0.sorted() } }
            }
            """,
            "/repo/Sources/Chat/Domain/FeedEntity.swift": """
            import RxSwift

            public struct FeedEntity {
                public let updates: Observable<Int>
            }
            """,
            "/repo/Tests/ChatTests/FeedUseCaseTests.swift": """
            import RxSwift
            @testable import Chat

            final class FeedUseCaseTests {
                let bag = DisposeBag()
            }
            """,
            "/repo/Sources/Chat/Data/FeedRepositoryImpl.swift": """
            import RxSwift

            public final class FeedRepositoryImpl: FeedRepository {
                public func list() -> Observable<[String]> { .just([]) }
            }
            """,
        ])
        let useCase = try #require(plan.tasks(holding: "Sources/Chat/Domain/FeedUseCase.swift").first)
        #expect(
            useCase.files.map(\.path) == [
                "Sources/Chat/Domain/FeedEntity.swift", "Sources/Chat/Domain/FeedUseCase.swift",
                "Tests/ChatTests/FeedUseCaseTests.swift",
            ])
        #expect(useCase.title == "Chat: Feed")
        let implementer = try #require(plan.tasks(holding: "Sources/Chat/Data/FeedRepositoryImpl.swift").first)
        #expect(implementer.title == "Chat: FeedRepositoryImpl, FeedRepository")
    }

    /// A file declaring a double beside other code (a demo app's delegate wiring a `DummyNavigator`) uses more than
    /// what its double conforms to: it does not join that protocol's task.
    @Test func aFileOfADoubleAndOtherCodeDoesNotJoinTheProtocol() throws {
        var files = Self.navigator
        files["/repo/Tests/ChatTests/DemoHarness.swift"] = """
            import XCTest
            import RxSwift
            @testable import Chat

            final class DemoHarness {
                let bag = DisposeBag()
                let typing = PublishSubject<Bool>()
            }

            final class DummyNavigator: ChatRoomNavigator {
                func toImagePicker() -> Observable<String?> { .just(nil) }
            }
            """
        let (_, plan) = try Self.planned(files)
        let harness = try #require(plan.tasks(holding: "Tests/ChatTests/DemoHarness.swift").first)
        #expect(!harness.files.map(\.path).contains("Sources/Chat/Scenes/ChatRoom/ChatRoomNavigator.swift"))
    }

    /// A cell whose bag the view controller binding it disposes into (`.disposed(by: cell.disposeBag)`) and which
    /// resets that bag in `prepareForReuse()` has nothing else to migrate: the reset goes with the held declaration, so
    /// the cell joins the controller's task, whatever the budget, rather than a task of its own with nothing to do.
    @Test func aCellResettingItsHeldBagJoinsTheTaskHoldingIt() throws {
        let rows = (0..<8).map { "            items.map { $0.count + \($0) }.subscribe().disposed(by: bag)" }
        let (inventory, plan) = try Self.planned(
            [
                "/repo/Sources/Chat/Feed/PostCell.swift": """
                import UIKit
                import RxSwift

                final class PostCell: UITableViewCell {
                    var disposeBag = DisposeBag()

                    override func prepareForReuse() {
                        super.prepareForReuse()
                        disposeBag = DisposeBag()
                    }
                }
                """,
                "/repo/Sources/Chat/Feed/FeedViewController.swift": Self.feedController(rows: rows),
            ], settings: PlanSettings(maxPoints: 28))
        let cell = try #require(inventory.files.first { $0.path == "Sources/Chat/Feed/PostCell.swift" })
        #expect(cell.occurrences.map(\.line) == [5, 9])
        #expect(cell.lifetimeResets == [9])
        #expect(
            Self.paths(plan) == [
                ["Sources/Chat/Feed/FeedViewController.swift", "Sources/Chat/Feed/PostCell.swift"]
            ])
        for task in plan.tasks where task.kind == .migration {
            #expect(!ScopeCheck.remaining(task, in: inventory, plan: plan).isEmpty, "\(task.id): \(Self.paths(plan))")
        }
    }

    /// A controller disposing into its cells' bags (`.disposed(by: cell.disposeBag)`), with `rows` of Rx of its own
    /// in `viewDidLoad()`.
    static func feedController(rows: [String]) -> String {
        """
        import UIKit
        import RxSwift

        final class FeedViewController: UIViewController {
            let items = PublishSubject<[String]>()
            let bag = DisposeBag()

            func configure(_ cell: PostCell) {
                items.subscribe(onNext: { print($0) }).disposed(by: cell.disposeBag)
            }

            override func viewDidLoad() {
        \(rows.joined(separator: "\n"))
            }
        }
        """
    }

    /// A reset gives a holder the file declares with `var` a new lifetime, bare or on `self`; a local of the same name
    /// or another value's property is none.
    @Test func aResetAssignsTheFilesOwnHolder() throws {
        let (inventory, _) = try Self.planned([
            "/repo/Sources/Chat/Feed/PostCell.swift": """
            import UIKit
            import RxSwift

            final class PostCell: UITableViewCell {
                var disposeBag = DisposeBag()
                let other = DisposeBag()
                func reset() { disposeBag = DisposeBag() }
                func again() { self.disposeBag = DisposeBag() }
                func local() { var disposeBag = DisposeBag(); _ = disposeBag }
                func elsewhere(_ cell: PostCell) { cell.disposeBag = DisposeBag() }
            }
            """
        ])
        let cell = try #require(inventory.files.first)
        #expect(cell.lifetimeResets == [7, 8])
    }

    /// A cell with work of its own stays in its task, and its bag's reset is held with the bag while the controller's
    /// task disposes into it: `verify` asks the cell's task for its own Rx only.
    @Test func aHeldBagsResetIsHeldWithIt() throws {
        let rows = (0..<8).map { "            items.map { $0.count + \($0) }.subscribe().disposed(by: bag)" }
        let (inventory, plan) = try Self.planned(
            [
                "/repo/Sources/Chat/Feed/PostCell.swift": """
                import UIKit
                import RxSwift

                final class PostCell: UITableViewCell {
                    var disposeBag = DisposeBag()
                    let tapped = PublishSubject<Void>()

                    override func prepareForReuse() {
                        super.prepareForReuse()
                        disposeBag = DisposeBag()
                    }
                }
                """,
                "/repo/Sources/Chat/Feed/FeedViewController.swift": Self.feedController(rows: rows),
            ], settings: PlanSettings(maxPoints: 28))
        #expect(
            Self.paths(plan) == [
                ["Sources/Chat/Feed/FeedViewController.swift"], ["Sources/Chat/Feed/PostCell.swift"],
            ])
        let cell = try #require(plan.tasks(holding: "Sources/Chat/Feed/PostCell.swift").first)
        #expect(ScopeCheck.remaining(cell, in: inventory, plan: plan).map(\.occurrence.line) == [6])
    }
}
