/// Receivers typed through other members (`ReceiverHop`): `AppState.shared.tabController?.itemTapped` is a member of
/// the type `tabController` is declared with, which only the repository's declarations tell.
extension CallSiteResolver {
    /// A receiver typed through its reference's hop (`ReceiverHop`): the reference's index in its file and the
    /// receiver key it gets, or, for `reactive`, a member of `Reactive` (`Reference.setReactiveMember`).
    struct HopType: Sendable {
        var reference: Int32
        var key: UInt32
        var reactive: Bool
        /// For a key of a type nested in the owner's (`ResolverIndex.nestedKey`), the nested type's own name.
        var inner: UInt32 = 0
        /// For a key of the repository's own wrapper type read through its property (`button.ext` of `var ext:
        /// Ext<Self>`, `WrapperProperties`), the receiver key of the type it wraps (`UIButton`), else 0.
        var wrapped: UInt32 = 0
        /// The key is the one the owner's name suggests (`Reference.setReceiverName`), not a declared type.
        var suggested = false

        init(reference: Int32, key: UInt32, reactive: Bool, inner: UInt32 = 0, wrapped: UInt32 = 0) {
            self.reference = reference
            self.key = key
            self.reactive = reactive
            self.inner = inner
            self.wrapped = wrapped
        }

        /// A receiver of unknown type whose name suggests `key` (`CallSiteResolver.HopTables.wrapperName`).
        init(reference: Int32, key: UInt32) {
            self.init(reference: reference, key: key, reactive: false)
            suggested = true
        }
    }

    /// For each file, the receivers its hops (`ReceiverHop`) type, in order (a hop's owner may be typed by an earlier
    /// one: `a.b.c.name`): the one type the repository declares the owner's property or function with, in the type
    /// the owner's receiver has or, else, the nearest of its superclasses that declares one; for a bare call, the one
    /// its free functions of that name return (`freeFunctionResult`). A `Reactive<Base>`
    /// makes the member `Reactive`'s (`Api.provider.request(...)` of a `static var provider: Reactive<Client>`). A
    /// type nested in the owner's type (`func transform() -> Output` in `HomeViewModel`, whose `Output` members other
    /// view models' share the names of) gives the owner's type instead: the receiver reaches its nested types'
    /// members. A name declared with several types types nothing. An RxSwift operator that keeps the kind of stream
    /// (`ReceiverHop.keepsKind`) passes on its receiver's Rx type (`input.trigger.map { }` of a `Driver` property is
    /// a `Driver`), and RxCocoa's control events and properties give theirs (`tableView.rx.itemSelected`, a
    /// `ControlEvent`: `ResolverIndex.rxCocoaStreamKey`). Empty when no file has a hop.
    ///
    /// A property given another value's member without a type (`var searchView = resolver.searchView`,
    /// `FileScan.memberFields`) has the type its member's hop gives (`SearchView`, declared in an `extension
    /// Assembly`), so the hops reading it in other files (`base.searchView.rx.state`) are typed again with it, a few
    /// rounds at most for a property given such a property's member.
    ///
    /// A generic superclass's property of one of its parameters (`var input = Input()` in `BaseVM<Input, Output>`)
    /// has, on a value of a subclass, the type the subclass gives that parameter (`GenericBases`): `vm.input.tap` of a
    /// `HomeVM: BaseVM<HomeInput, HomeOutput>` is `HomeInput`'s `tap`, and of a `HomeVM: BaseVM<HomeVM.Input,
    /// HomeVM.Output>` that nested `Input`'s.
    static func hopTypes(
        _ files: [SourceFile], index: ResolverIndex, superclasses: [(type: UInt32, parent: UInt32)],
        generics: GenericBases
    ) -> [[HopType]] {
        // Files are read by index, not copied (their dozen arrays retained and released each).
        guard files.indices.contains(where: { !files[$0].receiverHops.isEmpty }) else { return [] }
        // The tables from the declarations are built once; each round adds the fields the round before typed.
        let tables = HopTables(files, index: index, superclasses: superclasses, generics: generics)
        var fields: [TypedField] = []
        var typed = typingHops(files, index: index, tables: tables)
        var rounds = 1
        while typed.fields != fields, rounds < 4 {
            fields = typed.fields
            typed = typingHops(files, index: index, tables: tables.adding(memberFields: fields))
            rounds += 1
        }
        return typed.hops
    }

