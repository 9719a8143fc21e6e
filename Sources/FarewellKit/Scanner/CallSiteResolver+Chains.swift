/// Operators chained on the calls the resolver ties to Rx APIs, which no proof in their file holds.
extension CallSiteResolver {
    /// For each file, the occurrences of its `SourceFile.pendingChains` whose nearest name before them is a call
    /// site of a function returning Rx or a read of a stream property (`provider.movieRepository().topRated(page:
    /// 1).map { }` of `func topRated(page:) -> Single<[Movie]>` declared where the file never names its type;
    /// `trigger.take(1)` of a superclass's `let trigger = PublishRelay<Void>()`), or such an operator before them
    /// (`.map` after that `take`). Another name nearest (`relay.value`, an unknown function) proves nothing
    /// (`ChainCandidate.nearestName`).
    static func operatorsOnRxCalls(_ files: [SourceFile], callers: [[Call]], index: ResolverIndex)
        -> [Int: [Occurrence]]
    {
        let pending = files.indices.filter { !files[$0].pendingChains.isEmpty }
        guard !pending.isEmpty else { return [:] }
        var places: [Int: [Int]] = [:]
        for file in pending { places[file] = [] }
        for api in callers.indices where !callers[api].isEmpty && yieldsStream(api, files: files, index: index) {
            for call in callers[api] where places[Int(call.file)] != nil {
                places[Int(call.file)]?.append(SourcePlace.of(line: Int(call.line), column: Int(call.column)))
            }
        }
        let projections = streamProjections(files)
        var result: [Int: [Occurrence]] = [:]
        for file in pending {
            var rx = Set(places[file] ?? [])
            guard !rx.isEmpty || !projections.isEmpty else { continue }
            var found: [Occurrence] = []
            let chains = files[file].pendingChains.sorted { $0.occurrence.place < $1.occurrence.place }
            for candidate in chains {
                let projected = candidate.nearestProjection != 0 && projections.contains(candidate.nearestProjection)
                guard projected || candidate.nearestName >= 0 && rx.contains(candidate.nearestName) else { continue }
                found.append(candidate.occurrence)
                rx.insert(candidate.occurrence.place)
            }
            if !found.isEmpty { result[file] = found }
        }
        return result
    }

    /// The names of the properties whose wrapper's `projectedValue` is a stream (`@Streamed var names` of a
    /// `@propertyWrapper class Streamed` with `var projectedValue: Observable<Value>`): `$names` is that stream.
    private static func streamProjections(_ files: [SourceFile]) -> Set<UInt64> {
        guard files.contains(where: { !$0.wrappedProperties.isEmpty }) else { return [] }
        var wrappers: Set<UInt64> = []
        for file in files {
            for api in file.inventory.apis where api.name == "projectedValue" && api.kind.isProperty {
                guard let container = api.container,
                    SourceFile.holdsStream(api.rxTypes)
                else { continue }
                wrappers.insert(ResolverIndex.innerTypeHash(container))
            }
        }
        guard !wrappers.isEmpty else { return [] }
        var names: Set<UInt64> = []
        for file in files {
            for property in file.wrappedProperties where wrappers.contains(property.wrapper) {
                names.insert(property.name)
            }
        }
        return names
    }

    /// Whether calls of `api` give a stream: a function returning an Rx type, a property of a stream type (not
    /// only a `DisposeBag`, a scheduler or events).
    private static func yieldsStream(_ api: Int, files: [SourceFile], index: ResolverIndex) -> Bool {
        switch index.apiKind[api] {
        case .function: return index.apiShape[api].returnsRx
        case let kind where kind.isProperty:
            let file = index.apiFile[api]
            let declared = files[file].inventory.apis[api - index.firstAPI[file]]
            return SourceFile.holdsStream(declared.rxTypes)
        default: return false
        }
    }
}
