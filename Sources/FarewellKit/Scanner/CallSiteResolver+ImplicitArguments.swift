/// Implicit members passed as arguments, typed by the parameters they are passed to.
extension CallSiteResolver {
    /// Gives each implicit member passed as a whole argument (`coordinator?.coordinate(by: .openList(stream: items))`)
    /// the type of the parameter it is passed to, as a compiler infers the member's base: `.openList` is then
    /// `HomeAction.openList`, a case of an enum the calling file never names (the protocol declaring
    /// `func coordinate(by action: HomeAction)` names it, perhaps in another module). Only where every function or
    /// initializer of that name the repository declares gives the parameter one type, which the repository declares.
    /// An `.init(source: s)` passed so is then a call of that type's initializer, as `Feed(source: s)` is.
    static func typingImplicitArguments(_ files: inout [SourceFile], types: TypeGraph) {
        // By index: `for file in files` would copy each file's value, its arrays retained and released.
        var wanted: Set<UInt64> = []
        for index in files.indices {
            for argument in files[index].implicitArguments { wanted.insert(argument.slot) }
        }
        guard !wanted.isEmpty else { return }
        let typed = parameterTypes(files, slots: wanted)
        for index in files.indices where !files[index].implicitArguments.isEmpty {
            for argument in files[index].implicitArguments {
                guard let type = typed[argument.slot], type != 0, types.declared.contains(Reference.short(type)) else {
                    continue
                }
                var reference = files[index].references[Int(argument.reference)]
                reference.setReceiverType(type)
                if reference.hash == initHash { reference.hash = type }
                files[index].references[Int(argument.reference)] = reference
            }
        }
    }

    /// The name hash of `init`, which an implicit member calling an initializer has (`.init(source: s)`).
    private static let initHash = Reference.hash(of: "init")

    /// The type of the parameters of `slots` (`ParameterType.slot`) the repository declares, by slot: 0 where two
    /// declarations disagree or one's type is not one name (`Loadable<Int>` in one, `[Int]` in another).
    private static func parameterTypes(_ files: [SourceFile], slots: Set<UInt64>) -> [UInt64: UInt64] {
        var typed: [UInt64: UInt64] = [:]
        for index in files.indices {
            for parameter in files[index].parameterTypes where slots.contains(parameter.slot) {
                if let known = typed[parameter.slot] {
                    if known != parameter.type { typed[parameter.slot] = 0 }
                } else {
                    typed[parameter.slot] = parameter.type
                }
            }
        }
        return typed
    }
}
