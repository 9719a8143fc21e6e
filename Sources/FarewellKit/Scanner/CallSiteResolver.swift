/// Counts, for every Rx API declared in the repository, its call sites in other files.
///
/// Without type checking a reference is matched by name: a call or member access `name` in another file
/// counts for the APIs of that name, preferring those declared in the caller's own module. References that
/// are themselves Rx occurrences (`tableView.rx.items`) are not calls of project APIs.
enum CallSiteResolver {
    private struct Key: Hashable {
        var file: Int
        var api: Int
    }

    static func resolve(_ files: [SourceFile]) -> [FileInventory] {
        var declarations: [String: [Key]] = [:]
        for (fileIndex, file) in files.enumerated() where file.canSeeRx {
            for (apiIndex, api) in file.inventory.apis.enumerated() {
                declarations[api.name, default: []].append(Key(file: fileIndex, api: apiIndex))
            }
        }
        var callers: [Key: [SourceLocation]] = [:]
        for (fileIndex, file) in files.enumerated() {
            let occurrencePlaces = Set(file.inventory.occurrences.map { [$0.line, $0.column] })
            for reference in file.references {
                guard let candidates = declarations[reference.name],
                    !occurrencePlaces.contains([reference.line, reference.column])
                else { continue }
                let others = candidates.filter { $0.file != fileIndex }
                let local = others.filter { files[$0.file].inventory.module == file.inventory.module }
                let location = SourceLocation(path: file.inventory.path, line: reference.line, column: reference.column)
                for key in local.isEmpty ? others : local { callers[key, default: []].append(location) }
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
