import Testing

@testable import FarewellKit

@Test func importsOfRxModulesAreSortedAndOthersIgnored() {
    let scan = SourceScanner().scan(
        """
        import UIKit
        import RxSwift
        @testable import RxTest
        import struct RxCocoa.Driver
        import RxSwift
        public import RxRelay
        import Foundation.NSString
        """
    )
    #expect(scan.imports == ["RxCocoa", "RxRelay", "RxSwift", "RxTest"])
    #expect(scan.reexportedImports == [])
    #expect(scan.occurrences == [])
    #expect(scan.references == [])
}

@Test func exportedImportsAreReexports() {
    let scan = SourceScanner().scan("@_exported import RxSwift\n@_exported import Foundation\nimport RxCocoa\n")
    #expect(scan.imports == ["RxCocoa", "RxSwift"])
    #expect(scan.reexportedImports == ["RxSwift"])
}

@Test func importsInsideCanImportAreCounted() {
    let scan = SourceScanner().scan("#if canImport(RxSwift)\nimport RxSwift\n#endif\n")
    #expect(scan.imports == ["RxSwift"])
}

@Test func importsInCommentsAndStringsAreIgnored() {
    let scan = SourceScanner().scan("// import RxSwift\nlet s = \"import RxCocoa\"\n/* import RxRelay */")
    #expect(scan.imports == [])
}

@Test func linesCountALastLineWithoutBreak() {
    #expect(SourceScanner().scan("").lines == 0)
    #expect(SourceScanner().scan("a\nb").lines == 2)
    #expect(SourceScanner().scan("a\r\nb\n").lines == 2)
    #expect(SourceScanner().scan("\n\n").lines == 2)
}

@Test func anImportOfAnyLibraryNamedLikeAnRxLibraryIsAnRxImport() {
    let scan = SourceScanner().scan(
        """
        import Cocoa
        import RxBiBinding
        @testable import RxRestClient
        import Rxtended
        import RX
        import Rx
        final class A {}
        """
    )
    #expect(scan.imports == ["RxBiBinding", "RxRestClient"])
    #expect(scan.importedModules == ["Cocoa", "Rxtended", "RX", "Rx"].map(WordTable.hash).sorted())
}

@Test func aModuleOfTheRepositoryNamedLikeAnRxLibraryIsNoRxImport() {
    let scan = SourceScanner(ownModules: ["RxExtension"]).scan("import RxExtension\nimport RxBiBinding\n")
    #expect(scan.imports == ["RxBiBinding"])
    #expect(scan.importedModules == [WordTable.hash("RxExtension")])
}

@Test func rxBiBindingsOperatorCountsOnlyWhereItsLibraryIsImported() {
    let source = """
        import RxBiBinding
        final class Form {
            func bind() {
                (field.rx.text <-> model.name).disposed(by: bag)
                let pair = relay<->control.rx.value
            }
        }
        """
    let occurrences = SourceScanner().scan(source).occurrences.filter { $0.construct == "twoWayBinding" }
    #expect(
        occurrences.map { "\($0.line):\($0.column) \($0.symbol) \($0.enclosing ?? "")" } == [
            "4:24 <-> Form.bind()", "5:25 <-> Form.bind()",
        ])
    let custom = source.replacingOccurrences(of: "import RxBiBinding", with: "infix operator <->")
    #expect(SourceScanner().scan(custom).occurrences.filter { $0.construct == "twoWayBinding" } == [])
}

/// A catalog library the repository builds itself (RxFlow's repository, with its demo app) is its own module: its
/// names are the project's and importing it is no Rx import; RxSwift's own modules stay Rx imports.
@Test func aCatalogLibraryTheRepositoryBuildsIsItsOwnModule() {
    let source = "import RxFlow\nimport RxSwift\nfinal class Home: Stepper {}\n"
    let external = SourceScanner().scan(source)
    #expect(external.imports == ["RxFlow", "RxSwift"])
    #expect(external.occurrences.map(\.construct) == ["Stepper"])
    let own = SourceScanner(ownModules: ["RxFlow"]).scan(source)
    #expect(own.imports == ["RxSwift"])
    #expect(own.occurrences.isEmpty)
    #expect(own.importedModules == [WordTable.hash("RxFlow")])
}

