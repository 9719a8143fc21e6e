/// Calls that only their label proved Rx on a receiver reached through members (`viewModel.output.bind(to: q)`): once
/// the hops are typed, a receiver whose type declares the call itself makes it that type's function, as the compiler
/// picks it, not RxCocoa's.
extension CallSiteResolver {
    /// A label proof (`LabelProof`) on a receiver reached through a member, waiting for the hops to be typed:
    /// `reference`, the call's index among its file's references; `key`, `LabelProof.key`; `place`, the
    /// occurrence's; `dependents`, the places of the operators of its chain only it proves.
    struct HopLabelProof: Sendable {
        var reference: Int32
        var key: UInt64
        var place: Int
        var dependents: [Int]
    }

    /// Takes out of each file's occurrences its `SourceFile.hopLabelProofs` whose receiver the hops type (`hops`, by
    /// file) with a type of the repository that declares a function of the call's name and first label, itself or in
    /// a type it inherits or a protocol it conforms to (`FileScan.typeMembers`, `types`), with the dependents no
    /// standing proof holds up:
    ///
    /// ```swift
    /// protocol SearchOutput { func bind(to query: Observable<String>) }
    /// protocol SearchViewModelType { var output: SearchOutput { get } }
    /// viewModel.output.bind(to: query)  // SearchOutput's, with `viewModel: SearchViewModelType`
    /// ```
    ///
    /// The call is then a call site like any other: of the project's API where that function carries an Rx type. A
    /// file that is listed only for its occurrences and keeps none leaves the inventory.
    static func droppingOwnMemberCalls(_ files: inout [SourceFile], hops: [[HopType]], types: TypeGraph) {
        guard !hops.isEmpty, files.indices.contains(where: { !files[$0].hopLabelProofs.isEmpty }) else { return }
        var members: Set<UInt64> = []
        for index in files.indices where !files[index].typeMembers.isEmpty {
            members.formUnion(files[index].typeMembers)
        }
        guard !members.isEmpty else { return }
        for index in files.indices where !files[index].hopLabelProofs.isEmpty && !hops[index].isEmpty {
            let proofs = files[index].hopLabelProofs
            let falls = proofs.map { proof in
                guard let type = receiverType(of: proof.reference, hops[index]) else { return false }
                return ([type] + types.ancestors(of: [type])).contains {
                    members.contains(Reference.pairKey(proof.key, UInt64($0)))
                }
            }
            guard falls.contains(true) else { continue }
            let holding = Set(zip(proofs, falls).filter { !$0.1 }.flatMap(\.0.dependents))
            var places: Set<Int> = []
            for (proof, falling) in zip(proofs, falls) where falling {
                places.insert(proof.place)
                places.formUnion(proof.dependents.filter { !holding.contains($0) })
            }
            files[index].inventory.occurrences.removeAll { places.contains($0.place) }
            if files[index].inventory.occurrences.isEmpty, !files[index].seesAll { files[index].isListed = false }
        }
    }

    /// The `Reference.short` type the hops (`typed`, sorted by reference) give the receiver of the reference at
    /// `reference`: a type nested in the owner's type (`HopType.inner`) is that type; nil where no hop types it, or
    /// only as a `Reactive` member.
    private static func receiverType(of reference: Int32, _ typed: [HopType]) -> UInt32? {
        let at = typed.lowerBound(of: reference) { $0.reference }
        guard at < typed.count, typed[at].reference == reference, !typed[at].reactive else { return nil }
        return typed[at].inner != 0 ? typed[at].inner : typed[at].key
    }
}
