/// Combine publishers the scan could not type itself, and the operators called on them, which are Combine's.
extension CallSiteResolver {
    /// Gives Combine's `Publisher` to each receiver named so (`SourceFile.publisherNamedReceivers`) that no
    /// declaration typed, the file's or an inherited one (`typingInheritedReceivers`, which comes first):
    /// `syncStatePublisher.asObservable()` in an extension of a library's type that declares it,
    /// `kit.lastBlockHeightPublisher.map { }`, as `userRepository` is taken for a `UserRepository`. A hop the
    /// repository's declarations type (`hopTypes`) still wins; the operators keeping the kind after it keep it
    /// (`keptKind`).
    static func typingPublisherNamedReceivers(_ files: inout [SourceFile]) {
        for fileIndex in files.indices where !files[fileIndex].publisherNamedReceivers.isEmpty {
            for reference in files[fileIndex].publisherNamedReceivers
            where !files[fileIndex].references[Int(reference)].receiverIsDeclared {
                files[fileIndex].references[Int(reference)].setReceiverKey(ResolverIndex.publisherKey)
            }
        }
    }

    /// The constructs only an Rx chain or an Rx argument proves (`Match.isChainProvenMember`), by id.
    static let chainProvenConstructs: Set<String> = Set(
        Catalog.standard.constructs.filter(\.match.isChainProvenMember).map(\.id))

    /// For each file, the places of its occurrences of `chainProvenConstructs` whose receiver is
    /// a Combine publisher: typed so by `hops` (`kit.publisher.map { _ in () }` of another file's `let publisher =
    /// PassthroughSubject<Int, Never>()`, and the operators keeping the kind after it), or given Combine's
    /// `Publisher` by no hop (a name ending in `Publisher`, `typingPublisherNamedReceivers`).
    /// The chain ends in the repository's `extension Publisher { func asObservable() }`, which put it in Rx. The
    /// publishers the file declares in sight are the scan's (`ScanPass.callsOnCombinePublishers`).
    static func combineOperators(_ files: [SourceFile], hops: [[HopType]]) -> [Int: Set<Int>] {
        // On all cores: every reference of every file is looked at.
        let found = ParallelMap.map(files.count) { [files, hops] fileIndex -> Set<Int> in
            // The members called on a publisher first: most files have none, and their occurrences are not read.
            let fileHops = hops.isEmpty ? [] : hops[fileIndex]
            var nextHop = 0
            var onPublishers: [Int] = []
            for (position, reference) in files[fileIndex].references.enumerated() where reference.access == .member {
                while nextHop < fileHops.count, fileHops[nextHop].reference < position { nextHop += 1 }
                let onPublisher =
                    if nextHop < fileHops.count, fileHops[nextHop].reference == position {
                        !fileHops[nextHop].reactive && ResolverIndex.combinePublishers.contains(fileHops[nextHop].key)
                    } else {
                        reference.receiverIsDeclared && reference.receiverKey == ResolverIndex.publisherKey
                    }
                guard onPublisher else { continue }
                onPublishers.append(SourcePlace.of(line: Int(reference.line), column: Int(reference.column)))
            }
            guard !onPublishers.isEmpty else { return [] }
            onPublishers.sort()
            var places: Set<Int> = []
            for occurrence in files[fileIndex].inventory.occurrences
            where onPublishers.sortedContains(occurrence.place) && chainProvenConstructs.contains(occurrence.construct)
            {
                places.insert(occurrence.place)
            }
            return places
        }
        var result: [Int: Set<Int>] = [:]
        for fileIndex in found.indices where !found[fileIndex].isEmpty { result[fileIndex] = found[fileIndex] }
        return result
    }
}
