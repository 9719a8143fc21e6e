import Testing

@testable import FarewellKit

/// A `Reactive` member declared for two bases (`where Base: Adaptable`, `where Base == DefaultsAdapter<DefaultsKeys>`)
/// is called through the one whose clause the receiver's type meets: a `TextVC` adopting `Adaptable` calls the
/// first, a property declared `DefaultsAdapter<DefaultsKeys>` the second.
@Test func aReactiveMemberOfTwoBasesIsCalledThroughTheBaseTheReceiverMeets() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Adaptable.swift": """
        import Cocoa
        import RxSwift
        protocol Adaptable: NSObject {}
        extension Reactive where Base: Adaptable {
            func value<T>(_ k: KeyPath<Base, T>) -> Observable<T> { .never() }
        }
        """,
        "/repo/App/TextVC.swift": """
        import Cocoa
        final class TextVC: NSViewController, Adaptable { @objc dynamic var size: CGFloat = 1 }
        """,
        "/repo/App/DefaultsAdapter+Rx.swift": """
        import SwiftyUserDefaults
        import RxSwift
        extension DefaultsAdapter: ReactiveCompatible {}
        extension Reactive where Base == DefaultsAdapter<DefaultsKeys> {
            func value<T>(_ k: KeyPath<DefaultsKeys, DefaultsKey<T>>) -> Observable<T> { .never() }
        }
        """,
        "/repo/App/VM.swift": """
        import RxSwift
        import SwiftyUserDefaults
        final class VM {
            let vc = TextVC()
            let adapter: DefaultsAdapter<DefaultsKeys> = Defaults
            var s: Observable<CGFloat> { vc.rx.value(\\.size) }
            var scales: Observable<[Double]> { adapter.rx.value(\\.scales) }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Adaptable.swift") == ["value [6]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/DefaultsAdapter+Rx.swift") == ["value [7]"])
}

/// `where Base == NSColorWell` is no member of another class's `Reactive`: `crosshairView.rx.color` of a
/// `CrosshairView` is RxSwift's dynamic member lookup of its `color`, not the color well's member.
@Test func anExactBaseIsNoMemberOfAnotherClasssReactive() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/NSColorWell+Rx.swift": """
        import Cocoa
        import RxSwift
        import RxCocoa
        extension Reactive where Base == NSColorWell {
            var color: ControlProperty<NSColor> { fatalError() }
        }
        """,
        "/repo/App/CrosshairView.swift": """
        import Cocoa
        final class CrosshairView: NSView { var color: NSColor = .black }
        """,
        "/repo/App/ViewController.swift": """
        import Cocoa
        import RxSwift
        import RxCocoa
        final class ViewController: NSViewController {
            @IBOutlet weak var crosshairView: CrosshairView!
            @IBOutlet weak var colorWell: NSColorWell!
            func bind(tint: Observable<NSColor>) {
                _ = tint.bind(to: crosshairView.rx.color)
                _ = tint.bind(to: colorWell.rx.color)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/NSColorWell+Rx.swift") == ["color [9]"])
}

/// A repository `Reactive` member named like an observer's `on(_:)` or RxCocoa's `controlProperty(editingEvents:
/// getter:setter:)` is the repository's where the call's shape is not the library's: a read of `.rx.on`, an
/// unlabeled `controlProperty(\.color)`. Those are callers, not occurrences of the constructs.
@Test func aReactiveMemberNamedLikeALibraryMethodIsCalledByTheShapeTheLibraryLacks() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/NSButton+Rx.swift": """
        import Cocoa
        import RxSwift
        import RxCocoa
        extension Reactive where Base == NSButton {
            var on: ControlProperty<Bool> {
                controlProperty(editingEvents: .valueChanged, getter: { $0.state == .on }, setter: { $0.state = $1 ? .on : .off })
            }
        }
        """,
        "/repo/App/ControlPropertyAdaptable.swift": """
        import Cocoa
        import RxSwift
        import RxCocoa
        protocol ControlPropertyAdaptable: NSObject {}
        extension Reactive where Base: ControlPropertyAdaptable {
            func controlProperty<T>(_ k: ReferenceWritableKeyPath<Base, T>) -> ControlProperty<T> { fatalError() }
        }
        """,
        "/repo/App/TextVC.swift": """
        import Cocoa
        final class TextVC: NSViewController, ControlPropertyAdaptable { @objc dynamic var color: NSColor = .black }
        """,
        "/repo/App/Settings.swift": """
        import Cocoa
        import RxSwift
        import RxCocoa
        final class Settings {
            let checkbox = NSButton()
            let textVC = TextVC()
            func bind(relay: BehaviorSubject<Bool>, tint: Observable<NSColor>) {
                _ = relay.bind(to: checkbox.rx.on)
                _ = tint.bind(to: textVC.rx.controlProperty(\\.color))
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/NSButton+Rx.swift") == ["on [8]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/ControlPropertyAdaptable.swift") == ["controlProperty [9]"])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let settings = try #require(inventory.files.first { $0.path == "App/Settings.swift" })
    #expect(!settings.occurrences.contains { $0.construct == "on" || $0.symbol == "controlProperty" })
}

/// `extension Reactive where Base: Tappable`, a repository protocol, has `tap` and `swipe`. `rx.tap` on a property
/// given a `UIButton` by a function another file declares (`Factory.button(title:)`, `makeButton()`) is RxCocoa's,
/// as on `UIButton()`; on a receiver of unknown type (a closure's `control`), `tap` may be RxCocoa's too, so it calls
/// neither, while `swipe`, which only the protocol's `Reactive` has, is called. A slider adopting `Tappable`, or
/// inheriting from one that does, calls both, also given by a function.
@Test func aReactiveMemberOfAProtocolBaseIsCalledOnlyByReceiversThatMayAdoptIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Tappable+Rx.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        protocol Tappable: AnyObject { var onTap: (() -> Void)? { get set } }
        extension Reactive where Base: Tappable {
            var tap: Observable<Void> { .empty() }
            var swipe: Observable<Void> { .empty() }
        }
        """,
        "/repo/App/Factory.swift": """
        import UIKit
        enum Factory {
            static func button(title: String) -> UIButton { UIButton() }
            static func slider() -> TapSlider { TapSlider() }
        }
        func makeButton() -> UIButton { UIButton() }
        func makeSlider() -> TapSlider { TapSlider() }
        """,
        "/repo/App/TapSlider.swift": """
        import UIKit
        class TapSlider: UISlider, Tappable { var onTap: (() -> Void)? }
        final class BigTapSlider: TapSlider {}
        """,
        "/repo/App/LoginViewController.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        final class LoginViewController: UIViewController {
            let bag = DisposeBag()
            private let loginButton = Factory.button(title: "Log in")
            private let plainButton = UIButton()
            private let slider = Factory.slider()
            private let bigSlider = BigTapSlider()
            private let madeButton = makeButton()
            private let madeSlider = makeSlider()
            func bind() {
                loginButton.rx.tap.subscribe().disposed(by: bag)
                plainButton.rx.tap.subscribe().disposed(by: bag)
                slider.rx.tap.subscribe().disposed(by: bag)
                bigSlider.rx.tap.subscribe().disposed(by: bag)
                loginButton.rx.swipe.subscribe().disposed(by: bag)
                slider.rx.swipe.subscribe().disposed(by: bag)
                onAppear { control in
                    control.rx.tap.subscribe().disposed(by: self.bag)
                    control.rx.swipe.subscribe().disposed(by: self.bag)
                }
                madeButton.rx.tap.subscribe().disposed(by: bag)
                madeSlider.rx.tap.subscribe().disposed(by: bag)
                madeButton.rx.swipe.subscribe().disposed(by: bag)
                madeSlider.rx.swipe.subscribe().disposed(by: bag)
            }
        }
        """,
    ])
    // Lines 15 and 18 on `slider`, 16 on `bigSlider`, 24 and 26 on `madeSlider`; 21 `swipe` on the closure's `control`.
    let lines = try callerLines(fileSystem, declaredIn: "App/Tappable+Rx.swift")
    #expect(lines == ["tap [15, 16, 24]", "swipe [18, 21, 26]"])
}

