/// One of the app's own bridges between Rx and Swift Concurrency (`RxAPI.isBridge`): `rules.md` tells agents to use it
/// rather than write another, and the cleanup task listing its file deletes it once nothing calls it.
package struct AppBridge: Sendable, Hashable {
    /// `PrimitiveSequence.value`, `asyncToSingle`.
    package var api: String
    package var declaration: SourceLocation

    package init(api: String, declaration: SourceLocation) {
        self.api = api
        self.declaration = declaration
    }

    /// The bridges `inventory` declares, in path and line order; not those `farewell scaffold` wrote
    /// (`FileInventory.isScaffolded`), which are farewell's and which the foundation task already names.
    package static func all(in inventory: Inventory) -> [AppBridge] {
        inventory.files.filter { !$0.isScaffolded }.flatMap { file in
            file.apis.filter(\.isBridge).map {
                AppBridge(
                    api: $0.qualifiedName,
                    declaration: SourceLocation(path: file.path, line: $0.line, column: $0.column))
            }
        }
        .sorted { $0.declaration < $1.declaration }
    }
}
