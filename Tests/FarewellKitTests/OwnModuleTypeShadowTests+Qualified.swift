import Testing

@testable import FarewellKit

/// A module-qualified type name (`Share.ShareView`) is that module's type whatever the calling module declares, and
/// a type alias the calling module declares (`typealias ShareView = LocalShareView`) shadows an imported type of its
/// name as a type declaration does, standing for its target.
@Suite struct QualifiedOwnModuleTypeShadowTests {
    /// `DemoViewController.swift`, importing UIKit, RxSwift, RxCocoa and Share, whose `show()` (its sixth line)
    /// reads `view.rx.didTapCopy` on `let view = <construction>`.
    static func controller(constructing construction: String) -> String {
        """
        import UIKit
        import RxSwift
        import RxCocoa
        import Share
        final class DemoViewController: UIViewController {
            private let bag = DisposeBag()
            func show() { let view = \(construction); view.rx.didTapCopy.subscribe().disposed(by: bag) }
        }
        """
    }

    /// Demo's own `ShareView` and its `Reactive` extension, in a file of their own.
    static let ownShareView =
        "import UIKit\nimport RxSwift\nimport RxCocoa\n" + OwnModuleTypeShadowTests.ownView
        + OwnModuleTypeShadowTests.ownReactive

    /// Demo's `LocalShareView`, the alias `ShareView` of it, and the `Reactive` extension constrained to it.
    static let aliasedShareView = """
        import UIKit
        import RxSwift
        import RxCocoa
        final class LocalShareView: UIView { let copyButton = UIButton() }
        typealias ShareView = LocalShareView
        extension Reactive where Base: LocalShareView {
            var didTapCopy: Observable<Void> { base.copyButton.rx.tap.asObservable() }
        }

        """

    /// The callers of Demo's and Share's `didTapCopy` when the call on line `line` of `DemoViewController.swift` is
    /// `module`'s member: Demo's is declared in `demoFile`.
    static func expected(calling module: String, demoFile: String = "ShareView.swift", line: Int = 7) -> [String] {
        let call = "[\"Sources/Demo/DemoViewController.swift:\(line)\"]"
        return [
            "Demo.Sources/Demo/\(demoFile).Reactive.didTapCopy \(module == "Demo" ? call : "[]")",
            "Share.Sources/Share/ShareView.swift.Reactive.didTapCopy \(module == "Share" ? call : "[]")",
        ]
    }

    @Test func aTypeQualifiedWithTheImportedModuleIsThatModulesThoughTheCallingModuleDeclaresOne() throws {
        let callers = try OwnModuleTypeShadowTests.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(constructing: "Share.ShareView()"),
            "/repo/Sources/Demo/ShareView.swift": Self.ownShareView,
        ])
        #expect(callers == Self.expected(calling: "Share"))
    }

    @Test func aTypeQualifiedWithTheCallingModuleIsItsOwn() throws {
        let callers = try OwnModuleTypeShadowTests.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(constructing: "Demo.ShareView()"),
            "/repo/Sources/Demo/ShareView.swift": Self.ownShareView,
        ])
        #expect(callers == Self.expected(calling: "Demo"))
    }

    @Test func aQualifiedTypeNamedAsTheReceiverIsThatModulesToo() throws {
        let controller = Self.controller(constructing: "0").replacingOccurrences(
            of: "let view = 0; view.rx", with: "Share.ShareView().rx")
        let callers = try OwnModuleTypeShadowTests.callers([
            "/repo/Sources/Demo/DemoViewController.swift": controller,
            "/repo/Sources/Demo/ShareView.swift": Self.ownShareView,
        ])
        #expect(callers == Self.expected(calling: "Share"))
    }

    @Test func anAliasOfTheCallingModuleShadowsTheImportedTypeAndStandsForItsTarget() throws {
        let callers = try OwnModuleTypeShadowTests.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(constructing: "ShareView()"),
            "/repo/Sources/Demo/LocalShareView.swift": Self.aliasedShareView,
        ])
        #expect(callers == Self.expected(calling: "Demo", demoFile: "LocalShareView.swift"))
    }

    @Test func theImportedTypeQualifiedPassesTheCallingModulesAlias() throws {
        let callers = try OwnModuleTypeShadowTests.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(constructing: "Share.ShareView()"),
            "/repo/Sources/Demo/LocalShareView.swift": Self.aliasedShareView,
        ])
        #expect(callers == Self.expected(calling: "Share", demoFile: "LocalShareView.swift"))
    }

    @Test func aPropertyAnnotatedWithTheQualifiedTypeIsThatModulesToo() throws {
        let controller = Self.controller(constructing: "0").replacingOccurrences(
            of: "private let bag = DisposeBag()", with: "private let bag = DisposeBag(); let view: Share.ShareView"
        ).replacingOccurrences(of: "let view = 0; ", with: "")
        let callers = try OwnModuleTypeShadowTests.callers([
            "/repo/Sources/Demo/DemoViewController.swift": controller,
            "/repo/Sources/Demo/ShareView.swift": Self.ownShareView,
        ])
        #expect(callers == Self.expected(calling: "Share"))
    }

    @Test func anAliasOfTheCallingModuleStandsForItsTargetAlsoAsTheReceiver() throws {
        let controller = Self.controller(constructing: "0").replacingOccurrences(
            of: "let view = 0; view.rx", with: "ShareView().rx")
        let callers = try OwnModuleTypeShadowTests.callers([
            "/repo/Sources/Demo/DemoViewController.swift": controller,
            "/repo/Sources/Demo/LocalShareView.swift": Self.aliasedShareView,
        ])
        #expect(callers == Self.expected(calling: "Demo", demoFile: "LocalShareView.swift"))
    }

    @Test func aPrivateAliasOfTheCallingFileStandsForItsTargetThere() throws {
        let aliased = Self.aliasedShareView.replacingOccurrences(of: "typealias ShareView = LocalShareView\n", with: "")
        let controller = Self.controller(constructing: "ShareView()").replacingOccurrences(
            of: "import Share\n", with: "import Share\nprivate typealias ShareView = LocalShareView\n")
        let callers = try OwnModuleTypeShadowTests.callers([
            "/repo/Sources/Demo/DemoViewController.swift": controller,
            "/repo/Sources/Demo/LocalShareView.swift": aliased,
        ])
        #expect(callers == Self.expected(calling: "Demo", demoFile: "LocalShareView.swift", line: 8))
    }

    @Test func anAliasOfTheImportedTypeItselfShadowsNothing() throws {
        let callers = try OwnModuleTypeShadowTests.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(constructing: "ShareView()"),
            "/repo/Sources/Demo/Aliases.swift": "import Share\ntypealias ShareView = Share.ShareView\n",
        ])
        #expect(
            callers == [
                "Share.Sources/Share/ShareView.swift.Reactive.didTapCopy [\"Sources/Demo/DemoViewController.swift:7\"]"
            ])
    }
}
