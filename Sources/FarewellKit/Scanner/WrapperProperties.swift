/// The repository's own wrapper properties, built as RxSwift's `rx` is: a property declared with a generic type of
/// the repository around its own type (`var ext: Ext<Self>` in `extension Extended`, which `extension UIView:
/// Extended {}` gives every view). A member read through one (`button.ext.isEnabled`) is a member of that type's
/// extensions (`extension Ext where T == UIButton { var isEnabled: Binder<Bool> }`), though the calling file never
/// names it. Names are `Reference.short` values, as a reference keeps them.
struct WrapperProperties: Sendable {
    /// A wrapper property: the type it is declared in, its name, its name's receiver key (`Reference.receiverKey` of
    /// `ext.x`) and the wrapper type's name hash.
    struct Field: Sendable {
        var owner: UInt32
        var name: UInt32
        var key: UInt32
        var type: UInt64
    }

    /// Sorted by name.
    private var fields: [Field] = []
    /// The first generic parameter of each wrapper type (`T` of `struct Ext<T>`), the one `Self` fills, as a name hash.
    private var parameters: [UInt32: UInt64] = [:]
    /// The wrapper types' members that extensions of different requirements declare (`isEnabled` in `where T ==
    /// UIButton` and in `where T == UILabel`), as `Reference.pairKey(name, type)`: only the wrapped type tells them
    /// apart.
    private var constrainedOverloads: Set<UInt64> = []

    init() {}

    /// The `FileScan.selfWrappers` of `files` whose type the repository declares with generic parameters, but for
    /// `Reactive` (`var rx: Reactive<Self>`), whose members `.rx` reaches.
    init(_ files: [SourceFile]) {
        guard files.indices.contains(where: { !files[$0].selfWrappers.isEmpty }) else { return }
        var generic: [UInt32: UInt64] = [:]
        for index in files.indices {
            for header in files[index].genericHeaders {
                guard let first = header.parameters.first else { continue }
                generic[Reference.short(header.type)] = first
            }
        }
        for index in files.indices {
            for field in files[index].selfWrappers where field.type != ResolverIndex.reactiveHash {
                let type = Reference.short(field.type)
                guard let parameter = generic[type] else { continue }
                parameters[type] = parameter
                fields.append(
                    Field(owner: Reference.short(field.owner), name: field.name, key: field.key, type: field.type))
            }
        }
        fields.sort { ($0.name, $0.owner, $0.type) < ($1.name, $1.owner, $1.type) }
    }

    /// Whether the repository has any wrapper property.
    var isEmpty: Bool { fields.isEmpty }

    /// Whether `type` (`Reference.short`) is a wrapper property's type.
    func isWrapper(_ type: UInt32) -> Bool { parameters[type] != nil }

    /// The wrapper properties named `name`.
    func fields(named name: UInt32) -> ArraySlice<Field> {
        let start = fields.lowerBound(of: name) { $0.name }
        var end = start
        while end < fields.count, fields[end].name == name { end += 1 }
        return fields[start..<end]
    }

    /// The one wrapper type of the properties whose receiver key is `key` (`Ext` of `view.ext.isEnabled`), as a
    /// receiver key; nil for none or several.
    func type(forKey key: UInt32) -> UInt32? {
        var found: UInt32?
        for field in fields where field.key == key {
            let type = Reference.short(field.type)
            guard found == nil || found == type else { return nil }
            found = type
        }
        return found
    }

    /// The requirement of `shape`'s extension on the wrapped type (`T == UIButton`), when `type` is a wrapper type
    /// and the requirement is on its first parameter, the one `Self` fills; nil otherwise.
    func constraint(_ shape: APIShape, of type: UInt32) -> ParameterConstraint? {
        guard shape.constraint.type != 0, let parameter = parameters[type], shape.constraint.parameter == parameter
        else { return nil }
        return shape.constraint
    }

    /// Whether extensions of different requirements of the wrapper type `type` declare members named `name`.
    func hasConstrainedOverloads(_ name: UInt64, of type: UInt64) -> Bool {
        constrainedOverloads.contains(Reference.pairKey(name, type))
    }

    /// Records the members of wrapper types that extensions of different requirements declare, from the APIs'
    /// names, outer types and shapes.
    mutating func noteOverloads(names: [UInt64], outers: [UInt64], shapes: [APIShape]) {
        guard !fields.isEmpty else { return }
        var requirements: [UInt64: UInt64] = [:]
        for api in names.indices where isWrapper(Reference.short(outers[api])) {
            let pair = Reference.pairKey(names[api], outers[api])
            let type = constraint(shapes[api], of: Reference.short(outers[api]))?.type ?? 0
            if let seen = requirements[pair], seen != type { constrainedOverloads.insert(pair) }
            requirements[pair] = type
        }
    }
}
