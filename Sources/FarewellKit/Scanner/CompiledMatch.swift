/// A construct's `Match` with every name hashed, ready to test tokens without allocating.
struct CompiledMatch: Sendable {
    var position: Match.Position
    var isType: Bool
    /// True when the position alone is enough.
    var unconditional: Bool
    var spellings: Set<UInt64> = []
    var receivers: Set<UInt64> = []
    var labels: Set<UInt64> = []
    var unlabeled = false
    var trailingClosure = false
    var emptyCall = false
    var argument = false
    var chain = false
    var implicitMember = false
    var excludedLabels: Set<UInt64>
    var requiredImport: String?

    init(_ construct: Construct) {
        let match = construct.match
        position = match.position
        isType = construct.isType
        unconditional = match.proofs.isEmpty
        excludedLabels = Set(match.excludedLabels.map(WordTable.hash))
        requiredImport = match.requiredImport
        for proof in match.proofs {
            switch proof {
            case .spelling(let names): spellings.formUnion(names.map(WordTable.hash))
            case .receiver(let names): receivers.formUnion(names.map(WordTable.hash))
            case .rxChain: chain = true
            case .rxArgument: argument = true
            case .implicitMember: implicitMember = true
            case .label(let names):
                for name in names {
                    switch name {
                    case "": unlabeled = true
                    case "{": trailingClosure = true
                    case "()": emptyCall = true
                    default: labels.insert(WordTable.hash(name))
                    }
                }
            }
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
