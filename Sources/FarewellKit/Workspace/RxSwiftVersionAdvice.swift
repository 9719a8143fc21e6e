/// What the RxSwift version a repository installs or allows means for the bridges the plan suggests: the
/// scaffolded `Single` bridge needs RxSwift 6 (`SingleEvent.failure`, `subscribe(onSuccess:onFailure:)`), and
/// RxSwift's own `value` and `values` need 6.5.
package enum RxSwiftVersionAdvice {
    static let bridgesNeed = [6]
    static let valuesNeed = [6, 5]

    /// The version that decides: among the installed ones (lock files) if any, else among the requirements that
    /// set a highest version, the one that allows least; nil when nothing says.
    /// A commit pin (`RxSwiftVersion.isCommit`) states no version: the requirements decide then.
    package static func deciding(_ versions: [RxSwiftVersion]) -> RxSwiftVersion? {
        candidates(versions).min { lhs, rhs in
            let order = RxSwiftVersion.compare(lhs.highest ?? [], rhs.highest ?? [])
            if order != 0 { return order < 0 }
            if lhs.includesHighest != rhs.includesHighest { return !lhs.includesHighest }
            return lhs < rhs
        }
    }

    /// The versions `deciding` chooses among: the installed ones (lock files) if any, else the requirements that set a
    /// highest version.
    static func candidates(_ versions: [RxSwiftVersion]) -> [RxSwiftVersion] {
        let stated = versions.filter { $0.highest != nil }
        let installed = stated.filter(\.isInstalled)
        return installed.isEmpty ? stated : installed
    }

    /// The other versions among `deciding`'s candidates that lack what `version` lacks first (RxSwift 6 for the
    /// bridges, else 6.5 for `value` and `values`; a second lock file of 4.5.0 beside the one deciding), sorted by
    /// place: each must be upgraded too.
    static func others(lacking version: RxSwiftVersion, in versions: [RxSwiftVersion]) -> [RxSwiftVersion] {
        let need = version.allows(bridgesNeed) ? valuesNeed : bridgesNeed
        return candidates(versions).filter { $0 != version && !$0.allows(need) }.sorted()
    }

    /// `RxSwift 5.1.1 (Podfile.lock:40)`, `RxSwift `~> 5.0` (Podfile:12)`.
    static func describe(_ version: RxSwiftVersion) -> String {
        let what = version.isInstalled ? version.requirement : Markdown.code(version.requirement)
        return "RxSwift \(what) (\(Markdown.code(version.location.description)))"
    }

    /// The scan's note when the deciding version lacks what the bridges need; nil when it has it or nothing says.
    package static func note(_ versions: [RxSwiftVersion]) -> Diagnostic? {
        if let pin = unknownPin(versions) {
            var note = Diagnostic(
                path: pin.location.path, line: pin.location.line,
                message: "RxSwift \(pin.requirement) installed: its version is unknown, and the plan's bridges need "
                    + "RxSwift 6 (`value` and `values` 6.5); the plan's foundation task says what to check",
                isInformational: true)
            note.isAdvice = true
            return note
        }
        guard let version = deciding(versions), !version.allows(valuesNeed) else { return nil }
        let stated = version.isInstalled ? "RxSwift \(version.requirement) installed" : "RxSwift \(version.requirement)"
        let message =
            version.allows(bridgesNeed)
            ? "\(stated): RxSwift's `value` and `values` need 6.5; the plan's foundation task says what to use"
            : "\(stated): the plan's bridges need RxSwift 6 (`value` and `values` 6.5); the plan's foundation task "
                + "says how to upgrade first"
        let also = others(lacking: version, in: versions).map { "\($0.location) (\($0.requirement))" }
        // A one-line warning: three places at most.
        let shown = also.prefix(3).joined(separator: ", ") + (also.count > 3 ? " and \(also.count - 3) more" : "")
        var note = Diagnostic(
            path: version.location.path, line: version.location.line,
            message: message + (also.isEmpty ? "" : "; also " + shown), isInformational: true)
        note.isAdvice = true
        return note
    }

    /// The foundation task's and `rules.md`'s paragraph; nil when the version has all the bridges need or nothing
    /// says. Below RxSwift 6, it names the `dependents` to upgrade with it (the foundation task's), and, given the
    /// `symbols` the plan's occurrences spell, the renamed spellings among them (`renamed`).
    /// `libraries`: RxCocoa and RxRelay as the code uses them (`libraries(context)`), which the upgrade names; all
    /// three when nil.
    static func paragraph(
        _ versions: [RxSwiftVersion], dependents: [RxSwiftDependent] = [],
        symbols: @autoclosure () -> Set<String>? = nil, libraries: Libraries? = nil, heading: String
    ) -> String? {
        var text = "\(heading) RxSwift version\n\n"
        if let pin = unknownPin(versions) {
            let used = symbols()
            let upgrading = upgrade(used, libraries: libraries)
            let pinned =
                pin.isBranch
                ? "RxSwift follows the \(pin.requirement) (\(Markdown.code(pin.location.description))), which the next "
                    + "package resolution moves; nothing here states its version"
                : "RxSwift is pinned to \(pin.requirement) (\(Markdown.code(pin.location.description))), a version "
                    + "nothing here states"
            text += """
                \(pinned): find out which release it is. If it is older than 6: \(upgrading) If it is 6.0 \
                to 6.4, it \(bridges)

                """
            return text + upgradedWithRxSwift(dependents, symbols: used)
        }
        guard let version = deciding(versions), !version.allows(valuesNeed) else { return nil }
        let also = others(lacking: version, in: versions)
        let same =
            also.isEmpty ? "" : "\nThe same holds for \(Markdown.list(also.map { describe($0) })): upgrade each.\n"
        if version.allows(bridgesNeed) {
            text += "\(describe(version)) \(bridges)\n" + same
        } else {
            let used = symbols()
            let upgrading = upgrade(used, libraries: libraries, below5: !version.allows([5]))
            text += """
                \(describe(version)) is older than the bridges need: the `Single` bridge `farewell scaffold` writes \
                needs RxSwift 6 (`SingleEvent.failure`, `subscribe(onSuccess:onFailure:)`), and RxSwift's own \
                `single.value` and `observable.values` need 6.5. \(upgrading)

                """ + same
            text += upgradedWithRxSwift(dependents, symbols: used)
        }
        return text
    }

    /// The libraries' constructs whose use the upgrade of their library speaks of (`alsoNeeds`): among the plan's
    /// symbols (`WorkspaceContext.planSymbols`) beside RxSwift's own.
    static let libraryNotes: Set<String> = ["InputSubject"]

    /// What the release a dependent moves to brings along (`Moya` below 14 and RxAlamofire below 5.2: Alamofire 5,
    /// which code calling Alamofire itself must follow; Action below 4, where the code spells `InputSubject`
    /// (`symbols`): its removal); empty for the others.
    private static func alsoNeeds(_ dependent: RxSwiftDependent, symbols: Set<String>?) -> String {
        guard let version = RxSwiftVersion.components(dependent.version) else { return "" }
        switch dependent.library.lowercased() {
        case "moya" where version.lexicographicallyPrecedes([14]):
            return " (Moya 14 and later are built on Alamofire 5: code calling Alamofire 4 itself changes in that "
                + "pull request too)"
        case "rxalamofire" where version.lexicographicallyPrecedes([5, 2]):
            return " (RxAlamofire 5.2 and later are built on Alamofire 5: code calling Alamofire 4 itself changes in "
                + "that pull request too)"
        case "action" where version.lexicographicallyPrecedes([4]) && symbols?.contains("InputSubject") == true:
            return " (Action 4 removed `InputSubject`: a `PublishSubject` bound to the action's `inputs` takes its "
                + "place)"
        default:
            return ""
        }
    }

    /// The libraries to upgrade with RxSwift, one line each with the release to take (`RxSwiftDependents`), after a
    /// blank line; empty when there are none.
    private static func upgradedWithRxSwift(_ dependents: [RxSwiftDependent], symbols: Set<String>?) -> String {
        guard !dependents.isEmpty else { return "" }
        var text = """

            These libraries the lock files install (or a Podfile without one requires) need an RxSwift older than 6: \
            upgrade them with it, in the same pull request.


            """
        for dependent in dependents.sorted() {
            let requirement = dependent.requirement.map { ", requires \(Markdown.code($0))" } ?? ""
            let release =
                RxSwiftDependents.releasedWithRxSwift.contains(dependent.library)
                ? "to RxSwift's version"
                : RxSwiftDependents.firstReleaseForRxSwift6(dependent.library).map { "to \($0) or later" }
                    ?? "check which release supports RxSwift 6"
            text += "- \(dependent.library) \(dependent.version) (\(Markdown.code(dependent.location.description))"
            text += "\(requirement)): \(release)\(alsoNeeds(dependent, symbols: symbols))\n"
        }
        return text
    }

    /// What to do below RxSwift 6: the renamed spellings the code uses (`symbols`), those RxSwift 6 no longer has
    /// apart from those it keeps deprecated (`deprecatedIn6`), else those it may use.
    /// Below RxSwift 5 (`below5`), it also names RxSwift 5's changes: time intervals where the code calls a time
    /// operator (`timeOperators`), and the element type's name in extensions.
    /// RxSwift's companions as the code uses them: `used`, imported by some file (RxRelay too where RxCocoa is, which
    /// depends on it), upgraded with RxSwift; `unused`, named by a manifest and imported by no file, removed instead.
    struct Libraries: Equatable {
        var used: [String]
        var unused: [String]
    }

    /// The companions of `context`'s code (`Libraries`); nil when the files' imports are not known.
    static func libraries(_ context: WorkspaceContext) -> Libraries? {
        guard !context.fileImports.isEmpty else { return nil }
        let imported = Set(context.fileImports.values.joined())
        let declared = Set(context.rxModules.flatMap(\.rxDependencies).map(\.library))
        var used: [String] = []
        if imported.contains("RxCocoa") { used.append("RxCocoa") }
        if imported.contains("RxCocoa") || imported.contains("RxRelay") { used.append("RxRelay") }
        let unused = ["RxCocoa", "RxRelay"].filter { declared.contains($0) && !used.contains($0) }
        return Libraries(used: used, unused: unused)
    }

    private static func upgrade(_ symbols: Set<String>?, libraries: Libraries? = nil, below5: Bool = false) -> String {
        let used = renamed.filter { old, _ in
            symbols.map { old == "rx_" ? $0.contains { $0.hasPrefix("rx_") } : $0.contains(old) } ?? false
        }
        let list = { (names: [(old: String, new: String)]) in
            " ("
                + names.map { "\(Markdown.code($0.old == "rx_" ? "rx_tap" : $0.old)) to \(Markdown.code($0.new))" }
                .joined(separator: ", ") + ")"
        }
        let removed = used.filter { !deprecatedIn6.contains($0.old) }
        let deprecated = used.filter { deprecatedIn6.contains($0.old) }
        let change: String
        if used.isEmpty {
            change =
                "renames operators this code may call, keeping the old spellings deprecated"
                + list(renamed.filter { deprecatedIn6.contains($0.old) })
        } else if deprecated.isEmpty {
            change = "no longer has spellings this code uses" + list(removed)
        } else if removed.isEmpty {
            change = "deprecates spellings this code uses, which still build with warnings" + list(deprecated)
        } else {
            change =
                "no longer has spellings this code uses" + list(removed)
                + " and deprecates others, which still build with warnings" + list(deprecated)
        }
        let names = libraries.map { Markdown.list(["RxSwift"] + $0.used) } ?? "RxSwift, RxCocoa and RxRelay"
        var text =
            "Upgrade \(names) to 6.5 or later first, in a pull request of its own: RxSwift 6 "
            + change + ", and a `Single`'s `.error` event is `.failure`."
        if let unused = libraries?.unused, !unused.isEmpty {
            let them = unused.count == 1 ? "it" : "them"
            text +=
                " No file imports \(Markdown.list(unused.map(Markdown.code))): take \(them) out of the manifests in "
                + "that pull request rather than upgrading \(them)."
        }
        guard below5 else { return text }
        let timed = timeOperators.filter { symbols?.contains($0) ?? false }
        if !timed.isEmpty {
            text +=
                " RxSwift 5 made time intervals `DispatchTimeInterval`s: where this code passes seconds as a number to "
                + Markdown.list(timed.map(Markdown.code))
                + " (`throttle(0.5, scheduler: s)`), write `.milliseconds(500)` or `.seconds(1)`."
        }
        return text
            + " RxSwift 5 also renamed the element type `E` of `ObservableType` and its kin to `Element`: an extension "
            + "constrained by it (`extension ObservableType where E == Response`) or naming it (`Observable<E>`) says "
            + "`Element`; and it folded RxAtomic into RxSwift: where a target links `RxAtomic` (a framework, a pod), "
            + "remove it in that pull request."
    }

    /// RxSwift's operators that take a time interval (`RxTimeInterval`), a number of seconds before RxSwift 5; not
    /// `buffer` and `window`, whose names apps give their own operators (`buffer(count:)`).
    private static let timeOperators = [
        "throttle", "debounce", "delay", "delaySubscription", "timeout", "interval", "timer",
    ]

    /// Spellings RxSwift 6 no longer has or keeps only deprecated (`deprecatedIn6`), and what replaces each, as a
    /// first-party release renamed them (`rx_` stands for RxSwift 2's `rx_tap`, `rx_text`: `.rx.tap`).
    static let renamed: [(old: String, new: String)] = [
        ("addDisposableTo", "disposed(by:)"), ("bindTo", "bind(to:)"), ("bindNext", "bind(onNext:)"),
        ("subscribeNext", "subscribe(onNext:)"), ("subscribeError", "subscribe(onError:)"),
        ("subscribeCompleted", "subscribe(onCompleted:)"), ("driveNext", "drive(onNext:)"),
        ("Variable", "BehaviorRelay"), ("shareReplay", "share(replay:)"), ("rx_", "rx.tap"),
        ("catchError", "catch"), ("catchErrorJustReturn", "catchAndReturn"), ("observeOn", "observe(on:)"),
        ("subscribeOn", "subscribe(on:)"), ("takeUntil", "take(until:)"), ("elementAt", "element(at:)"),
        ("retryWhen", "retry(when:)"),
    ]

    /// RxSwift 6's own renames, whose old spellings it keeps deprecated (`@available(*, deprecated, renamed:
    /// "catch(_:)")`): code using them still builds, with warnings. Named when the code's spellings are not known or
    /// none is among them.
    private static let deprecatedIn6: Set<String> = [
        "catchError", "catchErrorJustReturn", "observeOn", "subscribeOn", "takeUntil", "elementAt", "retryWhen",
    ]

    /// What to do with RxSwift 6.0 to 6.4, after the version's description.
    private static let bridges = """
        has no `single.value` and `observable.values` (RxSwift 6.5): where async code awaits Rx code not migrated \
        yet, use the bridges `farewell scaffold` writes (`try await single.asAsync()`, `for try await value in \
        observable.asAsyncSequence()`), or upgrade RxSwift to 6.5 or later first.
        """

    /// The first commit pin when no version is stated (`deciding` is nil): what is installed is not known.
    private static func unknownPin(_ versions: [RxSwiftVersion]) -> RxSwiftVersion? {
        guard deciding(versions) == nil else { return nil }
        return versions.filter(\.isCommit).min()
    }
}
