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
        // Swaps move the state without copying, so the cursor is the only owner of the open
        // interpolations and appends to them never copy (deep nesting stays linear).
        var current = LexerState()
        swap(&current, &state)
        let token = source.withUnsafeBufferPointer { buffer -> Token? in
            var cursor = LexerCursor(bytes: buffer, state: LexerState())
            swap(&cursor.state, &current)
            let token = cursor.next()
            swap(&cursor.state, &current)
            return token
        }
        swap(&current, &state)
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
