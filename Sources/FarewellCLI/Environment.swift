import FarewellKit
import Foundation

/// Everything a command touches outside itself: files, processes, the clock, the streams.
package struct Environment: Sendable {
    package var fileSystem: any FileSystem
    package var output: any Output
    /// The current time; tests pass a fixed one.
    package var clock: @Sendable () -> Date
    /// Absolute path of the working directory.
    package var currentDirectory: String
    package var variables: [String: String]
    package var processRunner: any ProcessRunner
    /// Takes what a command is done with just before it returns (a scan's inventory). The live environment
    /// never frees it: the process exits right after, and freeing millions of values one by one only costs
    /// time. Elsewhere (tests) it is dropped and freed as usual.
    package var keepUntilExit: @Sendable (any Sendable) -> Void = { _ in }

    package init(
        fileSystem: any FileSystem, output: any Output, clock: @escaping @Sendable () -> Date,
        currentDirectory: String, variables: [String: String] = [:], processRunner: any ProcessRunner
    ) {
        self.fileSystem = fileSystem
        self.output = output
        self.clock = clock
        self.currentDirectory = currentDirectory
        self.variables = variables
        self.processRunner = processRunner
    }

    static func live() -> Environment {
        var environment = Environment(
            fileSystem: LocalFileSystem(), output: StandardOutput(), clock: { Date() },
            currentDirectory: FileManager.default.currentDirectoryPath,
            variables: ProcessInfo.processInfo.environment, processRunner: LocalProcessRunner())
        environment.keepUntilExit = { value in _ = Unmanaged.passRetained(KeptValue(value)) }
        return environment
    }

    /// `path` made absolute against the working directory, normalized.
    package func absolute(_ path: String) -> String {
        Path.normalize(path.hasPrefix("/") ? path : Path.join(currentDirectory, path))
    }
}

/// A value `Environment.live()` holds on to until the process exits.
private final class KeptValue: Sendable {
    let value: any Sendable

    init(_ value: any Sendable) { self.value = value }
}
