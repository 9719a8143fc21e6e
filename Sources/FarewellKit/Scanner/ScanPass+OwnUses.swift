/// What the file does with its own declarations that the planner reads: the calls of its private functions and the
/// resets of its subscription holders.
extension ScanPass {
    /// `apis` with each `private` or `fileprivate` function given the lines calling it bare or on `self` in the file
    /// (`RxAPI.ownCallers`): only the file can call it, so these are all its callers.
    static func withOwnCallers(_ apis: [RxAPI], references: [Reference]) -> [RxAPI] {
        var helpers: [UInt64: [Int]] = [:]
        for index in apis.indices
        where apis[index].kind == .function && (apis[index].access == "private" || apis[index].access == "fileprivate")
        {
            helpers[WordTable.hash(apis[index].name), default: []].append(index)
        }
        guard !helpers.isEmpty else { return apis }
        var result = apis
        for reference in references where reference.access == .bare && reference.isCall {
            for index in helpers[reference.hash] ?? [] { result[index].ownCallers.append(Int(reference.line)) }
        }
        for indices in helpers.values {
            for index in indices { result[index].ownCallers = result[index].ownCallers.sortedUnique() }
        }
        return result
    }

    /// The lines giving a subscription holder the file declares with `var` a new lifetime (`disposeBag =
    /// DisposeBag()` or `self.disposeBag = DisposeBag()` in a cell's `prepareForReuse()`), sorted: the reset belongs
    /// with the holder's declaration (`FileInventory.lifetimeResets`). A local of the same name (`var disposeBag =
    /// DisposeBag()` in a function) or another value's property (`cell.disposeBag = DisposeBag()`) is none.
    func lifetimeResets(_ resolved: [Found], apis: [RxAPI]) -> [Int] {
        // The assignments of a call that declare nothing first (`name = Type(`, not `let name = Type(`): few hits are,
        // and the holders' names are hashed only then.
        let assigned = resolved.lazy.map(\.token).filter { type in
            type >= 2 && self.code.isOperator(type - 1, .equal) && self.code.isPunct(type + 1, "(")
                && !(type >= 3 && (self.code.keywords[type - 3] == .let || self.code.keywords[type - 3] == .var))
        }
        guard !assigned.isEmpty else { return [] }
        let holders = Set(
            apis.filter { $0.kind == .variable && $0.isSubscriptionHolder }.map { WordTable.hash($0.name) })
        guard !holders.isEmpty else { return [] }
        var lines: [Int] = []
        for type in assigned {
            guard holders.contains(code.hashes[type - 2]), Catalog.holdsOnlyLifetimes([code.text(type)]) else {
                continue
            }
            let before = type - 3
            if code.isPunct(before, "."), before < 1 || code.hashes[before - 1] != ScanPass.selfHash { continue }
            lines.append(code.tokens[type].line)
        }
        return lines.sortedUnique()
    }
}
