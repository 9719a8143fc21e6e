import Testing

@testable import FarewellKit

/// A generic ReactorKit base view (`BaseViewController<R: Reactor>`) whose `bind(reactor:)` hands the reactor to
/// `bindState(reactor:)` and `bindAction(reactor:)`, which its subclasses override.
private let baseView = """
    import ReactorKit
    import UIKit
    open class BaseViewController<R: Reactor>: UIViewController, View {
        public var disposeBag = DisposeBag()
        open func bind(reactor: R) {
            bindState(reactor: reactor)
            bindAction(reactor: reactor)
        }
        open func bindState(reactor: R) {}
        open func bindAction(reactor: R) {}
    }
    """

/// A reactor named `name`.
private func reactor(_ name: String) -> String {
    """
    import ReactorKit
    import RxSwift
    final class \(name): Reactor {
        enum Action { case load }
        enum Mutation { case setCount(Int) }
        struct State { var count = 0 }
        let initialState = State()
        func mutate(action: Action) -> Observable<Mutation> {
            Observable.just(1).delay(.seconds(1), scheduler: MainScheduler.instance).map { Mutation.setCount($0) }
        }
        func reduce(state: State, mutation: Mutation) -> State { state }
    }
    """
}

/// A view of `reactor` declared as `header`, which overrides the base view's `bindState` and `bindAction`.
private func view(_ header: String, reactor: String) -> String {
    """
    import RxSwift
    \(header) {
        override func bindState(reactor: \(reactor)) {
            reactor.state.map(\\.count).subscribe().disposed(by: disposeBag)
        }
        override func bindAction(reactor: \(reactor)) {
            rx.methodInvoked(#selector(viewDidLoad)).map { _ in .load }.bind(to: reactor.action)
                .disposed(by: disposeBag)
        }
    }
    """
}

/// The repository of a view subclassing the generic base view with its reactor, of one subclassing a generic view
/// that subclasses a generic `StoryboardView`, and of one whose superclass is an alias of such a view, whose methods
/// take its reactor.
private let repository = [
    "/repo/App/Base/BaseViewController.swift": baseView,
    "/repo/App/Base/StoryboardScreen.swift": """
    import ReactorKit
    import UIKit
    class StoryboardScreen<R: Reactor>: UIViewController, StoryboardView {
        var disposeBag = DisposeBag()
        func bind(reactor: R) {
            bindState(reactor: reactor)
            bindAction(reactor: reactor)
        }
        func bindState(reactor: R) {}
        func bindAction(reactor: R) {}
    }
    class DetailScreen<R: Reactor>: StoryboardScreen<R> {}
    typealias FeedScreen = DetailScreen<FeedReactor>
    """,
    "/repo/App/Foo/FooReactor.swift": reactor("FooReactor"),
    "/repo/App/Foo/FooViewController.swift": view(
        "final class FooViewController: BaseViewController<FooReactor>", reactor: "FooReactor"),
    "/repo/App/List/ListReactor.swift": reactor("ListReactor"),
    "/repo/App/List/ListViewController.swift": view(
        "final class ListViewController: DetailScreen<ListReactor>", reactor: "ListReactor"),
    "/repo/App/Feed/FeedReactor.swift": reactor("FeedReactor"),
    "/repo/App/Feed/FeedViewController.swift": view(
        "final class FeedViewController: FeedScreen", reactor: "FeedReactor"),
    "/repo/App/Settings/SettingsPresenter.swift": """
    import RxSwift
    final class SettingsPresenter {
        let bag = DisposeBag()
        func show(reactor: FooReactor) {}
    }
    """,
]

