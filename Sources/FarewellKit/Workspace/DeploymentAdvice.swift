import Foundation

/// What the modules' deployment targets rule out among the replacements farewell suggests, for `rules.md`, the
/// foundation task and each task's recipes.
enum DeploymentAdvice {
    /// An API the recipes name, the oldest version of each platform that has it, the words that show a text
    /// suggests it, and what to do below those versions.
    struct Limit {
        var name: String
        var minimum: [String: [Int]]
        var markers: [String]
        var instead: String
        /// `need` for a name of several APIs.
        var verb = "needs"
        /// What to do instead where FarewellAsync is out of reach too, when that differs.
        var insteadWithoutFarewellAsync: String?
        /// What to do instead for modules that build for macOS alone, when `instead` names iOS.
        var insteadOnMacOS: String?
        /// Suggested for state a UI observes only: a task's own constructs must name it (`taskParagraph`'s
        /// `uiState`), not the general advice of its recipes.
        var uiStateOnly = false
    }

    static let concurrency = "Swift Concurrency (`async`/`await`, `Task`, `AsyncStream`)"
    static let farewellAsync =
        "FarewellAsync (`StateRelay`, `EventRelay`, `share(history:)`, `flatMapLatest`, `withLatestFrom`)"

    static let limits: [Limit] = [
        Limit(
            name: concurrency, minimum: ["iOS": [13], "macOS": [10, 15], "tvOS": [13], "watchOS": [6]], markers: [],
            instead: "raise the deployment target before this migration starts (the toolchain back-deploys the "
                + "concurrency runtime to iOS 13 and macOS 10.15)",
            insteadOnMacOS: "raise the deployment target before this migration starts (the toolchain back-deploys "
                + "the concurrency runtime to macOS 10.15)"),
        Limit(
            name: farewellAsync, minimum: ["iOS": [15], "macOS": [12]],
            markers: ["FarewellAsync", "StateRelay", "EventRelay", "share(history", "flatMapLatest", "withLatestFrom"],
            instead: "raise the target to iOS 15 (macOS 12) first, or keep state and events in Combine's "
                + "`CurrentValueSubject` and `PassthroughSubject` until it is raised",
            insteadOnMacOS: "raise the target to macOS 12 first, or keep state and events in Combine's "
                + "`CurrentValueSubject` and `PassthroughSubject` until it is raised"),
        Limit(
            name: "Foundation's async APIs (`NotificationCenter`'s `notifications(named:)`, `URLSession`'s "
                + "`data(for:)`)",
            minimum: ["iOS": [15], "macOS": [12], "tvOS": [15], "watchOS": [8]],
            markers: ["notifications(named:", "URLSession's `data(for:)`"],
            instead: "feed an `AsyncStream` from `addObserver(forName:object:queue:using:)`, removing the observer in "
                + "the stream's `onTermination`, and wrap `dataTask(with:completionHandler:)` in "
                + "`withCheckedThrowingContinuation`, until the target is raised",
            verb: "need"),
        Limit(
            name: "`Duration`, `Task.sleep(for:)` and the clocked operators of swift-async-algorithms (`debounce`, "
                + "`throttle`, `AsyncTimerSequence`)",
            minimum: ["iOS": [16], "macOS": [13], "tvOS": [16], "watchOS": [9]],
            markers: ["Duration", "sleep(for:", "debounce", "throttle", "AsyncTimerSequence"],
            instead: "sleep with `Task.sleep(nanoseconds:)` in a loop, or keep the timing on Combine "
                + "(`debounce(for:scheduler:)`, `Timer.publish`) until the target is raised",
            verb: "need"),
        Limit(
            name: "`@Observable` (Observation)", minimum: ["iOS": [17], "macOS": [14], "tvOS": [17], "watchOS": [10]],
            markers: ["@Observable"],
            instead: "keep UI state in an `ObservableObject` with `@Published` properties, or a `StateRelay`",
            insteadWithoutFarewellAsync: "keep UI state in an `ObservableObject` with `@Published` properties",
            uiStateOnly: true),
    ]

