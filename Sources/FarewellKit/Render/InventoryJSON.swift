/// The inventory as JSON: sorted keys, stable across runs; the same bytes as
/// `JSONText.encode(inventory)`, written without `JSONEncoder`. The README documents the schema.
package enum InventoryJSON {
    package static func render(_ inventory: Inventory) -> String { InventoryJSONWriter.render(inventory) }
}
