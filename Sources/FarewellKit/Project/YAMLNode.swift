/// A value of the YAML subset farewell reads, with the line it starts on.
struct YAMLNode: Sendable, Hashable {
    /// One `key: value` pair of a mapping, with the key's line.
    struct Entry: Sendable, Hashable {
        var key: String
        var value: YAMLNode
        var line: Int
    }

    /// The value shapes the subset knows.
    enum Value: Sendable, Hashable {
        case null
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    var value: Value
    var line: Int

    var scalar: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }

    /// The items of a sequence; a scalar or mapping counts as a one-item list, null as empty.
    var items: [YAMLNode] {
        switch value {
        case .sequence(let items): items
        case .null: []
        default: [self]
        }
    }

    var entries: [Entry] {
        if case .mapping(let entries) = value { return entries }
        return []
    }

    subscript(key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }

    /// The line of `key` in this mapping.
    func line(of key: String) -> Int? { entries.first { $0.key == key }?.line }
}
