import Testing

@testable import FarewellKit

@Test func replanningTheSameInventoryChangesNothing() {
    let inventory = Fixture.midSize()
    let first = Planner().plan(inventory, previous: nil)
    #expect(Planner().plan(inventory, previous: first) == first)
    #expect(Planner().plan(inventory, previous: first.readBack) == first)
    #expect(Planner().plan(inventory, previous: first.bareReadBack) == first)
}

@Test func aTaskWhoseFileIsDeletedBecomesDoneStillListingItAndNoIdMoves() throws {
    let inventory = Fixture.midSize()
    let first = Planner().plan(inventory, previous: nil)
    let banner = try #require(first.tasks(holding: "Modules/Feed/Sources/UI/FeedBanner.swift").first)
    var smaller = inventory
    smaller.files.removeAll { $0.path == "Modules/Feed/Sources/UI/FeedBanner.swift" }
    let second = Planner().plan(smaller, previous: first.readBack)
    #expect(second.tasks.map(\.id) == first.tasks.map(\.id))
    let emptied = try #require(second.task(banner.id))
    #expect(emptied.status == .done && emptied.slug == banner.slug)
    #expect(emptied.files == [TaskFile(path: "Modules/Feed/Sources/UI/FeedBanner.swift", occurrences: [])])
    for task in second.tasks where task.id != banner.id {
        #expect(task.files.map(\.path) == first.task(task.id)?.files.map(\.path))
    }
    #expect(second.baseline == first.baseline)
    #expect(second.occurrenceKeys == smaller.occurrenceKeys)
}

@Test func aMergedTaskStaysMergedWhenItsCodeIsGone() throws {
    let inventory = Fixture.midSize()
    let first = Planner().plan(inventory, previous: nil)
    let task = try #require(first.tasks(holding: "Modules/Core/Sources/UI/CoreBanner.swift").first)
    var smaller = inventory
    smaller.files.removeAll { $0.path == "Modules/Core/Sources/UI/CoreBanner.swift" }
    let second = Planner().plan(smaller, previous: first.with(task.id, status: .merged, pr: "#42").readBack)
    #expect(second.task(task.id)?.status == .merged)
    #expect(second.task(task.id)?.pr == "#42")
}

@Test func statusPRFlagTitleAndSlugSurviveAReplan() throws {
    let inventory = Fixture.midSize()
    var first = Planner().plan(inventory, previous: nil).with(
        "T-004", status: .inReview, pr: "https://example.com/pr/7")
    let index = try #require(first.tasks.firstIndex { $0.id == "T-004" })
    first.tasks[index].title = "Core data, by hand"
    first.tasks[index].slug = "core-data"
    first.tasks[index].flag = "legacy_flag"
    let second = Planner().plan(inventory, previous: first.readBack)
    let task = try #require(second.task("T-004"))
    #expect(task.status == .inReview && task.pr == "https://example.com/pr/7")
    #expect(task.title == "Core data, by hand" && task.slug == "core-data" && task.flag == "legacy_flag")
    #expect(task.files.map(\.path) == first.tasks[index].files.map(\.path))
}

@Test func aNewFileJoinsAnOpenTaskOfItsModuleAndLayerWithRoom() throws {
    let files = [Fixture.file("Net/Client.swift", "Net", .infra), Fixture.file("Net/Socket.swift", "Net", .infra)]
    let first = Planner().plan(Fixture.inventory(files), previous: nil)
    let added = Fixture.inventory(files + [Fixture.file("Net/Reachability.swift", "Net", .infra)])
    let second = Planner().plan(added, previous: first.readBack)
    #expect(second.tasks.map(\.id) == first.tasks.map(\.id))
    #expect(second.tasks(holding: "Net/Reachability.swift").map(\.id) == ["T-003"])
    #expect(second.task("T-003")?.files.count == 3)
}

