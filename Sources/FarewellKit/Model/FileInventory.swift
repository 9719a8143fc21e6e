/// Everything the scanner learned about one Swift file.
package struct FileInventory: Sendable, Codable, Hashable {
    /// Relative to the scan root, `/`-separated.
    package var path: String
    package var module: String
    /// The other modules that compile the file too (an app extension sharing the app's files), sorted; the
    /// file and its occurrences count once, under `module`.
    package var alsoIn: [String]
    package var layer: Layer
    package var isTest: Bool
    /// Lines of the file.
    package var lines: Int
    /// Rx modules the file imports (`RxSwift`, `RxCocoa`), sorted.
    package var imports: [String]
    /// Occurrences in source order (line, then column).
    package var occurrences: [Occurrence]
    /// Declarations whose signatures carry Rx types, in source order.
    package var apis: [RxAPI]
    /// Type names declared in the file (classes, structs, enums, protocols, actors, extensions), in order.
    package var types: [String]

    package init(
        path: String, module: String, layer: Layer, isTest: Bool, lines: Int, imports: [String],
        occurrences: [Occurrence], apis: [RxAPI] = [], types: [String] = [], alsoIn: [String] = []
    ) {
        self.path = path
        self.module = module
        self.alsoIn = alsoIn
        self.layer = layer
        self.isTest = isTest
        self.lines = lines
        self.imports = imports
        self.occurrences = occurrences
        self.apis = apis
        self.types = types
    }
}
