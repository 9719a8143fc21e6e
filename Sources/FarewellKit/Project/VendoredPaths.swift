/// Folders the repository walker skips: dependency managers' checkouts, build output, asset catalogs,
/// and committed copies of RxSwift's own sources and of the Rx libraries CocoaPods installed.
package enum VendoredPaths {
    /// Folder names skipped wherever they appear.
    static let excludedNames: Set<String> = [
        "Pods", "Carthage", ".build", "DerivedData", "SourcePackages", "checkouts", ".git", "node_modules",
        "xcuserdata", ".swiftpm", ".hg", ".svn", "vendor",
    ]
    /// Folder extensions skipped wherever they appear (bundles that hold no compiled Swift, Xcode file
    /// templates, whose Swift has `___FILEBASENAME___` placeholders and no target, and playgrounds, whose pages
    /// no target compiles).
    static let excludedExtensions: [String] = [
        ".xcassets", ".xcframework", ".framework", ".xcworkspace", ".dSYM", ".lproj", ".xcdatamodeld", ".bundle",
        ".xctemplate", ".playground",
    ]

    /// True when any component of `directoryPath` is a folder the walker must not enter: also a project template's
    /// folder named with a placeholder (cookiecutter's `{{cookiecutter.name}}`), whose manifests and code are
    /// filled in when the template is used.
    package static func isExcluded(directoryPath: String) -> Bool {
        directoryPath.split(separator: "/").contains { component in
            excludedNames.contains(String(component))
                || excludedExtensions.contains { component.hasSuffix($0) && component.count > $0.count }
                || component.contains("{{")
        }
    }

    /// True for an Xcode file template committed without its `.xctemplate` extension: a folder holding
    /// `TemplateInfo.plist`, whose Swift files have `___FILEBASENAME___` placeholders and no target.
    package static func isFileTemplate(entryNames: [String]) -> Bool {
        entryNames.contains("TemplateInfo.plist")
    }

    /// Files and folders whose presence marks a copy of an Rx library, by the folder name it is committed under.
    static let signatures: [String: Set<String>] = [
        "RxSwift": [
            "Observable.swift", "ObservableType.swift", "Disposables", "ObserverType.swift", "DisposeBag.swift",
        ],
        "RxCocoa": [
            "RxCocoa.swift", "Traits", "RxCocoa.h", "ControlEvent.swift", "ControlProperty.swift",
            "DelegateProxy.swift",
            "DelegateProxyType.swift",
        ],
        "RxRelay": ["BehaviorRelay.swift", "PublishRelay.swift", "ReplayRelay.swift"],
        "RxBlocking": ["BlockingObservable.swift", "BlockingObservable+Operators.swift"],
        "RxTest": ["TestScheduler.swift", "TestableObserver.swift", "Recorded.swift"],
        // RxTest's name up to RxSwift 2.
        "RxTests": ["TestScheduler.swift", "TestableObserver.swift", "Recorded.swift"],
    ]

    /// True for a committed copy of RxSwift's sources: a folder named like an Rx library holding two of its
    /// signature entries, or any folder holding three of RxSwift's; or a copy of an Rx pod: a folder holding the
    /// JSON spec CocoaPods writes of an Rx library of the folder's name (`external/RxDataSources` with
    /// `RxDataSources.podspec.json`, `Action` with `Action.podspec.json`); or a clone of an Rx library's repository:
    /// its Ruby `.podspec` of the folder's name beside the license and changelog a published library keeps
    /// (`Packages/RxRealm`). A team's own pod has a Ruby `.podspec` and rarely a changelog.
    package static func isVendoredRxCopy(directoryPath: String, entryNames: [String]) -> Bool {
        copiedLibrary(directoryPath: directoryPath, entryNames: entryNames) != nil
    }

    /// The library a committed copy is of (`isVendoredRxCopy`): the folder's name (RxTest for `RxTests`, its name
    /// up to RxSwift 2), or RxSwift for a folder of another name holding three of RxSwift's signature entries; nil
    /// for a folder that is no copy.
    package static func copiedLibrary(directoryPath: String, entryNames: [String]) -> String? {
        let entries = Set(entryNames)
        let name = Path.lastComponent(directoryPath)
        let library = name == "RxTests" ? "RxTest" : name
        if let signature = signatures[name], signature.intersection(entries).count >= 2 { return library }
        if RxLibraries.isRx(name), entries.contains(name + ".podspec.json") { return library }
        if RxLibraries.isRx(name), entries.contains(name + ".podspec"),
            entries.contains("CHANGELOG.md") && entries.contains(where: { $0.hasPrefix("LICENSE") })
        {
            return library
        }
        return (signatures["RxSwift"] ?? []).intersection(entries).count >= 3 ? "RxSwift" : nil
    }
}
