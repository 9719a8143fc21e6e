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
