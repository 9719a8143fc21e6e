extension Catalog {
    /// RxCocoa's UI bindings.
    static let uiBindingEntries: [Construct] = [
        Construct(
            id: "rx", category: .uiBinding, module: "RxCocoa",
            // A parameter or local named `rx` is that value (`let rx = EventView(...)`); a call (`name.rx()`) is an
            // app's function: RxCocoa's `rx` is a property.
            match: Match(.anywhere, isShadowedByLocals: true, propertyOnly: true),
            concurrency: "on a view: UIAction / addTarget / delegate callbacks, or an AsyncStream wrapping them; "
                + "on anything else: the wrapped library's async API",
            combine: "publisher(for:) (KVO) / NotificationCenter publisher",
            note: "Any use in code (`button.rx.tap`, `base.rx`). `.rx.tap`/`.rx.text` become UIAction and "
                + "addTarget(.editingChanged); `rx.didScroll` becomes a KVO publisher on contentOffset. On a "
                + "non-view base (a network provider, an SDK's API object: `UserApi.shared.rx.me()`) the `.rx` goes "
                + "with the call after it, replaced by the library's async or callback API; some have their own "
                + "row: `rx.notification`, `rx.observe`, `rx.contentOffset`, `rx.request` (Moya).",
            weight: 2,
            examples: ["button.↓rx.tap.subscribe()", "let r = self.↓rx"],
            counterExamples: [
                "let rx = 1", "let s = \"rx\"", "func f(rx: Int) {}", "f(rx: 1)",
                "func f() { let rx = EventView(); show([rx]) }", "func f(rx: EventView) { show(rx) }",
                "Notifications.hideHelpWindow.rx().subscribe()",
            ],
            appKit: Construct.AppKitText(
                concurrency: "on a view: target/action (`NSButton.action`), `NSControl` notifications or delegate "
                    + "callbacks, or an AsyncStream wrapping them; on anything else: the wrapped library's async API",
                combine: "publisher(for:) (KVO) / NotificationCenter publisher",
                note: "Any use in code (`button.rx.tap`, `base.rx`). `.rx.tap` becomes the button's target/action "
                    + "(`button.action = #selector(tapped(_:))`), `.rx.text` an observer of "
                    + "`NSControl.textDidChangeNotification` (or the delegate's `controlTextDidChange(_:)`); a "
                    + "KVO-compliant property's stream becomes `publisher(for:)` or `observe(_:options:changeHandler:)`. "
                    + "On a non-view base (a network provider, an SDK's API object: `UserApi.shared.rx.me()`) the `.rx` "
                    + "goes with the call after it, replaced by the library's async or callback API; some have their "
                    + "own row: `rx.notification`, `rx.observe`, `rx.request` (Moya).")
        ),
        Construct(
            id: "rx_member", category: .uiBinding, module: "RxCocoa", symbols: ["rx_"],
            match: Match(.anywhere, isPrefix: true, isShadowedByRepository: true),
            concurrency: "what replaces its RxSwift 3+ spelling `.rx.x` (`rx_tap` is `rx.tap`): on a view, UIAction / "
                + "addTarget / delegate callbacks, or an AsyncStream wrapping them; on anything else, the wrapped "
                + "library's async API",
            combine: "what replaces `.rx.x`: a control's publisher, `publisher(for:)` (KVO), a NotificationCenter "
                + "publisher",
            note: "RxSwift 2's spelling of `.rx.x`, which RxSwift 3 replaced: RxCocoa 2's `button.rx_tap`, "
                + "`field.rx_text`, `tableView.rx_itemSelected`, and the `rx_` members of the extensions of its day "
                + "(RxMKMapView's `mapView.rx_willStartLoadingMap`): any name starting with `rx_`, read as a member or "
                + "bare on `self`, migrated as its `.rx.x` would be (upgrading RxSwift renames it first). A name the "
                + "repository declares itself in any file (`var rx_hidden: AnyObserver<Bool>` in its `extension "
                + "UIView`), a parameter or a local of that name is its own; NSObject+Rx 2's `rx_disposeBag` is "
                + "`rx_disposeBag`.",
            weight: 2,
            examples: [
                "button.↓rx_tap.subscribeNext { print($0) }",
                "import RxCocoa\nlet query = searchBar.↓rx_text.throttle(0.3, scheduler: MainScheduler.instance)",
                "import RxMKMapView\nmapView\n    .↓rx_willStartLoadingMap\n    .subscribeNext { print(\"start\") }",
                "final class Button: UIButton {\n    func bind() { ↓rx_tap.subscribe() }\n}",
            ],
            counterExamples: [
                "extension UIView {\n    var rx_hidden: AnyObserver<Bool> { AnyObserver { _ in } }\n"
                    + "    func hide() { _ = self.rx_hidden }\n}",
                "func bind(rx_text: Observable<String>) { _ = rx_text }", "let rx_value = 1\nprint(rx_value)",
                "let names = items.map { rx_item in rx_item.name }", "let s = \"rx_text\"", "let a = rx_",
            ],
            appKit: Construct.AppKitText(
                concurrency: "what replaces its RxSwift 3+ spelling `.rx.x` (`rx_tap` is `rx.tap`): on a view, its "
                    + "target/action (`NSButton.action`), `NSControl` notifications or delegate callbacks, or an "
                    + "AsyncStream wrapping them; on anything else, the wrapped library's async API",
                combine: "what replaces `.rx.x`: a NotificationCenter publisher of the control's notifications, "
                    + "`publisher(for:)` (KVO)",
                note: "RxSwift 2's spelling of `.rx.x`, which RxSwift 3 replaced: RxCocoa 2's `button.rx_tap`, "
                    + "`field.rx_text`, and the `rx_` members of the extensions of its day: any name starting with "
                    + "`rx_`, read as a member or bare on `self`, migrated as its `.rx.x` would be (upgrading RxSwift "
                    + "renames it first). A name the repository declares itself in any file, a parameter or a local "
                    + "of that name is its own; NSObject+Rx 2's `rx_disposeBag` is `rx_disposeBag`.")
        ),
        Construct(
            id: "Reactive", category: .uiBinding, module: "RxSwift", symbols: ["Reactive", "ReactiveCompatible"],
            concurrency: "plain methods / AsyncStream properties on the type itself", combine: "publishers on the type",
            note: "Any use in code, typically `extension Reactive where Base: UIView`.",
            weight: 3,
            examples: ["extension ↓Reactive where Base: UILabel {}", "extension Thing: ↓ReactiveCompatible {}"]
        ),
        Construct(
            id: "Binder", category: .uiBinding, module: "RxCocoa", match: .type,
            concurrency: "a @MainActor method or property setter", combine: "assign(to:on:)",
            note: "Only as a type (`Binder<`, `-> Binder<`, `Binder(self.base)`).",
            weight: 2,
            examples: ["var isBusy: ↓Binder<Bool> { ↓Binder(base) { v, b in v.isHidden = b } }"],
            counterExamples: ["let binder = Glue()"]
        ),
        Construct(
            id: "ControlEvent", category: .uiBinding, module: "RxCocoa", symbols: ["ControlEvent", "ControlProperty"],
            concurrency: "UIAction / addTarget wrapped in an AsyncStream", combine: "a UIControl publisher",
            note: "Any use in code.",
            weight: 2,
            examples: ["var tap: ↓ControlEvent<Void> { base.rx.tap }", "let text: ↓ControlProperty<String?>"],
            appKit: Construct.AppKitText(
                concurrency: "the control's target/action (`NSButton.action`) or `NSControl` notifications, wrapped "
                    + "in an AsyncStream",
                combine: "a NotificationCenter publisher of the control's notifications, or `publisher(for:)` (KVO)",
                note: "Any use in code.")
        ),
        Construct(
            id: "DelegateProxy", category: .uiBinding, module: "RxCocoa",
            symbols: [
                "DelegateProxy", "DelegateProxyType", "RxTableViewDataSourceType", "RxCollectionViewDataSourceType",
                "RxPickerViewDataSourceType", "SectionedViewDataSourceType", "HasDelegate", "HasDataSource",
                "HasPrefetchDataSource",
            ],
            concurrency: "a plain delegate object forwarding into an AsyncStream continuation",
            combine: "a delegate forwarding into a PassthroughSubject",
            note: "Any use in code; custom delegate proxies are among the hardest parts to migrate. RxCocoa's "
                + "data source protocols too (`RxTableViewDataSourceType`, `SectionedViewDataSourceType`, which "
                + "`rx.model(at:)` reads), and the `HasDelegate`/`HasDataSource` conformances a proxy needs.",
            weight: 5,
            examples: [
                "final class Proxy: ↓DelegateProxy<UIScrollView, UIScrollViewDelegate>, ↓DelegateProxyType {}",
                "final class Source: NSObject, UICollectionViewDataSource, ↓SectionedViewDataSourceType {}",
                "extension CLLocationManager: ↓HasDelegate {\n    public typealias Delegate = CLLocationManagerDelegate\n}",
                "extension RxPickerViewDataSource: ↓RxPickerViewDataSourceType {}",
            ]
        ),
        Construct(
            id: "installForwardDelegate", category: .uiBinding, module: "RxCocoa",
            match: Match(.member, requiredImport: "RxCocoa"),
            concurrency: "the view's own delegate, set directly (a plain delegate object forwarding where needed)",
            combine: "the view's own delegate",
            note: "After a `.`, where RxCocoa is imported: a delegate proxy handing its calls on to another delegate.",
            weight: 2,
            examples: [
                "import RxCocoa\nlet token = proxy.↓installForwardDelegate(self, retainDelegate: false, "
                    + "onProxyForObject: view)"
            ],
            counterExamples: ["func installForwardDelegate() {}"]
        ),
        Construct(
            id: "RxCocoaDelegateProxy", category: .uiBinding, module: "RxCocoa",
            symbols: [
                "RxScrollViewDelegateProxy", "RxTableViewDelegateProxy", "RxTableViewDataSourceProxy",
                "RxTableViewDataSourcePrefetchingProxy", "RxCollectionViewDelegateProxy",
                "RxCollectionViewDataSourceProxy", "RxCollectionViewDataSourcePrefetchingProxy",
                "RxTextViewDelegateProxy", "RxTextStorageDelegateProxy", "RxTextFieldDelegateProxy",
                "RxSearchBarDelegateProxy", "RxSearchControllerDelegateProxy", "RxTabBarDelegateProxy",
                "RxTabBarControllerDelegateProxy", "RxNavigationControllerDelegateProxy", "RxPickerViewDelegateProxy",
                "RxPickerViewDataSourceProxy", "RxWKNavigationDelegateProxy", "RxWebViewDelegateProxy",
            ],
            match: Match(.type, requiredImport: "RxCocoa"),
            concurrency: "the view's own delegate (or data source) object, forwarding into an AsyncStream "
                + "continuation; what the app adds to the proxy (a conformance, an override) moves to that object",
            combine: "a delegate object forwarding into a PassthroughSubject, with the same conformances",
            note: "RxCocoa's own delegate and data source proxies as types, in files that import RxCocoa: an app "
                + "extends one with a conformance so `rx.setDelegate` forwards it "
                + "(`extension RxCollectionViewDelegateProxy: UICollectionViewDelegateFlexLayout {}`), subclasses "
                + "one, or names it (`RxTableViewDelegateProxy.proxy(for: tableView)`). A project's own type of such "
                + "a name is its own.",
            weight: 3,
            examples: [
                "import RxCocoa\nextension ↓RxCollectionViewDelegateProxy: UICollectionViewDelegateFlexLayout {}",
                "import RxCocoa\nfinal class Proxy: ↓RxScrollViewDelegateProxy {}\n"
                    + "let p = ↓RxTableViewDataSourceProxy.proxy(for: tableView)",
            ],
            counterExamples: [
                "extension RxCollectionViewDelegateProxy: UICollectionViewDelegateFlexLayout {}",
                "import RxCocoa\nlet name = \"RxTableViewDelegateProxy\"",
            ]
        ),
        Construct(
            id: "DelegateProxy.proxy", category: .uiBinding, module: "RxCocoa", symbols: ["proxy"],
            match: .member(.label(["for"])),
            concurrency: "a plain delegate object forwarding into an AsyncStream continuation",
            combine: "a delegate forwarding into a PassthroughSubject",
            note: "A delegate proxy's `proxy(for:)` (`RxPickerDelegateProxy.proxy(for: base)`): what a `+Rx.swift` "
                + "extension chains on it (`methodInvoked`, `map`) counts in its chain.",
            weight: 1,
            examples: [
                "RxPickerDelegateProxy.↓proxy(for: base)\n    .methodInvoked(#selector(Delegate.didPick(_:)))\n"
                    + "    .map { $0 }"
            ],
            counterExamples: ["let p = registry.proxy(named: key)", "func proxy(for view: UIView) {}"]
        ),
        Construct(
            id: "methodInvoked", category: .uiBinding, module: "RxCocoa", symbols: ["methodInvoked", "sentMessage"],
            match: .member(.receiver(["rx", "delegate", "dataSource"]), .rxChain),
            concurrency: "override the method (or adopt the delegate) and yield into an AsyncStream",
            combine: "override the method and send into a PassthroughSubject",
            note: "`rx.methodInvoked(#selector(...))` and `sentMessage`, and a delegate proxy's "
                + "(`rx.delegate.methodInvoked`): observing Objective-C messages, which Swift Concurrency has no "
                + "counterpart for.",
            weight: 4,
            examples: [
                "let appeared = rx.↓methodInvoked(#selector(UIViewController.viewDidAppear(_:)))",
                "let rows = tableView.rx.delegate\n"
                    + "    .↓methodInvoked(#selector(UITableViewDelegate.tableView(_:didSelectRowAt:)))",
                "let proxy = RxPickerDelegateProxy.proxy(for: base)\n"
                    + "let picked = proxy.↓methodInvoked(#selector(Delegate.didPick(_:)))",
                "let cancelled = RxPickerDelegateProxy.proxy(for: base)\n"
                    + "    .↓methodInvoked(#selector(Delegate.didCancel(_:)))",
            ],
            counterExamples: ["let seen = log.methodInvoked(name)"]
        ),
        Construct(
            id: "controlEvent", category: .uiBinding, module: "RxCocoa", symbols: ["controlEvent"],
            match: .member(.receiver(["rx"]), .rxChain),
            concurrency: "a `UIAction` (`addAction(_:for:)`) yielding into an AsyncStream",
            combine: "a publisher over the control's target-action (`addTarget(_:action:for:)`)",
            note: "`rx.controlEvent(.touchUpInside)`, also bare in an `extension Reactive` (where `Base: UIControl`, "
                + "AppKit's `controlEvent` property where `Base == NSButton`): a custom control's events as an RxCocoa "
                + "type.",
            weight: 3,
            examples: [
                "let taps = button.rx.↓controlEvent(.touchUpInside)",
                "extension Reactive where Base: Pager {\n    var paged: ControlEvent<Void> {\n"
                    + "        let events = ↓controlEvent(.valueChanged)\n        return events\n    }\n}",
                "extension Reactive where Base == NSButton {\n"
                    + "    var toggle: Observable<Bool> { ↓controlEvent.map { base.state == .on } }\n}",
            ],
            counterExamples: [
                "let event = recorder.controlEvent(.touchUpInside)",
                "extension NSButton {\n    var pressed: Bool { controlEvent.isEmpty }\n}",
                "extension Reactive where Base == Recorder {\n"
                    + "    var last: Int { let controlEvent = base.events; return controlEvent.count }\n}",
            ],
            appKit: Construct.AppKitText(
                concurrency: "the control's target/action (`control.action = #selector(changed(_:))`) yielding into "
                    + "an AsyncStream",
                combine: "a NotificationCenter publisher of the control's notifications "
                    + "(`NSControl.textDidChangeNotification`)",
                note: "`rx.controlEvent`, also bare in an `extension Reactive where Base: NSControl`: a custom "
                    + "control's action as an RxCocoa type.")
        ),
        Construct(
            id: "controlProperty", category: .uiBinding, module: "RxCocoa",
            match: Match(.member, proofs: [.receiver(["rx"]), .rxChain], excludesUnlabeledArgument: true),
            concurrency: "a `UIAction` (`addAction(_:for:)`) yielding the control's value, read in it, into an "
                + "AsyncStream",
            combine: "a publisher over the control's target-action (`addTarget(_:action:for:)`)",
            note: "`rx.controlProperty(editingEvents:getter:setter:)`, also bare in an `extension Reactive where Base: "
                + "UIControl`: a custom control's value as an RxCocoa type. Not with an unlabeled argument "
                + "(`vc.rx.controlProperty(\\.color)`): a repository's own `Reactive` member.",
            weight: 3,
            examples: [
                "extension Reactive where Base: Toggle {\n    var isOn: ControlProperty<Bool> {\n"
                    + "        ↓controlProperty(\n            editingEvents: .valueChanged, getter: { $0.isOn },\n"
                    + "            setter: { $0.isOn = $1 })\n    }\n}",
                "let value = slider.rx.↓controlProperty(\n    editingEvents: .valueChanged, getter: { $0.value },\n"
                    + "    setter: { $0.value = $1 })",
            ],
            counterExamples: ["let color = textViewController.rx.controlProperty(\\.color)"],
            appKit: Construct.AppKitText(
                concurrency: "the control's target/action (`control.action = #selector(changed(_:))`) yielding its "
                    + "value (`stringValue`, `state`), read in it, into an AsyncStream",
                combine: "`publisher(for:)` (KVO) on the control's value, or its notifications "
                    + "(`NSControl.textDidChangeNotification`)",
                note: "`rx.controlProperty(editingEvents:getter:setter:)`, also bare in an `extension Reactive where "
                    + "Base: NSControl`: a custom control's value as an RxCocoa type.")
        ),
        Construct(
            id: "orEmpty", category: .uiBinding, module: "RxCocoa",
            match: Match(.member, proofs: [.rxChain], propertyOnly: true),
            concurrency: "`field.text ?? \"\"` read in the control's `.editingChanged` action",
            combine: "`.map { $0 ?? \"\" }` on the text publisher",
            note: "RxCocoa's `rx.text.orEmpty` (a `String?` property's values as `String`), in an Rx chain; the "
                + "`rx` is counted too.",
            weight: 1,
            examples: ["let query = searchBar.rx.text.↓orEmpty.asDriver()"],
            counterExamples: [
                "let name = form.text.orEmpty",
                // A project's own operator (`func orEmpty() -> Observable<Element>` swallowing errors).
                "let image = loader.rx.loadImage(with: url).orEmpty()",
            ],
            appKit: Construct.AppKitText(
                concurrency: "`field.stringValue` (never nil) read in the field's action or on its "
                    + "`NSControl.textDidChangeNotification`",
                combine: "`.map { $0 ?? \"\" }` on the text publisher",
                note: "RxCocoa's `rx.text.orEmpty` (a `String?` property's values as `String`), in an Rx chain; the "
                    + "`rx` is counted too.")
        ),
        Construct(
            id: "rx.contentOffset", category: .uiBinding, module: "RxCocoa", symbols: ["contentOffset"],
            match: .member(.receiver(["rx"])),
            concurrency: "the scroll view delegate's `scrollViewDidScroll(_:)` reading `contentOffset`, or KVO "
                + "`scrollView.observe(\\.contentOffset, options: [.new])`, yielding into an AsyncStream",
            combine: "`scrollView.publisher(for: \\.contentOffset)`",
            note:
                "`scrollView.rx.contentOffset` (`tableView.rx.contentOffset`, also bare in an `extension Reactive "
                + "where Base: UIScrollView`), a `ControlProperty` RxCocoa feeds from the scroll view's delegate; the "
                + "`rx` is counted too. Keep the KVO observation's token as long as the stream; bound to "
                + "(`bind(to: scrollView.rx.contentOffset)`), it is an assignment of `scrollView.contentOffset` in the "
                + "loop.",
            weight: 2,
            examples: [
                "let offsets = tableView.rx.↓contentOffset.map { $0.y }",
                "func restore(_ saved: Observable<CGPoint>) { saved.bind(to: scrollView.rx.↓contentOffset) }",
                "extension Reactive where Base: UIScrollView {\n"
                    + "    var nearTop: Observable<Bool> { ↓contentOffset.map { $0.y < 40 } }\n}",
            ],
            counterExamples: ["let y = tableView.contentOffset.y", "scrollView.contentOffset = .zero"]
        ),
        Construct(
            id: "rx.items", category: .uiBinding, module: "RxCocoa", symbols: ["items"],
            match: Match(.member, proofs: [.receiver(["rx"])], excludedLabels: ["cellType"]),
            concurrency:
                "a diffable data source (`UITableViewDiffableDataSource`, `UICollectionViewDiffableDataSource`) "
                + "whose cell provider configures the cell, fed a snapshot for each new list",
            combine: "a diffable data source fed snapshots from a publisher",
            note: "RxCocoa's table and collection view binding after `rx.` (`tableView.rx.items(cellIdentifier: "
                + "\"Cell\")`, `rx.items(dataSource:)`); the `rx` is counted too. Bound to (`bind(to: "
                + "tableView.rx.items) { … }`), the binding is the data source, not a loop assigning a property. A "
                + "repository's own `Reactive` member of the name taking a cell type first (`rx.items(cellType: "
                + "Cell.self)`) is not counted.",
            weight: 2,
            examples: [
                "items.bind(to: tableView.rx.↓items(cellIdentifier: \"Cell\")) { _, item, cell in }",
                "items.drive(collectionView.rx.↓items(dataSource: dataSource))",
            ],
            counterExamples: [
                "let rows = section.items", "viewModel.items.bind(to: relay)",
                "items.drive(tableView.rx.items(cellType: PostCell.self)) { $2.configure(with: $1) }",
            ]
        ),
        Construct(
            id: "rx.itemSelected", category: .uiBinding, module: "RxCocoa",
            symbols: [
                "modelSelected", "itemSelected", "modelDeselected", "itemDeselected", "modelDeleted", "itemDeleted",
                "itemMoved", "itemInserted", "itemAccessoryButtonTapped", "willDisplayCell", "didEndDisplayingCell",
            ],
            match: Match(.member, proofs: [.receiver(["rx"])], excludedLabels: ["dataSource"]),
            concurrency: "the delegate's or data source's method (`tableView(_:didSelectRowAt:)`, "
                + "`collectionView(_:didSelectItemAt:)`, `tableView(_:commit:forRowAt:)`…), reading the model from "
                + "the data source (`dataSource.itemIdentifier(for: indexPath)`), yielding into an AsyncStream where "
                + "a stream is wanted",
            combine: "the delegate's methods sending into a subject",
            note: "RxCocoa's table and collection view events after `rx.` (`rx.modelSelected(Book.self)`, "
                + "`rx.itemSelected`, `rx.itemDeleted`); the `rx` is counted too. A repository's own `Reactive` "
                + "member of the name taking a data source (`rx.itemSelected(dataSource: ds)`) is not counted.",
            weight: 2,
            examples: [
                "let picked = tableView.rx.↓modelSelected(Book.self)",
                "collectionView.rx.↓itemSelected.subscribe(onNext: { print($0) })",
            ],
            counterExamples: ["let picked = tableView.rx.itemSelected(dataSource: dataSource)"]
        ),
    ]

    /// Schedulers.
    static let schedulerEntries: [Construct] = [
        Construct(
            id: "MainScheduler", category: .scheduler, module: "RxSwift",
            symbols: ["MainScheduler", "ConcurrentMainScheduler"],
            concurrency: "@MainActor", combine: "DispatchQueue.main / RunLoop.main",
            note: "Any use in code.",
            weight: 1,
            examples: ["x.observe(on: ↓MainScheduler.instance)"]
        ),
        Construct(
            id: "DispatchQueueScheduler", category: .scheduler, module: "RxSwift",
            symbols: [
                "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler", "CurrentThreadScheduler",
                "OperationQueueScheduler", "ImmediateSchedulerType", "SchedulerType", "VirtualTimeScheduler",
                "HistoricalScheduler",
            ],
            concurrency: "an actor or Task priority", combine: "a DispatchQueue scheduler",
            note: "Any use in code.",
            weight: 2,
            examples: ["let s = ↓ConcurrentDispatchQueueScheduler(qos: .background)"],
            counterExamples: ["let d: RxTimeInterval = .seconds(1)"]
        ),
        Construct(
            id: "RxTimeInterval", category: .scheduler, module: "RxSwift",
            concurrency: "Duration (`.milliseconds(800)`, `.seconds(1)`), which `Task.sleep(for:)` and the clocks take",
            combine: "DispatchQueue.SchedulerTimeType.Stride (`.milliseconds(800)`, `.seconds(1)`)",
            note: "Any use in code: RxSwift's alias of `DispatchTimeInterval`, a span of time "
                + "(`RxTimeInterval.milliseconds(800)`), not a scheduler.",
            weight: 1,
            examples: [
                "let d: ↓RxTimeInterval = .seconds(1)", "let wait = ↓RxTimeInterval.milliseconds(800)",
                "func debounce(_ dueTime: ↓RxTimeInterval) {}",
            ],
            counterExamples: ["let d: DispatchTimeInterval = .seconds(1)", "let d: Duration = .milliseconds(800)"]
        ),
    ]

    /// RxTest, RxBlocking, RxNimble and ReactorKit's stub of a reactor.
    static let testSupportEntries: [Construct] = [
        Construct(
            id: "TestScheduler", category: .testSupport, module: "RxTest",
            symbols: ["TestScheduler", "TestableObserver", "TestableObservable", "TestTime"],
            concurrency: "async tests: await the values (AsyncSequence prefix / collect)", combine: "a test scheduler",
            note: "Any use in code.",
            weight: 3,
            examples: [
                "let scheduler = ↓TestScheduler(initialClock: 0)", "var observer: ↓TestableObserver<Int>!",
                "func at(_ time: ↓TestTime) {}",
            ]
        ),
        Construct(
            id: "Recorded", category: .testSupport, module: "RxTest", match: .type,
            concurrency: "an array of expected values", combine: "an array of expected values",
            note: "Only as a type (`Recorded<`, `Recorded.next(`).",
            weight: 2,
            examples: ["let events: [↓Recorded<Event<Int>>] = [↓Recorded.next(0, 1)]"],
            counterExamples: ["let recorded = true"]
        ),
        Construct(
            id: "Recorded.event", category: .testSupport, module: "RxTest", symbols: ["next", "completed", "error"],
            match: Match(.anywhere, proofs: [.timeArgument], requiredImport: "RxTest"),
            concurrency: "the expected values, in order, that the async test collects",
            combine: "the expected values a test subscriber records",
            note: "An event at a virtual time, in files that import RxTest: its first argument is a whole number "
                + "(`.next(10, 1)`, `next(100, .refresh)`, `.completed(20)`, `.error(30, e)`).",
            weight: 1,
            examples: [
                "import RxTest\nlet xs = scheduler.createHotObservable([.↓next(10, 1), .↓completed(20)])",
                "import RxTest\nXCTAssertEqual(observer.events, [↓next(0, true), .↓error(5, E.x)])",
            ],
            counterExamples: [
                "import RxTest\nlet page = iterator.next()", "import RxTest\nobserver.on(.next(count))",
                "let xs = [Recorded.next(10, 1)]",
            ]
        ),
        Construct(
            id: "createObserver", category: .testSupport, module: "RxTest",
            symbols: ["createObserver", "createHotObservable", "createColdObservable"],
            match: Match(.member, requiredImport: "RxTest"),
            concurrency:
                "`createObserver`: await the async function / collect the AsyncSequence; `createHotObservable`, "
                + "`createColdObservable`: the test's input, an `AsyncStream` whose continuation the test feeds "
                + "(`yield`, then `finish()`), or the values themselves",
            combine: "XCTestExpectation + sink; the input: a `PassthroughSubject` the test sends to",
            note: "After a `.` (`scheduler.createObserver(Int.self)`), where RxTest is imported; AXSwift's "
                + "`app.createObserver { }` is not counted.",
            weight: 2,
            examples: ["import RxTest\nlet o = scheduler.↓createObserver(Int.self)"],
            counterExamples: [
                "func createObserver() {}", "import RxSwift\nimport AXSwift\nlet o = app.createObserver { _, _, _ in }",
            ]
        ),
        Construct(
            id: "toBlocking", category: .testSupport, module: "RxBlocking",
            match: .member,
            concurrency: "`try await` the async function, or collect the AsyncSequence in the test",
            combine: "XCTestExpectation + sink",
            note: "After a `.` (`.toBlocking().first()`), in files that see Rx; the `BlockingObservable` call after "
                + "it (`first()`, `toArray()`, `materialize()`) counts as `BlockingObservable`.",
            weight: 2,
            examples: ["import RxBlocking\nlet v = try single.↓toBlocking(timeout: 1).single()"],
            counterExamples: ["let v = try toBlocking(cache)"]
        ),
        Construct(
            id: "RxNimble.events", category: .testSupport, module: "RxNimble", symbols: ["events"],
            match: Match(.member, proofs: [.label(["scheduler"])], requiredImport: "RxNimble"),
            concurrency: "collect the AsyncSequence's values in the test and compare them",
            combine: "collect the publisher's values with an expectation and compare them",
            note: "RxNimble's `expect(stream).events(scheduler:disposeBag:)`, in files that import RxNimble.",
            weight: 1,
            examples: [
                "import RxNimble\nexpect(observable).↓events(scheduler: scheduler, disposeBag: bag).to(equal([]))"
            ],
            counterExamples: ["import RxNimble\nlet e = log.events(since: date)", "let e = log.events(scheduler: s)"]
        ),
        Construct(
            id: "Resources", category: .testSupport, module: "RxSwift",
            match: Match(
                .anywhere, proofs: [.receiver(["RxSwift"]), .nextMember(["total"])], requiredImport: "RxSwift"),
            concurrency: "drop it: nothing counts live tasks; a test finds a leak by a `weak` reference to the owner "
                + "that turns nil",
            combine: "drop it: a test finds a leak by a `weak` reference to the owner that turns nil",
            note: "RxSwift's debug counter of live resources (`RxSwift.Resources.total`, `Resources.total`, also in a "
                + "string's interpolation), built with `TRACE_RESOURCES`, in files that import RxSwift: the "
                + "`RxSwift.` qualifier or the `.total` read after it; a project's own `Resources` (`Resources.icon`, "
                + "R.swift's) is not counted.",
            weight: 1,
            examples: [
                "import RxSwift\nprint(\"resources: \\(RxSwift.↓Resources.total)\")",
                "import RxSwift\nXCTAssertEqual(↓Resources.total, initial)",
            ],
            counterExamples: [
                "import RxSwift\nenum Resources { static let icon = \"icon\" }\nlet icon = Resources.icon",
                "let n = Resources.total", "import RxSwift\nlet bundle = Resources.bundle",
            ]
        ),
        Construct(
            id: "Reactor.stub", category: .testSupport, module: "ReactorKit", symbols: ["isStubEnabled", "stub"],
            match: Match(
                .member, proofs: [.spelling(["isStubEnabled"]), .nextMember(["state", "action", "actions"])],
                requiredImport: "ReactorKit"),
            concurrency: "set the @Observable model's state directly in the test, and record the calls the view makes "
                + "with a fake of the model's protocol",
            combine: "set the ObservableObject's @Published state directly, and record the calls with a fake",
            note: "ReactorKit's stub of a reactor in a view's test, in files that import ReactorKit: "
                + "`reactor.isStubEnabled = true`, then `reactor.stub.state.value = state` sets what the view renders "
                + "and `reactor.stub.actions` (`stub.action`) holds what it sent; a project's own `stub` "
                + "(`network.stub.response`) is not counted.",
            weight: 2,
            examples: [
                "import ReactorKit\nreactor.↓isStubEnabled = true\nreactor.↓stub.state.value = State(isLoading: true)",
                "import ReactorKit\nXCTAssertEqual(reactor.↓stub.actions.last, .refresh)\n"
                    + "reactor.↓stub.action.onNext(.tap)",
            ],
            counterExamples: [
                "reactor.isStubEnabled = true", "import ReactorKit\nnetwork.stub.response = data",
                "import ReactorKit\nlet stub = Stub()\nstub.state = 1",
            ]
        ),
    ]
}
