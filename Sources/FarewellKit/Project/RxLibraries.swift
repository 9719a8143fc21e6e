/// Which libraries, pods and packages count as Rx: the registry the manifest readers consult.
enum RxLibraries {
    /// The products of the RxSwift package itself.
    static let core: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "RxBlocking", "RxTest"]
    /// Libraries built on RxSwift whose names do not start with `Rx`, and RxDataSources' `Differentiator`, which
    /// comes with it (Carthage builds it as its dependency) and goes with it.
    static let others: Set<String> = ["ReactorKit", "NSObject+Rx", "Action", "SectionReactor", "Differentiator"]
    /// Rx wrapper libraries and the library each depends on and brings into the target (`Alamofire` of
    /// `RxAlamofire`), which the code may import without a line of its own.
    private static let wrapped = [
        "RxAlamofire": "Alamofire", "RxKingfisher": "Kingfisher", "RxNuke": "Nuke", "RxRealm": "RealmSwift",
        "RxGRDB": "GRDB", "RxFirebase": "Firebase", "RxMoya": "Moya", "RxSwiftAlamofire": "Alamofire",
        "RxReachability": "Reachability", "RxGoogleMaps": "GoogleMaps", "RxNimble": "Nimble",
    ]

    /// The library the Rx wrapper library `name` (or a subspec of it) brings in (`wrapped`); nil for another.
    static func wrappedLibrary(of name: String) -> String? {
        wrapped[name.split(separator: "/").first.map(String.init) ?? name]
    }

    /// The Rx library a framework's path names (`RxCocoa` of `Carthage/Build/iOS/RxCocoa.framework` or
    /// `RxSwift.xcframework`); nil for another framework or a path that is no framework.
    static func framework(_ path: String) -> String? {
        guard path.hasSuffix(".framework") || path.hasSuffix(".xcframework") else { return nil }
        let library = Path.stem(path)
        return isRx(library) ? library : nil
    }

    /// True for `RxSwift`, `RxCocoa`, `RxDataSources`, `ReactorKit`; a subspec (`RxSwift/Core`) counts as its
    /// pod, and a pod's Rx subspec (`Moya/RxSwift`, `Moya-ObjectMapper/RxSwift`) brings Rx in too.
    static func isRx(_ name: String) -> Bool {
        name.split(separator: "/").contains { isRxName(String($0)) }
    }

    /// The library a dependency names: the pod of an Rx pod's subspec (`RxSwift/Core` -> `RxSwift`), the
    /// whole name when only a subspec is Rx (`Moya/RxSwift`).
    static func library(_ name: String) -> String {
        let base = name.split(separator: "/").first.map(String.init) ?? name
        return isRxName(base) ? base : name
    }

    /// True for a module an `import` names that is an Rx library's: `RxSwift`, `ReactorKit`, any other named `Rx`
    /// then a capital letter (`import RxBiBinding`, `import RxAppState`), and a library's Rx edition named with `Rx`
    /// last (`XCoordinatorRx`), as the manifest readers accept them.
    static func isRxModule(_ name: String) -> Bool { isRxName(name) }

    private static func isRxName(_ name: String) -> Bool {
        core.contains(name) || others.contains(name) || isNamedLikeRx(name)
    }

    /// True for a name that the rules of `isRxModule` make an Rx library's whatever the lists
    /// (`RxBiBinding`, `XCoordinatorRx`): `isRxModule` is this or membership in `core` or `others`.
    static func isNamedLikeRx(_ name: String) -> Bool {
        // A library's Rx edition named with `Rx` last (`XCoordinatorRx`, a product built on RxSwift).
        if name.hasSuffix("Rx"), name.count > 3, name.dropLast(2).last?.isLowercase == true { return true }
        guard name.hasPrefix("Rx"), name.count > 2 else { return false }
        let third = name[name.index(name.startIndex, offsetBy: 2)]
        return third.isUppercase
    }

    /// True for a package whose identity, in any case, names an Rx library (`RxSwift`, `rxdatasources`,
    /// `ReactorKit`) or is a library's Rx edition (`kakao-ios-sdk-rx`), not a package that only vends an Rx
    /// product among others (`Moya` with `RxMoya`).
    static func isRxPackage(_ identity: String) -> Bool {
        let lowered = identity.lowercased()
        return lowered.hasPrefix("rx") || lowered.hasSuffix("-rx") || lowered.hasSuffix("_rx")
            || core.union(others).contains { $0.lowercased() == lowered }
    }

    /// The package identity of a repository URL: `https://github.com/ReactiveX/RxSwift.git` -> `RxSwift`.
    static func packageIdentity(ofURL url: String) -> String {
        var last = Path.lastComponent(url.hasSuffix("/") ? String(url.dropLast()) : url)
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }
}
