/// Reads a file's role from its name: the feature key that groups related files, the stem a test tests.
enum FileNaming {
    /// Role suffixes stripped to reach the feature key (`UserRepositoryProtocol` -> `User`, a RIB's `HomeBuilder`
    /// -> `Home`, with its interactor and router); longest match first.
    static let roleSuffixes: [String] = [
        "ViewController", "ViewReactor", "ViewModel", "Implementation", "Coordinator", "Controller", "DataSource",
        "Repository", "Interactor", "Navigator", "Presenter", "Interface", "Protocol", "Provider", "Gateway", "Builder",
        "UseCases", "Contract", "Reactor", "Service", "Manager", "UseCase", "Mapper", "Router", "Client", "Screen",
        "Cache",
        "Store", "Model", "Entity", "Request", "Response", "Repo", "Impl", "Type", "View", "Cell", "API", "DTO", "ViewUI",
        "VM", "VC",
    ].sorted { ($0.count, $1) > ($1.count, $0) }

    /// Suffixes of the type names that identify a screen: its view, view controller or view model.
    static let screenSuffixes = ["ViewController", "Controller", "View", "Screen", "ViewModel", "Reactor", "Presenter"]

    /// Whether a type's name says it is a base class for others (`BaseViewController`, `AbstractListView`,
    /// `RxBaseView`): a prefix before a capital letter.
    static func isBaseClass(_ type: String) -> Bool { startsWithWord(type, among: ["Base", "Abstract", "RxBase"]) }

    /// Whether a type's name is an Apple framework's (`UINavigationController`, `NSViewController`): a platform prefix
    /// before a capital letter.
    static func isPlatformType(_ type: String) -> Bool { startsWithWord(type, among: ["UI", "NS"]) }

    /// Whether `type` starts with one of `prefixes` followed by a capital letter (`BaseView`, not `Baseline`).
    private static func startsWithWord(_ type: String, among prefixes: [String]) -> Bool {
        prefixes.contains { type.hasPrefix($0) && type.dropFirst($0.count).first?.isUppercase == true }
    }

    /// Implementation prefixes stripped too (`DefaultUserRepository` -> `UserRepository`).
    static let rolePrefixes = ["Concrete", "Default", "Live", "Real"]

    /// Suffixes of test files: `LoginViewModelTests` tests `LoginViewModel`.
    static let testSuffixes = ["Tests", "Test", "Specs", "Spec"]

    /// Names of test doubles: `MockAlertService` stands in for `AlertService`.
    static let testDoubles = ["Mock", "Stub", "Fake", "Spy", "Dummy"]

    /// Whether a type's name says it is a test double: `MockChatRoomUsecase`, `ChatRoomsUsecaseSpy`, `DummyClock`
    /// (a role word before a capital letter, or at the end).
    static func isTestDouble(_ type: String) -> Bool {
        testDoubles.contains(where: type.hasSuffix) || startsWithWord(type, among: testDoubles)
    }

    /// The file name without extension and without an extension-file tail: `UIButton+Rx.swift` -> `UIButton`.
    static func stem(_ path: String) -> String {
        let stem = Path.stem(path)
        return extendedType(ofStem: stem) ?? stem
    }

    /// A file's name in a task title: its stem (`UIButton` of `UIButton+Rx.swift`), or, where that names a
    /// framework (`Cocoa+Rx.swift`, `Rx+Extensions.swift`), the type its first occurrence is in
    /// (`DisposableViewController`), or, where it names an Rx type (`Observable+CatchError.swift`) or is the tests of an
    /// extension file (`UIViewController+PresentableTests.swift`), the whole file name with its category
    /// (`Observable+CatchError`): `Observable` or `UIViewController` alone reads as the type, not the file.
    static func title(_ path: String, _ occurrences: [Occurrence]) -> String {
        let whole = Path.stem(path)
        if extendsRxType(path) || whole.contains("+") && ["Tests", "Spec"].contains(where: whole.hasSuffix) {
            return whole
        }
        let stem = stem(path)
        guard frameworks.contains(stem),
            let type = occurrences.lazy.compactMap({ $0.enclosing?.split(separator: ".").first }).first
        else { return stem }
        // `extension Reactive where Base: UIScrollView` in `Extension + Rx.swift`: its Rx extensions, not RxSwift's type.
        return type == "Reactive" ? "Rx extensions" : String(type)
    }

