/// A stored property with an Rx type that one part of a split file declares and a later part reads (`let items =
/// BehaviorRelay<[Item]>(value: [])` in the type's body, read by `transform(input:)` in the next part). A stored
/// property cannot move to a `+Rx.swift` extension, so the declaring part keeps it beside its new async member, and
/// the last part reading it deletes it once nothing there reads it. That part names it too and holds its occurrences,
/// so it is in that part's scope, whatever reads it by then (`ScopeOwners.keptMembers(in:)`,
/// `Planner.placeKeptMembers`).
package struct KeptMember: Sendable, Hashable {
    package var path: String
    /// The line declaring it, its name and its declaration's (`FeedViewModel.items`).
    package var line: Int
    package var name: String
    package var declaration: String
    /// The part declaring it, which keeps it, and the last part reading it, which deletes it.
    package var keptBy: String
    package var movedBy: String

    package init(path: String, line: Int, name: String, declaration: String, keptBy: String, movedBy: String) {
        self.path = path
        self.line = line
        self.name = name
        self.declaration = declaration
        self.keptBy = keptBy
        self.movedBy = movedBy
    }
}