/// A view subclassing a generic ReactorKit view with its reactor (`FooViewController: BaseViewController<FooReactor>`),
/// or whose methods take its reactor in a subclass of a ReactorKit view, names that reactor in the scan, as a view's
/// `bind(reactor: FooReactor)` does; a class that is no view does not, whatever its methods take.
@Test func aViewSubclassingAGenericReactorKitViewNamesItsReactor() throws {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(repository)).scan(root: "/repo")
    let reactorTypes = Dictionary(uniqueKeysWithValues: inventory.files.map { ($0.path, $0.reactorTypes) })
    #expect(reactorTypes["App/Foo/FooViewController.swift"] == [WordTable.hash("FooReactor")])
    #expect(reactorTypes["App/List/ListViewController.swift"] == [WordTable.hash("ListReactor")])
    #expect(reactorTypes["App/Feed/FeedViewController.swift"] == [WordTable.hash("FeedReactor")])
    #expect(reactorTypes["App/Settings/SettingsPresenter.swift"] == [])
    #expect(reactorTypes["App/Foo/FooReactor.swift"] == [])
}

/// The reactor's task of a view subclassing a generic ReactorKit view says that view binds its reactor, and the
/// view's task waits for it, as for a view declaring `bind(reactor:)`: an agent turning the reactor into a view model
/// would otherwise break the view's `reactor.state` and `reactor.action`.
@Test func aViewSubclassingAGenericReactorKitViewWaitsForItsReactorsTask() throws {
    let files = repository.filter { $0.key.hasPrefix("/repo/App/Base/") || $0.key.hasPrefix("/repo/App/Foo/") }
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    var settings = PlanSettings()
    settings.maxPoints = 12
    let plan = Planner(settings: settings).plan(inventory, previous: nil)
    let reactor = try #require(plan.tasks(holding: "App/Foo/FooReactor.swift").first)
    let view = try #require(plan.tasks(holding: "App/Foo/FooViewController.swift").first)
    try #require(reactor.id != view.id)
    #expect(reactor.reactorViews == [view.id])
    #expect(view.viewReactors == [reactor.id])
    #expect(view.dependsOn.contains(reactor.id))
    let context = WorkspaceContext(plan: plan)
    let reactorBody = TaskMarkdown.body(reactor, context: context)
    #expect(!reactorBody.contains("no shim is needed"))
    #expect(reactorBody.contains("ReactorKit views in \(view.id) (after this task) bind this task's reactors"))
    #expect(
        TaskMarkdown.body(view, context: context).contains(
            "This task's ReactorKit views bind reactors of \(reactor.id) (before this task)"))
}

/// A reactor that creates its state stream eagerly (`_ = self.state` in `init`) keeps that line in its task, as
/// `Reactor.state`: it goes when the reactor becomes an `@Observable` model. A view's `reactor.state.map { }` counts
/// as the reactor it uses (`reactor`) and the chain after it, as `reactor.action` does: no second occurrence for the
/// stream read on it.
@Test func aReactorsOwnStateReadIsInItsTask() throws {
    let files = [
        "/repo/App/Card/CardCellReactor.swift": """
        import ReactorKit
        import RxSwift
        final class CardCellReactor: Reactor {
            typealias Action = NoAction
            struct State { var title: String }
            let initialState: State
            init(title: String) {
                self.initialState = State(title: title)
                _ = self.state
            }
        }
        """,
        "/repo/App/Card/CardCell.swift": """
        import ReactorKit
        import RxSwift
        import UIKit
        final class CardCell: UICollectionViewCell, View {
            var disposeBag = DisposeBag()
            let label = UILabel()
            func bind(reactor: CardCellReactor) {
                reactor.state.map { $0.title }.bind(to: label.rx.text).disposed(by: disposeBag)
            }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let found = Dictionary(
        uniqueKeysWithValues: inventory.files.map { file in
            (file.path, file.occurrences.map { "\($0.line):\($0.column) \($0.construct)" })
        })
    #expect(
        found["App/Card/CardCellReactor.swift"] == [
            "3:30 Reactor", "4:15 Reactor.mutate", "9:18 Reactor.state",
        ])
    #expect(
        found["App/Card/CardCell.swift"]?.filter { $0.hasPrefix("8:") } == [
            "8:9 reactor", "8:23 map", "8:40 bind", "8:55 rx", "8:64 disposed",
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Card/CardCellReactor.swift").first)
    let file = try #require(task.files.first { $0.path == "App/Card/CardCellReactor.swift" })
    #expect(
        file.occurrences.map { "\($0.line) \($0.construct)" } == ["3 Reactor", "4 Reactor.mutate", "9 Reactor.state"])
}
