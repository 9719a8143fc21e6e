import Dispatch
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

/// A map over `0..<count` computed in slices on all cores, results in index order.
enum ParallelMap {
    static func map<T>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        let slices = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount * 4))
        let results = ParallelSlots<[T]>(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let range = (count * slice / slices)..<(count * (slice + 1) / slices)
            results.store(range.map(transform), at: slice)
        }
        return results.values.flatMap { $0 ?? [] }
    }
}
