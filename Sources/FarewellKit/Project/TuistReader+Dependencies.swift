extension TuistReader {
    /// Adds a dependency list's entries to `target`: the names of `.target(name:)`, `.project(target:path:)`,
    /// `.external(name:)` and `.package(product:)`, and the Rx lines among them, including a constant of
    /// `ProjectDescriptionHelpers` named after an Rx library (`.rxSwift`, `.ThirdParty.RxCocoa`), whose value the
    /// manifest does not hold.
    static func addDependencies(_ entries: [SwiftExpression], to target: inout DeclaredTarget, manifest: ManifestFile) {
        for dependency in entries {
            let location = SourceLocation(path: manifest.path, line: dependency.line)
            if case .identifier(let text, _) = dependency {
                if let library = rxLibrary(namedBy: text) { add(library, at: location, to: &target) }
                continue
            }
            let name =
                dependency.argument("name")?.stringValue ?? dependency.argument("target")?.stringValue
                ?? dependency.argument("product")?.stringValue
            guard let name else { continue }
            target.dependencies.append(name)
            if dependency.calleeName == "external" || dependency.calleeName == "package", RxLibraries.isRx(name) {
                add(name, at: location, to: &target)
            }
        }
    }

    /// The entries of a helper's dependency lists, whatever their labels (`dependencies:`,
    /// `interfaceDependencies:`): each list literal, also in a sum (`[.rxSwift] + modules.map(\.project)`).
    static func helperDependencyEntries(_ call: SwiftExpression) -> [SwiftExpression] {
        call.arguments.filter { argument in
            guard let label = argument.label else { return false }
            return label == "dependencies" || label.hasSuffix("Dependencies")
        }.flatMap { listEntries($0.value) }
    }

    /// The library a constant names, its last name with the first letter raised: `.rxSwift` -> `RxSwift`,
    /// `.ThirdParty.ReactorKit` -> `ReactorKit`; nil for `.snapKit`.
    static func rxLibrary(namedBy identifier: String) -> String? {
        guard let last = identifier.split(separator: ".").last, let first = last.first else { return nil }
        let name = first.uppercased() + last.dropFirst()
        return RxLibraries.isRx(name) ? name : nil
    }

    /// The items of a list literal, of the list literals a sum adds up, or a lone entry.
    static func listEntries(_ value: SwiftExpression) -> [SwiftExpression] {
        switch value {
        case .array(let items, _): items
        case .sum(let operands, _): operands.flatMap { operand in operand.isArray ? listEntries(operand) : [] }
        default: [value]
        }
    }

    /// Adds an Rx line once: a constant listed twice gives its lines once.
    private static func add(_ library: String, at location: SourceLocation, to target: inout DeclaredTarget) {
        guard !target.rxDependencies.contains(where: { $0.library == library && $0.location == location }) else {
            return
        }
        target.rxDependencies.append(RxDependency(library: library, location: location))
    }
}
