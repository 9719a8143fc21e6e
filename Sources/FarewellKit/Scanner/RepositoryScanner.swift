/// Scans a repository: walks the tree, attributes files to modules and layers, scans each Swift file.
package struct RepositoryScanner: Sendable {
    package var fileSystem: any FileSystem
    package var configuration: Configuration

    package init(fileSystem: any FileSystem, configuration: Configuration = Configuration()) {
        self.fileSystem = fileSystem
        self.configuration = configuration
    }

    /// The inventory of the repository at the absolute path `root`; paths in it are relative to `root`.
    package func scan(root: String) throws(FarewellError) -> Inventory {
        guard fileSystem.isDirectory(root) else { throw FarewellError.missingInput(root) }
        // The full pipeline lands with the scanner; until then an empty inventory.
        return Inventory(files: [], modules: [], scannedFiles: 0, scannedLines: 0)
    }
}
