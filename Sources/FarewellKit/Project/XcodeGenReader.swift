/// Reads the targets of an XcodeGen spec: type, sources with excludes, target, package, Carthage and framework
/// dependencies.
///
/// A spec is `project.yml`, or any YAML file that reads as one (`xcodegen -s XcodeGen/App.yml`): its top level has
/// `targets:` whose entries have a `type:` and a `platform:`. Other YAML files give nothing, not even a warning when
/// they cannot be read. A target's `templates:` are merged under it as XcodeGen does (`targetTemplates`, in order,
/// templates of templates first; mappings merge, lists append, `${target_name}` and the target's
/// `templateAttributes` are filled in), so the Rx packages a template links are the target's Rx lines, at the
/// template's lines; a target of several platforms is a target per platform (`XcodeGenPlatforms`). `include:`
/// files are not followed (a warning says so).
///
/// Paths are relative to the spec's folder, as XcodeGen reads them. A spec kept in a subfolder and generated from the
/// repository's root (`cp Configuration/project.yml .` in a Makefile, `--project-root`) names paths from the root:
/// when none of its sources lies beside it and some lie under the root, they are read from the root, with a note.
enum XcodeGenReader {
    /// `exists`: whether a path relative to the repository root is a folder or file there.
    static func read(_ manifest: ManifestFile, exists: (String) -> Bool = { _ in true }) -> ManifestReading {
        var reading = ManifestReading()
        let named = isNamedSpec(manifest.path)
        guard named || declaresTargets(manifest.bytes) else { return reading }
        let root: YAMLNode
        switch YAMLParser.parse(manifest.bytes) {
        case .success(let node): root = node
        case .failure(let error):
            guard named else { return reading }
            reading.diagnostics.append(
                Diagnostic(path: manifest.path, line: error.line, message: "malformed project.yml: \(error.message)"))
            return reading
        }
        let specs = targetSpecs(root)
        // Another YAML file is a spec when a target has the `type` and `platform` XcodeGen requires of each.
        guard named || specs.contains(where: { $0.value["type"] != nil && $0.value["platform"] != nil }) else {
            return reading
        }
        if let line = root.line(of: "include") {
            reading.diagnostics.append(
                Diagnostic(
                    path: manifest.path, line: line,
                    message: "included specs are not read; their targets use the folder fallback",
                    isInformational: true))
        }
        readTargets(specs, of: root, in: manifest, exists: exists, into: &reading)
        return reading
    }

    /// The targets of `specs` with their paths read from the spec's folder, else from the repository's root when
    /// they lie there only (with a note), and the spec's package versions.
    private static func readTargets(
        _ specs: [YAMLNode.Entry], of root: YAMLNode, in manifest: ManifestFile, exists: (String) -> Bool,
        into reading: inout ManifestReading
    ) {
        var packageLines: [String: Int] = [:]
        var packageURLs: [String: String] = [:]
        for entry in root["packages"]?.entries ?? [] {
            packageLines[entry.key] = entry.line
            packageURLs[entry.key] = entry.value["url"]?.scalar
        }
        reading.rxSwiftVersions = RxSwiftVersionReader.xcodeGenRequirements(root["packages"], path: manifest.path)
        var context = XcodeGenContext(
            manifest: manifest, base: manifest.directory,
            scope: root["name"]?.scalar ?? Path.lastComponent(manifest.directory),
            packageLines: packageLines, packageURLs: packageURLs, plainProducts: plainProducts(specs),
            projectDeployment: root["options"]?["deploymentTarget"], projectSettings: root["settings"])
        let targets = { (context: XcodeGenContext) in specs.map { context.target(name: $0.key, spec: $0.value) } }
        reading.targets = targets(context)
        func found(_ targets: [DeclaredTarget]) -> Bool { targets.contains { $0.claims.contains { exists($0.root) } } }
        guard reading.targets.contains(where: { !$0.claims.isEmpty }), !found(reading.targets) else { return }
        context.base = ""
        let fromRoot = targets(context)
        let message: String
        if !manifest.directory.isEmpty, found(fromRoot) {
            reading.targets = fromRoot
            message =
                "no source path lies beside the spec: read from the repository's root, where they are (the spec is "
                + "generated from there)"
        } else {
            message =
                "no source path of the spec names a file or folder that exists (read from "
                + "\(manifest.directory.isEmpty ? "the repository's root" : manifest.directory + "/")): its files use "
                + "the folder fallback"
        }
        reading.diagnostics.append(
            Diagnostic(path: manifest.path, line: root.line(of: "targets"), message: message, isInformational: true))
    }