@Test func aNewFileWithoutAnOpenTaskWithRoomGetsTheNextId() throws {
    let files = [Fixture.file("Net/Client.swift", "Net", .infra), Fixture.file("Net/Socket.swift", "Net", .infra)]
    let settings = PlanSettings(maxFiles: 2)
    let first = Planner(settings: settings).plan(Fixture.inventory(files), previous: nil)
    #expect(first.tasks.map(\.id) == ["T-001", "T-002", "T-003", "T-004"])
    let added = Fixture.inventory(files + [Fixture.file("Net/Reachability.swift", "Net", .infra)])
    let second = Planner(settings: settings).plan(added, previous: first.readBack)
    let task = try #require(second.tasks(holding: "Net/Reachability.swift").first)
    #expect(task.id == "T-005" && task.status == .todo && task.flag == "rx_migration_t_005")
    #expect(task.wave == second.task("T-003")?.wave)
    #expect(second.task("T-004")?.kind == .cleanup)
}

@Test func aNewFileSkipsATaskAlreadyInProgress() throws {
    let files = [Fixture.file("Net/Client.swift", "Net", .infra)]
    let first = Planner().plan(Fixture.inventory(files), previous: nil).with("T-003", status: .inProgress)
    let added = Fixture.inventory(files + [Fixture.file("Net/Socket.swift", "Net", .infra)])
    let second = Planner().plan(added, previous: first.readBack)
    #expect(second.tasks(holding: "Net/Socket.swift").map(\.id) == ["T-005"])
}

@Test func aNewTestFileJoinsTheTaskOfTheCodeItTests() throws {
    let code = [Fixture.file("Net/Client.swift", "Net", .infra), Fixture.file("Net/Socket.swift", "Net", .infra)]
    let first = Planner(settings: PlanSettings(maxFiles: 2)).plan(Fixture.inventory(code), previous: nil)
    let test = Fixture.file("Tests/NetTests/SocketTests.swift", "NetTests", .test, isTest: true)
    let second = Planner(settings: PlanSettings(maxFiles: 3)).plan(
        Fixture.inventory(code + [test]), previous: first.readBack)
    #expect(second.tasks(holding: test.path).map(\.id) == second.tasks(holding: "Net/Socket.swift").map(\.id))
}

@Test func aSplitFileKeepsItsPartsAndNewDeclarationsGoToTheFirstOpenPart() throws {
    var big = Fixture.file("UI/FeedViewModel.swift", "UI", .presentation, count: 0)
    big.occurrences =
        Fixture.occurrences(40, from: 10, in: "A.bind()") + Fixture.occurrences(40, from: 60, in: "A.load()")
    let first = Planner(settings: PlanSettings(maxPoints: 60)).plan(Fixture.inventory([big]), previous: nil)
    #expect(first.migrationTasks.map { $0.files.map(\.declarations) } == [[["A.bind()"]], [["A.load()"]]])
    var changed = big
    changed.occurrences =
        Fixture.occurrences(2, from: 1) + Fixture.occurrences(40, from: 60, in: "A.load()")
        + Fixture.occurrences(3, from: 120, in: "A.extra()")
    let previous = first.with("T-003", status: .merged).readBack
    let second = Planner(settings: PlanSettings(maxPoints: 60)).plan(Fixture.inventory([changed]), previous: previous)
    // The merged part still names its declaration, with no Rx left.
    #expect(second.task("T-003")?.status == .merged)
    #expect(
        second.task("T-003")?.files == [
            TaskFile(path: "UI/FeedViewModel.swift", declarations: ["A.bind()"], occurrences: [])
        ])
    #expect(second.task("T-004")?.files.map(\.declarations) == [["A.load()", "A.extra()"]])
    #expect(second.task("T-004")?.occurrenceCount == 45)
}

