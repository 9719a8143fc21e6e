/// The size limits of one task, from `PlanSettings`.
struct Budget: Sendable {
    let settings: PlanSettings
    let weight: @Sendable (Occurrence) -> Int

    func points(_ occurrences: [Occurrence]) -> Int { occurrences.reduce(0) { $0 + max(0, weight($1)) } }
    func points(_ files: [TaskFile]) -> Int { files.reduce(0) { $0 + points($1.occurrences) } }

    /// Whether a task of this size stays reviewable: files, points, and one file only above the occurrence limit.
    func fits(files: Int, points: Int, occurrences: Int) -> Bool {
        files <= max(1, settings.maxFiles) && points <= max(1, settings.maxPoints)
            && (files <= 1 || occurrences <= settings.singleFileOccurrences)
    }

    func fits(_ files: [TaskFile]) -> Bool {
        fits(files: files.count, points: points(files), occurrences: files.reduce(0) { $0 + $1.occurrences.count })
    }

    /// The declaration of `files` over the points budget by itself (`FeedViewModel.bind()`, `-` for a file's
    /// top-level code, as the baseline writes it), the largest if several are: no split by declaration cuts it. Nil
    /// when none is, however many points the files hold together.
    func oversizedDeclaration(_ files: [TaskFile]) -> String? {
        var largest: (points: Int, name: String)?
        for file in files {
            for (name, occurrences) in Dictionary(grouping: file.occurrences, by: { $0.enclosing ?? "-" }) {
                let size = points(occurrences)
                guard size > max(1, settings.maxPoints) else { continue }
                if let current = largest, current.points > size || (current.points == size && current.name <= name) {
                    continue
                }
                largest = (size, name)
            }
        }
        return largest?.name
    }
}

extension Budget {
    /// Occurrences in source order, ties broken by every field so the order is total.
    static func sorted(_ occurrences: [Occurrence]) -> [Occurrence] {
        occurrences.sorted {
            ($0.line, $0.column, $0.symbol, $0.construct, $0.category.rawValue, $0.enclosing ?? "")
                < ($1.line, $1.column, $1.symbol, $1.construct, $1.category.rawValue, $1.enclosing ?? "")
        }
    }
}
