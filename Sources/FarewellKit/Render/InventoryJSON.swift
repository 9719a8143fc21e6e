import Foundation

/// The inventory as JSON: sorted keys, stable across runs. The README documents the schema.
package enum InventoryJSON {
    package static func render(_ inventory: Inventory) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(inventory) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
