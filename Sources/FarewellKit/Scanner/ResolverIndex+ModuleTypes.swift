/// A type name a module declares itself shadows an imported module's type of that name, as Swift looks a type name up
/// in the file's own module before its imports: in a module declaring `final class ShareView`, `ShareView()` is that
/// class, and `ShareView().rx.didTapCopy` a member of that module's `extension Reactive where Base: ShareView`, never
/// of another module's extension of its own `ShareView`.
extension ResolverIndex {
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

    /// Whether the calling `file` of module `module` names by `api`'s type another type: one its own module, or
    /// the file alone (`private class ShareView`), declares with that name, where `api` is another module's member
    /// of that type or of the `Reactive` extension constrained to it (`where Base: ShareView`). Rx types' other
    /// extensions (`extension ObservableType`) are left to `OwnTypeShadows`.
    func shadowsType(of api: Int, from module: Int, file: borrowing SourceFile) -> Bool {
        guard !compiles(module, file: apiFile[api]) else { return false }
        let owners = moduleTypes[module]
        guard !owners.isEmpty || !file.filePrivateTypes.isEmpty else { return false }
        let type = ownerType(of: api)
        guard type != 0 else { return false }
        return owners.sortedContains(type) || file.filePrivateTypes.sortedContains(type)
    }

    /// The repository type `api` belongs to, as a name hash: the base of its `extension Reactive where Base:
    /// ShareView`, else its outermost type unless that is an Rx type's extension; 0 for none.
    private func ownerType(of api: Int) -> UInt64 {
        let shape = apiShape[api]
        guard shape.extendsRx else { return apiOuterType[api] }
        return apiOuterType[api] == ResolverIndex.reactiveHash ? shape.reactiveBase : 0
    }
}
