/// Members of the repository's own wrapper types reached through their properties (`WrapperProperties`):
/// `button.ext.isEnabled` of `var ext: Ext<Self>` in `extension Extended`, which `extension UIView: Extended {}`
/// gives every `UIButton`.
extension ResolverIndex {
    /// The one wrapper type (`WrapperProperties`) of the properties named `name` (`Reference.short`) declared in
    /// `type` or in a type it inherits from or conforms to (a receiver key: `UIButton`, a `UIView` adopting
    /// `Extended`); nil for none or several.
    func wrapperType(of name: UInt32, on type: UInt32) -> UInt64? {
        var found: UInt64?
        for field in wrappers.fields(named: name) where adopts(type, field.owner) {
            guard found == nil || found == field.type else { return nil }
            found = field.type
        }
        return found
    }

    /// Whether `type` is `owner` or inherits from or conforms to it, also through the UIKit classes above it (a
    /// `UIButton` is `Extended` where `extension UIView: Extended {}` says so).
    func adopts(_ type: UInt32, _ owner: UInt32) -> Bool {
        if type == owner || types.inherits(type, from: owner) { return true }
        let superclasses = ResolverIndex.uiKitSuperclasses[type] ?? []
        return superclasses.contains { $0 == owner || types.inherits($0, from: owner) }
    }

    /// Whether the wrapper of `wrapped` (a receiver key: `UIButton` for `button.ext`) has `api`, a member of a
    /// wrapper type: its extension requires nothing of the wrapped type, or what `wrapped` meets (`where T ==
    /// UIButton` that type alone, as Swift matches `Ext<UIButton>`; `where T: UIControl` it or a subclass).
    func wrapperHas(_ api: Int, wrapped: UInt32) -> Bool {
        let outer = Reference.short(apiOuterType[api])
        guard let constraint = wrappers.constraint(apiShape[api], of: outer) else { return true }
        let base = Reference.short(constraint.type)
        if wrapped == base || types.aliases.contains(base) { return true }
        guard !constraint.isExact else { return false }
        return types.inherits(wrapped, from: base) || inheritsUIKit(wrapped, from: base) == true
    }

    /// Whether `reference`, a member read through a wrapper property on a receiver of unknown type (`view.ext
    /// .isEnabled` of a closure's `view`), may call `api`: a member of the one type of the properties of that name,
    /// which no extension of another requirement on the wrapped type declares too (`where T == UILabel` beside
    /// `where T == UIButton`: only the receiver's type would tell).
    func reachesWrapperMember(_ api: Int, by reference: Reference) -> Bool {
        guard !wrappers.isEmpty, reference.access == .member, !reference.receiverIsDeclared,
            let type = wrappers.type(forKey: reference.receiverKey), Reference.short(apiOuterType[api]) == type
        else { return false }
        return !wrappers.hasConstrainedOverloads(apiName[api], of: apiOuterType[api])
    }

    /// Keeps, of the members of one wrapper type in `chosen` that the wrapper of `wrapped` has, those of the
    /// narrowest extension: `where T == UIButton` over `where T: UIControl` over an extension requiring nothing,
    /// as Swift ranks the more constrained one first.
    func keepNarrowestWrapperMembers(_ chosen: inout [Int]) {
        let rank = { (api: Int) -> Int in
            guard
                let constraint = self.wrappers.constraint(
                    self.apiShape[api], of: Reference.short(self.apiOuterType[api]))
            else { return 0 }
            return constraint.isExact ? 2 : 1
        }
        for outer in chosen.map({ apiOuterType[$0] }).sortedUnique() where wrappers.isWrapper(Reference.short(outer)) {
            let members = chosen.filter { apiOuterType[$0] == outer }
            guard let best = members.map(rank).max() else { continue }
            chosen.removeAll { apiOuterType[$0] == outer && rank($0) < best }
        }
    }
}
