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
