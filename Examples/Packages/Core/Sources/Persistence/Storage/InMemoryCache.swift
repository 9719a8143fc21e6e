import Foundation
import RxRelay
import RxSwift

/// A keyed in-memory cache whose whole content can be observed.
///
/// Repositories keep their latest list here so that every screen sees the same books and a
/// refresh on one screen updates the others.
public final class InMemoryCache<Key: Hashable, Value> {
    private let relay = BehaviorRelay<[Key: Value]>(value: [:])
    private let lock = NSLock()

    public init() {}

    /// Emits the current content at once, then every change.
    public var values: Observable<[Key: Value]> {
        relay.asObservable()
    }

    public subscript(key: Key) -> Value? {
        relay.value[key]
    }

    public func insert(_ value: Value, for key: Key) {
        mutate { $0[key] = value }
    }

    public func replaceAll(with values: [Key: Value]) {
        lock.lock()
        defer { lock.unlock() }
        relay.accept(values)
    }

    public func removeValue(for key: Key) {
        mutate { $0.removeValue(forKey: key) }
    }

    public func value(for key: Key) -> Observable<Value?> {
        relay.map { $0[key] }
    }

    private func mutate(_ change: (inout [Key: Value]) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        var copy = relay.value
        change(&copy)
        relay.accept(copy)
    }
}
