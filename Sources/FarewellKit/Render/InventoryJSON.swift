/// The inventory as JSON: sorted keys, stable across runs; the same bytes as
/// `JSONText.encode(inventory)`, written without `JSONEncoder`. The README documents the schema.
package enum InventoryJSON {
    package static func render(_ inventory: Inventory) -> String { InventoryJSONWriter.render(inventory) }

    /// The same text in chunks, each ending between two files (a slice of a batch of files written on all
    /// cores), for writing out a large inventory as it is made.
    package static func write(_ inventory: Inventory, chunk: (String) -> Void) {
        InventoryJSONWriter.write(inventory, chunk: chunk)
    }

    /// The same text as chunks of UTF-8 bytes.
    package static func writeBytes(_ inventory: Inventory, chunk: ([UInt8]) -> Void) {
        InventoryJSONWriter.writeBytes(inventory, chunk: chunk)
    }

    /// The same chunks lent in place, each valid during the call only (no copy of the 69 MB a large repository's
    /// inventory takes).
    package static func writeBuffers(_ inventory: Inventory, chunk: (UnsafeBufferPointer<UInt8>) -> Void) {
        InventoryJSONWriter.writeBuffers(inventory, chunk: chunk)
    }
}
