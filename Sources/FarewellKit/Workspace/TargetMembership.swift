/// What `verify` checks where an Xcode project lists a module's files one by one (`Module.fileList`): that the files
/// a task works on and creates are in a target. A file the project does not list is not compiled, so its code is in
/// no module that builds, its calls reach nothing (`farewell scan` counts no caller of the API it calls), and a shim
/// there serves no caller, while the scope it left looks free of Rx.
package enum TargetMembership {
    /// One line per file of `task`'s scope, `+Rx.swift` file beside one (`Feed+Rx.swift`, the old Rx path and the
    /// shims the task moved there) that no task of `plan` lists, or `+Async.swift` file of a `+Rx.swift` one
    /// (`UIButton+Async.swift`, the new code of `UIButton+Rx.swift`), that no target compiles while the project of the
    /// task's module lists its files: `App/Feed+Rx.swift is not in target App's sources in App.xcodeproj: add it`,
    /// sorted by path. A file is the module's of the scope's file in its folder (a task may hold a protocol and its
    /// implementations of two modules) where that module lists its files, else the task's. Empty for other tasks than
    /// migrations, and for modules whose folders are globbed.
    package static func missing(_ task: PlanTask, in inventory: Inventory, plan: Plan?) -> [String] {
        guard task.kind == .migration, !inventory.untargetedFiles.isEmpty else { return [] }
        let lists = Dictionary(
            inventory.modules.compactMap { module in module.fileList.map { (module.name, $0) } },
            uniquingKeysWith: { first, _ in first })
        let scope = Set(task.files.map(\.path))
        let fileModules = Dictionary(
            inventory.files.filter { scope.contains($0.path) }.map { ($0.path, $0.module) },
            uniquingKeysWith: { first, _ in first })
        let folderModules = Dictionary(
            scope.sorted().map { (Path.parent($0), fileModules[$0] ?? task.module) },
            uniquingKeysWith: { first, _ in first })
        // A file no target compiles is in a module of its own (`App (no target)`): the task's says where it goes.
        let list = { (path: String) in
            (fileModules[path] ?? folderModules[Path.parent(path)]).flatMap { lists[$0] } ?? lists[task.module]
        }
        let listed = scope.union(plan.map { $0.tasks.flatMap { $0.files.map(\.path) } } ?? [])
        let cores = Set(scope.compactMap(FileNaming.asyncFile(ofRxFile:)))
        return inventory.untargetedFiles.filter { path in
            scope.contains(path) || cores.contains(path)
                || path.hasSuffix(FileNaming.rxFileSuffix) && folderModules[Path.parent(path)] != nil
                    && !listed.contains(path)
        }.compactMap { path in list(path)?.notListed(path) }
    }

    /// One line per file `farewell scaffold` wrote (`Inventory.scaffoldedFiles`) that no target compiles while a
    /// module with Rx, other than tests, lists its files one by one, naming its target (or those targets), sorted by
    /// path: the foundation task's polyfill and bridges are there for nothing until a target compiles them.
    package static func missingScaffolded(in inventory: Inventory) -> [String] {
        let untargeted = Set(inventory.untargetedFiles)
        let scaffolded = inventory.scaffoldedFiles.filter(untargeted.contains)
        guard !scaffolded.isEmpty else { return [] }
        let lists = listingModules(of: inventory).compactMap(\.fileList)
        guard let first = lists.first else { return [] }
        guard lists.count > 1 else { return scaffolded.map(first.notListed) }
        let targets = lists.map { "\($0.target) (\($0.project))" }.joined(separator: ", ")
        return scaffolded.map { "\($0) is in no target's sources: add it to those of \(targets) that use it" }
    }

    /// The modules of `inventory` other than tests whose files see Rx and whose project lists them one by one,
    /// by name: where the foundation task's files must be added.
    static func listingModules(of inventory: Inventory) -> [Module] {
        let withRx = Set(inventory.files.map(\.module))
        return listingModules(inventory.modules.filter { withRx.contains($0.name) })
    }

    /// The modules of `modules` other than tests whose project lists their files one by one, in their order.
    static func listingModules(_ modules: [Module]) -> [Module] {
        modules.filter { !$0.isTest && $0.fileList != nil }
    }
}
