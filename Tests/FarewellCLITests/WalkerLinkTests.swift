import FarewellCLI
import Foundation
import Testing

@testable import FarewellKit

/// The walk on a real file system: linked files are scanned once, loops end, file templates are left out.
@Suite struct WalkerLinkTests {
    @Test func aLinkedFileIsScannedOnceAndFileTemplatesNotAtAll() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("farewell-walk-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        func write(_ text: String, _ path: String) throws {
            try manager.createDirectory(
                atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        let rx = "import RxSwift\nlet numbers = Observable<Int>.just(1)\n"
        try write(rx, "Tests/Support/NumberSection.swift")
        try write(rx, "App/Main.swift")
        try manager.createDirectory(atPath: root + "/Example/Support", withIntermediateDirectories: true)
        // A test helper linked into an example app's folder, a link to a file outside the repository, a loop.
        try manager.createSymbolicLink(
            atPath: root + "/Example/Support/NumberSection.swift",
            withDestinationPath: "../../Tests/Support/NumberSection.swift")
        let outside = root + "-outside.swift"
        try rx.write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? manager.removeItem(atPath: outside) }
        try manager.createSymbolicLink(atPath: root + "/Example/Shared.swift", withDestinationPath: outside)
        try manager.createSymbolicLink(atPath: root + "/Example/Loop", withDestinationPath: "..")
        // An Xcode file template committed without `.xctemplate`, and a placeholder file on its own.
        try write("<plist/>", "Templates/TemplateInfo.plist")
        try write(rx, "Templates/Default/___FILEBASENAME___ViewModel.swift")
        try write(rx, "Tools/___VARIABLE_name___Reactor.swift")

        let inventory = try RepositoryScanner(fileSystem: LocalFileSystem()).scan(root: root)
        #expect(
            inventory.files.map(\.path) == [
                "App/Main.swift", "Example/Shared.swift", "Tests/Support/NumberSection.swift",
            ])
        #expect(inventory.diagnostics == [])
    }

    @Test func aTemplatePlaceholderIsThreeUnderscoresThenItsName() {
        let names = [
            "___FILEBASENAME___ViewModel.swift", "Screen___VARIABLE_name___.swift", "____FILEBASENAME___.swift",
            "__FILEBASENAME.swift", "___FILENAME___.swift", "Snake_case__VARIABLE_.swift", "a.swift", "__",
        ]
        #expect(
            names.map(RepositoryWalker.namesTemplatePlaceholder) == [
                true, true, true, false, false, false, false, false,
            ])
    }
}
