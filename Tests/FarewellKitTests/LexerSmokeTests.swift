@testable import FarewellKit
import Testing

@Test func lexerSeparatesCodeFromCommentsAndStrings() {
    let source = Array("let bag = DisposeBag() // Observable\nlet s = \"Single \\(x.rx)\"".utf8)
    let words = Lexer.tokenize(source).filter { $0.kind == .identifier }.map { $0.text(in: source) }
    #expect(words == ["let", "bag", "DisposeBag", "let", "s", "x", "rx"])
}
