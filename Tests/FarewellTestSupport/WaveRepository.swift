/// A SwiftPM app of one screen (a view model and its view controller), and the files that, added later, bring a data
/// wave ahead of its presentation wave and an unclassified one after it, so the waves are numbered again.
package enum WaveRepository {
    /// `Package.swift` and the screen's two files, under the absolute folder `root`.
    package static func screen(root: String) -> [String: String] {
        [
            root + "/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
                targets: [.target(name: "App", dependencies: [.product(name: "RxSwift", package: "RxSwift")])]
            )
            """,
            root + "/Sources/App/HomeViewModel.swift": """
            import RxSwift
            final class HomeViewModel {
                let title = BehaviorSubject<String>(value: "")
            }
            """,
            root + "/Sources/App/HomeViewController.swift": """
            import RxSwift
            import UIKit
            final class HomeViewController: UIViewController {
                let disposeBag = DisposeBag()
            }
            """,
        ]
    }

    /// A repository of the data layer and a file of no layer, under the absolute folder `root`.
    package static func dataAndUnclassified(root: String) -> [String: String] {
        [
            root + "/Sources/App/UserRepository.swift": """
            import RxSwift
            final class UserRepository {
                let users = PublishSubject<[String]>()
            }
            """,
            root + "/Sources/App/Clock.swift": """
            import RxSwift
            final class Clock {
                let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            }
            """,
        ]
    }
}