    /// Package name -> the products without Rx that the targets of `specs` take from it (`- package: Kakao` with
    /// `product: KakaoSDKAuth`), sorted: they keep an Rx package's line.
    private static func plainProducts(_ specs: [YAMLNode.Entry]) -> [String: [String]] {
        var products: [String: Set<String>] = [:]
        for spec in specs {
            for dependency in spec.value["dependencies"]?.items ?? [] {
                guard let package = dependency["package"]?.scalar else { continue }
                let named = (dependency["products"]?.items ?? []).compactMap(\.scalar) + [dependency["product"]?.scalar]
                for product in named.compactMap({ $0 }) where RxEditions.isPlainProduct(product) {
                    products[package, default: []].insert(product)
                }
            }
        }
        return products.mapValues { $0.sorted() }
    }

    /// The spec's targets by name, resolved as XcodeGen resolves them: platform lists, then templates (which may
    /// give a platform list of their own), then platform lists again.
    static func targetSpecs(_ root: YAMLNode) -> [YAMLNode.Entry] {
        let templates = XcodeGenTemplates(root["targetTemplates"])
        let templated = XcodeGenPlatforms.expanded(root["targets"]?.entries ?? []).map {
            YAMLNode.Entry(key: $0.key, value: templates.applied(to: $0.value, named: $0.key), line: $0.line)
        }
        return XcodeGenPlatforms.expanded(templated)
    }

    /// `project.yml` (or `.yaml`), the spec XcodeGen reads unless told another: read even when malformed.
    static func isNamedSpec(_ path: String) -> Bool {
        let name = Path.lastComponent(path)
        return name == "project.yml" || name == "project.yaml"
    }

    /// Whether a line starts with `targets:`, a top-level key that every spec has: the cheap test that spares
    /// parsing the other YAML files of a repository.
    static func declaresTargets(_ bytes: [UInt8]) -> Bool {
        let key = Array("targets:".utf8)
        var start = 0
        while start + key.count <= bytes.count {
            if bytes[start..<(start + key.count)].elementsEqual(key) { return true }
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return false }
            start = newline + 1
        }
        return false
    }
}

/// The project-wide facts an XcodeGen target needs: where the spec lies and which packages it declares.
struct XcodeGenContext {
    let manifest: ManifestFile
    /// The folder source paths are relative to: the spec's, or the repository's root (`XcodeGenReader`).
    var base: String
    let scope: String
    /// Package name -> line of its entry under `packages:`.
    let packageLines: [String: Int]
    /// Package name -> the `url:` of its entry under `packages:`.
    let packageURLs: [String: String]
    /// Package name -> the products without Rx the spec's targets take from it (`XcodeGenReader.plainProducts`).
    let plainProducts: [String: [String]]
    /// `options: deploymentTarget:` (platform -> version) and the project's `settings:`.
    var projectDeployment: YAMLNode?
    var projectSettings: YAMLNode?

    func target(name: String, spec: YAMLNode) -> DeclaredTarget {
        let type = spec["type"]?.scalar ?? ""
        var target = DeclaredTarget(
            name: name, kind: .xcodegen,
            isTest: type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing"),
            manifest: manifest.path, scope: scope)
        target.isExtension = type.hasSuffix("extension")
        target.isApp = type == "application"
        target.importName = importName(spec, target: name)
        for source in spec["sources"]?.items ?? [] {
            if let path = source.scalar {
                target.claims.append(FileClaim.pattern(path, base: base))
            } else if let path = source["path"]?.scalar {
                let excludes = (source["excludes"]?.items ?? []).compactMap(\.scalar)
                var claim = FileClaim.pattern(path, base: base, excludes: excludes)
                claim.includes += (source["includes"]?.items ?? []).compactMap(\.scalar)
                target.claims.append(claim)
            }
        }
        for dependency in spec["dependencies"]?.items ?? [] {
            add(dependency, to: &target)
        }
        target.deploymentTargets = deploymentTargets(spec)
        return target
    }

