extension ModuleBuilder {
    /// Every module, sorted by name: one per settled group plus the folder-fallback ones.
    func modules() -> [Module] {
        // An app embeds its extensions (their targets are its dependencies in the project) but cannot import their code.
        let extensions = Set(groups.filter(\.primary.isExtension).map(\.name))
        let compiling = Set(fileModules.values)
        var result = groups.indices.map { module(group: $0, extensions: extensions, compiling: compiling) }
        for (name, isTest) in folderModules.sorted(by: { $0.key < $1.key }) {
            result.append(Module(name: name, kind: .folder, isTest: isTest))
        }
        return result.sorted { $0.name < $1.name }
    }

    /// `compiling`: the modules that compile some file of the repository. A dependency named like an Rx library that
    /// one of them is (the repository's own `pod 'RxMoya', :path => 'LocalPods/RxMoya'`, an Xcode target's
    /// `RxExtension.framework`, a subspec `Kit/RxExtension` of the repository's pod `Kit`) is a module dependency,
    /// not Rx to remove.
    private func module(group index: Int, extensions: Set<String>, compiling: Set<String>) -> Module {
        let group = groups[index]
        let primary = group.primary
        var dependencies: Set<String> = []
        var incomplete = false
        for target in group.targets {
            for name in target.dependencies {
                dependencies.formUnion(resolveDependencies(name, manifest: target.manifest))
            }
            // A name a helper's dependency may mean that no target has: a dependency not known.
            for name in target.guessedDependencies {
                let resolved = resolveGuessedDependency(name, manifest: target.manifest)
                if resolved.isEmpty { incomplete = true }
                dependencies.formUnion(resolved)
            }
            for name in target.podDependencies {
                dependencies.formUnion(resolveDependencies(name, manifest: target.manifest))
            }
            if target.dependenciesIncomplete { incomplete = true }
            dependencies.remove(group.name)
        }
        if !primary.isTest, !extensions.isEmpty { dependencies.subtract(extensions) }
        let rx = Set(
            group.targets.flatMap { target in
                target.rxDependencies.filter { dependency in
                    // A subspec of a pod of the repository (`MIOSwiftyArchitecture/RxExtension`) is its own code.
                    if let slash = dependency.library.firstIndex(of: "/"),
                        resolveDependencies(String(dependency.library[..<slash]), manifest: target.manifest).contains(
                            where: compiling.contains)
                    {
                        return false
                    }
                    return !resolveDependencies(dependency.library, manifest: target.manifest).contains {
                        $0 != group.name && compiling.contains($0)
                    }
                }
            }
        ).sorted()
        var module = Module(
            name: group.name, kind: primary.kind, isTest: primary.isTest, manifest: primary.manifest,
            dependencies: dependencies.sorted(), rxDependencies: rx,
            deploymentTargets: DeploymentTarget.lowest(group.targets.flatMap(\.deploymentTargets)))
        // Of targets merged into one module, the first that gives an import name (the primary's when it does).
        let importName = group.targets.lazy.compactMap(\.importName).first
        module.importName = importName == group.name ? nil : importName
        module.dependenciesIncomplete = incomplete
        module.dependenciesDeclared = !incomplete && group.targets.allSatisfy(\.dependenciesDeclared)
        module.fileList = Self.fileList(of: group.targets)
        module.isDemoApp = isDemoApp(group: index)
        module.platforms = Set(group.targets.flatMap(\.platforms)).sorted()
        module.swiftVersions = Set(group.targets.flatMap(\.swiftVersions)).sorted()
        return module
    }

    /// Whether a group is a feature's demo app: an app target named `…DemoApp` or `…Example`, or compiling a
    /// `DemoApp` folder, whose manifest declares a module that is neither an app nor tests (`FeatureDemoApp` beside
    /// `Feature`). An app named so alone in its project is the product itself.
    private func isDemoApp(group index: Int) -> Bool {
        let primary = groups[index].primary
        let folders = primary.claims.flatMap { $0.root.split(separator: "/") }
        guard primary.isApp,
            primary.name.hasSuffix("DemoApp") || primary.name.hasSuffix("Example") || folders.contains("DemoApp")
        else { return false }
        return groups.indices.contains { other in
            let target = groups[other].primary
            return other != index && !target.isApp && !target.isTest && target.manifestBase == primary.manifestBase
        }
    }

    /// The first Xcode target of `targets` that lists files one by one (`FileClaim.isExplicit`, a `PBXBuildFile` of its
    /// Sources phase), with its project and the folders the targets' other claims compile whole (a synchronized
    /// folder, the sources of the `project.yml` or Tuist manifest generating the project, not a SwiftPM target's
    /// folder); nil when no Xcode target lists files.
    private static func fileList(of targets: [DeclaredTarget]) -> XcodeFileList? {
        guard let target = targets.first(where: { $0.kind == .xcode && $0.claims.contains(where: \.isExplicit) }) else {
            return nil
        }
        // Not a SwiftPM target's folder beside the project (`Package.swift` with `path: "App/"`): SwiftPM globs it,
        // but the project still lists its files and builds no file it does not list.
        let generating: Set<Module.Kind> = [.xcode, .xcodegen, .tuist]
        let globbed = targets.filter { generating.contains($0.kind) }.flatMap { $0.claims.filter { !$0.isExplicit } }
        return XcodeFileList(project: Path.parent(target.manifest), target: target.name, globbed: globbed)
    }

    /// The modules a dependency name means: a target of that name, else the targets of a library product of
    /// that name; empty for external products.
    private func resolveDependencies(_ name: String, manifest: String) -> [String] {
        if let module = resolveDependency(name, manifest: manifest) { return [module] }
        return products.filter { $0.name == name }.flatMap { product in
            product.targets.compactMap { resolveDependency($0, manifest: product.manifest) }
        }
    }

    /// The modules a name a helper's dependency may mean stands for (`.core`, `Module.utils` as `Utils`): those of
    /// the name as spelled, else the one target whose name is spelled so in other letter case (`.ui` is `UI`),
    /// since a helper's enum case is its module's name in the case Swift names cases in.
    private func resolveGuessedDependency(_ name: String, manifest: String) -> [String] {
        let spelled = resolveDependencies(name, manifest: manifest)
        guard spelled.isEmpty else { return spelled }
        let lowered = name.lowercased()
        let names = Set(groups.flatMap { $0.targets.map(\.name) }.filter { $0.lowercased() == lowered })
        guard names.count == 1, let only = names.first else { return [] }
        return resolveDependencies(only, manifest: manifest)
    }

    /// The module a target name means: a target of the same manifest, else of the same folder, else the
    /// only module with that target name; nil when there is none.
    private func resolveDependency(_ name: String, manifest: String) -> String? {
        let base = ManifestFile(path: manifest, bytes: []).baseDirectory
        let candidates = groups.filter { group in group.targets.contains { $0.name == name } }
        if let same = candidates.first(where: {
            $0.targets.contains { $0.name == name && $0.manifest == manifest }
        }) {
            return same.name
        }
        if let near = candidates.first(where: {
            $0.targets.contains { $0.name == name && $0.manifestBase == base }
        }) {
            return near.name
        }
        return candidates.count == 1 ? candidates[0].name : nil
    }
}