    /// A note of the catalog's that names `@Observable` to say it is no Rx, not to suggest it.
    static let observableNote = "`@Observable` is the Observation macro, never Rx."

    /// The lowest target of each platform over `modules`, sorted by platform.
    static func lowest(_ modules: [Module]) -> [DeploymentTarget] {
        DeploymentTarget.lowest(modules.flatMap(\.deploymentTargets))
    }

    /// The limits that `targets` fall below, each with the targets below it; only those whose markers `text`
    /// holds, when `text` is given (a limit without markers always counts), or, for a limit of UI state alone
    /// (`Limit.uiStateOnly`), those `uiState` holds, when it is given. The texts are searched as UTF-8 bytes, and only
    /// for a limit some target falls below: every task's recipes are asked.
    static func unmet(_ targets: [DeploymentTarget], mentionedIn text: String? = nil, uiState: String? = nil)
        -> [(limit: Limit, below: [DeploymentTarget])]
    {
        var textBytes: [UInt8]?
        var uiStateBytes: [UInt8]?
        let searched = { (uiStateOnly: Bool) -> [UInt8]? in
            if uiStateOnly, let uiState {
                if uiStateBytes == nil { uiStateBytes = UTF8Search.removing(observableNote, from: Array(uiState.utf8)) }
                return uiStateBytes
            }
            guard let text else { return nil }
            if textBytes == nil { textBytes = UTF8Search.removing(observableNote, from: Array(text.utf8)) }
            return textBytes
        }
        return limits.compactMap { limit in
            let below = targets.filter { target in limit.minimum[target.platform].map(target.isBelow) ?? false }
            guard !below.isEmpty else { return nil }
            if !limit.markers.isEmpty, let bytes = searched(limit.uiStateOnly),
                !limit.markers.contains(where: { UTF8Search.contains(bytes, $0) })
            {
                return nil
            }
            return (limit, below)
        }
    }

    /// `iOS 17`, `macOS 10.15`.
    static func version(_ components: [Int]) -> String { components.map(String.init).joined(separator: ".") }

    /// The task's paragraph: what its modules' targets rule out among its recipes; nil when nothing does or no
    /// manifest says. A module no target compiles (`AppTests (no target)`) builds for nothing, so it is not named.
    /// `uiState` is what the task's own constructs are replaced with where its code is UI code, empty elsewhere: only
    /// there does a limit of UI state alone (`@Observable`) count; without it, `recipes` tells for every limit.
    static func taskParagraph(modules: [Module], recipes: String, uiState: String? = nil) -> String? {
        let modules = modules.filter { !FolderFallback.isUnclaimed($0.name) }
        let targets = lowest(modules)
        let unmet = unmet(targets, mentionedIn: recipes, uiState: uiState)
        guard !unmet.isEmpty else { return nil }
        // Modules of the same targets together, the lowest first: each named with its own.
        let known = modules.filter { !$0.deploymentTargets.isEmpty }
        let groups = Dictionary(grouping: known, by: \.deploymentTargets).sorted {
            $0.key.lexicographicallyPrecedes($1.key)
        }
        let phrases = groups.enumerated().map { index, group in
            let names = group.value.map { Markdown.code($0.name) }.joined(separator: ", ")
            let verb = index > 0 ? "" : group.value.count == 1 && groups.count == 1 ? "builds " : "build "
            return "\(names) \(verb)for \(group.key.map(\.description).joined(separator: ", "))"
        }
        var text = "### Deployment target\n\n\(known.count == 1 ? "Module" : "Modules") "
        text += phrases.dropLast().joined(separator: ", ")
        text += (phrases.count > 1 ? " and " : "") + (phrases.last ?? "")
        text += ", older than some replacements here need:\n\n"
        return text + lines(unmet, macOSOnly: isMacOSOnly(modules))
    }

    /// The foundation task's paragraph: what the lowest targets of the modules holding Rx rule out of the async
    /// code and the polyfill it adds; nil when nothing does.
    static func foundationParagraph(modules: [Module]) -> String? {
        let targets = lowest(modules)
        let unmet = unmet(targets, mentionedIn: "FarewellAsync")
        guard !unmet.isEmpty else { return nil }
        let lowest = targets.map(\.description).joined(separator: ", ")
        return "## Deployment target\n\nThe modules holding Rx build for \(lowest) at the lowest:\n\n"
            + lines(unmet, macOSOnly: isMacOSOnly(modules))
    }