    /// The module name the target's settings give it where that is not its name (`ModuleNameSetting`): its
    /// `PRODUCT_MODULE_NAME` or `PRODUCT_NAME`, which XcodeGen sets to the spec's target name for each target of a
    /// platform list (`XcodeGenPlatforms`).
    func importName(_ spec: YAMLNode, target name: String) -> String? {
        let settings = XcodeGenPlatforms.baseSettings(spec["settings"])
        let moduleName = ModuleNameSetting.moduleName({ settings?[$0]?.scalar }, target: name)
        return ModuleNameSetting.importName(moduleName, target: name)
    }

    /// The target's `deploymentTarget` (a version for its `platform`, or platform -> version), else an
    /// `IPHONEOS_DEPLOYMENT_TARGET` of its settings or the project's, else `options: deploymentTarget:`
    /// for its platform.
    func deploymentTargets(_ spec: YAMLNode) -> [DeploymentTarget] {
        let platform = spec["platform"]?.scalar.flatMap(DeploymentTarget.platform(named:))
        func fromMapping(_ node: YAMLNode?) -> [DeploymentTarget] {
            (node?.entries ?? []).compactMap { entry in
                guard platform == nil || DeploymentTarget.platform(named: entry.key) == platform else { return nil }
                return entry.value.scalar.flatMap { DeploymentTarget(platformName: entry.key, versionText: $0) }
            }
        }
        func fromSettings(_ node: YAMLNode?) -> [DeploymentTarget] {
            // `settings: {IPHONEOS_DEPLOYMENT_TARGET: …}` or `settings: {base: {…}}`.
            let entries = (node?["base"]?.entries ?? []) + (node?.entries ?? [])
            return entries.compactMap { entry in
                guard let version = entry.value.scalar,
                    let target = DeploymentTarget(setting: entry.key, value: version),
                    platform == nil || target.platform == platform
                else { return nil }
                return target
            }
        }
        if let version = spec["deploymentTarget"]?.scalar, let platform,
            let target = DeploymentTarget(platformName: platform, versionText: version)
        {
            return [target]
        }
        for candidates in [
            fromMapping(spec["deploymentTarget"]), fromSettings(spec["settings"]), fromSettings(projectSettings),
            fromMapping(projectDeployment),
        ] where !candidates.isEmpty {
            return DeploymentTarget.lowest(candidates)
        }
        return []
    }

    private func add(_ dependency: YAMLNode, to target: inout DeclaredTarget) {
        if let name = dependency["target"]?.scalar {
            target.dependencies.append(Path.lastComponent(name))
        }
        // A Carthage framework (`carthage: RxSwift`) or a framework by path
        // (`framework: Carthage/Build/iOS/RxCocoa.framework`, `.xcframework`): its line goes with the Rx library.
        for key in ["carthage", "framework"] {
            guard let value = dependency[key]?.scalar,
                let library = key == "carthage" ? (RxLibraries.isRx(value) ? value : nil) : RxLibraries.framework(value)
            else { continue }
            let line = dependency.line(of: key) ?? dependency.line
            target.rxDependencies.append(
                RxDependency(library: library, location: SourceLocation(path: manifest.path, line: line)))
        }
        guard let package = dependency["package"]?.scalar else { return }
        var products = (dependency["products"]?.items ?? []).compactMap(\.scalar)
        if let product = dependency["product"]?.scalar { products.append(product) }
        if products.isEmpty { products = [package] }
        let line = dependency.line(of: "package") ?? dependency.line
        for product in products {
            target.dependencies.append(product)
            guard RxLibraries.isRx(product) || RxLibraries.isRx(package) else { continue }
            target.rxDependencies.append(
                RxDependency(library: product, location: SourceLocation(path: manifest.path, line: line)))
            // Moya's package stays for its `Moya` product when `RxMoya` goes: only an Rx package's line is Rx, and
            // it keeps the products without Rx targets take from it (`KakaoSDKAuth` of a library's Rx edition).
            if RxLibraries.isRxPackage(package), let packageLine = packageLines[package] {
                let line = RxDependency(
                    library: package, location: SourceLocation(path: manifest.path, line: packageLine))
                target.rxDependencies.append(line.keeping(plainProducts[package] ?? [], url: packageURLs[package]))
            }
        }
    }
}

