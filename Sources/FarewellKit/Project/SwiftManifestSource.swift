/// A Swift manifest as code tokens with matched brackets, able to read calls as `SwiftExpression`s.
struct SwiftManifestSource {
    let bytes: [UInt8]
    /// Code tokens only (comments dropped).
    let tokens: [Token]
    /// Opening bracket token index -> its closing token index.
    let closing: [Int: Int]
    static let maximumDepth = 200

    /// Tokenizes `bytes`; returns the first structural problem (line, message) instead when the source is broken.
    static func make(_ bytes: [UInt8]) -> Result<SwiftManifestSource, ManifestSyntaxError> {
        let tokens = Lexer.tokenize(bytes).filter(\.isCode)
        var stack: [Int] = []
        var closing: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() {
            if token.kind == .stringSegment, let problem = unterminated(token, bytes) {
                return .failure(ManifestSyntaxError(line: token.line, message: problem))
            }
            guard token.kind == .punctuation, token.end - token.start == 1 else { continue }
            let byte = bytes[token.start]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                // Expressions are read recursively: bound the nesting rather than risk the stack.
                if stack.count >= maximumDepth {
                    return .failure(ManifestSyntaxError(line: token.line, message: "nesting is too deep"))
                }
                stack.append(index)
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                guard let open = stack.popLast(), pairs(bytes[tokens[open].start], byte) else {
                    return .failure(
                        ManifestSyntaxError(
                            line: token.line, message: "unbalanced '\(Character(Unicode.Scalar(byte)))'"))
                }
                closing[open] = index
            }
        }
        if let open = stack.last {
            let byte = bytes[tokens[open].start]
            return .failure(
                ManifestSyntaxError(
                    line: tokens[open].line, message: "'\(Character(Unicode.Scalar(byte)))' is never closed"))
        }
        return .success(SwiftManifestSource(bytes: bytes, tokens: tokens, closing: closing))
    }

    private static func pairs(_ open: UInt8, _ close: UInt8) -> Bool {
        (open == UInt8(ascii: "(") && close == UInt8(ascii: ")"))
            || (open == UInt8(ascii: "[") && close == UInt8(ascii: "]"))
            || (open == UInt8(ascii: "{") && close == UInt8(ascii: "}"))
    }

    /// A problem message when a string segment lacks its closing quote.
    private static func unterminated(_ token: Token, _ bytes: [UInt8]) -> String? {
        var end = token.end
        while end > token.start, bytes[end - 1] == UInt8(ascii: "#") { end -= 1 }
        guard end - token.start >= 2 || (end > token.start && bytes[token.start] != UInt8(ascii: "\"")) else {
            return "unterminated string literal"
        }
        let last = bytes[end - 1]
        if last == UInt8(ascii: "\"") || last == UInt8(ascii: "(") { return nil }
        return "unterminated string literal"
    }

    func text(_ index: Int) -> String { tokens[index].text(in: bytes) }

    func isPunctuation(_ index: Int, _ character: StaticString) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
            && tokens[index].equals(character, in: bytes)
    }

    func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
    }
}
