extension YAMLParser {
    mutating func mapping(indent: Int) throws(ManifestSyntaxError) -> YAMLNode {
        var entries: [YAMLNode.Entry] = []
        let startLine = lines[position].number
        while position < lines.count, lines[position].indent == indent {
            let line = lines[position]
            guard let (key, rest) = YAMLScalar.splitEntry(line.text) else {
                throw ManifestSyntaxError(line: line.number, message: "expected 'key: value'")
            }
            position += 1
            let value = try entryValue(rest, indent: indent, line: line.number)
            entries.append(YAMLNode.Entry(key: key, value: value, line: line.number))
        }
        if position < lines.count, lines[position].indent > indent {
            throw ManifestSyntaxError(line: lines[position].number, message: "unexpected indentation")
        }
        return YAMLNode(value: .mapping(entries), line: startLine)
    }

    /// The value after `key:`: inline, a block scalar, a nested block, or a sequence at the key's column.
    private mutating func entryValue(_ rest: Substring, indent: Int, line: Int) throws(ManifestSyntaxError) -> YAMLNode
    {
        if rest.isEmpty || rest.hasPrefix("&") && !rest.contains(" ") {
            if position < lines.count, lines[position].indent == indent,
                lines[position].text == "-"
                    || lines[position].text.hasPrefix("- ")
            {
                return try block(indent: indent)
            }
            return try nested(deeperThan: indent, line: line)
        }
        if rest.hasPrefix("|") || rest.hasPrefix(">") {
            var text: [Substring] = []
            while position < lines.count, lines[position].indent > indent {
                text.append(lines[position].text)
                position += 1
            }
            return YAMLNode(value: .scalar(text.joined(separator: "\n")), line: line)
        }
        var flow = String(rest)
        while YAMLScalar.isOpenFlow(flow), position < lines.count {
            flow += " " + lines[position].text
            position += 1
        }
        return try inline(Substring(flow), line: line)
    }

    /// A scalar or flow collection written on one line.
    func inline(_ text: Substring, line: Int) throws(ManifestSyntaxError) -> YAMLNode {
        var reader = YAMLFlowReader(text: Array(text.utf8), line: line)
        let node = try reader.value(depth: 0)
        reader.skipSpaces()
        if reader.index < reader.text.count {
            throw ManifestSyntaxError(line: line, message: "unexpected text after value")
        }
        return node
    }
}
