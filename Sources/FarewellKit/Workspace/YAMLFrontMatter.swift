/// The YAML front matter of a workspace file: ordered `key: value` entries whose values are scalars or
/// lists. Farewell writes and reads exactly this subset of YAML (see `FrontMatterParser`).
package struct YAMLFrontMatter: Sendable, Hashable {
    /// A value: one scalar (empty when the key has none) or a list of scalars.
    package enum Value: Sendable, Hashable {
        case scalar(String)
        case list([String])

        package var scalar: String? {
            if case .scalar(let text) = self { return text }
            return nil
        }

        package var list: [String]? {
            switch self {
            case .list(let items): items
            case .scalar(let text): text.isEmpty ? [] : nil
            }
        }
    }

    /// How a list is written: `[a, b]` on one line, or one `- item` per line.
    package enum ListStyle: Sendable, Hashable {
        case flow, block
    }

    /// One `key: value` line (or block), with the line it was read from (0 when generated).
    package struct Entry: Sendable, Hashable {
        package var key: String
        package var value: Value
        package var style: ListStyle
        package var line: Int

        package init(key: String, value: Value, style: ListStyle = .flow, line: Int = 0) {
            self.key = key
            self.value = value
            self.style = style
            self.line = line
        }
    }

    package var entries: [Entry]

    package init(_ entries: [Entry] = []) { self.entries = entries }

    package subscript(key: String) -> Value? { entries.first { $0.key == key }?.value }

    /// The 1-based line of `key` in the file it was read from, or nil.
    package func line(of key: String) -> Int? { entries.first { $0.key == key }?.line }

    /// Sets `key`, keeping its place when present, else appending it.
    package mutating func set(_ key: String, _ value: Value, style: ListStyle = .flow) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append(Entry(key: key, value: value, style: style))
        }
    }

    /// The keys and values only, ignoring styles and lines: what two front matters mean.
    package var meaning: [String: Value] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// `---`, one line per entry (block lists indented by two spaces), `---`, each line ending in a newline.
    package func render() -> String {
        var lines = ["---"]
        for entry in entries {
            switch entry.value {
            case .scalar(let text):
                let value = FrontMatterScalar.quote(text)
                lines.append(value.isEmpty ? "\(entry.key):" : "\(entry.key): \(value)")
            case .list(let items) where entry.style == .block && !items.isEmpty:
                lines.append("\(entry.key):")
                lines += items.map { "  - \(FrontMatterScalar.quote($0))" }
            case .list(let items):
                lines.append(
                    "\(entry.key): [\(items.map { FrontMatterScalar.quote($0, inFlow: true) }.joined(separator: ", "))]"
                )
            }
        }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n"
    }
}
