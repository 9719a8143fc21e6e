/// A line and column of one file as one number that sorts as the places do: the line in the high 32 bits.
enum SourcePlace {
    static func of(line: Int, column: Int) -> Int { line << 32 | column & 0xFFFF_FFFF }
}

extension Occurrence {
    /// `SourcePlace.of(line:column:)` of the occurrence.
    var place: Int { SourcePlace.of(line: line, column: column) }
}