/// `extension Reactive where Base == CheckBox` has `isEnabled`, named like RxCocoa's, and `checked`: a receiver of
/// unknown type (a closure's `item`) calls `checked`, which nothing else has, but not `isEnabled`, which may be
/// RxCocoa's; a `CheckBox`, also given by a function, calls both, a `UISwitch` neither.
@Test func aReactiveMemberOfAnExactBaseNamedLikeRxCocoasIsCalledOnlyOnThatType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/CheckBox+Rx.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        final class CheckBox: UIControl {}
        func makeCheckBox() -> CheckBox { CheckBox() }
        extension Reactive where Base == CheckBox {
            var isEnabled: Binder<Bool> { Binder(base) { box, on in box.isEnabled = on } }
            var checked: Observable<Bool> { .empty() }
        }
        """,
        "/repo/App/SettingsView.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        final class SettingsView: UIView {
            let bag = DisposeBag()
            private let box = makeCheckBox()
            private let toggle = UISwitch()
            func bind(enabled: Observable<Bool>) {
                enabled.bind(to: box.rx.isEnabled).disposed(by: bag)
                enabled.bind(to: toggle.rx.isEnabled).disposed(by: bag)
                box.rx.checked.subscribe().disposed(by: bag)
                toggle.rx.checked.subscribe().disposed(by: bag)
                onAppear { item in
                    enabled.bind(to: item.rx.isEnabled).disposed(by: self.bag)
                    item.rx.checked.subscribe().disposed(by: self.bag)
                }
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/CheckBox+Rx.swift")
    #expect(lines == ["isEnabled [9]", "checked [11, 15]"])
}

/// A nested base (`where Base: HomeScene.ActionView`) is the nested type: `actionView.rx.dismissed` of a property
/// declared `ActionView` inside `HomeScene` calls its members.
@Test func aReactiveMemberOfANestedBaseIsCalledThroughThatType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/HomeScene+ActionView.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        extension Reactive where Base: HomeScene.ActionView {
            var dismissed: Driver<Void> { base.dismissed.asDriver(onErrorDriveWith: .empty()) }
            var show: Binder<Bool> { Binder(base) { base, show in base.isHidden = !show } }
        }
        extension HomeScene {
            final class ActionView: UIView { let dismissed = PublishSubject<Void>() }
        }
        """,
        "/repo/App/HomeScene.swift": """
        import UIKit
        import RxSwift
        final class HomeScene: UIViewController {
            private lazy var actionView: ActionView = ActionView()
            let bag = DisposeBag()
            func bind(shows: Driver<Bool>) {
                actionView.rx.dismissed.drive().disposed(by: bag)
                shows.drive(actionView.rx.show).disposed(by: bag)
            }
        }
        """,
    ])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/HomeScene+ActionView.swift") == [
            "dismissed [7]", "show [8]", "dismissed []",
        ])
}
