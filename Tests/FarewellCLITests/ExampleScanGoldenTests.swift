import FarewellKit
import FarewellTestSupport
import Testing

@testable import FarewellCLI

/// The bundled example's whole inventory, pinned: any change in what the scanner finds shows as a diff.
@Test func theExampleScanMatchesItsGoldenJSON() throws {
    let root = Path.normalize(Golden.fixture("../.."))
    let fileSystem = LocalFileSystem()
    let (configuration, _) = try ConfigurationLoader.load(root: root, fileSystem: fileSystem)
    let inventory = try RepositoryScanner(fileSystem: fileSystem, configuration: configuration).scan(root: root)
    #expect(inventory.diagnostics.isEmpty)
    Golden.check(InventoryJSON.render(inventory), matches: "example/scan.json")
}

/// The readable summary of the same scan, pinned.
@Test func theExampleScanSummaryMatchesItsGolden() throws {
    let root = Path.normalize(Golden.fixture("../.."))
    let fileSystem = LocalFileSystem()
    let (configuration, _) = try ConfigurationLoader.load(root: root, fileSystem: fileSystem)
    let inventory = try RepositoryScanner(fileSystem: fileSystem, configuration: configuration).scan(root: root)
    Golden.check(ScanSummary.render(inventory), matches: "example/summary.txt")
}

@Test func theSummaryCountsFilesThatOnlyImportRxApart() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Feed.swift": "import RxSwift\nlet bag = DisposeBag()\n",
        "/repo/App/Plain.swift": "import RxSwift\nlet x = 1\n",
        "/repo/App/Other.swift": "import RxCocoa\nstruct S {}\n",
        "/repo/Core/Core.swift": "import RxSwift\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let first = ScanSummary.render(inventory).split(separator: "\n").first.map(String.init)
    #expect(
        first == "1 Rx occurrence in 1 file and 1 module; 3 more files import Rx only (4 Swift files, 7 lines scanned)"
    )
}
