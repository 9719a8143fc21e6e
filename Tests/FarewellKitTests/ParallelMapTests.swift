import Testing

@testable import FarewellKit

/// `ParallelMap` gives, on all cores, what the sequential `map` and `filter` give, in order.
@Suite struct ParallelMapTests {
    @Test(arguments: [0, 1, 7, 1000])
    func mapsAndFiltersInOrder(count: Int) {
        #expect(ParallelMap.map(count) { $0 * $0 + 1 } == (0..<count).map { $0 * $0 + 1 })
        #expect(ParallelMap.indices(count) { $0 % 7 == 3 } == (0..<count).filter { $0 % 7 == 3 })
        let built = ParallelMap.initialize(count) { (index: Int, place: UnsafeMutablePointer<[Int]>) in
            place.initialize(to: [index])
            place.pointee.append(-index)
        }
        #expect(built == (0..<count).map { [$0, -$0] })
    }
}
