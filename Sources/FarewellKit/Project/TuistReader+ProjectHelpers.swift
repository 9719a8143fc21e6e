/// Projects that a function of `ProjectDescriptionHelpers` makes for the name a manifest gives it, read as the
/// compiler runs the function: with
///
///     extension Project {
///         public static func feature(name: String) -> Project {
///             Project(name: name, targets: [
///                 Target(name: name, product: .framework, sources: ["Interface/**"]),
///                 Target(
///                     name: "\(name)Tests", product: .unitTests, sources: ["Tests/**"],
///                     dependencies: [.target(name: name)]),
///             ])
///         }
///     }
///
/// `let project = Project.feature(name: "Home")` declares the targets `Home` and `HomeTests`, their globs relative
/// to the manifest's folder as Tuist reads them.
extension TuistReader {
    /// The target declarations a helper's project makes, and the helper file that writes them.
    struct EvaluatedHelperProject {
        var calls: [SwiftExpression]
        /// Per call, whether its `dependencies:` is the list the manifest passes (`dependencies: dependencies` in the
        /// helper), written in the manifest rather than in the helper's file (`path`).
        var passedDependencies: [Bool]
        var path: String
        /// The name the manifest gives the helper, when a string.
        var name: String?
    }

    /// The target declarations of the manifest's helper project (`Project.feature(name: "Home")`, also `let project:
    /// Project = .feature(...)`), with the call's arguments in place of the function's parameters
    /// (`ManifestFunctionTargets`); nil when no helper function declares targets so, or when a declaration keeps a
    /// name or sources the reader does not read (`Project.feature(name: env.name)`): the manifest then stays one
    /// module, with the warning that a helper makes its targets.
    static func evaluatedHelperProject(
        _ source: SwiftManifestSource, constants: ManifestConstants, helpers: TuistHelperLists
    ) -> EvaluatedHelperProject? {
        guard let call = helperProjectCalls(source, constants: constants).first,
            let name = call.calleeName, let function = helpers.targetFunction(named: name)
        else { return nil }
        let calls = ManifestFunctionTargets.expand(call, with: function.helper).map {
            resolvingHelperSources($0, helpers: helpers)
        }
        guard !calls.isEmpty, calls.allSatisfy(isEvaluated) else { return nil }
        let parameters = Set(function.helper.parameters.map(\.name))
        let passed = function.helper.templates.compactMap { template -> Bool? in
            guard case .call = template else { return nil }
            if case .identifier(let name, _)? = template.argument("dependencies") { return parameters.contains(name) }
            return false
        }
        guard passed.count == calls.count else { return nil }
        return EvaluatedHelperProject(
            calls: calls, passedDependencies: passed, path: function.path, name: call.argument("name")?.stringValue)
    }

    /// Whether a declaration's name is a string and its sources, if any, are globs the reader reads.
    private static func isEvaluated(_ call: SwiftExpression) -> Bool {
        guard let name = call.argument("name")?.stringValue, !name.isEmpty else { return false }
        return call.argument("sources").map { !hasUnresolvedSources($0) } ?? true
    }
}
