/// The calls of the repository's own subscription helpers, which count as Rx where they are written.
extension CallSiteResolver {
    /// For each file, the calls the resolver tied to a subscription helper of another file (`RxAPI
    /// .isSubscriptionHelper`) as occurrences of `Catalog.subscriptionHelperID` named after the helper (`subscribe` of
    /// `subscribe(disposeBag, viewModel.title) { }`, `watch` of `Bindings.watch(items, in: bag) { }`), in source
    /// order, each place once (a call fitting two overloads is one call). Not where the file has an occurrence already:
    /// a configured project symbol of the name counts the call itself. The scan names their enclosing declarations
    /// later (`RepositoryScanner`), from the file's text.
    static func subscriptionHelperCalls(_ files: [SourceFile], callers: [[Call]], index: ResolverIndex)
        -> [Int: [Occurrence]]
    {
        var places: [Int: [Int: String]] = [:]
        for api in callers.indices where !callers[api].isEmpty && index.apiKind[api] == .function {
            let file = index.apiFile[api]
            let declared = files[file].inventory.apis[api - index.firstAPI[file]]
            guard declared.isSubscriptionHelper else { continue }
            for call in callers[api] {
                let place = SourcePlace.of(line: Int(call.line), column: Int(call.column))
                places[Int(call.file), default: [:]][place] = declared.name
            }
        }
        var result: [Int: [Occurrence]] = [:]
        for (file, names) in places {
            let counted = Set(files[file].inventory.occurrences.map(\.place))
            let calls = names.keys.sorted().filter { !counted.contains($0) }.compactMap { place in
                names[place].map { name in
                    Occurrence(
                        line: place >> 32, column: place & 0xFFFF_FFFF, symbol: name,
                        construct: Catalog.subscriptionHelperID, category: .subscription)
                }
            }
            if !calls.isEmpty { result[file] = calls }
        }
        return result
    }
}