@Test func aRepositoryBuildingRxFlowCountsItsDemoAppsUsesAsCallers() throws {
    let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "RxFlow", targets: [
            .target(name: "RxFlow", path: "RxFlow"), .target(name: "Demo", dependencies: ["RxFlow"], path: "Demo"),
        ])
        """
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": package,
        "/repo/RxFlow/Stepper.swift": """
        import RxRelay
        public protocol Step {}
        public protocol Stepper { var steps: PublishRelay<Step> { get } }
        """,
        "/repo/Demo/HomeStepper.swift": """
        import RxFlow
        import RxRelay
        enum DemoStep: Step { case home }
        final class HomeStepper: Stepper {
            let steps = PublishRelay<Step>()
            func go() { steps.accept(DemoStep.home) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let demo = try #require(inventory.files.first { $0.path == "Demo/HomeStepper.swift" })
    #expect(demo.imports == ["RxRelay"])
    #expect(!demo.occurrences.contains { $0.category == .ecosystem })
    #expect(demo.occurrences.map(\.symbol).contains("PublishRelay"))
    // The demo's `steps` implements the library's requirement, which is the project's Rx API.
    let steps = try #require(demo.apis.first { $0.name == "steps" })
    #expect(steps.implements.map(\.description) == ["RxFlow/Stepper.swift:3"])
}

/// A catalog library named by its package in its target's module (`RxDataSources.RxDataSources`, as a Package.swift
/// and a project both declare an `RxDataSources` target) is the repository's own too: importing it is no Rx import,
/// and its names are no catalog constructs (`RxTableViewSectionedReloadDataSource`).
@Test func aCatalogLibraryBuiltUnderAPackagesNameIsItsOwnModule() throws {
    let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "RxDataSources", targets: [
            .target(name: "RxDataSources", path: "Sources/RxDataSources"),
        ])
        """
    let project = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 48; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        R1 = {isa = PBXFileReference; path = DataSource.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); path = ../Sources/RxDataSources; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = RxDataSources;
            productType = "com.apple.product-type.framework"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        }; rootObject = J1; }
        """
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": package,
        "/repo/Examples/Example.xcodeproj/project.pbxproj": project,
        "/repo/Sources/RxDataSources/DataSource.swift": """
        import RxCocoa
        import RxSwift
        open class RxTableViewSectionedReloadDataSource<S>: NSObject {
            public func bind(_ items: Observable<[S]>) {}
        }
        """,
        "/repo/Examples/Example/ViewController.swift": """
        import RxCocoa
        import RxDataSources
        import RxSwift
        final class ViewController {
            let dataSource = RxTableViewSectionedReloadDataSource<Int>()
            func load() { dataSource.bind(Observable.just([1])) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(inventory.modules.contains { $0.name.hasSuffix(".RxDataSources") })
    let constructs = { (path: String) in
        try #require(inventory.files.first { $0.path == path }).occurrences.map(\.construct)
    }
    #expect(try constructs("Sources/RxDataSources/DataSource.swift") == ["Observable"])
    #expect(try constructs("Examples/Example/ViewController.swift") == ["Observable", "just"])
}

/// In the repository building RxDataSources and Differentiator, their names in the library's own files are its
/// declarations, not catalog constructs; RxCocoa's stay.
@Test func anOwnLibrarysNamesAreNoConstructsInItsOwnFiles() {
    let source = """
        import Differentiator
        import RxCocoa
        open class CollectionViewSectionedDataSource<Section: SectionModelType> {
            let binder: Binder<Int>? = nil
        }
        """
    #expect(SourceScanner().scan(source).occurrences.map(\.symbol) == ["SectionModelType", "Binder"])
    let own = SourceScanner(ownModules: ["Differentiator", "RxDataSources"]).scan(source)
    #expect(own.occurrences.map(\.symbol) == ["Binder"])
}

/// `importFacts` (one probe by name hash) answers what the sets it stands for answer: counted unless a catalog
/// library the repository builds, Rx as `isRxModule` says, for listed and unlisted names, own or not.
@Test func importFactsAgreeWithTheModuleSets() {
    let names = [
        "RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking", "RxDataSources", "Differentiator", "ReactorKit",
        "RxFlow", "RxMoya", "Moya", "Action", "NSObject+Rx", "RxBiBinding", "XCoordinatorRx", "UIKit", "Foundation",
        "Rx", "Rxyz", "FooRx", "ARx", "RxExtension", "MyApp", "Combine",
    ]
    let ownSets: [Set<String>] = [[], ["RxExtension"], ["RxFlow", "MyApp"], ["Differentiator", "RxDataSources"]]
    var rxCount = 0
    for own in ownSets {
        let scanner = SourceScanner(ownModules: own)
        for name in names {
            let facts = scanner.importFacts(name, hash: WordTable.hash(name))
            let counted = !scanner.ownModules.contains(name) || !scanner.importModules.contains(name)
            #expect(facts.counted == counted, "\(name) with own \(own.sorted())")
            let rx = !own.contains(name) && (scanner.importModules.contains(name) || RxLibraries.isRxModule(name))
            #expect(facts.rx == rx, "\(name) with own \(own.sorted())")
            #expect(scanner.isRxModule(name) == rx, "\(name) with own \(own.sorted())")
            if facts.rx { rxCount += 1 }
        }
    }
    // Both answers came up, for listed names and for those only named like Rx.
    #expect(rxCount > 20 && rxCount < names.count * ownSets.count - 20)
    #expect(SourceScanner().importFacts("RxBiBinding", hash: WordTable.hash("RxBiBinding")).rx)
    #expect(!SourceScanner(ownModules: ["RxFlow"]).importFacts("RxFlow", hash: WordTable.hash("RxFlow")).counted)
}
