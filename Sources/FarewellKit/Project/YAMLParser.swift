/// Reads the YAML subset that XcodeGen specs use: block mappings and sequences, plain and quoted scalars,
/// flow `[a, b]` and `{a: b}`, block scalars `|` and `>`, comments. Anchors and tags are kept as text.
struct YAMLParser {
    /// A non-blank line: its indentation, its text without indentation and comment, its number.
    struct Line {
        var indent: Int
        var text: Substring
        var number: Int
    }

    var lines: [Line]
    var position = 0
    /// Nesting of blocks; deeper than this is reported rather than risking the stack.
    var depth = 0

    static func parse(_ bytes: [UInt8]) -> Result<YAMLNode, ManifestSyntaxError> {
        do throws(ManifestSyntaxError) {
            var parser = YAMLParser(lines: try YAMLParser.lines(String(decoding: bytes, as: UTF8.self)))
            guard let first = parser.lines.first else { return .success(YAMLNode(value: .null, line: 1)) }
            let root = try parser.block(indent: first.indent)
            if parser.position < parser.lines.count {
                let line = parser.lines[parser.position]
                throw ManifestSyntaxError(line: line.number, message: "unexpected indentation")
            }
            return .success(root)
        } catch {
            return .failure(error)
        }
    }

    /// Splits the text into significant lines; a tab in indentation is an error.
    static func lines(_ text: String) throws(ManifestSyntaxError) -> [Line] {
        var result: [Line] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.trimmingSuffix("\r")
            let content = line.drop { $0 == " " }
            if content.hasPrefix("\t") {
                throw ManifestSyntaxError(line: number, message: "tab character in indentation")
            }
            let text = YAMLScalar.stripComment(content)
            if text.isEmpty || text == "---" || text == "..." { continue }
            result.append(Line(indent: line.count - content.count, text: text, number: number))
        }
        return result
    }

    /// The block whose lines start at `indent`: a sequence, a mapping, or one scalar line.
    mutating func block(indent: Int) throws(ManifestSyntaxError) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        let line = lines[position]
        if depth > 200 { throw ManifestSyntaxError(line: line.number, message: "nesting is too deep") }
        if line.text == "-" || line.text.hasPrefix("- ") { return try sequence(indent: indent) }
        if YAMLScalar.splitEntry(line.text) != nil { return try mapping(indent: indent) }
        position += 1
        return try inline(line.text, line: line.number)
    }

    private mutating func sequence(indent: Int) throws(ManifestSyntaxError) -> YAMLNode {
        var items: [YAMLNode] = []
        let startLine = lines[position].number
        while position < lines.count, lines[position].indent == indent,
            lines[position].text == "-" || lines[position].text.hasPrefix("- ")
        {
            let line = lines[position]
            let rest = line.text.dropFirst().drop { $0 == " " }
            if rest.isEmpty {
                position += 1
                items.append(try nested(deeperThan: indent, line: line.number))
            } else {
                // `- key: value` continues at the column of `key`: parse it as a block there.
                lines[position] = Line(indent: indent + line.text.count - rest.count, text: rest, number: line.number)
                items.append(try block(indent: lines[position].indent))
            }
        }
        return YAMLNode(value: .sequence(items), line: startLine)
    }

    /// The block on the following lines when they are indented deeper than `indent`, else null.
    mutating func nested(deeperThan indent: Int, line: Int) throws(ManifestSyntaxError) -> YAMLNode {
        guard position < lines.count, lines[position].indent > indent else { return YAMLNode(value: .null, line: line) }
        return try block(indent: lines[position].indent)
    }
}
