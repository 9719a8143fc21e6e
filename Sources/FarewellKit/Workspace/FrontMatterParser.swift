/// Reads the front matter of a workspace file, tolerating hand edits: keys in any order, extra keys,
/// `#` comments, blank lines, plain or quoted scalars, flow (`[a, b]`) or block (`- a`) lists.
/// Anything else is reported as `file:line: problem`.
package enum FrontMatterParser {
    /// A file split into its front matter and the rest.
    package struct Document: Sendable, Hashable {
        package var frontMatter: YAMLFrontMatter
        /// The front matter exactly as written, both `---` lines included.
        package var frontMatterText: String
        /// Everything after the closing `---` line.
        package var body: String
    }

    /// Splits `text` (the file at `path`, used in messages) into front matter and body.
    package static func parse(_ text: String, path: String) throws(FarewellError) -> Document {
        // Only the front matter is split into lines: the body can be long.
        let lines = TextLines.leading(text) { number, line in
            (line.strippingLineEnds().strippingBlanks() == "---") != (number == 0)
        }
        guard let first = lines.first, first.strippingLineEnds().strippingBlanks() == "---" else {
            throw problem(path, 1, "missing front matter: the file must start with a '---' line")
        }
        guard lines.count > 1, let last = lines.last, last.strippingLineEnds().strippingBlanks() == "---" else {
            throw problem(path, 1, "front matter is not closed by a '---' line")
        }
        let closing = lines.count - 1
        let frontMatter = try entries(lines[1..<closing].map { $0.strippingLineEnds() }, firstLine: 2, path: path)
        let end = lines[closing].endIndex
        let frontMatterText = String(text[..<end]) + (lines[closing].hasSuffix("\n") ? "" : "\n")
        return Document(frontMatter: frontMatter, frontMatterText: frontMatterText, body: String(text[end...]))
    }

    private static func entries(_ lines: [Substring], firstLine: Int, path: String) throws(FarewellError)
        -> YAMLFrontMatter
    {
        var result = YAMLFrontMatter()
        var index = 0
        while index < lines.count {
            let number = firstLine + index
            let line = lines[index]
            index += 1
            let trimmed = line.strippingBlanks()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard line.first != " ", line.first != "\t" else {
                throw problem(path, number, "unexpected indentation (nested values are not supported)")
            }
            guard let colon = line.firstIndex(of: ":") else { throw problem(path, number, "expected 'key: value'") }
            let key = String(line[..<colon].strippingBlanks())
            guard !key.isEmpty, !key.utf8.contains(UInt8(ascii: " ")) else {
                throw problem(path, number, "expected 'key: value'")
            }
            if result[key] != nil { throw problem(path, number, "duplicate key '\(key)'") }
            let rest = line[line.index(after: colon)...].strippingBlanks()
            var entry = YAMLFrontMatter.Entry(key: key, value: .scalar(""), line: number)
            if rest.hasPrefix("[") {
                entry.value = .list(try flowList(rest.dropFirst(), path: path, line: number))
            } else if rest.isEmpty || rest.hasPrefix("#") {
                let (items, consumed) = try blockList(lines[index...], firstLine: number + 1, path: path)
                if consumed > 0 {
                    entry.value = .list(items)
                    entry.style = .block
                    index += consumed
                }
            } else {
                entry.value = .scalar(try scalar(rest, path: path, line: number))
            }
            result.entries.append(entry)
        }
        return result
    }

    private static func scalar(_ text: Substring, path: String, line: Int) throws(FarewellError) -> String {
        switch FrontMatterScalar.read(text) {
        case .failure(let failure): throw problem(path, line, failure.message)
        case .success(let (value, rest)):
            let tail = rest.strippingBlanks()
            guard tail.isEmpty || tail.hasPrefix("#") else {
                throw problem(path, line, "unexpected text after a quoted value: '\(tail)'")
            }
            return value
        }
    }

    private static func flowList(_ text: Substring, path: String, line: Int) throws(FarewellError) -> [String] {
        if let items = FrontMatterScalar.flowListASCII(text) { return items }
        return try flowListByCharacter(text, path: path, line: line)
    }

    static func flowListByCharacter(_ text: Substring, path: String, line: Int) throws(FarewellError) -> [String] {
        var items: [String] = []
        var rest = text.strippingBlanks()
        if rest.droppingASCII("]") != nil { return try closeFlow(rest, items, path: path, line: line) }
        while true {
            switch FrontMatterScalar.read(rest, inFlow: true) {
            case .failure(let failure): throw problem(path, line, failure.message)
            case .success(let (value, after)):
                items.append(value)
                rest = after.strippingBlanks()
            }
            if let after = rest.droppingASCII(",") {
                rest = after.strippingBlanks()
                continue
            }
            return try closeFlow(rest, items, path: path, line: line)
        }
    }

    private static func closeFlow(_ rest: Substring, _ items: [String], path: String, line: Int) throws(FarewellError)
        -> [String]
    {
        guard rest.hasPrefix("]") else { throw problem(path, line, "list is not closed by ']'") }
        let tail = rest.dropFirst().strippingBlanks()
        guard tail.isEmpty || tail.hasPrefix("#") else { throw problem(path, line, "unexpected text after ']'") }
        return items
    }

    /// Reads `- item` lines (indented or not) following a key with no value; returns them and the lines used.
    private static func blockList(_ lines: ArraySlice<Substring>, firstLine: Int, path: String) throws(FarewellError)
        -> ([String], Int)
    {
        var items: [String] = []
        var consumed = 0
        var used = 0
        for line in lines {
            let trimmed = line.strippingBlanks()
            consumed += 1
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard trimmed == "-" || trimmed.hasPrefix("- ") else { break }
            items.append(try scalar(trimmed.dropFirst().strippingBlanks(), path: path, line: firstLine + consumed - 1))
            used = consumed
        }
        return (items, used)
    }

    /// `path:line: message` as a bad-input error.
    package static func problem(_ path: String, _ line: Int, _ message: String) -> FarewellError {
        .badInput(path: "\(path):\(line)", problem: message)
    }
}
