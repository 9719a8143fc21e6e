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

/// A map over `0..<count` computed in slices on all cores, results in index order. Each result is written straight
/// into its place in the array returned: gathering slices and joining them copied every value once more (a file's
/// dozen arrays retained, then released with the slice).
enum ParallelMap {
    static func map<T>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        initialize(count) { index, place in place.initialize(to: transform(index)) }
    }

    /// The indices in `0..<count` that `predicate` holds for, in order, tested on all cores.
    static func indices(_ count: Int, where predicate: @Sendable (Int) -> Bool) -> [Int] {
        let holds = map(count, predicate)
        return holds.indices.filter { holds[$0] }
    }

    /// Like `map`, but `body` initializes each result in its place (`place.initialize(to:)`), then may set its
    /// fields there: a value built in a local and returned is copied once more on its way out when the compiler
    /// cannot move it (a file's dozen arrays retained, and released with the local). `body` must initialize
    /// `place` exactly once.
    static func initialize<T>(_ count: Int, _ body: @Sendable (Int, UnsafeMutablePointer<T>) -> Void) -> [T] {
        let slices = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount * 4))
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let places = DisjointPlaces(base: base)
            DispatchQueue.concurrentPerform(iterations: slices) { slice in
                for index in (count * slice / slices)..<(count * (slice + 1) / slices) {
                    body(index, places.base + index)
                }
            }
            initialized = count
        }
    }
}

/// The start of storage whose places worker threads write, each place by one worker only (`ParallelMap`'s results,
/// the scans assembly lends).
struct DisjointPlaces<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
}
