/// Implicit members passed as arguments, typed by the parameters they are passed to.
extension CallSiteResolver {
    /// Gives each implicit member passed as a whole argument (`coordinator?.coordinate(by: .openList(stream: items))`)
    /// the type of the parameter it is passed to, as a compiler infers the member's base: `.openList` is then
    /// `HomeAction.openList`, a case of an enum the calling file never names (the protocol declaring
    /// `func coordinate(by action: HomeAction)` names it, perhaps in another module). Only where every function or
    /// initializer of that name the repository declares gives the parameter one type, which the repository declares.
    /// An `.init(source: s)` passed so is then a call of that type's initializer, as `Feed(source: s)` is.
    static func typingImplicitArguments(_ files: inout [SourceFile], types: TypeGraph) {
        // By index: `for file in files` would copy each file's value, its arrays retained and released. The slots
        // are hashes already: an open-addressed table probes on them, where a `Set` would hash each once more.
        var wanted = HashTable()
        for index in files.indices {
            for argument in files[index].implicitArguments { wanted.insert(argument.slot, value: 0) }
        }
        guard !wanted.isEmpty else { return }
        let typed = parameterTypes(files, slots: wanted)
        for index in files.indices where !files[index].implicitArguments.isEmpty {
            for argument in files[index].implicitArguments {
                guard let at = typed.places.value(for: argument.slot), case let type = typed.types[at], type != 0,
                    types.declared.contains(Reference.short(type))
                else { continue }
                var reference = files[index].references[Int(argument.reference)]
                reference.setReceiverType(type)
                if reference.hash == initHash { reference.hash = type }
                files[index].references[Int(argument.reference)] = reference
            }
        }
    }

    /// The name hash of `init`, which an implicit member calling an initializer has (`.init(source: s)`).
    private static let initHash: UInt64 = 0xf5d2_afc5_7ab5_7213  // WordTable.hash("init")

    /// The type of the parameters of `slots` (`ParameterType.slot`, the table's keys) the repository declares: its
    /// place in `types` by slot, where 0 stands when two declarations disagree or one's type is not one name
    /// (`Loadable<Int>` in one, `[Int]` in another).
    private static func parameterTypes(_ files: [SourceFile], slots: HashTable) -> (places: HashTable, types: [UInt64])
    {
        var places = HashTable()
        var types: [UInt64] = []
        for index in files.indices {
            for parameter in files[index].parameterTypes where slots.value(for: parameter.slot) != nil {
                if let at = places.value(for: parameter.slot) {
                    if types[at] != parameter.type { types[at] = 0 }
                } else {
                    places.insert(parameter.slot, value: types.count)
                    types.append(parameter.type)
                }
            }
        }
        return (places, types)
    }
}
