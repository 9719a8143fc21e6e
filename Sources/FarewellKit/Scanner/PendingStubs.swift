// Temporary stand-ins for the catalog, source scanner and project formats, removed when they merge.

package struct Construct: Sendable, Hashable {
    package var id: String
    package var category: Category
    package var weight: Int
    package var concurrency: String
    package var combine: String?
    package var note: String
}

package struct Catalog: Sendable {
    package var constructs: [Construct] = []
    package var importModules: [String] = ["RxSwift", "RxCocoa", "RxRelay"]
    package static let standard = Catalog()
    package func with(projectSymbols: [ProjectSymbol]) -> Catalog { self }
    package func construct(id: String) -> Construct? { constructs.first { $0.id == id } }
}

package struct Reference: Sendable, Hashable {
    package var name: String
    package var line: Int
    package var column: Int
}

package struct FileScan: Sendable {
    package var lines: Int = 0
    package var imports: [String] = []
    package var reexportedImports: [String] = []
    package var occurrences: [Occurrence] = []
    package var apis: [RxAPI] = []
    package var types: [String] = []
    package var references: [Reference] = []
}

package struct SourceScanner: Sendable {
    package init(catalog: Catalog) {}
    package func scan(_ source: [UInt8]) -> FileScan { FileScan() }
}

package struct ManifestFile: Sendable {
    package var path: String
    package var bytes: [UInt8]
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

package enum ManifestKind: Sendable {
    case swiftpm, xcodeproj, podfile, xcodegen, tuist
    package static func of(path: String) -> ManifestKind? { nil }
}

package struct ModuleAssignment: Sendable {
    package var modules: [Module]
    package var fileModules: [String: String]
    package var diagnostics: [Diagnostic]
}

package enum ModuleResolver {
    package static func resolve(manifests: [ManifestFile], swiftFiles: [String]) -> ModuleAssignment {
        ModuleAssignment(modules: [], fileModules: [:], diagnostics: [])
    }
}

package enum VendoredPaths {
    package static func isExcluded(directoryPath: String) -> Bool { false }
    package static func isVendoredRxCopy(directoryPath: String, entryNames: [String]) -> Bool { false }
}
