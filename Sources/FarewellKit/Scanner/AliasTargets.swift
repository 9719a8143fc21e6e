/// The targets of the repository's type aliases (`FileScan.typeAliases`), sorted by alias name: a file naming
/// `DeviceService` names the `APIService` it stands for, and one naming `EnvRepositories`, an alias of
/// `EnvRepositoryProtocol & ServicesRepositoryProtocol`, names both protocols. A file's own alias of a name wins
/// over the other files' (`typealias State = HomeState` in each view controller, each with its own state type),
/// and a private one counts in its file only. Searched by halves: a file names hundreds of types.
struct AliasTargets: Sendable {
    /// (alias name, target) pairs, sorted, each once; several targets for a name when files disagree or the
    /// alias composes protocols.
    private var pairs: [(name: UInt64, target: UInt64)] = []
    /// The same of the aliases' generic arguments (`FileScan.aliasArguments`): named, not stood for.
    private var arguments: [(name: UInt64, target: UInt64)] = []

    init(_ scans: [FileScan]) {
        for file in scans.indices {
            for alias in scans[file].typeAliases where alias.name != alias.target && !alias.isFilePrivate {
                pairs.append((alias.name, alias.target))
            }
            for alias in scans[file].aliasArguments where alias.name != alias.target && !alias.isFilePrivate {
                arguments.append((alias.name, alias.target))
            }
        }
        arguments.sort { ($0.name, $0.target) < ($1.name, $1.target) }
        pairs.sort { ($0.name, $0.target) < ($1.name, $1.target) }
        var unique: [(name: UInt64, target: UInt64)] = []
        unique.reserveCapacity(pairs.count)
        for pair in pairs where unique.last.map({ $0 != pair }) ?? true { unique.append(pair) }
        pairs = unique
    }

    var isEmpty: Bool { pairs.isEmpty && arguments.isEmpty }

    /// Adds the targets of `name` to `found`: those of the file's own aliases of it (`own`, the file's
    /// `FileScan.typeAliases`) when it declares one, else the repository's.
    private func addTargets(of name: UInt64, own: [TypeAlias], to found: inout [UInt64]) {
        if !own.isEmpty, own.contains(where: { $0.name == name }) {
            for alias in own where alias.name == name && alias.target != name { found.append(alias.target) }
            return
        }
        var at = pairs.lowerBound(of: name) { $0.name }
        while at < pairs.count, pairs[at].name == name {
            found.append(pairs[at].target)
            at += 1
        }
    }

    /// `mentioned` (sorted, unique) plus the targets of the aliases among them, sorted and unique. A file's own
    /// aliases (`own`) name their targets already, in their declarations.
    func withTargets(_ mentioned: [UInt64], own: [TypeAlias]) -> [UInt64] {
        guard !pairs.isEmpty || !arguments.isEmpty else { return mentioned }
        var added: [UInt64] = []
        for name in mentioned where !own.contains(where: { $0.name == name }) {
            addTargets(of: name, own: [], to: &added)
            var at = arguments.lowerBound(of: name) { $0.name }
            while at < arguments.count, arguments[at].name == name {
                added.append(arguments[at].target)
                at += 1
            }
        }
        return added.isEmpty ? mentioned : (mentioned + added).sortedUnique()
    }

    /// `names` in their order (a header's superclass first), then the targets of the aliases among them that
    /// `names` lacks, the file's own (`own`) first: `class UpdateRouterState: StateServiceAPI` conforms to each
    /// protocol the alias composes.
    func expanded(_ names: [UInt64], own: [TypeAlias]) -> [UInt64] {
        guard !pairs.isEmpty || !own.isEmpty, !names.isEmpty else { return names }
        var added: [UInt64] = []
        for name in names { addTargets(of: name, own: own, to: &added) }
        guard !added.isEmpty else { return names }
        var result = names
        for target in added where !result.contains(target) { result.append(target) }
        return result
    }
}
