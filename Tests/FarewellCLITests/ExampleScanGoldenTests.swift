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
