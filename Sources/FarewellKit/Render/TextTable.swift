/// A plain-text table, columns two spaces apart; by default the first column is left-aligned and the
/// others (numbers) right-aligned.
package struct TextTable: Sendable {
    package var header: [String]
    package var rows: [[String]]
    /// Columns aligned to the right.
    package var numeric: Set<Int>

    package init(header: [String], rows: [[String]] = [], numeric: Set<Int>? = nil) {
        self.header = header
        self.rows = rows
        self.numeric = numeric ?? Set(header.indices.dropFirst())
    }

    /// Cells are written on one line: a file name's line break or terminal escape is spelled as an escape.
    package func render(indent: String = "  ") -> String {
        let all = ([header] + rows).map { $0.map(OneLine.escaping) }
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { row in
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return numeric.contains(column) ? padding + cell : cell + padding
            }
            return indent + cells.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
