/// What the RxSwift version a repository installs or allows means for the bridges the plan suggests: the
/// scaffolded `Single` bridge needs RxSwift 6 (`SingleEvent.failure`, `subscribe(onSuccess:onFailure:)`), and
/// RxSwift's own `value` and `values` need 6.5.
package enum RxSwiftVersionAdvice {
    static let bridgesNeed = [6]
    static let valuesNeed = [6, 5]

    /// The version that decides: among the installed ones (lock files) if any, else among the requirements that
    /// set a highest version, the one that allows least; nil when nothing says.
    package static func deciding(_ versions: [RxSwiftVersion]) -> RxSwiftVersion? {
        let installed = versions.filter(\.isInstalled)
        let candidates = (installed.isEmpty ? versions : installed).filter { $0.highest != nil }
        return candidates.min { lhs, rhs in
            let order = RxSwiftVersion.compare(lhs.highest ?? [], rhs.highest ?? [])
            if order != 0 { return order < 0 }
            if lhs.includesHighest != rhs.includesHighest { return !lhs.includesHighest }
            return lhs < rhs
        }
    }

    /// `RxSwift 5.1.1 (Podfile.lock:40)`, `RxSwift `~> 5.0` (Podfile:12)`.
    static func describe(_ version: RxSwiftVersion) -> String {
        let what = version.isInstalled ? version.requirement : Markdown.code(version.requirement)
        return "RxSwift \(what) (\(Markdown.code(version.location.description)))"
    }

    /// The scan's note when the deciding version lacks what the bridges need; nil when it has it or nothing says.
    package static func note(_ versions: [RxSwiftVersion]) -> Diagnostic? {
        guard let version = deciding(versions), !version.allows(valuesNeed) else { return nil }
        let stated = version.isInstalled ? "RxSwift \(version.requirement) installed" : "RxSwift \(version.requirement)"
        let message =
            version.allows(bridgesNeed)
            ? "\(stated): RxSwift's `value` and `values` need 6.5; the plan's foundation task says what to use"
            : "\(stated): the plan's bridges need RxSwift 6 (`value` and `values` 6.5); the plan's foundation task "
                + "says how to upgrade first"
        var note = Diagnostic(
            path: version.location.path, line: version.location.line, message: message, isInformational: true)
        note.isAdvice = true
        return note
    }

    /// The foundation task's and `rules.md`'s paragraph; nil when the version has all the bridges need or nothing
    /// says.
    static func paragraph(_ versions: [RxSwiftVersion], heading: String) -> String? {
        guard let version = deciding(versions), !version.allows(valuesNeed) else { return nil }
        var text = "\(heading) RxSwift version\n\n"
        if version.allows(bridgesNeed) {
            text += """
                \(describe(version)) has no `single.value` and `observable.values` (RxSwift 6.5): where async code \
                awaits Rx code not migrated yet, use the bridges `farewell scaffold` writes \
                (`try await single.asAsync()`, `for try await value in observable.asAsyncSequence()`), or upgrade \
                RxSwift to 6.5 or later first.

                """
        } else {
            text += """
                \(describe(version)) is older than the bridges need: the `Single` bridge `farewell scaffold` writes \
                needs RxSwift 6 (`SingleEvent.failure`, `subscribe(onSuccess:onFailure:)`), and RxSwift's own \
                `single.value` and `observable.values` need 6.5. Upgrade RxSwift, RxCocoa and RxRelay to 6.5 or \
                later first, in a pull request of its own: RxSwift 6 renames operators this code may call \
                (`catchError` to `catch`, `catchErrorJustReturn` to `catchAndReturn`, `observeOn` to `observe(on:)`, \
                `subscribeOn` to `subscribe(on:)`, `takeUntil` to `take(until:)`, `elementAt` to `element(at:)`, \
                `retryWhen` to `retry(when:)`), and a `Single`'s `.error` event is `.failure`.

                """
        }
        return text
    }
}
