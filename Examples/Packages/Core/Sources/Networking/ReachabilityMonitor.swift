import Foundation
import Network
import RxRelay
import RxSwift

/// Publishes whether the device can reach the network; the offline banner binds to it.
public final class ReachabilityMonitor {
    public static let shared = ReachabilityMonitor()

    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "bookshelf.reachability")
    private let isOnlineRelay = BehaviorRelay<Bool>(value: true)

    /// Emits the current state at once, then every change; never fails.
    public var isOnline: Infallible<Bool> {
        isOnlineRelay.asInfallible().distinctUntilChanged()
    }

    public var isOnlineNow: Bool { isOnlineRelay.value }

    private init() {
        monitor.pathUpdateHandler = { [weak self] path in
            self?.isOnlineRelay.accept(path.status == .satisfied)
        }
        monitor.start(queue: queue)
    }

    deinit {
        monitor.cancel()
    }
}
