import Testing

@testable import FarewellKit

@Suite struct ProjectVendoredTests {
    @Test(arguments: [
        ("Pods", true), ("ios/Pods/RxSwift", true), ("Carthage/Checkouts", true), (".build", true),
        ("App/Assets.xcassets", true), ("Vendor/Rx.xcframework", true), ("App.xcodeproj", false),
        ("Sources/Pod", false), ("Sources/App", false), ("DerivedData", true), ("node_modules/x", true),
        ("Templates/MVVM.xctemplate/Default", true), ("Docs/Sketch.playground/Pages/Intro.xcplaygroundpage", true),
        ("Sources/playground", false), ("Templates/Feature/{{cookiecutter.name}}", true),
        ("Templates/Feature/{{cookiecutter.name}}/Sources", true),
    ])
    func excludedFolders(path: String, excluded: Bool) {
        #expect(VendoredPaths.isExcluded(directoryPath: path) == excluded)
    }

    @Test func committedRxCopiesAreRecognised() {
        #expect(
            VendoredPaths.isVendoredRxCopy(
                directoryPath: "Vendor/RxSwift", entryNames: ["Observable.swift", "ObservableType.swift", "Rx.swift"]))
        #expect(
            VendoredPaths.isVendoredRxCopy(
                directoryPath: "ThirdParty/RxRelay", entryNames: ["BehaviorRelay.swift", "PublishRelay.swift"]))
        #expect(
            VendoredPaths.isVendoredRxCopy(
                directoryPath: "Sources/RxCocoa",
                entryNames: ["ControlEvent.swift", "DelegateProxy.swift", "UIButton+Rx.swift"]))
        #expect(
            VendoredPaths.isVendoredRxCopy(
                directoryPath: "Lib/Reactive", entryNames: ["Disposables", "ObserverType.swift", "DisposeBag.swift"]))
        // RxTest under its RxSwift 2 name, copied into an app that draws marble diagrams with it.
        #expect(
            VendoredPaths.isVendoredRxCopy(
                directoryPath: "RxMarbles/RxTests",
                entryNames: ["ColdObservable.swift", "Recorded.swift", "Schedulers", "TestableObserver.swift"]))
        #expect(
            VendoredPaths.isVendoredRxCopy(
                directoryPath: "external/RxDataSources", entryNames: ["RxDataSources.podspec.json", "Sources"]))
        #expect(
            VendoredPaths.isVendoredRxCopy(directoryPath: "external/Action", entryNames: ["Action.podspec.json"]))
        // A clone of a library's repository: its podspec beside its license and changelog.
        #expect(
            VendoredPaths.isVendoredRxCopy(
                directoryPath: "Packages/RxRealm",
                entryNames: ["CHANGELOG.md", "LICENSE", "Package.swift", "RxRealm.podspec", "Sources"]))
    }

    @Test func appFoldersWithRxNamesAreNotCopies() {
        #expect(
            !VendoredPaths.isVendoredRxCopy(directoryPath: "App/RxSwift", entryNames: ["Observable+Extensions.swift"]))
        #expect(
            !VendoredPaths.isVendoredRxCopy(
                directoryPath: "App/Rx", entryNames: ["Observable.swift", "DisposeBag.swift"]))
        // A team's own Rx pod, and another library's spec.
        #expect(
            !VendoredPaths.isVendoredRxCopy(
                directoryPath: "Modules/RxUtils", entryNames: ["RxUtils.podspec", "Sources"]))
        #expect(
            !VendoredPaths.isVendoredRxCopy(
                directoryPath: "Modules/RxUtils", entryNames: ["LICENSE", "RxUtils.podspec", "Sources"]))
        #expect(
            !VendoredPaths.isVendoredRxCopy(directoryPath: "external/Alamofire", entryNames: ["Alamofire.podspec.json"])
        )
    }
}
