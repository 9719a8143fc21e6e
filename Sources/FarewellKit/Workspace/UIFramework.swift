/// The UI framework a set of modules binds its views with, as their deployment targets tell: the workspace
/// files name AppKit's API for code that builds for macOS alone, UIKit's otherwise.
enum UIFramework: Sendable, Hashable {
    case uiKit
    case appKit

    /// The platforms whose apps use UIKit (watchOS has neither UIKit's controls nor AppKit's).
    static let uiKitPlatforms: Set<String> = ["iOS", "tvOS", "visionOS"]

    /// AppKit when every module a target compiles states macOS and none of iOS, tvOS and visionOS
    /// (`platforms: [.macOS(.v10_15)]`, `MACOSX_DEPLOYMENT_TARGET = 10.15`, or `SDKROOT = macosx` alone); UIKit when one states a UIKit
    /// platform or none at all, or when no module is left.
    static func of(_ modules: [Module]) -> UIFramework {
        let compiled = modules.filter { !FolderFallback.isUnclaimed($0.name) }
        guard !compiled.isEmpty, compiled.allSatisfy(isMacOSOnly) else { return .uiKit }
        return .appKit
    }

    /// Whether the module's targets name macOS and no UIKit platform, in a deployment target or their SDK.
    private static func isMacOSOnly(_ module: Module) -> Bool {
        let platforms = Set(module.deploymentTargets.map(\.platform)).union(module.platforms)
        return platforms.contains("macOS") && platforms.isDisjoint(with: uiKitPlatforms)
    }
}
