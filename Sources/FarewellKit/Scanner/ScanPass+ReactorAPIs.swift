/// Declarations that take, give or construct one of the repository's reactors: APIs whose callers construct a
/// ReactorKit screen, though their signatures write no Rx type.
extension ScanPass {
    /// The repository reactor that makes `declaration` an API where its signature writes no Rx type: a reactor's own
    /// initializer (`init(useCase:)` of `final class HomeReactor: Reactor`) constructs it, and a function or an
    /// initializer whose signature names one (`init(reactor: HomeReactor)` of a view) takes or gives it. Both change
    /// when the reactor becomes a view model, and so do the calls in other files that construct the screen
    /// (`HomeViewController(reactor: HomeReactor(useCase: useCase))`). Nil for other declarations, and in a file
    /// scanned without the reactors (`ReactorTypes.readers`).
    func reactorAPIType(_ declaration: Declaration) -> String? {
        guard !reactorTypes.isEmpty, declaration.kind == .function || declaration.kind == .initializer else {
            return nil
        }
        if declaration.kind == .initializer, reactorTypes.contains(declaration.owner),
            let container = names.text(declaration.container),
            let type = container.split(separator: ".").last
        {
            return String(type)
        }
        var position = declaration.signatureStart
        while position < min(declaration.signatureEnd, code.count) {
            if code.isCapitalizedWord(position), reactorTypes.contains(code.hashes[position]) {
                return code.text(position)
            }
            position += 1
        }
        return nil
    }
}
