/// Folder modules (files no manifest target claims) whose Swift files with Rx all import a test framework (`import
/// XCTest`, `@testable import Core`: `FileScan.importsTestFramework`) are test modules, whatever the folder's name
/// (`Test.App/T.Test_A.swift`): only a test bundle builds such files, so their tasks are tests' (no feature flag) and
/// their cleanup is that of the module they test. A file beside them with neither Rx nor a test import (a shared
/// `T.TestsShared.swift` importing Foundation alone) says nothing either way; one file at least imports a test
/// framework.
enum TestFolders {
    /// `assignment` with each such folder module marked `isTest`; `paths[i]` is the file `scans[i]` read.
    static func marking(_ assignment: ModuleAssignment, paths: [String], scans: [FileScan]) -> ModuleAssignment {
        let folders = Set(assignment.modules.filter { $0.kind == .folder && !$0.isTest }.map(\.name))
        guard !folders.isEmpty else { return assignment }
        var allTests: [String: Bool] = [:]
        for index in paths.indices where index < scans.count {
            guard let module = assignment.fileModules[paths[index]], folders.contains(module) else { continue }
            let scan = scans[index]
            if scan.importsTestFramework {
                allTests[module] = allTests[module, default: true]
            } else if !scan.imports.isEmpty || !scan.occurrences.isEmpty {
                allTests[module] = false
            }
        }
        var marked = assignment
        for index in marked.modules.indices where allTests[marked.modules[index].name] == true {
            marked.modules[index].isTest = true
        }
        return marked
    }
}
