/// Metatype constants (`static let worker = WorkerProtocol.self`) and the services a dependency container resolves
/// through them (`Container.resolve(Protocols.worker.self)`): a constant holding a type's metatype names that type
/// as `WorkerProtocol.self` written out does.
extension ScanPass {
    /// The first argument's token of the dependency container's `resolve` call ending a postfix chain (Swinject's
    /// `r.resolve(APIManager.self)!`, `Container.shared.resolve(DataCenterAPI.self, name: "main")`), with nothing
    /// but optional marks after the call; nil for anything else (`resolve(API.self).client`).
    func resolvedArgument(_ chain: (last: Int, end: Int)) -> Int? {
        let open = chain.last + 1
        guard code.hashes[chain.last] == ScanPass.resolveHash, code.isPunct(open, "("),
            case let close = Int(code.partner[open]), close > open
        else { return nil }
        var after = close + 1
        while after < chain.end, code.isPostfixMark(after) { after += 1 }
        // The chain reads an `if let` body's brace as a trailing closure, which `resolve` never takes.
        guard after == chain.end || code.isPunct(after, "{") else { return nil }
        return open + 1
    }

    /// Whether a postfix chain ends in a container's `resolve` call whose first argument names the service: a type
    /// (`resolve(API.self)`) or a metatype constant (`resolve(Protocols.worker.self)`), whatever file declares it.
    func resolvesNamedService(_ chain: (last: Int, end: Int)) -> Bool {
        guard let argument = resolvedArgument(chain) else { return false }
        return resolvedType(chain) != nil || metatypeConstantRead(at: argument) != nil
    }

    /// The type `X.self` at `start` names (`WorkerProtocol.self`, `Module.Service.self`), and the token after `self`;
    /// nil for anything else.
    func metatype(at start: Int) -> (type: UInt64, next: Int)? {
        guard code.isCapitalizedWord(start), code.keywords[start] == .none else { return nil }
        let position = code.lastQualifiedComponent(from: start)
        guard code.isPunct(position + 1, "."), position + 2 < code.count,
            code.hashes[position + 2] == ScanPass.selfHash
        else { return nil }
        return (code.hashes[position], position + 3)
    }

    /// The metatype constant a whole argument at `start` reads (`Protocols.worker.self`, `Protocols.worker`): the
    /// tokens of its owner's name and of its own; nil for anything else.
    func metatypeConstantRead(at start: Int) -> (owner: Int, name: Int)? {
        guard code.isCapitalizedWord(start), code.keywords[start] == .none else { return nil }
        let owner = code.lastQualifiedComponent(from: start)
        let name = owner + 2
        guard code.isPunct(owner + 1, "."), name < code.count, code.isLowercaseWord(name),
            code.keywords[name] == .none, code.hashes[name] != ScanPass.selfHash
        else { return nil }
        var next = name + 1
        if code.isPunct(next, "."), next + 1 < code.count, code.hashes[next + 1] == ScanPass.selfHash { next += 2 }
        guard code.isPunct(next, ",") || code.isPunct(next, ")") else { return nil }
        return (owner, name)
    }

    /// The type the property `typed` holds when its initializer is a metatype alone (`static let worker =
    /// WorkerProtocol.self`, also annotated `: WorkerProtocol.Type`); 0 for anything else (`Worker.self.init()`).
    func heldMetatype(_ typed: TypedName) -> UInt64 {
        guard typed.owner != 0, typed.initializer >= 0, let held = metatype(at: typed.initializer) else { return 0 }
        let next = held.next
        if next < code.count, code.isPunct(next, ".") || code.isPunct(next, "(") || code.isPunct(next, "[") {
            return 0
        }
        return held.type
    }

    /// The one type the file's metatype constants of the type `owner` named `name` hold (`heldMetatype`), else 0.
    func ownMetatypeConstant(owner: UInt64, name: UInt64) -> UInt64 {
        var found: UInt64 = 0
        for typed in typedNames where typed.hash == name && typed.owner == owner {
            let type = heldMetatype(typed)
            guard type != 0 else { continue }
            guard found == 0 || found == type else { return 0 }
            found = type
        }
        return found
    }

