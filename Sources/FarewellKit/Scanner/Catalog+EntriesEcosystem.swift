extension Catalog {
    /// Libraries built on RxSwift: RxDataSources, ReactorKit, RxMoya, NSObject+Rx, RIBs, RxOptional, RxRealm,
    /// RxGesture, RxKeyboard, Action (`CocoaAction`, `Action<Input, Element>`, `InputSubject`), RxFlow, RxBiBinding's
    /// `<->`. Members after `rx.` are counted on top of the `rx` occurrence itself.
    static let ecosystemEntries: [Construct] = [
        Construct(
            id: "RxDataSources", category: .ecosystem, module: "RxDataSources",
            symbols: [
                "RxTableViewSectionedReloadDataSource", "RxTableViewSectionedAnimatedDataSource",
                "RxCollectionViewSectionedReloadDataSource", "RxCollectionViewSectionedAnimatedDataSource",
                "TableViewSectionedDataSource", "CollectionViewSectionedDataSource", "SectionModelType",
                "AnimatableSectionModelType", "SectionModel", "AnimatableSectionModel", "IdentifiableType",
                "RxASTableSectionedReloadDataSource", "RxASTableSectionedAnimatedDataSource",
                "RxASCollectionSectionedReloadDataSource", "RxASCollectionSectionedAnimatedDataSource",
                "RxPickerViewStringAdapter", "RxPickerViewAttributedStringAdapter", "RxPickerViewViewAdapter",
            ],
            concurrency:
                "UITableViewDiffableDataSource (UICollectionViewDiffableDataSource for a collection view) with "
                + "snapshots", combine: "diffable data source + sink",
            note:
                "Any use in code; the Texture fork's `RxAS…DataSource` types too (`import RxDataSources_Texture`), and "
                + "the picker view adapters (`RxPickerViewStringAdapter`).",
            weight: 3,
            examples: [
                "let ds = ↓RxTableViewSectionedReloadDataSource<↓SectionModel<String, Int>>(configureCell: f)",
                "import RxDataSources_Texture\nlet ds = ↓RxASTableSectionedAnimatedDataSource<Section>(configureCellBlock: f)",
                "let adapter = ↓RxPickerViewStringAdapter<[String]>(components: [], numberOfComponents: { _, _, _ in 1 })",
            ]
        ),
        Construct(
            id: "RxDataSources.member", category: .ecosystem, module: "RxDataSources",
            symbols: [
                "configureSupplementaryView", "titleForHeaderInSection", "titleForFooterInSection",
                "canEditRowAtIndexPath", "canMoveRowAtIndexPath", "sectionIndexTitles", "sectionForSectionIndexTitle",
                "canMoveItemAtIndexPath", "animationConfiguration", "decideViewTransition", "sectionModels",
            ],
            match: Match(.member, requiredImport: "RxDataSources", isModuleWide: true),
            concurrency:
                "the diffable data source's counterpart: the cell provider, `supplementaryViewProvider`, a "
                + "`UITableViewDiffableDataSource` subclass's `tableView(_:titleForHeaderInSection:)` or "
                + "`canEditRowAt`, the snapshot's `sectionIdentifiers` and `itemIdentifiers(inSection:)`",
            combine: "the diffable data source's counterpart",
            note:
                "A sectioned data source's member after a `.` (`dataSource.titleForHeaderInSection = { ds, index in "
                + "… }`, `dataSource.sectionModels`), where RxDataSources is imported, by the file or by another file "
                + "of its module (`@_exported import RxDataSources`): it goes with the data source.",
            weight: 1,
            examples: [
                "import RxDataSources\nfunc setUp() {\n    dataSource.↓titleForHeaderInSection = { ds, index in "
                    + "ds.↓sectionModels[index].model }\n}",
                "import RxDataSources\nfunc setUp() {\n    dataSource.↓configureSupplementaryView = { _, cv, kind, ip in "
                    + "header(cv, kind, ip) }\n}",
            ],
            counterExamples: [
                "func setUp() {\n    dataSource.titleForHeaderInSection = { _, _ in nil }\n}",
                "import RxDataSources\nfunc titleForHeaderInSection() {}",
            ]
        ),
        Construct(
            id: "Reactor", category: .ecosystem, module: "ReactorKit",
            symbols: ["Reactor", "View", "StoryboardView", "ReactorView", "DeferredReactorView"],
            match: Match(.type, requiredImport: "ReactorKit", classBound: true),
            concurrency: "an @Observable view model with async actions", combine: "an ObservableObject view model",
            note: "As a type, in files that import ReactorKit, never in a struct's inheritance clause nor after `some` "
                + "or `any` (SwiftUI's `View`); `ReactorView` and `DeferredReactorView` are the views' later names.",
            weight: 4,
            examples: [
                "import ReactorKit\nfinal class LoginReactor: ↓Reactor {}\n"
                    + "final class VC: UIViewController, ↓View {}",
                "import ReactorKit\nimport SwiftUI\nfinal class VC: UIViewController, ↓DeferredReactorView {}\n"
                    + "struct Card: View {\n    var body: some View { Text(\"\") }\n}",
                "import ReactorKit\nextension LoginViewController: ↓ReactorView {}",
                "import ReactorKit\nimport SwiftUI\nstruct Bindable<R: ↓Reactor>: View {\n"
                    + "    var body: some View { Text(\"\") }\n}",
            ],
            counterExamples: [
                "import SwiftUI\nstruct Screen: View {}",
                "import ReactorKit\nimport SwiftUI\nstruct CounterView: View {\n"
                    + "    var body: some View { Text(\"\") }\n}",
                "import ReactorKit\nenum Screens {\n    static func make() -> any View { fatalError() }\n}",
            ]
        ),
        Construct(
            id: "SectionReactor", category: .ecosystem, module: "SectionReactor",
            symbols: ["SectionReactor", "SectionDelegateType"],
            match: Match(.type, requiredImport: "SectionReactor"),
            concurrency: "an @Observable model per section", combine: "an ObservableObject per section",
            note: "As a type, in files that import SectionReactor (ReactorKit's add-on for sectioned lists).",
            weight: 3,
            examples: ["import SectionReactor\nfinal class ShotSectionReactor: ↓SectionReactor {}"],
            counterExamples: ["final class ShotSection: SectionReactor {}"]
        ),
        Construct(
            id: "reactor", category: .ecosystem, module: "ReactorKit", symbols: ["reactor"],
            match: Match(.anywhere, requiredImport: "ReactorKit", requiresMemberAccess: true, isModuleWide: true),
            concurrency: "the @Observable view model", combine: "the ObservableObject view model",
            note: "A view's reactor read or set (`self.reactor = r`, `reactor = r`, `vc.reactor`) or used "
                + "(`reactor.state`, `reactor?.action`), in files that import ReactorKit, or in a module where one "
                + "does (a scene delegate's `vc.reactor = HomeReactor()` beside `import UIKit` alone); a name passed on "
                + "(`HomeViewController(reactor: reactor)`) or a label (`bind(reactor _:)`) is not counted.",
            weight: 1,
            examples: [
                "import ReactorKit\nfunc bind(reactor: R) { ↓reactor.state.subscribe() }",
                "import ReactorKit\nfunc make() -> UIViewController {\n    let vc = HomeViewController()\n"
                    + "    vc.↓reactor = HomeReactor()\n    return vc\n}",
                "import ReactorKit\nfunc tap() { self.↓reactor?.action.onNext(.tap) }",
                "import ReactorKit\nfinal class EditViewController: UIViewController, View {\n"
                    + "    init() { super.init(nibName: nil, bundle: nil); ↓reactor = EditReactor() }\n}",
            ],
            counterExamples: [
                "let reactor = Reactor()",
                "import ReactorKit\nfunc make() -> UIViewController {\n    let reactor = HomeReactor()\n"
                    + "    return HomeViewController(reactor: reactor)\n}",
                "import ReactorKit\nfunc bind(reactor _: Reactor) {}",
                "import ReactorKit\nfunc make() { var reactor = HomeReactor(); print(reactor) }",
                "import ReactorKit\nfunc test() {\n    var reactor: HomeReactor!\n    reactor = HomeReactor()\n}",
            ]
        ),
        Construct(
            id: "Reactor.currentState", category: .ecosystem, module: "ReactorKit", symbols: ["currentState"],
            match: Match(.anywhere, requiredImport: "ReactorKit", isShadowedByLocals: true),
            concurrency: "the @Observable view model's own properties, read directly",
            combine: "the ObservableObject's @Published properties, read directly",
            note: "Any use in code, in files that import ReactorKit (`reactor.currentState.isLoading`, "
                + "`self.currentState.page` in `mutate`, a test's `sut.currentState.step`): the state the reactor's "
                + "stream last gave.",
            weight: 1,
            examples: [
                "import ReactorKit\nguard !↓currentState.isLoading else { return .empty() }",
                "import ReactorKit\nXCTAssertEqual(sut.↓currentState.count, 1)",
            ],
            counterExamples: [
                "let page = machine.currentState.page",
                "import ReactorKit\nfunc total(_ currentState: State) -> Int { currentState.a + currentState.b }",
            ]
        ),
        Construct(
            id: "Reactor.state", category: .ecosystem, module: "ReactorKit", symbols: ["state"],
            match: Match(.reactorOwnMember, requiredImport: "ReactorKit"),
            concurrency: "the @Observable view model's own properties, observed where a loop needs their changes; "
                + "`_ = self.state` goes",
            combine: "the ObservableObject's @Published properties' publishers (`$title`)",
            note: "A reactor's own stream of states read in its body, bare or on `self`, in files that import "
                + "ReactorKit (`_ = self.state` in `init` or a `defer` to create it eagerly, `self.state.filter { }` in "
                + "`mutate`; a `SectionReactor`'s too); not a parameter or local `state` (`reduce(state:mutation:)`'s), "
                + "another type's `state`, nor a view's `reactor.state`, which counts as `reactor`.",
            weight: 1,
            examples: [
                "import ReactorKit\nfinal class CellReactor: Reactor {\n    init() { _ = self.↓state }\n"
                    + "    func f() { _ = ↓state.filter { $0.isOn } }\n}",
                "import ReactorKit\nimport SectionReactor\nfinal class ShotSectionReactor: SectionReactor {\n"
                    + "    init() { defer { _ = self.↓state } }\n}",
            ],
            counterExamples: [
                "final class CellReactor: Reactor {\n    init() { _ = self.state }\n}",
                "import ReactorKit\nfinal class Lamp {\n    var state = 0\n    func f() { _ = self.state }\n}",
                "import ReactorKit\nfinal class CellReactor: Reactor {\n"
                    + "    func reduce(state: State, mutation: Mutation) -> State {\n        var state = state\n"
                    + "        state.count += 1\n        return state\n    }\n}",
                "import ReactorKit\nfunc bind(reactor: CellReactor) { reactor.state.subscribe() }",
                "import ReactorKit\nfinal class ListSection: SectionReactor {\n    init() { _ = self.state }\n}",
            ]
        ),
        Construct(
            id: "Reactor.pulse", category: .ecosystem, module: "ReactorKit", symbols: ["pulse"],
            match: Match(.member, proofs: [.receiver(["reactor"])], requiredImport: "ReactorKit"),
            concurrency: "an AsyncStream of the one-off events (alerts, routes) the @Observable model yields",
            combine: "a PassthroughSubject of the one-off events",
            note: "`reactor.pulse(\\.$alert)`, in files that import ReactorKit: a `@Pulse` state value delivered "
                + "each time it is set, even to the same value.",
            weight: 2,
            examples: ["import ReactorKit\nreactor.↓pulse(\\.$alert).subscribe().disposed(by: bag)"],
            counterExamples: ["import ReactorKit\nmonitor.pulse(rate)", "reactor.pulse(\\.$alert)"]
        ),
        Construct(
            id: "Pulse", category: .ecosystem, module: "ReactorKit", symbols: ["Pulse"],
            match: Match(.attribute, requiredImport: "ReactorKit"),
            concurrency: "a plain property of the @Observable model, its one-off events (alerts, routes) yielded to an "
                + "AsyncStream each time it is set",
            combine: "a PassthroughSubject of the one-off events",
            note: "ReactorKit's `@Pulse` property wrapper on a `State` value, read with `reactor.pulse(\\.$alert)`: "
                + "delivered each time it is set, even to the same value, which an `@Observable` property is not.",
            weight: 2,
            examples: ["import ReactorKit\nstruct State { @↓Pulse var alert: String? }"],
            counterExamples: [
                "struct State { @Pulse var alert: String? }", "import ReactorKit\nlet pulse = Pulse()",
                "import ReactorKit\n@Observable final class Model { var alert: String? }",
            ]
        ),
        Construct(
            id: "RxCombine.publisher", category: .ecosystem, module: "RxCombine",
            symbols: ["publisher", "asPublisher"],
            match: Match(.member, proofs: [.rxChain], requiredImport: "RxCombine"),
            concurrency: "the async sequence itself (`for await`), or an AsyncStream SwiftUI reads through a task",
            combine: "the publisher itself, once the source is Combine",
            note: "RxCombine's bridge of an Rx stream to Combine (`observable.publisher`, `asPublisher()`) in an Rx "
                + "chain, in files that import RxCombine: a seam the migration removes with the Rx side.",
            weight: 1,
            examples: [
                "import RxCombine\nlet output: Observable<Int> = .just(1)\n"
                    + "let p = output.↓publisher.assertNoFailure()"
            ],
            counterExamples: ["import RxCombine\nlet p = [1, 2].publisher", "let p = output.publisher"]
        ),
        Construct(
            id: "RxSwiftPlus.Observed", category: .ecosystem, module: "RxSwiftPlus", symbols: ["Observed"],
            match: Match(.attribute, requiredImport: "RxSwiftPlus"),
            concurrency: "a property of an @Observable model, its changes an AsyncStream where a loop needs them",
            combine: "@Published",
            note: "RxSwiftPlus's `@Observed` property wrapper, whose `$name` is a `BehaviorRelay` "
                + "(`state.$count.asDriver()`), in files that import RxSwiftPlus.",
            weight: 2,
            examples: ["import RxSwiftPlus\nfinal class State { @↓Observed var count = 0 }"],
            counterExamples: [
                "final class State { @Observed var count = 0 }",
                "import RxSwiftPlus\n@Observable final class Model { var count = 0 }",
            ]
        ),
        Construct(
            id: "RxSwiftPlus.driveOnNext", category: .subscription, module: "RxSwiftPlus",
            symbols: [
                "driveOnNext", "driveOnNextMainActor", "emitOnNext", "emitOnNextMainActor", "subscribeOnNext",
                "subscribeOnNextMainActor",
            ],
            match: Match(.member, requiredImport: "RxSwiftPlus"),
            concurrency: "@MainActor Task iterating the stream", combine: "sink(receiveValue:)",
            note: "RxSwiftPlus's subscriptions of one closure (`$count.asDriver().driveOnNext { }`, `tap.emitOnNext "
                + "{ }`, `subscribeOnNextMainActor { }`) after a `.`, in files that import RxSwiftPlus.",
            weight: 2,
            examples: [
                "import RxSwiftPlus\nstate.$count.asDriver().↓driveOnNext { print($0) }.disposed(by: bag)",
                "import RxSwiftPlus\ntap.↓emitOnNextMainActor { close() }.disposed(by: bag)",
            ],
            counterExamples: ["player.driveOnNext(track)"]
        ),
        Construct(
            id: "RxFeedback.system", category: .ecosystem, module: "RxFeedback", symbols: ["system"],
            match: Match(
                .member,
                proofs: [.receiver(["Observable", "Driver", "Signal", "SharedSequence"]), .label(["initialState"])],
                requiredImport: "RxFeedback"),
            concurrency: "an @Observable state and an async reducer loop over the events",
            combine: "a scan over the merged feedback publishers",
            note: "RxFeedback's feedback loop (`Driver.system(initialState:reduce:feedback:)`) in files that import "
                + "RxFeedback: the state machine a screen's migration rewrites as a reducer.",
            weight: 5,
            examples: [
                "import RxFeedback\nlet s = Driver.↓system(initialState: 0, reduce: { $0 + $1 }, feedback: [ui])"
            ],
            counterExamples: [
                "import RxFeedback\nlet s = store.system(feedbacks: [ui])", "let s = Driver.system(initialState: 0)",
            ]
        ),
        Construct(
            id: "RxFeedback.react", category: .ecosystem, module: "RxFeedback", symbols: ["react", "bind"],
            match: Match(
                .anywhere, proofs: [.label(["request", "requests", "query", ""])], requiredImport: "RxFeedback"),
            concurrency: "a Task per request, cancelled when the state no longer asks for it; UI bindings as "
                + "observation of the @Observable state",
            combine: "a publisher per request with switchToLatest; sink/assign for the bindings",
            note: "RxFeedback's feedbacks in files that import RxFeedback: `react(request:effects:)`, "
                + "`react(query:effects:)` and `bind(self) { me, state in }`.",
            weight: 3,
            examples: [
                "import RxFeedback\nlet load = ↓react(request: { $0.query }, effects: { api.search($0) })",
                "import RxFeedback\nlet ui = ↓bind(self) { me, state in Bindings(subscriptions: [], events: []) }",
            ],
            counterExamples: [
                "import RxFeedback\n_ = button.rx.tap.bind(to: relay)", "let load = react(request: 1)",
                "import RxFeedback\nfunc react(to event: Int) {}",
            ]
        ),
        Construct(
            id: "Bindings", category: .ecosystem, module: "RxFeedback",
            match: Match(.type, requiredImport: "RxFeedback"),
            concurrency: "observation of the @Observable state", combine: "sink/assign on the state publisher",
            note: "As a type, in files that import RxFeedback: what a `bind` feedback returns.",
            weight: 1,
            examples: [
                "import RxFeedback\nfunc ui() -> ↓Bindings<Int> { ↓Bindings(subscriptions: [], events: []) }"
            ],
            counterExamples: ["struct Bindings {}\nlet b = Bindings()"]
        ),
        Construct(
            id: "Reactor.mutate", category: .ecosystem, module: "ReactorKit",
            symbols: ["mutate", "reduce", "Action", "Mutation"],
            match: Match(.declaration, requiredImport: "ReactorKit"),
            concurrency: "async methods that update @Observable state", combine: "methods that update @Published state",
            note: "The declarations `func mutate`, `func reduce`, `enum Action`, `enum Mutation` in files that "
                + "import ReactorKit; not a protocol's `typealias Action` (a RIB's listener).",
            weight: 3,
            examples: [
                "import ReactorKit\nenum ↓Action { case tap }\n"
                    + "func ↓mutate(action: Action) -> Observable<Int> { .empty() }"
            ],
            counterExamples: [
                "func reduce(state: Int) -> Int { state }",
                "import ReactorKit\nprotocol LoginListener: AnyObject {\n    typealias Action = LoginAction\n}",
            ]
        ),
        Construct(
            id: "ActionSubject", category: .ecosystem, module: "ReactorKit",
            match: Match(.anywhere, requiredImport: "ReactorKit"),
            concurrency: "an async method per action, or an AsyncStream of actions the view model reads",
            combine: "a PassthroughSubject of actions",
            note: "ReactorKit's subject of actions (`reactor.action` is one, and so is a reactor's own `action` "
                + "in its body, bare or on `self`; a RIB's listener may require `var action: ActionSubject<Action>`), "
                + "in files that import ReactorKit.",
            weight: 2,
            examples: [
                "import ReactorKit\nprotocol ListListener: AnyObject { var action: ↓ActionSubject<ListAction> { get } }",
                "import ReactorKit\nfinal class R: Reactor {\n    func cancel() { self.↓action.onNext(.cancel) }\n}",
            ],
            counterExamples: [
                "let s = ActionSubject<Int>()",
                "import ReactorKit\nfinal class Lamp {\n    func f() { self.action.onNext(.on) }\n}",
                "import ReactorKit\nfinal class R: Reactor {\n    func mutate(action: Action) { _ = action }\n}",
            ]
        ),
        Construct(
            id: "RxError", category: .ecosystem, module: "RxSwift",
            symbols: ["RxError", "RxCocoaError", "RxCocoaURLError"],
            concurrency: "the async code's own errors (`CancellationError`, a timeout's), thrown and caught",
            combine: "the publisher's own error type",
            note: "RxSwift's and RxCocoa's errors, thrown or matched (`RxError.timeout`, `RxCocoaError.castingError`, "
                + "`RxCocoaURLError.httpRequestFailed`): "
                + "a file that names them still needs its Rx imports.",
            weight: 1,
            examples: [
                "let isTimeout = (error as? ↓RxError).map { if case .timeout = $0 { true } else { false } }",
                "throw ↓RxCocoaError.castingError(object: o, targetType: T.self)",
                "throw ↓RxCocoaURLError.httpRequestFailed(response: response, data: data)",
            ],
            counterExamples: ["// RxError.timeout"]
        ),
        Construct(
            id: "RxMoyaProvider", category: .ecosystem, module: "RxMoya", match: .type,
            concurrency: "Moya's `MoyaProvider<Target>`, with one `func response(_ target: Target) async throws -> "
                + "Response` in an extension of it wrapping `request(_:completion:)` in `withCheckedThrowingContinuation` "
                + "(Moya has no async API)",
            combine: "`MoyaProvider<Target>` and its `requestPublisher(_:)`",
            note:
                "Moya 8's Rx provider class, which Moya 9 folded into `MoyaProvider` with `provider.rx.request` (`let "
                + "provider: RxMoyaProvider<GitHub>`, `RxMoyaProvider<GitHub>(endpointClosure: …)`), where the "
                + "repository imports Moya or RxMoya; its `request(_:)`, giving an `Observable<Response>`, counts as "
                + "`rx.request`. Moya 8's `ReactiveSwiftMoyaProvider` is ReactiveSwift's, not Rx.",
            weight: 2,
            examples: [
                "import Moya\nstruct Model {\n    let provider: ↓RxMoyaProvider<GitHub>\n}",
                "import Moya\nlet provider = ↓RxMoyaProvider<GitHub>(endpointClosure: endpointClosure)",
                "import Moya\nfinal class Api: ↓RxMoyaProvider<Target> {}",
            ],
            counterExamples: [
                "import Moya\nlet provider = ReactiveSwiftMoyaProvider<GitHub>()",
                "import Moya\nlet provider = MoyaProvider<GitHub>()",
            ]
        ),
        Construct(
            id: "rx.request", category: .ecosystem, module: "RxMoya", symbols: ["request"],
            match: .member(.receiver(["rx"]), .receiverType(["RxMoyaProvider"])),
            concurrency: "`provider.request(_:completion:)` wrapped in `withCheckedThrowingContinuation`, its returned "
                + "`Cancellable` cancelled from `withTaskCancellationHandler` (Moya has no async API), or the call "
                + "moved to URLSession's `data(for:)`",
            combine: "provider.requestPublisher(_:)",
            note: "`provider.rx.request(.target)`; the `rx` is counted too. Moya 13 to 15 have no async/await API: one "
                + "`func response(_ target: Target) async throws -> Response` in an extension of `MoyaProvider`, "
                + "resuming the continuation from the completion, serves every caller. So is Moya 8's `request(_:)` "
                + "on a name declared or made as an `RxMoyaProvider` (`self.provider.request(.issues(name))`, an "
                + "`Observable<Response>`), not on a `ReactiveSwiftMoyaProvider` or a `MoyaProvider`.",
            weight: 2,
            examples: [
                "provider.rx.↓request(.user(id))",
                "import Moya\nstruct Model {\n    let provider: RxMoyaProvider<GitHub>\n"
                    + "    func issues() -> Observable<Response> { self.provider.↓request(.issues) }\n}",
                "import Moya\nlet provider = RxMoyaProvider<GitHub>()\nlet r = provider.↓request(.zen).debug()",
            ],
            counterExamples: [
                "session.request(url)",
                "import Moya\nlet provider = ReactiveSwiftMoyaProvider<GitHub>()\nlet r = provider.request(.zen)",
                "import Moya\nlet provider = MoyaProvider<GitHub>()\nprovider.request(.zen) { _ in }",
            ]
        ),
        Construct(
            id: "Moya.filterSuccessfulStatusCodes", category: .ecosystem, module: "RxMoya",
            symbols: [
                "filterSuccessfulStatusCodes", "filterSuccessfulStatusAndRedirectCodes", "filterStatusCodes",
                "filterStatusCode", "filterRedirectCodes", "mapJSON", "mapString", "mapImage", "filterCompleted",
                "filterProgress",
            ],
            // An app's own operator of one of these names (`func filterStatusCodes() -> Single<Element>` on a
            // `Single` of `Response`, throwing its own errors) is its own in every file.
            match: Match(.member, proofs: [.rxChain], isShadowedByRepository: true),
            concurrency:
                "the method of the same name on the awaited `Response` (`try response.mapJSON()`, `try "
                + "response.filterSuccessfulStatusCodes()`)",
            combine: "the operator of the same name on Moya's publisher",
            note:
                "Moya's response operators in an Rx chain (`provider.rx.request(.x).filterSuccessfulStatusCodes()`); "
                + "not one the repository declares itself (`func filterStatusCodes()` in its `extension "
                + "PrimitiveSequence`).",
            weight: 1,
            examples: [
                "provider.rx.request(.user).↓filterSuccessfulStatusCodes().↓mapJSON()",
                "provider.rx.requestWithProgress(.upload).↓filterCompleted().↓mapJSON()",
            ],
            counterExamples: ["let ok = try response.filterSuccessfulStatusCodes()"]
        ),
        Construct(
            id: "Moya.map", category: .ecosystem, module: "RxMoya", symbols: ["map"],
            match: Match(.member, proofs: [.rxChain], requiresTypeArgument: true),
            concurrency: "the same call on the awaited `Response` (`try response.map(User.self)`)",
            combine: "the same operator on Moya's publisher",
            note: "Moya's decoding of a response stream (`provider.rx.request(.x).map(User.self)`, "
                + "`.map([Item].self, atKeyPath: \"data\")`, `.map(type)` of a `type: T.Type` in sight): a metatype "
                + "argument, in an Rx chain.",
            weight: 1,
            examples: [
                "provider.rx.request(.user).↓map(User.self)",
                "let rows: Single<Response>\nlet r = rows.↓map([Row].self, atKeyPath: \"rows\")",
                // A metatype passed on by name.
                "func load<T: Decodable>(_ type: T.Type) -> Single<T> { provider.rx.request(.user).↓map(type) }",
            ],
            counterExamples: [
                "let user = try response.map(User.self)", "provider.rx.request(.user).map { $0 }",
                // The project's own `map(_:_:)` on a response stream: Moya's labels the arguments after the type.
                "provider.rx.request(.user).map(User.self) { _, error in error }",
                "provider.rx.request(.user).map(User.self, adaptError)",
                "func load(_ transform: @escaping (Response) -> Int) -> Single<Int> { "
                    + "provider.rx.request(.user).map(transform) }",
            ]
        ),
        Construct(
            id: "Moya.filter", category: .ecosystem, module: "RxMoya", symbols: ["filter"],
            match: .member(.label(["statusCodes", "statusCode"])),
            concurrency: "the same call on the awaited `Response` (`try response.filter(statusCodes: 200...299)`)",
            combine: "the same operator on Moya's publisher",
            note: "Moya's status-code filters on a response stream (`.filter(statusCodes: 200...299)`, "
                + "`.filter(statusCode: 200)`).",
            weight: 1,
            examples: ["provider.rx.request(.user).↓filter(statusCodes: 200...299)"],
            counterExamples: ["provider.rx.request(.user).filter { $0.statusCode == 200 }"]
        ),
        Construct(
            id: "Moya-ModelMapper.mapObject", category: .ecosystem, module: "Moya-ModelMapper",
            symbols: ["mapObject", "mapArray", "mapObjectOptional", "mapArrayOptional"],
            match: Match(
                .member, proofs: [.rxChain], requiredImport: "Moya_ModelMapper", requiredLabels: ["type"],
                isModuleWide: true),
            concurrency: "the same mapping on the awaited `Response` (Moya-ModelMapper's `Response` extension, or "
                + "ModelMapper's `Mapper` on `try response.mapJSON()`), `nil` for the `Optional` ones' failure",
            combine: "the same mapping in a `tryMap` on Moya's publisher",
            note: "Moya-ModelMapper's RxSwift operators (its `Moya-ModelMapper/RxSwift` subspec) on a response stream, "
                + "labeled `type:` (`provider.request(.issues).mapArrayOptional(type: Issue.self)`, "
                + "`mapObject(type: User.self)`), in an Rx chain, where the module imports `Moya_ModelMapper`; "
                + "ObjectMapper's `Mapper<Repo>().mapArray(JSONObject:)` is not, nor the app's own `mapObject(type:)`.",
            weight: 1,
            examples: [
                "import Moya_ModelMapper\n"
                    + "let issues = provider.rx.request(.issues).↓mapArrayOptional(type: Issue.self)",
                "import Moya\nimport Moya_ModelMapper\nlet provider = RxMoyaProvider<GitHub>()\n"
                    + "let repo = provider.request(.repo).debug().↓mapObjectOptional(type: Repository.self)",
            ],
            counterExamples: [
                "let repos = Mapper<Repository>().mapArray(JSONObject: json)",
                "import Moya_ModelMapper\nlet user = try response.mapObject(type: User.self)",
                "import Moya_ModelMapper\nprovider.rx.request(.user).mapObject(User.self)",
                "let weather = provider.rx.request(.weather).mapObject(type: Weather.self)",
            ]
        ),
        Construct(
            id: "rx.notification", category: .ecosystem, module: "RxCocoa", symbols: ["notification"],
            match: Match(.member, proofs: [.receiver(["rx"])], excludesProperty: true),
            concurrency: "NotificationCenter.default.notifications(named:) (an AsyncSequence)",
            combine: "NotificationCenter.default.publisher(for:)",
            note: "`NotificationCenter.default.rx.notification(name)`, called (a read of `rx.notification` is an app's "
                + "own `Reactive` property); the `rx` is counted too.",
            weight: 1,
            examples: [
                "let shown = NotificationCenter.default.rx.↓notification(UIResponder.keyboardWillShowNotification)"
            ],
            counterExamples: ["center.notification(name)", "messages.bind(to: rx.notification).disposed(by: bag)"]
        ),
        Construct(
            id: "rx.response", category: .ecosystem, module: "RxCocoa", symbols: ["response", "data", "json"],
            match: Match(
                .member, proofs: [.receiver(["rx"])], allowedLabels: ["request", "url"], callOnly: true,
                excludesUnlabeledArgument: true),
            concurrency: "URLSession's `data(for:)` (`let (data, response) = try await session.data(for: request)`), "
                + "the JSON decoded from the data",
            combine: "URLSession's dataTaskPublisher(for:)",
            note: "RxCocoa's `URLSession` extension: `session.rx.response(request:)`, `rx.data(request:)`, "
                + "`rx.json(request:)` and `rx.json(url:)`, each a request the stream runs once; the `rx` is counted "
                + "too. RxAlamofire's `rx.data(.get, url)`, which takes a method first, is not.",
            weight: 2,
            examples: [
                "let d = URLSession.shared.rx.↓data(request: r).map { $0.count }",
                "let pair = session.rx.↓response(request: request)",
                "let json = URLSession.shared.rx.↓json(url: url)",
            ],
            counterExamples: [
                "let d = try await URLSession.shared.data(for: r)",
                "import RxAlamofire\nlet d = session.rx.data(.get, url)",
                "let v = view.rx.data",
            ]
        ),
        Construct(
            id: "rx.observe", category: .ecosystem, module: "RxCocoa", symbols: ["observe", "observeWeakly"],
            match: .member(.receiver(["rx"])),
            concurrency: "KVO `observe(_:options:changeHandler:)` feeding an AsyncStream, or an @Observable property",
            combine: "publisher(for: \\.keyPath)",
            note: "Key-value observing through `rx.observe(String.self, \"key\")`; the `rx` is counted too.",
            weight: 2,
            examples: ["let name = defaults.rx.↓observe(String.self, \"name\")"],
            counterExamples: [
                "defaults.observe(\\.name) { _, _ in }",
                "let token = center.observe(notification: .changed).map { _ in }.subscribe()",
            ]
        ),
        Construct(
            id: "rx.disposeBag", category: .ecosystem, module: "NSObject+Rx", symbols: ["disposeBag"],
            match: .member(.receiver(["rx"])),
            concurrency: "stored Tasks cancelled in deinit", combine: "Set<AnyCancellable>",
            note: "`self.rx.disposeBag` (NSObject+Rx); the `rx` is counted too.",
            weight: 1,
            examples: ["x.subscribe().disposed(by: rx.↓disposeBag)"],
            counterExamples: ["x.subscribe().disposed(by: self.disposeBag)"]
        ),
        Construct(
            id: "rx_disposeBag", category: .ecosystem, module: "NSObject+Rx",
            match: Match(.anywhere, isShadowedByRepository: true),
            concurrency: "stored Tasks cancelled in deinit", combine: "Set<AnyCancellable>",
            note: "NSObject+Rx 2's `rx_disposeBag`, RxSwift 2's spelling of its `rx.disposeBag`, bare or on `self` "
                + "(`.addDisposableTo(rx_disposeBag)`), where the repository imports NSObject_Rx. One the repository "
                + "declares itself in any file (`var rx_disposeBag: DisposeBag` in its `extension NSObject`), a "
                + "parameter or a local of that name is its own.",
            weight: 1,
            examples: [
                "import NSObject_Rx\nx.subscribe().addDisposableTo(↓rx_disposeBag)",
                "import NSObject_Rx\nx.subscribe().disposed(by: self.↓rx_disposeBag)",
            ],
            counterExamples: [
                "extension NSObject {\n    var rx_disposeBag: DisposeBag { DisposeBag() }\n}\n"
                    + "x.subscribe().disposed(by: rx_disposeBag)",
                "let rx_disposeBag = DisposeBag()\nx.subscribe().disposed(by: rx_disposeBag)",
            ]
        ),
        Construct(
            id: "disposeOnDeactivate", category: .ecosystem, module: "RIBs",
            concurrency: "a Task cancelled when the interactor deactivates",
            combine: "cancellables cleared on deactivate",
            note: "Any use in code.",
            weight: 2,
            examples: ["stream.subscribe().↓disposeOnDeactivate(interactor: self)"]
        ),
        Construct(
            id: "filterNil", category: .ecosystem, module: "RxOptional", symbols: ["filterNil", "filterEmpty"],
            match: Match(.member, maxArguments: 0),
            concurrency: "compacted() / a guard in the loop", combine: "compactMap { $0 }",
            note: "After a `.`, with no argument; in a file that imports no Rx module itself, only in an Rx chain. An "
                + "app's own `Optional.filterNil(_ default:)` takes one.",
            weight: 1,
            examples: [
                "import RxOptional\ntext.↓filterNil()", "field.rx.text.↓filterNil().bind(to: label.rx.text)",
            ],
            counterExamples: [
                "let data = json.filterNil()", "import RxOptional\nlet n = page.items.filterNil([]).count",
            ]
        ),
        Construct(
            id: "replaceNilWith", category: .ecosystem, module: "RxOptional",
            symbols: ["replaceNilWith", "errorOnNil", "catchOnEmpty"], match: .member,
            concurrency: "`?? fallback`, or a `throw`, in the loop", combine: "replaceNil(with:) / tryMap",
            note: "After a `.`; in a file that imports no Rx module itself, only in an Rx chain.",
            weight: 1,
            examples: ["import RxOptional\nname.↓replaceNilWith(\"\")", "import RxOptional\nid.↓errorOnNil()"],
            counterExamples: ["let data = json.replaceNilWith(0)"]
        ),
        Construct(
            id: "Occupiable", category: .ecosystem, module: "RxOptional",
            match: Match(.type, requiredImport: "RxOptional"),
            concurrency: "a protocol of the app's own (`protocol Occupiable { var isEmpty: Bool { get } }`, with "
                + "`extension String: Occupiable {}`), or `Collection` itself",
            combine: "the same protocol of the app's own, or `Collection`",
            note:
                "RxOptional's `Occupiable` protocol (what `filterEmpty()` filters on) as a type, in files that import "
                + "RxOptional (`extension Optional where Wrapped: Occupiable`, `class AnyOccupiable: NSObject, "
                + "Occupiable`): the app keeps the pod for it until it declares the protocol itself.",
            weight: 1,
            examples: [
                "import RxOptional\nextension Optional where Wrapped: ↓Occupiable { var isNilOrEmpty: Bool { true } }",
                "import RxOptional\nclass AnyOccupiable: NSObject, ↓Occupiable { let value: ↓Occupiable }",
            ],
            counterExamples: [
                "extension Optional where Wrapped: Occupiable {}", "import RxOptional\nlet occupiable = true",
            ]
        ),
        Construct(
            id: "isNotEmpty", category: .ecosystem, module: "RxOptional",
            match: Match(
                .member, requiredImport: "RxOptional", propertyOnly: true, isShadowedByDeclarations: true,
                isModuleWide: true),
            concurrency: "`!isEmpty`", combine: "`!isEmpty`",
            note: "RxOptional's `isNotEmpty` of an `Occupiable` (a string, an array, a dictionary) read after a `.` "
                + "(`name.isNotEmpty`), in files that import RxOptional or see it through another file of their "
                + "module, also one that imports no Rx (`if dateString.isNotEmpty {` in a model importing Foundation "
                + "alone: Swift shares extension members module-wide); a file that declares `isNotEmpty` itself "
                + "(`var isNotEmpty: Bool { … }` in its `extension Collection`) reads its own, as do the files seeing "
                + "RxOptional through another's import where an extension of the repository declares it, and a call "
                + "`isNotEmpty()` is the project's.",
            weight: 1,
            examples: [
                "import RxOptional\nif name.↓isNotEmpty { show(name) }",
                "import RxOptional\nlet ok = token.↓isNotEmpty && !expired\nlet any = items.map { $0.↓isNotEmpty }",
            ],
            counterExamples: [
                "let ok = name.isNotEmpty", "import RxOptional\nlet ok = form.isNotEmpty()",
                "import RxOptional\nextension Collection { var isNotEmpty: Bool { !isEmpty } }\n"
                    + "let ok = name.isNotEmpty",
            ]
        ),
        Construct(
            id: "RxSwiftExt", category: .ecosystem, module: "RxSwiftExt",
            symbols: [
                "filterMap", "ignoreWhen", "catchErrorJustComplete", "pausableBuffered", "mapMany",
                "bufferWithTrigger", "pairwise", "nwise", "mapTo", "mapAt", "zipWith", "flatMapSync",
                "repeatWithBehavior",
            ],
            match: Match(.member, requiredImport: "RxSwiftExt"),
            concurrency:
                "the same logic in the loop (compactMap, a filter, a pause flag; the previous value kept for "
                + "`pairwise`)",
            combine: "compactMap / filter / a custom operator",
            note: "RxSwiftExt's distinctive operators (`filterMap`, `ignoreWhen`, `catchErrorJustComplete`, "
                + "`pairwise`, …) after a `.`, in files that import RxSwiftExt.",
            weight: 2,
            examples: [
                "import RxSwiftExt\nlet ids = rows.↓filterMap { $0.id.map(FilterMap.map) ?? .ignore }",
                "import RxSwiftExt\nlet moves = offsets.distinctUntilChanged().↓pairwise().asDriver(onErrorDriveWith: .empty())",
            ],
            counterExamples: ["let ids = rows.filterMap { $0 }", "let pairs = values.pairwise()"]
        ),
        Construct(
            id: "RxSwiftExt.elements", category: .ecosystem, module: "RxSwiftExt",
            symbols: ["elements", "errors", "pausable", "partition", "not"],
            match: Match(.member, proofs: [.rxChain], requiredImport: "RxSwiftExt", callOnly: true),
            concurrency: "Result values in the loop (`elements()`/`errors()` of a materialized stream), a pause flag",
            combine: "compactMap over materialized events / a custom operator",
            note: "`elements()`, `errors()`, `pausable(_:)`, `partition(_:)`, `not()` called in an Rx chain, in files "
                + "that import RxSwiftExt (`request.materialize().elements()`); Action's `elements` property is not.",
            weight: 2,
            examples: ["import RxSwiftExt\nlet failures = relay.asObservable().materialize().↓errors()"],
            counterExamples: [
                "import RxSwiftExt\nlet all = form.errors()", "let failures = request.materialize().errors()",
                "import RxSwiftExt\nimport Action\nlet action: Action<Int, Int>\nlet out = action.elements",
            ]
        ),
        Construct(
            id: "RxAlamofire", category: .ecosystem, module: "RxAlamofire",
            symbols: [
                "requestData", "requestJSON", "requestString", "requestDecodable", "requestResponse",
                "requestPropertyList",
            ],
            match: Match(.member, proofs: [.receiver(["RxAlamofire", "rx"])], requiredImport: "RxAlamofire"),
            concurrency: "Alamofire's async API (`AF.request(url).serializingDecodable(T.self).value`)",
            combine: "Alamofire's `publishDecodable(type:)`",
            note: "`RxAlamofire.requestData(...)` and `session.rx.requestData(...)` in files that import RxAlamofire.",
            weight: 2,
            examples: ["import RxAlamofire\nlet data = RxAlamofire.↓requestData(.get, url)"],
            counterExamples: ["import RxAlamofire\nlet data = client.requestData(url)"]
        ),
        Construct(
            id: "RxAlamofire.request", category: .ecosystem, module: "RxAlamofire",
            symbols: ["request", "json", "data", "string", "decodable"],
            match: Match(.member, proofs: [.receiver(["RxAlamofire"])], requiredImport: "RxAlamofire"),
            concurrency: "Alamofire's async API (`AF.request(url).serializingData().value`)",
            combine: "Alamofire's `publishData()`",
            note: "RxAlamofire's entry points named on the module (`RxAlamofire.request(.get, url)`, an "
                + "`Observable<DataRequest>`; `RxAlamofire.json(.get, url)`, `data`, `string`, `decodable`), in files "
                + "that import RxAlamofire.",
            weight: 2,
            examples: [
                "import RxAlamofire\nlet r = RxAlamofire.↓request(.get, url).flatMap { $0.rx.responseJSON() }",
                "import RxAlamofire\nlet j = RxAlamofire.↓json(.get, path)",
            ],
            counterExamples: ["import RxAlamofire\nlet r = AF.request(url)", "let r = RxAlamofire.request(.get, url)"]
        ),
        Construct(
            id: "RxAlamofire.free", category: .ecosystem, module: "RxAlamofire",
            symbols: [
                "request", "requestData", "requestJSON", "requestString", "requestDecodable", "requestResponse",
                "requestPropertyList", "data", "json", "string", "decodable",
            ],
            match: Match(
                .freeFunction, proofs: [.memberArgument(["get", "post", "put", "patch", "delete", "head", "options"])],
                requiredImport: "RxAlamofire"),
            concurrency: "Alamofire's async API (`AF.request(url).serializingData().value`)",
            combine: "Alamofire's `publishData()`",
            note: "RxAlamofire's free functions called bare with an HTTP method (`requestJSON(.get, url)`, "
                + "`request(.post, url)`, `data(.get, url)`), in files that import RxAlamofire; a method of the "
                + "project's called on a value (`client.requestJSON(.get, url)`) is not counted.",
            weight: 2,
            examples: [
                "import RxAlamofire\nlet json = ↓requestJSON(.get, url).map { $1 }",
                "import RxAlamofire\nfunc load() { _ = ↓request(.post, url).flatMap { $0.rx.data() } }",
            ],
            counterExamples: [
                "import RxAlamofire\nlet json = client.requestJSON(.get, url)",
                "import RxAlamofire\nfunc requestJSON(_ method: HTTPMethod, _ url: URL) {}",
                "import RxAlamofire\nlet body = data(from: url)", "let json = requestJSON(.get, url)",
            ]
        ),
        Construct(
            id: "RxAlamofire.response", category: .ecosystem, module: "RxAlamofire",
            symbols: [
                "responseData", "responseJSON", "responseString", "responseDecodable", "responsePropertyList", "data",
                "json", "string", "decodable",
            ],
            match: Match(
                .member, proofs: [.rxChain], excludedLabels: ["request", "url"], requiredImport: "RxAlamofire",
                callOnly: true),
            concurrency: "Alamofire's async API on the request (`await request.serializingData().value`)",
            combine: "Alamofire's `publishData()`",
            note:
                "RxAlamofire's response observables in an Rx chain (`session.rx.request(urlRequest: r).responseData()`, "
                + "`request(.get, url).data()`); not Alamofire's own `responseData { }` callback, nor RxCocoa's "
                + "`URLSession.shared.rx.data(request: r)` and `rx.json(url: u)` (`rx.response`).",
            weight: 2,
            examples: [
                "import RxAlamofire\nlet data = session.rx.request(urlRequest: r).↓responseData().map { $0.1 }",
                "import RxAlamofire\nlet data = request(.get, url).↓data()",
            ],
            counterExamples: [
                "import RxAlamofire\nAF.request(url).responseData { _ in }",
                "import RxAlamofire\nlet d = URLSession.shared.rx.data(request: r).map { $0.count }",
            ]
        ),
        Construct(
            id: "RxTheme", category: .ecosystem, module: "RxTheme",
            symbols: ["ThemeProvider", "ThemeService", "ThemeProxy", "ThemeAttribute", "ThemeCompatible"],
            match: Match(.type, requiredImport: "RxTheme"),
            concurrency: "an @Observable theme store (or a StateRelay) that views read, re-applying on change",
            combine: "a CurrentValueSubject of the theme that views sink into",
            note: "RxTheme's `ThemeProvider` (an enum of themes) and `ThemeService` (its Rx-driven store, what "
                + "`.service(initial:)` makes), in files that import RxTheme: the views bind through it "
                + "(`themeService.rx.bind({ $0.tint }, to: view.rx.tintColor)`). Also its `ThemeProxy` (what `.theme` "
                + "gives), which an app extends with its own themed properties (`extension ThemeProxy where Base: "
                + "UIView { var emptyColor: ThemeAttribute<UIColor?> { … } }`), the `ThemeAttribute` those take (a "
                + "value and its stream), and `ThemeCompatible`.",
            weight: 3,
            examples: [
                "import RxTheme\nenum ThemeType: ↓ThemeProvider { case light }",
                "import RxTheme\nlet service: ↓ThemeService<ThemeType> = ThemeType.service(initial: .light)",
                "import RxTheme\nextension ↓ThemeProxy where Base: UIView {\n"
                    + "    var emptyColor: ↓ThemeAttribute<UIColor?> {\n        get { fatalError() }\n"
                    + "        set { hold(newValue.stream.bind(to: base.rx.backgroundColor), for: \"empty\") }\n"
                    + "    }\n}",
            ],
            counterExamples: [
                "enum ThemeType: ThemeProvider { case light }", "extension ThemeProxy where Base: UIView {}",
            ]
        ),
        Construct(
            id: "ThemeProvider.service", category: .ecosystem, module: "RxTheme", symbols: ["service"],
            match: Match(.member, proofs: [.label(["initial"])], requiredImport: "RxTheme", isModuleWide: true),
            concurrency: "the @Observable theme store, made with its first theme (`ThemeStore(theme: .light)`)",
            combine: "a CurrentValueSubject of the first theme",
            note: "RxTheme's factory of a theme service on a `ThemeProvider`, `ThemeType.service(initial: .light)`, "
                + "where the file imports RxTheme or another file of its module does; a `service(initial:)` of the "
                + "project's own where no file sees RxTheme, or another `service(…)`, is not counted.",
            weight: 2,
            examples: ["import RxTheme\nlet themeService = ThemeType.↓service(initial: ThemeType.currentTheme())"],
            counterExamples: [
                "let themeService = ThemeType.service(initial: .light)",
                "import RxTheme\nlet api = container.service(named: \"api\")",
            ]
        ),
        Construct(
            id: "RxTheme.theme", category: .ecosystem, module: "RxTheme", symbols: ["theme"],
            match: Match(.member, proofs: [.assignedMember], requiredImport: "RxTheme", isModuleWide: true),
            concurrency: "set the property from the @Observable theme store where the view applies its theme, again "
                + "on each change (observation tracking, or the store's AsyncSequence)",
            combine: "the theme publisher mapped and assigned (`theme.map(\\.primaryDark).assign(to: "
                + "\\.backgroundColor, on: view)`)",
            note:
                "RxTheme's theme proxy given a themed attribute (`view.theme.backgroundColor = themeService.attribute "
                + "{ $0.primaryDark }`, `label.theme.textColor = …`): `.theme` after a `.`, then a property of it "
                + "assigned with `=`, where the file imports RxTheme or another file of its module does (Swift "
                + "shares its extension members module-wide: a view's file that imports UIKit alone uses them). A "
                + "project's own `theme` read or assigned (`UIApplication.shared.theme`, `settings.theme = .dark`) is "
                + "not counted.",
            weight: 2,
            examples: [
                "import RxTheme\nview.↓theme.backgroundColor = themeService.attribute { $0.primaryDark }",
                "import RxTheme\nlabel.↓theme.textColor = color\nself.↓theme.tintColor = tint",
            ],
            counterExamples: [
                "import RxTheme\nlet style = UIApplication.shared.theme", "import RxTheme\nsettings.theme = .dark",
                "import RxTheme\nif settings.theme.name == \"dark\" {}", "view.theme.backgroundColor = .red",
                "import RxTheme\ntheme.textColor = color",
            ]
        ),
        Construct(
            id: "ThemeService.attribute", category: .ecosystem, module: "RxTheme",
            symbols: ["attribute", "attrStream"],
            match: Match(
                .member, proofs: [.receiver(["themeService"]), .label(["{"])], requiredImport: "RxTheme",
                isModuleWide: true),
            concurrency: "read the theme from the @Observable theme store (`store.theme.primaryDark`); its changes "
                + "re-apply through observation or the store's AsyncSequence",
            combine: "the theme subject's value and publisher (`theme.value.primaryDark`, `theme.map(\\.primaryDark)`)",
            note: "RxTheme's themed attribute, `themeService.attribute { $0.text }` (also `.attribute { }` on another "
                + "service), and older RxTheme's stream of one, `themeService.attrStream { $0.text }`, where the file "
                + "imports RxTheme or another file of its module does; "
                + "`text.attribute(.font, at: 0, effectiveRange: nil)` and `if item.attribute {` are not counted.",
            weight: 2,
            examples: [
                "import RxTheme\nlabel.theme.textColor = themeService.↓attribute { $0.text }",
                "import RxTheme\nlet c = service.↓attribute { $0.text }",
                "import RxTheme\nlet colors = themeService.↓attrStream { $0.text }",
            ],
            counterExamples: [
                "import RxTheme\nlet font = text.attribute(.font, at: 0, effectiveRange: nil)",
                "import RxTheme\nif item.attribute { show() }", "let c = themeService.attribute { $0.text }",
            ]
        ),
        Construct(
            id: "ThemeService.type", category: .ecosystem, module: "RxTheme",
            symbols: ["type", "typeStream", "attrs", "attrsStream"],
            match: Match(.member, proofs: [.receiver(["themeService"])], requiredImport: "RxTheme", isModuleWide: true),
            concurrency: "the @Observable theme store's current theme, and its changes through observation or the "
                + "store's AsyncSequence",
            combine: "the theme subject's `value`, and the subject itself as a publisher",
            note:
                "RxTheme's `themeService.type` (the current theme), `themeService.typeStream` (its changes), and "
                + "older RxTheme's `attrs` and `attrsStream` (the current theme's attributes and their changes), where "
                + "the file imports RxTheme or another file of its module does; another value's `type` "
                + "(`switch event.type {`) is not counted.",
            weight: 2,
            examples: [
                "import RxTheme\nlet color = themeService.↓type.associatedObject.primary\n"
                    + "themeService.↓typeStream.subscribe(onNext: { _ in })",
                "import RxTheme\nlet text = themeService.↓attrs.text\n"
                    + "let texts = themeService.↓attrsStream.map(\\.text)",
            ],
            counterExamples: [
                "import RxTheme\nlet kind = cell.type", "import RxTheme\nswitch event.type { default: break }",
                "let t = themeService.type",
            ]
        ),
        Construct(
            id: "ThemeService.switch", category: .ecosystem, module: "RxTheme", symbols: ["switch", "switcher"],
            match: Match(
                .member, proofs: [.receiver(["themeService"])], requiredImport: "RxTheme", maxArguments: 1,
                isModuleWide: true),
            concurrency: "set the @Observable theme store's theme (`store.theme = theme`); the views re-apply it "
                + "through observation",
            combine: "send the theme into its subject (`theme.send(theme)`)",
            note: "RxTheme's switch of the current theme, `themeService.switch(theme)`, and its binder "
                + "(`.bind(to: themeService.switcher)`), where the file imports RxTheme or another file of its module "
                + "does. Only as a member of `themeService`: a `switch` statement is never it, nor another value's "
                + "`switch(…)` or a project's `themeService.switch(…)` where no file sees RxTheme.",
            weight: 2,
            examples: [
                "import RxTheme\nlet theme = themeService.type.toggled()\nthemeService.↓switch(theme)",
                "import RxTheme\nthemes.bind(to: themeService.↓switcher).disposed(by: bag)",
            ],
            counterExamples: [
                "import RxTheme\nswitch themeService.type { default: break }", "themeService.switch(theme)",
                "import RxTheme\nrouter.switch(tab)",
            ]
        ),
        Construct(
            id: "RxRealm", category: .ecosystem, module: "RxRealm",
            symbols: [
                "collection", "array", "changeset", "arrayWithChangeset", "arrayFrom", "changesetFrom",
                "changesetArrayFrom",
            ],
            match: .member(.receiver(["Observable"])),
            concurrency: "Realm's async change notifications (`collection.changesetPublisher` or an AsyncStream)",
            combine: "Realm's `collectionPublisher` / `changesetPublisher`",
            note: "`Observable.collection(from:)`, `Observable.array(from:)`, `Observable.changeset(from:)`, "
                + "`Observable.arrayWithChangeset(from:)` (and their older names, `arrayFrom(_:)`, `changesetFrom(_:)`, "
                + "`changesetArrayFrom(_:)`), when some file of the repository imports RxRealm (else they are the "
                + "project's own); the `Observable` is counted too. A watched object or Realm is `RxRealm.from`.",
            weight: 2,
            examples: [
                "import RxRealm\nlet items = Observable.↓collection(from: realm.objects(Item.self))",
                "import RxRealm\nlet changes = Observable.↓changeset(from: results)",
                "import RxRealm\nlet laps = Observable.↓arrayFrom(realm.objects(Lap.self))",
            ],
            counterExamples: ["import RxRealm\nlet values = dictionary.array(from: keys)"]
        ),
        Construct(
            id: "RxRealmDataSources", category: .ecosystem, module: "RxRealmDataSources",
            symbols: [
                "RxTableViewRealmDataSource", "RxCollectionViewRealmDataSource", "realmChanges", "realmModelSelected",
            ],
            match: Match(.anywhere, requiredImport: "RxRealmDataSources"),
            concurrency: "a diffable data source applying Realm's change notifications (`observe` on the results)",
            combine: "Realm's `changesetPublisher` feeding a diffable data source",
            note: "RxRealmDataSources' data sources and bindings (`RxTableViewRealmDataSource<Item>`, "
                + "`tableView.rx.realmChanges(dataSource)`), in files that import it; the `rx` is counted too.",
            weight: 3,
            examples: [
                "import RxRealmDataSources\nvar dataSource: ↓RxTableViewRealmDataSource<Item>!",
                "import RxRealmDataSources\nlet d = items.bind(to: tableView.rx.↓realmChanges(dataSource))",
            ],
            counterExamples: ["let changes = store.realmChanges(items)"]
        ),
        Construct(
            id: "RxKakaoSDK", category: .ecosystem, module: "RxKakaoSDKCommon",
            concurrency: "the plain SDK's own entry point (`KakaoSDK.initSDK(appKey:)` of KakaoSDKCommon), whose "
                + "APIs take completion handlers to wrap in `withCheckedThrowingContinuation`",
            combine: "the plain SDK's entry point, its completion handlers wrapped in `Future`",
            note: "The Kakao SDK's Rx edition's own namespace (`RxKakaoSDK.initSDK(appKey:)`): removing the "
                + "`kakao-ios-sdk-rx` package removes it, so the call moves to the plain SDK's `KakaoSDK`.",
            weight: 1,
            examples: ["import RxKakaoSDKCommon\n↓RxKakaoSDK.initSDK(appKey: key)"],
            counterExamples: ["import KakaoSDKCommon\nKakaoSDK.initSDK(appKey: key)", "let name = \"RxKakaoSDK\""]
        ),
        Construct(
            id: "rx.gesture", category: .ecosystem, module: "RxGesture",
            symbols: [
                "tapGesture", "longPressGesture", "panGesture", "swipeGesture", "pinchGesture", "rotationGesture",
                "screenEdgePanGesture", "anyGesture", "gesture",
            ],
            match: Match(.member, proofs: [.receiver(["rx"])], excludesProperty: true),
            concurrency: "a gesture recognizer target/action feeding an AsyncStream",
            combine: "a gesture publisher",
            note: "`view.rx.tapGesture()`, called (a read of `rx.tapGesture` is a repository's own `Reactive` "
                + "property); the `rx` is counted too.",
            weight: 2,
            examples: ["view.rx.↓tapGesture().when(.recognized)", "view.rx.↓panGesture { _, delegate in }"],
            counterExamples: ["view.tapGesture()", "let taps = recognizer.rx.tapGesture.map { _ in }"]
        ),
        Construct(
            id: "RxGesture.when", category: .ecosystem, module: "RxGesture",
            symbols: ["when", "asLocation", "asTranslation", "asScale", "asRotation", "asTransform", "asGesture"],
            match: Match(.member, proofs: [.rxChain], requiredImport: "RxGesture"),
            concurrency: "the recognizer's state and location read in its action",
            combine: "filter/map on the gesture publisher",
            note: "RxGesture's operators on a gesture stream (`.when(.recognized)`, `.asLocation()`, "
                + "`.asTranslation()`), in an Rx chain of a file that imports RxGesture.",
            weight: 1,
            examples: ["import RxGesture\nview.rx.tapGesture()\n    .↓when(.recognized)\n    .↓asLocation()"],
            counterExamples: [
                "view.rx.tapGesture().when(.recognized)", "import RxGesture\nqueue.when(ready)",
                "import RxGesture\nlet point = recognizer.asLocation()",
            ]
        ),
        Construct(
            id: "RxGesture.types", category: .ecosystem, module: "RxGesture",
            symbols: [
                "GestureRecognizer", "GestureRecognizerDelegate", "GestureRecognizerState", "RxGestureRecognizer",
                "RxGestureRecognizerDelegate", "RxGestureRecognizerState", "RxGestureTouch", "RxGestureView",
                "RxGesturePoint", "GenericRxGestureRecognizerDelegate", "GestureRecognizerDelegatePolicy",
                "TouchDownGestureRecognizer", "ForceTouchGestureRecognizer", "TransformGestureRecognizers",
                "TransformVelocity", "TapConfiguration", "LongPressConfiguration", "PanConfiguration",
                "SwipeConfiguration", "PinchConfiguration", "RotationConfiguration", "ScreenEdgePanConfiguration",
                "HoverConfiguration", "TouchDownConfiguration", "ForceTouchConfiguration", "TransformConfiguration",
                "ClickConfiguration", "PressConfiguration", "MagnificationConfiguration",
            ],
            match: Match(.type, requiredImport: "RxGesture"),
            concurrency: "UIKit's own names (`UIGestureRecognizer`, `UIGestureRecognizerDelegate`, "
                + "`UIGestureRecognizer.State`, `UITouch`, `UIView`, `CGPoint`); a recognizer's configuration set "
                + "where the recognizer is made",
            combine: "the same UIKit names",
            note: "RxGesture's type aliases and helper types, in files that import RxGesture: its platform aliases "
                + "(`GestureRecognizer`, `GestureRecognizerDelegate`, `GestureRecognizerState`; `RxGestureRecognizer`, "
                + "`RxGestureView`, … since RxGesture 4), its recognizers (`TouchDownGestureRecognizer`, "
                + "`ForceTouchGestureRecognizer`), delegate and policy (`GestureRecognizerDelegatePolicy`), and the "
                + "configuration closures of its gestures (`TapConfiguration`). An app's delegate written with them "
                + "(`final class Exclusive: NSObject, GestureRecognizerDelegate`) keeps the pod until it spells "
                + "UIKit's names. Its generic `View`, `Touch` and `Point` aliases are left out.",
            weight: 1,
            examples: [
                "import RxGesture\nfinal class Exclusive: NSObject, ↓GestureRecognizerDelegate {\n"
                    + "    func gestureRecognizer(_ g: ↓GestureRecognizer, shouldBegin other: ↓GestureRecognizer) "
                    + "-> Bool { false }\n}",
                "import RxGesture\nlet state: ↓RxGestureRecognizerState = .began\n"
                    + "let configure: ↓TapConfiguration = { gesture, _ in gesture.numberOfTapsRequired = 2 }",
            ],
            counterExamples: [
                "final class Exclusive: NSObject, GestureRecognizerDelegate {}",
                "import RxGesture\nlet gestureRecognizer = UITapGestureRecognizer()\nlet p: Point = .zero",
            ]
        ),
        Construct(
            id: "RxGesture.events", category: .ecosystem, module: "RxGesture",
            symbols: [
                "TapControlEvent", "TapObservable", "LongPressControlEvent", "LongPressObservable", "PanControlEvent",
                "PanObservable",
                "SwipeControlEvent", "SwipeObservable", "PinchControlEvent", "PinchObservable", "RotationControlEvent",
                "RotationObservable",
                "ScreenEdgePanControlEvent", "ScreenEdgePanObservable", "HoverControlEvent", "HoverObservable",
                "TouchDownControlEvent", "TouchDownObservable",
                "ForceTouchControlEvent", "ForceTouchObservable", "TransformControlEvent", "TransformObservable",
                "ClickControlEvent", "ClickObservable",
                "PressControlEvent", "PressObservable", "MagnificationControlEvent", "MagnificationObservable",
            ],
            match: Match(.type, requiredImport: "RxGesture"),
            concurrency: "an AsyncStream of the recognizer, yielded from its target/action",
            combine: "a publisher of the recognizer, sent from its target/action",
            note:
                "RxGesture's stream aliases of a gesture (`TapControlEvent` is `ControlEvent<UITapGestureRecognizer>`, "
                + "`PanObservable` an `Observable<UIPanGestureRecognizer>`), in files that import RxGesture.",
            weight: 2,
            examples: [
                "import RxGesture\nvar taps: ↓TapControlEvent { view.rx.tapGesture() }\n"
                    + "func pans() -> ↓PanObservable { view.rx.panGesture().asObservable() }"
            ],
            counterExamples: ["var taps: TapControlEvent { view.rx.tapGesture() }"]
        ),
        Construct(
            id: "RxAppState", category: .ecosystem, module: "RxAppState",
            symbols: [
                "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewState", "appState", "didBecomeActive",
                "willResignActive", "didEnterBackground", "willEnterForeground", "willTerminate", "isFirstLaunch",
                "firstLaunchOfNewVersion", "didOpenApp", "didOpenAppCount",
            ],
            match: Match(.member, proofs: [.receiver(["rx"])], requiredImport: "RxAppState"),
            concurrency: "override the lifecycle method (`viewWillAppear(_:)`) and yield into an AsyncStream; for "
                + "the app's state, `NotificationCenter.default.notifications(named: "
                + "UIApplication.didBecomeActiveNotification)`",
            combine: "the lifecycle method sending into a subject / `NotificationCenter.default.publisher(for:)`",
            note: "RxAppState's lifecycle streams after `.rx` (`rx.viewWillAppear`, `rx.viewState`, "
                + "`UIApplication.shared.rx.appState`, `rx.didBecomeActive`), in files that import RxAppState; the "
                + "`rx` is counted too.",
            weight: 2,
            examples: [
                "import RxAppState\nlet shown = rx.↓viewWillAppear.map { _ in }",
                "import RxAppState\nlet state = UIApplication.shared.rx.↓appState\nlet a = app.rx.↓didBecomeActive",
            ],
            counterExamples: [
                "let shown = rx.viewWillAppear.map { _ in }",
                "import RxAppState\noverride func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }",
            ]
        ),
        Construct(
            id: "RxKeyboard", category: .ecosystem, module: "RxKeyboard",
            concurrency: "keyboard notifications as an AsyncSequence", combine: "NotificationCenter publishers",
            note: "Any use in code.",
            weight: 2,
            examples: ["↓RxKeyboard.instance.visibleHeight.drive()"]
        ),
        Construct(
            id: "CocoaAction", category: .ecosystem, module: "Action",
            concurrency: "UIAction / an async closure", combine: "a closure with a publisher of enabled state",
            note: "Any use in code.",
            weight: 3,
            examples: ["button.rx.action = ↓CocoaAction { .empty() }"]
        ),
        Construct(
            id: "Action", category: .ecosystem, module: "Action", symbols: ["Action", "CompletableAction"],
            match: Match(.genericType, requiredImport: "Action"),
            concurrency: "an async closure with an @Observable isExecuting flag",
            combine: "a closure with a publisher of its executing state",
            note: "With generic arguments (`Action<Input, Element>`), in files that import Action; ReactorKit's `enum "
                + "Action` is not counted, nor an app's own `enum Action<T>`.",
            weight: 3,
            examples: [
                "import Action\nlet submit: ↓Action<String, Void> = make()",
                "import Action\nlet c = ↓CompletableAction<Int> { _ in .empty() }",
            ],
            counterExamples: [
                "import ReactorKit\nenum Action { case tap }\nlet a = Action.tap",
                "import RxSwift\nenum Action<T> { case ok(T) }\nprotocol Convertible { var action: Action<Int> { get } }",
            ]
        ),
        Construct(
            id: "Action(workFactory:)", category: .ecosystem, module: "Action",
            symbols: ["Action", "CompletableAction"],
            match: Match(.anywhere, requiredImport: "Action", requiredLabels: ["{", "workFactory", "enabledIf"]),
            concurrency: "an async closure with an @Observable isExecuting flag",
            combine: "a closure with a publisher of its executing state",
            note: "An action made without generic arguments, its types inferred (`Action { input in ... }`, "
                + "`Action(enabledIf: valid) { ... }`, `Action(workFactory: load)`), in files that import Action; "
                + "ReactorKit's `Action.tap` and an app's `Action(rawValue:)` are not.",
            weight: 3,
            examples: [
                "import Action\nlet submit: Action<String, Void> = ↓Action { _ in .empty() }",
                "import Action\nlazy var login = ↓Action(enabledIf: valid) { (_: Void) in api.login() }",
                "import Action\nlet c: CompletableAction<Int> = ↓CompletableAction(workFactory: work)",
            ],
            counterExamples: [
                "import Action\nimport ReactorKit\nenum Action { case tap }\nlet a = Action.tap",
                "import Action\nenum Action: Int { case tap }\nlet a = Action(rawValue: 1)",
                "import RxSwift\nlet a = Action { _ in .empty() }",
            ]
        ),
        Construct(
            id: "Action.execute", category: .ecosystem, module: "Action",
            symbols: [
                "execute", "executing", "executionObservables", "elements", "underlyingError", "errors", "enabled",
            ],
            match: .member(.rxChain),
            concurrency: "call the async closure in a Task", combine: "call the closure and sink its publisher",
            note: "On an action (`action.execute(x)`, `action.executing`, `action.elements`, `action.errors`, "
                + "`action.enabled`) in an Rx chain or declared with its type; `inputs`, a name view models' inputs "
                + "share, only on an action declared with its type (`Action.inputs`).",
            weight: 1,
            examples: [
                "import Action\nlet submit: Action<String, Void>\nfunc go() { submit.↓execute(\"a\") }",
                "import Action\nlet submit: Action<String, Void>\nfunc go() { _ = submit.↓errors.subscribe() }",
            ],
            counterExamples: ["queue.execute(job)"]
        ),
        Construct(
            id: "Action.inputs", category: .ecosystem, module: "Action", symbols: ["inputs"],
            match: Match(.member, proofs: [.receiverType(["Action", "CompletableAction"])], requiredImport: "Action"),
            concurrency: "call the async closure in a Task", combine: "call the closure and sink its publisher",
            note: "An action's `inputs` observer (`bind(to: action.inputs)`) where the file declares the action with "
                + "its type; a view model's own `inputs` is not counted.",
            weight: 1,
            examples: [
                "import Action\nlet submit: Action<String, Void>\nfunc go() { _ = text.bind(to: submit.↓inputs) }"
            ],
            counterExamples: [
                "import Action\nlet viewModel = ViewModel()\nfunc go() { viewModel.inputs.load() }",
                "let submit: Action<String, Void>\nfunc go() { _ = text.bind(to: submit.inputs) }",
            ]
        ),
        Construct(
            id: "InputSubject", category: .ecosystem, module: "Action",
            match: Match(.anywhere, requiredImport: "Action"),
            concurrency: "AsyncStream (continuation.yield)", combine: "PassthroughSubject",
            note: "Action 3's subject of an action's inputs, in files that import Action; Action 4 removed it (a "
                + "`PublishSubject` bound to the action's `inputs` takes its place).",
            weight: 3,
            examples: ["import Action\nlet trigger = ↓InputSubject<String>()"],
            counterExamples: ["import RxSwift\nlet trigger = InputSubject<String>()"]
        ),
        Construct(
            id: "Stepper", category: .ecosystem, module: "RxFlow",
            symbols: ["Stepper", "OneStepper", "CompositeStepper", "FlowContributor"],
            match: Match(.anywhere, requiredImport: "RxFlow"),
            concurrency: "a coordinator with async navigation", combine: "a coordinator with a navigation publisher",
            note: "Any use in code, in files that import RxFlow.",
            weight: 3,
            examples: ["import RxFlow\nclass VM: ↓Stepper {}"]
        ),
        Construct(
            id: "coordinate(flow:)", category: .ecosystem, module: "RxFlow", symbols: ["coordinate"],
            match: Match(.member, proofs: [.label(["flow"])], requiredImport: "RxFlow"),
            concurrency: "start the coordinator's first async navigation (its root flow's first step) directly",
            combine: "subscribe the coordinator to the root flow's navigation publisher",
            note: "A `FlowCoordinator`'s `coordinate(flow:with:)`, which starts the app's flows, in files that import "
                + "RxFlow; a method of that name taking no `flow:` is the project's.",
            weight: 2,
            examples: [
                "import RxFlow\nfunc start() {\n    coordinator.↓coordinate(flow: appFlow, with: AppStepper())\n}"
            ],
            counterExamples: [
                "import RxFlow\nfunc start() { router.coordinate(to: home) }",
                "func start() { coordinator.coordinate(flow: appFlow, with: AppStepper()) }",
            ]
        ),
        Construct(
            id: "FlowCoordinator.navigate", category: .ecosystem, module: "RxFlow", symbols: ["navigate"],
            match: Match(
                .member, proofs: [.receiverType(["FlowCoordinator"])], requiredImport: "RxFlow", callOnly: true),
            concurrency: "call the coordinator's async navigation for the step directly",
            combine: "send the step into the coordinator's navigation subject",
            note: "A `FlowCoordinator`'s `navigate(to:)`, which sends a step to the running flows (a deep link), on a "
                + "name declared or made as one, in files that import RxFlow; a flow's own `navigate(to:)` is the "
                + "project's.",
            weight: 1,
            examples: [
                "import RxFlow\nfinal class App {\n    private var coordinator: FlowCoordinator?\n"
                    + "    func open(_ step: Step) { coordinator?.↓navigate(to: step) }\n}",
                "import RxFlow\nlet coordinator = FlowCoordinator()\n"
                    + "func open(_ step: Step) { coordinator.↓navigate(to: step) }",
            ],
            counterExamples: [
                "import RxFlow\nfinal class HomeFlow {\n    func start(_ step: Step) { self.navigate(to: step) }\n"
                    + "    func navigate(to step: Step) {}\n}",
                "let coordinator = FlowCoordinator()\nfunc open(_ step: Step) { coordinator.navigate(to: step) }",
            ]
        ),
        Construct(
            id: "Flow", category: .ecosystem, module: "RxFlow",
            symbols: ["Flow", "Step", "FlowContributors", "FlowCoordinator", "Flows", "Presentable"],
            match: Match(.anywhere, requiredImport: "RxFlow"),
            concurrency: "a coordinator whose navigation methods are async functions",
            combine: "a coordinator driven by a navigation publisher",
            note: "Any use in code, in files that import RxFlow: flows, steps, flow contributors, the coordinator.",
            weight: 2,
            examples: [
                "import RxFlow\nfinal class AppFlow: ↓Flow {\n"
                    + "    func navigate(to step: ↓Step) -> ↓FlowContributors { .none }\n}"
            ],
            counterExamples: ["enum Step { case start }\nlet first: Step = .start"]
        ),
        Construct(
            id: "FlowContributor.contribute", category: .ecosystem, module: "RxFlow",
            symbols: ["one", "multiple", "end"],
            match: Match(
                .member, proofs: [.implicitMember], requiredImport: "RxFlow",
                requiredLabels: ["flowContributor", "flowContributors", "forwardToParentFlowWithStep"]),
            concurrency: "the async navigation method does the step itself: presents the next screen and awaits "
                + "its flow or stepper, or returns the step to the parent flow",
            combine: "the coordinator subscribes to the next screen's navigation publisher",
            note: "What a flow's `navigate(to:)` returns (`.one(flowContributor: .contribute(withNextPresentable: vc, "
                + "withNextStepper: vm))`, `.multiple(flowContributors:)`, `.end(forwardToParentFlowWithStep:)`), "
                + "counted once at the outer call, an implicit member with one of these labels, in files that import "
                + "RxFlow.",
            weight: 1,
            examples: [
                "import RxFlow\nfunc navigate(to step: Step) -> FlowContributors {\n"
                    + "    .↓one(flowContributor: .contribute(withNextPresentable: vc, withNextStepper: vm))\n}",
                "import RxFlow\nfunc done() -> FlowContributors { .↓end(forwardToParentFlowWithStep: AppStep.home) }",
                "import RxFlow\nfunc show() -> FlowContributors { .↓one(flowContributor: .contribute(withNext: vc)) }",
                "import RxFlow\nfunc up() -> FlowContributors {\n"
                    + "    .↓one(flowContributor: .forwardToParentFlow(withStep: s))\n}",
            ],
            counterExamples: [
                "import RxFlow\nlet first = items.first(where: { $0.one(of: 2) })\nfunc end() { timer.end(at: 3) }",
                "import RxFlow\nfunc stop() { flow.end(forwardToParentFlowWithStep: step) }",
                "func navigate() -> Contributors { .one(flowContributor: .contribute(withNextPresentable: vc)) }",
            ]
        ),
        Construct(
            id: "Presentable.rxVisible", category: .ecosystem, module: "RxFlow",
            symbols: ["rxVisible", "rxDismissed"],
            match: Match(.anywhere, requiredImport: "RxFlow"),
            concurrency: "the screen's own appearance callbacks (`viewDidAppear`, a dismissal handler) or an "
                + "AsyncStream of them",
            combine: "a publisher of the screen's appearance",
            note: "RxFlow's `Presentable` streams (`rxVisible`, `rxDismissed`), read or implemented, in files that "
                + "import RxFlow.",
            weight: 2,
            examples: [
                "import RxFlow\nfunc watch(_ flow: Flow) {\n    flow.↓rxVisible.subscribe().disposed(by: bag)\n}"
            ],
            counterExamples: ["let visible = view.rxVisible"]
        ),
        Construct(
            id: "twoWayBinding", category: .ecosystem, module: "RxBiBinding", symbols: ["<->"],
            match: Match(.anywhere, requiredImport: "RxBiBinding"),
            concurrency: "two one-way bindings: a `for await` loop each way, each skipping a value equal to the "
                + "one it last wrote so an update does not echo back",
            combine: "two subscriptions, an `assign` or `sink` each way, with `removeDuplicates()` against echo",
            note: "RxBiBinding's two-way binding operator between two expressions (`textField.rx.text <-> "
                + "viewModel.name`), in files that import RxBiBinding; a `<->` elsewhere is the project's operator.",
            weight: 3,
            examples: [
                "import RxBiBinding\nfunc bind() {\n    (textField.rx.text ↓<-> viewModel.name).disposed(by: bag)\n}",
                "import RxBiBinding\nlet binding = relay↓<->control.rx.value",
            ],
            counterExamples: [
                "infix operator <->\nfunc bind() { _ = a <-> b }",
                "import RxBiBinding\ninfix operator <->\nfunc <-> (lhs: Int, rhs: Int) -> Int { lhs }",
                "import RxBiBinding\nlet swapped = a <->b",
            ]
        ),
    ]
}
