import Testing

@testable import FarewellKit

/// Members reached through the repository's own generic wrapper property, as RxSwift's `rx` is reached
/// (`button.ext.isEnabled` of `var ext: Ext<Self>` in a protocol extension `UIView` adopts).

/// Each API of the file at `path` with its callers (`Ext.isEnabled ["App/AViewController.swift:8"]`).
private func callerLines(_ inventory: Inventory, declaredIn path: String) throws -> [String] {
    let apis = try #require(inventory.files.first { $0.path == path }).apis
    return apis.map { "\($0.container ?? "").\($0.name) \($0.callers.map(\.description))" }
}

/// The wrapper, its protocol and the protocol extension giving every `UIView` its `ext`.
private let wrapperSource = """
    import UIKit
    public struct Ext<T> { public private(set) var type: T; public init(_ t: T) { type = t } }
    public protocol Extended { associatedtype T; var ext: Ext<T> { get set } }
    extension Extended { public var ext: Ext<Self> { get { Ext(self) } set {} } }
    extension UIView: Extended {}
    """

/// `button.ext.isEnabled` calls the `isEnabled` of `extension Ext where T == UIButton` though the calling file never
/// names `Ext`: `ext` is declared `Ext<Self>` in a protocol extension `UIView` adopts, and a `UIButton` is a `UIView`.
@Test func aMemberReachedThroughAnOwnGenericWrapperPropertyHasItsCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Ext.swift": wrapperSource,
        "/repo/App/UIButton+Ext.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        extension Ext where T == UIButton {
            var isEnabled: Binder<Bool> { Binder(type) { $0.isEnabled = $1 } }
        }
        """,
        "/repo/App/AViewController.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        final class AViewController: UIViewController {
            let bag = DisposeBag()
            var button: UIButton!
            func bind(_ enabled: Driver<Bool>) {
                enabled.drive(button.ext.isEnabled).disposed(by: bag)
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        try callerLines(inventory, declaredIn: "App/UIButton+Ext.swift") == [
            #"Ext.isEnabled ["App/AViewController.swift:8"]"#
        ])
}

/// Where `where T == X` narrows the wrapper's extensions, the receiver's type picks among them as Swift does: a
/// `UIButton` reaches `T == UIButton`'s `isEnabled` (over `T: UIControl`'s), a `UILabel` `T == UILabel`'s, a repository
/// subclass of `UIButton` `T: UIControl`'s, and a `UILabel` or a `UIView` (`views: [UIView]`) none of them; a receiver of
/// unknown type (`stack` is no property) reaches a member only one extension declares (`isAnimating`), not one several
/// declare (`isEnabled`).
@Test func aWrapperExtensionsRequirementPicksTheReceiversMember() throws {
    let rxExtension = { (requirement: String, members: String) in
        "import UIKit\nimport RxSwift\nimport RxCocoa\nextension Ext where \(requirement) {\n\(members)\n}\n"
    }
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Ext.swift": wrapperSource,
        "/repo/App/UIButton+Ext.swift": rxExtension(
            "T == UIButton", "var isEnabled: Binder<Bool> { Binder(type) { $0.isEnabled = $1 } }"),
        "/repo/App/UILabel+Ext.swift": rxExtension(
            "T == UILabel", "var isEnabled: Binder<Bool> { Binder(type) { $0.isEnabled = $1 } }"),
        "/repo/App/UIControl+Ext.swift": rxExtension(
            "T: UIControl",
            """
            var isEnabled: Binder<Bool> { Binder(type) { $0.isEnabled = $1 } }
            var isHighlighted: Binder<Bool> { Binder(type) { $0.isHighlighted = $1 } }
            """),
        "/repo/App/UIActivityIndicatorView+Ext.swift": rxExtension(
            "T == UIActivityIndicatorView",
            "var isAnimating: Binder<Bool> { Binder(type) { $1 ? $0.startAnimating() : $0.stopAnimating() } }"),
        "/repo/App/LoadingButton.swift": """
        import UIKit
        final class LoadingButton: UIButton {}
        """,
        "/repo/App/FormView.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        final class FormView: UIView {
            let bag = DisposeBag()
            var button: UIButton!
            var label: UILabel!
            var loadingButton: LoadingButton!
            func bind(_ on: Driver<Bool>, views: [UIView]) {
                on.drive(button.ext.isEnabled).disposed(by: bag)
                on.drive(label.ext.isEnabled).disposed(by: bag)
                on.drive(loadingButton.ext.isEnabled).disposed(by: bag)
                on.drive(loadingButton.ext.isHighlighted).disposed(by: bag)
                on.drive(label.ext.isHighlighted).disposed(by: bag)
                views.forEach { view in on.drive(view.ext.isEnabled).disposed(by: bag) }
                stack.arrangedSubviews.forEach { spinner in on.drive(spinner.ext.isAnimating).disposed(by: bag) }
                stack.arrangedSubviews.forEach { view in on.drive(view.ext.isEnabled).disposed(by: bag) }
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        try callerLines(inventory, declaredIn: "App/UIButton+Ext.swift") == [
            #"Ext.isEnabled ["App/FormView.swift:10"]"#
        ])
    #expect(
        try callerLines(inventory, declaredIn: "App/UILabel+Ext.swift") == [#"Ext.isEnabled ["App/FormView.swift:11"]"#]
    )
    #expect(
        try callerLines(inventory, declaredIn: "App/UIControl+Ext.swift") == [
            #"Ext.isEnabled ["App/FormView.swift:12"]"#, #"Ext.isHighlighted ["App/FormView.swift:13"]"#,
        ])
    #expect(
        try callerLines(inventory, declaredIn: "App/UIActivityIndicatorView+Ext.swift") == [
            #"Ext.isAnimating ["App/FormView.swift:16"]"#
        ])
}

/// A wrapper property declared in the type it wraps, under another name than its type (`var kit: Kit<Session>` in
/// `Session`), reaches its type's members too: on a `Session` (`session.kit.refresh()`) and on a value of unknown type
/// (`holder.session.kit.refresh()`), not another type's `refresh()` the file never names.
@Test func aWrapperPropertyOfItsOwnTypeReachesItsTypesMembers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Session.swift": """
        struct Kit<Base> { let base: Base }
        final class Session { var kit: Kit<Session> { Kit(base: self) } }
        """,
        "/repo/App/Kit+Session.swift": """
        import RxSwift
        extension Kit where Base == Session {
            func refresh() -> Single<Int> { .just(1) }
        }
        """,
        "/repo/App/Feed.swift": """
        import RxSwift
        final class Feed { func refresh() -> Single<Int> { .just(2) } }
        """,
        "/repo/App/Store.swift": """
        import RxSwift
        final class Store {
            let session: Session
            init(session: Session) { self.session = session }
            func load() -> Single<Int> { session.kit.refresh() }
            func reload(_ holder: AnyHolder) -> Single<Int> { holder.session.kit.refresh() }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        try callerLines(inventory, declaredIn: "App/Kit+Session.swift") == [
            #"Kit.refresh ["App/Store.swift:5", "App/Store.swift:6"]"#
        ])
    #expect(try callerLines(inventory, declaredIn: "App/Feed.swift") == [#"Feed.refresh []"#])
}
