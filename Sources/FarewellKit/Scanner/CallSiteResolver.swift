/// Counts, for every Rx API declared in the repository, its call sites in other files.
///
/// Without type checking a reference is matched by name: a call or member access `name` in another file
/// counts for the APIs of that name (an initializer's name is its type's) that the caller's module can
/// see (its own module and what it depends on, where the manifests say), preferring those declared in
/// the caller's own module, and (for a member of a type) only in files that name that type. A name whose candidates are declared in more than one file is ambiguous and
/// not counted; a protocol and its implementation in one file both are. References that are themselves
/// Rx occurrences (`tableView.rx.items`) are not calls of project APIs.
enum CallSiteResolver {
    private struct Key: Hashable {
        var file: Int
        var api: Int
    }

    static func resolve(_ files: [SourceFile], modules: [Module]) -> [FileInventory] {
        let visibility = ModuleVisibility(modules)
        var declarations: [String: [Key]] = [:]
        for (fileIndex, file) in files.enumerated() where file.canSeeRx {
            for (apiIndex, api) in file.inventory.apis.enumerated() {
                let name = api.kind == .initializer ? (api.container.map(lastComponent) ?? api.name) : api.name
                declarations[name, default: []].append(Key(file: fileIndex, api: apiIndex))
            }
        }
        var callers: [Key: [SourceLocation]] = [:]
        for (fileIndex, file) in files.enumerated() {
            let occurrencePlaces = Set(file.inventory.occurrences.map { [$0.line, $0.column] })
            for reference in file.references {
                guard let candidates = declarations[reference.name],
                    !occurrencePlaces.contains([reference.line, reference.column])
                else { continue }
                let others = candidates.filter {
                    $0.file != fileIndex && visibility.sees(file.inventory.module, files[$0.file].inventory.module)
                        && mentions(file, files[$0.file].inventory.apis[$0.api])
                }
                let local = others.filter { files[$0.file].inventory.module == file.inventory.module }
                let chosen = local.isEmpty ? others : local
                // Declared in several files (`output.title` of every view model): without types, ambiguous.
                guard Set(chosen.map(\.file)).count == 1 else { continue }
                let location = SourceLocation(path: file.inventory.path, line: reference.line, column: reference.column)
                for key in chosen { callers[key, default: []].append(location) }
            }
        }
        let moduleOf = Dictionary(
            files.map { ($0.inventory.path, $0.inventory.module) }, uniquingKeysWith: { first, _ in first })
        return files.enumerated().compactMap { fileIndex, file in
            guard file.canSeeRx else { return nil }
            var inventory = file.inventory
            for apiIndex in inventory.apis.indices {
                let found = (callers[Key(file: fileIndex, api: apiIndex)] ?? []).sorted()
                inventory.apis[apiIndex].callers = found
                inventory.apis[apiIndex].callerModules = Set(found.compactMap { moduleOf[$0.path] }).sorted()
            }
            return inventory
        }
    }
}

/// Which modules a module can call into: itself and its dependencies, transitively. A folder module is
/// taken to see everything and to be seen by all; so is a non-SwiftPM module that lists no dependencies,
/// since Xcode and CocoaPods targets often link frameworks without declaring a target dependency.
struct ModuleVisibility {
    private var reachable: [String: Set<String>] = [:]
    private var open: Set<String> = []
    private var unknownDependencies: Set<String> = []

    init(_ modules: [Module]) {
        let direct = Dictionary(modules.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { $0 + $1 })
        for module in modules {
            if module.kind == .folder { open.insert(module.name) }
            if module.kind != .swiftpm, module.dependencies.isEmpty { unknownDependencies.insert(module.name) }
            var seen: Set<String> = [module.name]
            var pending = direct[module.name] ?? []
            while let next = pending.popLast() {
                if seen.insert(next).inserted { pending += direct[next] ?? [] }
            }
            reachable[module.name] = seen
        }
    }

    func sees(_ caller: String, _ declaring: String) -> Bool {
        guard let visible = reachable[caller], !open.contains(caller), !open.contains(declaring),
            !unknownDependencies.contains(caller)
        else { return true }
        return visible.contains(declaring)
    }
}

/// Whether `file` names the type that declares `api` (`BookDetailViewModel` for
/// `BookDetailViewModel.Output.title`): a member of a type is only called where its type is in sight.
private func mentions(_ file: SourceFile, _ api: RxAPI) -> Bool {
    guard let container = api.container, let outer = container.split(separator: ".").first else { return true }
    return file.mentionedTypes.contains(String(outer))
}

/// `Outer.Inner` -> `Inner`.
private func lastComponent(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
}
