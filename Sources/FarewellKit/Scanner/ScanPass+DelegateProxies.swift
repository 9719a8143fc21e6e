/// RxCocoa delegate proxies: the classes a file declares as one, and the type each wraps.
extension ScanPass {
    static let delegateProxyHash = WordTable.hash("DelegateProxy")
    static let delegateProxyTypeHash = WordTable.hash("DelegateProxyType")

    /// Records the class named at `name` as a delegate proxy (`FileScan.delegateProxies`) when its inheritance clause
    /// (`header`) names `DelegateProxy` or `DelegateProxyType`, with the type it wraps when its superclass is
    /// `DelegateProxy<Base, Delegate>` (also spelled `RxCocoa.DelegateProxy<…>`).
    mutating func recordDelegateProxy(name: Int, header: Range<Int>) {
        let names = header.filter { code.isCapitalizedWord($0) }
        let proxyHashes = [ScanPass.delegateProxyHash, ScanPass.delegateProxyTypeHash]
        guard var superclass = names.first, names.contains(where: { proxyHashes.contains(code.hashes[$0]) }) else {
            return
        }
        while code.isPunct(superclass + 1, "."), code.isCapitalizedWord(superclass + 2) { superclass += 2 }
        var base: String?
        if code.hashes[superclass] == ScanPass.delegateProxyHash, code.isOperator(superclass + 1, .less),
            let first = genericEntries(in: superclass + 1).first, code.isCapitalizedWord(first)
        {
            var last = first
            while code.isPunct(last + 1, "."), code.isCapitalizedWord(last + 2) { last += 2 }
            base = code.text(last)
        }
        delegateProxies.append(DelegateProxyHeader(type: code.hashes[name], base: base))
    }
}
