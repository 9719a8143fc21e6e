/// A value of an OpenStep (ASCII) property list, with the line it starts on.
struct PropertyListNode: Sendable, Hashable {
    /// The four value shapes of the format.
    enum Value: Sendable, Hashable {
        case string(String)
        case data([UInt8])
        case array([PropertyListNode])
        case dictionary([String: PropertyListNode])
    }

    var value: Value
    var line: Int

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var array: [PropertyListNode] {
        if case .array(let items) = value { return items }
        return []
    }

    var dictionary: [String: PropertyListNode] {
        if case .dictionary(let entries) = value { return entries }
        return [:]
    }

    subscript(key: String) -> PropertyListNode? { dictionary[key] }

    /// The strings of an array value (non-strings skipped).
    var strings: [String] { array.compactMap(\.string) }
}
