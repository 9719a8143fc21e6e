/// What the file does with its own declarations that the planner reads: the calls of its private functions, the reads
/// of its types' properties and the resets of its subscription holders.
extension ScanPass {
    /// Gives each `private` or `fileprivate` function of `apis` the lines calling it bare or on `self` in the file
    /// (`RxAPI.ownCallers`): only the file can call it, so these are all its callers. So is each operator of an Rx
    /// type's extension (`filterHttpError()` called by `filterResponseError()` beside it), which moves with the
    /// operators calling it (`ShimPlanner`), called on a value too (`map { }.catchErrorJustComplete()`), and which a
    /// plan deletes where nothing calls it; a static one on its type (`Self.findNextURL(response:)`). So is each member
    /// of an `extension Reactive`, used as `base.rx.name` (a `ThemeProxy` binding to `base.rx.borderColor` beside it)
    /// or called bare, which a plan deletes where nothing uses it either. A call whose arguments the declaration cannot
    /// take (`map { _ in }` of RxSwift beside `func map<D: Decodable>(_ type: D.Type)`) is another function's
    /// (`shapes`, parallel to `apis`).
    static func recordOwnCallers(_ apis: inout [RxAPI], shapes: [APIShape], references: [Reference]) {
        var helpers: [UInt64: [Int]] = [:]
        // One bit per name's low six bits: most calls are ruled out before any lookup.
        var filter: UInt64 = 0
        // Read once, through a pointer, field by field: a computed property of an element of the `inout` array, or
        // of the pointee, copies the whole API first.
        var reactiveMember = [Bool](repeating: false, count: apis.count)
        var rxOperator = [Bool](repeating: false, count: apis.count)
        apis.withUnsafeBufferPointer { apis in
            guard let base = apis.baseAddress else { return }
            for index in apis.indices {
                let api = base + index
                reactiveMember[index] = RxAPI.isReactiveMember(kind: api.pointee.kind, container: api.pointee.container)
                rxOperator[index] = RxAPI.isRxOperator(
                    kind: api.pointee.kind, container: api.pointee.container, rxTypes: api.pointee.rxTypes)
                guard
                    api.pointee.kind == .function
                        && (api.pointee.access == "private" || api.pointee.access == "fileprivate"
                            || rxOperator[index])
                        || reactiveMember[index]
                else { continue }
                let hash = WordTable.hash(api.pointee.name)
                helpers[hash, default: []].append(index)
                filter |= 1 << (hash & 63)
            }
        }
        guard !helpers.isEmpty else { return }
        // Where each declaration ends at the latest: at the next one. A call on a value inside an operator's own body
        // (`newValue.insert(contentsOf:at:)` in `func insert(contentsOf:at:)` of `extension BehaviorRelay`) is the
        // value's member it wraps, not a call of itself.
        let starts = apis.map(\.line).sorted()
        let bodyEnd = { (line: Int) in starts.first { $0 > line } ?? Int.max }
        var called: [Int] = []
        for reference in references where filter & 1 << (reference.hash & 63) != 0 {
            let rxMember = reference.access == .rxMember
            guard rxMember || reference.isCall else { continue }
            for index in helpers[reference.hash] ?? [] {
                // A member of `extension Reactive` is used here as `base.rx.name` (called or read), or called bare.
                if rxMember || reactiveMember[index] {
                    guard reactiveMember[index], rxMember || reference.access == .bare else { continue }
                    apis[index].ownCallers.append(Int(reference.line))
                    called.append(index)
                    continue
                }
                // A static function is called on its type (`Self.findNextURL(response:)`).
                if reference.access == .typeMember, !(index < shapes.count && shapes[index].isStatic) { continue }
                if reference.access == .member {
                    let line = apis[index].line
                    guard rxOperator[index], !(line..<bodyEnd(line) ~= Int(reference.line)) else { continue }
                }
                if index < shapes.count, let range = shapes[index].argumentRange,
                    !reference.passesArguments(within: range, takesClosure: shapes[index].takesClosure)
                {
                    continue
                }
                apis[index].ownCallers.append(Int(reference.line))
                called.append(index)
            }
        }
        for index in called.sortedUnique() { apis[index].ownCallers = apis[index].ownCallers.sortedUnique() }
    }

