/// Postfix chains: `a.b(x).c { }.d` across lines share one chain id, so one Rx link proves the others.
extension ScanPass {
    static let valueHash = WordTable.hash("value")
    static let selfHash = WordTable.hash("self")
    static let rxHash = WordTable.hash("rx")
    static let superHash = WordTable.hash("super")

    /// Gives the identifier at `index` the chain of its receiver, or a new chain.
    mutating func assignChain(_ index: Int) {
        var id: Int32 = -1
        if code.isPunct(index - 1, "."), code.hashes[index] != ScanPass.valueHash {
            id = code.receiverChain(index - 2)
        }
        if id < 0 {
            id = Int32(chainAnchored.count)
            // In an extension of an Rx type, `self` and bare operator calls (`map { }`) are Rx.
            let rxSelf = scopes.last?.rxSelf == true
            let implicitCall = code.entries[index] >= 0 && code.isBareCall(index)
            chainAnchored.append(rxSelf && (code.hashes[index] == ScanPass.selfHash || implicitCall))
        }
        chain[index] = id
    }

}
