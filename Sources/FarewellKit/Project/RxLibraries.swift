/// Which libraries, pods and packages count as Rx: the registry the manifest readers consult.
enum RxLibraries {
    /// The products of the RxSwift package itself.
    static let core: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "RxBlocking", "RxTest"]
    /// Libraries built on RxSwift whose names do not start with `Rx`.
    static let others: Set<String> = ["ReactorKit", "NSObject+Rx", "Action"]

    /// True for `RxSwift`, `RxCocoa`, `RxDataSources`, `ReactorKit`; a subspec (`RxSwift/Core`) counts as its pod.
    static func isRx(_ name: String) -> Bool {
        let base = name.split(separator: "/").first.map(String.init) ?? name
        if core.contains(base) || others.contains(base) { return true }
        guard base.hasPrefix("Rx"), base.count > 2 else { return false }
        let third = base[base.index(base.startIndex, offsetBy: 2)]
        return third.isUppercase
    }

    /// The package identity of a repository URL: `https://github.com/ReactiveX/RxSwift.git` -> `RxSwift`.
    static func packageIdentity(ofURL url: String) -> String {
        var last = Path.lastComponent(url.hasSuffix("/") ? String(url.dropLast()) : url)
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }
}
