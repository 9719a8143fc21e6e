/// A target that a `ProjectDescriptionHelpers` function makes for a name it is given, read from the helper's
/// `Target(...)`: `Target(name: "\(name)Tests", product: .unitTests, sources: ["Targets/\(name)/Tests/**"])`, as
/// `tuist init`'s `Project+Templates.swift` writes it. A manifest that hands the helper its names
/// (`Project.app(name: "Shop", additionalTargets: ["ShopKit"])`) gets one target per folder its globs match that
/// the manifest names in a string (`Targets/ShopKit/Sources`: `ShopKit`; `Targets/ShopKit/Tests`: `ShopKitTests`).
struct TuistTargetTemplate: Sendable, Hashable {
    /// A source glob split around the name, which is one folder of its path: `Targets/` and `/Tests/**`.
    struct Glob: Sendable, Hashable {
        var before: String
        var after: String
    }

    /// The target's name around the given name: `""` and `Tests` for `"\(name)Tests"`.
    var namePrefix: String
    var nameSuffix: String
    var globs: [Glob]
    var isTest: Bool

    /// The template of a helper's `Target(...)` call whose `name:` is a parameter (`name`, `"\(name)Tests"`) that
    /// its `sources:` globs spell as a whole folder; nil for any other call.
    static func read(_ call: SwiftExpression) -> TuistTargetTemplate? {
        guard let name = call.argument("name"), let (parameter, prefix, suffix) = split(name) else { return nil }
        var globs: [Glob] = []
        for entry in TuistReader.sourceEntries(call.argument("sources")) {
            let value = entry.argument("pattern") ?? entry.firstUnlabelled ?? entry
            guard let (spelled, written, after) = split(value), spelled == parameter else { continue }
            // `"./\(name)/**"` is `"\(name)/**"`.
            var before = Substring(written)
            while before.hasPrefix("./") { before = before.dropFirst(2) }
            guard before.isEmpty || before.hasSuffix("/"), after.isEmpty || after.hasPrefix("/"),
                !before.contains(where: { "*?[{".contains($0) })
            else { continue }
            globs.append(Glob(before: String(before), after: after))
        }
        guard !globs.isEmpty else { return nil }
        var product = ""
        if case .identifier(let text, _) = call.argument("product") { product = text }
        return TuistTargetTemplate(
            namePrefix: prefix, nameSuffix: suffix, globs: globs,
            isTest: product.hasSuffix("Tests") || suffix.hasSuffix("Tests"))
    }

    /// `name` -> (`name`, "", ""); `"\(name)Tests"` -> (`name`, "", "Tests"): one interpolated name between literal
    /// pieces.
    private static func split(_ value: SwiftExpression) -> (name: String, before: String, after: String)? {
        switch value {
        case .identifier(let name, _) where !name.contains("."):
            return (name, "", "")
        case .interpolated(let parts, _):
            let names = parts.indices.filter { parts[$0].stringValue == nil }
            guard names.count == 1, case .identifier(let name, _) = parts[names[0]], !name.contains(".") else {
                return nil
            }
            let text = { (range: Range<Int>) in parts[range].compactMap(\.stringValue).joined() }
            return (name, text(0..<names[0]), text(names[0] + 1..<parts.count))
        default:
            return nil
        }
    }

    /// The targets this template makes under `directory` (the manifest's folder): one for each folder of
    /// `folders` (those holding Swift files, and their parents) that a glob matches with a name in `names`, when the
    /// glob's fixed folder is one of `folders` too.
    func targets(under directory: String, folders: Set<String>, names: Set<String>) -> [(
        name: String, claim: FileClaim
    )] {
        var found: [(name: String, claim: FileClaim)] = []
        for glob in globs {
            let start = Path.join(directory, glob.before)
            let prefix = start.isEmpty || start.hasSuffix("/") ? start : start + "/"
            for folder in folders where folder.hasPrefix(prefix) {
                let segment = String(folder.dropFirst(prefix.count))
                guard !segment.isEmpty, !segment.contains("/"), names.contains(segment) else { continue }
                // The glob's fixed folder must hold Swift files: `Targets/Kit/Tests` makes no `KitTests` without.
                let claim = FileClaim.pattern(glob.before + segment + glob.after, base: directory)
                guard folders.contains(claim.root) else { continue }
                found.append((namePrefix + segment + nameSuffix, claim))
            }
        }
        return found.sorted { ($0.name, $0.claim.root) < ($1.name, $1.claim.root) }
    }
}
