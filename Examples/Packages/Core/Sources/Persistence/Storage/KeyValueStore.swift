import Foundation

/// A tiny typed wrapper over `UserDefaults` for flags and small Codable values.
public final class KeyValueStore {
    public struct Key<Value: Codable>: Hashable {
        public let name: String

        public init(_ name: String) {
            self.name = name
        }
    }

    private let defaults: UserDefaults
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func value<Value>(for key: Key<Value>) -> Value? {
        guard let data = defaults.data(forKey: key.name) else { return nil }
        return try? decoder.decode(Value.self, from: data)
    }

    public func set<Value>(_ value: Value?, for key: Key<Value>) {
        guard let value, let data = try? encoder.encode(value) else {
            defaults.removeObject(forKey: key.name)
            return
        }
        defaults.set(data, forKey: key.name)
    }
}

public extension KeyValueStore.Key {
    static var sessionToken: KeyValueStore.Key<String> { .init("session.token") }
    static var sessionExpiry: KeyValueStore.Key<Date> { .init("session.expiry") }
    static var librarySnapshot: KeyValueStore.Key<[String]> { .init("library.snapshot.ids") }
    static var lastSortOrder: KeyValueStore.Key<String> { .init("library.sort") }
}
