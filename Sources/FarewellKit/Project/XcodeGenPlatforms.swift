/// XcodeGen's multi-platform targets: a target whose `platform:` is a list is one target per platform.
///
/// As XcodeGen makes them, each is named `<platformPrefix><name><platformSuffix>` (no prefix and `_<platform>` unless
/// the target says otherwise), has its one platform, and has `${platform}` (or `$platform`) replaced by it in every
/// value: `Core` with `platform: [iOS, tvOS]` and `- target: Model_${platform}` is `Core_iOS`, depending on
/// `Model_iOS`, and `Core_tvOS`, depending on `Model_tvOS`. Unless its settings name the product, each target's
/// `PRODUCT_NAME` is the spec's target name, so both are `import Core`.
enum XcodeGenPlatforms {
    /// `targets` with each multi-platform target replaced by its targets, in the order of its platforms.
    static func expanded(_ targets: [YAMLNode.Entry]) -> [YAMLNode.Entry] {
        targets.flatMap { target -> [YAMLNode.Entry] in
            guard case .sequence(let items) = target.value["platform"]?.value else { return [target] }
            return items.compactMap(\.scalar).map { platform in
                let spec = target.value.substituting(["platform": platform]).replacing(
                    "platform", with: YAMLNode(value: .scalar(platform), line: target.value.line(of: "platform") ?? 0))
                let prefix = spec["platformPrefix"]?.scalar ?? ""
                let suffix = spec["platformSuffix"]?.scalar ?? "_\(platform)"
                return YAMLNode.Entry(
                    key: prefix + target.key + suffix, value: namingProduct(spec, target.key), line: target.line)
            }
        }
    }

    /// `spec` with `PRODUCT_NAME: name` in its base settings when they set none, as XcodeGen gives each platform's
    /// target the one product name.
    static func namingProduct(_ spec: YAMLNode, _ name: String) -> YAMLNode {
        let settings = spec["settings"] ?? YAMLNode(value: .null, line: spec.line)
        let product = YAMLNode(value: .scalar(name), line: settings.line)
        guard isGrouped(settings) else {
            guard settings["PRODUCT_NAME"] == nil else { return spec }
            return spec.replacing("settings", with: settings.replacing("PRODUCT_NAME", with: product))
        }
        let base = settings["base"] ?? YAMLNode(value: .null, line: settings.line)
        guard base["PRODUCT_NAME"] == nil else { return spec }
        return spec.replacing(
            "settings", with: settings.replacing("base", with: base.replacing("PRODUCT_NAME", with: product)))
    }

    /// The mapping of a target's `settings:` that holds its build settings for every configuration: `base:` where
    /// the settings group them (`base`, `configs` or `groups`), else the settings themselves, as XcodeGen reads them.
    static func baseSettings(_ settings: YAMLNode?) -> YAMLNode? {
        guard let settings, isGrouped(settings) else { return settings }
        return settings["base"]
    }

    private static func isGrouped(_ settings: YAMLNode) -> Bool {
        settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
    }
}

extension YAMLNode {
    /// This mapping with the value of `key` replaced by `value`, or added after its entries when it has none (a
    /// null node is an empty mapping).
    func replacing(_ key: String, with value: YAMLNode) -> YAMLNode {
        var entries: [Entry]
        switch self.value {
        case .mapping(let found): entries = found
        case .null: entries = []
        case .scalar, .sequence: return self
        }
        if let at = entries.firstIndex(where: { $0.key == key }) {
            entries[at].value = value
        } else {
            entries.append(Entry(key: key, value: value, line: value.line))
        }
        return YAMLNode(value: .mapping(entries), line: line)
    }
}
