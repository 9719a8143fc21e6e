/// What RIBs' workflows need of a file's Rx (`WorkflowFacts`). RIBs stays, and its `Workflow` takes an
/// `Observable<(NextActionableItem, Value)>` from each step (`onStep { item in item.waitForLogin() }`).
extension ScanPass {
    static let onStepHash: UInt64 = 0xd93d_20cf_5e22_4572  // WordTable.hash("onStep")

    /// The file's `WorkflowFacts`, nil without any: in a file importing RIBs, its `onStep` calls and its `subscribe`
    /// calls on a value of a type it names; in any file, the functions of `apis` whose result is a step's.
    func workflowFacts(_ apis: [RxAPI], _ declared: DeclaredTypes) -> WorkflowFacts? {
        var facts = WorkflowFacts()
        facts.stepResults = stepResultLines(apis)
        if fileImports.contains("RIBs") {
            facts.importsRIBs = true
            for index in 1..<max(1, code.count) where code.tokens[index].kind == .identifier {
                if code.hashes[index] == Self.onStepHash, let lines = callLines(index) {
                    facts.steps.append(lines)
                } else if code.hashes[index] == Self.subscribeHash, code.isPunct(index - 1, "."),
                    let type = memberReceiverType(index, declared), let chain = code.postfixChain(from: index)
                {
                    let last = code.tokens[max(index, chain.end - 1)].line
                    facts.subscriptions.append(WorkflowSubscription(type: type, lines: code.tokens[index].line...last))
                }
            }
        }
        return facts.isEmpty && !facts.importsRIBs ? nil : facts
    }

    /// The lines from the call named at `name` to the end of its arguments and trailing closure (`onStep { item in
    /// … }`, `onStep(next)`); nil when it is no call.
    private func callLines(_ name: Int) -> ClosedRange<Int>? {
        var end = name
        var position = name + 1
        if code.isPunct(position, "("), case let close = Int(code.partner[position]), close > position {
            end = close
            position = close + 1
        }
        if code.isPunct(position, "{"), case let close = Int(code.partner[position]), close > position { end = close }
        return end > name ? code.tokens[name].line...code.tokens[end].line : nil
    }

    /// The name hash of the type of the receiver of the member at `name`: the one it constructs
    /// (`FineWorkflow().subscribe`, `Workflow<RootActionableItem>().subscribe`), or the one the file declares a name
    /// with (`workflow.subscribe` after `let workflow = FineWorkflow()` or `workflow: Workflow<RootActionableItem>`).
    private func memberReceiverType(_ name: Int, _ declared: DeclaredTypes) -> UInt64? {
        var end = name - 2
        while end > 0, code.isPostfixMark(end) { end -= 1 }
        guard end > 0 else { return nil }
        if code.isPunct(end, ")") {
            var type = Int(code.partner[end]) - 1
            if type > 0, code.tokens[type].kind == .operator, let open = code.genericOpen(before: type) {
                type = open - 1
            }
            guard type >= 0, code.isCapitalizedWord(type), code.keywords[type] == .none else { return nil }
            return code.hashes[type]
        }
        guard code.tokens[end].kind == .identifier, code.isLowercaseWord(end), code.keywords[end] == .none else {
            return nil
        }
        let onSelf = end >= 2 && code.isPunct(end - 1, ".") && code.hashes[end - 2] == ScanPass.selfHash
        guard onSelf || !code.isPunct(end - 1, ".") else { return nil }
        let token = code.tokens[end]
        return declared.receiverType(
            of: Reference.short(code.capitalizedHash(end)), at: SourcePlace.of(line: token.line, column: token.column),
            onSelf: onSelf)
    }

    /// The lines of the functions among `apis` whose result is an `Observable` of a pair (`resultIsPair`), sorted.
    private func stepResultLines(_ apis: [RxAPI]) -> [Int] {
        // By index: a closure over each `RxAPI` would copy the whole value.
        var candidates: Set<Int> = []
        for index in apis.indices where apis[index].kind == .function && apis[index].rxTypes.contains("Observable") {
            candidates.insert(apis[index].line)
        }
        guard !candidates.isEmpty else { return [] }
        var lines: [Int] = []
        for declaration in declarations where declaration.kind == .function {
            let line = code.tokens[declaration.name].line
            guard candidates.contains(line), case .parameters(let open) = declaration.labels,
                case let close = Int(code.partner[open]), close > open,
                let arrow = topLevelArrow(close + 1, min(declaration.signatureEnd, code.count), last: true),
                resultIsPair(after: arrow)
            else { continue }
            lines.append(line)
        }
        return lines.sortedUnique()
    }

    /// Whether the type after `arrow` is an `Observable` of a pair (`Observable<(LoggedInActionableItem, ())>`,
    /// `RxSwift.Observable<(Item, String)>`): the shape of a RIBs workflow's step.
    private func resultIsPair(after arrow: Int) -> Bool {
        let type = code.lastQualifiedComponent(from: arrow + 1)
        let less = type + 1
        guard less + 1 < code.count, code.typeHash(type) == Self.observableHash, code.isOperator(less, .less),
            code.isPunct(less + 1, "("), case let close = Int(code.partner[less + 1]), close > less + 1
        else { return false }
        var position = less + 2
        while position < close {
            if code.isPunct(position, ",") { return true }
            if code.isOperator(position, .less) {
                position = max(position, code.angleEnd(from: position)) + 1
                continue
            }
            let partner = Int(code.partner[position])
            position = partner > position ? partner + 1 : position + 1
        }
        return false
    }
}
