/// A construct's `Match` with every name hashed, ready to test tokens without allocating.
final class CompiledMatch: Sendable {
    let id: String
    let category: Category
    let position: Match.Position
    let isType: Bool
    /// True when the position alone is enough.
    let unconditional: Bool
    let spellings: [UInt64]
    let receivers: [UInt64]
    let labels: [UInt64]
    let unlabeled: Bool
    let trailingClosure: Bool
    let emptyCall: Bool
    let argument: Bool
    let chain: Bool
    let implicitMember: Bool
    let excludedLabels: [UInt64]
    let requiredImport: String?
    /// `Match.combineLabels`, split as the proofs are.
    private let combineLabels: [UInt64]
    private let combineUnlabeled: Bool
    private let combineEmptyCall: Bool
    private let combineTrailingClosure: Bool

    init(_ construct: Construct) {
        let match = construct.match
        let proofs = match.proofs
        id = construct.id
        category = construct.category
        position = match.position
        isType = construct.isType
        unconditional = proofs.isEmpty
        excludedLabels = match.excludedLabels.map(WordTable.hash)
        requiredImport = match.requiredImport
        combineLabels = match.combineLabels.filter { !["", "{", "()"].contains($0) }.map(WordTable.hash)
        combineUnlabeled = match.combineLabels.contains("")
        combineEmptyCall = match.combineLabels.contains("()")
        combineTrailingClosure = match.combineLabels.contains("{")
        var spellings: [String] = []
        var receivers: [String] = []
        var labels: [String] = []
        for proof in proofs {
            switch proof {
            case .spelling(let names): spellings += names
            case .receiver(let names): receivers += names
            case .label(let names): labels += names
            case .rxChain, .rxArgument, .implicitMember: break
            }
        }
        self.spellings = spellings.map(WordTable.hash)
        self.receivers = receivers.map(WordTable.hash)
        self.labels = labels.filter { !["", "{", "()"].contains($0) }.map(WordTable.hash)
        unlabeled = labels.contains("")
        trailingClosure = labels.contains("{")
        emptyCall = labels.contains("()")
        chain = proofs.contains(.rxChain)
        argument = proofs.contains(.rxArgument)
        implicitMember = proofs.contains(.implicitMember)
    }

    /// Whether a Combine publisher has a call with this first argument too.
    func sharesWithCombine(_ label: CallLabel) -> Bool {
        switch label {
        case .none: return false
        case .empty: return combineEmptyCall
        case .unlabeled: return combineUnlabeled
        case .trailingClosure: return combineTrailingClosure
        case .label(let hash): return combineLabels.contains(hash)
        }
    }
}

/// The first argument of a call: `f(label: x)`, `f(x)`, `f { }`, or no call at all.
enum CallLabel: Equatable {
    case none
    case empty
    case unlabeled
    case trailingClosure
    case label(UInt64)
}
