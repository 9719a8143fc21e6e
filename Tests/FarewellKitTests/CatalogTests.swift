import Foundation
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

/// The entries a signature's type names stay types: a lower-case symbol in an entry matched anywhere would make its
/// capitalized ones no type (`Reactive.delegate: DelegateProxy<…>` would be no Rx API).
@Test func theTypeEntriesStayTypes() {
    let types = Set(Catalog.standard.constructs.filter(\.isType).map(\.id))
    for id in ["Observable", "DelegateProxy", "RxDataSources", "SharedSequence", "DisposeBag", "ControlEvent"] {
        #expect(types.contains(id), "\(id)")
    }
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

/// `rules.md` maps each construct the same way in its Mapping table and in its constructs table, which prints the
/// catalog's replacements: a Combine cell of the Mapping is the catalog's `combine` (`Future<T, Error>` for `Single`,
/// as Combine's `Future<Output, Failure>` gives one value; a `T?` is `Maybe`'s).
@Test func rulesMappingAgreesWithTheCatalogsCombineReplacements() throws {
    var compared: [String] = []
    for row in RulesText.mappingRows.split(separator: "\n") where row.hasPrefix("| `") {
        let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { cell in
            cell.split(separator: " ").joined(separator: " ").replacingOccurrences(of: "`", with: "")
        }
        try #require(cells.count == 5, "\(row)")
        let name = String(cells[1].prefix { $0 != "<" && $0 != "(" })
        guard let construct = Catalog.standard.construct(id: name), !cells[3].isEmpty else { continue }
        #expect(cells[3] == construct.combine, "\(name)")
        compared.append(name)
    }
    #expect(compared == ["Single", "Observable", "BehaviorRelay", "PublishRelay", "DisposeBag", "flatMapLatest", "do"])
}

/// Each operator the `map` entry counts has an AsyncSequence operator of its name or a stand-in its texts name, so no
/// recipe sends an agent to an AsyncSequence `sample` or `amb` that does not exist; the operators that keep state in
/// the loop (`scan`, `takeLast`, `groupBy`) are entries of their own.
@Test func everyOperatorOfTheMapFamilyHasItsReplacementNamed() throws {
    let map = try #require(Catalog.standard.construct(id: "map"))
    let sameNamed: Set = ["map", "filter", "compactMap", "reduce"]
    let texts = map.concurrency + " " + map.note
    for symbol in map.symbols where !sameNamed.contains(symbol) {
        #expect(texts.contains("\(symbol) →") || texts.contains("`\(symbol)"), "\(symbol)")
    }
    let own = ["scan", "takeLast", "groupBy"].map { Catalog.standard.construct(id: $0) }
    #expect(own.map { $0?.symbols } == [["scan"], ["takeLast"], ["groupBy"]])
    #expect(own.map { $0?.weight } == [2, 2, 4])
    #expect(
        own.map { $0?.combine } == [
            "scan(_:_:)",
            "collect() then suffix(n) (`.collect().flatMap { $0.suffix(n).publisher }`), or last() for one",
            "none in Combine either: a dictionary of `PassthroughSubject`s keyed in a `sink`",
        ])
}
