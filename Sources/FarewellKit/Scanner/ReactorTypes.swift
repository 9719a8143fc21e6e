/// The repository's types that conform to ReactorKit's `Reactor`: those whose header names it in a file that imports
/// ReactorKit (`final class HomeReactor: Reactor`, `protocol HomeReactorType: Reactor`), and those that inherit or
/// conform to one of them in any file (`final class HomeReactor: BaseReactor`, `final class Home: HomeReactorType`).
/// A value declared with one has ReactorKit's `state`, `action`, `currentState` and `pulse` whatever its name
/// (`ScanPass.addReactorReceivers`), so the files that read those members and name one are scanned again knowing them.
/// So are the files that declare one or a parameter of one: their initializers and functions taking a reactor
/// (`init(reactor: HomeReactor)` of a view, `HomeReactor`'s own `init(useCase:)`) are APIs whose callers construct
/// the screen, and change with it (`ScanPass.reactorAPIType`). A file sees ReactorKit's members by its own import, as
/// another file of its module imports it, or through a module of the repository it imports (plainly or `@testable`)
/// whose files import it: before SE-0444 (MemberImportVisibility), a spec's `@testable import App` makes the members of
/// App's imports visible (`sut.currentState`, `sut.stub.state`).
struct ReactorTypes: Sendable {
    /// Their name hashes, sorted (`declared(in:)`).
    let types: [UInt64]
    /// The files to scan again knowing them (`readers(of:scans:moduleNames:)`).
    let readers: [Int: Bool]

    /// No reactors, no readers.
    static let none = ReactorTypes(types: [], readers: [:])

    private init(types: [UInt64], readers: [Int: Bool]) {
        self.types = types
        self.readers = readers
    }

    /// The reactors `scans` declare and the files that read their members; `moduleNames` by file, `importNames` the
    /// names an import reaches each module by.
    init(_ scans: [FileScan], moduleNames: [String], importNames: ModuleImportNames) {
        let types = ReactorTypes.declared(in: scans)
        self.init(
            types: types,
            readers: ReactorTypes.readers(of: types, scans: scans, moduleNames: moduleNames, importNames: importNames))
    }

    /// The reactors file `file` is scanned knowing: all of them for a reader, none for another file.
    func types(for file: Int) -> [UInt64] { readers[file] == nil ? [] : types }

    /// Their name hashes, sorted; empty when no header names `Reactor` in a file that imports ReactorKit.
    static func declared(in scans: [FileScan]) -> [UInt64] {
        var reactors: Set<UInt64> = []
        var children: [UInt64: [UInt64]] = [:]
        for index in scans.indices where !scans[index].typeHeaders.isEmpty {
            let importsReactorKit = scans[index].imports.contains("ReactorKit")
            for header in scans[index].typeHeaders {
                for parent in header.inherits { children[parent, default: []].append(header.type) }
                if importsReactorKit, header.inherits.contains(LayerClassifier.reactorHash) {
                    reactors.insert(header.type)
                }
            }
        }
        var pending = Array(reactors)
        while let type = pending.popLast() {
            for child in children[type] ?? [] where reactors.insert(child).inserted { pending.append(child) }
        }
        return reactors.sorted()
    }

    /// The files that read a reactor's members or declare a reactor or a parameter of one, name one of `reactors`
    /// and see ReactorKit, by index: `true` for those that import it, `false` for those that see its members only, as
    /// their module imports it in another file or a module they import does.
    static func readers(
        of reactors: [UInt64], scans: [FileScan], moduleNames: [String], importNames: ModuleImportNames
    ) -> [Int: Bool] {
        guard !reactors.isEmpty else { return [:] }
        var modules: Set<String> = []
        for index in scans.indices where scans[index].imports.contains("ReactorKit") {
            modules.insert(moduleNames[index])
        }
        let imported = Set(modules.flatMap(importNames.hashes(of:)))
        var readers: [Int: Bool] = [:]
        for index in scans.indices {
            let declares = declaresReactorAPIs(scans[index], reactors: reactors)
            let imports = scans[index].imports.contains("ReactorKit")
            guard scans[index].readsReactorMembers || declares,
                imports || modules.contains(moduleNames[index])
                    || scans[index].importedModules.contains(where: imported.contains),
                declares || reactors.contains(where: scans[index].mentionedTypes.sortedContains)
            else { continue }
            readers[index] = imports
        }
        return readers
    }

    /// Whether `scan` declares one of `reactors` (sorted), whose initializers construct it, or a function or
    /// initializer with a parameter of one (`init(reactor: HomeReactor)`).
    static func declaresReactorAPIs(_ scan: FileScan, reactors: [UInt64]) -> Bool {
        scan.declaredTypes.contains(where: reactors.sortedContains)
            || scan.parameterTypes.contains { reactors.sortedContains($0.type) }
    }
}
