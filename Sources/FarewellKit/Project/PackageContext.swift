/// What one `Package.swift` says beyond its targets: package name, dependency packages, default folders.
struct PackageContext {
    let manifest: ManifestFile
    /// Every folder holding a Swift file at any depth.
    let folders: Set<String>
    let packageName: String
    /// Package identity (lower-cased) -> the `.package(...)` call's line.
    let packageLines: [String: Int]
    /// Package identity (lower-cased) -> the `.package(url:)` call's URL.
    let packageURLs: [String: String]
    /// Package identity (lower-cased) -> the products without Rx that targets take from it
    /// (`.product(name: "KakaoSDKAuth", package: "kakao-ios-sdk-rx")`), which keep an Rx package's line.
    let plainProducts: [String: [String]]
    let localTargets: Set<String>
    let products: [LibraryProduct]
    /// The package's `platforms:` (`.iOS(.v15)`, `.macOS("12.0")`), which every target builds for.
    let deploymentTargets: [DeploymentTarget]

    /// `helperTargets`: the names of the targets the manifest's functions make (`ManifestFunctionTargets`).
    init(source: SwiftManifestSource, manifest: ManifestFile, folders: Set<String>, helperTargets: Set<String> = []) {
        self.manifest = manifest
        self.folders = folders
        let package = source.findCalls { !source.isMember($0) && source.text($0) == "Package" }.first
        packageName = package?.argument("name")?.stringValue ?? Path.lastComponent(manifest.directory)
        deploymentTargets = DeploymentTarget.lowest(
            (package?.argument("platforms")?.elements ?? []).compactMap { platform in
                guard let name = platform.calleeName, let version = platform.firstUnlabelled else { return nil }
                let text: String? =
                    switch version {
                    case .string(let text, _): text
                    // `.v15`, `.v13_4`, `SupportedPlatform.IOSVersion.v15`.
                    case .identifier(let text, _): text.split(separator: ".").last.map(String.init)
                    default: nil
                    }
                return text.flatMap { DeploymentTarget(platformName: name, versionText: $0) }
            })
        var lines: [String: Int] = [:]
        var urls: [String: String] = [:]
        for call in source.findCalls({ source.isMember($0) && source.text($0) == "package" }) {
            let url = call.argument("url")?.stringValue ?? call.argument("path")?.stringValue ?? ""
            let identity = call.argument("name")?.stringValue ?? RxLibraries.packageIdentity(ofURL: url)
            guard !identity.isEmpty, lines[identity.lowercased()] == nil else { continue }
            lines[identity.lowercased()] = call.line
            urls[identity.lowercased()] = call.argument("url")?.stringValue
        }
        packageLines = lines
        packageURLs = urls
        let calls = source.findCalls { source.isMember($0) }
        plainProducts = Self.plainProducts(source.findCalls { source.isMember($0) && source.text($0) == "product" })
        localTargets = Set(calls.compactMap { $0.argument("name")?.stringValue }).union(helperTargets)
        products = calls.filter { $0.calleeName == "library" }.compactMap { call in
            guard let name = call.argument("name")?.stringValue else { return nil }
            let targets = call.argument("targets")?.elements.compactMap(\.stringValue) ?? []
            return LibraryProduct(name: name, targets: targets, manifest: manifest.path)
        }
    }

    func target(name: String, call: SwiftExpression) -> DeclaredTarget {
        let function = call.calleeName ?? "target"
        let isTest =
            function == "testTarget" || (function.hasSuffix("Target") && function.lowercased().contains("test"))
        let folder = call.argument("path")?.stringValue ?? defaultFolder(name: name, function: function)
        let sources = call.argument("sources")?.elements.compactMap(\.stringValue) ?? []
        let excludes = call.argument("exclude")?.elements.compactMap(\.stringValue) ?? []
        var target = DeclaredTarget(
            name: name, kind: .swiftpm, isTest: isTest, manifest: manifest.path, scope: packageName,
            claims: [FileClaim(root: Path.join(manifest.directory, folder), includes: sources, excludes: excludes)])
        target.deploymentTargets = deploymentTargets
        for dependency in call.argument("dependencies")?.elements ?? [] {
            add(dependency, to: &target)
        }
        return target
    }

    /// `Sources/<name>` (or `Source`, `src`, `srcs` when only that exists), `Tests/<name>`, `Plugins/<name>`.
    private func defaultFolder(name: String, function: String) -> String {
        let candidates: [String]
        switch function {
        case "testTarget": candidates = ["Tests"]
        case "plugin": candidates = ["Plugins"]
        default: candidates = ["Sources", "Source", "src", "srcs"]
        }
        let paths = candidates.map { "\($0)/\(name)" }
        return paths.first { folders.contains(Path.join(manifest.directory, $0)) } ?? paths[0]
    }

    private func add(_ dependency: SwiftExpression, to target: inout DeclaredTarget) {
        switch dependency.calleeName {
        case "product":
            guard let name = dependency.argument("name")?.stringValue else { return }
            let package = dependency.argument("package")?.stringValue ?? name
            target.dependencies.append(name)
            if RxLibraries.isRx(name) { addRx(name, package: package, line: dependency.line, to: &target) }
        case "target", "byName":
            guard let name = dependency.argument("name")?.stringValue else { return }
            target.dependencies.append(name)
            if !localTargets.contains(name), RxLibraries.isRx(name) {
                addRx(name, package: name, line: dependency.line, to: &target)
            }
        default:
            guard let name = dependency.stringValue else { return }
            target.dependencies.append(name)
            if !localTargets.contains(name), RxLibraries.isRx(name) {
                addRx(name, package: name, line: dependency.line, to: &target)
            }
        }
    }

    /// The product line, plus the `.package(url:)` line of its package (RxSwift for its own products) when
    /// the package is an Rx library: Moya's package stays for its `Moya` product when `RxMoya` goes. An Rx
    /// library's line keeps the products without Rx targets take from it (`kakao-ios-sdk-rx` for `KakaoSDKAuth`).
    private func addRx(_ library: String, package: String, line: Int, to target: inout DeclaredTarget) {
        target.rxDependencies.append(
            RxDependency(library: library, location: SourceLocation(path: manifest.path, line: line)))
        var identity = package
        if packageLines[identity.lowercased()] == nil, RxLibraries.core.contains(library) { identity = "RxSwift" }
        if RxLibraries.isRxPackage(identity), let packageLine = packageLines[identity.lowercased()] {
            let line = RxDependency(library: identity, location: SourceLocation(path: manifest.path, line: packageLine))
            target.rxDependencies.append(
                line.keeping(plainProducts[identity.lowercased()] ?? [], url: packageURLs[identity.lowercased()]))
        }
    }

    /// Package identity (lower-cased) -> the products without Rx that the `.product(name:package:)` calls take from
    /// it, sorted.
    private static func plainProducts(_ calls: [SwiftExpression]) -> [String: [String]] {
        var products: [String: Set<String>] = [:]
        for call in calls {
            guard let name = call.argument("name")?.stringValue, RxEditions.isPlainProduct(name) else { continue }
            let package = call.argument("package")?.stringValue ?? name
            products[package.lowercased(), default: []].insert(name)
        }
        return products.mapValues { $0.sorted() }
    }
}
