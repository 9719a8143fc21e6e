extension RandomAccessCollection where Index == Int {
    /// The first index whose element's `key` is not below `value`, in a collection sorted by `key`
    /// (`endIndex` when there is none): a binary search.
    @inline(__always)
    func lowerBound<Key: Comparable>(of value: Key, by key: (Element) -> Key) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if key(self[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension RandomAccessCollection where Index == Int, Element: Comparable {
    /// Whether this sorted collection holds `value`, by binary search.
    @inline(__always)
    func sortedContains(_ value: Element) -> Bool {
        let index = lowerBound(of: value) { $0 }
        return index < endIndex && self[index] == value
    }
}

extension Array where Element: Comparable {
    /// The elements sorted, each once.
    func sortedUnique() -> [Element] {
        var unique: [Element] = []
        unique.reserveCapacity(count)
        for element in sorted() where unique.last != element { unique.append(element) }
        return unique
    }
}
