extension PodfileBuilder {
    /// Concrete targets with their own, inherited and helper pods.
    func resolvedTargets() -> [PodfileReader.Target] {
        scopes.indices.filter { scopes[$0].kind == .target }.map { index in
            let scope = scopes[index]
            let parentKind = scope.parent.map { scopes[$0].kind }
            return PodfileReader.Target(
                name: scope.name, line: scope.line, isNested: parentKind == .target, project: project(of: index),
                rxDependencies: Array(Set(pods(of: index))).sorted())
        }
    }

    private func pods(of index: Int) -> [RxDependency] {
        var visited: Set<String> = []
        var result = ownPods(of: index, visited: &visited)
        var scope = scopes[index]
        while scope.inherits, let parent = scope.parent {
            result += ownPods(of: parent, visited: &visited)
            scope = scopes[parent]
        }
        return result
    }

    /// Pods written in the scope, with helper calls expanded (each helper once).
    private func ownPods(of index: Int, visited: inout Set<String>) -> [RxDependency] {
        var result = scopes[index].pods
        for call in scopes[index].calls where !visited.contains(call) {
            guard let helper = scopes.lastIndex(where: { $0.kind == .helper && $0.name == call }) else { continue }
            visited.insert(call)
            result += ownPods(of: helper, visited: &visited)
            visited.remove(call)
        }
        return result
    }

    private func project(of index: Int) -> String? {
        var cursor: Int? = index
        while let current = cursor {
            if let project = scopes[current].project { return project }
            cursor = scopes[current].parent
        }
        return nil
    }
}