/// XcodeGen's `targetTemplates`: what a target's `templates:` list merges under its own spec.
struct XcodeGenTemplates {
    private var byName: [String: YAMLNode] = [:]

    init(_ node: YAMLNode?) {
        for entry in node?.entries ?? [] where byName[entry.key] == nil { byName[entry.key] = entry.value }
    }

    /// `spec` merged onto its templates, their placeholders filled in; `spec` itself when it names none.
    func applied(to spec: YAMLNode, named name: String) -> YAMLNode {
        guard spec["templates"] != nil, !byName.isEmpty else { return spec }
        var base = YAMLNode(value: .mapping([]), line: spec.line)
        for template in templates(of: spec) { base = template.merged(onto: base) }
        var values = ["target_name": name]
        for entry in spec["templateAttributes"]?.entries ?? [] {
            if let text = entry.value.scalar { values[entry.key] = text }
        }
        return spec.merged(onto: base).substituting(values)
    }

    /// The templates `spec` names, each after the templates it names itself, each once: a template named again (a
    /// cycle, or two templates sharing one) is merged once, so no spec makes the work grow past its size. Walked
    /// with a stack of its own, however deep the templates go.
    private func templates(of spec: YAMLNode) -> [YAMLNode] {
        let names = { (node: YAMLNode) in (node["templates"]?.items ?? []).compactMap(\.scalar) }
        var order: [YAMLNode] = []
        var seen: Set<String> = []
        // Each entry: a template (nil for `spec`), the names it lists, and how many of them are done.
        var stack: [(template: YAMLNode?, children: [String], next: Int)] = [(nil, names(spec), 0)]
        while let top = stack.last {
            guard top.next < top.children.count else {
                stack.removeLast()
                if let template = top.template { order.append(template) }
                continue
            }
            stack[stack.count - 1].next += 1
            let child = top.children[top.next]
            guard let template = byName[child], seen.insert(child).inserted else { continue }
            stack.append((template, names(template), 0))
        }
        return order
    }
}

extension YAMLNode {
    /// This node merged onto `base` as XcodeGen merges a target onto its templates: mappings key by key, lists
    /// appended to the base's, anything else replacing it.
    func merged(onto base: YAMLNode) -> YAMLNode {
        switch (value, base.value) {
        case (.mapping(let entries), .mapping(var merged)):
            for entry in entries {
                if let at = merged.firstIndex(where: { $0.key == entry.key }) {
                    merged[at].value = entry.value.merged(onto: merged[at].value)
                } else {
                    merged.append(entry)
                }
            }
            return YAMLNode(value: .mapping(merged), line: line)
        case (.sequence(let items), .sequence(let baseItems)):
            return YAMLNode(value: .sequence(baseItems + items), line: line)
        default:
            return self
        }
    }

    /// Every `${name}` (or `$name`) of `values` in its scalars replaced.
    func substituting(_ values: [String: String]) -> YAMLNode {
        switch value {
        case .null: return self
        case .scalar(let text):
            guard text.contains("$") else { return self }
            var result = text
            for (name, replacement) in values.sorted(by: { $0.key > $1.key }) {
                result = result.replacingOccurrences(of: "${\(name)}", with: replacement)
                    .replacingOccurrences(of: "$\(name)", with: replacement)
            }
            return YAMLNode(value: .scalar(result), line: line)
        case .sequence(let items):
            return YAMLNode(value: .sequence(items.map { $0.substituting(values) }), line: line)
        case .mapping(let entries):
            let replaced = entries.map { Entry(key: $0.key, value: $0.value.substituting(values), line: $0.line) }
            return YAMLNode(value: .mapping(replaced), line: line)
        }
    }
}
