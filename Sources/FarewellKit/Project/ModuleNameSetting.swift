/// The module name a target's build settings give it, as Xcode derives it: `PRODUCT_MODULE_NAME`, else
/// `PRODUCT_NAME`, with `$(TARGET_NAME)` filled in (`PRODUCT_NAME = Core;` of the target `Core_iOS` makes `import
/// Core`). A module name of `$(PRODUCT_NAME)` (or `$(PRODUCT_NAME:c99extidentifier)`, Xcode's default) is the product
/// name's.
enum ModuleNameSetting {
    /// The module name `settings` (a build setting's value by name) give the target `target`, as Swift spells it
    /// (`Module.c99Name`); nil when they set neither, or a value names another variable (an `.xcconfig`'s, which is
    /// not read).
    static func moduleName(_ settings: (String) -> String?, target: String) -> String? {
        let product = settings("PRODUCT_NAME").flatMap { literal($0, target: target) }
        guard let module = settings("PRODUCT_MODULE_NAME") else { return product.map(Module.c99Name) }
        let compact = module.replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
        if compact == "$(PRODUCT_NAME)" || compact == "$(PRODUCT_NAME:c99extidentifier)" {
            return product.map(Module.c99Name)
        }
        return literal(module, target: target).map(Module.c99Name)
    }

    /// The import name a target's module name gives it: nil when that is the target's own (`Module.importName`).
    static func importName(_ moduleName: String?, target: String) -> String? {
        guard let moduleName, !moduleName.isEmpty, moduleName != Module.c99Name(target) else { return nil }
        return moduleName
    }

    /// `value` with `$(TARGET_NAME)` (or `${TARGET_NAME}`, `$TARGET_NAME`) filled in; nil when another variable is left.
    private static func literal(_ value: String, target: String) -> String? {
        var text = value
        for spelling in ["$(TARGET_NAME)", "${TARGET_NAME}", "$TARGET_NAME"] {
            text = text.replacingOccurrences(of: spelling, with: target)
        }
        return text.contains("$") ? nil : text
    }
}
