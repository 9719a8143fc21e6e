/// The declaration holding a line of a file, as its occurrences tell (their enclosing names): that of the first
/// occurrence on the line, else the innermost declaration whose occurrences span it (the fewest lines, then the
/// name). A line calling a private helper (`self.route(id: id)` in `detail(id:)`) or reading a property (`items.map
/// { }` in `transform(input:)`) belongs to the declaration around it.
struct LineDeclarations {
    /// Each declaration's first and last line holding an occurrence.
    private var spans: [String: ClosedRange<Int>] = [:]
    /// Line -> the enclosing name of its first occurrence inside a declaration.
    private var named: [Int: String] = [:]

    init(_ occurrences: [Occurrence]) {
        for occurrence in occurrences {
            guard let name = occurrence.enclosing else { continue }
            let line = occurrence.line
            spans[name] = spans[name].map { min($0.lowerBound, line)...max($0.upperBound, line) } ?? line...line
            if named[line] == nil { named[line] = name }
        }
    }

    /// The declaration of the first occurrence on the `within` lines after `line`: where a statement holding no
    /// occurrence goes on (`self.placeholder = _placeholder` before `.map { … }.asDriver(…)` on the next lines).
    func declaration(after line: Int, within: Int) -> String? {
        guard within > 0 else { return nil }
        return (line + 1...line + within).lazy.compactMap { named[$0] }.first
    }

    /// The declaration holding `line`, or nil when no occurrence's declaration is on it or spans it.
    func declaration(at line: Int) -> String? {
        if let name = named[line] { return name }
        return spans.filter { $0.value.contains(line) }
            .min { ($0.value.count, $0.key) < ($1.value.count, $1.key) }?.key
    }
}
