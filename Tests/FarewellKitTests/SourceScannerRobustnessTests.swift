import Testing

@testable import FarewellKit

/// Any input scans: the scanner reads its token columns without bounds checks in release builds, so
/// random Swift-like text (unbalanced brackets, cut declarations, chains, Rx names) is scanned here,
/// in a debug build where every read is checked, and what it reports must lie inside the file.
@Suite struct SourceScannerRobustnessTests {
    static let fragments = [
        "import RxSwift\n", "@_exported import RxCocoa\n", "func ", "init", "subscript", "deinit", "var ", "let ",
        "class ", "struct ", "extension ", "protocol ", "enum ", "case ", "public ", "private ", "static ",
        "Observable", "Single", "Driver", "BehaviorRelay", "PublishSubject", "DisposeBag", "disposed",
        "flatMapLatest", "withLatestFrom", "asDriver", "subscribe", "bind", "drive", "map", "rx", "tap",
        "share", "replay", "self", "value", "x", "y", "(", ")", "[", "]", "{", "}", "<", ">", ".", ",", ":",
        ";", "->", "?", "!", "=", "&", "@MainActor ", "#if DEBUG\n", "#else\n", "#endif\n", "$0", "`default`",
        "\"text \\(a.rx.tap)\"", "\"\"\"\nblock\n\"\"\"", "// note\n", "/* c */", " ", " ", "\n", "\n", "\t",
        "try? ", "/re/", "0x1F", "1_000", "in ", "return ", "where ", "some ", "any ", "as ", "_ ", "await ",
        "else ", "onError: ", "Void", "send", "get ", "resolve", ".self", "Observable.of(", "merge", "if let ",
        "guard let ", "filterNil", "makeModel()", "Core.", "asObservable()",
    ]

    @Test func randomSwiftLikeTextScansWithinTheFile() {
        var generator = LexerRobustnessTests.SeededGenerator(state: 20_261_201)
        let scanner = SourceScanner()
        var failures: [String] = []
        var occurrences = 0
        var apis = 0
        for _ in 0..<300 {
            let count = Int.random(in: 0..<400, using: &generator)
            let text = (0..<count).map { _ in
                Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &generator)]
            }.joined()
            let scan = scanner.scan(text)
            occurrences += scan.occurrences.count
            apis += scan.apis.count
            let lines = SourceScanner.lineCount(Array(text.utf8))
            for occurrence in scan.occurrences
            where occurrence.line < 1 || occurrence.line > lines || occurrence.column < 1 {
                failures.append("\(occurrence.line):\(occurrence.column) of \(lines) lines in \(text)")
            }
            for api in scan.apis where api.line < 1 || api.line > lines || api.name.isEmpty {
                failures.append("API \(api.name) at \(api.line) of \(lines) lines in \(text)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(2))")
        // The soup reaches the matching and the declaration code, not only the lexer.
        #expect(occurrences > 1_000)
        #expect(apis > 10)
    }
}

/// A function whose generic parameters start on the line after its name: its signature ends before them, and the
/// scan reads no range backwards (it trapped once).
@Test func genericParametersOnTheNextLineScan() {
    let scan = SourceScanner().scan(
        """
        import RxSwift
        final class Tests {
            func interact
            <
                Base: Creating & NSObjectProtocol,
                Target: Creating
            >(_ base: Base.Type, _ target: Target.Type) -> Observable<Int> where Base: Creating {
                .never()
            }
        }
        """)
    #expect(scan.occurrences.map(\.symbol) == ["Observable", "never"])
}
