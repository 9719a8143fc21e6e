@testable import FarewellKit

/// Concise inventories for planner tests.
enum Fixture {
    /// `count` occurrences on lines 1..., in `enclosing` (or at file scope).
    static func occurrences(_ count: Int, from line: Int = 1, in enclosing: String? = nil) -> [Occurrence] {
        (0..<count).map { occurrence(line + $0, in: enclosing) }
    }

    /// An `Observable` on `line`, in `enclosing` (or at file scope).
    static func occurrence(_ line: Int, in enclosing: String?, column: Int = 5) -> Occurrence {
        Occurrence(
            line: line, column: column, symbol: "Observable", construct: "Observable", category: .streamType,
            enclosing: enclosing)
    }

    static func file(
        _ path: String, _ module: String, _ layer: Layer, count: Int = 3, isTest: Bool = false, apis: [RxAPI] = [],
        types: [String] = []
    ) -> FileInventory {
        FileInventory(
            path: path, module: module, layer: layer, isTest: isTest, lines: 100, imports: ["RxSwift"],
            occurrences: occurrences(count), apis: apis, types: types)
    }

    /// The scan of a repository at `/repo` made of `files` (absolute path -> text).
    static func scanned(_ files: [String: String]) throws -> Inventory {
        try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    /// An inventory of `files`; modules not given are added as plain SwiftPM modules.
    static func inventory(_ files: [FileInventory], modules: [Module] = []) -> Inventory {
        var all = modules
        for name in Set(files.map(\.module)).sorted() where !all.contains(where: { $0.name == name }) {
            all.append(Module(name: name, kind: .swiftpm, isTest: name.hasSuffix("Tests")))
        }
        return Inventory(
            files: files.sorted { $0.path < $1.path }, modules: all.sorted { $0.name < $1.name },
            scannedFiles: files.count, scannedLines: files.count * 100)
    }

    static func api(_ name: String, in container: String?, line: Int, callers: [SourceLocation]) -> RxAPI {
        RxAPI(
            name: name, kind: .function, access: "internal", line: line, column: 10, container: container,
            rxTypes: ["Single"], callers: callers, callerModules: [])
    }

    /// Five modules, each with files in every layer, tests, and a few screens.
    static func midSize() -> Inventory {
        let names = ["Core", "Network", "Profile", "Feed", "Settings"]
        var files: [FileInventory] = []
        for (index, module) in names.enumerated() {
            let root = "Modules/\(module)/Sources"
            files += (1...4).map { file("\(root)/Infra/\(module)Client\($0).swift", module, .infra, count: 8) }
            files += (1...6).map { file("\(root)/Data/\(module)Repo\($0)Repository.swift", module, .data, count: 5) }
            files += (1...5).map { file("\(root)/Domain/\(module)Case\($0)UseCase.swift", module, .domain, count: 4) }
            files += (1...3).flatMap { screen in
                [
                    file("\(root)/Screens/\(module)Screen\(screen)ViewModel.swift", module, .presentation, count: 10),
                    file("\(root)/Screens/\(module)Screen\(screen)ViewController.swift", module, .ui, count: 6),
                ]
            }
            files.append(file("\(root)/UI/\(module)Banner.swift", module, .ui, count: 2))
            files.append(file("\(root)/Misc/\(module)Helper.swift", module, .unknown, count: 2 + index))
            files.append(
                file(
                    "Modules/\(module)/Tests/\(module)Repo1RepositoryTests.swift", "\(module)Tests", .test, count: 3,
                    isTest: true))
        }
        let modules = names.enumerated().map { index, name in
            Module(
                name: name, kind: .swiftpm, manifest: "Package.swift", dependencies: index == 0 ? [] : ["Core"],
                rxDependencies: [
                    RxDependency(library: "RxSwift", location: SourceLocation(path: "Package.swift", line: 20 + index))
                ])
        }
        return inventory(files, modules: modules)
    }
}

extension Plan {
    /// Every occurrence as `path:line:column`, once per task holding it, sorted.
    var occurrenceKeys: [String] {
        tasks.flatMap { task in
            task.files.flatMap { file in file.occurrences.map { "\(file.path):\($0.line):\($0.column)" } }
        }
        .sorted()
    }

    func tasks(holding path: String) -> [PlanTask] { tasks.filter { $0.files.contains { $0.path == path } } }

    func waveIndex(_ task: PlanTask) -> Int { waves.firstIndex { $0.id == task.wave } ?? -1 }

    var migrationTasks: [PlanTask] { tasks.filter { $0.kind == .migration } }
}

extension Inventory {
    var occurrenceKeys: [String] {
        files.flatMap { file in file.occurrences.map { "\(file.path):\($0.line):\($0.column)" } }.sorted()
    }
}

extension Plan {
    /// The plan as the workspace reads it back from the task front matter: no occurrences, shims or summaries.
    var readBack: Plan {
        Plan(
            waves: waves.map {
                Wave(
                    id: $0.id, title: $0.title, slug: $0.slug, kind: $0.kind, layers: [], tasks: [],
                    retroDone: $0.retroDone)
            },
            tasks: tasks.map { task in
                var read = PlanTask(
                    id: task.id, title: task.title, slug: task.slug, kind: task.kind, wave: task.wave,
                    module: task.module,
                    layer: task.layer,
                    files: task.files.map { TaskFile(path: $0.path, declarations: $0.declarations, occurrences: []) },
                    points: task.points, flag: task.flag, dependsOn: task.dependsOn, status: task.status, pr: task.pr)
                read.titleHash = task.titleHash
                return read
            },
            baseline: baseline)
    }

    /// Only what no reader can lose: ids, kinds, titles (with their hashes), slugs, files, status, PR and flag.
    var bareReadBack: Plan {
        var plan = readBack
        for index in plan.tasks.indices {
            plan.tasks[index].module = ""
            plan.tasks[index].layer = .unknown
            plan.tasks[index].wave = ""
        }
        return plan
    }

    func with(_ id: String, status: TaskStatus, pr: String? = nil) -> Plan {
        var plan = self
        for index in plan.tasks.indices where plan.tasks[index].id == id {
            plan.tasks[index].status = status
            plan.tasks[index].pr = pr
        }
        return plan
    }
}