    /// `files` with the properties given a service resolved through another file's metatype constant
    /// (`FileScan.resolvedFields`: `static let worker = Container.resolve(Protocols.worker.self)`) typed with the one
    /// type the repository's constants of that owner and name hold (`static let worker = WorkerProtocol.self` in
    /// `Protocols`), as `resolve(WorkerProtocol.self)` would type them; a constant declared with several types, or
    /// none, types nothing.
    static func typingResolvedFields(_ files: inout [SourceFile]) {
        guard files.indices.contains(where: { !files[$0].resolvedFields.isEmpty }) else { return }
        var constants: [(key: UInt64, type: UInt64)] = []
        for index in files.indices {
            for constant in files[index].metatypeConstants {
                constants.append((HopTables.key(Reference.short(constant.owner), constant.name), constant.type))
            }
        }
        constants.sort { ($0.key, $0.type) < ($1.key, $1.type) }
        for index in files.indices where !files[index].resolvedFields.isEmpty {
            var typed: [(key: UInt32, type: UInt64)] = []
            for resolved in files[index].resolvedFields {
                let key = HopTables.key(resolved.constantOwner, resolved.constantName)
                guard let type = HopTables.fieldType(constants, key), type != 0 else { continue }
                var field = resolved.field
                field.type = type
                files[index].typedFields.append(field)
                typed.append((field.key, type))
            }
            // The file's own reads of such a property (`coreDataService.search(q)` beside `@Injected(\.coreDataService)
            // var coreDataService`), which nothing in the file types: a name typed twice, differently, stays untyped.
            guard !typed.isEmpty else { continue }
            for position in files[index].references.indices {
                let reference = files[index].references[position]
                guard reference.access == .member || reference.access == .rxMember, !reference.receiverIsDeclared,
                    reference.receiverKey != 0
                else { continue }
                let types = Set(typed.filter { $0.key == reference.receiverKey }.map(\.type))
                if types.count == 1, let type = types.first { files[index].references[position].setReceiverType(type) }
            }
        }
    }

    /// One round of `hopTypes`, with `memberFields` the types the member fields got so far: each file's hops, and the
    /// member fields whose member's type the repository declares (`FileScan.memberFields`), sorted.
    private static func typingHops(
        _ files: [SourceFile], index: ResolverIndex, tables: HopTables
    ) -> (hops: [[HopType]], fields: [TypedField]) {
        // Each file's hops on all cores.
        let typed = ParallelMap.map(files.count) { fileIndex -> (hops: [HopType], fields: [TypedField]) in
            guard !files[fileIndex].receiverHops.isEmpty || !files[fileIndex].memberFields.isEmpty else {
                return ([], [])
            }
            let references = files[fileIndex].references
            var typed: [HopType] = []
            let own = OwnFields(file: files[fileIndex])
            for hop in files[fileIndex].receiverHops {
                if let found = tables.type(of: hop, references, after: typed, own: own, index: index) {
                    typed.append(found.hop)
                }
            }
            // `var searchView = resolver.searchView`: the type the member's own hop finds (`ReceiverHop.owner`).
            var fields: [TypedField] = []
            for member in files[fileIndex].memberFields {
                guard let found = tables.type(of: member.hop, references, after: typed, own: own, index: index),
                    found.declared != 0
                else { continue }
                var field = member.field
                field.type = found.declared
                fields.append(field)
            }
            return (typed, fields)
        }
        let fields = typed.flatMap(\.fields).sorted { ($0.owner, $0.name, $0.type) < ($1.owner, $1.name, $1.type) }
        return (typed.map(\.hops), fields)
    }

    /// The calling file's own declarations, which name lookup finds first: a receiver declared with a type the file
    /// declares (`input: Input` in a view model with its own nested `Input`) holds that type, whatever other files'
    /// types of that name (`LoginViewModel.Input`) declare.
    private struct OwnFields {
        var types: [UInt64]
        var properties: [TypedField]
        var functions: [TypedField]
        /// The capitalized names the file uses, sorted (`SourceFile.mentionedTypes`).
        var mentioned: [UInt64]

        init(file: borrowing SourceFile) {
            types = file.declaredTypes
            properties = file.typedFields
            functions = file.returnTypes
            mentioned = file.mentionedTypes
        }

