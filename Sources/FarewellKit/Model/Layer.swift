/// An architecture ring of the app, from the UI inwards.
package enum Layer: String, Sendable, Codable, CaseIterable, Comparable {
    case ui
    case presentation
    case domain
    case data
    case infra
    case test
    case unknown

    /// Migration order, inside out: infra first, UI last. Tests travel with the code they test.
    package static let migrationOrder: [Layer] = [.infra, .data, .domain, .presentation, .ui, .unknown, .test]

    package var migrationRank: Int { Layer.migrationOrder.firstIndex(of: self) ?? Layer.migrationOrder.count }

    package static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.migrationRank < rhs.migrationRank }
}
