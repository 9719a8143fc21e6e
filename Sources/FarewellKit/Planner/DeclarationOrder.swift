/// The order a split file's declarations are packed in: the types others read first, as a compiler needs them, and
/// source order otherwise; a private function with its first caller (`keepingHelpers`).
///
/// In one outermost type (its extensions and nested types included), a type's own body and its stored properties
/// (`FeedViewModel.Input`, `FeedViewModel.items` for `let items = BehaviorRelay<[Item]>(value: [])`) come before the
/// members with a body (functions, initializers, subscripts, computed properties), which read them:
/// `transform(input: Input) -> Output` reads the `Input` and builds the `Output`, so the part that turns their
/// `Driver`s async goes first and `transform` follows it, never the other way round. Members with a body read
/// each other either way round, so they keep their order.
enum DeclarationOrder {
    /// The declarations of `file` holding occurrences (their enclosing names) in packing order, as units no part
    /// boundary cuts: what others read first (`readFirst`), else source order, and each private function after its
    /// first caller (`keepingHelpers`). A test file keeps its source order, so that a test double declared after the
    /// tests stays whole in the last part. The first plan cuts its parts from this order and a re-plan lists a part's
    /// declarations in it, so planning again gives the same files.
    static func units(_ file: FileInventory) -> [[String]] {
        var order: [String] = []
        var seen: Set<String> = []
        for name in file.occurrences.compactMap(\.enclosing) where seen.insert(name).inserted { order.append(name) }
        if !file.isTest, file.layer != .test {
            order = readFirst(order, types: file.types, storedProperties: file.storedProperties)
        }
        return keepingHelpers(order, callers: helperCallers(file))
    }

    /// `units` (in packing order) in runs of consecutive units whose first declarations belong to one type: its
    /// body, its members and stored properties (`HomeInput`, `HomeInput.tap`, `HomeInput.reload`), so that a split
    /// can keep a type that fits a part whole. File-scope code (`nil`) is a run of its own. `types`: the type names
    /// the file declares (`FileInventory.types`).
    static func typeRuns(_ units: [[String?]], types: [String]) -> [[[String?]]] {
        let typeNames = Set(types.flatMap { $0.split(separator: ".").map(String.init) })
        var runs: [[[String?]]] = []
        var current: String?
        for unit in units {
            let type = unit.lazy.compactMap { $0 }.first.map { container($0, typeNames: typeNames) }
            if let type, type == current, !runs.isEmpty {
                runs[runs.count - 1].append(unit)
            } else {
                runs.append([unit])
            }
            current = type
        }
        return runs
    }

    /// The type `declaration` is a member of (`HomeInput` of `HomeInput.tap` and of `HomeInput.bind()`), or the
    /// declaration itself when it is a type's body (`HomeViewModel.Input`) or at the top level (`helper()`).
    private static func container(_ declaration: String, typeNames: Set<String>) -> String {
        if declares(declaration, typeNames: typeNames) { return declaration }
        let head = declaration.firstIndex(of: "(").map { declaration[..<$0] } ?? declaration[...]
        return head.lastIndex(of: ".").map { String(head[..<$0]) } ?? declaration
    }

    /// Each declaration of `file` by its position in packing order (`units`).
    static func rank(_ file: FileInventory) -> [String: Int] {
        let order = units(file).joined()
        return Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `declarations` (enclosing names, in source order) with, in each outermost type, the types and stored
    /// properties before the members with a body; otherwise in source order. `types`: the type names the file
    /// declares (`FileInventory.types`); `storedProperties`: the declarations that are stored properties
    /// (`FileInventory.storedProperties`).
    static func readFirst(_ declarations: [String], types: [String], storedProperties: [String] = []) -> [String] {
        let typeNames = Set(types.flatMap { $0.split(separator: ".").map(String.init) })
        let stored = Set(storedProperties)
        let isRead = declarations.map { stored.contains($0) || declares($0, typeNames: typeNames) }
        let owners = declarations.map(LayerClassifier.outermost)
        // Per outermost type, how many of its types and stored properties are still to place.
        var pendingReads: [String: Int] = [:]
        for index in declarations.indices where isRead[index] { pendingReads[owners[index], default: 0] += 1 }
        var left = Array(declarations.indices)
        var ordered: [String] = []
        while !left.isEmpty {
            // The first declaration in source order that reads none of them still to place.
            let pick = left.firstIndex { isRead[$0] || pendingReads[owners[$0], default: 0] == 0 } ?? 0
            let index = left.remove(at: pick)
            if isRead[index] { pendingReads[owners[index], default: 0] -= 1 }
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

    /// `declarations` (in packing order) as units no part boundary cuts: each private function (`RxAPI.ownCallers`)
    /// joins the unit of the first declaration calling it, itself after the others there (`route(id:)` after
    /// `detail(id:)`, which calls `self.route(id: id)`); the rest stand alone. Only its file calls a private function,
    /// so apart from its caller the part calling it would read what another part turns async. Helpers calling only
    /// each other stay where they are.
    static func keepingHelpers(_ declarations: [String], callers: [String: [String]]) -> [[String]] {
        guard !callers.isEmpty else { return declarations.map { [$0] } }
        let position = Dictionary(declarations.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // Each helper's first caller in packing order, then, through helpers calling helpers, the declaration whose
        // unit it joins.
        var caller: [String: String] = [:]
        for (helper, names) in callers where position[helper] != nil {
            caller[helper] = names.filter { $0 != helper && position[$0] != nil }.min {
                position[$0] ?? 0 < position[$1] ?? 0
            }
        }
        var units: [[String]] = []
        var unitOf: [String: Int] = [:]
        var joining: [(declaration: String, root: String)] = []
        for declaration in declarations {
            if let root = root(of: declaration, caller) {
                joining.append((declaration, root))
            } else {
                unitOf[declaration] = units.count
                units.append([declaration])
            }
        }
        for (declaration, root) in joining {
            if let unit = unitOf[root] { units[unit].append(declaration) } else { units.append([declaration]) }
        }
        return units
    }

    /// The declaration a helper's unit follows: its first caller's, through callers that are helpers themselves; nil
    /// for a declaration no helper rule moves, or a helper whose callers loop back to it.
    private static func root(of declaration: String, _ caller: [String: String]) -> String? {
        guard var current = caller[declaration] else { return nil }
        var seen: Set<String> = [declaration]
        while let next = caller[current] {
            guard seen.insert(current).inserted else { return nil }
            current = next
        }
        return current == declaration ? nil : current
    }

    /// Each private function of `file` called in it, by the declaration holding it (`PostRepository.route(id:)`),
    /// with the declarations holding its calls (`PostRepository.detail(id:)`, `LineDeclarations`).
    static func helperCallers(_ file: FileInventory) -> [String: [String]] {
        let helpers = file.apis.filter { !$0.ownCallers.isEmpty }
        guard !helpers.isEmpty else { return [:] }
        let lines = LineDeclarations(file.occurrences)
        var result: [String: [String]] = [:]
        for api in helpers {
            guard let helper = file.occurrences.first(where: { $0.line == api.line })?.enclosing else { continue }
            for line in api.ownCallers {
                guard let name = lines.declaration(at: line), name != helper else { continue }
                if !(result[helper]?.contains(name) ?? false) { result[helper, default: []].append(name) }
            }
        }
        return result
    }
}
