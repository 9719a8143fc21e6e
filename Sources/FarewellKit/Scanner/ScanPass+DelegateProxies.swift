/// RxCocoa delegate proxies: the classes a file declares as one, and the type each wraps.
extension ScanPass {
    static let delegateProxyHash: UInt64 = 0xb29b_f4ba_87a6_46e6  // WordTable.hash("DelegateProxy")
    static let delegateProxyTypeHash: UInt64 = 0x1517_95ff_6558_84b6  // WordTable.hash("DelegateProxyType")

    /// Records the class named at `name` as a delegate proxy (`FileScan.delegateProxies`) when its inheritance clause
    /// (`header`) names `DelegateProxy` or `DelegateProxyType`, with the type it wraps when its superclass is
    /// `DelegateProxy<Base, Delegate>` (also spelled `RxCocoa.DelegateProxy<…>`).
    mutating func recordDelegateProxy(name: Int, header: Range<Int>) {
        let names = header.filter { code.isCapitalizedWord($0) }
        let proxyHashes = [ScanPass.delegateProxyHash, ScanPass.delegateProxyTypeHash]
        guard let first = names.first, names.contains(where: { proxyHashes.contains(code.hashes[$0]) }) else {
            return
        }
        let superclass = code.lastQualifiedComponent(from: first)
        var base: String?
        if code.hashes[superclass] == ScanPass.delegateProxyHash, code.isOperator(superclass + 1, .less),
            let wrapped = genericEntries(in: superclass + 1).first, code.isCapitalizedWord(wrapped)
        {
            base = code.text(code.lastQualifiedComponent(from: wrapped))
        }
        delegateProxies.append(DelegateProxyHeader(type: code.hashes[name], base: base))
    }
}
