/// Task dependencies as a graph over task indices that refuses any edge closing a cycle.
struct DependencyGraph {
    /// `edges[a]` holds the tasks `a` depends on.
    private(set) var edges: [Set<Int>]

    init(count: Int) { edges = Array(repeating: [], count: count) }

    /// Makes `task` depend on `dependency` unless that would close a cycle; returns whether it did.
    @discardableResult
    mutating func add(_ task: Int, dependsOn dependency: Int) -> Bool {
        guard task != dependency else { return false }
        if edges[task].contains(dependency) { return true }
        guard !reaches(from: dependency, to: task) else { return false }
        edges[task].insert(dependency)
        return true
    }

    /// Makes `task` depend on `dependency` without a cycle check: for links known to point down a fixed order.
    mutating func insert(_ task: Int, dependsOn dependency: Int) {
        if task != dependency { edges[task].insert(dependency) }
    }

    /// Whether `start` depends on `target`, directly or through others.
    func reaches(from start: Int, to target: Int) -> Bool {
        var seen: Set<Int> = [start]
        var stack = [start]
        while let next = stack.popLast() {
            if next == target { return true }
            for dependency in edges[next] where seen.insert(dependency).inserted { stack.append(dependency) }
        }
        return false
    }
}
