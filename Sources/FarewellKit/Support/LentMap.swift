extension Array {
    /// `map` for a transform that reads a field or two of each element, through a pointer to it: `map`, and an
    /// array's or a buffer's subscript, pass each element on as a value, copied first (its strings and arrays retained
    /// and released), whatever the transform reads of it.
    func lentMap<T>(_ transform: (UnsafePointer<Element>) -> T) -> [T] {
        withUnsafeBufferPointer { buffer in
            guard let elements = buffer.baseAddress else { return [] }
            return buffer.indices.map { transform(elements + $0) }
        }
    }
}

extension Array {
    /// `contains(where:)` for a test that reads a field or two of each element, through a pointer to it, as
    /// `lentMap` does.
    func lentContains(where predicate: (UnsafePointer<Element>) -> Bool) -> Bool {
        withUnsafeBufferPointer { buffer in
            guard let elements = buffer.baseAddress else { return false }
            return buffer.indices.contains { predicate(elements + $0) }
        }
    }
}
