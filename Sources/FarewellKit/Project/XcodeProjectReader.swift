/// Reads the native targets of a `project.pbxproj`: name, kind, compiled Swift files, dependencies, Rx packages.
enum XcodeProjectReader {
    static func read(_ manifest: ManifestFile) -> ManifestReading {
        var reading = ManifestReading()
        let root: PropertyListNode
        switch PropertyListParser.parse(manifest.bytes) {
        case .success(let node): root = node
        case .failure(let error):
            reading.diagnostics.append(
                Diagnostic(
                    path: manifest.path, line: error.line, message: "malformed project.pbxproj: \(error.message)"))
            return reading
        }
        let objectTable = root["objects"]?.dictionary ?? [:]
        guard let rootID = root["rootObject"]?.string, let project = objectTable[rootID] else {
            reading.diagnostics.append(
                Diagnostic(path: manifest.path, line: root.line, message: "project.pbxproj has no root project object"))
            return reading
        }
        let directory = Path.join(manifest.baseDirectory, project["projectDirPath"]?.string ?? "")
        let objects = XcodeObjects(objects: objectTable, projectDirectory: Path.normalize(directory))
        reading.rxSwiftVersions = RxSwiftVersionReader.xcodeRequirements(objects, path: manifest.path)
        let context = XcodeTargetContext(
            objects: objects, manifest: manifest.path, projectSettings: objects.buildSettings(of: rootID))
        for id in project["targets"]?.strings ?? [] where objects.isa(id) == "PBXNativeTarget" {
            reading.targets.append(context.target(id: id))
        }
        // An Rx package that no target links any more is still a line the cleanup deletes: the project's
        // first app target (else its first target) carries it.
        let unlinked = context.unlinkedRxPackages(project, linked: reading.targets.flatMap(\.rxDependencies))
        if !unlinked.isEmpty,
            let host = reading.targets.firstIndex(where: { !$0.isTest }) ?? reading.targets.indices.first
        {
            reading.targets[host].rxDependencies += unlinked
        }
        return reading
    }
}

/// Turns one PBXNativeTarget into a declared target.
struct XcodeTargetContext {
    let objects: XcodeObjects
    let manifest: String
    /// The project's build settings by configuration name, which a target's own settings override.
    var projectSettings: [String: [String: PropertyListNode]] = [:]

    var scope: String { Path.stem(Path.parent(manifest)) }

    func target(id: String) -> DeclaredTarget {
        let object = objects[id]
        let productType = object?["productType"]?.string ?? ""
        var target = DeclaredTarget(
            name: object?["name"]?.string ?? id, kind: .xcode,
            isTest: productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing"),
            manifest: manifest, scope: scope)
        // `com.apple.product-type.app-extension`, `.widgetkit-extension`, `.extensionkit-extension`, …
        target.isExtension = productType.hasSuffix("extension")
        target.isApp = productType == "com.apple.product-type.application"
        // Each configuration's settings, merged once, read for the module name, targets, SDKs and Swift version.
        let settings = configurationSettings(targetID: id)
        target.importName = ModuleNameSetting.importName(
            moduleName(targetID: id, name: target.name, settings: settings), target: target.name)
        var visited: Set<String> = []
        for phase in object?["buildPhases"]?.strings ?? [] where objects.isa(phase) == "PBXSourcesBuildPhase" {
            for file in objects[phase]?["files"]?.strings ?? [] {
                target.claims += objects.swiftFiles(ofBuildFile: file, visited: &visited).map {
                    FileClaim(root: $0, isExplicit: true)
                }
            }
        }
        target.claims += synchronizedClaims(targetID: id)
        target.dependencies = dependencyNames(targetID: id)
        target.rxDependencies = rxDependencies(targetID: id)
        target.deploymentTargets = deploymentTargets(settings)
        target.platforms = sdkPlatforms(settings)
        target.swiftVersions = Set(settings.compactMap { $0["SWIFT_VERSION"]?.string }).sorted()
        target.podAggregates = podAggregates(targetID: id)
        return target
    }

