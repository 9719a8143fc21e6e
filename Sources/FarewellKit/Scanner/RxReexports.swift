/// The modules that re-export Rx libraries: a file of theirs imports one with `@_exported` (`@_exported import
/// RxSwift` in a `Shared` module), or re-exports such a module in turn (`@_exported import Shared`). A file
/// that imports one of them by any name it is imported by (`import Shared`, `import Core` of `Core_iOS`:
/// `ModuleImportNames`) sees those libraries as if it imported them.
struct RxReexports: Sendable {
    /// The name hashes modules are imported by (`moduleHash`) and the Rx libraries each re-exports, sorted.
    private var libraries: [UInt64: [String]] = [:]

    /// `importNames`: the hashes each module is imported by, under each of which its files' re-exports are kept.
    init(paths: [String], scans: [FileScan], assignment: ModuleAssignment, importNames: ModuleImportNames) {
        var libraries: [UInt64: Set<String>] = [:]
        // By index: `for scan in scans` would copy each scan, its arrays retained and released.
        var forwarding: [Int] = []
        for index in 0..<min(paths.count, scans.count) {
            if !scans[index].reexportedImports.isEmpty {
                for module in importNames.hashes(of: SourceFile.moduleName(of: paths[index], in: assignment)) {
                    libraries[module, default: []].formUnion(scans[index].reexportedImports)
                }
            }
            if !scans[index].reexportedModules.isEmpty { forwarding.append(index) }
        }
        guard !libraries.isEmpty else { return }
        // Through modules that re-export those modules, until nothing changes.
        var changed = !forwarding.isEmpty
        while changed {
            changed = false
            for index in forwarding {
                let modules = importNames.hashes(of: SourceFile.moduleName(of: paths[index], in: assignment))
                for forwarded in scans[index].reexportedModules where !modules.contains(forwarded) {
                    guard let more = libraries[forwarded] else { continue }
                    for module in modules where !more.isSubset(of: libraries[module] ?? []) {
                        libraries[module, default: []].formUnion(more)
                        changed = true
                    }
                }
            }
        }
        self.libraries = libraries.mapValues { $0.sorted() }
    }

    var isEmpty: Bool { libraries.isEmpty }

    /// Whether the module of that name re-exports an Rx library, which its own files see.
    func reexportsRx(_ module: String) -> Bool { !isEmpty && libraries[RxReexports.moduleHash(module)] != nil }

    /// Whether a module `scan` imports re-exports an Rx library.
    func reachRx(_ scan: FileScan) -> Bool {
        !isEmpty && scan.importedModules.contains { libraries[$0] != nil }
    }

    /// The Rx libraries the modules `scan` imports re-export, sorted, without duplicates.
    func libraries(importedBy scan: FileScan) -> [String] {
        guard !isEmpty, !scan.importedModules.isEmpty else { return [] }
        let found = scan.importedModules.compactMap { libraries[$0] }
        return found.count == 1 ? found[0] : Array(Set(found.joined())).sorted()
    }

    /// The name hash a module is imported by: its name as Swift spells a module's (`Module.c99Name`: `Shared-ReactiveX`
    /// is `import Shared_ReactiveX`).
    static func moduleHash(_ name: String) -> UInt64 {
        WordTable.hash(Module.c99Name(name))
    }
}