        /// The one type the file's own type `owner` declares the member `name` with, when the file declares that
        /// type; nil for none or several.
        func type(of name: UInt32, in owner: UInt32, isCall: Bool) -> UInt64? {
            guard types.contains(where: { Reference.short($0) == owner }) else { return nil }
            var found: UInt64?
            for field in isCall ? functions : properties
            where field.name == name && Reference.short(field.owner) == owner {
                guard found == nil || found == field.type else { return nil }
                found = field.type
            }
            return found
        }
    }

    /// The declarations `hopTypes` reads, sorted: properties' types and functions' results by owner and name. Only
    /// the fields of the owners' names are kept: few of the repository's.
    private struct HopTables: Sendable {
        /// Properties' types and functions' results, by owner << 32 | name, sorted.
        var properties: [(key: UInt64, type: UInt64)] = []
        var functions: [(key: UInt64, type: UInt64)] = []
        /// The same properties by name alone, whatever their owner (`viewKey`).
        var anyOwner: [(key: UInt64, type: UInt64)] = []
        /// The properties protocols declare, by name, with their protocol (`protocolRequirementType`).
        var requirements: [(key: UInt64, owner: UInt32, type: UInt64)] = []
        /// For those protocols, `key(protocol, name)` of each name their own name ends with, also without a last
        /// `Type` or `Protocol` (`CellModel`, `ViewCellModel` of `HomeViewCellModelType`), sorted: the names a
        /// receiver's name suggests it (`cellModel`).
        var protocolSuffixes: [UInt64] = []
        /// The results of the functions of Rx types' extensions, by name alone (`asDriverOnErrorJustComplete`).
        var streamResults: [(key: UInt64, type: UInt64)] = []
        /// The names of the functions declared in a type with a return type (`Reference.short`), sorted: a bare call
        /// of one of these names may be a type's own, not a free function's.
        var memberFunctions: [UInt32] = []
        /// Types nested in others that have Rx APIs, as outer << 32 | inner.
        var nested: [UInt64] = []
        var superclasses: [(type: UInt32, parent: UInt32)]
        var generics: GenericBases
        /// The names hops start from (`Reference.short`): only fields of those names are kept.
        private var names = HashTable()

        init(
            _ files: [SourceFile], index: ResolverIndex, superclasses: [(type: UInt32, parent: UInt32)],
            generics: GenericBases
        ) {
            self.superclasses = superclasses
            self.generics = generics
            for index in files.indices {
                let references = files[index].references
                for hop in files[index].receiverHops {
                    names.insert(UInt64(Reference.short(references[Int(hop.owner)].hash)), value: 0)
                }
                for member in files[index].memberFields {
                    names.insert(UInt64(Reference.short(references[Int(member.hop.owner)].hash)), value: 0)
                }
            }
            let protocols = index.types.protocols
            for index in files.indices {
                for field in files[index].typedFields where names.value(for: UInt64(field.name)) != nil {
                    let owner = Reference.short(field.owner)
                    properties.append((HopTables.key(owner, field.name), field.type))
                    anyOwner.append((UInt64(field.name), field.type))
                    if protocols.contains(owner) {
                        requirements.append((UInt64(field.name), owner, field.type))
                    }
                }
                for field in files[index].returnTypes where names.value(for: UInt64(field.name)) != nil {
                    functions.append((HopTables.key(Reference.short(field.owner), field.name), field.type))
                    if field.owner != 0 { memberFunctions.append(field.name) }
                    if ResolverIndex.rxFamilies[Reference.short(field.owner)] != nil {
                        streamResults.append((UInt64(field.name), field.type))
                    }
                }
            }
            properties.sort { ($0.key, $0.type) < ($1.key, $1.type) }
            functions.sort { ($0.key, $0.type) < ($1.key, $1.type) }
            anyOwner.sort { ($0.key, $0.type) < ($1.key, $1.type) }
            requirements.sort { ($0.key, $0.owner, $0.type) < ($1.key, $1.owner, $1.type) }
            if !requirements.isEmpty {
                let owners = Set(requirements.map(\.owner))
                for index in files.indices {
                    for type in files[index].inventory.types {
                        let name = String(type.split(separator: ".").last ?? Substring(type))
                        let owner = Reference.short(WordTable.hash(name))
                        guard owners.contains(owner) else { continue }
                        protocolSuffixes += HopTables.suffixes(of: name).map { HopTables.key(owner, $0) }
                    }
                }
                protocolSuffixes = protocolSuffixes.sortedUnique()
            }
            streamResults.sort { ($0.key, $0.type) < ($1.key, $1.type) }
            memberFunctions = memberFunctions.sortedUnique()
            for api in 0..<index.apiCount where index.apiInnerType[api] != index.apiOuterType[api] {
                nested.append(
                    HopTables.key(Reference.short(index.apiOuterType[api]), Reference.short(index.apiInnerType[api])))
            }
            nested = nested.sortedUnique()
        }

