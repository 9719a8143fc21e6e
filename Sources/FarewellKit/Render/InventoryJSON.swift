/// The inventory as JSON: sorted keys, stable across runs. The README documents the schema.
package enum InventoryJSON {
    package static func render(_ inventory: Inventory) -> String { JSONText.encode(inventory) }
}
