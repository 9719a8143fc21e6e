import Testing

@testable import FarewellKit

/// Checks marked source: `↓` stands before each watched word that must be lexed as a code identifier.
enum LexerMarkedSource {
    static let watched: Set<String> = ["Observable", "Single", "rx", "DisposeBag"]

    /// One position in a source: 1-based line and 1-based byte column.
    struct Position: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var column: Int
        static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        var description: String { "\(line):\(column)" }
    }

    /// The source without markers and the positions the markers pointed at.
    static func strip(_ marked: String) -> (source: [UInt8], marks: [Position]) {
        let marker = Array("↓".utf8)
        let bytes = Array(marked.utf8)
        var source: [UInt8] = []
        var marks: [Position] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            if index + marker.count <= bytes.count, Array(bytes[index..<index + marker.count]) == marker {
                marks.append(Position(line: line, column: source.count - lineStart + 1))
                index += marker.count
                continue
            }
            let byte = bytes[index]
            source.append(byte)
            index += 1
            let crlf = byte == UInt8(ascii: "\r") && index < bytes.count && bytes[index] == UInt8(ascii: "\n")
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && !crlf) {
                line += 1
                lineStart = source.count
            }
        }
        return (source, marks)
    }

    /// Positions of identifier tokens whose text is watched.
    static func watchedIdentifiers(in source: [UInt8]) -> [Position] {
        Lexer.tokenize(source)
            .filter { $0.kind == .identifier && watched.contains($0.text(in: source)) }
            .map { Position(line: $0.line, column: $0.column) }
    }

    static func expectMarked(_ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (source, marks) = strip(marked)
        let found = watchedIdentifiers(in: source)
        #expect(found.sorted() == marks.sorted(), sourceLocation: sourceLocation)
    }
}
