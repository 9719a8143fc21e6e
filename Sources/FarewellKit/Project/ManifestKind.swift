/// The build manifest formats that say which module compiles a Swift file.
package enum ManifestKind: String, Sendable, CaseIterable {
    /// `Package.swift` or `Package@swift-5.9.swift`.
    case swiftpm
    /// `X.xcodeproj/project.pbxproj`.
    case xcodeproj
    /// CocoaPods `Podfile`.
    case podfile
    /// CocoaPods `Podfile.lock`: the pods installed and what each depends on (`PodfileLockReader`).
    case podfileLock
    /// SwiftPM's `Package.resolved` (also in an `.xcworkspace`'s `xcshareddata/swiftpm/`, and Tuist's
    /// `.package.resolved`): the package versions installed (`RxSwiftVersionReader`).
    case packageResolved
    /// Carthage's `Cartfile.resolved`: the versions installed (`RxSwiftVersionReader`), and the Rx pins that
    /// `carthage bootstrap` builds, which go with the Cartfile's lines.
    case cartfileResolved
    /// A CocoaPods `X.podspec`: a pod's sources and Rx pods (a development pod is a module of the app).
    case podspec
    /// An XcodeGen spec: `project.yml`, or any YAML file, which `XcodeGenReader` reads as a spec when its content is
    /// one (`xcodegen -s XcodeGen/App.yml`).
    case xcodegen
    /// Tuist `Project.swift` or `Workspace.swift`.
    case tuist
    /// Carthage `Cartfile` or `Cartfile.private`: dependency lines only, no targets.
    case cartfile
    /// Tuist `Tuist/Dependencies.swift`: dependency lines only, no targets (its successor, `Tuist/Package.swift`,
    /// is a `swiftpm` manifest that `ModuleResolver` reads the same way when it is Tuist's).
    case tuistDependencies
    /// A Swift file of Tuist's `ProjectDescriptionHelpers`: Tuist compiles it for the manifests, not for the app,
    /// and manifests name the values it defines (`TuistHelperLists`).
    case tuistHelpers
    /// Git's `.gitmodules`: the folders of submodules, whose code is there only once checked out (`GitSubmodules`).
    case gitSubmodules

    /// The kind of manifest at `path`, or nil when the walker need not collect it.
    package static func of(path: String) -> ManifestKind? {
        let name = Path.lastComponent(path)
        if name.hasSuffix(".swift"), Path.isInFolder(path, named: "ProjectDescriptionHelpers") { return .tuistHelpers }
        if name == "Package.swift" || isVersionedPackageManifest(name) { return .swiftpm }
        if name == "project.pbxproj", Path.lastComponent(Path.parent(path)).hasSuffix(".xcodeproj") {
            return .xcodeproj
        }
        // CocoaPods reads `podfile` too, on case-insensitive disks and by an explicit name.
        if name == "Podfile" || name == "podfile" { return .podfile }
        if name == "Podfile.lock" { return .podfileLock }
        // `.package.resolved`: Tuist's, at the root.
        if name == "Package.resolved" || name == ".package.resolved" { return .packageResolved }
        if name == "Cartfile.resolved" { return .cartfileResolved }
        if name.hasSuffix(".podspec"), name.count > ".podspec".count { return .podspec }
        if name.hasSuffix(".yml") || name.hasSuffix(".yaml") { return .xcodegen }
        if name == "Project.swift" || name == "Workspace.swift" { return .tuist }
        if name == "Cartfile" || name == "Cartfile.private" { return .cartfile }
        if name == "Dependencies.swift", isInTuistFolder(path) { return .tuistDependencies }
        if name == ".gitmodules" { return .gitSubmodules }
        return nil
    }

    /// True for a manifest listing the dependencies every target may link rather than a target's own: a
    /// Cartfile and its `Cartfile.resolved`, Tuist's `Tuist/Dependencies.swift` and `Tuist/Package.swift`. Their
    /// cleanup waits for every migration task.
    package static func listsSharedDependencies(path: String) -> Bool {
        switch of(path: path) {
        case .cartfile, .cartfileResolved, .tuistDependencies: true
        case .swiftpm: Path.lastComponent(path) == "Package.swift" && isInTuistFolder(path)
        default: false
        }
    }

    /// The `Cartfile.resolved` beside a Cartfile (`ios/Cartfile.resolved` of `ios/Cartfile` or
    /// `ios/Cartfile.private`), whose pins the Cartfile's cleanup deletes with its lines; nil for another manifest.
    static func resolvedCartfile(of path: String) -> String? {
        guard of(path: path) == .cartfile else { return nil }
        return Path.join(Path.parent(path), "Cartfile.resolved")
    }

    /// True for a file right inside a folder named `Tuist`.
    static func isInTuistFolder(_ path: String) -> Bool {
        Path.lastComponent(Path.parent(path)) == "Tuist"
    }

    /// `Package@swift-5.9.swift`, `Package@swift-6.swift`.
    static func isVersionedPackageManifest(_ name: String) -> Bool {
        name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") && name.count > "Package@swift-.swift".count
    }

    /// The tools version in a `Package@swift-5.9.swift` name, as numbers; empty for `Package.swift`.
    static func toolsVersion(ofManifestNamed name: String) -> [Int] {
        guard isVersionedPackageManifest(name) else { return [] }
        let version = name.dropFirst("Package@swift-".count).dropLast(".swift".count)
        return version.split(separator: ".").map { Int($0) ?? 0 }
    }
}
