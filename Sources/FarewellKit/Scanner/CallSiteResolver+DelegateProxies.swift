/// The `Reactive` extensions each RxCocoa delegate proxy serves, told by what the files declare and name rather than
/// by their names.
extension CallSiteResolver {
    /// Gives each file declaring a delegate proxy (`FileScan.delegateProxies`) the other files of its module with an
    /// `extension Reactive` that is its shim (`FileInventory.proxyUsers`): one whose `Base` is the type the proxy wraps
    /// (`extension Reactive where Base: ASAuthorizationController` for `class RxAuthorizationDelegateProxy:
    /// DelegateProxy<ASAuthorizationController, ASAuthorizationControllerDelegate>`), or one that names the proxy
    /// (`extension Reactive where Base: GridView { … LayoutProxy.proxy(for: base.layout) … }`).
    static func namingProxyUsers(_ files: inout [SourceFile]) {
        let proxies = files.indices.filter { !files[$0].delegateProxies.isEmpty }
        guard !proxies.isEmpty else { return }
        let extensions = files.indices.filter { !files[$0].reactiveBases.isEmpty && files[$0].canSeeRx }
        guard !extensions.isEmpty else { return }
        var users: [(proxy: Int, paths: [String])] = []
        for proxy in proxies {
            let declared = files[proxy].delegateProxies
            let bases = declared.compactMap(\.base).map(WordTable.hash)
            let module = files[proxy].inventory.module
            let paths = extensions.filter { index in
                index != proxy && files[index].inventory.module == module
                    && (files[index].reactiveBases.contains(where: bases.contains)
                        || declared.contains { files[index].mentionedTypes.sortedContains($0.type) })
            }.map { files[$0].inventory.path }
            if !paths.isEmpty { users.append((proxy, paths.sorted())) }
        }
        for (proxy, paths) in users { files[proxy].inventory.proxyUsers = paths }
    }
}
