/// Reads the targets of a CocoaPods `Podfile` (a Ruby subset) and the Rx pods each one links.
///
/// Understands `target`/`abstract_target` blocks (nested targets inherit their parents' pods unless
/// `inherit! :none`), top-level pods (inherited by every target), `def helper ... end` with calls to it,
/// `project 'App.xcodeproj'`, and skips other Ruby blocks (`post_install do |installer| ... end`).
/// A malformed line is reported (the first one only) and skipped; the rest of the file is still read.
enum PodfileReader {
    /// A Podfile target with its Rx pods, before matching it to an Xcode target.
    struct Target: Sendable, Hashable {
        /// Empty when the `target` line gives no name that can be read (`target ‘App’ do`).
        var name: String
        /// The line of its `target`.
        var line: Int
        /// Nested inside a concrete target: a test bundle by CocoaPods convention.
        var isNested: Bool
        var project: String?
        /// The line of the `project` naming `project`, the target's own or an enclosing block's.
        var projectLine: Int?
        var rxDependencies: [RxDependency]
        /// The `platform` it installs for.
        var platform: DeploymentTarget?
        /// Every pod it installs, Rx or not, by its name without a subspec (`OUICore` of `pod 'OUICore', :path =>
        /// '../'`): a dependency on the repository's own pod of that name.
        var podNames: [String] = []
        /// CocoaPods' aggregate target for it, named after the targets from the outermost (`Pods-Shared-App` of
        /// `target 'App'` in `abstract_target 'Shared'`), as `PodfileMerger.aggregateKey` spells it: what the Xcode
        /// target it integrates links (`Pods_Shared_App.framework`), whatever that target's name.
        var aggregateKey = ""
    }

    /// The concrete targets (abstract ones dropped), also those read around a malformed line, and the first problem.
    static func read(_ manifest: ManifestFile) -> (targets: [Target], diagnostics: [Diagnostic]) {
        var builder = PodfileBuilder(path: manifest.path)
        let (statements, error) = RubyLexer.statements(manifest.bytes)
        if let error { builder.fail(error.line, error.message) }
        for statement in statements { builder.handle(statement) }
        builder.finish()
        return (builder.resolvedTargets(), (builder.diagnostic.map { [$0] } ?? []) + builder.notes)
    }
}

extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }
}