    /// CocoaPods' aggregate targets the target integrates (`PodfileMerger.aggregateKey`), from the files its
    /// Frameworks phases link (`Pods_Shared_App.framework`, `libPods-Shared-App.a`) and the base configurations of
    /// its build configurations (`Pods-Shared-App.debug.xcconfig`); sorted, each once.
    func podAggregates(targetID: String) -> [String] {
        var names: [String] = []
        for phase in objects[targetID]?["buildPhases"]?.strings ?? []
        where objects.isa(phase) == "PBXFrameworksBuildPhase" {
            for file in objects[phase]?["files"]?.strings ?? [] {
                guard let reference = objects[file]?["fileRef"]?.string,
                    let path = objects[reference]?["path"]?.string
                else { continue }
                let name = Path.lastComponent(path)
                if name.hasPrefix("Pods_") && name.hasSuffix(".framework") {
                    names.append(Path.stem(name))
                } else if name.hasPrefix("libPods-") && name.hasSuffix(".a") {
                    names.append(String(Path.stem(name).dropFirst(3)))
                }
            }
        }
        let list = objects[targetID]?["buildConfigurationList"]?.string
        for configuration in list.flatMap({ objects[$0]?["buildConfigurations"]?.strings }) ?? [] {
            guard let reference = objects[configuration]?["baseConfigurationReference"]?.string,
                let path = objects[reference]?["path"]?.string
            else { continue }
            let name = Path.lastComponent(path)
            // `Pods-Shared-App.debug.xcconfig`: the aggregate's name, then the configuration's.
            guard name.hasPrefix("Pods-"), name.hasSuffix(".xcconfig"), let dot = name.firstIndex(of: ".") else {
                continue
            }
            names.append(String(name[..<dot]))
        }
        return Array(Set(names.map { PodfileMerger.aggregateKey([$0]) })).sorted()
    }

