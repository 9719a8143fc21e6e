import Testing

@testable import FarewellKit

@Test(arguments: Catalog.standard.constructs.map(\.id))
func catalogEntryTriggersExactlyAtItsMarkers(id: String) throws {
    let construct = try #require(Catalog.standard.construct(id: id))
    // A call the resolver ties to a declaration of another file has no example of one file (its own tests scan a
    // repository).
    guard construct.match.position != .resolvedCall else {
        #expect(construct.symbols.isEmpty && construct.examples.isEmpty)
        return
    }
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

@Test func catalogIdsAreUniqueAndEntriesComplete() {
    let constructs = Catalog.standard.constructs
    #expect(Set(constructs.map(\.id)).count == constructs.count)
    for construct in constructs {
        #expect((1...5).contains(construct.weight), "\(construct.id)")
        #expect(!construct.note.isEmpty && !construct.concurrency.isEmpty, "\(construct.id)")
        #expect(
            !construct.symbols.isEmpty || construct.match.position == .resolvedCall, "\(construct.id) has no symbol")
        #expect(Set(construct.symbols).count == construct.symbols.count, "\(construct.id)")
    }
    let modules = Catalog.standard.importModules
    #expect(Set(modules).count == modules.count)
}

@Test(arguments: [
    "Observable", "Single", "Maybe", "Completable", "Driver", "Signal", "Infallible", "ControlEvent", "ControlProperty",
    "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "PublishRelay", "BehaviorRelay",
    "ReplayRelay",
    "DisposeBag", "Disposables", "Disposable", "disposed", "flatMapLatest", "withLatestFrom", "asDriver", "asSignal",
    "asObservable", "MainScheduler", "rx",
])
func everyRequiredSymbolIsInTheCatalog(symbol: String) {
    #expect(Catalog.standard.constructs.contains { $0.symbols.contains(symbol) })
}

@Test func catalogLooksUpConstructsById() {
    #expect(Catalog.standard.construct(id: "BehaviorRelay")?.combine == "CurrentValueSubject<T, Never>")
    #expect(Catalog.standard.construct(id: "no-such-construct") == nil)
}
