import Networking
import RxSwift
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let container = DependencyContainer(environment: .current)

    #if DEBUG
    private let debugBag = DisposeBag()
    #endif

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        configureAppearance()
        #if DEBUG
        startDebugDiagnostics()
        #endif
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    private func configureAppearance() {
        UINavigationBar.appearance().prefersLargeTitles = true
        UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .systemIndigo
    }

    #if DEBUG
    /// Pings the API once and logs reachability changes; never shipped.
    private func startDebugDiagnostics() {
        let health: Single<EmptyResponse> = container.apiClient.request(.health)
        health
            .subscribe(
                onSuccess: { _ in print("[debug] API reachable at \(AppEnvironment.current.baseURL)") },
                onFailure: { error in print("[debug] API health check failed: \(error)") }
            )
            .disposed(by: debugBag)

        ReachabilityMonitor.shared.isOnline
            .asObservable()
            .skip(1)
            .subscribe(onNext: { online in print("[debug] online = \(online)") })
            .disposed(by: debugBag)
    }
    #endif
}