    /// Module names an extension file's stem may give (`Cocoa+Rx.swift`) that name no type of the repository.
    static let frameworks: Set<String> = [
        "Cocoa", "UIKit", "AppKit", "Foundation", "SwiftUI", "Combine", "Rx", "RxSwift", "RxCocoa", "RxRelay",
        "ObjectiveC", "WebKit", "MapKit", "CoreData", "CoreLocation",
    ]

    /// The standard catalog's type names (`Observable`, `ObservableType`, `Single`, `Driver`, `Reactive`), which the
    /// stem of a file extending one gives (`Observable+CatchError.swift`, `Reactive+UIKit.swift`).
    static let rxTypes = Set(Catalog.standard.constructs.filter(\.isType).flatMap(\.symbols))

    /// Whether the file's name says it extends an Rx type (`Observable+CatchError.swift`, `Reactive+UIKit.swift`): not
    /// `Observable.swift`, a type of the project's own, nor `UIButton+Rx.swift`.
    static func extendsRxType(_ path: String) -> Bool {
        extendedType(ofStem: Path.stem(path)).map(rxTypes.contains) ?? false
    }

    /// The type an extension file's stem names before its `+`: `UIButton` for `UIButton+Rx` (and `ProfileView + Bind`);
    /// after it where the name before is a word for extensions (`Extension + UIButton`, `Extensions+Rx`); nil without
    /// one.
    static func extendedType(ofStem stem: String) -> String? {
        guard let plus = stem.utf8.firstIndex(of: UInt8(ascii: "+")) else { return nil }
        let before = stem[..<plus].trimmingSpaces()
        guard extensionWords.contains(String(before)) else { return before.isEmpty ? nil : String(before) }
        let after = stem[stem.utf8.index(after: plus)...].trimmingSpaces()
        return after.isEmpty || after.contains("+") ? nil : String(after)
    }

    /// Words a file's stem may start with before the type it extends (`Extension + UIButton.swift`).
    static let extensionWords: Set<String> = ["Extension", "Extensions", "Extention", "Extentions", "Ext"]

    /// The type an RxCocoa delegate proxy's stem wraps: `GridLayout` for `RxGridLayoutDelegateProxy`, `TableView`
    /// for `RxTableViewDataSourceProxy`; nil for other stems.
    static func proxiedType(ofStem stem: String) -> String? {
        guard stem.hasPrefix("Rx"), let suffix = ["DelegateProxy", "DataSourceProxy"].first(where: stem.hasSuffix),
            stem.utf8.count > suffix.utf8.count + 2
        else { return nil }
        return String(stem.dropFirst(2).dropLast(suffix.count))
    }

    /// The tail of a file that keeps another file's old Rx path: `ThemeViewModel+Rx.swift`.
    static let rxFileSuffix = "+Rx.swift"

    /// `Dir/Name.swift` for `Dir/Name+Rx.swift`, nil for any other path. The tasks, the skill and rules.md tell
    /// agents to move a migrated file's old Rx path and its shims there; `check` counts the two files together
    /// (`Checker.RxFilePairs`) and the plan gives the `+Rx.swift` file to the cleanup wave (`KeptRxFiles`).
    static func home(ofRxFile path: String) -> String? {
        guard path.hasSuffix(rxFileSuffix) else { return nil }
        return String(path.dropLast(rxFileSuffix.utf8.count)) + ".swift"
    }

    /// `Dir/Name+Rx.swift` for `Dir/Name.swift`, the inverse of `home(ofRxFile:)`: where a migration task keeps the
    /// file's old Rx path. A file already named `+Rx.swift` is that file itself: it keeps its own old path, and its
    /// new code goes to `asyncFile(ofRxFile:)` (`createdFile(beside:)` gives either).
    static func rxFile(of path: String) -> String {
        (path.hasSuffix(".swift") ? String(path.dropLast(".swift".utf8.count)) : path) + rxFileSuffix
    }

    /// The tail of the file holding the new code of a `+Rx.swift` file a migration task migrates:
    /// `UIButton+Async.swift`.
    static let asyncFileSuffix = "+Async.swift"

