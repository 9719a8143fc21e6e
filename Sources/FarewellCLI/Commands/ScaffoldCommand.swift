import FarewellKit

/// `farewell scaffold`: writes the FarewellAsync polyfill and the RxSwift bridges, never overwriting a file.
package enum ScaffoldCommand {
    package static let command = Command(
        name: "scaffold", summary: "Write the FarewellAsync polyfill and the RxSwift bridges into a folder.",
        usage: usage
    ) { cursor, environment in
        let output = try cursor.option("--output")
        try cursor.finish()
        if output?.isEmpty == true { throw UsageError("Missing value for '--output'") }
        return try write(into: environment.absolute(output ?? Scaffold.defaultFolder), environment)
    }

    static let usage = """
        OVERVIEW: Write the FarewellAsync polyfill and the RxSwift bridges into a folder.

        For a codebase that cannot add the FarewellAsync package: FarewellAsync.swift is the whole
        library as one file (share(history:), flatMapLatest, withLatestFrom, StateRelay, EventRelay);
        Single+Async.swift and Observable+AsyncSequence.swift bridge RxSwift and async code while
        callers move (they need RxSwift 6). An existing file is never overwritten: with the same
        contents it is left as is, with other contents it is skipped and reported.

        USAGE: farewell scaffold [--output DIR]

        OPTIONS:
          --output DIR  Folder to write into, created if missing (default: RxBridges).
          --help, -h    Show this help.

        EXIT CODES: 0 every file written or already up to date, 1 a file was skipped because it
          exists with other contents, 64 usage error, 73 a file or folder could not be written.

        """

    /// Writes each missing file; returns 1 when an existing file with other contents was kept.
    static func write(into folder: String, _ environment: Environment) throws -> Int32 {
        let fileSystem = environment.fileSystem
        let shownFolder = Path.relative(folder, to: environment.currentDirectory)
        if fileSystem.isFile(folder) {
            throw FarewellError.cannotWrite(path: shownFolder, problem: "a file is in the way of the folder")
        }
        var skipped = 0
        for file in Scaffold.files {
            let path = Path.join(folder, file.name)
            let shown = Path.relative(path, to: environment.currentDirectory)
            if fileSystem.kind(of: path) == nil {
                do {
                    try fileSystem.write(file.contents, to: path)
                } catch {
                    throw FarewellError.cannotWrite(path: shown, problem: problem(error))
                }
                environment.output.write("wrote \(shown)\n")
            } else if (try? fileSystem.contents(of: path)) == Array(file.contents.utf8) {
                environment.output.write("unchanged \(shown)\n")
            } else {
                environment.output.write("skipped \(shown): exists with other contents\n")
                skipped += 1
            }
        }
        if skipped > 0 {
            let files = skipped == 1 ? "1 file was not overwritten; move it" : "\(skipped) files were not overwritten; move them"
            environment.output.error("warning: \(files) away and run farewell scaffold again to get this version\n")
        }
        return skipped == 0 ? ExitCode.ok : ExitCode.failure
    }

    private static func problem(_ error: FileSystemError) -> String {
        switch error.reason {
        case .notFound: "no such folder"
        case .notReadable, .notWritable: "permission denied"
        case .notADirectory: "a file is in the way of a folder"
        case .other(let message): message
        }
    }
}
