import Testing

@testable import FarewellKit

/// Work started on another thread gives back exactly what it returned, however often it is asked.
@Suite struct BackgroundTests {
    @Test func theValueIsWhatTheWorkReturnedEveryTimeItIsAsked() {
        let work = Background { (1...100_000).reduce(0, +) }
        #expect(work.value() == 5_000_050_000)
        #expect(work.value() == 5_000_050_000)
    }

    @Test func failuresComeBackAsValuesToBeThrownByTheCaller() {
        struct Failure: Error, Equatable {}
        let work = Background { Result<Int, Failure>.failure(Failure()) }
        #expect(throws: Failure()) { try work.value().get() }
    }

    /// What the work captured is let go once it has run: an array it read is no longer shared when the caller changes
    /// it.
    @Test func letsGoOfTheWorkOnceItHasRun() {
        final class Captured: Sendable {}
        weak var captured: Captured?
        let work: Background<Int>
        do {
            let object = Captured()
            captured = object
            work = Background { [object] in withExtendedLifetime(object) { 1 } }
        }
        #expect(work.value() == 1)
        #expect(captured == nil)
    }

    @Test func severalRunSideBySide() {
        let works = (0..<8).map { index in Background { String(repeating: "x", count: index) } }
        #expect(works.map { $0.value().count } == Array(0..<8))
    }
}
