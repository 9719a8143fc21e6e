import Foundation

@testable import FarewellKit

/// Loads a scenario under `Tests/Fixtures/projects/` the way the repository walker would hand it over.
enum ProjectFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects")

    /// The scenario's manifests and Swift file paths, relative to the scenario folder, sorted.
    static func load(_ scenario: String) -> (manifests: [ManifestFile], swiftFiles: [String]) {
        let base = root.appendingPathComponent(scenario).path
        var manifests: [ManifestFile] = []
        var swiftFiles: [String] = []
        let paths = (FileManager.default.subpaths(atPath: base) ?? []).sorted()
        for path in paths {
            if path.hasSuffix(".swift") { swiftFiles.append(path) }
            if ManifestKind.of(path: path) != nil, let data = FileManager.default.contents(atPath: base + "/" + path) {
                manifests.append(ManifestFile(path: path, bytes: Array(data)))
            }
        }
        return (manifests, swiftFiles)
    }

    /// Resolves a scenario.
    static func resolve(_ scenario: String) -> ModuleAssignment {
        let (manifests, swiftFiles) = load(scenario)
        return ModuleResolver.resolve(manifests: manifests, swiftFiles: swiftFiles)
    }
}

extension RxDependency {
    /// `RxSwift@Podfile:12`, compact for exact assertions.
    var summary: String { "\(library)@\(location.path):\(location.line)" }
}
