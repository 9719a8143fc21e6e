import Testing

@testable import FarewellKit

/// `sortedIntersects` answers what a set intersection answers, for sorted lists of any lengths; `sortedUnique` and
/// `formSortedUnique` give what sorting a set gives, and the consuming one leaves a list it borrowed as it was.
@Suite struct SortedSearchTests {
    /// A fixed linear congruential sequence from `seed`: the same lists on every run.
    private struct Numbers {
        var state: UInt64

        mutating func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
    }

    @Test func sortedUniqueAgreesWithSortedSets() {
        var numbers = Numbers(state: 987_654)
        var sortedAlready = 0
        for round in 0..<300 {
            let list = (0..<numbers.next(20)).map { _ in numbers.next(round % 2 == 0 ? 8 : 1_000) }
            let expected = Set(list).sorted()
            if list == expected { sortedAlready += 1 }
            let kept = list
            #expect(list.sortedUnique() == expected, "round \(round): \(list)")
            // The list borrowed is unchanged: its buffer was copied, not sorted in place under another name.
            #expect(kept == list)
            var formed = list
            formed.formSortedUnique()
            #expect(formed == expected, "round \(round): \(list)")
        }
        // Both paths came up: lists already sorted and unique (returned as they are), and others.
        #expect(sortedAlready > 10 && sortedAlready < 290)
        #expect(["b", "a", "b"].sortedUnique() == ["a", "b"])
    }

    @Test func sortedIntersectsAgreesWithSets() {
        var numbers = Numbers(state: 12_345)
        var agreed = 0
        for round in 0..<400 {
            let left = (0..<numbers.next(12)).map { _ in numbers.next(40) }.sortedUnique()
            let right = (0..<numbers.next(12)).map { _ in numbers.next(40) }.sortedUnique()
            let expected = !Set(left).isDisjoint(with: right)
            #expect(left.sortedIntersects(right) == expected, "round \(round): \(left) \(right)")
            #expect(right.sortedIntersects(left) == expected, "round \(round): \(right) \(left)")
            if expected { agreed += 1 }
        }
        // Both answers came up, many times each.
        #expect(agreed > 50 && agreed < 350)
        #expect(![UInt64]().sortedIntersects([1, 2]))
        #expect([UInt64(3)].sortedIntersects([1, 3]))
    }
}
