/// A type alias of an Rx type the repository declares at the top level (`typealias SaveTransaction = (save:
/// AnyObserver<Item>, saved: Observable<Void>)`) is used where another file writes its name as a type: each use, an
/// occurrence under the alias's name, is one of its callers, so the plan keeps the alias for those files
/// (`Shim.Strategy.keptAlias`) until they move off it.
extension CallSiteResolver {
    /// Adds to each top-level alias's callers the occurrences other files spell with its name, in files that declare
    /// no alias of that name themselves; an alias whose name another top-level alias also has is left as it is.
    static func addingAliasUses(_ inventories: inout [FileInventory?]) {
        var declared: [String: [(file: Int, api: Int)]] = [:]
        var declaringFiles: [String: Set<Int>] = [:]
        // Each file read field by field through a pointer: `inventories[file]?.apis` or `guard let inventory =
        // inventories[file]` copied every file's inventory, its dozen arrays and strings retained and released.
        inventories.withUnsafeBufferPointer { buffer in
            guard let inventories = buffer.baseAddress else { return }
            for file in buffer.indices {
                guard let apis = inventories[file]?.apis else { continue }
                for api in apis.indices where apis[api].kind == .typealias {
                    declaringFiles[apis[api].name, default: []].insert(file)
                    guard apis[api].container == nil, !["private", "fileprivate"].contains(apis[api].access) else {
                        continue
                    }
                    declared[apis[api].name, default: []].append((file, api))
                }
            }
        }
        let aliases = declared.filter { $0.value.count == 1 }.mapValues { $0[0] }
        guard !aliases.isEmpty else { return }
        var uses: [String: [(location: SourceLocation, module: String)]] = [:]
        inventories.withUnsafeBufferPointer { buffer in
            guard let inventories = buffer.baseAddress else { return }
            for file in buffer.indices {
                guard let occurrences = inventories[file]?.occurrences else { continue }
                for at in occurrences.indices where occurrences[at].symbol != occurrences[at].construct {
                    let symbol = occurrences[at].symbol
                    guard aliases[symbol] != nil, declaringFiles[symbol]?.contains(file) != true,
                        let path = inventories[file]?.path, let module = inventories[file]?.module
                    else { continue }
                    let location = SourceLocation(
                        path: path, line: occurrences[at].line, column: occurrences[at].column)
                    uses[symbol, default: []].append((location, module))
                }
            }
        }
        for (name, found) in uses {
            guard let (file, api) = aliases[name], var alias = inventories[file]?.apis[api] else { continue }
            let known = Set(alias.callers)
            let added = found.filter { !known.contains($0.location) }
            guard !added.isEmpty else { continue }
            alias.callers = (alias.callers + added.map(\.location)).sorted()
            alias.callerModules = Set(alias.callerModules + added.map(\.module)).sorted()
            inventories[file]?.apis[api] = alias
        }
    }
}