    /// The module name the target's build settings give it (`ModuleNameSetting`), its own over the project's
    /// (`settings`, `configurationSettings(targetID:)`), when every configuration gives the same; else the name of its
    /// product's file (`Core` of `Core.framework`, `libCore.a`), which Xcode names after its `PRODUCT_NAME`.
    func moduleName(targetID: String, name: String, settings: [[String: PropertyListNode]]) -> String? {
        let names = Set(
            settings.map { merged in
                ModuleNameSetting.moduleName({ merged[$0]?.string }, target: name)
            })
        if names.count == 1, let only = names.first ?? nil { return only }
        guard let reference = objects[targetID]?["productReference"]?.string,
            let path = objects[reference]?["path"]?.string
        else { return nil }
        let file = Path.lastComponent(path)
        var stem = Path.stem(file)
        if file.hasSuffix(".a") || file.hasSuffix(".dylib"), stem.hasPrefix("lib") { stem.removeFirst(3) }
        return stem.isEmpty ? nil : Module.c99Name(stem)
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET` and its siblings of every configuration's `settings`
    /// (`configurationSettings(targetID:)`), the target's own or else the project's; for a target whose `SDKROOT`
    /// names one platform, that platform's only. Values that are not numbers (`$(inherited)`, a variable of an
    /// `.xcconfig`) are not read.
    func deploymentTargets(_ settings: [[String: PropertyListNode]]) -> [DeploymentTarget] {
        var result: [DeploymentTarget] = []
        for merged in settings {
            let sdk = merged["SDKROOT"]?.string.flatMap(DeploymentTarget.platform(named:))
            for (key, value) in merged {
                guard let text = value.string, let target = DeploymentTarget(setting: key, value: text),
                    sdk == nil || sdk == target.platform
                else { continue }
                result.append(target)
            }
        }
        return DeploymentTarget.lowest(result)
    }

    /// The platforms the `SDKROOT` of its configurations' `settings` names, the target's own or else the project's,
    /// sorted: an app for macOS whose project states no `MACOSX_DEPLOYMENT_TARGET` (Xcode then takes the SDK's) is
    /// still one.
    func sdkPlatforms(_ settings: [[String: PropertyListNode]]) -> [String] {
        let platforms = settings.compactMap { merged in
            merged["SDKROOT"]?.string.flatMap(DeploymentTarget.platform(named:))
        }
        return Set(platforms).sorted()
    }

    /// The build settings of each configuration: the target's own over the project's of that configuration, or the
    /// project's when the target has none.
    private func configurationSettings(targetID: String) -> [[String: PropertyListNode]] {
        let own = objects.buildSettings(of: targetID)
        return (own.isEmpty ? projectSettings : own).map { configuration, settings in
            settings.merging(projectSettings[configuration] ?? [:]) { mine, _ in mine }
        }
    }

    /// Claims from Xcode 16 synchronized folders: the whole folder minus this target's exceptions, plus
    /// files of other targets' folders that an exception set adds to this target.
    func synchronizedClaims(targetID: String) -> [FileClaim] {
        let own = Set(objects[targetID]?["fileSystemSynchronizedGroups"]?.strings ?? [])
        var claims: [FileClaim] = []
        for groupID in objects.synchronizedGroups {
            guard let group = objects[groupID], let folder = objects.path(of: groupID) else { continue }
            let exceptions = (group["exceptions"]?.strings ?? []).compactMap { objects[$0] }.filter {
                $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                    && $0["target"]?.string == targetID
            }.flatMap { $0["membershipExceptions"]?.strings ?? [] }
            if own.contains(groupID) {
                claims.append(FileClaim(root: folder, excludes: exceptions, isAuthoritative: true))
            } else {
                claims += exceptions.filter { $0.hasSuffix(".swift") }.map {
                    FileClaim(root: Path.join(folder, $0), isExplicit: true)
                }
            }
        }
        return claims
    }

    /// Target dependencies, linked products of sibling targets, and Swift package products.
    func dependencyNames(targetID: String) -> [String] {
        let object = objects[targetID]
        var names: [String] = []
        for dependency in object?["dependencies"]?.strings ?? [] {
            let node = objects[dependency]
            if let target = node?["target"]?.string, let name = objects[target]?["name"]?.string {
                names.append(name)
            } else if let name = node?["name"]?.string {
                names.append(name)
            } else if let proxy = node?["targetProxy"]?.string, let name = objects[proxy]?["remoteInfo"]?.string {
                names.append(name)
            }
        }
        for product in object?["packageProductDependencies"]?.strings ?? [] {
            if let name = objects[product]?["productName"]?.string { names.append(name) }
        }
        return names + linkedProducts(targetID: targetID)
    }

    /// Frameworks linked in a Frameworks phase: a sibling target's product, a subproject's product, or a Swift
    /// package product (`RxSwift in Frameworks`, whose `productRef` names it).
    private func linkedProducts(targetID: String) -> [String] {
        var names = frameworksPhaseProducts(targetID: targetID).compactMap { objects[$0.id]?["productName"]?.string }
        for phase in objects[targetID]?["buildPhases"]?.strings ?? []
        where objects.isa(phase) == "PBXFrameworksBuildPhase" {
            for file in objects[phase]?["files"]?.strings ?? [] {
                guard let reference = objects[file]?["fileRef"]?.string else { continue }
                if let owner = objects.productOwners[reference] {
                    names.append(owner)
                } else if objects.isa(reference) == "PBXReferenceProxy", let path = objects[reference]?["path"]?.string
                {
                    // A subproject's product: `RxSwift.framework` names the target that builds it.
                    names.append(Path.stem(path))
                } else if objects[reference]?["sourceTree"]?.string == "BUILT_PRODUCTS_DIR",
                    let path = objects[reference]?["path"]?.string, path.hasSuffix(".framework")
                {
                    // Another project's product of the same workspace, linked from the build folder.
                    names.append(Path.stem(path))
                }
            }
        }
        return names
    }

    /// Rx products from Swift package references, with the line of the target's product entry and of the package,
    /// and Rx frameworks linked in a Frameworks phase, with the line of the phase's entry; each line once.
    ///
    /// A product only a Frameworks phase links (`B3 /* RxSwift in Frameworks */ = {isa = PBXBuildFile; productRef =
    /// X1 /* RxSwift */; }` with no `packageProductDependencies` entry naming it) still links the library: the
    /// phase's entry is its line. Beside a product entry the phase's entry goes with it (the cleanup says so), until
    /// the entry alone is deleted.
    func rxDependencies(targetID: String) -> [RxDependency] {
        let entries = (objects[targetID]?["packageProductDependencies"]?.array ?? []).compactMap { entry in
            entry.string.map { (id: $0, line: entry.line) }
        }
        let entryNames = Set(entries.compactMap { objects[$0.id]?["productName"]?.string })
        let linkedOnly = frameworksPhaseProducts(targetID: targetID).filter { product in
            objects[product.id]?["productName"]?.string.map { !entryNames.contains($0) } ?? false
        }
        var result = linkedRxFrameworks(targetID: targetID)
        for product in entries + linkedOnly {
            result += rxLines(ofProduct: product.id, line: product.line)
        }
        var seen: Set<RxDependency> = []
        return result.filter { seen.insert($0).inserted }
    }

    /// The Rx library of the package product `id`, at `line`, and its package's line unless a product without Rx
    /// comes from that package too (`Moya` beside `RxMoya`); an Rx library's package (a library's Rx edition,
    /// `kakao-ios-sdk-rx` giving `KakaoSDKAuth`) then keeps those products. Empty for a product without Rx.
    private func rxLines(ofProduct id: String, line: Int) -> [RxDependency] {
        guard let product = objects[id], let name = product["productName"]?.string?.replacingPrefix("plugin:"),
            RxLibraries.isRx(name)
        else { return [] }
        var result = [RxDependency(library: name, location: SourceLocation(path: manifest, line: line))]
        if let packageID = product["package"]?.string, let package = objects[packageID],
            let url = package["repositoryURL"]?.string
        {
            let identity = RxLibraries.packageIdentity(ofURL: url)
            let plain = objects.plainProducts[packageID] ?? []
            if plain.isEmpty || RxLibraries.isRxPackage(identity) {
                let packageLine = RxDependency(
                    library: identity, location: SourceLocation(path: manifest, line: package.line))
                result.append(packageLine.keeping(plain, url: url))
            }
        }
        return result
    }

    /// The Swift package products the target's Frameworks phases link (`PBXBuildFile`s with a `productRef`), with
    /// the line of the phase's entry.
    private func frameworksPhaseProducts(targetID: String) -> [(id: String, line: Int)] {
        var result: [(id: String, line: Int)] = []
        for phase in objects[targetID]?["buildPhases"]?.strings ?? []
        where objects.isa(phase) == "PBXFrameworksBuildPhase" {
            for entry in objects[phase]?["files"]?.array ?? [] {
                guard let file = entry.string, let product = objects[file]?["productRef"]?.string else { continue }
                result.append((product, entry.line))
            }
        }
        return result
    }
}

extension XcodeTargetContext {
    /// The project's Rx package references (`RxDataSources`) that no target's product entry names, with the
    /// line of the reference, and the products without Rx targets still take from it (`KakaoSDKAuth` of
    /// `kakao-ios-sdk-rx`, once its Rx products are gone).
    func unlinkedRxPackages(_ project: PropertyListNode, linked: [RxDependency]) -> [RxDependency] {
        let linkedLines = Set(linked.map(\.location.line))
        var result: [RxDependency] = []
        for id in project["packageReferences"]?.strings ?? [] {
            guard let package = objects[id], let url = package["repositoryURL"]?.string else { continue }
            let identity = RxLibraries.packageIdentity(ofURL: url)
            guard RxLibraries.isRxPackage(identity), !linkedLines.contains(package.line) else { continue }
            let line = RxDependency(library: identity, location: SourceLocation(path: manifest, line: package.line))
            result.append(line.keeping(objects.plainProducts[id] ?? [], url: url))
        }
        return result
    }

    /// `RxSwift.framework` or `RxCocoa.xcframework` entries of the target's Frameworks phases, and of its Copy Files
    /// phases (Embed Frameworks), which a Carthage setup may use alone; and the input and output paths naming one of
    /// its `carthage copy-frameworks` Run Script phases (`"$(SRCROOT)/Carthage/Build/iOS/RxSwift.framework"`).
    func linkedRxFrameworks(targetID: String) -> [RxDependency] {
        var result: [RxDependency] = []
        for phase in objects[targetID]?["buildPhases"]?.strings ?? [] {
            // The paths a phase names, with their entries' lines: a Frameworks or Copy Files phase's files, Carthage's
            // script's input and output paths (a CocoaPods `[CP] Embed Pods Frameworks` phase is `pod install`'s to
            // rewrite).
            var named: [(path: String, line: Int)] = []
            switch objects.isa(phase) {
            case "PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase":
                for entry in objects[phase]?["files"]?.array ?? [] {
                    guard let file = entry.string, let reference = objects[file]?["fileRef"]?.string,
                        let path = objects[reference]?["path"]?.string
                    else { continue }
                    named.append((path, entry.line))
                }
            case "PBXShellScriptBuildPhase"
            where objects[phase]?["shellScript"]?.string?.contains("carthage copy-frameworks") == true:
                for key in ["inputPaths", "outputPaths"] {
                    for entry in objects[phase]?[key]?.array ?? [] {
                        if let path = entry.string { named.append((path, entry.line)) }
                    }
                }
            default: continue
            }
            for (path, line) in named {
                guard let library = RxLibraries.framework(path) else { continue }
                result.append(RxDependency(library: library, location: SourceLocation(path: manifest, line: line)))
            }
        }
        return result
    }
}

extension String {
    /// The string without `prefix` when it starts with it.
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
