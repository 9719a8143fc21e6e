/// The `## Goal` section of a task file, by kind of task.
enum TaskGoalSection {
    /// What a task of files no target compiles says first, flagged or not.
    private static let unclaimedLead =
        "No target compiles these files: they lie beside a target's files, but no manifest lists them. Check that "
        + "nothing builds them (a target's file list, a build script); if nothing does, delete them instead of "
        + "migrating them"

    static func goal(_ task: PlanTask, context: WorkspaceContext) -> String {
        var text: String
        switch task.kind {
        case .foundation: text = foundation(task)
        case .migration where task.flag.isEmpty && FolderFallback.isUnclaimed(task.module):
            text =
                unclaimedLead + ": nothing ships them, so no feature flag guards this task. If a target should "
                + "compile them, add them to it and migrate them with the Recipes, behind a flag of your own."
        case .migration
        where task.flag.isEmpty && context.modules.contains(where: { $0.name == task.module && $0.isDemoApp }):
            text = """
                Move the Rx code in scope (module \(Markdown.code(task.module)), a demo app of its feature) to Swift \
                Concurrency without changing behaviour, calling the async APIs the tasks it depends on added. A demo \
                app never ships, so no feature flag guards this task: replace the Rx code in place.
                """
        case .migration where task.flag.isEmpty && task.deletesOnlyDeadCode:
            text = """
                Delete the code in scope that nothing uses (each row says so): no code path changes, so no feature \
                flag guards this task.
                """
        case .migration where task.flag.isEmpty && task.movesOnlyOperators:
            text = """
                Move the operators in scope, which Rx chains in other tasks call, unchanged into the `+Rx.swift` \
                files their rows name (Boundary): they have no async version and nothing else changes, so no \
                feature flag guards this task. The callers' tasks move off them; the cleanup wave deletes them.
                """
        case .migration where task.flag.isEmpty:
            let place = task.module.isEmpty ? "" : " of module \(Markdown.code(task.module))"
            text = """
                Move the test code in scope\(place) (tests, test doubles) off Rx (RxTest, RxBlocking, subscriptions) \
                to async tests of the same behaviour: `await` a result, collect the first values of a sequence with \
                `prefix(n)`, and test the async APIs the tasks they depend on added. Tests never ship, so no \
                feature flag guards this task; where the code under test still has its old Rx path behind a flag, \
                test the new path.
                """
        case .migration:
            let place = task.module.isEmpty ? "" : "module \(Markdown.code(task.module)), "
            text = """
                Move the Rx code in scope (\(place)\(task.layer.rawValue) layer) to Swift Concurrency without \
                changing behaviour. The new async path runs when \(Markdown.code(task.flag)) is on, the old Rx \
                path when it is off. Callers outside this task keep working through the shims listed under Boundary.
                """
            // Tests planned with the code they test: no production recipe fits them.
            let tests = testFiles(of: task, context: context)
            if !tests.isEmpty {
                text +=
                    "\n\nIts test code (\(tests.map { Markdown.code(Path.lastComponent($0)) }.joined(separator: ", ")))"
                    + " is no production code, whatever its rows' recipes say: tests become async tests of the same "
                    + "behaviour (`await` a result, collect the first values of a sequence with `prefix(n)`; no "
                    + "expectations, `DisposeBag` or schedulers for their subscriptions), test doubles implement the "
                    + "async members, and the tests cover the new path (with the flag on, as the Steps run them on and "
                    + "off)."
            }
            // A task planned before such tasks had no flag keeps its flag.
            if FolderFallback.isUnclaimed(task.module) {
                text +=
                    "\n\n" + unclaimedLead + ", and the flag guards nothing. If a target should compile them, add them "
                    + "to it and migrate them as below."
            }
        case .cleanup: text = cleanup(task, context: context)
        }
        return "## Goal\n\n" + text + "\n"
    }

    /// The paths of `task`'s files that a test module compiles, beside code that ships.
    static func testFiles(of task: PlanTask, context: WorkspaceContext) -> [String] {
        let testModules = Set(context.modules.filter(\.isTest).map(\.name))
        guard !testModules.isEmpty else { return [] }
        let paths = task.files.map(\.path).filter { context.fileModules[$0].map(testModules.contains) ?? false }
        return paths.count < task.files.count ? paths : []
    }

    /// What a foundation task sets up, from its slug: `flag` means the flag plumbing, `bridge` or `polyfill`
    /// the polyfills and bridges, anything else both.
    static func foundationParts(_ task: PlanTask) -> (polyfills: Bool, flags: Bool) {
        if task.slug.contains("flag") { return (false, true) }
        if task.slug.contains("bridge") || task.slug.contains("polyfill") { return (true, false) }
        return (true, true)
    }

    /// Foundation tasks named for flags set up the flag plumbing; the others the polyfills and bridges.
    private static func foundation(_ task: PlanTask) -> String {
        let polyfills = """
            make the FarewellAsync polyfills (`share(history:)`, `StateRelay`, `EventRelay`, `flatMapLatest`, \
            `withLatestFrom`) and the bridges available, either as the FarewellAsync package dependency or by \
            running `farewell scaffold` to copy them into the project
            """
        let flags = """
            add the feature-flag plumbing every migration task uses (one boolean per task, off by default, \
            switchable without a release, readable where code branches)
            """
        let parts = foundationParts(task)
        let work = [parts.polyfills ? polyfills : nil, parts.flags ? flags : nil].compactMap { $0 }.joined(
            separator: ", and ")
        return
            "Prepare the codebase so every migration task can start: \(work). Do not migrate any Rx code in this task."
    }
}
