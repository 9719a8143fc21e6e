/// The command line of `farewell plan`, parsed.
package struct PlanOptions: Sendable, Equatable {
    /// What `plan` prints on standard output.
    package enum Format: String, Sendable, Equatable {
        case text, json
    }

    package var path: String?
    package var workspace: String?
    package var dryRun = false
    package var check = false
    package var format = Format.text

    package init(
        path: String? = nil, workspace: String? = nil, dryRun: Bool = false, check: Bool = false, format: Format = .text
    ) {
        self.path = path
        self.workspace = workspace
        self.dryRun = dryRun
        self.check = check
        self.format = format
    }

    package static func parse(_ cursor: inout ArgumentCursor) throws(UsageError) -> PlanOptions {
        var options = PlanOptions()
        options.workspace = try cursor.option("--workspace")
        if let format = try cursor.option("--format") {
            guard let value = Format(rawValue: format) else {
                throw UsageError("Invalid value '\(format)' for '--format' (expected text or json)")
            }
            options.format = value
        }
        options.dryRun = cursor.flag("--dry-run")
        options.check = cursor.flag("--check")
        options.path = cursor.nextPositional()
        try cursor.finish()
        return options
    }
}