        /// These tables with `memberFields`, properties typed by their members' hops in an earlier round, read like
        /// the others; a property its declaration types otherwise (`let x = a.items.asDriver()`, a `Driver`) keeps
        /// that type.
        func adding(memberFields: [TypedField]) -> HopTables {
            guard !memberFields.isEmpty else { return self }
            var tables = self
            for field in memberFields where names.value(for: UInt64(field.name)) != nil {
                let key = HopTables.key(Reference.short(field.owner), field.name)
                guard HopTables.fieldType(properties, key) == nil else { continue }
                tables.properties.append((key, field.type))
                tables.anyOwner.append((UInt64(field.name), field.type))
            }
            tables.properties.sort { ($0.key, $0.type) < ($1.key, $1.type) }
            tables.anyOwner.sort { ($0.key, $0.type) < ($1.key, $1.type) }
            return tables
        }

        static func key(_ owner: UInt32, _ name: UInt32) -> UInt64 { UInt64(owner) << 32 | UInt64(name) }

        /// The short hashes of the camel-case words `name` ends with, from each capital letter on, and of those of
        /// the name without a last `Type` or `Protocol`.
        static func suffixes(of name: String) -> [UInt32] {
            var names = [name]
            for ending in ["Type", "Protocol"] where name.hasSuffix(ending) && name.count > ending.count {
                names.append(String(name.dropLast(ending.count)))
            }
            var result: [UInt32] = []
            for whole in names {
                let scalars = Array(whole.unicodeScalars)
                for start in scalars.indices where start == 0 || ("A"..."Z").contains(scalars[start]) {
                    var text = ""
                    text.unicodeScalars.append(contentsOf: scalars[start...])
                    result.append(Reference.short(WordTable.hash(text)))
                }
            }
            return result
        }

        /// The one type of an owner's name: nil for none, 0 for several.
        static func fieldType(_ fields: [(key: UInt64, type: UInt64)], _ packed: UInt64) -> UInt64? {
            var at = fields.lowerBound(of: packed) { $0.key }
            guard at < fields.count, fields[at].key == packed else { return nil }
            let type = fields[at].type
            at += 1
            while at < fields.count, fields[at].key == packed {
                if fields[at].type != type { return 0 }
                at += 1
            }
            return type
        }

        /// The one type the types `type` inherits from or conforms to (`index.types`) declare the member `name` with:
        /// nil for none, 0 for several.
        func adoptedFieldType(
            _ fields: [(key: UInt64, type: UInt64)], _ name: UInt32, on type: UInt32, index: ResolverIndex
        ) -> UInt64? {
            var found: UInt64?
            for ancestor in index.types.ancestors(of: [type]) {
                guard let declared = HopTables.fieldType(fields, HopTables.key(ancestor, name)) else { continue }
                if found != nil, found != declared { return 0 }
                found = declared
            }
            return found
        }

        /// For a property read on a value of unknown type (`cellModel.outputs` of a data source closure's `cellModel`),
        /// the one type the protocols the calling file names (`mentioned`) declare a property of that name with
        /// (`var outputs: HomeViewCellModelOutput { get }` in `HomeViewCellModelType`, which the file's `typealias
        /// HomeSectionModel = SectionModel<String, HomeViewCellModelType>` names): nil for none or several.
        func protocolRequirementType(_ owner: Reference, mentioned: [UInt64]) -> UInt64? {
            guard !owner.isCall, owner.access == .member, !requirements.isEmpty else { return nil }
            let name = UInt64(Reference.short(owner.hash))
            var at = requirements.lowerBound(of: name) { $0.key }
            var named: [(owner: UInt32, type: UInt64)] = []
            while at < requirements.count, requirements[at].key == name {
                let field = requirements[at]
                at += 1
                guard mentioned.contains(where: { Reference.short($0) == field.owner }) else { continue }
                named.append((field.owner, field.type))
            }
            // Several: those of the protocols whose names end with what the receiver's name suggests (`cellModel`
            // for `HomeViewCellModelType`, not the screen's `viewModel` for `HomeViewModelType`).
            if Set(named.map(\.type)).count > 1, owner.receiverKey != 0 {
                named.removeAll { !protocolSuffixes.sortedContains(HopTables.key($0.owner, owner.receiverKey)) }
            }
            guard let type = named.first?.type, type != 0, named.allSatisfy({ $0.type == type }) else { return nil }
            return type
        }

