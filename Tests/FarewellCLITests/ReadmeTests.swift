@testable import FarewellCLI
import FarewellTestSupport
import Foundation
import Testing

/// The README is the front door: it must name every command and every option the help texts offer.
@Suite struct ReadmeTests {
    static let readme = (try? String(contentsOfFile: Golden.fixture("../../README.md"), encoding: .utf8)) ?? ""

    @Test(arguments: Commands.all.map(\.name))
    func everyCommandHasASection(name: String) {
        #expect(Self.readme.contains("### `farewell \(name)`"), "README.md has no section for `farewell \(name)`")
    }

    @Test(arguments: Commands.all.map(\.name))
    func everyOptionIsDocumented(name: String) throws {
        let command = try #require(Commands.find(name))
        let options = Set(command.usage.split { " \n[|,()".contains($0) }.filter { $0.hasPrefix("--") }.map {
            String($0.prefix { $0 == "-" || $0.isLetter })
        })
        for option in options.sorted() where option != "--help" {
            #expect(Self.readme.contains(option), "README.md does not mention \(option) of `farewell \(name)`")
        }
    }
}
