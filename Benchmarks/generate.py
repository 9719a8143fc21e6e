#!/usr/bin/env python3
"""Generate a deterministic synthetic RxSwift repository for benchmarking `farewell scan`.

    python3 Benchmarks/generate.py /tmp/farewell-bench --files 10000 --lines-per-file 100 --seed 1

The same arguments always produce the same bytes. The repository has a few local SwiftPM
packages (each with a Package.swift, a library target and a test target) plus an `App/` folder
without a manifest, layer folders (Network/, Repositories/, UseCases/, ViewModels/,
ViewControllers/, Models/, Tests/), RxSwift code mixed with plain Swift, and comments and strings
that mention Rx names but must not be counted. Standard library only.
"""

import argparse
import json
import os
import random
import re
import shutil
import string
import sys

MARKER = ".farewell-bench.json"
GENERATOR_VERSION = 1
# Share of files with one member whose comments or strings name Rx types.
TRAP_SHARE = 0.3

NOUNS = [
    "Account", "Address", "Album", "Article", "Basket", "Booking", "Card", "Cart", "Catalog", "Channel",
    "Comment", "Contact", "Coupon", "Delivery", "Device", "Document", "Event", "Feed", "Flight", "Friend",
    "Gift", "Hotel", "Invoice", "Item", "Journey", "Label", "Lesson", "Location", "Message", "Note",
    "Offer", "Order", "Payment", "Photo", "Playlist", "Post", "Product", "Profile", "Receipt", "Recipe",
    "Reservation", "Review", "Route", "Schedule", "Seat", "Session", "Shipment", "Song", "Station",
    "Subscription", "Task", "Team", "Ticket", "Trip", "Video", "Voucher", "Wallet", "Workout",
]
QUALIFIERS = [
    "", "List", "Detail", "History", "Search", "Editor", "Summary", "Picker", "Filter", "Preview",
    "Archive", "Share", "Settings", "Timeline", "Overview", "Composer", "Inbox", "Export",
]
MODULE_NAMES = [
    "Core", "Checkout", "Catalog", "Profile", "Messaging", "Onboarding", "Payments", "Search",
    "Social", "Travel", "Media", "Settings", "Analytics", "Notifications", "Wallet", "Loyalty",
]
FIELDS = ["title", "name", "subtitle", "summary", "status", "code", "owner", "category", "note", "label"]
HOSTS = ["api.example.com", "mobile.example.net", "gateway.example.org", "edge.example.io"]

# Layer folder -> (weight, class suffix). Order matters only for determinism.
LAYERS = [
    ("Network", 12, "API"),
    ("Repositories", 15, "Repository"),
    ("UseCases", 14, "UseCase"),
    ("ViewModels", 19, "ViewModel"),
    ("ViewControllers", 18, "ViewController"),
    ("Tests", 12, "Tests"),
    ("Models", 10, ""),
]

