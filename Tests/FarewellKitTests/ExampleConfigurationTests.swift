import Foundation
import Testing

@testable import FarewellKit

/// The repository's own `farewell.json` reads as a configuration and points at the bundled example.
@Suite struct ExampleConfigurationTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func configuration() throws -> Configuration {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("farewell.json"))
        return try JSONDecoder().decode(Configuration.self, from: data)
    }

    @Test func scansOnlyTheExample() throws {
        #expect(try configuration().include == ["Examples"])
    }

    @Test func mapsTheCorePackageModulesToTheirLayers() throws {
        #expect(try configuration().modules == ["Networking": .infra, "Persistence": .data, "Domain": .domain])
    }

    @Test func declaresTheSubscriptionHelpers() throws {
        let symbols = try configuration().symbols
        #expect(symbols.map(\.name) == ["subscribeNext", "driveNext"])
        #expect(symbols.map(\.category) == [.subscription, .uiBinding])
    }

    @Test func layerGlobsNameFoldersThatExist() throws {
        let folders = try configuration().layers.map { rule in
            rule.glob.split(separator: "/").prefix { !$0.contains("*") }.joined(separator: "/")
        }
        #expect(
            folders == ["Examples/BookshelfApp", "Examples/BookshelfApp/Utilities", "Examples/BookshelfApp/Services"])
        for folder in folders {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: Self.root.appendingPathComponent(folder).path, isDirectory: &isDirectory)
            #expect(exists && isDirectory.boolValue, "\(folder) is missing")
        }
    }
}
