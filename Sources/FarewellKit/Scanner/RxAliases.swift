/// The repository's type aliases that stand for Rx types: `typealias SyncObservable<R> = Observable<Sync<R>>`,
/// or an alias of such an alias (`typealias SmartSync = SyncObservable<[Transaction]>`). A file naming one is
/// scanned again with the name standing for the Rx type (`SourceScanner.scan(_:rxAliases:)`), so a function
/// returning `SyncObservable<[Int]>` is an Rx API as if it said `Observable<Sync<[Int]>>`.
///
/// A name stands for an Rx type in a file when the file's own aliases of it say so, or else when every alias
/// of it other files may name (not private) does, for one type, and no file declares a type of that name (a
/// view model's nested `typealias Output = Driver<State>` says nothing of the `struct Output` of another).
enum RxAliases {
    /// For each file that names such an alias, its index in `scans` and the aliases, as (alias name, Rx type
    /// name) hashes; in file order. Empty, at the cost of one look at each alias, when no alias targets an Rx
    /// type.
    static func byFile(_ scans: [FileScan]) -> [(file: Int, aliases: [(name: UInt64, type: UInt64)])] {
        guard scans.indices.contains(where: { scans[$0].typeAliases.contains(where: \.targetsRx) }) else { return [] }
        // The aliases other files may name, sorted by name, and the names of the declared types.
        var shared: [TypeAlias] = []
        var declared: [UInt64] = []
        // Aliases nested in a type (a protocol's `typealias Selection = PublishSubject<Int>`), by that type: the
        // types conforming to it name them too (`let selected = Selection()`).
        var nested: [UInt64: [TypeAlias]] = [:]
        for index in scans.indices {
            for alias in scans[index].typeAliases where !alias.isFilePrivate && alias.name != alias.target {
                if alias.scope == 0 { shared.append(alias) } else { nested[alias.scope, default: []].append(alias) }
            }
            declared += scans[index].declaredTypes
        }
        // What each type inherits, through headers and compositions (`typealias ViewModelType = Input & Output`),
        // for the protocols a type adopts through another.
        var parents: [UInt64: [UInt64]] = [:]
        if !nested.isEmpty {
            for index in scans.indices {
                for header in scans[index].typeHeaders { parents[header.type, default: []] += header.inherits }
                for alias in scans[index].typeAliases where alias.scope == 0 {
                    parents[alias.name, default: []].append(alias.target)
                }
            }
        }
        shared.sort { $0.name < $1.name }
        declared = declared.sortedUnique()
        let resolver = Resolver(shared: shared, declared: declared)
        var global: [(name: UInt64, type: UInt64)] = []
        var at = 0
        while at < shared.count {
            let name = shared[at].name
            let type = resolver.type(of: name, own: [])
            if type != 0 { global.append((name, type)) }
            while at < shared.count, shared[at].name == name { at += 1 }
        }
        var result: [(file: Int, aliases: [(name: UInt64, type: UInt64)])] = []
        for index in scans.indices {
            let own = scans[index].typeAliases
            let adopted =
                nested.isEmpty
                ? []
                : ancestors(of: scans[index].typeHeaders.flatMap(\.inherits), parents: parents).flatMap {
                    nested[$0] ?? []
                }
            guard !global.isEmpty || !adopted.isEmpty || own.contains(where: \.isWholeType) else { continue }
            var aliases: [(name: UInt64, type: UInt64)] = []
            for alias in global where scans[index].mentionedTypes.sortedContains(alias.name) {
                if !own.contains(where: { $0.name == alias.name }) { aliases.append(alias) }
            }
            for alias in adopted where alias.isWholeType && scans[index].mentionedTypes.sortedContains(alias.name) {
                guard !own.contains(where: { $0.name == alias.name }),
                    !aliases.contains(where: { $0.name == alias.name }),
                    !scans[index].declaredTypes.sortedContains(alias.name)
                else { continue }
                let type = resolver.type(of: alias.name, own: adopted)
                if type != 0 { aliases.append((alias.name, type)) }
            }
            for alias in own where alias.isWholeType && !aliases.contains(where: { $0.name == alias.name }) {
                guard !scans[index].declaredTypes.sortedContains(alias.name) else { continue }
                let type = resolver.type(of: alias.name, own: own)
                if type != 0 { aliases.append((alias.name, type)) }
            }
            if !aliases.isEmpty { result.append((index, aliases)) }
        }
        return result
    }

    /// `types` and what they inherit, a few headers up.
    private static func ancestors(of types: [UInt64], parents: [UInt64: [UInt64]]) -> [UInt64] {
        var found: [UInt64] = []
        var stack = types
        while let next = stack.popLast(), found.count < 64 {
            guard !found.contains(next) else { continue }
            found.append(next)
            stack += parents[next] ?? []
        }
        return found
    }

    /// Follows aliases to the Rx type they stand for.
    private struct Resolver {
        /// The aliases other files may name, sorted by name.
        var shared: [TypeAlias]
        /// The names of the types the repository declares, sorted.
        var declared: [UInt64]

        /// The name hash of the Rx type `name` stands for, or 0: through the file's own aliases of it (`own`)
        /// when it has any, else through every shared one; an alias of another alias is followed a few steps.
        func type(of name: UInt64, own: [TypeAlias], depth: Int = 0) -> UInt64 {
            var aliases = own.filter { $0.name == name }
            if aliases.isEmpty {
                guard !declared.sortedContains(name) else { return 0 }
                var at = shared.lowerBound(of: name) { $0.name }
                while at < shared.count, shared[at].name == name {
                    aliases.append(shared[at])
                    at += 1
                }
            }
            var found: UInt64 = 0
            for alias in aliases {
                guard alias.isWholeType else { return 0 }
                let type =
                    alias.targetsRx
                    ? alias.target : depth < 4 ? self.type(of: alias.target, own: own, depth: depth + 1) : 0
                guard type != 0, found == 0 || found == type else { return 0 }
                found = type
            }
            return found
        }
    }
}
