/// The repository's generic superclasses as their subclasses see them: the properties a generic class declares with
/// one of its parameters (`var input = Input()` in `class BaseVM<Input: IO, Output: IO>`) and the generic arguments
/// each type's header gives its superclass (`final class HomeVM: BaseVM<HomeInput, HomeOutput>`). Read on a value of
/// a subclass (`vm.input`, `self.input`), such a property has the type the subclass gives that parameter
/// (`HomeInput`), as a compiler substitutes it, also through generic classes between that pass their own
/// parameters on (`class ScreenVM<I: IO, O: IO>: BaseVM<I, O>`), and a type nested in another (`HomeVM:
/// BaseVM<HomeVM.Input, HomeVM.Output>`) reaches that nested type's members only. Names are `Reference.short` values.
struct GenericBases: Sendable {
    /// A property declared with a generic parameter of its type: the parameter's position among the type's.
    struct Field: Sendable {
        /// The owner's and the property's names, as owner << 32 | name.
        var packed: UInt64
        var key: UInt32
        var position: Int
        /// The declaring file's index.
        var file: Int
    }

    /// A generic argument as a receiver takes it: a type's name hash, or for a type nested in another whose Rx APIs
    /// the repository declares (`HomeVM.Input`), its `ResolverIndex.nestedKey`, which `Reference.short` keeps, with
    /// `inner` its own name (`Input`). A type 0 is an argument that names no type (`[Int]`), or a parameter left open.
    struct Argument: Sendable, Equatable {
        var type: UInt64
        var inner: UInt32 = 0
    }

    /// A type's generic parameters, as name hashes, and the generic arguments its header gives its superclass.
    struct Header: Sendable {
        var type: UInt32
        var parameters: [UInt64]
        var arguments: [Argument]
    }

    /// An inherited property and the type its subclass's arguments give it.
    struct Typed: Sendable {
        /// The superclass declaring the property.
        var owner: UInt32
        var key: UInt32
        var argument: Argument
        var file: Int
    }

    /// Sorted by owner and name; only the properties of types some header names as a superclass.
    private var fields: [Field] = []
    /// Their names, sorted and unique: most names read on a value are none of them.
    private var names: [UInt32] = []
    /// Sorted by type, one per type (the first file's, for a name declared in several).
    private var headers: [Header] = []
    private let superclasses: [(type: UInt32, parent: UInt32)]

    /// `superclasses`: each type's superclass (`CallSiteResolver.superclasses`); `nestedKeys`: the nested types
    /// that have Rx APIs (`ResolverIndex.nestedKeys`), sorted.
    init(_ files: [SourceFile], superclasses: [(type: UInt32, parent: UInt32)], nestedKeys: [UInt32]) {
        self.superclasses = superclasses
        var found: [(header: Header, file: Int)] = []
        for index in files.indices {
            for written in files[index].genericHeaders {
                let arguments = GenericBases.arguments(written, nestedKeys: nestedKeys)
                let header = Header(
                    type: Reference.short(written.type), parameters: written.parameters, arguments: arguments)
                found.append((header, index))
            }
        }
        guard !found.isEmpty else { return }
        found.sort { ($0.header.type, $0.file) < ($1.header.type, $1.file) }
        for entry in found where headers.last?.type != entry.header.type { headers.append(entry.header) }
        let parents = superclasses.map(\.parent).sortedUnique()
        for index in files.indices {
            for field in files[index].genericFields {
                let owner = Reference.short(field.owner)
                guard parents.sortedContains(owner),
                    let position = header(of: owner)?.parameters.firstIndex(of: field.type)
                else { continue }
                let packed = UInt64(owner) << 32 | UInt64(field.name)
                fields.append(Field(packed: packed, key: field.key, position: position, file: index))
                names.append(field.name)
            }
        }
        fields.sort { ($0.packed, $0.file) < ($1.packed, $1.file) }
        names = names.sortedUnique()
    }

    var isEmpty: Bool { fields.isEmpty }