        /// The receiver key of the one Rx type the repository's operators of a called owner's name return.
        func streamResult(_ owner: Reference) -> UInt32? {
            guard owner.isCall, let result = HopTables.fieldType(streamResults, UInt64(Reference.short(owner.hash))),
                result != 0, ResolverIndex.rxFamilies[Reference.short(result)] != nil
            else { return nil }
            return Reference.short(result)
        }

        /// The receiver key of the one Rx type the repository's `Reactive` members named like `owner`, read or called
        /// through `.rx`, are declared with (`extension Reactive where Base: UIImagePickerController { var picked:
        /// ControlEvent<UIImage> }`), whatever their base; nil for none or several, or for a name of RxCocoa's own
        /// `Reactive` members, which the receiver may read instead.
        func reactiveMemberType(_ owner: Reference) -> UInt32? {
            let name = Reference.short(owner.hash)
            guard !ResolverIndex.rxCocoaMemberNames.contains(name),
                let type = HopTables.fieldType(
                    owner.isCall ? functions : properties, HopTables.key(HopTables.reactiveKey, name)),
                type != 0, ResolverIndex.rxFamilies[Reference.short(type)] != nil
            else { return nil }
            return Reference.short(type)
        }

        static let reactiveKey = Reference.short(ResolverIndex.reactiveHash)

        /// The one type the repository's free functions named like the bare call `owner` return (`let button =
        /// makeButton()` of `func makeButton() -> UIButton`), where no type declares a function of that name, which a
        /// call inside it would call instead; nil otherwise.
        func freeFunctionResult(_ owner: Reference) -> UInt64? {
            guard owner.access == .bare, owner.isCall, owner.receiverKey == 0,
                case let name = Reference.short(owner.hash), !memberFunctions.sortedContains(name),
                let result = HopTables.fieldType(functions, HopTables.key(Reference.short(0), name)), result != 0
            else { return nil }
            return result
        }

        /// For a wrapper property read on a value of unknown type (`view.ext` of a closure's `view`), the receiver key
        /// its name suggests (`Ext`), as a bare `ext` has: `ResolverIndex.reachesWrapperMember` takes the member read
        /// on it for the wrapper's; nil when no wrapper property has the owner's name.
        func wrapperName(_ owner: Reference, index: ResolverIndex) -> UInt32? {
            guard !owner.isCall, owner.access == .member, !index.wrappers.isEmpty,
                let field = index.wrappers.fields(named: Reference.short(owner.hash)).first
            else { return nil }
            return field.key
        }

        /// The repository's own wrapper type (`WrapperProperties`) of the property `name` read on a value of the type
        /// `receiver`: `found`, the type the receiver's type or a superclass declares it with, when that is a wrapper
        /// property's; else the one of a type `receiver` adopts (`var ext: Ext<Self>` in `extension Extended`, which
        /// a `UIButton` is through `extension UIView: Extended {}`); nil for none.
        func wrapperType(_ found: UInt64?, name: UInt32, on receiver: UInt32, index: ResolverIndex) -> UInt64? {
            guard !index.wrappers.isEmpty else { return nil }
            guard let found else { return index.wrapperType(of: name, on: receiver) }
            return index.wrappers.fields(named: name).contains { $0.type == found } ? found : nil
        }