    /// `Dir/Name+Async.swift` for `Dir/Name+Rx.swift`, nil for any other path. A `+Rx.swift` file in a migration
    /// task's scope (`UIButton+Rx.swift`, an `extension Reactive where Base: UIButton`) is already where the old Rx
    /// path and the shims go: it keeps them, the new code (the plain core of each Rx member) goes to this file, and
    /// once it is there `KeptRxFiles` gives the `+Rx.swift` file to the cleanup wave. Not `Dir/Name.swift`:
    /// `UIButton.swift` would read as the declaration of a type the app does not declare, and may be another task's.
    static func asyncFile(ofRxFile path: String) -> String? {
        home(ofRxFile: path).map { String($0.dropLast(".swift".utf8.count)) + asyncFileSuffix }
    }

    /// The file a migration task creates beside `path`, a file of its scope: `Dir/Name+Rx.swift` for the old Rx path
    /// of `Dir/Name.swift`, `Dir/Name+Async.swift` for the new code of `Dir/Name+Rx.swift`.
    static func createdFile(beside path: String) -> String { asyncFile(ofRxFile: path) ?? rxFile(of: path) }

    /// The folder holding the file.
    static func folder(_ path: String) -> String { Path.parent(path) }

    /// The shared feature name: role prefixes and suffixes stripped until none applies; never empty.
    /// A numbered role (`SignupViewModel2`) counts as the role. A role's own name (`ViewController`, `ViewModel`:
    /// a project's base classes) names no feature: it is its own key, not `View`.
    static func featureKey(_ name: String) -> String {
        if roleSuffixes.contains(name) { return name }
        var key = name
        let bare = String(name.reversed().drop { $0.isASCII && $0.isNumber }.reversed())
        if bare.count < name.count, roleSuffixes.contains(where: { bare.hasSuffix($0) && bare.count > $0.count }) {
            key = bare
        }
        var changed = true
        while changed {
            changed = false
            for prefix in rolePrefixes where key.hasPrefix(prefix) {
                let rest = key.dropFirst(prefix.count)
                if rest.count >= 2, rest.first?.isUppercase == true {
                    key = String(rest)
                    changed = true
                }
            }
            for suffix in roleSuffixes where key.hasSuffix(suffix) && key.count > suffix.count {
                var rest = key.dropLast(suffix.count)
                // `Main.ViewController` of a namespaced file name: `Main`.
                if rest.count > 1, rest.last == "." { rest = rest.dropLast() }
                // A framework's prefix is no feature: `UIView` and `UIViewController` are not both `UI`.
                if rest.count <= 2, rest.allSatisfy({ $0.isASCII && $0.isUppercase }) { return key }
                key = String(rest)
                changed = true
                break
            }
        }
        return key
    }

    /// The feature key as files are matched on it: case does not count (`GitHub` and `Github` meet).
    static func matchKey(_ name: String) -> String { featureKey(name).lowercased() }

    /// The stem a test file or test double tests (`FooTests`, `MockFoo`, `FooStub` -> `Foo`), or nil.
    static func testedStem(_ stem: String) -> String? {
        var name = stem
        for suffix in testSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        for double in testDoubles {
            if name.hasPrefix(double), name.count > double.count + 1,
                name.dropFirst(double.count).first?.isUppercase == true
            {
                name = String(name.dropFirst(double.count))
            } else if name.hasSuffix(double), name.count > double.count {
                name = String(name.dropLast(double.count))
            }
        }
        return name == stem ? nil : name
    }

    /// Modules a test module probably tests, best first: `NetworkingTests` -> `Networking`.
    static func testedModules(_ module: String) -> [String] {
        var names: [String] = []
        for suffix in ["UnitTests", "UITests", "Tests", "Test", "Specs", "Spec"] where module.hasSuffix(suffix) {
            let base = String(module.dropLast(suffix.count))
            if !base.isEmpty, !names.contains(base) { names.append(base) }
        }
        return names
    }

    /// A slug: lower-case letters and digits joined by single dashes.
    static func slug(_ words: [String]) -> String {
        var out = ""
        var dash = false
        for char in words.joined(separator: " ").lowercased() {
            if char.isASCII, char.isLetter || char.isNumber {
                if dash, !out.isEmpty { out.append("-") }
                out.append(char)
                dash = false
            } else {
                dash = true
            }
        }
        return out.isEmpty ? "task" : out
    }
}

extension Substring {
    /// Without the spaces at either end.
    fileprivate func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
