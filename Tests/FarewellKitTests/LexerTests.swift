import Testing

@testable import FarewellKit

@Suite struct LexerTests {
    @Test(arguments: [
        // Comments: line, nested block, doc.
        "let bag = ↓DisposeBag() // DisposeBag Observable",
        "/* outer /* Observable */ still a comment Single */ ↓Single",
        "/// Observable\n/** rx Single */\n//// DisposeBag\nlet a = ↓rx",
        "/* unterminated Observable \n rx",
        // Strings and interpolation.
        "let s = \"Observable \\(↓rx) Single\"",
        "\"a \\(\"b \\(↓Observable.just(1)) Single\") c\" + ↓rx",
        "\"\\(items.map { ($0.↓rx) }) Observable\"",
        "\"\\(f(g(↓Single.x))) rx\"",
        "\"\\(a ? \"Single\" : \"rx\") \\(↓rx)\"",
        "\"escaped \\\" Observable \\\\\" + ↓rx",
        // Raw strings, any number of pounds; `\\(` is text in them, `\\#(` is code.
        "#\"Observable \\(rx) \\#(↓rx)\"#",
        "##\"Single \"# rx \\#(rx) \\##(↓rx)\"## + ↓Single",
        "#\"a\"## ↓rx",
        // Multi-line strings, raw ones, and multi-line strings inside interpolations.
        "\"\"\"\nObservable \"quoted\" \\(↓rx)\nSingle\n\"\"\"\n↓rx",
        "#\"\"\"\n\"Observable\" \\(rx) \\#(↓rx)\n\"\"\"#",
        "\"\"\"\n\\(\"\"\"\n  Observable \\(↓rx)\n  \"\"\")\n\"\"\"\n↓Single",
        "\"\\(\"\"\"\nObservable \\(↓rx)\n\"\"\")\" + ↓rx",
        // Unterminated single-line strings and interpolations end at the line's end.
        "\"Observable\n↓rx",
        "\"\\(↓rx\n↓Single",
        // Regex literals: bare where Swift allows one, extended on one or many lines.
        "let r = /Observable/\nlet s = ↓rx",
        "let r = #/rx Single/#; ↓rx",
        "let r = #/\n  Observable\n/#\n↓rx",
        "let m = try? /Single/.firstMatch(in: ↓rx)",
        "f(/rx/, /Single/)",
        "let r = ##/a/#Observable/##\n↓rx",
        // Division, not regex.
        "let x = a / ↓rx / b",
        "let y = a/↓rx/b",
        "let z = (a) / 2 / ↓Single.count",
        "let w = ↓rx.value /2 + ↓Single.one / 3",
        // Backticks, $0, attributes, compiler directives.
        "let `Observable` = ↓rx",
        "xs.map { $0.↓rx }",
        "@Observable final class ↓Single {}",
        "#if os(iOS)\n↓Observable\n#elseif DEBUG\n↓Single\n#else\n↓rx\n#endif",
        "#selector(↓Single.tap)",
        // Numbers, tuple access, ranges, optional chaining, key paths.
        "let t = x.0.1 + 0x1p-2 + 1_000.5e+3 + 0b1010; ↓rx",
        "for i in 1...5 { ↓rx }; (0..<2).↓Single",
        "a?.↓rx; b!.↓Single",
        "let k = \\.↓rx; let p = \\↓Observable.↓rx",
        // Unicode identifiers: columns count UTF-8 bytes.
        "let 日本 = ↓Observable; let é = ↓rx",
        // Line endings, shebang, byte order mark.
        "a\r\n↓rx\r↓Single\n↓Observable",
        "#!/usr/bin/env swift Observable\n↓rx",
        "\u{FEFF}↓Observable",
        "a\0↓rx \0 \u{00A0}↓Single",
        "static func /(lhs: A, rhs: A) -> A { lhs }; ↓rx / 2",
    ])
    func marksExactlyTheCodeIdentifiers(_ marked: String) {
        LexerMarkedSource.expectMarked(marked)
    }

    @Test func interpolationNestsDeeply() {
        var source = "let s = "
        for _ in 0..<50 { source += "\"\\(" }
        source += "↓rx"
        for _ in 0..<50 { source += ")\"" }
        source += " + ↓Single"
        LexerMarkedSource.expectMarked(source)
    }

    @Test func reportsLinesAndByteColumns() {
        let source = Array("let a = 1\r\n  /* x\n */ é.rx\r\"s\"".utf8)
        let tokens = Lexer.tokenize(source)
        let positions = tokens.map { "\($0.line):\($0.column) \($0.text(in: source))" }
        #expect(
            positions == [
                "1:1 let", "1:5 a", "1:7 =", "1:9 1", "2:3 /* x\n */", "3:5 é", "3:7 .", "3:8 rx", "4:1 \"s\"",
            ])
    }

    @Test func iteratorYieldsTheSameTokensAsTokenize() {
        let source = Array("\"a\\(\"b\\(c)\")\" + /x/ // d\n#if e\n@f g".utf8)
        var lexer = Lexer(source)
        var tokens: [Token] = []
        while let token = lexer.next() { tokens.append(token) }
        #expect(tokens == Lexer.tokenize(source))
    }
}