    /// For a property `typed` given the service a container resolves through a metatype constant the file does not
    /// declare (`static let worker = Container.resolve(Protocols.worker.self)`), what the resolver needs to type it
    /// with the constant another file declares (`FileScan.resolvedFields`); nil for anything else.
    func resolvedField(_ typed: TypedName) -> ResolvedField? {
        guard typed.owner != 0 || typed.isGlobal, typed.initializer >= 0, typed.typeStart >= typed.typeEnd,
            code.tokens[typed.initializer].kind == .identifier, let chain = code.postfixChain(from: typed.initializer),
            chain.last > typed.initializer, let argument = resolvedArgument(chain),
            let read = metatypeConstantRead(at: argument)
        else { return nil }
        let field = TypedField(
            owner: typed.owner, key: Reference.short(code.capitalizedHash(typed.name)),
            name: Reference.short(typed.hash), type: 0)
        return ResolvedField(
            field: field, constantOwner: Reference.short(code.hashes[read.owner]),
            constantName: Reference.short(code.hashes[read.name]))
    }

    /// The property wrappers of Factory (the dependency injection library) that take a registration's key path.
    static let injectionAttributes: Set<String> = [
        "@Injected", "@LazyInjected", "@WeakLazyInjected", "@InjectedObject", "@InjectedObservable",
    ]
    static let factoryHash: UInt64 = 0xca40_ffbe_16eb_074d  // WordTable.hash("Factory")
    static let containerHash: UInt64 = 0xc103_4375_f5a9_f098  // WordTable.hash("Container")

    /// The type a Factory registration makes (`CoreDataServiceProtocol` of `var coreDataService:
    /// Factory<CoreDataServiceProtocol> { self { CoreDataService() } }`), as a name hash; nil for anything else.
    func factoryRegistration(_ typed: TypedName) -> UInt64? {
        let start = typed.typeStart
        guard start + 2 < typed.typeEnd, code.hashes[start] == ScanPass.factoryHash, code.isOperator(start + 1, .less),
            code.isCapitalizedWord(start + 2)
        else { return nil }
        let last = code.lastQualifiedComponent(from: start + 2)
        return last < typed.typeEnd ? code.hashes[last] : nil
    }

    /// For a property a Factory wrapper injects through a registration's key path (`@Injected(\.coreDataService) var
    /// coreDataService`, `@LazyInjected(\Container.api) private var api`), with no type of its own, what the resolver
    /// needs to type it with the registration another file declares (`factoryRegistration`); nil for anything else.
    func injectedField(_ typed: TypedName) -> ResolvedField? {
        guard typed.typeStart >= typed.typeEnd, typed.initializer < 0, typed.name >= 2 else { return nil }
        // Back over `var` and the modifiers before it to the attribute's `)`.
        var close = typed.name - 1
        while close > 0, code.tokens[close].kind == .identifier, code.keywords[close] != .none { close -= 1 }
        guard code.isPunct(close, ")"), case let open = Int(code.partner[close]), open > 0, open < close,
            code.tokens[open - 1].kind == .attribute, ScanPass.injectionAttributes.contains(code.text(open - 1)),
            code.isPunct(open + 1, "\\")
        else { return nil }
        var dot = open + 2
        var container = ScanPass.containerHash
        if code.isCapitalizedWord(dot) {
            container = code.hashes[dot]
            dot += 1
        }
        let name = dot + 1
        guard code.isPunct(dot, "."), name + 1 == close, code.isLowercaseWord(name) else { return nil }
        let field = TypedField(
            owner: typed.owner, key: Reference.short(code.capitalizedHash(typed.name)),
            name: Reference.short(typed.hash), type: 0)
        return ResolvedField(
            field: field, constantOwner: Reference.short(container), constantName: Reference.short(code.hashes[name]))
    }
}
