import Testing

@testable import FarewellKit

/// A random app: modules with dependencies, files in every layer, tests, split-worthy files and API callers.
private func randomInventory(seed: UInt64) -> Inventory {
    var random = SplitMix(state: seed)
    let layers: [Layer] = [.infra, .data, .domain, .presentation, .ui, .unknown]
    let roles = ["Repository", "Cache", "UseCase", "ViewModel", "ViewController", "Service", "Client", ""]
    let moduleCount = Int.random(in: 1...5, using: &random)
    var files: [FileInventory] = []
    for module in 0..<moduleCount {
        for index in 0..<Int.random(in: 1...30, using: &random) {
            let role = roles.randomElement(using: &random) ?? ""
            let layer = layers.randomElement(using: &random) ?? .unknown
            var file = Fixture.file(
                "M\(module)/F\(index % 7)\(role)\(index).swift", "M\(module)", layer, count: 0)
            let declarations = Int.random(in: 1...4, using: &random)
            file.occurrences = (0..<declarations).flatMap { declaration in
                Fixture.occurrences(
                    Int.random(in: 0...40, using: &random), from: 100 * declaration + 1,
                    in: declaration == 0 ? nil : "T\(index).d\(declaration)()")
            }
            files.append(file)
        }
        files.append(Fixture.file("M\(module)Tests/F1\(roles[0])1Tests.swift", "M\(module)Tests", .test, isTest: true))
    }
    for index in files.indices where Int.random(in: 0..<4, using: &random) == 0 {
        let callers = (0..<Int.random(in: 1...14, using: &random)).compactMap { _ in
            files.randomElement(using: &random).map { SourceLocation(path: $0.path, line: 101) }
        }
        files[index].apis = [Fixture.api("api\(index)", in: nil, line: 1, callers: callers)]
    }
    let modules = (0..<moduleCount).map { module in
        Module(
            name: "M\(module)", kind: .swiftpm, manifest: "Package.swift",
            dependencies: (0..<module).filter { _ in Bool.random(using: &random) }.map { "M\($0)" },
            rxDependencies: [
                RxDependency(library: "RxSwift", location: SourceLocation(path: "Package.swift", line: 10 + module))
            ])
    }
    return Fixture.inventory(files.filter { !$0.occurrences.isEmpty }, modules: modules)
}

@Test(arguments: 1...16)
func randomAppsKeepEveryInvariant(seed: UInt64) throws {
    let inventory = randomInventory(seed: seed)
    let settings = PlanSettings(maxFiles: 5, maxPoints: 50)
    let plan = Planner(settings: settings).plan(inventory, previous: nil)
    #expect(plan.occurrenceKeys == inventory.occurrenceKeys)
    for task in plan.migrationTasks {
        #expect(task.files.count <= 5)
        #expect(task.points <= 50 || task.files.count == 1)
    }
    let byID = Dictionary(uniqueKeysWithValues: plan.tasks.map { ($0.id, $0) })
    for task in plan.tasks {
        for id in task.dependsOn {
            let dependency = try #require(byID[id])
            #expect(plan.waveIndex(dependency) <= plan.waveIndex(task))
        }
    }
    var order: [String] = []
    var remaining = plan.tasks
    while let ready = remaining.firstIndex(where: { $0.dependsOn.allSatisfy(order.contains) }) {
        order.append(remaining.remove(at: ready).id)
    }
    #expect(remaining.isEmpty, "a dependency cycle among \(remaining.map(\.id))")
    let replanned = Planner(settings: settings).plan(inventory, previous: plan.readBack)
    #expect(replanned.firstDifference(from: plan) == nil)
    var shuffled = inventory
    var random = SplitMix(state: seed &* 31)
    shuffled.files.shuffle(using: &random)
    #expect(Planner(settings: settings).plan(shuffled, previous: nil).firstDifference(from: plan) == nil)
}

extension Plan {
    /// The first task or wave that differs from `other`, shortly described; nil when the plans are equal.
    func firstDifference(from other: Plan) -> String? {
        if self == other { return nil }
        if waves != other.waves { return "waves \(waves.map(\.tasks)) vs \(other.waves.map(\.tasks))" }
        for (mine, theirs) in zip(tasks, other.tasks) where mine != theirs {
            return
                "\(mine.id): \(mine.title) \(mine.files.map(\.path)) \(mine.dependsOn) vs \(theirs.id): \(theirs.title) "
                + "\(theirs.files.map(\.path)) \(theirs.dependsOn)"
        }
        return "\(tasks.count) tasks vs \(other.tasks.count), baseline \(baseline) vs \(other.baseline)"
    }
}

@Test(arguments: 1...8)
func randomChangesKeepIdsAndProgress(seed: UInt64) throws {
    let before = randomInventory(seed: seed)
    let settings = PlanSettings(maxFiles: 5, maxPoints: 50)
    var previous = Planner(settings: settings).plan(before, previous: nil)
    var random = SplitMix(state: seed &+ 99)
    let statuses: [TaskStatus] = [.todo, .inProgress, .merged, .blocked]
    for index in previous.tasks.indices {
        previous.tasks[index].status = statuses.randomElement(using: &random) ?? .todo
        previous.tasks[index].pr = previous.tasks[index].status == .merged ? "#\(index)" : nil
    }
    var after = before
    after.files.removeAll { _ in Int.random(in: 0..<5, using: &random) == 0 }
    let added = randomInventory(seed: seed &+ 1000).files.map { file in
        var file = file
        file.path = "New/" + file.path
        return file
    }
    after.files += added.filter { _ in Bool.random(using: &random) }
    after.files.sort { $0.path < $1.path }
    let plan = Planner(settings: settings).plan(after, previous: previous.readBack)
    #expect(plan.occurrenceKeys == after.occurrenceKeys)
    #expect(plan.baseline == max(previous.baseline, after.occurrenceCount))
    let maxPrevious = previous.tasks.compactMap { TaskID.number($0.id) }.max() ?? 0
    for old in previous.tasks {
        let task = try #require(plan.task(old.id))
        #expect((task.slug, task.flag, task.pr) == (old.slug, old.flag, old.pr))
        // The title farewell gave an open migration task follows its scope when that changed; others are kept.
        if task.title != old.title {
            #expect(task.kind == .migration && !old.status.isFinished && task.hasOwnTitle && !task.files.isEmpty)
            #expect(
                task.files.map(\.path) != old.files.map(\.path)
                    || task.files.map(\.declarations) != old.files.map(\.declarations))
        }
        if old.status == .merged { #expect(task.status == .merged) }
        if task.kind == .migration, task.files.isEmpty, old.status != .merged { #expect(task.status == .done) }
    }
    for task in plan.tasks where (TaskID.number(task.id) ?? 0) > maxPrevious {
        #expect(task.status == .todo)
        #expect(task.files.allSatisfy { $0.path.hasPrefix("New/") })
    }
    #expect(Set(plan.tasks.map(\.id)).count == plan.tasks.count)
    let replanned = Planner(settings: settings).plan(after, previous: plan.readBack)
    #expect(replanned.firstDifference(from: plan) == nil)
}
