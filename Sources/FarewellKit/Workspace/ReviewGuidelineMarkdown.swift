/// Renders `review-guideline.md`: the checklist a reviewer (or a review bot) applies to a migration pull
/// request, derived from the rules. The checklist is one generated region.
package enum ReviewGuidelineMarkdown {
    package static let region = "checklist"

    package static func render(context: WorkspaceContext) -> String {
        """
        # Review guideline

        Apply this checklist to every migration pull request. The task file named by the `[T-…]` id in the \
        title says what is in scope.

        """ + "\n" + GeneratedRegions.wrap(region, checklist(context.settings))
    }

    static func checklist(_ settings: PlanSettings) -> String {
        let items = [
            "The title starts with the task id (`[T-012] …`) and the branch is `farewell/T-012-<slug>`.",
            "The diff stays in the task's scope, plus `+Rx.swift` and `+Async.swift` files and flag plumbing; no unrelated refactors.",
            "No Rx left in scope: `farewell verify T-012` exits 0 and no new `import RxSwift` appears outside the "
                + "`+Rx.swift` files that keep the old path and the shims.",
            "Replay is kept where state needs it: a former `BehaviorRelay` or `share(replay: 1)` became "
                + "`StateRelay`/`share(history: 1)`, never a bare `AsyncStream`; event streams do not replay.",
            "Every stream iterated in more than one place is shared (`share()`).",
            "Cancellation is wired to the owner's lifetime: each stored `Task` is cancelled in `deinit` (or on "
                + "deactivation), captures `self` weakly, and `CancellationError` is not reported as a failure.",
            "UI updates run on the main actor (`@MainActor`), not through `DispatchQueue.main`.",
            "Shims are kept for callers outside the task (the task's Boundary), wrap the async core, and "
                + "cancel the task when the Rx subscription is disposed.",
            "The flag `\(settings.flagPrefix)<task id>` is in place: off keeps the old Rx path unchanged, on runs "
                + "the new path, and both were tested.",
            "Errors keep their paths: every `onError` became a `catch` that does the same thing.",
            "The task file's `## Lessons` has been filled in.",
        ]
        return "## Checklist\n\n" + items.map { "- [ ] \($0)" }.joined(separator: "\n") + "\n"
    }
}
