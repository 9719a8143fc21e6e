/// Reads a CocoaPods `.podspec`: the pod is a module that compiles the files its `source_files` globs name
/// (minus `exclude_files`), subspecs included, and links the Rx pods its `dependency` lines name; each
/// `test_spec` is a test module of its own (`Pod-Unit-Tests`, as CocoaPods names it), each `app_spec` an app.
///
/// Development pods (`pod 'Feature', :path => 'Modules/Feature'`) are how many CocoaPods apps are cut into
/// modules. Globs held in a local variable (`s.source_files = sources` after `sources = 'src/**/*'`) are read;
/// sources computed by Ruby (`Dir.glob(...)`) leave the pod claiming the podspec's folder. Its deployment targets
/// (`s.ios.deployment_target = '14.0'`, `s.platform = :ios, '14.0'`) are every spec's.
enum PodspecReader {
    /// A spec being read: the root, a subspec (which adds to its root) or a test or app spec.
    private struct Spec {
        var name: String
        var isTest: Bool
        var sources: [String] = []
        var excludes: [String] = []
        /// Sources the podspec computes with Ruby, which cannot be read.
        var sourcesUnknown = false
        var dependencies: [RxDependency] = []
        /// Every pod it depends on (`'Core/Subspec'` is `Core`), for which modules it can call into.
        var pods: [String] = []
        var line: Int
        var isRoot = false
    }

    /// An open block: a spec's, bound to its block variable (`|s|`), or other Ruby.
    private enum Block {
        case spec(index: Int, variable: String)
        case other
    }

    static func read(_ manifest: ManifestFile) -> ManifestReading {
        let (statements, error) = RubyLexer.statements(manifest.bytes)
        var reading = ManifestReading()
        if let error {
            reading.diagnostics.append(
                Diagnostic(path: manifest.path, line: error.line, message: "malformed podspec: \(error.message)"))
        }
        let fileName = String(Path.lastComponent(manifest.path).dropLast(".podspec".count))
        var specs: [Spec] = []
        var blocks: [Block] = []
        var variables: [String: [String]?] = [:]
        var podName: String?
        var moduleName: String?
        // `s.ios.deployment_target = '14.0'`, `s.platform = :ios, '14.0'`: every spec of the pod builds for it.
        var deploymentTargets: [DeploymentTarget] = []
        for statement in statements {
            let tokens = statement.tokens
            // The spec the statement starts with (`s.name = ...`, `ss.dependency ...`), from the innermost block
            // of that variable.
            let owner = tokens.first.flatMap { first in
                blocks.reversed().lazy.compactMap { block -> Int? in
                    if case .spec(let index, let variable) = block, variable == first.text { return index }
                    return nil
                }.first
            }
            if let owner {
                let (attribute, valueStart) = attributeName(tokens)
                let value = valueStart.flatMap { literalList(tokens, from: $0, variables: variables) }
                switch attribute {
                case "name" where specs[owner].isRoot && value??.count == 1:
                    podName = value??.first
                case "module_name" where value??.count == 1:
                    moduleName = value??.first
                case "source_files":
                    if let list = value ?? nil {
                        specs[owner].sources += list
                    } else {
                        specs[owner].sourcesUnknown = true
                    }
                case "exclude_files":
                    specs[owner].excludes += (value ?? nil) ?? []
                case "deployment_target":
                    let platform = tokens.count > 2 ? tokens[2].text : ""
                    if let version = (value ?? nil)?.first,
                        let target = DeploymentTarget(platformName: platform, versionText: version)
                    {
                        deploymentTargets.append(target)
                    }
                case "platform":
                    if let start = valueStart, start + 1 < tokens.count, tokens[start].kind == .symbol,
                        let version = tokens[(start + 1)...].first(where: { $0.kind == .string && $0.isLiteral }),
                        let target = DeploymentTarget(platformName: tokens[start].text, versionText: version.text)
                    {
                        deploymentTargets.append(target)
                    }
                case "dependency":
                    guard let name = valueStart.map({ tokens[$0] }), name.kind == .string, name.isLiteral else { break }
                    specs[owner].pods.append(String(name.text.prefix { $0 != "/" }))
                    if RxLibraries.isRx(name.text) {
                        specs[owner].dependencies.append(
                            RxDependency(
                                library: RxLibraries.library(name.text),
                                location: SourceLocation(path: manifest.path, line: name.line)))
                    }
                case "subspec", "test_spec", "app_spec":
                    if let variable = blockVariable(tokens) {
                        // A subspec's files and pods are its pod's; a test or app spec is a target of its own.
                        var index = owner
                        if attribute != "subspec" {
                            let name = valueStart.map { tokens[$0] }.flatMap { $0.isLiteralName ? $0.text : nil }
                            let fallback = attribute == "test_spec" ? "Tests" : "App"
                            specs.append(
                                Spec(name: name ?? fallback, isTest: attribute == "test_spec", line: statement.line))
                            index = specs.count - 1
                        }
                        blocks.append(.spec(index: index, variable: variable))
                        track(tokens, after: tokens.firstIndex { $0.kind == .opener } ?? tokens.count, &blocks)
                        continue
                    }
                default:
                    break
                }
            } else if tokens.count > 2, tokens[0].kind == .word, tokens[1].text == "=", tokens[1].kind == .punctuation {
                // `sources = 'src/**/*.swift'`: nil when it is computed.
                variables[tokens[0].text] = literalList(tokens, from: 2, variables: variables)
            }
            if tokens.contains(where: { $0.text == "Spec" }), tokens.contains(where: { $0.text == "new" }),
                let variable = blockVariable(tokens), specs.isEmpty
            {
                specs.append(Spec(name: "", isTest: false, line: statement.line, isRoot: true))
                blocks.append(.spec(index: 0, variable: variable))
                track(tokens, after: tokens.firstIndex { $0.kind == .opener } ?? tokens.count, &blocks)
                continue
            }
            track(tokens, after: -1, &blocks)
        }
        guard !specs.isEmpty else { return reading }
        let pod = podName ?? fileName
        let module = moduleName ?? Module.c99Name(pod)
        let directory = manifest.directory
        for spec in specs {
            let name = spec.isRoot ? module : "\(pod)-\(spec.isTest ? "Unit-" : "")\(spec.name)"
            var claims = spec.sources.map { claim(for: $0, excludes: spec.excludes, in: directory) }
            if spec.sourcesUnknown, spec.sources.isEmpty { claims.append(FileClaim(root: directory)) }
            var target = DeclaredTarget(
                name: name, kind: .cocoapods, isTest: spec.isTest, manifest: manifest.path, scope: pod,
                claims: claims, dependencies: (spec.isRoot ? [] : [pod]) + spec.pods,
                rxDependencies: spec.dependencies.sorted())
            target.deploymentTargets = DeploymentTarget.lowest(deploymentTargets)
            reading.targets.append(target)
        }
        // Other pods depend on it by its pod name, which its module's may not be.
        reading.products.append(LibraryProduct(name: pod, targets: [module], manifest: manifest.path))
        return reading
    }