    /// The foundation task's paragraph on the Swift language version, where a module's Xcode targets build with Swift 3
    /// (`SWIFT_VERSION = 3.0`), which Xcode 10.2 and later no longer build, while `async`/`await` needs the Swift 5.5
    /// compiler (Xcode 13): the targets move to Swift 5 first. Nil when none does.
    static func swiftVersionParagraph(modules: [Module]) -> String? {
        let old = modules.compactMap { module -> (name: String, version: String)? in
            guard let lowest = module.swiftVersions.min(by: { major($0) < major($1) }), major(lowest) < 4 else {
                return nil
            }
            return (module.name, lowest)
        }
        guard !old.isEmpty else { return nil }
        let names = old.sorted { $0.name < $1.name }.map { "\(Markdown.code($0.name)) (`\($0.version)`)" }
        return "## Swift language version\n\nThe Xcode targets of \(Markdown.list(names)) build with Swift 3 "
            + "(`SWIFT_VERSION`), which Xcode 10.2 and later no longer build, while `async`/`await` needs the Swift 5.5 "
            + "compiler (Xcode 13). Move them to Swift 5 first, in a pull request of its own (Edit > Convert > To "
            + "Current Swift Syntax, then `SWIFT_VERSION = 5.0` in each configuration), before any task here starts.\n"
    }

    /// The major version of a `SWIFT_VERSION` value (`4` of `4.2`); 0 for one that is no number.
    private static func major(_ version: String) -> Int {
        Int(version.split(separator: ".").first ?? "") ?? 0
    }

    /// Whether every module builds for macOS alone (`UIFramework.of`), so the advice names no iOS version.
    static func isMacOSOnly(_ modules: [Module]) -> Bool { UIFramework.of(modules) == .appKit }

    /// `- <limit> needs iOS 17: <instead>.` for each; where FarewellAsync is out of reach, no advice names it; for
    /// modules that build for macOS alone, none names iOS.
    private static func lines(_ unmet: [(limit: Limit, below: [DeploymentTarget])], macOSOnly: Bool) -> String {
        let withoutFarewellAsync = unmet.contains { $0.limit.name == farewellAsync }
        return unmet.map { limit, below in
            let needs = below.map { "\($0.platform) \(version(limit.minimum[$0.platform] ?? []))" }
            var instead = withoutFarewellAsync ? limit.insteadWithoutFarewellAsync ?? limit.instead : limit.instead
            if macOSOnly, let onMacOS = limit.insteadOnMacOS { instead = onMacOS }
            return "- \(limit.name) \(limit.verb) \(needs.joined(separator: ", ")): \(instead).\n"
        }.joined()
    }

    /// The `rules.md` lines: the deployment targets of the modules that hold Rx, grouped by target, and what the
    /// lowest rules out; nil when no manifest says.
    static func rulesParagraph(modules: [Module]) -> String? {
        var groups: [[DeploymentTarget]: [String]] = [:]
        for module in modules where !module.deploymentTargets.isEmpty {
            groups[module.deploymentTargets, default: []].append(module.name)
        }
        guard !groups.isEmpty else { return nil }
        var text = "The modules holding Rx, by the manifests (or `deploymentTargets` in `farewell.json`):\n\n"
        for (targets, names) in groups.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            let count = names.count > 7 ? 6 : names.count
            let shown = names.sorted().prefix(count).map(Markdown.code).joined(separator: ", ")
            let more = names.count > count ? " and \(names.count - count) more" : ""
            text += "- \(targets.map(\.description).joined(separator: ", ")): \(shown)\(more)\n"
        }
        let unmet = unmet(lowest(modules))
        if !unmet.isEmpty {
            text += "\nSome of them are older than what replacements need; the tasks of those modules say what "
            text += "to use instead:\n\n" + lines(unmet, macOSOnly: isMacOSOnly(modules))
        }
        return text
    }
}
