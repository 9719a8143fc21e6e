extension Diagnostic {
    /// Diagnostics that say the same of many inputs, and what one line says of them all.
    package struct Family: Sendable, Hashable {
        /// What the inputs do, after their count: `manifests build their targets with a helper`.
        package var subject: String
        /// What follows for all of them: `modules come from their folders`.
        package var consequence: String

        /// A Tuist helper (`Project.framework(name: "Home")`) makes a manifest's targets.
        package static let targetHelper = Family(
            subject: "manifests build their targets with a helper", consequence: "modules come from their folders")
    }

    /// What is printed of the diagnostics: one on its line, or the diagnostics of one family, two or more.
    package enum Entry: Sendable, Equatable {
        case single(Diagnostic)
        case family(Family, [Diagnostic])

        /// `warning: 42 manifests build their targets with a helper (A/Project.swift, B/Project.swift, … 40 more):
        /// modules come from their folders`, naming the first files, for a family; the diagnostic's own line else.
        package var description: String {
            switch self {
            case .single(let diagnostic): diagnostic.description
            case .family(let family, let members):
                OneLine.escaping(
                    "\(members[0].severity.rawValue): \(Self.count(members)) \(family.subject) \(Self.files(members)): "
                        + family.consequence)
            }
        }

        /// How many distinct files the diagnostics are of.
        private static func count(_ members: [Diagnostic]) -> Int { paths(members).count }

        /// `(A/Project.swift, B/Project.swift, … 40 more)`: the first two files, all of them when there are three or
        /// fewer.
        private static func files(_ members: [Diagnostic]) -> String {
            let paths = paths(members)
            let listed = 2
            let shown =
                paths.count <= listed + 1 ? paths : Array(paths.prefix(listed)) + ["… \(paths.count - listed) more"]
            return "(\(shown.joined(separator: ", ")))"
        }

        /// The diagnostics' files, each once, in their order.
        private static func paths(_ members: [Diagnostic]) -> [String] {
            var paths: [String] = []
            for member in members where !paths.contains(member.path) { paths.append(member.path) }
            return paths
        }
    }

    /// `diagnostics` in their order, those of a family seen twice or more (with the same severity) gathered where
    /// the first of them is: a Tuist app of forty manifests made by one helper gets one line, not forty.
    package static func entries(_ diagnostics: [Diagnostic]) -> [Entry] {
        var members: [FamilyKey: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            if let family = diagnostic.family {
                members[FamilyKey(family: family, severity: diagnostic.severity), default: []].append(diagnostic)
            }
        }
        var entries: [Entry] = []
        var printed: Set<FamilyKey> = []
        for diagnostic in diagnostics {
            guard let family = diagnostic.family,
                case let key = FamilyKey(family: family, severity: diagnostic.severity),
                let group = members[key], group.count > 1
            else {
                entries.append(.single(diagnostic))
                continue
            }
            if printed.insert(key).inserted { entries.append(.family(family, group)) }
        }
        return entries
    }

    private struct FamilyKey: Hashable {
        var family: Family
        var severity: Severity
    }
}
