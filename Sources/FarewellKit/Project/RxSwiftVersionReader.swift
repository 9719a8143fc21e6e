import Foundation

/// Reads the versions of RxSwift a repository states: installed by its lock files, allowed by its manifests'
/// requirements. Each reader returns the versions in the order the file states them.
enum RxSwiftVersionReader {
    // MARK: Lock files

    /// `  - RxSwift (5.1.1)` in a `Podfile.lock`'s `PODS:` section.
    static func podfileLock(_ manifest: ManifestFile) -> [RxSwiftVersion] {
        PodfileLockReader.podEntries(manifest.bytes).compactMap { entry in
            guard entry.isInstalled else { return nil }
            var text = entry.text.trimmingSuffix(":")
            if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
            guard text.hasPrefix("RxSwift ("), text.hasSuffix(")") else { return nil }
            let location = SourceLocation(path: manifest.path, line: entry.line)
            return RxSwiftVersion(installed: String(text.dropFirst("RxSwift (".count).dropLast()), location: location)
        }
    }

    /// The RxSwift pin of a `Package.resolved` (version 1: `object.pins[].package`; 2 and 3: `pins[].identity`),
    /// or a warning when the file is no JSON of that shape.
    static func packageResolved(_ manifest: ManifestFile) -> (versions: [RxSwiftVersion], diagnostics: [Diagnostic]) {
        guard let pins = resolvedPins(manifest) else {
            return ([], [Diagnostic(path: manifest.path, message: "malformed Package.resolved: not a JSON object")])
        }
        var versions: [RxSwiftVersion] = []
        for pin in pins where isRxSwift(pin.identity) {
            if let text = pin.version {
                if let version = RxSwiftVersion(installed: text, location: pin.location) { versions.append(version) }
            } else if let revision = pin.revision, RxSwiftVersion.isCommitHash(revision) {
                // A branch or a revision: a commit whose version nothing states.
                versions.append(RxSwiftVersion(commit: revision, branch: pin.branch, location: pin.location))
            }
        }
        return (versions, [])
    }

    /// A pin of a `Package.resolved`: the package's identity (`rxswift`, `RxSwift`), its name as its URL spells it
    /// (`Moya`), the version or revision installed, and the line naming it.
    struct ResolvedPin {
        var identity: String
        var name: String
        var version: String?
        var revision: String?
        /// The branch a pin follows (`"branch": "main"`), nil for a version or a revision alone.
        var branch: String? = nil
        var location: SourceLocation
    }