HEADERS = {
    "Network": """import Foundation
import RxSwift

/// Endpoints for ${noun} resources.
final class $Type {
    private let client: APIClient
    private let socket: SocketClient

    init(client: APIClient, socket: SocketClient) {
        self.client = client
        self.socket = socket
    }
""",
    "Repositories": """import Foundation
import RxRelay
import RxSwift

/// ${Noun}s from the API, cached in memory for every screen.
final class $Type: ${Noun}RepositoryType {
    private let api: ${Noun}API
    private let disposeBag = DisposeBag()
    private let ${noun}sRelay = BehaviorRelay<[$Noun]>(value: [])

    init(api: ${Noun}API) {
        self.api = api
    }
""",
    "UseCases": """import Foundation
import RxRelay
import RxSwift

/// Business rules for ${noun}s.
final class $Type {
    private let repository: ${Noun}RepositoryType
    private let analytics: AnalyticsTracking
    private let settings: SettingsStore
    private let scheduler: SchedulerType

    init(repository: ${Noun}RepositoryType, analytics: AnalyticsTracking, settings: SettingsStore,
         scheduler: SchedulerType = MainScheduler.instance) {
        self.repository = repository
        self.analytics = analytics
        self.settings = settings
        self.scheduler = scheduler
    }
""",
    "ViewModels": """import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// State and actions of the ${noun} screen.
final class $Type {
    let selected = PublishRelay<$Noun>()
    let saveTapped = PublishRelay<Void>()
    let name = BehaviorRelay<String>(value: "")
    private let ${noun}Relay = BehaviorRelay<$Noun?>(value: nil)
    private let useCase: ${Noun}UseCase
    private let router: ${Noun}Routing
    private let disposeBag = DisposeBag()

    init(useCase: ${Noun}UseCase, router: ${Noun}Routing) {
        self.useCase = useCase
        self.router = router
    }
""",
    "ViewControllers": """import RxCocoa
import RxSwift
import UIKit

/// The ${noun} screen.
final class $Type: UIViewController {
    private let viewModel: ${Noun}ViewModel
    private let tableView = UITableView()
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let headerView = UIView()
    private let saveButton = UIButton(type: .system)
    private let nameField = UITextField()
    private let activityIndicator = UIActivityIndicatorView(style: .medium)
    private let disposeBag = DisposeBag()

    init(viewModel: ${Noun}ViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "$Title"
        view.backgroundColor = .systemBackground
        bind()
    }

    private func bind() {
        bindTable()
        bindButtons()
        bindOutput()
    }
""",
    "Tests": """import RxBlocking
import RxSwift
import RxTest
import XCTest
@testable import $Module

final class $Type: XCTestCase {
    private var disposeBag = DisposeBag()

    override func tearDown() {
        disposeBag = DisposeBag()
        super.tearDown()
    }
""",
    "Models": """import Foundation

/// A ${noun} as the app keeps it.
struct $Type: Equatable, Codable {
    let id: String
    var $field: String
    var updatedAt: Date
    var count: Int
""",
}

