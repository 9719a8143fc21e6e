/// The repository's types as the headers tell them: what each type name inherits from or conforms to,
/// through every header of it in every file (`class RestApi: BaseApi`, `extension RestApi: SwiftHubAPI`,
/// `protocol SwiftHubAPI: Networking`), and which names the repository declares. Names are
/// `Reference.short` values, as a reference keeps its receiver's type.
struct TypeGraph: Sendable {
    private var parents: [UInt32: [UInt32]] = [:]
    /// Every type with a header, with all it inherits from or conforms to (`ancestors(of:)`), worked out once
    /// on all cores: large apps ask whether a receiver inherits an extended type millions of times. Found through
    /// a `HashTable` on the name (a `Dictionary` hashes the name again at each lookup).
    private var closureSlots = HashTable()
    private var closureLists: [[UInt32]] = []
    /// Types declared by `class`, `struct`, `enum`, `protocol` or `actor` somewhere in the repository.
    private(set) var declared: Set<UInt32> = []
    /// The protocols among them.
    private(set) var protocols: Set<UInt32> = []
    /// Every name a header names (`isInherited`).
    private var inherited: Set<UInt32> = []
    /// Names of `typealias`es somewhere in the repository.
    private(set) var aliases: Set<UInt32> = []

    init(_ files: [SourceFile]) {
        // By index: `for file in files` would copy each file's value, a dozen references retained.
        for index in files.indices {
            for header in files[index].typeHeaders where !header.inherits.isEmpty {
                parents[Reference.short(header.type), default: []] += header.inherits.map(Reference.short)
            }
            for type in files[index].declaredTypes { declared.insert(Reference.short(type)) }
            for type in files[index].declaredProtocols { protocols.insert(Reference.short(type)) }
            for alias in files[index].aliasNames { aliases.insert(Reference.short(alias)) }
        }
        for list in parents.values { inherited.formUnion(list) }
        // A UIKit class the repository's types inherit is an `NSObject` (an app's `extension NSObject { var
        // disposeBag }` reaches a view controller), through the UIKit classes above it.
        let object = ResolverIndex.receiverKey("NSObject")
        // The repository may extend one too (`extension UIViewController: Themeable`).
        for name in inherited.union(parents.keys) {
            guard let superclasses = ResolverIndex.uiKitSuperclasses[name] else { continue }
            let known = parents[name] ?? []
            parents[name] = known + (superclasses + [object]).filter { !known.contains($0) }
            inherited.insert(object)
        }
        let types = Array(parents.keys)
        let graph = self
        closureLists = ParallelMap.map(types.count) { graph.search([types[$0]]) }
        for (slot, type) in types.enumerated() { closureSlots.insert(UInt64(type), value: slot) }
    }

    /// `ancestors(of:)` of one type, nil for a type without a header.
    private func closure(of type: UInt32) -> [UInt32]? {
        closureSlots.value(for: UInt64(type)).map { closureLists[$0] }
    }

    /// Whether a header of `type` names another type.
    func hasParents(_ type: UInt32) -> Bool { parents[type] != nil }

    /// Whether a header of another type names `type`: a superclass or a protocol someone adopts.
    func isInherited(_ type: UInt32) -> Bool { inherited.contains(type) }

    /// Everything `types` inherit from or conform to, through any number of headers, sorted and unique.
    func ancestors(of types: [UInt32]) -> [UInt32] {
        if types.count == 1 { return closure(of: types[0]) ?? [] }
        return types.flatMap { closure(of: $0) ?? [] }.sortedUnique()
    }

    /// `ancestors(of:)` followed header by header (at most 256).
    private func search(_ types: [UInt32]) -> [UInt32] {
        var found: [UInt32] = []
        var stack = types
        while let next = stack.popLast(), found.count < 256 {
            guard let more = parents[next] else { continue }
            for parent in more where !found.contains(parent) {
                found.append(parent)
                stack.append(parent)
            }
        }
        return found.sorted()
    }

    /// Whether `type` inherits from or conforms to `ancestor`, through any number of headers.
    func inherits(_ type: UInt32, from ancestor: UInt32) -> Bool {
        closure(of: type)?.sortedContains(ancestor) ?? false
    }
}
