/// A library's Rx edition: a package that vends the plain library's products beside its Rx ones
/// (`kakao-ios-sdk-rx` gives `KakaoSDKAuth` and `RxKakaoSDKAuth`). While a target takes a product without Rx from it,
/// deleting its package line breaks the build: the cleanup replaces it with the plain edition or keeps it
/// (`RxDependency.plainProducts`).
enum RxEditions {
    /// Words of a package identity that name no library (`kakao-ios-sdk-rx` is Kakao's).
    private static let genericWords: Set<String> = ["ios", "swift", "sdk", "rx"]

    /// Whether a product a target depends on is no Rx library's: `KakaoSDKAuth`, `Moya`; not `RxKakaoSDKAuth`,
    /// `ReactorKit` or another module of the catalog's (`Differentiator`, `RIBs`).
    static func isPlainProduct(_ name: String) -> Bool {
        !RxLibraries.isRx(name) && !Catalog.standardImportModules.contains(name)
    }

    /// Whether a package identity, in any case, is a library's Rx edition: `kakao-ios-sdk-rx`, `Foo_RX`.
    static func isEdition(_ identity: String) -> Bool {
        let lowered = identity.lowercased()
        return lowered.count > 3 && (lowered.hasSuffix("-rx") || lowered.hasSuffix("_rx"))
    }

    /// The URL of the plain edition of an edition's URL, a guess the cleanup offers:
    /// `https://github.com/kakao/kakao-ios-sdk.git` for `https://github.com/kakao/kakao-ios-sdk-rx.git`; nil for a URL
    /// of no edition.
    static func plainURL(of url: String) -> String? {
        var base = url.hasSuffix("/") ? String(url.dropLast()) : url
        let suffix = base.hasSuffix(".git") ? ".git" : ""
        base.removeLast(suffix.count)
        guard isEdition(Path.lastComponent(base)) else { return nil }
        return String(base.dropLast(3)) + suffix
    }

    /// The products of `names` (what targets depend on, as a manifest spells them) that the edition `identity` gives
    /// when no manifest says which package vends a product (Tuist's `.external(name: "KakaoSDKAuth")`): those without
    /// Rx that start with the library's first own word (`Kakao` of `kakao-ios-sdk-rx`), unless another package of
    /// `packages` (the identities the manifest lists) is named after the product or is the plain edition
    /// (`kakao-ios-sdk`), which then gives them. Sorted; empty for a package that is no edition.
    static func products(of identity: String, among names: some Sequence<String>, packages: [String]) -> [String] {
        guard isEdition(identity) else { return [] }
        let lowered = Set(packages.map { $0.lowercased() })
        let edition = identity.lowercased()
        let words = edition.split(whereSeparator: { "-_.".contains($0) }).map(String.init)
        guard let word = words.first(where: { $0.count > 2 && !genericWords.contains($0) }),
            !lowered.contains(String(edition.dropLast(3)))
        else { return [] }
        let products = names.filter { name in
            isPlainProduct(name) && name.lowercased().hasPrefix(word) && !lowered.contains(name.lowercased())
        }
        return Array(Set(products)).sorted()
    }
}