# Member blocks per layer. A line starting with "?" is kept with probability one half.
BLOCKS = {
    "Network": [
        """    func fetch$Noun(id: String) -> Single<${Noun}DTO> {
        client.request(Endpoint(path: "/${noun}s/\\(id)"))
?            .timeout(.seconds($secs), scheduler: MainScheduler.instance)
    }
""",
        """    func list${Noun}s(page: Int, pageSize: Int = $pagesize) -> Single<[${Noun}DTO]> {
        client.request(Endpoint(path: "/${noun}s", query: ["page": "\\(page)", "per_page": "\\(pageSize)"]))
            .map { (response: PageResponse<${Noun}DTO>) in response.items }
?            .retry($retry)
    }
""",
        """    func update$Noun(_ dto: ${Noun}DTO) -> Completable {
        client.request(Endpoint(path: "/${noun}s/\\(dto.id)", method: .put, body: dto))
            .asCompletable()
    }
""",
        """    func observe${Noun}Updates(id: String) -> Observable<${Noun}DTO> {
        Observable.create { [socket] observer in
            let token = socket.subscribe(channel: "${noun}.\\(id)") { payload in
                if let dto = try? JSONDecoder().decode(${Noun}DTO.self, from: payload) {
                    observer.onNext(dto)
                }
            }
            return Disposables.create { socket.unsubscribe(token) }
        }
        .share(replay: 1, scope: .whileConnected)
    }
""",
        """    func delete$Noun(id: String) -> Completable {
        Completable.create { [client] completable in
            let task = client.send(Endpoint(path: "/${noun}s/\\(id)", method: .delete)) { error in
                if let error {
                    completable(.error(error))
                } else {
                    completable(.completed)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
""",
    ],
    "Repositories": [
        """    var ${noun}s: Observable<[$Noun]> {
        ${noun}sRelay.asObservable()
?            .distinctUntilChanged()
    }
""",
        """    func refresh${Noun}s() -> Completable {
        api.list${Noun}s(page: 1)
            .map { $0.map($Noun.init(dto:)) }
            .do(onSuccess: { [weak self] items in self?.${noun}sRelay.accept(items) })
            .asCompletable()
    }
""",
        """    func $noun(id: String) -> Single<$Noun> {
        if let cached = ${noun}sRelay.value.first(where: { $0.id == id }) {
            return .just(cached)
        }
        return api.fetch$Noun(id: id).map($Noun.init(dto:))
    }
""",
        """    func save(_ item: $Noun) -> Completable {
        Completable.deferred { [weak self] in
            guard let self else { return .empty() }
            var items = self.${noun}sRelay.value
            items.removeAll { $0.id == item.id }
            items.append(item)
            self.${noun}sRelay.accept(items)
            return self.api.update$Noun(item.dto)
        }
    }
""",
        """    func startLiveUpdates(for id: String) {
        api.observe${Noun}Updates(id: id)
            .map($Noun.init(dto:))
            .subscribe(onNext: { [weak self] updated in
                guard let self else { return }
                self.${noun}sRelay.accept(self.${noun}sRelay.value.map { $0.id == updated.id ? updated : $0 })
            })
            .disposed(by: disposeBag)
    }
""",
        """    func search${Noun}s(_ text: String) -> Single<[$Noun]> {
        let needle = text.lowercased()
        return ${noun}sRelay
            .take(1)
            .asSingle()
            .map { items in items.filter { $0.$field.lowercased().contains(needle) } }
    }
""",
    ],
    "UseCases": [
        """    let query = PublishRelay<String>()

    lazy var results: Observable<[$Noun]> = query
        .debounce(.milliseconds($ms), scheduler: scheduler)
        .distinctUntilChanged()
        .flatMapLatest { [repository] text -> Observable<[$Noun]> in
            repository.search${Noun}s(text).asObservable().catchAndReturn([])
        }
        .share(replay: 1)
""",
        """    func summary() -> Observable<${Noun}Summary> {
        Observable.combineLatest(repository.${noun}s, settings.currency)
            .map { items, currency in ${Noun}Summary(count: items.count, currency: currency) }
?            .distinctUntilChanged()
    }
""",
        """    func execute(_ input: ${Noun}Input) -> Single<$Noun> {
        guard input.isValid else { return .error(${Noun}Error.invalidInput) }
        return repository.create$Noun(input)
?            .observe(on: MainScheduler.instance)
            .do(onSuccess: { [analytics] _ in analytics.track("${noun}_created") })
    }
""",
        """    func latest$Noun() -> Maybe<$Noun> {
        repository.${noun}s
            .take(1)
            .asSingle()
            .flatMapMaybe { items in items.last.map(Maybe.just) ?? .empty() }
    }
""",
        """    func load${Noun}s() -> Observable<[$Noun]> {
        repository.refresh${Noun}s()
            .andThen(repository.${noun}s)
            .map { items in items.sorted { $0.updatedAt > $1.updatedAt } }
?            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    }
""",
    ],
    "ViewModels": [
        """    struct Input {
        let refresh: Signal<Void>
        let selection: Signal<$Noun>
        let searchText: Driver<String>
    }

    struct Output {
        let items: Driver<[$Noun]>
        let isLoading: Driver<Bool>
        let error: Signal<String>
    }
""",
        """    func transform(input: Input) -> Output {
        let loading = BehaviorRelay<Bool>(value: false)
        let errors = PublishRelay<String>()
        let items = input.refresh
            .asObservable()
            .startWith(())
            .flatMapLatest { [useCase] _ in
                useCase.load${Noun}s()
                    .do(onSubscribe: { loading.accept(true) }, onDispose: { loading.accept(false) })
                    .catch { error in
                        errors.accept(error.localizedDescription)
                        return .just([])
                    }
            }
            .asDriver(onErrorJustReturn: [])
        return Output(items: items, isLoading: loading.asDriver(), error: errors.asSignal())
    }
""",
        """    func bindSelection(_ selection: Signal<$Noun>, searchText: Driver<String>) {
        selection
            .asObservable()
            .withLatestFrom(searchText.asObservable()) { item, text in (item, text) }
            .subscribe(onNext: { [weak self] item, text in
                self?.router.show$Noun(item, highlighting: text)
            })
            .disposed(by: disposeBag)
    }
""",
        """    var title: Driver<String> {
        ${noun}Relay
            .map { $0?.$field ?? "$Noun" }
            .asDriver(onErrorJustReturn: "")
    }
""",
        """    var isSaveEnabled: Driver<Bool> {
        Observable.combineLatest(name.asObservable(), ${noun}Relay.asObservable())
            .map { name, current in !name.isEmpty && name != current?.$field }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)
    }
""",
        """    func bindSave() {
        saveTapped
            .withLatestFrom(name)
            .flatMapFirst { [useCase] name in
                useCase.rename(to: name).asObservable().materialize()
            }
            .subscribe(onNext: { [weak self] event in
                if case .error = event { self?.name.accept(self?.${noun}Relay.value?.$field ?? "") }
            })
            .disposed(by: disposeBag)
    }
""",
    ],
    "ViewControllers": [
        """    private func bindTable() {
        viewModel.items
            .drive(tableView.rx.items(cellIdentifier: "${Noun}Cell", cellType: ${Noun}Cell.self)) { _, item, cell in
                cell.configure(with: item)
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected($Noun.self)
            .bind(to: viewModel.selected)
            .disposed(by: disposeBag)
    }
""",
        """    private func bindButtons() {
        saveButton.rx.tap
            .throttle(.milliseconds($ms), scheduler: MainScheduler.instance)
            .bind(to: viewModel.saveTapped)
            .disposed(by: disposeBag)

        nameField.rx.text.orEmpty
            .bind(to: viewModel.name)
            .disposed(by: disposeBag)
    }
""",
        """    private func bindScrolling() {
        collectionView.rx.didScroll
            .withLatestFrom(collectionView.rx.contentOffset)
            .map { $0.y > $threshold }
            .distinctUntilChanged()
            .bind(to: headerView.rx.isHidden)
            .disposed(by: disposeBag)
    }
""",
        """    private func bindOutput() {
        viewModel.isLoading
            .drive(activityIndicator.rx.isAnimating)
            .disposed(by: disposeBag)

        viewModel.isSaveEnabled
            .drive(saveButton.rx.isEnabled)
            .disposed(by: disposeBag)

        viewModel.error
            .emit(onNext: { [weak self] message in self?.showAlert(message) })
            .disposed(by: disposeBag)
    }
""",
        """    private func bindTitle() {
        viewModel.title
            .drive(rx.title)
            .disposed(by: disposeBag)

        rx.methodInvoked(#selector(UIViewController.viewWillAppear(_:)))
            .map { _ in () }
            .bind(to: viewModel.appeared)
            .disposed(by: disposeBag)
    }
""",
    ],
    "Tests": [
        """    func test${Noun}sAreLoadedOnRefresh$n() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver([$Noun].self)
        let refresh = scheduler.createHotObservable([.next(10, ()), .next($t2, ())])
        let sut = make${Noun}ViewModel(scheduler: scheduler)

        sut.items(refresh: refresh.asObservable())
            .subscribe(observer)
            .disposed(by: disposeBag)
        scheduler.start()

        XCTAssertEqual(observer.events.count, 2)
        XCTAssertEqual(observer.events.first?.time, 10)
    }
""",
        """    func testFetch${Noun}ReturnsCachedValue$n() throws {
        let repository = ${Noun}Repository(api: Stub${Noun}API(items: [.fixture(id: "$id")]))
        let item = try repository.$noun(id: "$id").toBlocking(timeout: 1).first()
        XCTAssertEqual(item?.id, "$id")
    }
""",
        """    func testSearchDebouncesInput$n() {
        let scheduler = TestScheduler(initialClock: 0)
        let results = scheduler.createObserver(Int.self)
        let input = scheduler.createColdObservable([.next(1, "a"), .next(2, "ab"), .next(10, "abc")])
        let sut = ${Noun}SearchUseCase(scheduler: scheduler)

        sut.count(for: input.asObservable()).subscribe(results).disposed(by: disposeBag)
        scheduler.start()

        XCTAssertEqual(results.events, [Recorded.next(13, 3)])
    }
""",
        """    func test${Noun}FormattingIsStable$n() {
        let formatter = ${Noun}Formatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(for: $num), "$num")
        XCTAssertEqual(formatter.string(for: 0), "0")
    }
""",
    ],
    "Models": [
        """    var isEmpty: Bool {
        $field.trimmingCharacters(in: .whitespaces).isEmpty
    }
""",
        """    func updated(with other: $Type) -> $Type {
        var copy = self
        copy.$field = other.$field.isEmpty ? $field : other.$field
        copy.count = max(count, other.count)
        copy.updatedAt = max(updatedAt, other.updatedAt)
        return copy
    }
""",
    ],
}

