/// Calls that pass no stream to an Rx-typed parameter: `nil` alone, or the parameter's default value. Such a call
/// keeps compiling when the parameter's type becomes an `AsyncStream` or a closure, so it is no caller of the API.
///
/// ```swift
/// // Banner.swift
/// struct Banner: View { let reload: PublishSubject<Void>?; var body: some View { EmptyView() } }
/// // Elsewhere
/// Banner(reload: nil)  // no caller of `Banner.reload`
/// Banner(reload: tap)  // a caller
/// // Loader.swift
/// final class Loader { func reload(_ trigger: Observable<Void>? = nil) {} }
/// // Elsewhere
/// loader.reload(nil)  // no caller of `Loader.reload`, nor is `loader.reload()`
/// loader.reload(tap)  // a caller
/// ```
extension CallSiteResolver {
    /// Whether the call `reference` in `file` passes `nil` alone for the argument labeled `label`, a name hash or the
    /// `CodeTokens.positionLabel` of an unlabeled argument (`FileScan.nilArguments`).
    static func passesNil(_ reference: Reference, label: UInt64, in file: borrowing SourceFile) -> Bool {
        let nils = file.nilArguments
        guard !nils.isEmpty else { return false }
        let place = SourcePlace.of(line: Int(reference.line), column: Int(reference.column))
        var at = nils.lowerBound(of: place, by: \.place)
        while at < nils.count, nils[at].place == place {
            if nils[at].label == label { return true }
            at += 1
        }
        return false
    }

    /// Whether the call `reference` in `file` passes no stream to `api`, an initializer or function whose every Rx
    /// type is a parameter's that a label or a position names (`APIShape.rxParameterLabels`): it passes `nil` alone
    /// for each of them it writes, and leaves the others to their default values (`Poster(title: "a")` of
    /// `init(title: String, reload: PublishSubject<Void>? = nil)`, `reload()` of `reload(_ trigger:
    /// Observable<Void>? = nil)`), unless trailing closures may fill them.
    static func passesNoStream(
        to api: Int, _ reference: Reference, in file: borrowing SourceFile, index: ResolverIndex
    ) -> Bool {
        guard reference.hasArguments, let labels = index.apiShape[api].rxParameterLabels else { return false }
        let closures = reference.mayPassClosures
        return labels.allSatisfy { label in
            guard writes(label, reference) else { return !closures }
            return passesNil(reference, label: label, in: file)
        }
    }

    /// Whether the call `reference` writes the argument of the parameter that `label` names: one labeled so, or for a
    /// `CodeTokens.positionLabel`, one at that position, which a call passing fewer arguments leaves out (`after(2)`
    /// of `after(_ count: Int, _ trigger: Observable<Void>? = nil)`).
    private static func writes(_ label: UInt64, _ reference: Reference) -> Bool {
        guard let position = CodeTokens.position(ofLabel: label) else { return reference.writesLabel(label) }
        guard let count = reference.argumentCount else { return true }
        return count > position
    }
}