@Test func foundationAndCleanupTasksKeepTheirIdsAndWavesKeepTheirRetro() throws {
    let inventory = Fixture.midSize()
    var first = Planner().plan(inventory, previous: nil).with("T-001", status: .merged, pr: "#1")
    first.waves[0].retroDone = true
    var bigger = inventory
    bigger.files.append(Fixture.file("Modules/Zed/Sources/ZedClient.swift", "Zed", .infra))
    let second = Planner().plan(bigger, previous: first.readBack)
    #expect(second.task("T-001")?.status == .merged && second.task("T-001")?.pr == "#1")
    let oldCleanup = try #require(first.tasks.first { $0.kind == .cleanup })
    #expect(second.task(oldCleanup.id)?.kind == .cleanup)
    #expect(second.waves[0].retroDone)
    let zed = try #require(second.tasks(holding: "Modules/Zed/Sources/ZedClient.swift").first)
    #expect(TaskID.number(zed.id) == first.tasks.count + 1)
    // A module of no manifest gets a cleanup of its own, which lists its flags, and the old one keeps its id.
    #expect(second.tasks.filter { $0.kind == .cleanup }.map(\.title) == ["Cleanup: Package.swift", "Cleanup: Zed"])
    let zedCleanup = try #require(second.tasks.first { $0.kind == .cleanup && $0.module == "Zed" })
    #expect(zedCleanup.dependsOn.contains(zed.id) && second.task(oldCleanup.id)?.dependsOn.contains(zed.id) == false)
    let context = WorkspaceContext(plan: second, modules: bigger.modules)
    #expect(TaskCleanupSection.removals(zedCleanup, context: context).contains(zed.flag))
}

@Test func aWaveKeepsItsRetroInItsSlotWhenAWaveComesAheadOrItsTitleChanges() {
    let data = Fixture.file("App/UserRepository.swift", "App", .data)
    let screen = Fixture.file("App/HomeViewModel.swift", "App", .presentation)
    var first = Planner().plan(Fixture.inventory([screen]), previous: nil)
    first.waves[1].retroDone = true
    let second = Planner().plan(Fixture.inventory([data, screen]), previous: first.readBack)
    let retro = { (plan: Plan) in plan.waves.map { "\($0.id) \($0.title) \($0.retroDone ? "done" : "pending")" } }
    #expect(
        retro(second) == ["W0 Foundation pending", "W1 Data pending", "W2 Presentation done", "W3 Cleanup pending"])
    var marked = second
    marked.waves[1].retroDone = true
    let client = Fixture.file("App/APIClient.swift", "App", .infra)
    let third = Planner().plan(Fixture.inventory([client, data, screen]), previous: marked.readBack)
    #expect(
        retro(third) == [
            "W0 Foundation pending", "W1 Infra and data done", "W2 Presentation done", "W3 Cleanup pending",
        ])
}

@Test func wavesKeepTheirIdsAndSlugsWhileTheirCodeGoesAway() {
    let inventory = Fixture.midSize()
    let first = Planner().plan(inventory, previous: nil)
    var migrated = inventory
    migrated.files.removeAll { $0.layer == .ui || $0.layer == .infra }
    let second = Planner().plan(migrated, previous: first.readBack)
    #expect(second.waves.map(\.id) == first.waves.map(\.id))
    #expect(second.waves.map(\.slug) == first.waves.map(\.slug))
    #expect(second.waves.map(\.tasks) == first.waves.map(\.tasks))
    let ui = second.migrationTasks.filter { $0.layer == .ui }
    // Done, each still lists the files it was planned with, which hold no Rx.
    #expect(ui.count == 5 && ui.allSatisfy { $0.status == .done && $0.occurrenceCount == 0 })
    #expect(ui.map { $0.files.map(\.path) } == ui.map { first.task($0.id)?.files.map(\.path) ?? [] })
}

