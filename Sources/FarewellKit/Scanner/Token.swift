/// One lexical token of Swift source, located by byte offsets into the file's UTF-8.
package struct Token: Sendable, Hashable {
    package enum Kind: UInt8, Sendable {
        /// A word, keywords included: `let`, `Observable`, `subscribe`.
        case identifier
        /// A backticked word: `` `default` ``; its range includes the backticks.
        case backtickIdentifier
        /// `$0`, `$value`.
        case dollarIdentifier
        /// `@Observable`, `@MainActor`; the range covers the `@` and the name.
        case attribute
        /// `#if`, `#else`, `#selector`; the range covers the `#` and the name.
        case poundKeyword
        case number
        /// The literal text of a string, quotes included; an interpolated string is several segments
        /// with the interpolation's code tokens between them.
        case stringSegment
        case regex
        case comment
        case docComment
        /// A run of operator characters: `->`, `==`, `...`, `<`, `>`, `?`, `!`, `&`, `=`.
        case `operator`
        /// One of `( ) [ ] { } , : ; .` and a lone `\` (key path).
        case punctuation
    }

    package var kind: Kind
    // Stored in 32 bits (16 bytes a token instead of 40: files have millions of tokens); inputs past 2 GB
    // clamp instead of trapping.
    private let startOffset: Int32
    private let endOffset: Int32
    private let lineNumber: Int32
    private let columnNumber: Int32

    /// Byte offset of the first byte.
    package var start: Int { Int(startOffset) }
    /// Byte offset one past the last byte.
    package var end: Int { Int(endOffset) }
    /// 1-based line of the first byte.
    package var line: Int { Int(lineNumber) }
    /// 1-based column of the first byte, in UTF-8 bytes.
    package var column: Int { Int(columnNumber) }

    package init(kind: Kind, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        startOffset = Int32(clamping: start)
        endOffset = Int32(clamping: end)
        lineNumber = Int32(clamping: line)
        columnNumber = Int32(clamping: column)
    }

    /// A token of an input under 2 GB, whose offsets, line and column all fit in 32 bits: no clamping.
    @inline(__always)
    init(kind: Kind, fitting start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        startOffset = Int32(truncatingIfNeeded: start)
        endOffset = Int32(truncatingIfNeeded: end)
        lineNumber = Int32(truncatingIfNeeded: line)
        columnNumber = Int32(truncatingIfNeeded: column)
    }

    /// True for tokens that are code (not comments).
    package var isCode: Bool { kind != .comment && kind != .docComment }

    /// The token's text.
    package func text(in source: [UInt8]) -> String {
        String(decoding: source[start..<end], as: UTF8.self)
    }

    /// True when the token's bytes equal `literal` (no allocation).
    package func equals(_ literal: StaticString, in source: [UInt8]) -> Bool {
        literal.withUTF8Buffer { buffer in
            let count = buffer.count
            guard end - start == count else { return false }
            var index = 0
            while index < count {
                if source[start + index] != buffer[index] { return false }
                index += 1
            }
            return true
        }
    }
}
