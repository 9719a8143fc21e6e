/// The repository's own types that are Rx types by their headers: a type conforming to an Rx stream or observer
/// protocol, or subclassing an Rx class (`final class ExRelay<E>: ObservableType`), directly or through another such
/// type (`final class FlagRelay: ExRelay<Bool>`). A file naming one is scanned again with its name standing for the
/// Rx type its header names, as an alias's name does (`RxAliases`): `let isEmpty = ExRelay(value: false)` is an
/// `ObservableType` occurrence, and `isEmpty` an Rx API whose uses are callers.
///
/// A name stands for such a type only where no other type of that name may be meant: every file declaring a type of
/// the name gives it an Rx header, and a file declaring one itself (its `extension`s, its `init`) or aliasing the
/// name is left as it is.
enum OwnRxTypes {
    /// How many headers up a type's Rx type is looked for (`FlagRelay: ExRelay<Bool>`, `ExRelay: ObservableType`).
    private static let maxDepth = 4

    /// For each file that names one of `own` (`types(_:rxTypes:)`), its index in `scans` and the names, as (type
    /// name, Rx type name) hashes like `RxAliases.byFile`'s; in file order. Empty when `own` is.
    static func byFile(_ scans: [FileScan], own: [UInt64: UInt64]) -> [(
        file: Int, aliases: [(name: UInt64, type: UInt64)]
    )] {
        guard !own.isEmpty else { return [] }
        let names = own.keys.sorted()
        var result: [(file: Int, aliases: [(name: UInt64, type: UInt64)])] = []
        for index in scans.indices {
            var aliases: [(name: UInt64, type: UInt64)] = []
            for name in names where scans[index].mentionedTypes.sortedContains(name) {
                guard !scans[index].declaredTypes.sortedContains(name),
                    !scans[index].extendedTypes.sortedContains(name),
                    !scans[index].typeAliases.contains(where: { $0.name == name }), let type = own[name]
                else { continue }
                aliases.append((name, type))
            }
            if !aliases.isEmpty { result.append((index, aliases)) }
        }
        return result
    }

    /// The repository's types that are Rx types by their headers, by name hash, with the Rx type each stands for
    /// (both hashes). `rxTypes`: the name hashes of the Rx types a type becomes one by conforming to or subclassing
    /// (`ObservableType`, `ObserverType`, `Observable`). Empty, at the cost of one look at each header, when no header
    /// names one.
    static func types(_ scans: [FileScan], rxTypes: Set<UInt64>) -> [UInt64: UInt64] {
        guard scans.contains(where: { $0.typeHeaders.contains { !rxTypes.isDisjoint(with: $0.inherits) } }) else {
            return [:]
        }
        var parents: [UInt64: [UInt64]] = [:]
        for index in scans.indices {
            for header in scans[index].typeHeaders where !rxTypes.contains(header.type) {
                parents[header.type, default: []] += header.inherits
            }
        }
        var own: [UInt64: UInt64] = [:]
        for name in parents.keys {
            if let type = rxType(of: name, parents: parents, rxTypes: rxTypes, depth: 0) { own[name] = type }
        }
        for name in Array(own.keys) where !isOnlyRxDeclared(name, scans: scans, own: own, rxTypes: rxTypes) {
            own[name] = nil
        }
        return own
    }

    /// For each file declaring one of `own` (`types(_:rxTypes:)`) that other files name (`users`, a `byFile`
    /// list): the names of its types in `own`, those the other files name, and the indices of those files, in order
    /// (`FileInventory.rxTypeUsers`). A helper the code treats as a stream (`final class ActivityIndicator:
    /// SharedSequenceConvertibleType`, built and read with `.asDriver()` by view models) stays Rx while they do.
    static func declarations(
        _ scans: [FileScan], own: [UInt64: UInt64], users: [(file: Int, aliases: [(name: UInt64, type: UInt64)])]
    ) -> [Int: (types: [UInt64], used: Set<UInt64>, users: [Int])] {
        guard !users.isEmpty else { return [:] }
        var result: [Int: (types: [UInt64], used: Set<UInt64>, users: [Int])] = [:]
        for index in scans.indices where scans[index].declaredTypes.contains(where: { own[$0] != nil }) {
            let types = scans[index].declaredTypes.filter { own[$0] != nil }
            var used: Set<UInt64> = []
            var naming: [Int] = []
            for user in users where user.file != index {
                let names = user.aliases.lazy.map(\.name).filter { types.sortedContains($0) }
                guard !names.isEmpty else { continue }
                used.formUnion(names)
                naming.append(user.file)
            }
            if !naming.isEmpty { result[index] = (types, used, naming) }
        }
        return result
    }

    /// The first Rx type `name`'s headers name, in their order, itself or through the repository's types they name.
    private static func rxType(
        of name: UInt64, parents: [UInt64: [UInt64]], rxTypes: Set<UInt64>, depth: Int
    ) -> UInt64? {
        guard let inherits = parents[name] else { return nil }
        if let type = inherits.first(where: rxTypes.contains) { return type }
        guard depth < maxDepth else { return nil }
        for parent in inherits where parent != name {
            if let type = rxType(of: parent, parents: parents, rxTypes: rxTypes, depth: depth + 1) { return type }
        }
        return nil
    }

    /// Whether the repository declares a type named `name` and every file declaring one gives it a header naming an
    /// Rx type or another of the `own` types: a view model's nested `struct Output: ObserverType` says nothing of
    /// another's plain `struct Output`.
    private static func isOnlyRxDeclared(
        _ name: UInt64, scans: [FileScan], own: [UInt64: UInt64], rxTypes: Set<UInt64>
    ) -> Bool {
        var declared = false
        for index in scans.indices where scans[index].declaredTypes.sortedContains(name) {
            declared = true
            let rxHeader = scans[index].typeHeaders.contains { header in
                header.type == name && header.inherits.contains { rxTypes.contains($0) || own[$0] != nil }
            }
            guard rxHeader else { return false }
        }
        return declared
    }

    /// `aliases` and `more` (both `byFile` lists, in file order) joined by file, in file order; an alias of a name in
    /// `aliases` wins over one in `more`.
    static func merged(
        _ aliases: [(file: Int, aliases: [(name: UInt64, type: UInt64)])],
        _ more: [(file: Int, aliases: [(name: UInt64, type: UInt64)])]
    ) -> [(file: Int, aliases: [(name: UInt64, type: UInt64)])] {
        guard !more.isEmpty else { return aliases }
        var byFile = Dictionary(aliases.map { ($0.file, $0.aliases) }, uniquingKeysWith: { first, _ in first })
        for entry in more {
            let known = byFile[entry.file] ?? []
            byFile[entry.file] = known + entry.aliases.filter { name in !known.contains { $0.name == name.name } }
        }
        return byFile.keys.sorted().compactMap { file in byFile[file].map { (file, $0) } }
    }
}