# Members that name Rx types only in comments and strings: a scanner must count none of them.
TRAP_BLOCKS = [
    """    // NOTE: this used to expose an Observable<[$Noun]> backed by a BehaviorRelay, and the
    // DisposeBag lived in the coordinator. Plain values since the $major.$minor refactor.
    private var cachedCount = $num
""",
    """    private static let diagnostics = "flatMapLatest over Observable<$Noun> disposed(by: bag), diagnostics only"
""",
    """    private static let helpText = \"\"\"
        Pull to refresh reloads every ${noun}. Internally this is a Driver fed by a
        PublishSubject and a withLatestFrom, which the user never sees.
        \"\"\"
""",
    """    /* Migration note: asDriver(onErrorJustReturn:) and subscribe(onNext:) calls in this
       type moved to the view model; MainScheduler hops are no longer needed here. */
    private let pageSize = $pagesize
""",
]

# Plain Swift members any class can hold.
PLAIN_BLOCKS = [
    """    private func format(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = $digits
        formatter.numberStyle = .decimal
        return formatter.string(from: NSNumber(value: value)) ?? "\\(value)"
    }
""",
    """    private func bucket(for count: Int) -> String {
        switch count {
        case 0: return "none"
        case 1...$small: return "few"
        case ($small + 1)...$large: return "some"
        default: return "many"
        }
    }
""",
    """    private func clamp(_ value: Int) -> Int {
        guard value >= 0 else { return 0 }
        return min(value, $large)
    }
""",
    """    private func makeRequestID() -> String {
        let prefix = "${noun}-$num"
        return prefix + "-" + String(Int(Date().timeIntervalSince1970))
    }
""",
    """    enum Sort: String, CaseIterable {
        case newest
        case oldest
        case $field
?        case popularity

        var title: String {
            rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
""",
    """    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
?        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()
""",
    """    private func validate(_ text: String) -> [String] {
        var problems: [String] = []
        if text.isEmpty { problems.append("empty") }
        if text.count > $large { problems.append("too long") }
        if text.rangeOfCharacter(from: .newlines) != nil { problems.append("line break") }
?        if text.hasPrefix(" ") || text.hasSuffix(" ") { problems.append("spaces") }
        return problems
    }
""",
    """    private func localizedTitle(count: Int) -> String {
        let format = NSLocalizedString("${noun}.count", value: "%d ${noun}s", comment: "Number of ${noun}s")
        return String(format: format, count)
    }
""",
    """    private func chunks<T>(of items: [T], size: Int = $small) -> [[T]] {
        stride(from: 0, to: items.count, by: size).map { start in
            Array(items[start..<min(start + size, items.count)])
        }
    }
""",
    """    private func accessibilityLabel(for index: Int, of total: Int) -> String {
        // VoiceOver reads "2 of 7" rather than the raw index.
        "\\(index + 1) of \\(total)"
    }
""",
]


