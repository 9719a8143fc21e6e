/// The registry of subcommands, in the order `farewell --help` lists them: the migration's order of work.
package enum Commands {
    package static let all: [Command] = [
        ScanCommand.command,
        InitCommand.command,
        PlanCommand.command,
        VerifyCommand.command,
        StatusCommand.command,
        TrackCommand.command,
        SyncCommand.command,
        LessonsCommand.command,
        RetroCommand.command,
        CheckCommand.command,
        ScaffoldCommand.command,
    ]

    package static func find(_ name: String) -> Command? { all.first { $0.name == name } }
}
