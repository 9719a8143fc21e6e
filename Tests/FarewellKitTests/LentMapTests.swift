import Testing

@testable import FarewellKit

/// `lentMap` gives what `map` gives, element by element and in order, and `lentContains` what `contains(where:)`
/// answers, reading each element through a pointer.
@Suite struct LentMapTests {
    @Test func givesWhatMapGives() {
        let occurrences = (0..<50).map { index in
            Occurrence(
                line: index + 1, column: 2 * index + 1, symbol: "Observable", construct: "Observable",
                category: .streamType, enclosing: index.isMultiple(of: 3) ? nil : "Screen.bind\(index)()")
        }
        #expect(occurrences.lentMap { $0.pointee.enclosing } == occurrences.map(\.enclosing))
        #expect(
            occurrences.lentMap { $0.pointee.line * 1000 + $0.pointee.column }
                == occurrences.map { $0.line * 1000 + $0.column })
    }

    @Test func anEmptyArrayGivesNothing() {
        let none: [Occurrence] = []
        #expect(none.lentMap { $0.pointee.line }.isEmpty)
        #expect(!none.lentContains { _ in true })
    }

    @Test func containsWhatContainsFinds() {
        let occurrences = (0..<30).map { index in
            Occurrence(
                line: index + 1, column: 1, symbol: index == 17 ? "Single" : "Observable", construct: "Observable",
                category: .streamType, enclosing: nil)
        }
        for symbol in ["Single", "Observable", "Maybe"] {
            #expect(
                occurrences.lentContains { $0.pointee.symbol == symbol }
                    == occurrences.contains { $0.symbol == symbol })
        }
        #expect(occurrences.lentContains { $0.pointee.line == 30 })
        #expect(!occurrences.lentContains { $0.pointee.line > 30 })
    }
}
