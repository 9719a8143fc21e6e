/// The oldest OS version a module builds for, as its manifest states it (`IPHONEOS_DEPLOYMENT_TARGET = 15.0`,
/// `.iOS(.v15)`, `platform :ios, '15.0'`, `deploymentTarget: "15.0"`) or `farewell.json` sets it.
package struct DeploymentTarget: Sendable, Codable, Hashable, Comparable {
    /// `iOS`, `macOS`, `tvOS`, `watchOS` or `visionOS`.
    package var platform: String
    /// Dotted numbers with at least a minor part: `15.0`, `13.4`.
    package var version: String

    package init(platform: String, version: String) {
        self.platform = platform
        self.version = version
    }

    /// A target from a platform and a version as manifests spell them (`ios`, `IPHONEOS`, `iOS`; `15`, `"15.0"`,
    /// `v13_4`); nil for an unknown platform or a version that is not numbers (`$(inherited)`).
    package init?(platformName: String, versionText: String) {
        guard let platform = Self.platform(named: platformName), let version = Self.normalized(versionText) else {
            return nil
        }
        self.init(platform: platform, version: version)
    }

    /// The platform part of a build setting that holds a deployment target (`IPHONEOS` of
    /// `IPHONEOS_DEPLOYMENT_TARGET`), nil for other settings.
    package static func platformName(ofSetting key: String) -> String? {
        let suffix = "_DEPLOYMENT_TARGET"
        return key.hasSuffix(suffix) ? String(key.dropLast(suffix.count)) : nil
    }

    /// A target from a build setting (`IPHONEOS_DEPLOYMENT_TARGET = 15.0`); nil for another setting or a value
    /// that is not a version.
    package init?(setting key: String, value: String) {
        guard let name = Self.platformName(ofSetting: key) else { return nil }
        self.init(platformName: name, versionText: value)
    }

    /// The version's numbers: `13.4` -> [13, 4].
    package var components: [Int] { version.split(separator: ".").compactMap { Int($0) } }

    /// Whether this target is older than `version` (`[17]`, `[16, 4]`): code for it cannot use an API of that
    /// version without an availability check.
    package func isBelow(_ version: [Int]) -> Bool {
        let own = components
        for index in 0..<max(own.count, version.count) {
            let left = index < own.count ? own[index] : 0
            let right = index < version.count ? version[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    package var description: String { "\(platform) \(version)" }

    package static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        if lhs.platform != rhs.platform { return lhs.platform < rhs.platform }
        return lhs.isBelow(rhs.components)
    }

    /// The lowest version of each platform, sorted by platform.
    package static func lowest(_ targets: some Sequence<DeploymentTarget>) -> [DeploymentTarget] {
        var byPlatform: [String: DeploymentTarget] = [:]
        for target in targets where byPlatform[target.platform].map({ target < $0 }) ?? true {
            byPlatform[target.platform] = target
        }
        return byPlatform.values.sorted()
    }

    /// The platform's usual spelling, from a manifest's (`ios`, `iOS`, `IPHONEOS`, `macosx`, `xros`).
    package static func platform(named name: String) -> String? {
        switch name.lowercased() {
        case "ios", "iphoneos": "iOS"
        case "macos", "macosx", "osx": "macOS"
        case "tvos", "appletvos": "tvOS"
        case "watchos": "watchOS"
        case "visionos", "xros": "visionOS"
        default: nil
        }
    }

    /// `15` -> `15.0`, `v13_4` -> `13.4`, `"16.0.0"` -> `16.0`; nil when it is not one to three numbers.
    static func normalized(_ text: String) -> String? {
        var trimmed = text.filter { $0 != "\"" && $0 != "'" && $0 != " " }
        if trimmed.hasPrefix(".") { trimmed.removeFirst() }
        if trimmed.hasPrefix("v") { trimmed.removeFirst() }
        let parts = trimmed.split(separator: trimmed.contains("_") ? "_" : ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let major = Int(parts[0]), major > 0
        else { return nil }
        var numbers = parts.map { String(Int($0) ?? 0) }
        if numbers.count == 1 { numbers.append("0") }
        if numbers.count == 3, numbers[2] == "0" { numbers.removeLast() }
        return numbers.joined(separator: ".")
    }
}