/// A carried task whose file a newer scan gives another module takes that module: here `App (no target)`, files no
/// target compiles: the untouched task takes its title prefix and keeps its flag, which a cleanup of that module
/// removes, and the old module's cleanup, which no file needs any more, is done. The app's cleanup follows neither.
@Test func aCarriedTaskTakesTheModuleANewerScanGivesItsFiles() throws {
    let app = [Fixture.file("App/Home.swift", "App", .ui), Fixture.file("App/Feed.swift", "App", .presentation)]
    let stray = Fixture.file("App/Old/Preview.swift", "Examples", .unknown)
    let modules = [Module(name: "Examples", kind: .folder, isTest: false)]
    let first = Planner().plan(Fixture.inventory(app + [stray], modules: modules), previous: nil)
    let strayTask = try #require(first.tasks(holding: stray.path).first)
    var moved = stray
    moved.module = "App (no target)"
    let movedModules = [Module(name: "App (no target)", kind: .folder, isTest: false)]
    let summary = { (plan: Plan) in
        plan.tasks.filter { $0.kind != .foundation }.map {
            "\($0.id) \($0.kind) [\($0.module)] \($0.status.rawValue) \"\($0.title)\" flag=\($0.flag) after=\($0.dependsOn)"
        }
    }
    #expect(
        summary(first) == [
            #"T-003 migration [App] todo "App: Feed" flag=rx_migration_t_003 after=["T-001", "T-002"]"#,
            #"T-004 migration [Examples] todo "Examples: Preview" flag=rx_migration_t_004 after=["T-001", "T-002"]"#,
            #"T-005 migration [App] todo "App: Home" flag=rx_migration_t_005 after=["T-001", "T-002"]"#,
            #"T-006 cleanup [App] todo "Cleanup: App" flag= after=["T-001", "T-002", "T-003", "T-005"]"#,
            #"T-007 cleanup [Examples] todo "Cleanup: Examples" flag= after=["T-001", "T-002", "T-004"]"#,
        ])
    let second = Planner().plan(Fixture.inventory(app + [moved], modules: movedModules), previous: first.readBack)
    #expect(strayTask.id == "T-004")
    #expect(
        summary(second) == [
            #"T-003 migration [App] todo "App: Feed" flag=rx_migration_t_003 after=["T-001", "T-002"]"#,
            #"T-004 migration [App (no target)] todo "App (no target): Preview" flag=rx_migration_t_004 after=["T-001", "T-002"]"#,
            #"T-005 migration [App] todo "App: Home" flag=rx_migration_t_005 after=["T-001", "T-002"]"#,
            #"T-006 cleanup [App] todo "Cleanup: App" flag= after=["T-001", "T-002", "T-003", "T-005"]"#,
            #"T-007 cleanup [Examples] done "Cleanup: Examples" flag= after=["T-001", "T-002"]"#,
            #"T-008 cleanup [App (no target)] todo "Cleanup: App (no target)" flag= after=["T-001", "T-002", "T-004"]"#,
        ])
    // The flag it keeps (a person may have set it up already) is removed by a cleanup; planning again changes nothing.
    let again = Planner().plan(Fixture.inventory(app + [moved], modules: movedModules), previous: second.readBack)
    #expect(summary(again) == summary(second))
    let working = first.with(strayTask.id, status: .inProgress)
    let third = Planner().plan(Fixture.inventory(app + [moved], modules: movedModules), previous: working.readBack)
    #expect(
        summary(third)[1]
            == #"T-004 migration [App (no target)] in-progress "Examples: Preview" flag=rx_migration_t_004 "#
            + #"after=["T-001", "T-002"]"#)
    #expect(summary(third).dropFirst(2) == summary(second).dropFirst(2))
}

