/// A Swift lexer over UTF-8 bytes: tells code from comments and literals, in linear time, on any input.
///
/// Interpolations inside strings are lexed as code: `"\(a.rx.tap)"` yields a string segment, the
/// tokens `a . rx . tap`, and a closing string segment. It follows the compiler's lexer (SwiftParser)
/// on where tokens start, including its rules for when `/` starts a regex literal.
package struct Lexer: Sendable {
    private let source: [UInt8]
    private var state = LexerState()

    package init(_ source: [UInt8]) {
        self.source = source
    }

    /// Every token of `source`, comments included, in order.
    package static func tokenize(_ source: [UInt8]) -> [Token] {
        source.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(bytes: buffer, state: LexerState())
            var tokens: [Token] = []
            // About one token per five bytes of code: one allocation, no regrowth copies.
            tokens.reserveCapacity(source.count / 5 + 16)
            while let token = cursor.next() { tokens.append(token) }
            return tokens
        }
    }

    /// Every token of `text`.
    package static func tokenize(_ text: String) -> [Token] { tokenize(Array(text.utf8)) }

    /// The next token, or nil at the end of the input.
    package mutating func next() -> Token? {
        var current = state
        // Leaves the cursor the only owner of the open interpolations, so they mutate without a copy.
        state.frames = []
        let token = source.withUnsafeBufferPointer { buffer -> Token? in
            var cursor = LexerCursor(bytes: buffer, state: current)
            let token = cursor.next()
            current = cursor.state
            return token
        }
        state = current
        return token
    }

    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierStart(byte)
    }

    package static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierContinue(byte)
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        ByteClass.isOperator(byte)
    }
}
