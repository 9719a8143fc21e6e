/// The targets of the repository's type aliases (`FileScan.typeAliases`), sorted by alias name: a file naming
/// `DeviceService` names the `APIService` it stands for, and one naming `EnvRepositories`, an alias of
/// `EnvRepositoryProtocol & ServicesRepositoryProtocol`, names both protocols. A file's own alias of a name wins
/// over the other files' (`typealias State = HomeState` in each view controller, each with its own state type),
/// a private one counts in its file only, and one nested in a type (`TypeAlias.scope`) only in the files that
/// declare or extend that type, or name it in a header. Searched by halves: a file names hundreds of types.
struct AliasTargets: Sendable {
    /// An alias's name, one of its targets, and the outermost type it is nested in (0 at the top level).
    private typealias Pair = (name: UInt64, target: UInt64, scope: UInt64)

    /// The pairs, sorted, each once; several targets for a name when files disagree or the alias composes
    /// protocols.
    private var pairs: [Pair] = []
    /// The same of the aliases' generic arguments (`FileScan.aliasArguments`): named, not stood for.
    private var arguments: [Pair] = []
    /// Whether an alias is nested in a type: only then do the files' types matter.
    private(set) var hasNested = false

    init(_ scans: [FileScan]) {
        for file in scans.indices {
            for alias in scans[file].typeAliases where alias.name != alias.target && !alias.isFilePrivate {
                pairs.append((alias.name, alias.target, alias.scope))
            }
            for alias in scans[file].aliasArguments where alias.name != alias.target && !alias.isFilePrivate {
                arguments.append((alias.name, alias.target, alias.scope))
            }
        }
        pairs = AliasTargets.sortedUnique(pairs)
        arguments = AliasTargets.sortedUnique(arguments)
        hasNested = pairs.contains { $0.scope != 0 } || arguments.contains { $0.scope != 0 }
    }

    private static func sortedUnique(_ pairs: [Pair]) -> [Pair] {
        let sorted = pairs.sorted { ($0.name, $0.target, $0.scope) < ($1.name, $1.target, $1.scope) }
        var unique: [Pair] = []
        unique.reserveCapacity(sorted.count)
        for pair in sorted where unique.last.map({ $0 != pair }) ?? true { unique.append(pair) }
        return unique
    }

    var isEmpty: Bool { pairs.isEmpty && arguments.isEmpty }

    /// Adds to `found` the targets `pairs` give `name` in a file within the types `scopes` (the outermost names of
    /// the types the file declares or extends, and the names their headers write).
    private static func add(_ pairs: [Pair], of name: UInt64, scopes: [UInt64], to found: inout [UInt64]) {
        var at = pairs.lowerBound(of: name) { $0.name }
        while at < pairs.count, pairs[at].name == name {
            if pairs[at].scope == 0 || scopes.contains(pairs[at].scope) { found.append(pairs[at].target) }
            at += 1
        }
    }

    /// Adds the targets of `name` to `found`: those of the file's own aliases of it (`own`, the file's
    /// `FileScan.typeAliases`) when it declares one, else the repository's.
    private func addTargets(of name: UInt64, own: [TypeAlias], scopes: [UInt64], to found: inout [UInt64]) {
        if !own.isEmpty, own.contains(where: { $0.name == name }) {
            for alias in own where alias.name == name && alias.target != name { found.append(alias.target) }
            return
        }
        AliasTargets.add(pairs, of: name, scopes: scopes, to: &found)
    }

    /// `mentioned` (sorted, unique) plus the targets of the aliases among them and the types they take as generic
    /// arguments, sorted and unique. A file's own aliases (`own`) name their targets already, in their declarations;
    /// `scopes`: as `add` takes them.
    func withTargets(_ mentioned: [UInt64], own: [TypeAlias], scopes: [UInt64]) -> [UInt64] {
        guard !pairs.isEmpty || !arguments.isEmpty else { return mentioned }
        var added: [UInt64] = []
        for name in mentioned where !own.contains(where: { $0.name == name }) {
            AliasTargets.add(pairs, of: name, scopes: scopes, to: &added)
            AliasTargets.add(arguments, of: name, scopes: scopes, to: &added)
        }
        return added.isEmpty ? mentioned : (mentioned + added).sortedUnique()
    }

    /// `names` in their order (a header's superclass first), then the targets of the aliases among them that
    /// `names` lacks, the file's own (`own`) first: `class UpdateRouterState: StateServiceAPI` conforms to each
    /// protocol the alias composes.
    func expanded(_ names: [UInt64], own: [TypeAlias], scopes: [UInt64]) -> [UInt64] {
        guard !pairs.isEmpty || !own.isEmpty, !names.isEmpty else { return names }
        var added: [UInt64] = []
        for name in names { addTargets(of: name, own: own, scopes: scopes, to: &added) }
        guard !added.isEmpty else { return names }
        var result = names
        for target in added where !result.contains(target) { result.append(target) }
        return result
    }
}
