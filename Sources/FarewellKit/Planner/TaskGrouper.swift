/// Gathers files that change together: a view model with its screen, a test with the code it tests, and files
/// of one module and layer that share a feature key (`UserRepository`, `UserCache` -> `User`).
struct TaskGrouper {
    /// Every file with occurrences, sorted by path.
    let files: [FileInventory]
    /// Names of test modules.
    let testModules: Set<String>
    /// Per file: its stem and the match key of the stem, computed once.
    private let stems: [String]
    private let keys: [String]

    init(files: [FileInventory], testModules: Set<String>) {
        self.files = files
        self.testModules = testModules
        stems = files.map { FileNaming.stem($0.path) }
        keys = stems.map(FileNaming.matchKey)
    }

    func isTest(_ file: FileInventory) -> Bool {
        file.isTest || file.layer == .test || testModules.contains(file.module)
    }

    /// Groups of the files whose paths are in `paths`; partners outside `paths` become anchors.
    func groups(for paths: Set<String>) -> [FileGroup] {
        var links = UnionFind(count: files.count)
        let code = files.indices.filter { !isTest(files[$0]) }
        // The code files by path, for the links that follow what the scan names (callers, proxy users, tests' targets).
        let byPath = Dictionary(code.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        linkFeatures(code, &links)
        let held = linkScreens(code, byPath, &links)
        linkCallers(code, byPath, &links)
        let consumers = linkConsumers(code, byPath, &links)
        linkProxies(code, byPath, &links)
        linkTests(code, byPath, &links)
        var components: [Int: [Int]] = [:]
        for index in files.indices { components[links.root(index), default: []].append(index) }
        let ordered = components.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
        return ordered.compactMap { group(of: $0, paths: paths, held: held, consumers: consumers) }
    }

    private func linkFeatures(_ code: [Int], _ links: inout UnionFind) {
        var byKey: [String: Int] = [:]
        for index in code {
            let file = files[index]
            let key = "\(file.module)\u{0}\(file.layer.rawValue)\u{0}\(keys[index])"
            if let first = byKey[key] { links.union(first, index) } else { byKey[key] = index }
        }
    }

    /// A file whose Rx API only one or two other files of its module and layer call joins them (a cache and
    /// the repository using it); a widely used API does not pull its callers together.
    private func linkCallers(_ code: [Int], _ byPath: [String: Int], _ links: inout UnionFind) {
        for index in code {
            let file = files[index]
            for api in file.apis {
                let callers = Set(api.callers.compactMap { byPath[$0.path] }).subtracting([index])
                let near = callers.filter { files[$0].module == file.module && files[$0].layer == file.layer }
                guard near.count == callers.count, (1...TaskGrouper.closeCallers).contains(near.count) else { continue }
                for caller in near { links.union(index, caller) }
            }
        }
    }

    /// The constructs that feed a subject or relay.
    private static let feeds: Set<String> = ["accept", "onNext"]

    /// A file whose every Rx occurrence feeds a subject or relay (`accept`, `onNext`) through a call of the Rx API of
    /// one other file of its module, which at most `closeCallers` files call, with no Rx API of its own called from
    /// elsewhere, joins that file, whose layer the group takes: `WeatherSceneStateFormatter`, in a `Services/` folder,
    /// whose only Rx is `formatted.humidity.accept(…)` on the state's relays, changes when they do; in an earlier wave
    /// of its own it could never leave Rx. Returns each joined file's provider.
    private func linkConsumers(_ code: [Int], _ byPath: [String: Int], _ links: inout UnionFind) -> [Int: Int] {
        // Caller file -> its calling lines, each with the files declaring what they call; not for a widely used
        // file (a base class whose subclasses all `accept` into its relays).
        var calls: [Int: [Int: Set<Int>]] = [:]
        for index in code {
            let users = Set(files[index].apis.flatMap { $0.callers.compactMap { byPath[$0.path] } })
            guard users.subtracting([index]).count <= TaskGrouper.closeCallers else { continue }
            for api in files[index].apis {
                for caller in api.callers {
                    guard let user = byPath[caller.path], user != index else { continue }
                    calls[user, default: [:]][caller.line, default: []].insert(index)
                }
            }
        }
        var consumers: [Int: Int] = [:]
        for (user, lines) in calls.sorted(by: { $0.key < $1.key }) {
            let file = files[user]
            // Feeding the relays or subjects alone (`accept`, `onNext`): no stream of its own.
            guard !file.occurrences.isEmpty, file.occurrences.allSatisfy({ Self.feeds.contains($0.construct) }),
                !file.apis.contains(where: { api in api.callers.contains { $0.path != file.path } })
            else { continue }
            var providers: Set<Int> = []
            for occurrence in file.occurrences {
                guard let declaring = lines[occurrence.line], declaring.count == 1 else {
                    providers = []
                    break
                }
                providers.formUnion(declaring)
                if providers.count > 1 { break }
            }
            guard providers.count == 1, let provider = providers.first, files[provider].module == file.module,
                consumers[provider] == nil, !isTest(files[provider])
            else { continue }
            links.union(provider, user)
            consumers[user] = provider
        }
        return consumers
    }

    /// An RxCocoa delegate proxy joins the `Reactive` extensions that are its shim, which call its `proxy(for:)`:
    /// they change together. The scan names them from what the files declare (`FileInventory.proxyUsers`:
    /// `Proxies/File.swift` declaring `DelegateProxy<ASAuthorizationController, …>` and `File2.swift` declaring
    /// `extension Reactive where Base: ASAuthorizationController`); the names tell them too (`RxGridLayoutDelegateProxy
    /// .swift` and `GridLayout+Rx.swift` in its module, `UIApplication+Rx.swift` for `RxApplicationDelegateProxy`).
    private func linkProxies(_ code: [Int], _ byPath: [String: Int], _ links: inout UnionFind) {
        linkProxyUsers(code, byPath, &links)
        let proxies = code.compactMap { index in FileNaming.proxiedType(ofStem: stems[index]).map { (index, $0) } }
        guard !proxies.isEmpty else { return }
        var extensions: [String: Int] = [:]
        for index in code where FileNaming.extendedType(ofStem: Path.stem(files[index].path)) != nil {
            let key = "\(files[index].module)\u{0}\(stems[index])"
            if extensions[key] == nil { extensions[key] = index }
        }
        for (index, proxied) in proxies {
            let names = [proxied, "UI" + proxied, "NS" + proxied]
            if let partner = names.lazy.compactMap({ extensions["\(files[index].module)\u{0}\($0)"] }).first {
                links.union(index, partner)
            }
        }
    }

    /// Links each file declaring a delegate proxy with the code files its `FileInventory.proxyUsers` name.
    private func linkProxyUsers(_ code: [Int], _ byPath: [String: Int], _ links: inout UnionFind) {
        guard code.contains(where: { !files[$0].proxyUsers.isEmpty }) else { return }
        for index in code {
            for user in files[index].proxyUsers.compactMap({ byPath[$0] }) { links.union(index, user) }
        }
    }

    /// The most caller files an API may have and still pull them into its group.
    static let closeCallers = 2

    /// A UI file joins the presentation file of the same module whose screen key it shares (name or declared types),
    /// else the one its code holds (`ScreenModels`: `let viewModel: ProfileEdtViewModel`), whose pairs it returns, by
    /// view. A presentation file left without one whose Rx API one UI file of its module alone calls joins that file,
    /// when it has none either (`TermsOfServiceViewContoller.swift`, misspelled, reading `TermsOfServiceViewModel`'s
    /// outputs).
    private func linkScreens(_ code: [Int], _ byPath: [String: Int], _ links: inout UnionFind) -> [Int: Int] {
        var presenters: [String: Int] = [:]
        for index in code where files[index].layer == .presentation {
            for key in screenKeys(index) where presenters[key] == nil { presenters[key] = index }
        }
        var paired: Set<Int> = []
        for index in code where files[index].layer == .ui {
            if let partner = screenKeys(index).lazy.compactMap({ presenters[$0] }).first {
                links.union(partner, index)
                paired.formUnion([partner, index])
            }
        }
        // A ReactorKit view names its reactor (`typealias Reactor = HomeReactor` in `HomeTabBarController`).
        if code.contains(where: { !files[$0].reactorTypes.isEmpty }) {
            var reactors: [UInt64: Int] = [:]
            for index in code where files[index].layer == .presentation {
                for type in files[index].types {
                    let hash = WordTable.hash(type)
                    if reactors[hash] == nil { reactors[hash] = index }
                }
            }
            for index in code where files[index].layer == .ui && !paired.contains(index) {
                guard let partner = files[index].reactorTypes.lazy.compactMap({ reactors[$0] }).first,
                    files[partner].module == files[index].module
                else { continue }
                links.union(partner, index)
                paired.formUnion([partner, index])
            }
        }
        let held = ScreenModels.pairs(files, code, byPath: byPath, isPaired: paired.contains)
        for (view, model) in held {
            links.union(model, view)
            paired.formUnion([model, view])
        }
        for index in code where files[index].layer == .presentation && !paired.contains(index) {
            let callers = Set(files[index].apis.flatMap(\.callers).compactMap { byPath[$0.path] })
            let views = callers.filter { files[$0].layer == .ui && files[$0].module == files[index].module }
            guard views.count == 1, let view = views.first, !paired.contains(view) else { continue }
            links.union(index, view)
            paired.formUnion([index, view])
        }
        return held
    }

    private func screenKeys(_ index: Int) -> [String] {
        let file = files[index]
        let screenTypes = file.types.filter { type in FileNaming.screenSuffixes.contains { type.hasSuffix($0) } }
        return ([keys[index]] + screenTypes.map(FileNaming.matchKey)).map { "\(file.module)\u{0}\($0)" }
    }

    /// Links each test file to the code it tests: same stem in the tested module, else the only file with that
    /// stem, else the file declaring the tested type (`SearchViewModel` in a misspelled `SerachViewModel.swift`),
    /// else, for a test double's file, the file of the type it conforms to (`conformed`), else the same feature key
    /// in the tested module. The only file of a stem or a type counts only for a test of
    /// no module its name says it tests (`DomainTests`' `MockUserRepository` is no double of another module's
    /// `UserRepository.swift`). Files no target compiles (`AppTests (no target)`) link only within their module
    /// (`sharesTasks`). Tests with no match link by module and feature key.
    private func linkTests(_ code: [Int], _ byPath: [String: Int], _ links: inout UnionFind) {
        var byStem: [String: [Int]] = [:]
        var byType: [String: [Int]] = [:]
        var byFeature: [String: [Int]] = [:]
        for index in code {
            byStem[stems[index], default: []].append(index)
            for type in Set(files[index].types) { byType[type, default: []].append(index) }
            byFeature["\(files[index].module)\u{0}\(keys[index])", default: []].append(index)
        }
        var alone: [String: Int] = [:]
        let codeModules = Set(code.map { files[$0].module })
        for index in files.indices where isTest(files[index]) {
            let file = files[index]
            let target = FileNaming.testedStem(stems[index]) ?? stems[index]
            let modules = FileNaming.testedModules(file.module)
            let sameStem = (byStem[target] ?? []).filter { Self.sharesTasks(files[$0], file) }
            let sameType = (byType[target] ?? []).filter { Self.sharesTasks(files[$0], file) }
            let anywhere = !modules.contains(where: codeModules.contains)
            let named: Int? =
                sameStem.first { modules.contains(files[$0].module) }
                ?? (anywhere && sameStem.count == 1 ? sameStem.first : nil)
                ?? sameType.first { modules.contains(files[$0].module) }
                ?? (anywhere && sameType.count == 1 ? sameType.first : nil)
            let match =
                named ?? conformed(index, byPath)
                ?? modules.lazy.compactMap { module in
                    byFeature["\(module)\u{0}\(FileNaming.matchKey(target))"]?.first {
                        Self.sharesTasks(files[$0], file)
                    }
                }.first
            if let match {
                links.union(match, index)
            } else {
                let key = "\(file.module)\u{0}\(FileNaming.matchKey(target))"
                if let first = alone[key] { links.union(first, index) } else { alone[key] = index }
            }
        }
    }

    /// The code file declaring the protocol or class a test double conforms to or inherits, as its Rx members'
    /// `implements` and `overrides` say (`final class MockChatRoomUsecase: ChatRoomsUsecase`): a double's name may
    /// differ from the type it stands in for. Only for a file whose name names no code file: `BookRepositoryTests`
    /// declaring `final class StubAPI: APIRequesting` tests `BookRepository` and goes with it; and only for a file of
    /// doubles alone: a demo app's `AppDelegate.swift` declaring a `DummyPresenter` beside the app's wiring uses much
    /// more than the protocol its dummy conforms to.
    private func conformed(_ index: Int, _ byPath: [String: Int]) -> Int? {
        let types = files[index].types
        guard !types.isEmpty, types.allSatisfy({ FileNaming.isTestDouble(LayerClassifier.outermost($0)) }) else {
            return nil
        }
        let targets = Set(files[index].apis.flatMap { $0.implements + $0.overrides }.map(\.path)).sorted()
        return targets.lazy.compactMap { byPath[$0] }.first { Self.sharesTasks(self.files[$0], self.files[index]) }
    }

    /// Whether two files may share a task: a file no target compiles (`App (no target)`) only with files of its own
    /// module, since its task says to check that nothing builds them and delete them, with no flag and no cleanup.
    static func sharesTasks(_ one: FileInventory, _ other: FileInventory) -> Bool {
        one.module == other.module
            || !FolderFallback.isUnclaimed(one.module) && !FolderFallback.isUnclaimed(other.module)
    }

    /// `held`: the views' indices paired with view models by their code (`ScreenModels`), by view. `consumers`: the
    /// files joined to the file whose API they call (`linkConsumers`), with that file: they take its layer, in the
    /// group and its pieces.
    private func group(of members: [Int], paths: Set<String>, held: [Int: Int], consumers: [Int: Int] = [:])
        -> FileGroup?
    {
        let inScope = members.filter { paths.contains(files[$0].path) }
        guard let first = inScope.first else { return nil }
        let code = members.filter { !isTest(files[$0]) }
        let layerOf = { (index: Int) in consumers[index].map { self.files[$0].layer } ?? self.files[index].layer }
        let home = code.min { (layerOf($0), $0) < (layerOf($1), $1) }
        let module = home.map { files[$0].module } ?? files[first].module
        let layer = home.map(layerOf) ?? .test
        let keyFile = home ?? first
        let stem = FileNaming.stem(files[keyFile].path)
        let key = FileNaming.featureKey(home == nil ? FileNaming.testedStem(stem) ?? stem : stem)
        let anchor = members.first { !paths.contains(files[$0].path) }.map { files[$0].path }
        var group = FileGroup(
            module: module, layer: layer, key: key, folder: FileNaming.folder(files[first].path),
            files: inScope.map { index in
                var file = files[index]
                file.layer = layerOf(index)
                return file
            }, anchor: anchor)
        for view in inScope {
            if let model = held[view] { group.heldModels[files[view].path] = files[model].path }
        }
        for member in inScope {
            if let provider = consumers[member] { group.passengers[files[member].path] = files[provider].path }
        }
        return group
    }
}
