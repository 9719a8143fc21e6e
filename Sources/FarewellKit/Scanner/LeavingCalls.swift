/// The repository's own functions of Rx types' extensions that return no Rx type (`FileScan.leavingRx`): `func
/// blockingRequest(_ target: Base.Target) -> Result<Response, MoyaError>` in an `extension Reactive`. A chain that
/// is Rx before a call of one is not after it (`provider.rx.blockingRequest(.me).map(User.self)` maps a `Result`), so
/// the files calling one are scanned again knowing them (`ScanPass.leavingCalls`).
enum LeavingCalls {
    /// The name hashes of those functions in files importing Rx, without the names a function of the repository
    /// returning an Rx type also has (an overload returning a stream may be the one called), and without those
    /// whose declared result is an Rx type of `rxTypes` or one of `standIns` (the repository's aliases of Rx types
    /// and own Rx types, which the first scan's signatures did not know: `func viaAlias() -> Stream` of a
    /// `typealias Stream = Observable<Int>` stays in Rx).
    static func names(
        _ scans: [FileScan], rxTypes: Set<UInt64> = [],
        standIns: [(file: Int, aliases: [(name: UInt64, type: UInt64)])] = []
    ) -> Set<UInt64> {
        var names: Set<UInt64> = []
        for index in scans.indices where !scans[index].leavingRx.isEmpty && !scans[index].imports.isEmpty {
            names.formUnion(scans[index].leavingRx)
        }
        guard !names.isEmpty else { return [] }
        for index in scans.indices {
            for (api, shape) in zip(scans[index].apis, scans[index].apiShapes)
            where api.kind == .function && shape.returnsRx {
                names.remove(WordTable.hash(api.name))
            }
        }
        let rxNames = rxTypes.union(standIns.flatMap { $0.aliases.map(\.name) })
        guard !rxNames.isEmpty else { return names }
        var streams: Set<UInt32> = []
        for index in scans.indices {
            for field in scans[index].returnTypes where rxNames.contains(field.type) { streams.insert(field.name) }
        }
        return names.filter { !streams.contains(Reference.short($0)) }
    }

    /// The files that call one of `names` as a member (`Reference.hash`), in file order.
    static func files(_ scans: [FileScan], calling names: Set<UInt64>) -> [Int] {
        guard !names.isEmpty else { return [] }
        return scans.indices.filter { index in scans[index].references.contains { $0.isCall && names.contains($0.hash) }
        }
    }
}