    /// Gives each property `apis` declares in a type the lines of the file that read it (`RxAPI.ownReads`): its name
    /// bare or after `self.` (or a name code gives `self`, `owner.items`), not declared there, not an argument label,
    /// and not a local, a parameter or a closure parameter of that name, which the compiler finds first.
    func recordOwnReads(_ apis: inout [RxAPI]) {
        var properties: [(index: Int, hash: UInt64)] = []
        properties.reserveCapacity(apis.count)
        var names = HashTable()
        // One bit per name's low six bits: most identifiers are ruled out before any lookup.
        var filter: UInt64 = 0
        for index in apis.indices where apis[index].kind.isProperty && apis[index].container != nil {
            let hash = WordTable.hash(apis[index].name)
            properties.append((index, hash))
            names.insert(hash, value: index)
            filter |= 1 << (hash & 63)
        }
        guard !properties.isEmpty else { return }
        var reads: [(hash: UInt64, token: Int)] = []
        // Room for a screen's reads at once rather than growing read by read.
        reads.reserveCapacity(64)
        var locals: [TypedName]?
        for index in 0..<code.count {
            let hash = code.hashes[index]
            guard filter & (1 << (hash & 63)) != 0, hash != 0, names.value(for: hash) != nil,
                code.keywords[index] == .none, !code.isDeclaredName(index), !code.isArgumentLabel(index)
            else { continue }
            if code.isPunct(index - 1, ".") {
                // `self.items`, `self?.items`, `owner.items`; not another value's `items`.
                guard index >= 2, CodeTokens.selfNames.contains(code.hashes[code.beforePostfixMarks(index - 2)]) else {
                    continue
                }
            } else {
                // The parameters and locals of the properties' names, picked out once.
                if locals == nil { locals = typedNames.filter { !$0.isProperty && names.value(for: $0.hash) != nil } }
                if locals?.contains(where: { isLocal($0, named: hash, at: index) }) ?? false { continue }
            }
            reads.append((hash, index))
        }
        guard !reads.isEmpty else { return }
        let closures = closuresTakingParameters(named: names, filter: filter)
        for (index, hash) in properties {
            var lines: [Int] = []
            for read in reads where read.hash == hash {
                if closures.contains(where: { $0.name == hash && $0.body.contains(read.token) }) { continue }
                // In token order, so the lines come sorted.
                let line = code.tokens[read.token].line
                if lines.last != line { lines.append(line) }
            }
            apis[index].ownReads = lines
        }
    }

    /// The closures taking a parameter named in `names` (`{ items in … }`), with that name and the closure's braces.
    /// `filter`: the bits of the names' hashes (`recordOwnReads`), which rule out most headers (`{ [weak self] _ in`)
    /// at a glance.
    private func closuresTakingParameters(named names: HashTable, filter: UInt64)
        -> [(name: UInt64, body: ClosedRange<Int>)]
    {
        var closures: [(name: UInt64, body: ClosedRange<Int>)] = []
        var parameters: [UInt64] = []
        for index in inKeywords.lazy.map({ Int($0) }) {
            var position = index - 1
            var named = false
            while !named, position >= 0, index - position < 32, !code.isPunct(position, "{") {
                let hash = code.hashes[position]
                named = filter & (1 << (hash & 63)) != 0 && hash != 0 && names.value(for: hash) != nil
                position -= 1
            }
            guard named, let open = closureHeader(endingAt: index, names: &parameters) else { continue }
            let close = Int(code.partner[open])
            guard close > open else { continue }
            for name in parameters where names.value(for: name) != nil { closures.append((name, open...close)) }
        }
        return closures
    }

    /// The lines giving a subscription holder the file declares with `var` a new lifetime (`disposeBag =
    /// DisposeBag()` or `self.disposeBag = DisposeBag()` in a cell's `prepareForReuse()`), sorted: the reset belongs
    /// with the holder's declaration (`FileInventory.lifetimeResets`). A local of the same name (`var disposeBag =
    /// DisposeBag()` in a function) or another value's property (`cell.disposeBag = DisposeBag()`) is none.
    func lifetimeResets(_ resolved: [Found], apis: [RxAPI]) -> [Int] {
        // The assignments of a call that declare nothing first (`name = Type(`, not `let name = Type(`): few hits are,
        // and the holders' names are hashed only then. The filter captures the tokens, not a copy of the whole pass.
        let code = self.code
        let assigned = resolved.lazy.map(\.token).filter { type in
            type >= 2 && code.isOperator(type - 1, .equal) && code.isPunct(type + 1, "(")
                && !(type >= 3 && (code.keywords[type - 3] == .let || code.keywords[type - 3] == .var))
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
