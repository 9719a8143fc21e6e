import FarewellKit

/// Finds the repository a command works on: PATH when given, else the git repository around the
/// working directory, else the working directory.
package enum RepositoryLocator {
    package static func root(_ path: String?, in environment: Environment) throws(FarewellError) -> String {
        if let path {
            let absolute = environment.absolute(path)
            guard let kind = environment.fileSystem.kind(of: absolute) else { throw FarewellError.missingInput(path) }
            guard kind == .directory else { throw FarewellError.badInput(path: path, problem: "not a folder") }
            return absolute
        }
        var candidate = environment.currentDirectory
        while !candidate.isEmpty {
            if environment.fileSystem.kind(of: Path.join(candidate, ".git")) != nil { return candidate }
            if candidate == "/" { break }
            candidate = Path.parent(candidate)
        }
        return environment.currentDirectory
    }
}
