import SwiftParser
import SwiftSyntax

/// One word of a source file: an identifier or keyword, with its 1-based line and byte column.
struct Word: Hashable, Comparable {
    var line: Int
    var column: Int
    var text: String

    static func < (lhs: Word, rhs: Word) -> Bool {
        (lhs.line, lhs.column, lhs.text) < (rhs.line, rhs.column, rhs.text)
    }
}

/// The words of a file as farewell's lexer and as SwiftParser see them, mapped to the same shape.
enum WordList {
    /// `@Observable` and `#if` are one token for farewell, `@`/`#` plus a word (or `#if`) for SwiftParser:
    /// both sides report the name without its sign, one column to the right.
    static func farewell(_ bytes: [UInt8]) -> [Word] {
        var words: [Word] = []
        for token in Lexer.tokenize(bytes) {
            switch token.kind {
            case .identifier, .backtickIdentifier, .dollarIdentifier:
                words.append(Word(line: token.line, column: token.column, text: token.text(in: bytes)))
            case .attribute, .poundKeyword:
                let name = String(token.text(in: bytes).dropFirst())
                words.append(Word(line: token.line, column: token.column + 1, text: name))
            default:
                break
            }
        }
        return words
    }

    static func swiftParser(_ bytes: [UInt8], fileName: String) -> [Word] {
        bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            let converter = SourceLocationConverter(fileName: fileName, tree: tree)
            var words: [Word] = []
            var previous: TokenKind?
            var previousRetagged = false
            for token in tree.tokens(viewMode: .sourceAccurate) {
                var text = token.text
                var shift = 0
                var retagged = false
                defer {
                    previous = token.tokenKind
                    previousRetagged = retagged
                }
                switch token.tokenKind {
                case .identifier, .keyword, .wildcard, .dollarIdentifier:
                    break
                case .stringSegment where previous == .atSign || previousRetagged:
                    // In recovery the parser re-tags `@word x` as Objective-C style strings; the lexer saw words.
                    guard let first = text.unicodeScalars.first,
                        first == "`" || first == "_" || first == "$" || first.properties.isAlphabetic
                    else { continue }
                    retagged = true
                case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundAvailable, .poundUnavailable,
                    .poundSourceLocation:
                    text = String(text.dropFirst())
                    shift = 1
                default:
                    continue
                }
                let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
                words.append(Word(line: location.line, column: location.column + shift, text: text))
            }
            return words
        }
    }
}
