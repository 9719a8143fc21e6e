/// ReactorKit views that name their reactor through their superclass or their methods, which only the repository's
/// headers tell.
extension CallSiteResolver {
    /// ReactorKit's view protocols, as receiver keys.
    static let reactorKitViews = ["View", "StoryboardView"].map(ResolverIndex.receiverKey)
    /// ReactorKit's `Reactor` protocol, as a receiver key.
    static let reactorKey = ResolverIndex.receiverKey("Reactor")

    /// Adds to each file's `FileInventory.reactorTypes` the reactors its ReactorKit views bind without a `typealias
    /// Reactor` or a `bind(reactor:)` of their own: the generic argument their superclass takes, and the types their
    /// methods' parameters have, when it conforms to `Reactor`. A view whose superclass is a generic view
    /// (`open class BaseViewController<R: Reactor>: UIViewController, View`, or `StoryboardView`, also through its
    /// own superclasses) binds the reactor it is given (`final class HomeViewController:
    /// BaseViewController<HomeReactor>`), through the methods it overrides (`override func bindState(reactor:
    /// HomeReactor)`): it reads that reactor's `state` and sends its `action` as a view declaring `bind(reactor:)`.
    static func namingInheritedReactors(_ files: inout [SourceFile], types: TypeGraph) {
        guard types.isInherited(reactorKey), reactorKitViews.contains(where: types.isInherited) else { return }
        // By index: `for file in files` would copy each file's value, its arrays retained and released.
        for index in files.indices where declaresReactorKitView(files[index], types: types) {
            var named: [UInt64] = []
            for header in files[index].genericHeaders
            where !header.superclassArguments.isEmpty && isReactorKitView(header.type, types: types) {
                named += header.superclassArguments
            }
            named += files[index].parameterTypes.map(\.type)
            for type in named
            where type != 0 && types.inherits(Reference.short(type), from: reactorKey)
                && !files[index].inventory.reactorTypes.contains(type)
            {
                files[index].inventory.reactorTypes.append(type)
            }
        }
    }

    /// Whether `file` declares a class that is a ReactorKit view (structs and protocols are none).
    private static func declaresReactorKitView(_ file: SourceFile, types: TypeGraph) -> Bool {
        file.declaredTypes.contains { type in
            !file.structTypes.sortedContains(type) && !file.declaredProtocols.sortedContains(type)
                && isReactorKitView(type, types: types)
        }
    }

    /// Whether the type named `type` (a name hash) conforms to ReactorKit's `View` or `StoryboardView`, through any
    /// number of headers.
    private static func isReactorKitView(_ type: UInt64, types: TypeGraph) -> Bool {
        let key = Reference.short(type)
        return reactorKitViews.contains { types.inherits(key, from: $0) }
    }
}
