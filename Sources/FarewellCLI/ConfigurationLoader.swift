import FarewellKit

/// Loads `farewell.json` from a repository root; a missing file means the defaults.
package enum ConfigurationLoader {
    package static func load(
        root: String, fileSystem: any FileSystem, explicitPath: String? = nil
    ) throws(FarewellError) -> (Configuration, [Diagnostic]) {
        let path = explicitPath ?? Path.join(root, ConfigurationFile.name)
        guard fileSystem.isFile(path) else {
            if explicitPath != nil { throw FarewellError.missingInput(path) }
            return (Configuration(), [])
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
        } catch {
            throw FarewellError.fileSystem(error)
        }
        return try ConfigurationFile.parse(bytes, path: Path.relative(path, to: root))
    }
}