    /// The pins of a `Package.resolved` (version 1: `object.pins[].package`; 2 and 3: `pins[].identity`), in the
    /// file's order; nil when the file is no JSON object.
    static func resolvedPins(_ manifest: ManifestFile) -> [ResolvedPin]? {
        let object = try? JSONSerialization.jsonObject(with: Data(manifest.bytes))
        guard let root = object as? [String: Any] else { return nil }
        let pins = (root["pins"] ?? (root["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
        return pins.compactMap { pin in
            let url = (pin["location"] ?? pin["repositoryURL"]) as? String
            let identity = (pin["identity"] ?? pin["package"]) as? String ?? url.map(RxLibraries.packageIdentity) ?? ""
            guard let state = pin["state"] as? [String: Any] else { return nil }
            let location = SourceLocation(path: manifest.path, line: line(of: url ?? identity, in: manifest.bytes))
            return ResolvedPin(
                identity: identity, name: url.map(RxLibraries.packageIdentity) ?? identity,
                version: state["version"] as? String, revision: state["revision"] as? String,
                branch: state["branch"] as? String, location: location)
        }
    }

    /// `github "ReactiveX/RxSwift" "6.5.0"` in a `Cartfile.resolved`, or a commit it pins.
    static func cartfileResolved(_ manifest: ManifestFile) -> [RxSwiftVersion] {
        cartfileLines(manifest).compactMap { line, words in
            guard words.count == 3 else { return nil }
            let location = SourceLocation(path: manifest.path, line: line)
            let text = unquoted(words[2])
            if RxSwiftVersion.isCommitHash(text) { return RxSwiftVersion(commit: text, location: location) }
            return RxSwiftVersion(installed: text, location: location)
        }
    }

    // MARK: Requirements

    /// `pod 'RxSwift', '~> 5.0'` in a Podfile, `s.dependency 'RxSwift', '>= 5', '< 7'` in a podspec.
    static func podRequirements(_ manifest: ManifestFile) -> [RxSwiftVersion] {
        var versions: [RxSwiftVersion] = []
        for statement in RubyLexer.statements(manifest.bytes).statements {
            let tokens = statement.tokens
            for index in tokens.indices where tokens[index].kind == .word {
                guard ["pod", "dependency"].contains(tokens[index].text),
                    let name = PodfileBuilder.podName(tokens, at: index), isRxSwift(name)
                else { continue }
                let strings = requirementStrings(tokens, after: index)
                let location = SourceLocation(path: manifest.path, line: tokens[index].line)
                if let version = comparisonRequirement(strings, location: location) { versions.append(version) }
                break
            }
        }
        return versions
    }

    /// The requirement strings of the `pod` or `dependency` call at `index` of `tokens` (`'~> 5.0'` of `pod 'RxSwift',
    /// '~> 5.0'`): the strings after the name, up to the first option (`:git =>`, `:path =>`).
    static func requirementStrings(_ tokens: [RubyToken], after index: Int) -> [String] {
        let rest = tokens[(index + 1)...].drop { $0.kind == .punctuation }.dropFirst()
        return rest.prefix { $0.kind == .punctuation || $0.kind == .string }
            .filter { $0.kind == .string && $0.isLiteral }.map(\.text)
    }

    /// `github "ReactiveX/RxSwift" ~> 5.0` or `"5.1.1"` (a tag) in a Cartfile.
    static func cartfileRequirements(_ manifest: ManifestFile) -> [RxSwiftVersion] {
        cartfileLines(manifest).compactMap { line, words in
            guard words.count >= 3 else { return nil }
            let location = SourceLocation(path: manifest.path, line: line)
            let requirement = words.dropFirst(2).joined(separator: " ")
            return comparisonRequirement([unquoted(Substring(requirement))], location: location)
        }
    }

    /// `.package(url: ".../RxSwift.git", from: "6.5.0")`, `.package(url:, .upToNextMinor(from:))`,
    /// `exact:`, and Tuist's `.remote(url:, requirement: .upToNextMajor(from:))`, in a Swift manifest.
    static func swiftRequirements(_ source: SwiftManifestSource, path: String) -> [RxSwiftVersion] {
        let calls = source.findCalls { index in
            source.isMember(index) && ["package", "remote"].contains(source.text(index))
        }
        return calls.compactMap { swiftRequirement($0, location: SourceLocation(path: path, line: $0.line)) }
    }

    /// The RxSwift requirement of one `.package(url:...)` or `.remote(url:...)` call, at `location` (where the
    /// manifest writes the call, or names the helper's constant holding it); nil for another package.
    static func swiftRequirement(_ call: SwiftExpression, location: SourceLocation) -> RxSwiftVersion? {
        guard ["package", "remote"].contains(call.calleeName ?? ""), let url = call.argument("url")?.stringValue,
            isRxSwift(RxLibraries.packageIdentity(ofURL: url))
        else { return nil }
        if let from = call.argument("from")?.stringValue {
            return requirement("from: \(from)", from, .nextMajor, location)
        }
        if let exact = call.argument("exact")?.stringValue {
            return requirement("exact: \(exact)", exact, .exact, location)
        }
        let rule = call.argument("requirement") ?? call.arguments.first { $0.label == nil }?.value
        guard let rule, let name = rule.calleeName,
            let version = (rule.argument("from") ?? rule.firstUnlabelled)?.stringValue
        else { return nil }
        let bound: Bound? =
            switch name {
            case "upToNextMajor": .nextMajor
            case "upToNextMinor": .nextMinor
            case "exact": .exact
            default: nil
            }
        guard let bound else { return nil }
        let text = name == "exact" ? ".exact(\(version))" : ".\(name)(from: \(version))"
        return requirement(text, version, bound, location)
    }

    /// An Xcode project's `XCRemoteSwiftPackageReference` of RxSwift and its `requirement`.
    static func xcodeRequirements(_ objects: XcodeObjects, path: String) -> [RxSwiftVersion] {
        var versions: [RxSwiftVersion] = []
        for (_, object) in objects.objects where object["isa"]?.string == "XCRemoteSwiftPackageReference" {
            guard let url = object["repositoryURL"]?.string, isRxSwift(RxLibraries.packageIdentity(ofURL: url)),
                let rule = object["requirement"], let kind = rule["kind"]?.string
            else { continue }
            let location = SourceLocation(path: path, line: object.line)
            let minimum = rule["minimumVersion"]?.string ?? ""
            let version: RxSwiftVersion?
            switch kind {
            case "upToNextMajorVersion": version = requirement("\(kind) \(minimum)", minimum, .nextMajor, location)
            case "upToNextMinorVersion": version = requirement("\(kind) \(minimum)", minimum, .nextMinor, location)
            case "exactVersion":
                let exact = rule["version"]?.string ?? ""
                version = requirement("\(kind) \(exact)", exact, .exact, location)
            case "versionRange":
                let maximum = rule["maximumVersion"]?.string ?? ""
                version = RxSwiftVersion.components(maximum).map {
                    RxSwiftVersion(
                        requirement: "\(kind) \(minimum)..<\(maximum)", highest: $0, includesHighest: false,
                        location: location)
                }
            default: version = nil
            }
            if let version { versions.append(version) }
        }
        return versions.sorted()
    }

    /// XcodeGen's `packages:` entry of RxSwift (by its name or its `url:`): `from:`/`majorVersion:`,
    /// `minorVersion:`, `exactVersion:`/`version:`, `maxVersion:` (excluded).
    static func xcodeGenRequirements(_ packages: YAMLNode?, path: String) -> [RxSwiftVersion] {
        var versions: [RxSwiftVersion] = []
        for entry in packages?.entries ?? [] {
            let url = entry.value["url"]?.scalar ?? ""
            guard isRxSwift(entry.key) || isRxSwift(RxLibraries.packageIdentity(ofURL: url)) else { continue }
            let location = SourceLocation(path: path, line: entry.line)
            let value = { (key: String) in entry.value[key]?.scalar.map { $0.trimmingCharacters(in: ["\"", "'"]) } }
            var version: RxSwiftVersion?
            if let from = value("from") ?? value("majorVersion") {
                version = requirement("from: \(from)", from, .nextMajor, location)
            } else if let minor = value("minorVersion") {
                version = requirement("minorVersion: \(minor)", minor, .nextMinor, location)
            } else if let exact = value("exactVersion") ?? value("version") {
                version = requirement("exactVersion: \(exact)", exact, .exact, location)
            } else if let maximum = value("maxVersion"), let highest = RxSwiftVersion.components(maximum) {
                version = RxSwiftVersion(
                    requirement: "maxVersion: \(maximum)", highest: highest, includesHighest: false, location: location)
            }
            if let version { versions.append(version) }
        }
        return versions
    }

    // MARK: Bounds

    /// How a requirement bounds the versions above its own.
    enum Bound {
        /// `from:`, `upToNextMajor`: below the next major version.
        case nextMajor
        /// `upToNextMinor`: below the next minor version.
        case nextMinor
        /// `exact`, `= 5.1.1`: this version only.
        case exact
        /// `~> 5.0` (CocoaPods, Carthage): below the next version of the last but one number.
        case pessimistic
    }

    static func requirement(_ text: String, _ version: String, _ bound: Bound, _ location: SourceLocation)
        -> RxSwiftVersion?
    {
        guard let components = RxSwiftVersion.components(version) else { return nil }
        let highest: [Int]
        switch bound {
        case .nextMajor: highest = [components[0] + 1]
        case .nextMinor: highest = [components[0], (components.count > 1 ? components[1] : 0) + 1]
        case .exact: highest = components
        case .pessimistic:
            highest =
                components.count == 1
                ? [components[0] + 1]
                : Array(components.prefix(components.count - 2)) + [components[components.count - 2] + 1]
        }
        return RxSwiftVersion(requirement: text, highest: highest, includesHighest: bound == .exact, location: location)
    }

    /// A CocoaPods or Carthage requirement of comparisons (`~> 5.0`, `>= 5.0, < 7`, `5.1.1`, `== 5.1.1`): the
    /// tightest bound above; nil when none is stated or a comparison is no version (a branch).
    static func comparisonRequirement(_ comparisons: [String], location: SourceLocation) -> RxSwiftVersion? {
        var best: RxSwiftVersion?
        for comparison in comparisons {
            let text = comparison.trimmingCharacters(in: .whitespaces)
            let operatorText = String(text.prefix { "~<>=!".contains($0) })
            let version = text.dropFirst(operatorText.count).trimmingCharacters(in: .whitespaces)
            let candidate: RxSwiftVersion?
            switch operatorText {
            case "~>": candidate = requirement(text, version, .pessimistic, location)
            case "", "=", "==": candidate = requirement(text, version, .exact, location)
            case "<", "<=":
                candidate = RxSwiftVersion.components(version).map {
                    RxSwiftVersion(
                        requirement: text, highest: $0, includesHighest: operatorText == "<=", location: location)
                }
            default: continue
            }
            guard let candidate, let highest = candidate.highest else { continue }
            if let current = best?.highest, RxSwiftVersion.compare(current, highest) <= 0 { continue }
            best = candidate
        }
        best?.requirement = comparisons.joined(separator: ", ")
        return best
    }

    // MARK: Helpers

    static func isRxSwift(_ name: String) -> Bool { name.lowercased() == "rxswift" }

    /// The lines of a Cartfile naming RxSwift (`github "ReactiveX/RxSwift" ...`), 1-based, with their words
    /// (comments dropped).
    private static func cartfileLines(_ manifest: ManifestFile) -> [(Int, [Substring])] {
        CartfileReader.dependencyLines(manifest.bytes).filter { isRxSwift($0.identity) }.map { ($0.line, $0.words) }
    }

    private static func unquoted(_ text: Substring) -> String {
        String(text.trimmingCharacters(in: ["\"", "'"]))
    }

    /// The 1-based line where `text` first appears in `bytes`, 1 when it does not.
    private static func line(of text: String, in bytes: [UInt8]) -> Int {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return 1 }
        var line = 1
        for start in 0...(bytes.count - needle.count) {
            if bytes[start] == UInt8(ascii: "\n") { line += 1 }
            if bytes[start] == needle[0], Array(bytes[start..<start + needle.count]) == needle { return line }
        }
        return 1
    }
}
