/// Scans one Swift file: Rx imports, construct occurrences, Rx-typed declarations, types and references.
///
/// Enclosing names: the named declarations around an occurrence joined by `.`: types and extensions by
/// name (`LoginViewModel`), functions by selector (`bind()`, `request(_:)`, `init(service:)`, `deinit`),
/// computed properties and subscripts by name (`items`, `subscript(_:)`). Stored properties and closures
/// add nothing, so `LoginViewModel.bind()` or `LoginViewModel`; nil at file scope. A class: every file's pass and
/// the closures reading it share one scanner, retained once, not copied field by field.
package final class SourceScanner: Sendable {
    package let catalog: Catalog
    let words: WordTable
    let matches: [CompiledMatch]
    let importModules: Set<String>
    /// The modules the catalog's constructs require imported (`CompiledMatch.requiredImport`), each once, sorted; and
    /// by construct, its module's place among them, or -1: a pass tells each once whether the file imports it
    /// (`ScanPass.importedSlots`) instead of hashing the module's name for every symbol.
    let requiredModules: [String]
    let requiredSlots: [Int]
    /// The repository's own modules named like Rx libraries (a framework target `RxExtension`): their import is
    /// the repository's code, not an Rx library's, and a catalog library's constructs are its declarations (RxFlow's
    /// `Stepper` in RxFlow's repository).
    let ownModules: Set<String>
    /// By `WordTable` entry: whether each construct of the symbol is a library's type (`Event`, `DisposeBag`), which
    /// a type the project declares with that name shadows (`OwnTypeShadows`). A project symbol is its own helper.
    private let shadowableEntries: [Bool]
    /// By `WordTable` entry: RxDataSources' construct spells it (`RxCollectionViewSectionedReloadDataSource`), a type
    /// with no operator (`ScanPass.hasPlainType`).
    let dataSourceEntries: [Bool]
    /// The catalog's ReactorKit constructs a value declared with one of the repository's reactors proves whatever
    /// its name (`ScanPass.addReactorReceivers`): the reactor used (`reactor`) and its `pulse`, when present.
    let reactorUse: Int?
    let reactorPulse: Int?
    /// The catalog's `ActionSubject` and `Reactor.state`: a reactor's own `action` and `state`, read in its body
    /// (`ScanPass.addReactorOwnReads`).
    let reactorAction: Int?
    let reactorState: Int?
    /// By name hash, what `importFacts` needs of the modules the repository or the lists name: bit 1 the repository's
    /// own (`ownModules`), bit 2 a catalog module (`importModules`), bit 4 in RxLibraries' lists. A module none of
    /// them names is none of these: the question asked of each import is one probe, not a hash of the name per set.
    private let listedModules: HashTable
    /// Whether a file's scan gives each stored property the lines reading it (`RxAPI.ownReads`), which only the
    /// planner asks for (a split file's kept members): `scan`, `check` and `status` do without.
    let readsOwnMembers: Bool

    package init(catalog: Catalog = .standard, ownModules: Set<String> = [], readsOwnMembers: Bool = true) {
        self.catalog = catalog
        self.readsOwnMembers = readsOwnMembers
        words = WordTable(catalog: catalog, excludedModules: ownModules)
        matches = catalog.constructs.map(CompiledMatch.init)
        importModules = Set(catalog.importModules)
        let required = catalog.constructs.compactMap(\.match.requiredImport).sortedUnique()
        requiredModules = required
        requiredSlots = catalog.constructs.map { construct in
            construct.match.requiredImport.map { required.lowerBound(of: $0) { $0 } } ?? -1
        }
        self.ownModules = ownModules
        var listed = HashTable()
        for name in ownModules.union(importModules).union(RxLibraries.core).union(RxLibraries.others) {
            let bits =
                (ownModules.contains(name) ? 1 : 0) | (importModules.contains(name) ? 2 : 0)
                | (RxLibraries.core.contains(name) || RxLibraries.others.contains(name) ? 4 : 0)
            listed.insert(WordTable.hash(name), value: bits)
        }
        listedModules = listed
        shadowableEntries = words.entries.map { entry in
            entry.constructs.allSatisfy { catalog.constructs[$0].isType && catalog.constructs[$0].module != "project" }
        }
        dataSourceEntries = words.entries.map { entry in
            entry.constructs.contains { catalog.constructs[$0].id == "RxDataSources" }
        }
        reactorUse = catalog.constructs.firstIndex { $0.id == "reactor" }
        reactorPulse = catalog.constructs.firstIndex { $0.id == "Reactor.pulse" }
        reactorAction = catalog.constructs.firstIndex { $0.id == "ActionSubject" }
        reactorState = catalog.constructs.firstIndex { $0.id == "Reactor.state" }
    }

    /// Whether a type the project declares named like the symbol of `WordTable` entry `entry` shadows it.
    func isShadowable(entry: Int) -> Bool {
        entry >= 0 && entry < shadowableEntries.count && shadowableEntries[entry]
    }

    /// Whether `import name` brings an Rx library in: one of the catalog's modules, or any other module named like
    /// an Rx library (`RxBiBinding`, `RxAppState`: `Rx` then a capital letter, `RxLibraries.isRxModule`) but the
    /// repository's own (`ownModules`, also a catalog library the repository builds, RxFlow in RxFlow's repository).
    func isRxModule(_ name: String) -> Bool { importFacts(name, hash: WordTable.hash(name)).rx }

    /// What an `import` of `name` (whose `WordTable` hash is `hash`) tells a file's pass: whether the file counts it
    /// among its imports (not a catalog library the repository builds itself) and whether it brings Rx in (what
    /// `isRxModule` says, which asks this).
    func importFacts(_ name: String, hash: UInt64) -> (counted: Bool, rx: Bool) {
        guard let bits = listedModules.value(for: hash) else { return (true, RxLibraries.isNamedLikeRx(name)) }
        let own = bits & 1 != 0
        let catalog = bits & 2 != 0
        return (!own || !catalog, !own && (catalog || bits & 4 != 0 || RxLibraries.isNamedLikeRx(name)))
    }

    /// Everything this scanner learns from `source` (UTF-8 bytes of one file).
    package func scan(_ source: [UInt8]) -> FileScan {
        var pass = ScanPass(scanner: self, source: source)
        pass.run()
        return pass.result()
    }

    /// Everything this scanner learns from `source` where the names of `rxAliases` (aliases of Rx types the
    /// repository declares, `RxAliases`) stand for the Rx types they alias: `(name, type)` name hashes, the type
    /// a catalog symbol.
    /// `impliedImports`: the Rx libraries the file sees through a module it imports that re-exports them
    /// (`RxReexports`), as if it imported them, though they are not its `FileScan.imports`.
    /// `memberLibraries`: libraries another file of its module imports, whose members (not types) Swift makes
    /// visible here (`vc.reactor`, `reactor.pulse(...)`, `.ignoreWhen { }`).
    /// `ownTypes`: the project's types named like catalog types that the file sees (`OwnTypeShadows`), whose names
    /// are no catalog symbol where Swift finds those types.
    /// `reactorTypes`: the name hashes of the repository's types that conform to ReactorKit's `Reactor`
    /// (`ReactorTypes`): a value declared with one uses ReactorKit's members whatever its name.
    /// `leavingCalls`: the name hashes of the repository's functions that leave Rx (`LeavingCalls`), after whose calls
    /// a chain is no Rx.
    /// `shadowingMembers`: the catalog members the repository declares in extensions (`FileScan.shadowingMembers`),
    /// its own where the file sees their library only through `memberLibraries`.
    /// `ownNames`: the names the repository declares that rules leave to it where it does
    /// (`FileScan.shadowableNames` declared: its own `rx_hidden`), no catalog symbol here.
    package func scan(
        _ source: [UInt8], rxAliases: [(name: UInt64, type: UInt64)], impliedImports: [String] = [],
        memberLibraries: [String] = [], ownTypes: OwnTypeNames = OwnTypeNames(), reactorTypes: [UInt64] = [],
        leavingCalls: Set<UInt64> = [], shadowingMembers: Set<UInt64> = [], ownNames: Set<UInt64> = []
    ) -> FileScan {
        var entries: [(name: UInt64, type: UInt64, entry: Int32)] = []
        for alias in rxAliases {
            let entry = words.entry(hash: alias.type)
            if entry >= 0 { entries.append((alias.name, alias.type, Int32(entry))) }
        }
        entries.sort { $0.name < $1.name }
        var pass = ScanPass(scanner: self, source: source, rxAliases: entries, ownTypes: ownTypes, ownNames: ownNames)
        pass.impliedImports = Set(impliedImports)
        pass.memberLibraries = Set(memberLibraries)
        if !memberLibraries.isEmpty { pass.repositoryShadowingMembers = shadowingMembers }
        pass.reactorTypes = Set(reactorTypes)
        pass.leavingCalls = leavingCalls
        pass.run()
        return pass.result()
    }

    /// Everything this scanner learns from `text`.
    package func scan(_ text: String) -> FileScan { scan(Array(text.utf8)) }

    /// The enclosing names (`Screen.bind()`; none at file scope) of the identifiers of `source` at `places`
    /// (`SourcePlace`): those of occurrences found once every file is scanned (`CallSiteResolver
    /// .subscriptionHelperCalls`), named as the scan names its own.
    func enclosingNames(at places: [Int], in source: [UInt8]) -> [Int: String] {
        var pass = ScanPass(scanner: self, source: source)
        pass.wantedEnclosings = places.sorted()
        pass.run()
        var names: [Int: String] = [:]
        for (place, enclosing) in pass.enclosingsFound {
            if let text = pass.names.text(enclosing) { names[place] = text }
        }
        return names
    }

    /// Lines of `source`: line breaks (`\n`, `\r\n`, `\r`), plus a last line without one.
    static func lineCount(_ source: [UInt8]) -> Int {
        source.withUnsafeBufferPointer { buffer in
            var lines = 0
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte == 10 {
                    lines += 1
                } else if byte == 13 {
                    lines += 1
                    if index + 1 < count, buffer[index + 1] == 10 { index += 1 }
                }
                index += 1
            }
            if let last = buffer.last, last != 10, last != 13 { lines += 1 }
            return lines
        }
    }
}
