/// The modules that depend on each module, directly or through others: the targets listing it in their manifest
/// dependencies and the modules calling its Rx APIs. Test modules are left out: they depend on what they test.
struct ModuleDependents {
    /// Module -> the modules using it directly.
    private let users: [String: Set<String>]

    init(_ input: PlannerInput) {
        let tests = input.testModules
        var users: [String: Set<String>] = [:]
        for module in input.modules where !module.isTest {
            for dependency in module.dependencies where dependency != module.name {
                users[dependency, default: []].insert(module.name)
            }
        }
        for file in input.files {
            for caller in file.apis.flatMap(\.callerModules) where caller != file.module && !tests.contains(caller) {
                users[file.module, default: []].insert(caller)
            }
        }
        self.users = users
    }

    /// The modules depending on `module`, directly or through others, without `module` itself.
    func of(_ module: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = Array(users[module] ?? [])
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += users[next] ?? []
        }
        seen.remove(module)
        return seen
    }
}
