import Testing

@testable import FarewellKit

/// A repository's `Reactive` member is no callee of `.rx.name` on a receiver its code types with a UIKit class
/// (`cancelButton.rx.tap` on `let cancelButton = UIButton()`), which reaches RxCocoa's member of that name,
/// whatever the other types of the repository are called or adopt.
@Test func aReactiveMemberOfACustomBaseIsNoCalleeOfRxCocoasMemberOnAUIKitProperty() throws {
    let files = [
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "DS"), .target(name: "DSR", dependencies: ["DS"]),
            .target(name: "F", dependencies: ["DS", "DSR"]),
        ])
        """,
        "/repo/Sources/DS/Base.swift": """
        import UIKit
        public class PopupAlertView: UIControl { public let cancelButton = UIButton() }
        """,
        "/repo/Sources/DS/TextAlertView.swift": """
        import UIKit
        public final class TextAlertView: PopupAlertView {}
        extension TextAlertView: UITextFieldDelegate {}
        """,
        "/repo/Sources/DS/CheeringButtonView.swift": """
        import UIKit
        public final class CheeringButtonView: UIView { public let containerButton = UIButton() }
        """,
        "/repo/Sources/DS/RadioView.swift": """
        import UIKit
        public final class RadioView: UIView { public lazy var containerButton: UIButton = UIButton() }
        """,
        "/repo/Sources/DSR/CheeringButtonView+Reactive.swift": """
        import RxSwift
        import RxCocoa
        public extension Reactive where Base == CheeringButtonView {
            var tap: ControlEvent<Void> { base.containerButton.rx.tap }
        }
        """,
        "/repo/Sources/F/ScreenViewController.swift": """
        import RxSwift
        import RxCocoa
        import DS
        enum Kind: CaseIterable { case one, two }
        final class ScreenViewController {
            private let alert = TextAlertView()
            private let cheering = CheeringButtonView()
            let bag = DisposeBag()
            func bind() {
                alert.cancelButton.rx.tap.bind { }.disposed(by: bag)
                let buttons = Kind.allCases.map { _ in
                    let v = RadioView()
                    return v
                }
                _ = Observable.merge(buttons.map { button in button.containerButton.rx.tap.map { 1 } })
                cheering.rx.tap.bind { }.disposed(by: bag)
            }
        }
        """,
    ]
    // Only line 16 is the custom base's `tap`. Line 10 taps the `UIButton` `TextAlertView` inherits from
    // `PopupAlertView` (its extension's protocol is no superclass); line 15 one every `containerButton` is.
    let lines = try callerLines(InMemoryFileSystem(files), declaredIn: "Sources/DSR/CheeringButtonView+Reactive.swift")
    #expect(lines == ["tap [16]"])
}

/// A name a closure declares as its parameter (`{ (_, locked) -> Bool in locked }`, also typed: `(_, locked: Bool)
/// throws -> Bool`) is the parameter, in the header and inside the closure: no read of an inherited property of that
/// name, which only `self.locked` is.
@Test func aClosureParameterIsNoCallerOfAnInheritedPropertyOfItsName() throws {
    let files = [
        "/repo/App/Store.swift": """
        import RxSwift
        class Store { var locked: Observable<Bool> { .just(false) } }
        """,
        "/repo/App/SubStore.swift": """
        import RxSwift
        final class SubStore: Store {
            func go(_ t: Observable<Void>) {
                _ = t.withLatestFrom(self.locked, resultSelector: { (_, locked) -> Bool in locked })
                _ = t.withLatestFrom(self.locked) { (_, locked: Bool) throws -> Bool in try check(locked) }
            }
        }
        """,
    ]
    let lines = try callerLines(InMemoryFileSystem(files), declaredIn: "App/Store.swift")
    #expect(lines == ["locked [4, 5]"])
}

/// A closure's parameter named like an inherited property names it only inside the closure: the receiver the closure
/// is passed to (`error.subscribe(onNext: { [weak self] (error) in … })`, also without a capture list or parentheses)
/// is the inherited property, a caller.
@Test func aClosureParameterDoesNotHideTheInheritedPropertyItsClosureSubscribesTo() throws {
    let files = [
        "/repo/App/ViewController.swift": """
        import RxSwift
        class ViewController { let failure = PublishSubject<String>() }
        """,
        "/repo/App/LoginViewController.swift": """
        import RxSwift
        final class LoginViewController: ViewController {
            let bag = DisposeBag()
            func bind() {
                failure.subscribe(onNext: { [weak self] (failure) in
                    print(failure, self as Any)
                }).disposed(by: bag)
                failure.subscribe(onNext: { failure in print(failure) }).disposed(by: bag)
            }
        }
        """,
    ]
    let lines = try callerLines(InMemoryFileSystem(files), declaredIn: "App/ViewController.swift")
    #expect(lines == ["failure [5, 8]"])
}

/// A member read on a library's shared instance (`Auth.auth()`, `Messaging.messaging()`, `UIApplication.shared`: a
/// static member of a type the repository does not declare) is the library type's, not a repository protocol's or
/// type's of that name; a repository type's shared instance or factory (`UserService.shared`) still calls its own.
@Test func aMemberOfALibrarysSharedInstanceIsNoCallerOfTheRepositorysMemberOfThatName() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UserUsecase.swift": """
        import RxSwift
        protocol UserUsecase {
            func signOut() -> Observable<Void>
        }
        """,
        "/repo/App/FirebaseUserUsecase.swift": """
        import RxSwift
        import FirebaseAuth
        final class FirebaseUserUsecase: UserUsecase {
            func signOut() -> Observable<Void> {
                Observable.create { o in
                    try? Auth.auth().signOut()
                    Messaging.messaging().signOut()
                    UIApplication.shared.signOut()
                    o.onCompleted()
                    return Disposables.create()
                }
            }
        }
        """,
        "/repo/App/UserService.swift": """
        import RxSwift
        final class UserService {
            static let shared = UserService()
            static func make() -> UserService { UserService() }
            func signOut() -> Observable<Void> { .empty() }
        }
        """,
        "/repo/App/SettingsViewModel.swift": """
        import RxSwift
        final class SettingsViewModel {
            let usecase: UserUsecase
            func signOut() {
                _ = usecase.signOut()
                _ = UserService.shared.signOut()
                _ = UserService.make().signOut()
                _ = Auth.auth().signOut()
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/UserUsecase.swift") == ["signOut [5]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/UserService.swift") == ["signOut [6, 7]"])
}

/// A receiver of a library's Rx type (`useCase.poster(for: 1)`, whose declared result is an `Observable`, or a name
/// declared with one) reaches the members of Rx types' extensions, not those of a type the repository extends without
/// declaring it (`extension String: WithImage`), however the calling file names that type (`let title: String`).
@Test func anRxChainCallsNoMemberOfAPlainTypesExtensionItsFileNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/WithImage.swift": """
        import RxSwift
        protocol WithImage { func getImage(with p: WithImage?) -> Observable<Int> }
        extension ObservableType where Self: Observable<WithImage> {
            func getImage(with p: WithImage?) -> Observable<Int> { .just(1) }
        }
        extension String: WithImage { func getImage(with p: WithImage?) -> Observable<Int> { .just(2) } }
        protocol ImagesUseCase { func poster(for id: Int) -> Observable<WithImage> }
        """,
        "/repo/App/VM.swift": """
        import RxSwift
        final class VM {
            let title: String = ""
            let useCase: ImagesUseCase
            let images: Observable<WithImage> = .empty()
            init(u: ImagesUseCase) {
                useCase = u
                _ = useCase.poster(for: 1).getImage(with: nil)
                _ = images.getImage(with: nil)
                _ = title.getImage(with: nil)
            }
        }
        """,
    ])
    // The requirement, the stream's extension, `String`'s, then `poster`.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/WithImage.swift") == [
            "getImage []", "getImage [8, 9]", "getImage [10]", "poster [8]",
        ])
}

/// A call passing `nil` for an Rx-typed parameter, or leaving out one with a default value, passes no stream: it
/// keeps compiling when the parameter's type becomes an `AsyncStream`, so it is no caller. That holds for a struct's
/// memberwise initializer (`Banner(reload: nil)` of `let reload: PublishSubject<Void>?`) and for an initializer or a
/// function whose every Rx type is a labeled parameter's; a call passing a stream (`Banner(reload: tap)`) still is,
/// and so is a call of one whose result is Rx (`poster(reload: nil)`).
@Test func aNilArgumentIsNoCallerOfAnRxTypedParameter() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Banner.swift": """
        import SwiftUI
        import RxSwift
        struct Banner: View { let reload: PublishSubject<Void>?; var body: some View { EmptyView() } }
        """,
        "/repo/App/Poster.swift": """
        import RxSwift
        final class Poster {
            init(title: String, reload: PublishSubject<Void>? = nil) {}
            func show(reload: Observable<Void>?, animated: Bool) {}
            func poster(reload: Observable<Void>?) -> Single<Int> { .just(1) }
        }
        """,
        "/repo/App/A.swift": """
        import SwiftUI
        struct A: View {
            var body: some View { Banner(reload: nil) }
            func make() {
                let poster = Poster(title: "a", reload: nil)
                _ = Poster(title: "b")
                poster.show(reload: nil, animated: true)
                _ = poster.poster(reload: nil)
            }
        }
        """,
        "/repo/App/B.swift": """
        import SwiftUI
        import RxSwift
        struct B: View {
            let tap = PublishSubject<Void>()
            var body: some View { Banner(reload: tap) }
            func make() {
                let poster = Poster(title: "c", reload: tap)
                poster.show(reload: tap.asObservable(), animated: false)
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let callers = { (path: String) in
        try #require(inventory.files.first { $0.path == path }).apis.map { api in
            "\(api.name) " + api.callers.map { "\($0.path):\($0.line):\($0.column)" }.joined(separator: ", ")
        }
    }
    let banner = try callers("App/Banner.swift")
    let poster = try callers("App/Poster.swift")
    #expect(banner == ["reload App/B.swift:5:27"])
    #expect(
        poster == [
            "init App/B.swift:7:22", "show App/B.swift:8:16", "poster App/A.swift:8:20",
        ])
}

