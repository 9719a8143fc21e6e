/// Everything the workspace renderers need besides the plan itself.
package struct WorkspaceContext: Sendable {
    package var plan: Plan {
        didSet {
            flagRemovers = WorkspaceContext.flagRemovers(plan.tasks, modules: modules)
            untaskedCallers = UntaskedCallers(plan)
            relations = PlanRelations(plan)
            keptImplementations = KeptImplementations.all(
                in: plan, modules: modules, removers: flagRemovers, relations: relations)
        }
    }
    package var settings: PlanSettings
    package var guide: ConstructGuideLookup
    /// The modules of the inventory, for the manifest lines the cleanup wave deletes.
    package var modules: [Module] {
        didSet {
            flagRemovers = WorkspaceContext.flagRemovers(plan.tasks, modules: modules)
            keptImplementations = KeptImplementations.all(
                in: plan, modules: modules, removers: flagRemovers, relations: relations)
            libraryUsers = LibraryUsers(modules: modules, imports: libraryImports)
        }
    }
    /// Module -> the Rx libraries its files import (`LibraryUsers.imports(of:)`): a cleanup deleting a library's
    /// line names the modules importing it through that line's module.
    package var libraryImports: [String: Set<String>] {
        didSet { libraryUsers = LibraryUsers(modules: modules, imports: libraryImports) }
    }
    /// The modules importing a library another module's lines bring in, from `modules` and `libraryImports`.
    private(set) var libraryUsers: LibraryUsers
    /// Task id -> the workspace-relative path of its existing file, when that differs from the default.
    package var taskPaths: [String: String]
    /// Files that import Rx and use none of it, sorted by path: no migration task holds them, so the
    /// cleanup wave deletes their imports.
    package var importOnlyFiles: [ImportOnlyFile]
    /// File path -> the other modules that compile it too (`FileInventory.alsoIn`), for files in several.
    package var sharedFiles: [String: [String]]
    /// The frameworks built on Rx that the migration keeps (`Catalog.keptImportModules`: RIBs) and files
    /// import, sorted: `rules.md` says where the migration stops.
    package var keptFrameworks: [String]
    /// File path -> its module, for the files of the inventory (those that see Rx): the modules a task's files
    /// belong to, and the modules holding Rx.
    package var fileModules: [String: String]
    /// The paths of generated files (`FileInventory.isGenerated`): their tasks change the generator.
    package var generatedFiles: Set<String> = []
    /// The paths of the files `farewell scaffold` wrote that the inventory lists (`FileInventory.isScaffolded`): its
    /// bridges, which a cleanup task deletes (`Planner.scaffoldedBridgeFiles`), are farewell's, not the app's code.
    package var scaffoldedFiles: Set<String> = []
    /// The RxSwift versions the repository installs and allows (`Inventory.rxSwiftVersions`).
    package var rxSwiftVersions: [RxSwiftVersion] = []
    /// The libraries lock files install that need an RxSwift older than 6 (`Inventory.rxSwiftDependents`).
    package var rxSwiftDependents: [RxSwiftDependent] = []
    /// The committed copies of Rx libraries (`Inventory.vendoredCopies`): a cleanup task deletes each.
    package var vendoredCopies: [VendoredCopy] = []
    /// The app's own bridges between Rx and Swift Concurrency (`AppBridge.all(in:)`): `rules.md` tells agents to use
    /// them, and the cleanup tasks listing their files delete them.
    package var bridges: [AppBridge] = []
    /// Each scanned file's Rx imports, by path (`FileInventory.imports`): which Rx lines a file an earlier cleanup
    /// keeps still needs (`KeptImplementations.neededLines`).
    package var fileImports: [String: [String]] = [:]
    /// The top-level types named `Task` the repository declares (`Inventory.ownTaskTypes`): in their modules,
    /// `rules.md` and the tasks say to write `_Concurrency.Task`.
    package var ownTaskTypes: [OwnTaskType] = []
    /// Path -> the lines RIBs' workflows need (`WorkflowCode.lines(in:)`): the Boundary of the task holding the rest of
    /// such a file says they stay, and the cleanup keeps RxSwift's lines for them.
    package var workflowLines: [String: [Int]] = [:]
    /// The files of helpers that are Rx types other files use (`FileInventory.ownRxTypes`, `rxTypeUsers`), by path:
    /// a cleanup task lists them (`Planner.rxTypeFiles`), and the Boundary of each task using them says they stay Rx.
    package var rxHelperFiles: [String: RxHelperFile] = [:]
    /// Path -> the lines of a split file's subscription holders that a later part still disposes into or reads
    /// (`ScopeOwners.splitHeld`): the declaring part's Scope says to keep them.
    package var splitHeldHolders: [String: Set<Int>] = [:]
    /// Path -> the functions returning an `Observable` of one value, with the lines of their occurrences
    /// (`TaskMarkdown.oneValueLines(in:)`): the Scope makes them `async throws` functions.
    package var oneValueLines: [String: [TaskMarkdown.OneValueFunction]] = [:]

    package init(
        plan: Plan, settings: PlanSettings = PlanSettings(), guide: @escaping ConstructGuideLookup = { _ in nil },
        modules: [Module] = [], taskPaths: [String: String] = [:], importOnlyFiles: [ImportOnlyFile] = [],
        sharedFiles: [String: [String]] = [:], keptFrameworks: [String] = [], fileModules: [String: String] = [:],
        libraryImports: [String: Set<String>] = [:]
    ) {
        self.sharedFiles = sharedFiles
        self.fileModules = fileModules
        self.keptFrameworks = keptFrameworks
        self.plan = plan
        self.settings = settings
        self.guide = guide
        self.modules = modules
        self.libraryImports = libraryImports
        libraryUsers = LibraryUsers(modules: modules, imports: libraryImports)
        flagRemovers = WorkspaceContext.flagRemovers(plan.tasks, modules: modules)
        untaskedCallers = UntaskedCallers(plan)
        relations = PlanRelations(plan)
        keptImplementations = KeptImplementations.all(
            in: plan, modules: modules, removers: flagRemovers, relations: relations)
        self.taskPaths = taskPaths
        self.importOnlyFiles = importOnlyFiles
    }

    /// The deepest folder holding every file of the module named `module` that sees Rx (`Packages/Core/Sources/Core`;
    /// empty for the root), but for those `farewell scaffold` wrote; nil when the inventory lists none of its files.
    func folder(of module: String) -> String? {
        var common: [Substring]?
        for (path, owner) in fileModules where owner == module && !scaffoldedFiles.contains(path) {
            let folders = Path.parent(path).split(separator: "/")
            guard let shared = common else {
                common = folders
                continue
            }
            common = Array(zip(shared, folders).prefix { $0 == $1 }.map(\.0))
        }
        return common.map { $0.joined(separator: "/") }
    }

    /// The symbols the plan's occurrences of RxSwift's and RxCocoa's own constructs spell (`subscribeNext`, `rx_tap`):
    /// what the RxSwift upgrade renames among them (`RxSwiftVersionAdvice.renamed`). RxSwiftExt's `subscribeNext(weak:)`
    /// is another library's; Action's `InputSubject` counts, which its upgrade speaks of
    /// (`RxSwiftVersionAdvice.libraryNotes`).
    var planSymbols: Set<String> {
        let others = Set(
            Catalog.standard.constructs.filter {
                !["RxSwift", "RxCocoa", "RxRelay"].contains($0.module)
                    && !RxSwiftVersionAdvice.libraryNotes.contains($0.id)
            }.map(\.id))
        return Set(
            plan.tasks.lazy.flatMap(\.files).flatMap(\.occurrences).filter { !others.contains($0.construct) }
                .map(\.symbol))
    }

    /// The modules whose files use Rx: those of the files a migration task holds (all the modules when the
    /// inventory's files are not known). Not a test target that sees Rx through a module it imports and uses none.
    package var rxModules: [Module] {
        guard !fileModules.isEmpty else { return modules }
        var names: Set<String> = []
        for task in plan.tasks where task.kind == .migration {
            for file in task.files {
                if let module = fileModules[file.path] { names.insert(module) }
                names.formUnion(sharedFiles[file.path] ?? [])
            }
        }
        return modules.filter { names.contains($0.name) }
    }

    /// The guide for a construct id in the words of `framework` (`UIFramework.of(modules(of: task))`).
    func guide(_ id: String, on framework: UIFramework) -> ConstructGuide? { guide(id)?.on(framework) }

    /// The modules a task's files belong to (its own, and those that compile a shared file too).
    package func modules(of task: PlanTask) -> [Module] {
        let names = moduleNames(of: task)
        return modules.filter { names.contains($0.name) }
    }

    /// The names of `modules(of:)`, known without the inventory's modules.
    func moduleNames(of task: PlanTask) -> Set<String> {
        var names: Set<String> = [task.module]
        for file in task.files {
            if let module = fileModules[file.path] { names.insert(module) }
            names.formUnion(sharedFiles[file.path] ?? [])
        }
        return names
    }

    /// `tasks/T-001-slug.md`, or the path of the file the task already has.
    package func taskPath(_ task: PlanTask) -> String { taskPaths[task.id] ?? "tasks/" + task.fileName }

    /// The construct ids that occur in `tasks`, ordered by category then id, without duplicates; not those of the
    /// bridges `farewell scaffold` wrote (`scaffoldedFiles`), which no task migrates.
    package func constructs(in tasks: [PlanTask]) -> [(id: String, category: Category)] {
        var categories: [String: Category] = [:]
        for task in tasks {
            for file in task.files where !scaffoldedFiles.contains(file.path) {
                for occurrence in file.occurrences where categories[occurrence.construct] == nil {
                    categories[occurrence.construct] = guide(occurrence.construct)?.category ?? occurrence.category
                }
            }
        }
        return categories.map { (id: $0.key, category: $0.value) }.sorted {
            ($0.category, $0.id) < ($1.category, $1.id)
        }
    }

    /// The callers in files no task lists and the tasks updating them, for the Boundary and cleanup texts.
    private(set) var untaskedCallers: UntaskedCallers
    /// How the plan's tasks refer to each other, for each task's Boundary.
    private(set) var relations: PlanRelations

    /// Migration task id -> the cleanup task whose Removals list its flag (found once per plan and modules: every
    /// task's flag section names it).
    package private(set) var flagRemovers: [String: String] = [:]
    /// The Rx implementations cleanups keep for later ones (`KeptImplementations`), found once per plan and modules.
    package private(set) var keptImplementations: [KeptImplementation] = []

    /// The first cleanup task, in plan order, whose Removals list each migration task's flag.
    static func flagRemovers(_ tasks: [PlanTask], modules: [Module]) -> [String: String] {
        var removers: [String: String] = [:]
        for cleanup in tasks where cleanup.kind == .cleanup {
            let covered = TaskCleanupSection.coverage(of: cleanup, among: modules)
            for migration in TaskCleanupSection.migrations(of: cleanup, among: tasks, covered: covered)
            where removers[migration.id] == nil {
                removers[migration.id] = cleanup.id
            }
        }
        return removers
    }
}

