/// The lines whose Rx RIBs' workflows need (`FileInventory.workflowLines`). RIBs stays, and its `Workflow` takes an
/// `Observable<(NextActionableItem, Value)>` from each step, so that Rx stays with it; so do the implementations of its
/// protocols' Rx requirements (a mock's `isActiveStream` and the subjects behind it).
extension CallSiteResolver {
    /// RIBs' protocols whose requirements carry Rx types, by requirement: `Interactable`'s `isActiveStream:
    /// Observable<Bool>`, `Routing`'s `lifecycle: Observable<RouterLifecycle>`, `Working`'s `isStartedStream:
    /// Observable<Bool>`; with the protocols inheriting them.
    static let ribsRxRequirements: [(requirement: String, protocols: [UInt32])] = [
        ("isActiveStream", ["Interactable", "InteractorScope", "PresentableInteractable"]),
        ("lifecycle", ["Routing", "RouterScope", "ViewableRouting", "LaunchRouting"]),
        ("isStartedStream", ["Working", "WorkerScope"]),
    ].map { ($0.0, $0.1.map { Reference.short(WordTable.hash($0)) }) }

    static let workflowKey = Reference.short(WordTable.hash("Workflow"))
    static let actionableItemSuffix = "ActionableItem"

    /// Gives each file of a repository importing RIBs the lines of its occurrences that workflows need: in the body
    /// of a type that is `Workflow` or inherits it (through the repository's classes too), in an `onStep` call, in a
    /// workflow's `subscribe(_:)` to the end of its chain (`FineWorkflow().subscribe(self).disposeOnDeactivate(
    /// interactor: self)`), and in an actionable item's step (`WorkflowFacts.stepResults` in a protocol named
    /// `…ActionableItem` or that a workflow's generic argument names, `Workflow<RootActionableItem>`, or in its
    /// extension), with the declarations implementing one, body and all: Swift gives them the requirement's type.
    /// `inventories` are `files`' own, nil for a file left out.
    static func namingWorkflowCode(_ inventories: inout [FileInventory?], files: [SourceFile], types: TypeGraph) {
        guard files.contains(where: { $0.workflowFacts?.importsRIBs == true }) else { return }
        let isWorkflow = { (key: UInt32) in key == workflowKey || types.inherits(key, from: workflowKey) }
        var items: Set<UInt32> = []
        // By index: `for file in files` would copy each file's value.
        for index in files.indices {
            for header in files[index].genericHeaders where isWorkflow(Reference.short(header.type)) {
                items.formUnion(header.superclassArguments.prefix(1).map(Reference.short))
            }
        }
        let isItem = { (name: Substring) in
            let key = Reference.short(WordTable.hash(String(name)))
            return types.protocols.contains(key) && (name.hasSuffix(actionableItemSuffix) || items.contains(key))
        }
        var steps: Set<SourceLocation> = []
        for index in inventories.indices where index < files.count {
            guard let inventory = inventories[index], !inventory.occurrences.isEmpty else { continue }
            var lines = workflowBodyLines(inventory, isWorkflow: isWorkflow)
            if let facts = files[index].workflowFacts {
                let ranges =
                    facts.steps + facts.subscriptions.filter { isWorkflow(Reference.short($0.type)) }.map(\.lines)
                for occurrence in inventory.occurrences where ranges.contains(where: { $0.contains(occurrence.line) }) {
                    lines.insert(occurrence.line)
                }
                for api in inventory.apis where facts.stepResults.sortedContains(api.line) {
                    guard let owner = api.container?.split(separator: ".").last, isItem(owner) else { continue }
                    lines.formUnion(api.declarationLines(in: inventory))
                    steps.insert(SourceLocation(path: inventory.path, line: api.line, column: api.column))
                }
            }
            lines.formUnion(requirementLines(inventory, types: types))
            if !lines.isEmpty { inventories[index]?.workflowLines = lines.sorted() }
        }
        guard !steps.isEmpty else { return }
        for index in inventories.indices {
            guard let inventory = inventories[index] else { continue }
            var lines = Set(inventory.workflowLines)
            for api in inventory.apis where api.implements.contains(where: steps.contains) {
                lines.formUnion(api.declarationLines(in: inventory))
            }
            if lines.count > inventory.workflowLines.count { inventories[index]?.workflowLines = lines.sorted() }
        }
    }

    /// The lines of `inventory`'s occurrences in the body of a type it declares or extends that is a workflow
    /// (`FineWorkflow.init()`), by the type names their enclosing names start with.
    private static func workflowBodyLines(_ inventory: FileInventory, isWorkflow: (UInt32) -> Bool) -> Set<Int> {
        let workflows = Set(
            inventory.types.compactMap { type -> Substring? in
                let name = type.split(separator: ".").last ?? Substring(type)
                return isWorkflow(Reference.short(WordTable.hash(String(name)))) ? name : nil
            })
        guard !workflows.isEmpty else { return [] }
        var lines: Set<Int> = []
        for occurrence in inventory.occurrences {
            guard let enclosing = occurrence.enclosing,
                enclosing.split(separator: ".").prefix(while: { !$0.contains("(") }).contains(where: workflows.contains)
            else { continue }
            lines.insert(occurrence.line)
        }
        return lines
    }

    /// The lines of `inventory`'s occurrences that implement RIBs' Rx requirements (`ribsRxRequirements`) in a type
    /// conforming to their protocols, through the repository's too (`final class RootInteractableMock:
    /// RootInteractable`): the requirement's own declaration, the members named after it that back it (a Mockolo
    /// mock's `isActiveStreamSubject`, `isActiveStreamReplaySubject`, `_isActiveStream`), and an initializer taking it
    /// (`init(isActive:isActiveStream:)`). RIBs calls them with its Rx types, so they keep them.
    private static func requirementLines(_ inventory: FileInventory, types: TypeGraph) -> Set<Int> {
        var lines: Set<Int> = []
        var conforming: [Substring: [String]] = [:]
        for occurrence in inventory.occurrences {
            guard let enclosing = occurrence.enclosing else { continue }
            let path = enclosing.split(separator: ".", omittingEmptySubsequences: false)
            // `Type.member` or `Type.init(a:b:)`: labels hold no dot.
            guard path.count >= 2, let member = path.last, !path[path.count - 2].contains("(") else { continue }
            let type = path[path.count - 2]
            let requirements =
                conforming[type]
                ?? {
                    let key = Reference.short(WordTable.hash(String(type)))
                    let found = ribsRxRequirements.filter { entry in
                        entry.protocols.contains { $0 == key || types.inherits(key, from: $0) }
                    }.map(\.requirement)
                    conforming[type] = found
                    return found
                }()
            guard !requirements.isEmpty else { continue }
            let name = member.hasPrefix("_") ? member.dropFirst() : member
            let implements = requirements.contains { requirement in
                name.hasPrefix(requirement) || name.hasPrefix("init(") && name.contains(requirement + ":")
            }
            if implements { lines.insert(occurrence.line) }
        }
        return lines
    }
}