/// A cleanup whose manifest moved keeps its id through its slug, and another cleanup of the same short name, whose
/// manifest stayed, keeps its own: keys are matched before slugs.
@Test func aMovedManifestsCleanupKeepsItsIDBesideOneOfTheSameShortName() throws {
    func plan(zedCartfile: String, previous: Plan?) -> Plan {
        let line = { (path: String) in RxDependency(library: "RxSwift", location: SourceLocation(path: path, line: 1)) }
        let modules = [
            Module(
                name: "Mid", kind: .xcode, manifest: "M/App/App.xcodeproj/project.pbxproj",
                rxDependencies: [line("M/App/Cartfile")]),
            Module(
                name: "Zed", kind: .xcode, manifest: "Z/App/App.xcodeproj/project.pbxproj",
                rxDependencies: [line(zedCartfile)]),
        ]
        let inventory = Fixture.inventory(
            [Fixture.file("M/App/Mid.swift", "Mid", .data), Fixture.file("Z/App/Zed.swift", "Zed", .data)],
            modules: modules)
        return Planner().plan(inventory, previous: previous)
    }
    let first = plan(zedCartfile: "Z/App/Cartfile", previous: nil)
    let cleanups = { (plan: Plan) in
        plan.tasks.filter { $0.kind == .cleanup }.map { "\($0.id) \($0.slug) \($0.files.map(\.path))" }.sorted()
    }
    // A Cartfile's line is no module's: each project's cleanup removes its module's flag.
    #expect(
        cleanups(first) == [
            #"T-005 cleanup-app-cartfile ["M/App/Cartfile"]"#, #"T-006 cleanup-app-cartfile ["Z/App/Cartfile"]"#,
            #"T-007 cleanup-mid ["M/App/App.xcodeproj/project.pbxproj"]"#,
            #"T-008 cleanup-zed ["Z/App/App.xcodeproj/project.pbxproj"]"#,
        ])
    let second = plan(zedCartfile: "A/App/Cartfile", previous: first)
    // Zed's Cartfile cleanup keeps T-006 though its Cartfile moved; Mid's keeps T-005; the projects' keep theirs.
    #expect(
        cleanups(second) == [
            #"T-005 cleanup-app-cartfile ["M/App/Cartfile"]"#, #"T-006 cleanup-app-cartfile ["A/App/Cartfile"]"#,
            #"T-007 cleanup-mid ["M/App/App.xcodeproj/project.pbxproj"]"#,
            #"T-008 cleanup-zed ["Z/App/App.xcodeproj/project.pbxproj"]"#,
        ])
}

/// A task planned when its files' layer was unknown takes the layer a later scan gives them (a RIBs component, once
/// classified as presentation), so its front matter and heading stop saying `unknown`; a task planned with a known
/// layer keeps it (a split screen's view controller stays in presentation).
@Test func aTaskPlannedAsUnknownTakesTheLayerItsFilesHaveNow() throws {
    let inventory = Fixture.midSize()
    let first = Planner().plan(inventory, previous: nil)
    let task = try #require(first.tasks.first { $0.kind == .migration && $0.layer == .presentation })
    var earlier = first
    let index = try #require(earlier.tasks.firstIndex { $0.id == task.id })
    earlier.tasks[index].layer = .unknown
    let second = Planner().plan(inventory, previous: earlier.readBack)
    #expect(second.task(task.id)?.layer == .presentation)
    // Known layers stay as planned.
    var other = first
    let data = try #require(other.tasks.firstIndex { $0.kind == .migration && $0.layer == .data })
    other.tasks[data].layer = .infra
    #expect(Planner().plan(inventory, previous: other.readBack).task(other.tasks[data].id)?.layer == .infra)
}

