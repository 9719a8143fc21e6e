/// An open-addressing map from a 64-bit name hash to an `Int`, probing on the hash itself: FNV-1a hashes
/// are already well spread, so lookups neither re-hash nor allocate.
struct HashTable: Sendable {
    private var keys = [UInt64](repeating: 0, count: 64)
    private var values = [Int](repeating: -1, count: 64)
    private var count = 0

    var isEmpty: Bool { count == 0 }

    /// The value stored for `hash`, or nil.
    func value(for hash: UInt64) -> Int? {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while values[slot] >= 0 {
            if keys[slot] == hash { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `value` (not negative) for `hash`, replacing what was there.
    mutating func insert(_ hash: UInt64, value: Int) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while values[slot] >= 0 {
            if keys[slot] == hash {
                values[slot] = value
                return
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = hash
        values[slot] = value
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [Int](repeating: -1, count: oldKeys.count * 2)
        count = 0
        for slot in oldKeys.indices where oldValues[slot] >= 0 { insert(oldKeys[slot], value: oldValues[slot]) }
    }
}

/// A set of 64-bit name hashes on top of `HashTable`: a lookup probes on the hash itself, where a `Set<UInt64>`
/// hashes the value again first (SipHash), which costs several times the probe.
struct HashSet: Sendable {
    private var table = HashTable()

    init(_ hashes: some Sequence<UInt64>) {
        for hash in hashes { table.insert(hash, value: 0) }
    }

    func contains(_ hash: UInt64) -> Bool { table.value(for: hash) != nil }
}

/// Lists of numbers by a 64-bit hash, on top of `HashTable`.
struct HashLists: Sendable {
    private var table = HashTable()
    private var lists: [[Int]] = []

    mutating func append(_ value: Int, to hash: UInt64) {
        if let list = table.value(for: hash) {
            lists[list].append(value)
        } else {
            table.insert(hash, value: lists.count)
            lists.append([value])
        }
    }

    func list(_ hash: UInt64) -> [Int]? {
        table.value(for: hash).map { lists[$0] }
    }

    /// Whether some list is kept for `hash`.
    func contains(_ hash: UInt64) -> Bool { table.value(for: hash) != nil }
}
