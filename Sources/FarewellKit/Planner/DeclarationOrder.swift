/// The order a split file's declarations are packed in: the types others read first, as a compiler needs them, and
/// source order otherwise.
///
/// In one outermost type (its extensions and nested types included), a type's own body (its stored properties:
/// `FeedViewModel.Input`, `FeedViewModel` for `let items = BehaviorRelay<[Item]>(value: [])`) comes before the
/// members with a body (functions, initializers, subscripts, computed properties), which read it:
/// `transform(input: Input) -> Output` reads the `Input` and builds the `Output`, so the part that turns their
/// `Driver`s async goes first and `transform` follows it, never the other way round. Members with a body read
/// each other either way round, so they keep their order.
enum DeclarationOrder {
    /// `declarations` (enclosing names, in source order) with, in each outermost type, the types before the members
    /// with a body; otherwise in source order. `types`: the type names the file declares (`FileInventory.types`).
    static func readFirst(_ declarations: [String], types: [String]) -> [String] {
        let typeNames = Set(types.flatMap { $0.split(separator: ".").map(String.init) })
        let isType = declarations.map { declares($0, typeNames: typeNames) }
        let owners = declarations.map(LayerClassifier.outermost)
        // Per outermost type, how many of its types are still to place.
        var pendingTypes: [String: Int] = [:]
        for index in declarations.indices where isType[index] { pendingTypes[owners[index], default: 0] += 1 }
        var left = Array(declarations.indices)
        var ordered: [String] = []
        while !left.isEmpty {
            // The first declaration in source order that reads no type still to place.
            let pick = left.firstIndex { isType[$0] || pendingTypes[owners[$0], default: 0] == 0 } ?? 0
            let index = left.remove(at: pick)
            if isType[index] { pendingTypes[owners[index], default: 0] -= 1 }
            ordered.append(declarations[index])
        }
        return ordered
    }

    /// Whether `declaration` is a type's body (`FeedViewModel.Input`), not a member with a body of its own
    /// (`FeedViewModel.transform(input:)`, `FeedViewModel.items`).
    private static func declares(_ declaration: String, typeNames: Set<String>) -> Bool {
        guard !declaration.hasSuffix(")") else { return false }
        return declaration.split(separator: ".").last.map { typeNames.contains(String($0)) } ?? false
    }
}
