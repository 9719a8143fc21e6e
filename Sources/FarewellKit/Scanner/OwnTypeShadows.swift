/// The project's types named like catalog types (`FileScan.catalogNamedTypes`), which Swift finds before an imported
/// module's type of the same name: in a module declaring `enum Event<T> { }`, `Event<Int>` is that enum, not
/// RxSwift's, while `RxSwift.Event<Int>` stays RxSwift's. A `private` type shadows in its file, a nested one in its
/// enclosing type's body; a module or type qualifying the name (`App.Event`, `Tracker.Event`) names its own in any
/// file. The files that name one are scanned again with those names taken from the catalog (`CodeTokens.shadow`).
/// A repository declaring none pays one look at each file's list of them.
enum OwnTypeShadows {
    /// For each file that names such a type, by index in `scans`, the names it sees. `moduleNames`: each file's
    /// module name; `rxModules`: the catalog's modules, whose types are the catalog's even where the repository
    /// builds them itself; `paths`: each file's path, whose folders say when it is a copy of an Rx library
    /// (`isLibraryCopy`); `importNames`: the names each module is imported by, which qualify its types.
    static func byFile(
        _ scans: [FileScan], moduleNames: [String], rxModules: Set<String>, paths: [String],
        importNames: ModuleImportNames
    ) -> [Int: OwnTypeNames] {
        let declaring = scans.indices.filter {
            !scans[$0].catalogNamedTypes.isEmpty && !isLibraryCopy(paths[$0], rxModules: rxModules)
        }
        guard !declaring.isEmpty else { return [:] }
        var moduleTypes: [String: [UInt64]] = [:]
        // (qualifier, name) hashes: a module's top-level type (`App.Event`, `Core.Event` of `Core_iOS`), a type's nested
        // one (`Tracker.Event`).
        var qualified: [(qualifier: UInt64, name: UInt64)] = []
        for index in declaring where !rxModules.contains(moduleNames[index]) {
            for type in scans[index].catalogNamedTypes {
                if type.isNested {
                    if type.owner != 0 { qualified.append((type.owner, type.name)) }
                } else if !type.isFilePrivate {
                    moduleTypes[moduleNames[index], default: []].append(type.name)
                    qualified += importNames.hashes(of: moduleNames[index]).map { ($0, type.name) }
                }
            }
        }
        var result: [Int: OwnTypeNames] = [:]
        // Files come by path, so the next file is mostly of the same module: its name is compared, not hashed again.
        var last: (module: String, types: [UInt64]) = ("", [])
        for index in scans.indices {
            if moduleNames[index] != last.module { last = (moduleNames[index], moduleTypes[moduleNames[index]] ?? []) }
            guard !last.types.isEmpty || !qualified.isEmpty || !scans[index].catalogNamedTypes.isEmpty else { continue }
            // The two lists, not the scan: a scan passed by value is copied, its arrays retained and released.
            let names = names(
                mentioning: scans[index].mentionedTypes, declaring: scans[index].catalogNamedTypes, types: last.types,
                qualified: qualified)
            if !names.isEmpty { result[index] = names }
        }
        return result
    }

    /// Whether the file at `path` is a copy of an Rx library's sources compiled with the app, in a folder named after
    /// the library (`RxExample/RxDataSources/Differentiator/SectionModel.swift`): its types are the library's, which
    /// the app's files use as the library's.
    static func isLibraryCopy(_ path: String, rxModules: Set<String>) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let name = String(folder)
            return rxModules.contains(name) || RxLibraries.isRxModule(name)
        }
    }

    /// The own types named like catalog types that `scan` sees and names: `types`, its module's top-level ones, and
    /// its own private and nested ones; of `qualified`, the pairs whose both names it mentions.
    private static func names(
        mentioning mentioned: [UInt64], declaring catalogNamedTypes: [CatalogNamedType], types: [UInt64],
        qualified: [(qualifier: UInt64, name: UInt64)]
    ) -> OwnTypeNames {
        var names = OwnTypeNames()
        names.visible = types.filter(mentioned.sortedContains)
        for type in catalogNamedTypes where type.isFilePrivate || type.isNested {
            if type.isNested { names.nested.append(type.name) } else { names.visible.append(type.name) }
        }
        names.qualified = qualified.filter {
            mentioned.sortedContains($0.qualifier) && mentioned.sortedContains($0.name)
        }
        .map { Reference.pairKey($0.qualifier, $0.name) }
        names.visible = names.visible.sortedUnique()
        names.nested = names.nested.sortedUnique()
        names.qualified = names.qualified.sortedUnique()
        return names
    }
}

/// The project's types named like catalog types that one file sees (`OwnTypeShadows`), as name hashes, each list
/// sorted and unique.
package struct OwnTypeNames: Sendable, Hashable {
    /// Those a bare name means anywhere in the file: its module's top-level types, and its own `private` ones.
    var visible: [UInt64] = []
    /// Those the file declares in a type's or a function's body, which a bare name means in that body.
    var nested: [UInt64] = []
    /// `Reference.pairKey(qualifier, name)` of a module's top-level type (`App.Event`) or a type's nested one
    /// (`Tracker.Event`), which the qualified name means.
    var qualified: [UInt64] = []

    package init() {}

    /// The file sees none.
    var isEmpty: Bool { visible.isEmpty && nested.isEmpty && qualified.isEmpty }
}
