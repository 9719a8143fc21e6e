/// The Xcode project and target that list a module's files one by one: a `PBXFileReference` and a `PBXBuildFile` in
/// the target's Sources phase for each. A file put beside them compiles only once it is added to that target, where
/// a synchronized folder, SwiftPM, XcodeGen and Tuist compile every file of their folders.
package struct XcodeFileList: Sendable, Hashable {
    /// The `.xcodeproj` folder, relative to the repository root (`App.xcodeproj`, `ios/App.xcodeproj`).
    package var project: String
    /// The target's name in the project, which may differ from the module's (`App.xcodeproj:App`).
    package var target: String
    /// The folders the module's other claims compile whole (a synchronized folder of the target, a `project.yml`'s
    /// sources beside the project it generates): a file put there is compiled without being listed.
    var globbed: [FileClaim] = []

    /// Whether a new file at `path` compiles only once it is added to the target, which no folder claim of the module
    /// takes it into.
    package func needsListing(_ path: String) -> Bool {
        !globbed.contains { $0.contains(path) }
    }

    /// The one-line reason `verify` gives for a file of `path` that no target compiles.
    package func notListed(_ path: String) -> String {
        "\(path) is not in target \(target)'s sources in \(project): add it"
    }

    /// `` the target `App` in `App.xcodeproj` ``, for task steps.
    var inWords: String { "the target \(Markdown.code(target)) in \(Markdown.code(project))" }
}
