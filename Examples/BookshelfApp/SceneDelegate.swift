import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene,
              let appDelegate = UIApplication.shared.delegate as? AppDelegate
        else { return }
        let window = UIWindow(windowScene: windowScene)
        let coordinator = AppCoordinator(window: window, container: appDelegate.container)
        self.window = window
        self.coordinator = coordinator
        coordinator.start()
        window.makeKeyAndVisible()
        connectionOptions.urlContexts.forEach { coordinator.deepLinks.onNext($0.url) }
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        contexts.forEach { coordinator?.deepLinks.onNext($0.url) }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        coordinator?.refreshIfStale()
    }
}