    /// The arguments `header` gives its superclass: of a qualified one (`HomeVM.Input`), the nested type's key when
    /// it is one of `nestedKeys`, else its last name (`Feature.HomeInput` of a module).
    private static func arguments(_ header: GenericHeader, nestedKeys: [UInt32]) -> [Argument] {
        let outers = header.superclassArgumentOuters
        return header.superclassArguments.indices.map { at in
            let type = header.superclassArguments[at]
            guard at < outers.count, outers[at] != 0, type != 0 else { return Argument(type: type) }
            let inner = Reference.short(type)
            let key = ResolverIndex.nestedKey(outer: Reference.short(outers[at]), inner: inner)
            return nestedKeys.sortedContains(key) ? Argument(type: UInt64(key), inner: inner) : Argument(type: type)
        }
    }

    /// The property `name` read on a value of `type`, when a superclass of it declares `name` with one of its
    /// parameters: that superclass and the type `type`'s arguments give the parameter (`HomeInput` for `input` on a
    /// `HomeVM`). Nil when none does, or when the arguments do not tell (`[Int]`, or a parameter of `type` itself:
    /// `ScreenVM<I, O>`'s `input` is an `I`).
    func inheritedType(of name: UInt32, on type: UInt32) -> (owner: UInt32, argument: Argument)? {
        guard names.sortedContains(name) else { return nil }
        var found: (owner: UInt32, argument: Argument)?
        forEachAncestor(of: type) { ancestor, arguments in
            let packed = UInt64(ancestor) << 32 | UInt64(name)
            let at = fields.lowerBound(of: packed) { $0.packed }
            guard at < fields.count, fields[at].packed == packed else { return true }
            found = argument(fields[at].position, arguments).map { (ancestor, $0) }
            return false
        }
        return found
    }

    /// Every property the superclasses of `type` declare with one of their parameters whose type `type`'s arguments
    /// tell, nearest superclass first.
    func inheritedFields(of type: UInt32) -> [Typed] {
        var typed: [Typed] = []
        forEachAncestor(of: type) { ancestor, arguments in
            var at = fields.lowerBound(of: UInt64(ancestor) << 32) { $0.packed }
            while at < fields.count, fields[at].packed >> 32 == UInt64(ancestor) {
                if let argument = argument(fields[at].position, arguments) {
                    typed.append(Typed(owner: ancestor, key: fields[at].key, argument: argument, file: fields[at].file))
                }
                at += 1
            }
            return true
        }
        return typed
    }

    /// The argument at `position`, when it names a type.
    private func argument(_ position: Int, _ arguments: [Argument]) -> Argument? {
        position < arguments.count && arguments[position].type != 0 ? arguments[position] : nil
    }

    /// Calls `body` with each superclass of `type`, nearest first, and the arguments its parameters take there, while
    /// `body` returns true, a few levels at most. A class between without arguments passes none on (`final class
    /// SpecialVM: HomeVM`), and a parameter no argument reaches (`type`'s own) takes 0.
    private func forEachAncestor(of type: UInt32, _ body: (UInt32, [Argument]) -> Bool) {
        var arguments: [Argument] = []
        var current = type
        for _ in 0..<16 {
            guard let parent = CallSiteResolver.superclass(of: current, in: superclasses) else { return }
            arguments = header(of: current).map { passed(by: $0, given: arguments) } ?? []
            guard body(parent, arguments) else { return }
            current = parent
        }
    }

    /// The arguments `header` gives its superclass, its own parameters replaced by the `given` arguments they take.
    private func passed(by header: Header, given arguments: [Argument]) -> [Argument] {
        header.arguments.map { argument in
            guard argument.inner == 0, let position = header.parameters.firstIndex(of: argument.type) else {
                return argument
            }
            return position < arguments.count ? arguments[position] : Argument(type: 0)
        }
    }

    /// The header of `type`, or nil.
    private func header(of type: UInt32) -> Header? {
        let at = headers.lowerBound(of: type) { $0.type }
        return at < headers.count && headers[at].type == type ? headers[at] : nil
    }
}
