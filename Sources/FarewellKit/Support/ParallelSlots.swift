import Foundation

/// One slot per parallel worker: each writes its own slot, the caller reads them all in order afterwards.
final class ParallelSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at slot: Int) {
        lock.locked { slots[slot] = value }
    }

    /// The slots in order; nil where a worker stored nothing.
    var values: [Value?] { lock.locked { slots } }
}