        /// What `hop` types, its owner's receiver perhaps typed by an earlier hop of `typed` (sorted by reference);
        /// `declared`: the type the repository declares the owner's property or function with, when that gave it
        /// (not a type nested in the owner's), else 0.
        func type(
            of hop: ReceiverHop, _ references: [Reference], after typed: [HopType], own: OwnFields,
            index: ResolverIndex
        ) -> (hop: HopType, declared: UInt64)? {
            let owner = references[Int(hop.owner)]
            var type = owner.receiverKey
            var inner: UInt32 = 0
            var known = owner.receiverIsDeclared || hop.namedOwner
            // An owner typed by an earlier hop.
            let earlier = typed.lowerBound(of: hop.owner) { $0.reference }
            if earlier < typed.count, typed[earlier].reference == hop.owner {
                guard !typed[earlier].reactive, !typed[earlier].suggested else { return nil }
                type = typed[earlier].key
                inner = typed[earlier].inner
                known = true
            }
            let typing = { (key: UInt32) -> (hop: HopType, declared: UInt64) in
                (HopType(reference: hop.reference, key: key, reactive: false), 0)
            }
            // `tableView.rx.itemSelected.mapToVoid()`: RxCocoa's control event, an `ObservableType`.
            if owner.access == .rxMember, let control = index.rxCocoaStreamKey(owner, base: known ? type : 0) {
                return typing(control)
            }
            // `textField.rx.text.orEmpty.asDriver()`: RxCocoa's `orEmpty` of a control property is one too.
            if known, ResolverIndex.givesControlProperty(owner, on: type) { return typing(type) }
            // `rx.picked.asDriver()`: the Rx type the repository's `Reactive` member is declared with.
            if owner.access == .rxMember, let declared = reactiveMemberType(owner) { return typing(declared) }
            // `input.trigger.map { 1 }.mapToVoid()`: the operator's result is of its receiver's kind (`Driver`).
            if hop.keepsKind, known, let kept = CallSiteResolver.keptKind(type) { return typing(kept) }
            guard type != 0, known else {
                if let result = freeFunctionResult(owner) {
                    return (HopType(reference: hop.reference, key: Reference.short(result), reactive: false), result)
                }
                // `trigger.asDriverOnErrorJustComplete().mapToVoid()`: the one Rx type the repository's operators
                // of that name on Rx types return (`-> Driver<Element>`), whatever the receiver.
                if let result = streamResult(owner) { return typing(result) }
                // `button.containerButton.rx.tap` on a closure's untyped `button`.
                if !owner.isCall, references[Int(hop.reference)].access == .rxMember,
                    let view = CallSiteResolver.viewKey(
                        HopTables.fieldType(anyOwner, UInt64(Reference.short(owner.hash))), index)
                {
                    return typing(view)
                }
                if let declared = protocolRequirementType(owner, mentioned: own.mentioned) {
                    let key = Reference.short(declared)
                    return (HopType(reference: hop.reference, key: key, reactive: false), declared)
                }
                return wrapperName(owner, index: index).map { (HopType(reference: hop.reference, key: $0), 0) }
            }
            let name = Reference.short(owner.hash)
            let fields = owner.isCall ? functions : properties
            let wrapped = type
            var found: UInt64?
            // `vm.input` of a `HomeVM: BaseVM<HomeInput, HomeOutput>`: what the base's `Input` is there, not its bound.
            let substituted = owner.isCall ? nil : generics.inheritedType(of: name, on: type)
            // Up the superclasses, a few levels at most.
            for _ in 0..<16 {
                if let substituted, substituted.owner == type {
                    // `HomeVM.Input`: a key for the nested type, as a nested type's own declaration gives below.
                    let argument = substituted.argument
                    guard argument.inner == 0 else {
                        let key = Reference.short(argument.type)
                        return (HopType(reference: hop.reference, key: key, reactive: false, inner: argument.inner), 0)
                    }
                    found = argument.type
                    break
                }
                found = HopTables.fieldType(fields, HopTables.key(type, name))
                // Several types of that name declare it: the calling file's own, if it declares one.
                if found == 0, type == wrapped, let mine = own.type(of: name, in: type, isCall: owner.isCall) {
                    found = mine
                }
                guard found == nil, let parent = CallSiteResolver.superclass(of: type, in: superclasses) else { break }
                type = parent
            }
            // A member of a nested type (`output.openUrl` of a view model's `Output`): the type every nested
            // type of that name gives it, when they agree (`Driver`).
            if found == nil, inner != 0 { found = HopTables.fieldType(fields, HopTables.key(inner, name)) }
            // A member a protocol's extension declares, read on a type adopting it (`TopicListApi.provider` of
            // `extension ApiTarget { static var provider: Reactive<MoyaProvider<Self>> }`).
            if found == nil, inner == 0 { found = adoptedFieldType(fields, name, on: wrapped, index: index) }
            // `button.ext.isEnabled`: the repository's own wrapper property of a protocol the receiver's type adopts
            // (`var ext: Ext<Self>` in `extension Extended`, `extension UIView: Extended {}`) wraps the receiver.
            if !owner.isCall, let wrapper = wrapperType(found, name: name, on: wrapped, index: index) {
                let key = Reference.short(wrapper)
                return (HopType(reference: hop.reference, key: key, reactive: false, wrapped: wrapped), wrapper)
            }
            guard let found, found != 0 else {
                if found == nil, let result = streamResult(owner) { return typing(result) }
                let member = references[Int(hop.reference)]
                if found == nil, member.access == .member,
                    let external = CallSiteResolver.externalValueKey(owner, index)
                {
                    return typing(external)
                }
                // `spinner.ext.isAnimating` of a library's `NVActivityIndicatorView`, which may be a `UIView`.
                guard found == nil, !index.types.declared.contains(wrapped),
                    ResolverIndex.uiKitSuperclasses[wrapped] == nil, let key = wrapperName(owner, index: index)
                else { return nil }
                return (HopType(reference: hop.reference, key: key), 0)
            }
            let short = Reference.short(found)
            let isNested = nested.sortedContains(HopTables.key(type, short))
            let receiver = isNested ? ResolverIndex.nestedKey(outer: type, inner: short) : short
            let reactive = short == Reference.short(ResolverIndex.reactiveHash)
            return (
                HopType(reference: hop.reference, key: receiver, reactive: reactive, inner: isNested ? short : 0),
                isNested ? 0 : found
            )
        }
    }

