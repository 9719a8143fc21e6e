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

    /// Whether this sorted collection and `other`, sorted too, have an element in common: one walk through both,
    /// where a binary search of one for each element of the other costs a few dozen steps per element.
    func sortedIntersects(_ other: some RandomAccessCollection<Element>) -> Bool {
        var mine = startIndex
        var theirs = other.startIndex
        while mine < endIndex, theirs < other.endIndex {
            let (left, right) = (self[mine], other[theirs])
            if left == right { return true }
            if left < right { mine += 1 } else { other.formIndex(after: &theirs) }
        }
        return false
    }
}

extension Array where Element: Comparable {
    /// The elements sorted, each once. Consuming: a list made for the call (`names.map(\.hash).sortedUnique()`)
    /// is sorted in its own buffer, where a borrowed one is copied first.
    consuming func sortedUnique() -> [Element] {
        formSortedUnique()
        return self
    }

    /// Sorts the elements and drops the duplicates, in place.
    mutating func formSortedUnique() {
        // Many lists are already sorted, each element once: they are left as they are, not copied.
        if zip(self, dropFirst()).allSatisfy({ $0 < $1 }) { return }
        sort()
        // The duplicates dropped in place: each element kept moves down over those dropped before it.
        let kept = withUnsafeMutableBufferPointer { buffer -> Int in
            var kept = 1
            for index in 1..<buffer.count where buffer[index] != buffer[kept - 1] {
                buffer[kept] = buffer[index]
                kept += 1
            }
            return kept
        }
        removeSubrange(kept...)
    }
}