def layer_weights():
    total = sum(weight for _, weight, _ in LAYERS)
    return [weight / total for _, weight, _ in LAYERS]


def fill(template, values, rng):
    """Substitutes `$name` placeholders and keeps each `?` line with probability one half."""
    text = string.Template(template).safe_substitute(values)
    lines = []
    for line in text.split("\n"):
        if line.startswith("?"):
            if rng.random() < 0.5:
                lines.append(line[1:])
        else:
            lines.append(line)
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def values_for(rng, noun, type_name, module, title):
    return {
        "Noun": noun, "noun": noun[0].lower() + noun[1:], "Type": type_name, "Module": module, "Title": title,
        "field": rng.choice(FIELDS), "secs": str(rng.choice([5, 10, 15, 30])),
        "pagesize": str(rng.choice([20, 25, 30, 50, 100])), "retry": str(rng.choice([1, 2, 3])),
        "ms": str(rng.choice([150, 250, 300, 400, 500, 800])), "threshold": str(rng.choice([24, 40, 64, 80, 120])),
        "t2": str(rng.choice([20, 30, 40, 50])), "id": "%s-%d" % (noun.lower(), rng.randrange(1, 999)),
        "num": str(rng.randrange(2, 5000)), "digits": str(rng.choice([0, 1, 2])),
        "small": str(rng.randrange(2, 6)), "large": str(rng.randrange(10, 100)),
        "major": str(rng.randrange(1, 6)), "minor": str(rng.randrange(0, 10)), "host": rng.choice(HOSTS),
        "n": "",
    }