    /// The receiver key of what an RxSwift operator keeping the kind of stream (`ScanPass.kindKeepingOperators`)
    /// gives on a receiver of the Rx type `type`: that type for a `Driver`, a `Signal`, a `Single`…, an `Observable`
    /// for the rest of `ObservableType`'s family (a relay's or a control event's `map` is an `Observable`); on a
    /// Combine publisher, Combine's operator of that name gives a `Publisher` (`subject.map { }.asObservable()` calls
    /// the repository's `extension Publisher`); nil for a type of neither.
    static func keptKind(_ type: UInt32) -> UInt32? {
        if ResolverIndex.combinePublishers.contains(type) { return ResolverIndex.publisherKey }
        guard let family = ResolverIndex.rxFamilies[type] else { return nil }
        return family == ResolverIndex.rxFamilies[ResolverIndex.observableKey] ? ResolverIndex.observableKey : type
    }

    /// For a member read on an external value, the receiver key of the external type it is taken for, else nil: the
    /// `owner`, read without arguments, is a static member of a capitalized type the repository neither declares nor
    /// aliases and that is no Rx type (`Auth.auth()`, `Messaging.messaging()`, `UIApplication.shared`), a library's
    /// shared instance. Its members (`Auth.auth().signOut()`) are the library's, not a repository protocol's or
    /// type's of that name; a repository type's factory (`UserService.shared.signOut()`) is typed as before, and an
    /// extension of the library type (`extension Auth: SigningOut`) still reaches it.
    private static func externalValueKey(_ owner: Reference, _ index: ResolverIndex) -> UInt32? {
        let type = owner.receiverKey
        guard owner.access == .typeMember, owner.receiverIsDeclared, type != 0,
            owner.passesArguments(within: 0...0, takesClosure: false),
            !index.types.declared.contains(type), !index.types.aliases.contains(type),
            ResolverIndex.rxFamilies[type] == nil
        else { return nil }
        return type
    }

    /// For `.rx` on a property of an owner of unknown type (`button.containerButton.rx.tap` on a closure's untyped
    /// `button`), the receiver key of `type`, the one type every property of that name the repository declares has
    /// (`fieldType`), when it is a view: a UIKit class or a type inheriting one (`lazy var containerButton:
    /// UIButton`). Whatever the owner, `.rx` is then that class's `Reactive`: RxCocoa's `tap` of a `UIButton`, not
    /// an `extension Reactive where Base == CheeringButtonView` member of that name. Nil for no type or several.
    private static func viewKey(_ type: UInt64?, _ index: ResolverIndex) -> UInt32? {
        guard let type, type != 0 else { return nil }
        let key = Reference.short(type)
        let isView =
            ResolverIndex.uiKitSuperclasses[key] != nil
            || index.types.ancestors(of: [key]).contains { ResolverIndex.uiKitSuperclasses[$0] != nil }
        return isView ? key : nil
    }
}
