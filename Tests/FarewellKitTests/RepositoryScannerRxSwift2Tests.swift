import Testing

@testable import FarewellKit

/// RxSwift 2's `rx_` members (`button.rx_tap`, NSObject+Rx 2's `rx_disposeBag`) count, reported as written, but for
/// those the repository declares itself in any file (`var rx_hidden: AnyObserver<Bool>` in its `extension UIView`),
/// which stay its own APIs, called from the files using them.
@Test func rxSwift2MembersCountUnlessTheRepositoryDeclaresThem() throws {
    let inventory = try RepositoryScanner(
        fileSystem: InMemoryFileSystem([
            "/repo/App/UIKit+Rx.swift": """
            import RxSwift
            import UIKit
            extension UIView {
                public var rx_hidden: AnyObserver<Bool> { AnyObserver { _ in } }
            }
            extension UIAlertController {
                static func rx_presentAlert(title: String) -> Observable<Int> { .never() }
            }
            """,
            "/repo/App/Screen.swift": """
            import NSObject_Rx
            import RxCocoa
            import RxSwift
            final class Screen: UIViewController {
                let button = UIButton()
                func bind(loading: Observable<Bool>, spinner: UIView) {
                    button.rx_tap.subscribeNext { print("tap") }.addDisposableTo(rx_disposeBag)
                    loading.bindTo(spinner.rx_hidden).addDisposableTo(rx_disposeBag)
                    _ = UIAlertController.rx_presentAlert(title: "t")
                }
            }
            """,
        ])
    ).scan(root: "/repo")
    let screen = try #require(inventory.files.first { $0.path == "App/Screen.swift" })
    let counted = screen.occurrences.filter { $0.construct.hasPrefix("rx_") }.map {
        "\($0.line):\($0.construct):\($0.symbol)"
    }
    #expect(counted == ["7:rx_member:rx_tap", "7:rx_disposeBag:rx_disposeBag", "8:rx_disposeBag:rx_disposeBag"])
    let apis = try #require(inventory.files.first { $0.path == "App/UIKit+Rx.swift" }).apis
    #expect(apis.map { "\($0.name) \($0.callers.map(\.line))" } == ["rx_hidden [8]", "rx_presentAlert [9]"])
}

/// Without NSObject+Rx imported anywhere, `rx_disposeBag` is no library's; an RxSwift 2 `rx_` name in a file of a
/// module importing Rx elsewhere counts there as its `.rx` does.
@Test func rxSwift2MembersNeedTheirLibrariesSeen() throws {
    let inventory = try RepositoryScanner(
        fileSystem: InMemoryFileSystem([
            "/repo/App/Setup.swift": "import RxSwift\nlet bag = DisposeBag()\n",
            "/repo/App/Screen.swift": """
            import UIKit
            final class Screen: UIViewController {
                let field = UITextField()
                func bind() {
                    _ = field.rx_text
                    _ = rx_disposeBag
                }
            }
            """,
        ])
    ).scan(root: "/repo")
    let screen = try #require(inventory.files.first { $0.path == "App/Screen.swift" })
    #expect(screen.occurrences.map { "\($0.line):\($0.construct):\($0.symbol)" } == ["5:rx_member:rx_text"])
}
