/// The registry of subcommands, in the order `farewell --help` lists them.
package enum Commands {
    package static let all: [Command] = [
        ScanCommand.command,
        InitCommand.command,
        StatusCommand.command,
        TrackCommand.command,
        SyncCommand.command,
    ]

    package static func find(_ name: String) -> Command? { all.first { $0.name == name } }
}
