import Testing

@testable import FarewellKit

@Suite struct LexerTokenKindTests {
    typealias Kind = Token.Kind

    static let cases: [(String, [Kind])] = [
        (
            "@Observable final class A {}",
            [.attribute, .identifier, .identifier, .identifier, .punctuation, .punctuation]
        ),
        ("\"a\\(b)c\"", [.stringSegment, .identifier, .stringSegment]),
        ("x = /a+/", [.identifier, .operator, .regex]),
        ("a / b / c", [.identifier, .operator, .identifier, .operator, .identifier]),
        ("try? /x/", [.identifier, .operator, .regex]),
        ("!/x/", [.operator, .regex]),
        ("#if DEBUG\n#endif", [.poundKeyword, .identifier, .poundKeyword]),
        ("#else0", [.poundKeyword, .number]),
        ("0x1p-2 1_000.5e+3 0b1010 1...5", [.number, .number, .number, .number, .operator, .number]),
        ("x.0.1", [.identifier, .punctuation, .number, .punctuation, .number]),
        ("0xff.description", [.number, .punctuation, .identifier]),
        (
            "a?.b!.c ..< d",
            [
                .identifier, .operator, .punctuation, .identifier, .operator, .punctuation, .identifier, .operator,
                .identifier,
            ]
        ),
        ("\\.foo", [.punctuation, .punctuation, .identifier]),
        ("$0 $value", [.dollarIdentifier, .dollarIdentifier]),
        ("`default` `raw name`", [.backtickIdentifier, .backtickIdentifier]),
        ("// c\n/// d\n/* e */\n/** f */", [.comment, .docComment, .comment, .docComment]),
        ("#\"a\"# ##\"a\"#\"##", [.stringSegment, .stringSegment]),
        ("#\"\"\"#", [.stringSegment]),
        ("#/a b/# ##/\n x\n/##", [.regex, .regex]),
        ("a->b", [.identifier, .operator, .identifier]),
        ("a+//c", [.identifier, .operator, .comment]),
        ("<#name#>", [.identifier]),
        ("a :: b", [.identifier, .punctuation, .identifier]),
        ("x → y", [.identifier, .operator, .identifier]),
        ("#!/bin/sh\nx", [.comment, .identifier]),
    ]

    @Test(arguments: cases.indices)
    func lexesTheExpectedKinds(_ index: Int) {
        let (source, kinds) = Self.cases[index]
        #expect(Lexer.tokenize(source).map(\.kind) == kinds, "\(source.debugDescription)")
    }

    @Test func splitsAStringAroundItsInterpolations() {
        let source = Array("\"a\\(b)c\\(d)e\"".utf8)
        let texts = Lexer.tokenize(source).map { $0.text(in: source) }
        #expect(texts == ["\"a\\(", "b", ")c\\(", "d", ")e\""])
    }

    @Test func endsAnUnterminatedBareRegexAtTheLineWhenItMustBeARegex() {
        let source = Array("x = / a\nrx\ny = /b\n".utf8)
        let texts = Lexer.tokenize(source).map { $0.text(in: source) }
        // A spaced `/` after `=` must start a regex; `/b` without an end may be an operator.
        #expect(texts == ["x", "=", "/ a", "rx", "y", "=", "/", "b"])
    }

    @Test func treatsASpacedSlashAfterAnOperandAsDivision() {
        let source = Array("a /b/ c\nd / e /".utf8)
        let kinds = Lexer.tokenize(source).map(\.kind)
        // Swift lexes `/b/` after a space as a regex; `d / e /` is division.
        #expect(kinds == [.identifier, .regex, .identifier, .identifier, .operator, .identifier, .operator])
    }
}
