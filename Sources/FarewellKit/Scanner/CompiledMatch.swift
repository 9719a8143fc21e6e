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
    /// First arguments that prove the member is Rx (`Proof.label`).
    let labels: CallLabels
    let argument: Bool
    let chain: Bool
    /// `Match.isChainProvenMember`.
    let chainProvenMember: Bool
    let implicitMember: Bool
    /// Implicit members, one of which as the first argument proves the call (`Proof.memberArgument`).
    let memberArguments: [UInt64]
    let excludedLabels: [UInt64]
    /// `Match.allowedLabels`.
    let allowedLabels: [UInt64]
    let requiredImport: String?
    /// `Match.callOnly`.
    let callOnly: Bool
    /// `Match.classBound`.
    let classBound: Bool
    /// `Match.maxArguments`.
    let maxArguments: Int?
    /// `Match.excludesNumberArgument`.
    let excludesNumberArgument: Bool
    /// `Match.excludesTypeArgument`.
    let excludesTypeArgument: Bool
    /// `Match.requiresTypeArgument`.
    let requiresTypeArgument: Bool
    /// `Match.excludesUnlabeledArgument`.
    let excludesUnlabeledArgument: Bool
    /// `Match.excludesProperty`.
    let excludesProperty: Bool
    /// `Match.propertyOnly`.
    let propertyOnly: Bool
    /// `Match.isNeverReceiver`.
    let isNeverReceiver: Bool
    /// `Match.requiresMemberAccess`.
    let requiresMemberAccess: Bool
    /// `Match.isShadowedByLocals`.
    let isShadowedByLocals: Bool
    /// `Match.needsSchedulerOrChain`.
    let needsSchedulerOrChain: Bool
    /// `Match.needsRxReceiver`.
    let needsRxReceiver: Bool
    /// `Match.isShadowedByDeclarations`.
    let isShadowedByDeclarations: Bool
    /// `Match.isModuleWide`.
    let isModuleWide: Bool
    /// `Match.isShadowedByRepository`.
    let isShadowedByRepository: Bool
    /// `Match.isPrefix`.
    let isPrefix: Bool
    /// `Match.requiredLabels`; nil when any first argument will do.
    let requiredLabels: CallLabels?
    /// A member any use of which counts, from a library built on Rx (RxOptional's `filterNil`): where the
    /// file imports no Rx module and sees it only through another file's import, so common a name counts
    /// only in an Rx chain. A module-wide member (`Match.isModuleWide`: RxOptional's `isNotEmpty`) is none: its
    /// place is its proof there too.
    let libraryMember: Bool
    /// A member only reached through `.rx` (Moya's `provider.rx.request`), or on a name declared with a library's type
    /// (Moya 8's `RxMoyaProvider`): an extension of another type declaring the name (`extension
    /// ObservableConvertibleType { func request(_:call:) }`) is told from it by the `.rx` or the receiver alone.
    let onlyThroughRx: Bool
    /// A member of `Reactive` (a `receiver` proof naming `rx`: RxCocoa's `controlEvent`, `methodInvoked`): bare in
    /// an `extension Reactive`, Swift reads it as `self.controlEvent`.
    let reactiveMember: Bool
    /// First arguments a Combine publisher's call has too (`Match.combineLabels`).
    private let combineLabels: CallLabels

    init(_ construct: Construct) {
        let match = construct.match
        let proofs = match.proofs
        id = construct.id
        category = construct.category
        position = match.position
        isType = construct.isType
        unconditional = proofs.isEmpty
        excludedLabels = match.excludedLabels.map(WordTable.hash)
        allowedLabels = match.allowedLabels.map(WordTable.hash)
        requiredImport = match.requiredImport
        callOnly = match.callOnly
        classBound = match.classBound
        maxArguments = match.maxArguments
        excludesNumberArgument = match.excludesNumberArgument
        excludesTypeArgument = match.excludesTypeArgument
        requiresTypeArgument = match.requiresTypeArgument
        excludesUnlabeledArgument = match.excludesUnlabeledArgument
        excludesProperty = match.excludesProperty
        propertyOnly = match.propertyOnly
        isNeverReceiver = match.isNeverReceiver
        requiresMemberAccess = match.requiresMemberAccess
        isShadowedByLocals = match.isShadowedByLocals
        needsSchedulerOrChain = match.needsSchedulerOrChain
        needsRxReceiver = match.needsRxReceiver
        isShadowedByDeclarations = match.isShadowedByDeclarations
        isModuleWide = match.isModuleWide
        isShadowedByRepository = match.isShadowedByRepository
        isPrefix = match.isPrefix
        requiredLabels = match.requiredLabels.isEmpty ? nil : CallLabels(match.requiredLabels)
        libraryMember =
            match.position == .member && proofs.isEmpty && !RxLibraries.core.contains(construct.module)
            && !match.isModuleWide
        onlyThroughRx =
            match.position == .member && proofs.contains(.receiver(["rx"]))
            && proofs.allSatisfy { proof in
                if case .receiverType = proof { return true }
                return proof == .receiver(["rx"])
            }
        combineLabels = CallLabels(match.combineLabels)
        namesCombineCall = !match.combineLabels.isEmpty
        var spellings: [String] = []
        var receivers: [String] = []
        var labels: [String] = []
        var memberArguments: [String] = []
        var receiverCalls: [String] = []
        var receiverTypes: [String] = []
        var nextMembers: [String] = []
        for proof in proofs {
            switch proof {
            case .spelling(let names): spellings += names
            case .receiver(let names): receivers += names
            case .label(let names): labels += names
            case .memberArgument(let names): memberArguments += names
            case .receiverCall(let names): receiverCalls += names
            case .receiverType(let names): receiverTypes += names
            case .nextMember(let names): nextMembers += names
            case .rxChain, .rxArgument, .implicitMember, .implicitClosure, .createObserver, .implicitReturn,
                .timeArgument, .assignedMember:
                break
            }
        }
        self.spellings = spellings.map(WordTable.hash)
        self.receivers = receivers.map(WordTable.hash)
        reactiveMember = receivers.contains("rx")
        self.labels = CallLabels(labels)
        self.memberArguments = memberArguments.map(WordTable.hash)
        self.receiverCalls = receiverCalls.map(WordTable.hash)
        self.receiverTypes = receiverTypes.map(WordTable.hash)
        self.nextMembers = nextMembers.map(WordTable.hash)
        chain = proofs.contains(.rxChain)
        argument = proofs.contains(.rxArgument)
        chainProvenMember = match.isChainProvenMember
        implicitMember = proofs.contains(.implicitMember)
        createObserver = proofs.contains(.createObserver)
        implicitClosure = proofs.contains(.implicitClosure)
        implicitReturn = proofs.contains(.implicitReturn)
        timeArgument = proofs.contains(.timeArgument)
        assignedMember = proofs.contains(.assignedMember)
        opensObserver = construct.id == "create"
        staticMember = implicitMember || implicitClosure || implicitReturn || createObserver
    }

    /// A static factory or event (`just`, `create`, `success`): the only members an implicit member (`.just(x)`,
    /// `case .next:`) can be; an instance member's name there (`.subscribe`, `case .subscribe:`) is an enum
    /// case or a static member of the project's.
    let staticMember: Bool

    /// `Proof.receiverCall`: the names of the calls whose result the member is called on.
    let receiverCalls: [UInt64]
    /// `Proof.receiverType`: the types a receiver must be declared with, told once the file's declarations are known.
    let receiverTypes: [UInt64]
    /// `Proof.nextMember`: the members one of which must be read right after it.
    let nextMembers: [UInt64]
    /// `Proof.implicitClosure`.
    let implicitClosure: Bool
    /// `Proof.implicitReturn`.
    let implicitReturn: Bool
    /// `Proof.timeArgument`.
    let timeArgument: Bool
    /// `Proof.assignedMember`.
    let assignedMember: Bool
    /// `Proof.createObserver`: the only proof such a construct has.
    let createObserver: Bool
    /// Rx's `create`, whose closure's parameter `Proof.createObserver` calls.
    let opensObserver: Bool

    /// Whether a Combine publisher has a call with this first argument too.
    func sharesWithCombine(_ label: CallLabel) -> Bool { combineLabels.contains(label) }

    /// Whether Combine's publishers have a call of this name too (`subscribe`).
    let namesCombineCall: Bool
}

/// First arguments written as `Proof.label` spells them (a label, `""` for an unlabeled argument, `"()"` for
/// an empty call, `"{"` for a trailing closure), hashed to test a `CallLabel`.
struct CallLabels: Sendable {
    private let labels: [UInt64]
    private let unlabeled: Bool
    private let emptyCall: Bool
    private let trailingClosure: Bool

    init(_ names: [String]) {
        labels = names.filter { !["", "{", "()"].contains($0) }.map(WordTable.hash)
        unlabeled = names.contains("")
        emptyCall = names.contains("()")
        trailingClosure = names.contains("{")
    }

    func contains(_ label: CallLabel) -> Bool {
        switch label {
        case .none: return false
        case .empty: return emptyCall
        case .unlabeled: return unlabeled
        case .trailingClosure: return trailingClosure
        case .label(let hash): return labels.contains(hash)
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
