/// A Swift lexer over UTF-8 bytes: tells code from comments and literals, in linear time, on any input.
///
/// Interpolations inside strings are lexed as code: `"\(a.rx.tap)"` yields a string segment, the
/// tokens `a . rx . tap`, and a closing string segment.
package struct Lexer: Sendable {
    private let source: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Open interpolations, innermost last.
    private var frames: [Frame] = []
    /// The last code token's kind and whether it ends an expression (for `/` regex detection).
    private var previousEndsExpression = false

    /// The string an interpolation belongs to, and the parentheses opened inside it.
    private struct Frame {
        var pounds: Int
        var multiline: Bool
        var depth: Int
    }

    package init(_ source: [UInt8]) {
        self.source = source
    }

    /// Every token of `source`, comments included, in order.
    package static func tokenize(_ source: [UInt8]) -> [Token] {
        var lexer = Lexer(source)
        var tokens: [Token] = []
        tokens.reserveCapacity(source.count / 5)
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    /// Every token of `text`.
    package static func tokenize(_ text: String) -> [Token] { tokenize(Array(text.utf8)) }

    /// The next token, or nil at the end of the input.
    package mutating func next() -> Token? {
        skipWhitespace()
        guard index < source.count else { return nil }
        let start = index
        let startLine = line
        let column = index - lineStart + 1
        let kind = lexToken()
        // Guarantee progress on any input.
        if index == start { index += 1 }
        let token = Token(kind: kind, start: start, end: index, line: startLine, column: column)
        if token.isCode { previousEndsExpression = endsExpression(token) }
        return token
    }

    // MARK: - Dispatch

    private mutating func lexToken() -> Token.Kind {
        let byte = source[index]
        switch byte {
        case UInt8(ascii: "/"):
            if peek(1) == UInt8(ascii: "/") { return lexLineComment() }
            if peek(1) == UInt8(ascii: "*") { return lexBlockComment() }
            if !previousEndsExpression, let end = regexEnd(from: index, pounds: 0) {
                index = end
                return .regex
            }
            return lexOperator()
        case UInt8(ascii: "\""):
            return lexString(pounds: 0)
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "`"):
            return lexBacktick()
        case UInt8(ascii: "$"):
            index += 1
            while index < source.count, Lexer.isIdentifierContinue(source[index]) { index += 1 }
            return .dollarIdentifier
        case UInt8(ascii: "@"):
            index += 1
            while index < source.count, Lexer.isIdentifierContinue(source[index]) { index += 1 }
            return .attribute
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if byte == UInt8(ascii: "("), !frames.isEmpty { frames[frames.count - 1].depth += 1 }
            index += 1
            return .punctuation
        case UInt8(ascii: ")"):
            if let frame = frames.last {
                if frame.depth == 0 {
                    frames.removeLast()
                    index += 1
                    return continueString(pounds: frame.pounds, multiline: frame.multiline)
                }
                frames[frames.count - 1].depth -= 1
            }
            index += 1
            return .punctuation
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"),
            UInt8(ascii: "\\"):
            index += 1
            return .punctuation
        case UInt8(ascii: "."):
            if Lexer.isOperator(peek(1) ?? 0) || peek(1) == UInt8(ascii: ".") { return lexOperator() }
            index += 1
            return .punctuation
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        default:
            if Lexer.isIdentifierStart(byte) {
                index += 1
                while index < source.count, Lexer.isIdentifierContinue(source[index]) { index += 1 }
                return .identifier
            }
            if Lexer.isOperator(byte) { return lexOperator() }
            index += 1
            return .punctuation
        }
    }

    // MARK: - Comments

    private mutating func lexLineComment() -> Token.Kind {
        let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        while index < source.count, source[index] != UInt8(ascii: "\n"), source[index] != UInt8(ascii: "\r") {
            index += 1
        }
        return isDoc ? .docComment : .comment
    }

    private mutating func lexBlockComment() -> Token.Kind {
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/") && peek(3) != UInt8(ascii: "*")
        index += 2
        var depth = 1
        while index < source.count, depth > 0 {
            let byte = source[index]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                consumeByteTrackingLines()
            }
        }
        return isDoc ? .docComment : .comment
    }

    // MARK: - Strings

    private mutating func lexString(pounds: Int) -> Token.Kind {
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
            index += 3
            return continueString(pounds: pounds, multiline: true)
        }
        index += 1
        return continueString(pounds: pounds, multiline: false)
    }

    /// Lexes string content up to its closing delimiter or to an interpolation's `\(`.
    private mutating func continueString(pounds: Int, multiline: Bool) -> Token.Kind {
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "\\"), hasPounds(pounds, at: index + 1) {
                let after = index + 1 + pounds
                if after < source.count, source[after] == UInt8(ascii: "(") {
                    index = after + 1
                    frames.append(Frame(pounds: pounds, multiline: multiline, depth: 0))
                    return .stringSegment
                }
                index = after
                if index < source.count { consumeByteTrackingLines() }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if multiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hasPounds(pounds, at: index + 3) {
                        index += 3 + pounds
                        return .stringSegment
                    }
                } else if hasPounds(pounds, at: index + 1) {
                    index += 1 + pounds
                    return .stringSegment
                }
                index += 1
                continue
            }
            if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                // Unterminated single-line string: stop at the end of the line.
                return .stringSegment
            }
            consumeByteTrackingLines()
        }
        return .stringSegment
    }

    private func hasPounds(_ count: Int, at position: Int) -> Bool {
        guard position + count <= source.count else { return false }
        var offset = 0
        while offset < count {
            if source[position + offset] != UInt8(ascii: "#") { return false }
            offset += 1
        }
        return true
    }

    // MARK: - Pound: raw strings, extended regex, directives

    private mutating func lexPound() -> Token.Kind {
        var pounds = 0
        while index + pounds < source.count, source[index + pounds] == UInt8(ascii: "#") { pounds += 1 }
        let after = index + pounds
        if after < source.count, source[after] == UInt8(ascii: "\"") {
            index = after
            return lexString(pounds: pounds)
        }
        if after < source.count, source[after] == UInt8(ascii: "/"), let end = regexEnd(from: after, pounds: pounds) {
            index = end
            return .regex
        }
        if pounds == 1, after < source.count, Lexer.isIdentifierStart(source[after]) {
            index = after
            while index < source.count, Lexer.isIdentifierContinue(source[index]) { index += 1 }
            return .poundKeyword
        }
        index += 1
        return .punctuation
    }

    /// The end of a regex literal starting with `/` at `slash`, or nil when `/` is not one.
    private func regexEnd(from slash: Int, pounds: Int) -> Int? {
        var position = slash + 1
        if pounds == 0 {
            // A bare regex cannot start with a space and must close on the same line.
            guard position < source.count else { return nil }
            let first = source[position]
            if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
                || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") || first == UInt8(ascii: "\r")
            {
                return nil
            }
        }
        var inClass = 0
        while position < source.count {
            let byte = source[position]
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if pounds == 0, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            if byte == UInt8(ascii: "[") { inClass += 1 }
            if byte == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            if byte == UInt8(ascii: "/"), inClass == 0, hasPounds(pounds, at: position + 1) {
                if pounds == 0, source[position - 1] == UInt8(ascii: " ") { return nil }
                return position + 1 + pounds
            }
            position += 1
        }
        return nil
    }

    // MARK: - Other tokens

    private mutating func lexBacktick() -> Token.Kind {
        var position = index + 1
        while position < source.count, Lexer.isIdentifierContinue(source[position]) { position += 1 }
        if position < source.count, source[position] == UInt8(ascii: "`"), position > index + 1 {
            index = position + 1
            return .backtickIdentifier
        }
        index += 1
        return .punctuation
    }

    private mutating func lexNumber() -> Token.Kind {
        index += 1
        while index < source.count {
            let byte = source[index]
            if Lexer.isIdentifierContinue(byte) {
                if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p")
                    || byte == UInt8(ascii: "P")),
                    let sign = peek(1), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+")
                {
                    index += 2
                    continue
                }
                index += 1
            } else if byte == UInt8(ascii: "."), let digit = peek(1), digit >= UInt8(ascii: "0"),
                digit <= UInt8(ascii: "9")
            {
                index += 1
            } else {
                break
            }
        }
        return .number
    }

    private mutating func lexOperator() -> Token.Kind {
        let dotOperator = source[index] == UInt8(ascii: ".")
        index += 1
        while index < source.count {
            let byte = source[index]
            // `/*` and `//` start comments even after an operator.
            if byte == UInt8(ascii: "/"), let next = peek(1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                break
            }
            if Lexer.isOperator(byte) || (dotOperator && byte == UInt8(ascii: ".")) {
                index += 1
            } else {
                break
            }
        }
        return .operator
    }

    // MARK: - Helpers

    private mutating func skipWhitespace() {
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == 0 {
                index += 1
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                consumeByteTrackingLines()
            } else {
                return
            }
        }
    }

    /// Consumes one byte, counting `\n`, `\r\n` and `\r` as one line break each.
    private mutating func consumeByteTrackingLines() {
        let byte = source[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index
        } else if byte == UInt8(ascii: "\r") {
            if index < source.count, source[index] == UInt8(ascii: "\n") { index += 1 }
            line += 1
            lineStart = index
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        let position = index + offset
        return position < source.count ? source[position] : nil
    }

    private func endsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier:
            return !Lexer.isExpressionKeyword(source, token)
        case .backtickIdentifier, .dollarIdentifier, .number, .stringSegment, .regex:
            return true
        case .punctuation:
            let byte = source[token.start]
            return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        case .operator:
            let last = source[token.end - 1]
            return last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: ">")
        case .attribute, .poundKeyword, .comment, .docComment:
            return false
        }
    }

    /// Keywords after which an expression (so a regex) may start.
    private static func isExpressionKeyword(_ source: [UInt8], _ token: Token) -> Bool {
        token.equals("return", in: source) || token.equals("case", in: source) || token.equals("in", in: source)
            || token.equals("where", in: source) || token.equals("if", in: source)
            || token.equals("guard", in: source) || token.equals("try", in: source)
            || token.equals("await", in: source) || token.equals("throw", in: source)
    }

    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    package static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
