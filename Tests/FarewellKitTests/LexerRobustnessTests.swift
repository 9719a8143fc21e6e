import Testing

@testable import FarewellKit

/// Any input lexes into well-formed tokens: ordered, non-overlapping, in bounds, correctly located.
@Suite struct LexerRobustnessTests {
    /// SplitMix64, so every run sees the same inputs.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Problems with the tokens of `source`: order, overlap, bounds, line and column.
    static func problems(_ source: [UInt8]) -> [String] {
        var lineStarts = [0]
        var index = 0
        while index < source.count {
            let byte = source[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < source.count, source[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { lineStarts.append(index) }
        }
        var problems: [String] = []
        var previousEnd = 0
        var line = 1
        for token in Lexer.tokenize(source) {
            // Tokens only move forward, so the line does too.
            while line < lineStarts.count, lineStarts[line] <= token.start { line += 1 }
            let column = token.start - lineStarts[line - 1] + 1
            if token.start < previousEnd || token.end <= token.start || token.end > source.count {
                problems.append("bad range \(token.start)..<\(token.end) after \(previousEnd)")
            } else if token.line != line || token.column != column {
                problems.append("token at \(token.start) says \(token.line):\(token.column), is \(line):\(column)")
            }
            previousEnd = token.end
        }
        return problems
    }

    @Test func randomBytesLexIntoWellFormedTokens() {
        var generator = SeededGenerator(state: 20_260_101)
        let alphabet = Array("/\"#\\()[]{}`$@'*\n\r \t.?!<>=-+0x1e_aZ".utf8)
        var failures: [String] = []
        for _ in 0..<400 {
            let length = Int.random(in: 0..<600, using: &generator)
            let bytes = (0..<length).map { _ -> UInt8 in
                Bool.random(using: &generator)
                    ? alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                    : UInt8.random(in: 0...255, using: &generator)
            }
            if let problem = Self.problems(bytes).first { failures.append("\(bytes): \(problem)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    @Test(arguments: [
        "/", "\"#", "#", "\"\\(", "/\\", "#/\n", "<#", "`", "(", "\"\"\"", "/*", "*/", "\\#(", "##\"", "x /y", "\r\n",
    ])
    func pathologicalRepetitionsFinishWellFormed(_ unit: String) {
        let source = Array(String(repeating: unit, count: 200_000 / unit.utf8.count).utf8)
        #expect(Self.problems(source).isEmpty)
    }

    @Test func theIteratorFollowsDeepInterpolationsInLinearTime() {
        let source = Array((String(repeating: "\"\\(", count: 50_000) + "x").utf8)
        var lexer = Lexer(source)
        var tokens: [Token] = []
        while let token = lexer.next() { tokens.append(token) }
        #expect(tokens.count == 50_001)
        #expect(tokens == Lexer.tokenize(source))
    }

    @Test func aMultiMegabyteSourceFinishesWellFormed() {
        let snippet = """
            @Observable final class ViewModel {
                let bag = DisposeBag() // rx
                let r = #/\\d+/#, s = "a \\(b.map { "\\($0)" }) c", t = x.0.1 / 2.5e3
                /* nested /* comment */ */ func f() -> Single<Int> { .just(1) }
            }

            """
        let source = Array(String(repeating: snippet, count: 10_000).utf8)
        #expect(source.count > 2_000_000)
        // Each copy ends in code, so the whole lexes as the sum of its copies.
        #expect(Lexer.tokenize(source).count == 10_000 * Lexer.tokenize(snippet).count)
        #expect(Lexer.tokenize(snippet).count == 57)
        #expect(Self.problems(source).isEmpty)
    }
}