def render_file(rng, layer, noun, qualifier, type_name, module, target):
    """A Swift file of exactly `target` lines when the target leaves room for the header."""
    title = (noun + " " + qualifier).strip()
    lines = fill(HEADERS[layer], values_for(rng, noun, type_name, module, title), rng)
    pool = BLOCKS[layer]
    layer_blocks = rng.sample(pool, rng.randint(max(1, len(pool) - 3), len(pool)))
    plain_blocks = rng.sample(PLAIN_BLOCKS, rng.randint(4, 10))
    if rng.random() < TRAP_SHARE:
        plain_blocks.append(rng.choice(TRAP_BLOCKS))
    plain_share = 0.6 if layer == "Models" else 0.5
    test_number = 0
    while layer_blocks or plain_blocks:
        use_plain = plain_blocks and (not layer_blocks or rng.random() < plain_share)
        template = plain_blocks.pop() if use_plain else layer_blocks.pop()
        if layer == "Tests" and not use_plain and len(layer_blocks) == 0:
            # Test methods are numbered, so the test templates can repeat.
            layer_blocks = rng.sample(BLOCKS[layer], len(BLOCKS[layer]))
        values = values_for(rng, noun, type_name, module, title)
        if layer == "Tests":
            test_number += 1
            values["n"] = str(test_number)
        block = fill(template, values, rng)
        # Room for the blank line before the block and the closing brace after it.
        if len(lines) + 1 + len(block) + 1 > target:
            if layer == "Tests" and len(lines) + 12 > target:
                break
            continue
        lines.append("")
        lines.extend(block)
    lines.append("}")
    pad(lines, rng, type_name, target)
    if module == "Core" and layer != "Tests":
        # The other packages call into Core, as Swift allows only for what Core makes public.
        lines = [PUBLIC_DECLARATION.sub(r"\1public \2", line) for line in lines]
    return "\n".join(lines) + "\n"


# A declaration of a type or of a type's member, at the top level or one level in, without an access modifier.
PUBLIC_DECLARATION = re.compile(
    r"^((?:    )?)((?:final class|class|struct|enum|protocol|func|var|let|init|static func|static let|typealias)\b)")


def pad(lines, rng, type_name, target):
    """Adds a constants enum (or comment lines) so the file has exactly `target` lines."""
    remaining = target - len(lines)
    if remaining >= 4:
        lines.append("")
        lines.append("private enum %sDefaults {" % type_name)
        for index in range(remaining - 3):
            lines.append("    static let value%d = %d" % (index, rng.randrange(0, 10000)))
        lines.append("}")
    else:
        for _ in range(max(0, remaining)):
            lines.append("// %s" % type_name)


def file_lengths(rng, files, lines_per_file):
    """Lengths between 60% and 140% of the mean whose sum is exactly files * lines_per_file."""
    low = max(1, int(lines_per_file * 0.6))
    high = max(low, int(lines_per_file * 1.4))
    lengths = [rng.randint(low, high) for _ in range(files)]
    difference = files * lines_per_file - sum(lengths)
    index = 0
    while difference != 0 and files > 0:
        step = 1 if difference > 0 else -1
        if low <= lengths[index % files] + step <= high or (step > 0):
            lengths[index % files] += step
            difference -= step
        index += 1
    return lengths


