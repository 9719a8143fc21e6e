/// A committed copy of an Rx library's sources (RxTest's `RxTests/` among an app's files, a clone of RxSwift's
/// repository): the scan skips it, and the cleanup deletes it once nothing builds it.
package struct VendoredCopy: Sendable, Codable, Hashable {
    /// The folder, relative to the repository root.
    package var path: String
    /// The library it is a copy of (`RxSwift`, `RxTest`).
    package var library: String
    /// The modules whose targets compile files of it, sorted; empty when none of the repository's manifests names
    /// any (a clone built by its own project, or left over).
    package var modules: [String]

    package init(path: String, library: String, modules: [String] = []) {
        self.path = path
        self.library = library
        self.modules = modules
    }
}
