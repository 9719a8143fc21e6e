import Testing

@testable import FarewellKit

/// The helper note of the manifest `Projects/<name>/Project.swift`.
private func helperNote(_ name: String) -> Diagnostic {
    var note = Diagnostic(
        path: "Projects/\(name)/Project.swift", line: 4,
        message: "targets come from a helper (Project.module); module '\(name)' takes the manifest's folder",
        isInformational: true)
    note.family = .targetHelper
    return note
}

/// Forty-two manifests a helper makes get one line, which counts them and names the first two; a problem keeps its
/// own line, where it sorts.
@Test func repeatedNotesOfOneFamilyAreOneLineNamingTheFirstFiles() {
    let names = (1...42).map { String(format: "M%02d", $0) }
    let problem = Diagnostic(path: "App/Podfile", line: 2, message: "malformed Podfile")
    let entries = Diagnostic.entries([problem] + names.map(helperNote))
    #expect(
        entries.map(\.description) == [
            "App/Podfile:2: warning: malformed Podfile",
            "warning: 42 manifests build their targets with a helper (Projects/M01/Project.swift, "
                + "Projects/M02/Project.swift, … 40 more): modules come from their folders",
        ])
}

/// One note of a family is printed as it is; three name every file.
@Test func aFamilySeenOnceKeepsItsLineAndThreeNameEveryFile() {
    #expect(
        Diagnostic.entries([helperNote("Home")]).map(\.description) == [
            "Projects/Home/Project.swift:4: warning: targets come from a helper (Project.module); module 'Home' takes "
                + "the manifest's folder"
        ])
    #expect(
        Diagnostic.entries(["A", "B", "C"].map(helperNote)).map(\.description) == [
            "warning: 3 manifests build their targets with a helper (Projects/A/Project.swift, "
                + "Projects/B/Project.swift, Projects/C/Project.swift): modules come from their folders"
        ])
}
