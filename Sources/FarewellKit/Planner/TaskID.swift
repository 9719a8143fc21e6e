/// Task ids: `T-001`, `T-002`, ... ordered by number, never reused.
enum TaskID {
    static func make(_ number: Int) -> String {
        let digits = String(number)
        return "T-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// The trailing number of an id (`T-012` -> 12), or nil when it has none.
    static func number(_ id: String) -> Int? {
        var value = 0
        var scale = 1
        var digits = 0
        for byte in id.utf8.reversed() {
            guard byte >= 48, byte <= 57, digits < 18 else { break }
            value += Int(byte - 48) * scale
            scale *= 10
            digits += 1
        }
        return digits == 0 ? nil : value
    }

    /// Numeric order, then text, so `T-010` follows `T-009` and odd ids still sort stably.
    static func less(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (number(lhs) ?? -1, number(rhs) ?? -1)
        return left != right ? left < right : lhs < rhs
    }

    /// The feature flag of a task: prefix plus the lower-cased id with `-` as `_` (`rx_migration_t_012`).
    static func flag(_ id: String, prefix: String) -> String {
        prefix + String(id.lowercased().map { $0 == "-" ? "_" : $0 })
    }
}
