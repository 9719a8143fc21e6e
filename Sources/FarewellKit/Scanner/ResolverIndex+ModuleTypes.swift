/// A type name a module declares itself shadows an imported module's type of that name, as Swift looks a type name up
/// in the file's own module before its imports: in a module declaring `final class ShareView`, `ShareView()` is that
/// class, and `ShareView().rx.didTapCopy` a member of that module's `extension Reactive where Base: ShareView`, never
/// of another module's extension of its own `ShareView`. So does an alias of another type (`typealias ShareView =
/// LocalShareView`), which stands for its target there; and a name qualified with a module's (`Share.ShareView()`)
/// is that module's type, whatever the calling module declares.
extension ResolverIndex {
    /// An alias a module declares of one other type (`TypeAlias.standsForType`), as `Reference.short` keys.
    struct ModuleAlias: Sendable {
        var name: UInt32
        var target: UInt32
    }

    /// The modules a receiver's type is qualified with (`Share` of `Share.ShareView()`), by number, and that type's
    /// `Reference.short`.
    struct QualifiedType {
        var modules: [Int]
        var type: UInt32
    }

    /// The types each of `count` modules declares at the top level (`SourceFile.topLevelTypes`), by module number,
    /// sorted and unique; a file several modules compile (`alsoIn`) declares its types in each.
    static func moduleTypes(
        _ files: [SourceFile], fileModule: [Int], alsoIn: [Int: [Int]], count: Int
    ) -> [[UInt64]] {
        var types = [[UInt64]](repeating: [], count: count)
        for index in files.indices where !files[index].topLevelTypes.isEmpty {
            for module in [fileModule[index]] + (alsoIn[index] ?? []) {
                types[module] += files[index].topLevelTypes
            }
        }
        return types.map { $0.sortedUnique() }
    }

    /// The aliases of one other type each of `count` modules declares, not `private` (`SourceFile.aliasesOfTypes`), by
    /// module number, sorted by name; a file several modules compile (`alsoIn`) declares them in each.
    static func moduleAliases(
        _ files: [SourceFile], fileModule: [Int], alsoIn: [Int: [Int]], count: Int
    ) -> [[ModuleAlias]] {
        var aliases = [[ModuleAlias]](repeating: [], count: count)
        for index in files.indices where !files[index].aliasesOfTypes.isEmpty {
            let own = files[index].aliasesOfTypes.filter { !$0.isFilePrivate }.map {
                ModuleAlias(name: Reference.short($0.name), target: Reference.short($0.target))
            }
            for module in [fileModule[index]] + (alsoIn[index] ?? []) { aliases[module] += own }
        }
        return aliases.map { $0.sorted { ($0.name, $0.target) < ($1.name, $1.target) } }
    }

    /// Whether the calling `file` of module `module` names by `api`'s type another type: one its own module, or
    /// the file alone (`private class ShareView`), declares with that name, where `api` is another module's member
    /// of that type or of the `Reactive` extension constrained to it (`where Base: ShareView`). Rx types' other
    /// extensions (`extension ObservableType`) are left to `OwnTypeShadows`. On a receiver whose type is `qualified`
    /// with a module's name, `api` of that type is out unless one of those modules declares it.
    func shadowsType(
        of api: Int, from module: Int, file: borrowing SourceFile, qualified: QualifiedType? = nil
    ) -> Bool {
        if let qualified, case let type = ownerType(of: api), type != 0, Reference.short(type) == qualified.type {
            return !qualified.modules.contains { compiles($0, file: apiFile[api]) }
        }
        guard !compiles(module, file: apiFile[api]) else { return false }
        let owners = moduleTypes[module]
        guard !owners.isEmpty || !file.filePrivateTypes.isEmpty else { return false }
        let type = ownerType(of: api)
        guard type != 0 else { return false }
        return owners.sortedContains(type) || file.filePrivateTypes.sortedContains(type)
    }

    /// The type `reference`'s receiver has in `file` when its file writes it qualified with the name a repository
    /// module is imported by (`Share.ShareView()`, `let view: Share.ShareView`: `FileScan.qualifiedReceivers`); nil
    /// for none, and for a name the repository declares a type of (`Feed.ViewModel` names a nested type).
    func qualifiedType(of reference: Reference, in file: borrowing SourceFile) -> QualifiedType? {
        let receivers = file.qualifiedReceivers
        let place = SourcePlace.of(line: Int(reference.line), column: Int(reference.column))
        let at = receivers.lowerBound(of: place, by: \.place)
        guard at < receivers.count, receivers[at].place == place, receivers[at].type == reference.receiverKey,
            case let qualifier = receivers[at].qualifier, !types.declared.contains(Reference.short(qualifier)),
            let modules = modulesByImportName[qualifier]
        else { return nil }
        return QualifiedType(modules: modules, type: receivers[at].type)
    }

    /// The type a receiver of type `key` (`Reference.short`) has in the calling `file` of module `module`: the target
    /// of the alias its file, else its module, declares of that name (`typealias ShareView = LocalShareView`), as
    /// Swift reads it; nil for none, and for an alias of several types (one per platform, say).
    func aliasTarget(of key: UInt32, from module: Int, file: borrowing SourceFile) -> UInt32? {
        var target: UInt32?
        for alias in file.aliasesOfTypes where Reference.short(alias.name) == key {
            guard target == nil || target == Reference.short(alias.target) else { return nil }
            target = Reference.short(alias.target)
        }
        if target != nil { return target }
        let aliases = moduleAliases[module]
        var at = aliases.lowerBound(of: key) { $0.name }
        while at < aliases.count, aliases[at].name == key {
            guard target == nil || target == aliases[at].target else { return nil }
            target = aliases[at].target
            at += 1
        }
        return target
    }

    /// The repository type `api` belongs to, as a name hash: the base of its `extension Reactive where Base:
    /// ShareView`, else its outermost type unless that is an Rx type's extension; 0 for none.
    private func ownerType(of api: Int) -> UInt64 {
        let shape = apiShape[api]
        guard shape.extendsRx else { return apiOuterType[api] }
        return apiOuterType[api] == ResolverIndex.reactiveHash ? shape.reactiveBase : 0
    }
}
