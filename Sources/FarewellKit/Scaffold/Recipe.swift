/// A before/after example for one Rx construct, naming the replacement APIs; task files print it.
package struct Recipe: Sendable, Equatable {
    /// The construct's catalog id: its Rx name (`BehaviorRelay`, `share`, `Single`).
    package var id: String
    /// One line: what replaces what.
    package var title: String
    /// Rx code as a team has it.
    package var before: String
    /// The same code after the migration.
    package var after: String
    /// The replacement APIs the example uses (FarewellAsync, the scaffolded bridges, the standard library).
    package var apis: [String]
    /// What differs from Rx or needs care; empty when nothing does.
    package var note: String

    package init(id: String, title: String, before: String, after: String, apis: [String], note: String = "") {
        self.id = id
        self.title = title
        self.before = before
        self.after = after
        self.apis = apis
        self.note = note
    }
}
