import Testing

@testable import FarewellKit

/// Source with `↓` markers: the text without them, and the 1-based line and byte column each one points at.
struct MarkedSource {
    /// A marked position.
    struct Position: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var column: Int

        static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        var description: String { "\(line):\(column)" }
    }

    var text: String
    var markers: [Position]

    init(_ marked: String) {
        var bytes: [UInt8] = []
        var markers: [Position] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                markers.append(Position(line: line, column: column))
                continue
            }
            let utf8 = Array(String(scalar).utf8)
            bytes += utf8
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += utf8.count
            }
        }
        text = String(decoding: bytes, as: UTF8.self)
        self.markers = markers
    }

    /// Positions of `construct` occurrences when scanning this source.
    func positions(of construct: String, scanner: SourceScanner = SourceScanner()) -> [Position] {
        scanner.scan(text).occurrences.filter { $0.construct == construct }.map {
            Position(line: $0.line, column: $0.column)
        }
    }
}

@Test func markersAreStrippedAndLocatedInBytes() {
    let marked = MarkedSource("let é = ↓a\n  ↓b")
    #expect(marked.text == "let é = a\n  b")
    #expect(marked.markers == [.init(line: 1, column: 10), .init(line: 2, column: 3)])
}
