@testable import FarewellKit
import Testing

@Test(arguments: Catalog.standard.constructs.map(\.id))
func catalogEntryTriggersExactlyAtItsMarkers(id: String) throws {
    let construct = try #require(Catalog.standard.construct(id: id))
    #expect(!construct.examples.isEmpty, "every entry needs an example")
    for example in construct.examples {
        let marked = MarkedSource(example)
        #expect(!marked.markers.isEmpty, "example without marker: \(example)")
        #expect(marked.positions(of: id) == marked.markers, "\(example)")
    }
    for counter in construct.counterExamples {
        #expect(MarkedSource(counter).positions(of: id) == [], "\(counter)")
    }
}