/// An unlabeled `nil` argument passes no stream either, as a labeled one does: the argument at a parameter's position
/// is that parameter's when every parameter before it takes one (`reload(nil)` of `reload(_ trigger:
/// Observable<Void>? = nil)`, `pair(nil, nil)`, `after(1, nil)`, `Screen(nil)`, `run(nil) { }`), and a call passing
/// fewer arguments leaves it to its default value (`reload()`, `after(2)`). A call of a function whose result is Rx
/// (`load(nil, limit: 3)`) or one passing a stream at that position (`pair(nil, Observable.just(1))`) still is a
/// caller.
@Test func anUnlabeledNilArgumentIsNoCallerOfAnRxTypedParameter() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Loader.swift": """
        import RxSwift
        final class Loader {
            func load(_ trigger: Observable<Void>?, limit: Int) -> Single<[Int]> { .just([]) }
            func reload(_ trigger: Observable<Void>? = nil) {}
            func pair(_ a: Observable<Int>?, _ b: Observable<Int>?) {}
            func after(_ count: Int, _ trigger: Observable<Void>? = nil) {}
            func run(_ trigger: Observable<Void>?, _ done: () -> Void) {}
        }
        final class Screen {
            init(_ trigger: Observable<Void>?) {}
        }
        """,
        "/repo/App/Use.swift": """
        import RxSwift
        let tap = PublishSubject<Void>()
        let loader = Loader()
        func use() {
            _ = loader.load(nil, limit: 3)
            loader.reload(nil)
            loader.reload()
            loader.pair(nil, nil)
            loader.after(1, nil)
            loader.after(2)
            _ = Screen(nil)
            loader.run(nil) {}
        }
        func passes() {
            loader.reload(tap)
            loader.pair(nil, Observable.just(1))
            loader.after(3, tap)
            _ = Screen(tap)
            loader.run(tap.asObservable()) {}
        }
        """,
    ])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Loader.swift") == [
            "load [5]", "reload [15]", "pair [16]", "after [17]", "run [19]", "init [18]",
        ])
}

/// A nested type named in a type annotation (`var output: ListViewModel.Output?`) is no call of its initializer; its
/// call (`ListViewModel.Output(rows: rows)`) is.
@Test func aNestedTypeInAnAnnotationIsNoCallOfItsInitializer() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ListViewModel.swift": """
        import RxCocoa
        final class ListViewModel {
            struct Output {
                let rows: Driver<[String]>
                init(rows: Driver<[String]>) { self.rows = rows }
            }
        }
        """,
        "/repo/App/ListViewController.swift": """
        import RxCocoa
        final class ListViewController {
            var output: ListViewModel.Output?
            var outputs: [ListViewModel.Output] = []
            func bind(rows: Driver<[String]>) {
                output = ListViewModel.Output(rows: rows)
                output = ListViewModel.Output.init(rows: rows)
                outputs = [rows].map(ListViewModel.Output.init)
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/ListViewModel.swift")
    #expect(lines == ["rows []", "init [6, 7, 8]"])
}
