/// XcodeGen's multi-platform targets: a target whose `platform:` is a list is one target per platform.
///
/// As XcodeGen makes them, each is named `<platformPrefix><name><platformSuffix>` (no prefix and `_<platform>` unless
/// the target says otherwise), has its one platform, and has `${platform}` (or `$platform`) replaced by it in every
/// value: `Core` with `platform: [iOS, tvOS]` and `- target: Model_${platform}` is `Core_iOS`, depending on
/// `Model_iOS`, and `Core_tvOS`, depending on `Model_tvOS`.
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
                return YAMLNode.Entry(key: prefix + target.key + suffix, value: spec, line: target.line)
            }
        }
    }
}

extension YAMLNode {
    /// This mapping with the value of `key` replaced by `value`.
    func replacing(_ key: String, with value: YAMLNode) -> YAMLNode {
        guard case .mapping(var entries) = self.value, let at = entries.firstIndex(where: { $0.key == key }) else {
            return self
        }
        entries[at].value = value
        return YAMLNode(value: .mapping(entries), line: line)
    }
}
