extension PodfileBuilder {
    /// Concrete targets with their own, inherited and helper pods.
    func resolvedTargets() -> [PodfileReader.Target] {
        // The last `def` of a name is the one Ruby calls.
        var helpers: [String: Int] = [:]
        for index in scopes.indices where scopes[index].kind == .helper { helpers[scopes[index].name] = index }
        return scopes.indices.filter { scopes[$0].kind == .target }.map { index in
            let scope = scopes[index]
            let parentKind = scope.parent.map { scopes[$0].kind }
            let project = project(of: index)
            var target = PodfileReader.Target(
                name: scope.name, line: scope.line, isNested: parentKind == .target, project: project?.name,
                projectLine: project?.line, rxDependencies: Array(Set(pods(of: index, helpers, \.pods))).sorted(),
                platform: platform(of: index))
            target.podNames = Array(Set(pods(of: index, helpers, \.podNames))).sorted()
            target.aggregateKey = PodfileMerger.aggregateKey(["Pods"] + names(to: index))
            return target
        }
    }

    /// The names of the scope at `index` and of the targets around it, from the outermost.
    private func names(to index: Int) -> [String] {
        var names: [String] = []
        var cursor: Int? = index
        while let current = cursor, current != 0 {
            names.append(scopes[current].name)
            cursor = scopes[current].parent
        }
        return names.reversed()
    }

    private func pods<Pod>(of index: Int, _ helpers: [String: Int], _ field: KeyPath<Scope, [Pod]>) -> [Pod] {
        var visited: Set<String> = []
        var result = ownPods(of: index, helpers, field, visited: &visited)
        var scope = scopes[index]
        while scope.inherits, let parent = scope.parent {
            result += ownPods(of: parent, helpers, field, visited: &visited)
            scope = scopes[parent]
        }
        return result
    }

    /// Pods written in the scope, with helper calls expanded: each helper once per target, since its pods are
    /// the same wherever it is called (helpers calling each other twice over would otherwise double the work at
    /// every level), and with a list of helpers to expand rather than recursion, however long their chain.
    private func ownPods<Pod>(
        of index: Int, _ helpers: [String: Int], _ field: KeyPath<Scope, [Pod]>, visited: inout Set<String>
    ) -> [Pod] {
        var result: [Pod] = []
        var pending = [index]
        while let scope = pending.popLast() {
            result += scopes[scope][keyPath: field]
            for call in scopes[scope].calls {
                guard let helper = helpers[call], visited.insert(call).inserted else { continue }
                pending.append(helper)
            }
        }
        return result
    }

    /// The nearest `platform` line: the target's own, else an enclosing block's, else the file's.
    private func platform(of index: Int) -> DeploymentTarget? {
        var cursor: Int? = index
        while let current = cursor {
            if let platform = scopes[current].platform { return platform }
            cursor = scopes[current].parent
        }
        return scopes[0].platform
    }

    /// The nearest `project` line's project and line: the target's own, else an enclosing block's.
    private func project(of index: Int) -> (name: String, line: Int)? {
        var cursor: Int? = index
        while let current = cursor {
            if let project = scopes[current].project { return (project, scopes[current].projectLine ?? 0) }
            cursor = scopes[current].parent
        }
        return nil
    }
}
