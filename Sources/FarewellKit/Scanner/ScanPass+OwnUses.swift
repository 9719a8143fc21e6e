/// What the file does with its own declarations that the planner reads: the calls of its private functions, the reads
/// of its types' properties and the resets of its subscription holders.
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

    /// `apis` with each property declared in a type given the lines of the file that read it (`RxAPI.ownReads`): its
    /// name bare or after `self.` (or a name code gives `self`, `owner.items`), not declared there, not an argument
    /// label, and not a local, a parameter or a closure parameter of that name, which the compiler finds first.
    func withOwnReads(_ apis: [RxAPI]) -> [RxAPI] {
        var properties = HashLists()
        // One bit per name's low six bits: most identifiers are ruled out before any lookup.
        var filter: UInt64 = 0
        for index in apis.indices where apis[index].kind.isProperty && apis[index].container != nil {
            let hash = WordTable.hash(apis[index].name)
            properties.append(index, to: hash)
            filter |= 1 << (hash & 63)
        }
        guard filter != 0 else { return apis }
        var reads = HashLists()
        var hashes: [UInt64] = []
        for index in 0..<code.count {
            let hash = code.hashes[index]
            guard filter & (1 << (hash & 63)) != 0, hash != 0, properties.contains(hash),
                readsOwnMember(index)
            else { continue }
            if !reads.contains(hash) { hashes.append(hash) }
            reads.append(index, to: hash)
        }
        guard !hashes.isEmpty else { return apis }
        let closures = closureParameterRanges(of: Set(hashes))
        var result = apis
        for hash in hashes {
            let shadowed = closures[hash] ?? []
            let lines = (reads.list(hash) ?? []).filter { !ScanPass.contains(shadowed, $0) }
                .map { code.tokens[$0].line }.sortedUnique()
            for index in properties.list(hash) ?? [] { result[index].ownReads = lines }
        }
        return result
    }

    /// Whether the name at `index` reads a member of the type the code is in: bare (`items.map { }`) or after
    /// `self.`, `self?.` or `owner.`; not a declared name, an argument label or parameter name (`f(items: x)`), nor a
    /// local or parameter of that name in sight.
    private func readsOwnMember(_ index: Int) -> Bool {
        guard code.keywords[index] == .none, !code.isDeclaredName(index), !code.isArgumentLabel(index) else {
            return false
        }
        if code.isPunct(index - 1, ".") {
            return index >= 2 && CodeTokens.selfNames.contains(code.hashes[code.beforePostfixMarks(index - 2)])
        }
        return !isLocalValue(index)
    }

    /// For each of `names`, the token ranges of the closures that take a parameter of that name (`{ items in … }`),
    /// merged in order.
    private func closureParameterRanges(of names: Set<UInt64>) -> [UInt64: [ClosedRange<Int>]] {
        var ranges: [UInt64: [ClosedRange<Int>]] = [:]
        for index in inKeywords.lazy.map({ Int($0) }) {
            guard let (open, parameters) = closureHeader(endingAt: index) else { continue }
            let close = Int(code.partner[open])
            guard close > open else { continue }
            for name in parameters where names.contains(name) { ranges[name, default: []].append(open...close) }
        }
        return ranges.mapValues(ScanPass.merged)
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
