import Testing

@testable import FarewellKit

@Test func importsOfRxModulesAreSortedAndOthersIgnored() {
    let scan = SourceScanner().scan(
        """
        import UIKit
        import RxSwift
        @testable import RxTest
        import struct RxCocoa.Driver
        import RxSwift
        public import RxRelay
        import Foundation.NSString
        """
    )
    #expect(scan.imports == ["RxCocoa", "RxRelay", "RxSwift", "RxTest"])
    #expect(scan.reexportedImports == [])
    #expect(scan.occurrences == [])
    #expect(scan.references == [])
}

@Test func exportedImportsAreReexports() {
    let scan = SourceScanner().scan("@_exported import RxSwift\n@_exported import Foundation\nimport RxCocoa\n")
    #expect(scan.imports == ["RxCocoa", "RxSwift"])
    #expect(scan.reexportedImports == ["RxSwift"])
}

@Test func importsInsideCanImportAreCounted() {
    let scan = SourceScanner().scan("#if canImport(RxSwift)\nimport RxSwift\n#endif\n")
    #expect(scan.imports == ["RxSwift"])
}

@Test func importsInCommentsAndStringsAreIgnored() {
    let scan = SourceScanner().scan("// import RxSwift\nlet s = \"import RxCocoa\"\n/* import RxRelay */")
    #expect(scan.imports == [])
}

@Test func linesCountALastLineWithoutBreak() {
    #expect(SourceScanner().scan("").lines == 0)
    #expect(SourceScanner().scan("a\nb").lines == 2)
    #expect(SourceScanner().scan("a\r\nb\n").lines == 2)
    #expect(SourceScanner().scan("\n\n").lines == 2)
}

@Test func anImportOfAnyLibraryNamedLikeAnRxLibraryIsAnRxImport() {
    let scan = SourceScanner().scan(
        """
        import Cocoa
        import RxBiBinding
        @testable import RxRestClient
        import Rxtended
        import RX
        import Rx
        final class A {}
        """
    )
    #expect(scan.imports == ["RxBiBinding", "RxRestClient"])
    #expect(scan.importedModules == ["Cocoa", "Rxtended", "RX", "Rx"].map(WordTable.hash).sorted())
}

@Test func aModuleOfTheRepositoryNamedLikeAnRxLibraryIsNoRxImport() {
    let scan = SourceScanner(ownModules: ["RxExtension"]).scan("import RxExtension\nimport RxBiBinding\n")
    #expect(scan.imports == ["RxBiBinding"])
    #expect(scan.importedModules == [WordTable.hash("RxExtension")])
}

@Test func rxBiBindingsOperatorCountsOnlyWhereItsLibraryIsImported() {
    let source = """
        import RxBiBinding
        final class Form {
            func bind() {
                (field.rx.text <-> model.name).disposed(by: bag)
                let pair = relay<->control.rx.value
            }
        }
        """
    let occurrences = SourceScanner().scan(source).occurrences.filter { $0.construct == "twoWayBinding" }
    #expect(
        occurrences.map { "\($0.line):\($0.column) \($0.symbol) \($0.enclosing ?? "")" } == [
            "4:24 <-> Form.bind()", "5:25 <-> Form.bind()",
        ])
    let custom = source.replacingOccurrences(of: "import RxBiBinding", with: "infix operator <->")
    #expect(SourceScanner().scan(custom).occurrences.filter { $0.construct == "twoWayBinding" } == [])
}