/// Small functions for writing markdown.
enum Markdown {
    /// `text` as inline code.
    static func code(_ text: String) -> String {
        text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }

    /// `1 file`, `2 files`.
    static func count(_ number: Int, _ noun: String) -> String { number == 1 ? "1 \(noun)" : "\(number) \(noun)s" }

    /// `text` ending with a full stop unless it already ends with punctuation.
    static func sentence(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".!?:)`".contains(last) ? text : text + "."
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `text` safe inside a table cell.
    static func cell(_ text: String) -> String {
        // Most cells (paths, names, counts) hold neither `|` nor a line break: returned as they are.
        if !text.utf8.contains(where: {
            $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }) {
            return text
        }
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "\n", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}

/// A file whose only Rx is its imports.
package struct ImportOnlyFile: Sendable, Hashable {
    package var path: String
    package var module: String
    /// The Rx modules it imports, sorted.
    package var imports: [String]

    package init(path: String, module: String, imports: [String]) {
        self.path = path
        self.module = module
        self.imports = imports
    }

    /// The files of `inventory` that import Rx and use none of it, sorted by path, with the imports to
    /// remove (not those of a framework the migration keeps, `Catalog.keptImportModules`).
    package static func all(in inventory: Inventory) -> [ImportOnlyFile] {
        inventory.files.compactMap { file -> ImportOnlyFile? in
            guard file.occurrences.isEmpty else { return nil }
            let imports = file.imports.filter { !Catalog.keptImportModules.contains($0) }
            return imports.isEmpty ? nil : ImportOnlyFile(path: file.path, module: file.module, imports: imports)
        }
        .sorted { $0.path < $1.path }
    }
}

/// A file of helpers that are Rx types by their headers (`final class ActivityIndicator:
/// SharedSequenceConvertibleType`) and the files using them (`FileInventory.ownRxTypes`, `rxTypeUsers`).
package struct RxHelperFile: Sendable, Hashable {
    package var path: String
    /// The Rx types the file declares that the other files name, in order.
    package var types: [String]
    /// The other files naming one of them, sorted.
    package var users: [String]

    package init(path: String, types: [String], users: [String]) {
        self.path = path
        self.types = types
        self.users = users
    }

    /// The files of `inventory` declaring such helpers that other files use, by path.
    package static func all(in inventory: Inventory) -> [String: RxHelperFile] {
        var files: [String: RxHelperFile] = [:]
        for file in inventory.files where file.isRxHelperFile {
            files[file.path] = RxHelperFile(path: file.path, types: file.usedRxTypes, users: file.rxTypeUsers)
        }
        return files
    }
}