def module_names(count):
    names = []
    for index in range(count):
        base = MODULE_NAMES[index % len(MODULE_NAMES)]
        names.append(base if index < len(MODULE_NAMES) else "%s%d" % (base, index // len(MODULE_NAMES) + 1))
    return names


def package_manifest(module, depends_on_core):
    core_dependency = '        .package(path: "../Core"),\n' if depends_on_core else ""
    core_product = '                .product(name: "Core", package: "Core"),\n' if depends_on_core else ""
    return """// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "%(m)s",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "%(m)s", targets: ["%(m)s"]),
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.6.0"),
%(cd)s    ],
    targets: [
        .target(
            name: "%(m)s",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
%(cp)s            ]
        ),
        .testTarget(
            name: "%(m)sTests",
            dependencies: [
                "%(m)s",
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ]
        ),
    ]
)
""" % {"m": module, "cd": core_dependency, "cp": core_product}


def folder_for(layer, module, is_app):
    if is_app:
        return os.path.join("App", layer)
    if layer == "Tests":
        return os.path.join("Packages", module, "Tests", module + "Tests")
    return os.path.join("Packages", module, "Sources", module, layer)


def generate(outdir, files, lines_per_file, seed):
    master = random.Random("farewell-bench:%d" % seed)
    lengths = file_lengths(master, files, lines_per_file)
    package_count = max(2, min(40, files // 800))
    packages = module_names(package_count)
    weights = layer_weights()
    used = set()
    written_lines = 0
    written_bytes = 0
    per_layer = {}

    for module in packages:
        path = os.path.join(outdir, "Packages", module, "Package.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(package_manifest(module, module != "Core"))

    for index in range(files):
        rng = random.Random("farewell-bench:%d:%d" % (seed, index))
        layer_index = rng.choices(range(len(LAYERS)), weights)[0]
        layer, _, suffix = LAYERS[layer_index]
        is_app = rng.random() < 0.1
        module = "App" if is_app else packages[rng.randrange(package_count)]
        noun = rng.choice(NOUNS)
        qualifier = rng.choice(QUALIFIERS)
        base = noun + qualifier
        type_name = base + (suffix if suffix != "Tests" else "ViewModelTests")
        folder = folder_for(layer, module, is_app)
        counter = 1
        while (folder, type_name) in used:
            counter += 1
            type_name = "%s%d%s" % (base, counter, suffix if suffix != "Tests" else "ViewModelTests")
        used.add((folder, type_name))
        text = render_file(rng, layer, noun, qualifier, type_name, module, lengths[index])
        path = os.path.join(outdir, folder, type_name + ".swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        line_count = text.count("\n")
        written_lines += line_count
        written_bytes += len(text.encode("utf-8"))
        per_layer[layer] = per_layer.get(layer, 0) + 1

    summary = {
        "generator": GENERATOR_VERSION, "seed": seed, "files": files, "linesPerFile": lines_per_file,
        "swiftFiles": files, "swiftLines": written_lines, "swiftBytes": written_bytes,
        "packages": package_count, "filesPerLayer": dict(sorted(per_layer.items())),
    }
    with open(os.path.join(outdir, MARKER), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    return summary


def prepare(outdir, force):
    if not os.path.exists(outdir):
        os.makedirs(outdir)
        return
    if not os.listdir(outdir):
        return
    if not force:
        sys.exit("error: %s is not empty (pass --force to replace an earlier generated repository)" % outdir)
    if not os.path.exists(os.path.join(outdir, MARKER)):
        sys.exit("error: %s was not made by this generator (no %s); refusing to delete it" % (outdir, MARKER))
    shutil.rmtree(outdir)
    os.makedirs(outdir)


def main(argv):
    parser = argparse.ArgumentParser(description="Generate a synthetic RxSwift repository for benchmarks.")
    parser.add_argument("outdir", help="where to write the repository (e.g. /tmp/farewell-bench)")
    parser.add_argument("--files", type=int, default=10000, help="Swift files before --scale (default 10000)")
    parser.add_argument("--lines-per-file", type=int, default=100, help="mean lines per Swift file (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed; same arguments give the same bytes (default 1)")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="multiplies --files: 0.2 gives 200,000 lines, 2 gives 2,000,000 (default 1)")
    parser.add_argument("--force", action="store_true", help="replace an earlier generated repository in outdir")
    args = parser.parse_args(argv)
    files = int(round(args.files * args.scale))
    if files < 1 or args.lines_per_file < 20:
        parser.error("need at least 1 file and --lines-per-file of 20 or more")
    prepare(args.outdir, args.force)
    summary = generate(args.outdir, files, args.lines_per_file, args.seed)
    print("%s: %d Swift files, %d lines, %d bytes, %d packages" % (
        args.outdir, summary["swiftFiles"], summary["swiftLines"], summary["swiftBytes"], summary["packages"]))


if __name__ == "__main__":
    main(sys.argv[1:])