    /// `s.source_files = ...` and `s.ios.source_files = ...` give `source_files` and the index of the value;
    /// `s.dependency 'X'` and `s.subspec('Core') do` give the method and the index of its first argument.
    private static func attributeName(_ tokens: [RubyToken]) -> (String?, Int?) {
        var index = 1
        var name: String?
        while index + 1 < tokens.count, tokens[index].kind == .punctuation, tokens[index].text == "." {
            name = tokens[index + 1].text
            index += 2
            if let current = name, !["ios", "osx", "macos", "tvos", "watchos", "visionos"].contains(current) { break }
        }
        guard let name else { return (nil, nil) }
        while index < tokens.count, tokens[index].kind == .punctuation, ["=", "+=", "("].contains(tokens[index].text) {
            index += 1
        }
        return (name, index < tokens.count ? index : nil)
    }

    /// The strings of `'a'`, `['a', 'b']`, `%w[a b]` or a variable holding them; `.some(nil)` for anything else.
    private static func literalList(_ tokens: [RubyToken], from start: Int, variables: [String: [String]?])
        -> [String]??
    {
        guard start < tokens.count else { return .some(nil) }
        let first = tokens[start]
        if first.kind == .word, let known = variables[first.text], start + 1 == tokens.count { return known }
        var strings: [String] = []
        var index = start
        let bracketed = first.kind == .punctuation && first.text == "["
        if bracketed { index += 1 }
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .string, token.isLiteral {
                strings.append(token.text)
            } else if token.kind == .punctuation, token.text == "," {
            } else if bracketed, token.kind == .punctuation, token.text == "]", index + 1 == tokens.count {
                return strings
            } else {
                return .some(nil)
            }
            index += 1
        }
        return bracketed ? .some(nil) : strings
    }

    /// The block variable of `... do |s|`.
    private static func blockVariable(_ tokens: [RubyToken]) -> String? {
        guard let open = tokens.lastIndex(where: { $0.kind == .opener && $0.text == "do" }),
            open + 2 < tokens.count, tokens[open + 1].text == "|", tokens[open + 2].kind == .word
        else { return nil }
        return tokens[open + 2].text
    }

    /// Opens and closes other blocks for the block keywords and `end`s after `start`.
    private static func track(_ tokens: [RubyToken], after start: Int, _ blocks: inout [Block]) {
        guard start + 1 < tokens.count else { return }
        for token in tokens[(start + 1)...] {
            if token.kind == .opener { blocks.append(.other) }
            if token.kind == .end { _ = blocks.popLast() }
        }
    }

    /// A `source_files` glob relative to the podspec's folder as a claim, with the `exclude_files` globs that
    /// fall under its fixed part.
    private static func claim(for pattern: String, excludes: [String], in directory: String) -> FileClaim {
        let base = FileClaim.pattern(pattern, base: directory)
        let fixed = Path.relative(base.root, to: directory)
        let relativeExcludes = excludes.compactMap { exclude -> String? in
            var exclude = exclude
            while exclude.hasPrefix("./") { exclude.removeFirst(2) }
            if fixed.isEmpty || fixed == "." || exclude.hasPrefix("**") { return exclude }
            return exclude.hasPrefix(fixed + "/") ? String(exclude.dropFirst(fixed.count + 1)) : nil
        }
        return FileClaim(root: base.root, includes: base.includes, excludes: relativeExcludes)
    }
}
