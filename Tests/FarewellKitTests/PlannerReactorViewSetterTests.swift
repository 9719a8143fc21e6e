import Testing

@testable import FarewellKit

/// A ReactorKit cell in one task whose `reactor` a view controller of another task sets (`cell.reactor =
/// FeedCellReactor(title:)` on a `cell` cast `as? FeedCell`): the VC reaches the cell through ReactorKit, so the cell's
/// task keeps its `View` conformance for it, and the VC's task hears which task moves the cell.
@Suite struct PlannerReactorViewSetterTests {
    static let files = [
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            targets: [.target(name: "Feed", dependencies: ["RxSwift", "ReactorKit"])]
        )
        """,
        "/repo/Sources/Feed/Cell/FeedCell.swift": """
        import ReactorKit
        import RxSwift
        import UIKit

        final class FeedCellReactor: Reactor {
            enum Action { case tap }
            struct State { var title = "" }
            let initialState = State()
            init(title: String) {}
        }

        final class FeedCell: UITableViewCell, View {
            var disposeBag = DisposeBag()
            func bind(reactor: FeedCellReactor) {
                reactor.state.map(\\.title).bind(to: textLabel!.rx.text).disposed(by: disposeBag)
            }
        }
        """,
        "/repo/Sources/Feed/FeedViewController.swift": """
        import ReactorKit
        import RxSwift
        import UIKit

        final class FeedViewController: UIViewController {
            let tableView = UITableView()
            let bag = DisposeBag()
            func cell(at indexPath: IndexPath) -> UITableViewCell {
                guard let cell = tableView.dequeueReusableCell(withIdentifier: "cell") as? FeedCell else {
                    return UITableViewCell()
                }
                cell.reactor = FeedCellReactor(title: "")
                return cell
            }
            func reload() { Observable.just(1).subscribe().disposed(by: bag) }
        }
        """,
    ]

    @Test func aViewWhoseReactorAnotherTaskSetsIsKeptForIt() throws {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(Self.files)).scan(root: "/repo")
        let controller = try #require(inventory.files.first { $0.path == "Sources/Feed/FeedViewController.swift" })
        #expect(controller.reactorViewTypes == [WordTable.hash("FeedCell")])
        let cellFile = try #require(inventory.files.first { $0.path == "Sources/Feed/Cell/FeedCell.swift" })
        #expect(cellFile.reactorViewTypes.isEmpty)
        let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(inventory, previous: nil)
        let cell = try #require(plan.tasks(holding: "Sources/Feed/Cell/FeedCell.swift").first)
        let screen = try #require(plan.tasks(holding: "Sources/Feed/FeedViewController.swift").first)
        try #require(cell.id != screen.id)
        let context = WorkspaceContext(plan: plan)
        let cellBody = TaskMarkdown.body(cell, context: context)
        #expect(
            cellBody.contains(
                "`Sources/Feed/FeedViewController.swift` in \(screen.id) (")
                && cellBody.contains(
                    ") sets or reads the ReactorKit `reactor` of `FeedCell` (`Sources/Feed/Cell/FeedCell.swift`): keep "
                        + "its `View` conformance and `bind(reactor:)` working beside the new path")
        )
        #expect(
            TaskMarkdown.body(screen, context: context).contains(
                "This task's code sets or reads the ReactorKit `reactor` of `FeedCell` "
                    + "(`Sources/Feed/Cell/FeedCell.swift`) of \(cell.id) ("))
    }

    /// `self.reactor` and a bare `reactor` are the file's own view's: no other file's view.
    @Test func aViewsOwnReactorNamesNoOtherView() throws {
        var files = Self.files
        files["/repo/Sources/Feed/FeedViewController.swift"] = """
            import ReactorKit
            import RxSwift
            import UIKit

            final class FeedViewController: UIViewController, View {
                var disposeBag = DisposeBag()
                let cell = FeedCell()
                func bind(reactor: FeedCellReactor) {
                    self.reactor?.action.onNext(.tap)
                    reactor.state.subscribe().disposed(by: disposeBag)
                }
            }
            """
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let controller = try #require(inventory.files.first { $0.path == "Sources/Feed/FeedViewController.swift" })
        #expect(controller.reactorViewTypes.isEmpty)
    }
}
