/// A subcommand: its name, its help text, and what it does.
package struct Command: Sendable {
    package var name: String
    /// One line for `farewell --help`.
    package var summary: String
    /// The full help text, ending with a newline.
    package var usage: String
    package var run: @Sendable (inout ArgumentCursor, inout Environment) throws -> Int32

    package init(
        name: String, summary: String, usage: String,
        run: @escaping @Sendable (inout ArgumentCursor, inout Environment) throws -> Int32
    ) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.run = run
    }
}