/// A split file's private helpers follow their first caller in each part (`Big.m0()` then `Big.helper0()`), and a
/// re-plan with that plan as the previous one (what `plan --check` reads right after `plan`) keeps that order: it
/// gives the same plan and writes the same files, byte for byte.
@Test func replanningASplitFileKeepsEachPrivateHelperAfterItsCaller() throws {
    let callers = (0..<30).map {
        "    func m\($0)() -> Observable<Int> { helper\($0)().map { $0 + 1 }.filter { $0 > 0 }"
            + ".distinctUntilChanged().share(replay: 1) }"
    }
    let helpers = (0..<30).map {
        "    func helper\($0)() -> Observable<Int> { input.asObservable().map { $0 }.filter { $0 > 1 }.take(1)"
            + ".observe(on: MainScheduler.instance) }"
    }
    let source = """
        import RxSwift

        final class Big {
            let input = PublishSubject<Int>()
        \(callers.joined(separator: "\n"))
        }

        fileprivate extension Big {
        \(helpers.joined(separator: "\n"))
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/App/Big.swift": source]))
        .scan(root: "/repo")
    let first = Planner().plan(inventory, previous: nil)
    let declarations = { (plan: Plan) in
        plan.tasks(holding: "App/Big.swift").map { $0.files.flatMap { $0.declarations ?? [] } }
    }
    let pairs = { (range: Range<Int>) in range.flatMap { ["Big.m\($0)()", "Big.helper\($0)()"] } }
    // The second part names the subject the first keeps for its helpers too: it deletes it (`KeptMember`).
    #expect(declarations(first) == [["Big.input"] + pairs(0..<16), ["Big.input"] + pairs(16..<30)])
    let fileSystem = try WorkspaceReplanTests.writtenWorkspace(WorkspaceContext(plan: first))
    let previous = try #require(try WorkspaceReader(fileSystem: fileSystem).read("/ws").plan)
    let second = Planner().plan(inventory, previous: previous)
    #expect(declarations(second) == declarations(first))
    #expect(second == first)
    let (changes, _) = try WorkspaceReplanTests.update(WorkspaceContext(plan: second), in: fileSystem)
    #expect(changes.filter { $0.status != .unchanged }.map(\.path) == [])
    let render = { (plan: Plan) in WorkspaceRenderer.documents(context: WorkspaceContext(plan: plan)).map(\.text) }
    #expect(render(second) == render(first))
    #expect(Planner().plan(inventory, previous: first) == first)
}

/// A part holding a method and the type it reads, written after it, lists the type first in every plan: a re-plan
/// keeps the order the first plan cut the parts in (`DeclarationOrder.readFirst`), not source order.
@Test func replanningASplitFileKeepsTheTypesAMethodReadsFirst() throws {
    let binds = (0..<4).map { "        _ = Observable.just(\($0)).filter { $0 > 0 }" }
    let loads = (0..<20).map { "        _ = Observable.just(\($0)).map { $0 + 1 }" }
    let source = """
        import RxSwift

        final class FeedViewModel {
            func bind(state: State) {
        \(binds.joined(separator: "\n"))
            }

            struct State {
        \((0..<5).map { "        let s\($0): Observable<Int>" }.joined(separator: "\n"))
            }

            func load() {
        \(loads.joined(separator: "\n"))
            }
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/App/FeedViewModel.swift": source]))
        .scan(root: "/repo")
    let planner = Planner(settings: PlanSettings(maxPoints: 60))
    let first = planner.plan(inventory, previous: nil)
    let declarations = { (plan: Plan) in
        plan.tasks(holding: "App/FeedViewModel.swift").map { $0.files.map(\.declarations) }
    }
    #expect(
        declarations(first) == [
            [(0..<5).map { "FeedViewModel.State.s\($0)" } + ["FeedViewModel.bind(state:)"]], [["FeedViewModel.load()"]],
        ])
    let second = planner.plan(inventory, previous: first.readBack)
    #expect(declarations(second) == declarations(first))
    #expect(second == first)
}

/// The baseline is the most Rx the plan has seen: a re-plan counting more than it (new Rx code, or a catalog that
/// learnt a construct it did not count before) raises it to today's count, written in every wave file and read back
/// from there, and a re-plan counting less leaves it where it was.
@Test func aReplanCountingMoreRxThanTheBaselineRaisesItAndNeverLowersIt() throws {
    let files = [Fixture.file("Net/Client.swift", "Net", .infra), Fixture.file("Net/Socket.swift", "Net", .infra)]
    let first = Planner().plan(Fixture.inventory(files), previous: nil)
    #expect(first.baseline == 6)
    var grown = files
    grown[0].occurrences = Fixture.occurrences(7)
    let fileSystem = InMemoryFileSystem()
    for document in WorkspaceRenderer.documents(context: WorkspaceContext(plan: first)) {
        try fileSystem.write(document.text, to: "/ws/" + document.path)
    }
    let readBack = try #require(try WorkspaceReader(fileSystem: fileSystem).read("/ws").plan)
    let second = Planner().plan(Fixture.inventory(grown), previous: readBack)
    #expect(second.baseline == 10)
    #expect(second.tasks.map(\.id) == first.tasks.map(\.id))
    let waveFiles = WorkspaceRenderer.documents(context: WorkspaceContext(plan: second))
        .filter { $0.path.hasPrefix("waves/") }
    #expect(!waveFiles.isEmpty && waveFiles.allSatisfy { $0.text.contains("\nbaseline: 10\n") })
    var shrunk = files
    shrunk[0].occurrences = Fixture.occurrences(1)
    #expect(Planner().plan(Fixture.inventory(shrunk), previous: second.readBack).baseline == 10)
}
