/// Gives each file an architecture layer: the config first, then type-name and folder conventions.
package struct LayerClassifier: Sendable {
    /// Type-name suffixes, checked in order: the first that ends the name wins (`ViewModel` before `View`).
    static let suffixes: [(suffix: StaticString, layer: Layer)] = [
        // A use case's own coordinator (`AlertUseCaseCoordinator`, in a domain framework) is the use case's.
        ("UseCaseCoordinator", .domain), ("ViewModel", .presentation), ("ViewModelType", .presentation),
        ("ViewModelProtocol", .presentation),
        ("Reactor", .presentation), ("Presenter", .presentation), ("Interactor", .presentation),
        ("Coordinator", .presentation), ("CoordinatorType", .presentation), ("Router", .presentation),
        ("VM", .presentation), ("CellModel", .presentation), ("FooterModel", .presentation),
        ("HeaderModel", .presentation), ("ActionableItem", .presentation), ("Navigator", .presentation),
        // A screen's state, which its view model and view bind (`WeatherSceneState`, `LoginViewState`).
        ("SceneState", .presentation), ("ViewState", .presentation), ("ScreenState", .presentation),
        ("ViewBinder", .ui), ("ViewController", .ui), ("Controller", .ui), ("View", .ui), ("Cell", .ui),
        ("Screen", .ui), ("VC", .ui),
        // The app's entry points, which wire the screens: the outermost ring, migrated last.
        ("AppDelegate", .ui), ("SceneDelegate", .ui),
        // A Clean Swift (VIP) worker does an interactor's work through the use cases and APIs (`CarTrackWorker`).
        ("Worker", .domain),
        ("UseCase", .domain), ("UseCaseType", .domain), ("UseCaseProtocol", .domain), ("Usecase", .domain),
        ("UsecaseType", .domain), ("UsecaseProtocol", .domain), ("Entity", .domain),
        ("Repository", .data), ("RepositoryType", .data), ("RepositoryProtocol", .data), ("Store", .data),
        ("Storage", .data), ("DAO", .data), ("Dao", .data), ("Cache", .data), ("Database", .data),
        ("API", .infra), ("Api", .infra), ("Client", .infra), ("Network", .infra), ("Networking", .infra),
        ("Service", .infra), ("Endpoint", .infra), ("Manager", .infra), ("Provider", .data),
    ]

    /// Roles no class of Apple's UI frameworks is named with (`UIFlowsViewModel` is an app's view model), unlike
    /// `Provider`, `Manager` or `Coordinator` (`NSItemProvider`, `UIViewControllerTransitionCoordinator`).
    static let appRoleSuffixes: [StaticString] = [
        "ViewModel", "ViewModelType", "ViewModelProtocol", "Reactor", "Presenter", "Interactor", "UseCase",
        "Repository", "Worker",
    ]

    /// Names of modules of test support: mocks and helpers only tests link.
    static let testSupportSuffixes: [StaticString] = [
        "TestUtil", "TestUtils", "TestSupport", "TestHelpers", "TestHelper", "TestKit", "Mocks",
    ]

    /// Rx types whose extensions give a file its layer when nothing else does. RxCocoa's traits
    /// (`extension ControlProperty { func mapToRawValue() }`) hold operators of no one view, as `Driver`'s do: infra;
    /// `extension Reactive where Base: UIButton` binds a view: ui.
    static let rxExtensionLayers: [String: Layer] = [
        "Observable": .infra, "ObservableType": .infra, "ObservableConvertibleType": .infra,
        "PrimitiveSequence": .infra, "PrimitiveSequenceType": .infra, "SharedSequence": .infra,
        "SharedSequenceConvertibleType": .infra, "Single": .infra, "Maybe": .infra, "Completable": .infra,
        "Driver": .infra, "Signal": .infra, "Infallible": .infra, "InfallibleType": .infra,
        "ObserverType": .infra, "BehaviorRelay": .infra, "PublishRelay": .infra, "ReplayRelay": .infra,
        "PublishSubject": .infra, "BehaviorSubject": .infra, "ReplaySubject": .infra, "AsyncSubject": .infra,
        "SubjectType": .infra, "ControlProperty": .infra, "ControlPropertyType": .infra, "ControlEvent": .infra,
        "ControlEventType": .infra, "Binder": .infra, "Disposable": .infra, "DisposeBag": .infra,
        "Cancelable": .infra, "Reactive": .ui,
    ]

    /// The type a delegate proxy's name wraps: `ASAuthorizationController` of `RxASAuthorizationControllerDelegateProxy`
    /// or of `ASAuthorizationControllerProxy`.
    static func proxiedType(ofName name: String) -> String {
        if let proxied = FileNaming.proxiedType(ofStem: name) { return proxied }
        let suffix = ["DelegateProxy", "DataSourceProxy", "Proxy"].first(where: name.hasSuffix) ?? ""
        return String(name.dropLast(suffix.count))
    }

    /// Whether a type is a view or a control: UIKit's or AppKit's (`UISegmentedControl`, `NSView`), named like one
    /// (`BBNavigationBar`, `KafkaRefreshControl`), or a subclass of one in the repository.
    static func isView(_ name: String, parents: [UInt64: [UInt64]]) -> Bool {
        if nonViewControllers.contains(name) { return false }
        if hasClassPrefix(name, among: ["UI", "NS", "WK", "MK"]) { return true }
        if viewSuffixes.contains(where: name.hasSuffix) || layer(ofTypeName: name) == .ui { return true }
        return layer(inheriting: [WordTable.hash(name)], parents: parents) == .ui
    }

    /// Whether `name` starts with a framework's two-letter class prefix before a word: three capital letters, then
    /// a lowercase one (`ASAuthorizationAppleIDProvider`, `CLLocationManager`, `PHPhotoLibrary`; not `APIProvider`,
    /// `URLSession` or `JSONDecoder`).
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        let letters = Array(name.utf8.prefix(4))
        guard letters.count == 4 else { return false }
        let upper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return upper(letters[0]) && upper(letters[1]) && upper(letters[2]) && !upper(letters[3])
    }

    /// Whether `name` is a UIKit class's (`UIAlertController`): `UI` and a capital letter.
    static func isUIKitName(_ name: String) -> Bool { hasClassPrefix(name, among: ["UI"]) }

    /// Whether `name` is an AppKit view's, control's or view controller's (`NSButton`, `NSSegmentedControl`,
    /// `NSPopover`): `NS`, a capital letter and a view's suffix; not `NSFetchedResultsController`.
    static func isAppKitView(_ name: String) -> Bool {
        hasClassPrefix(name, among: ["NS"]) && !nonViewControllers.contains(name)
            && (viewSuffixes.contains(where: name.hasSuffix) || name == "NSPopover" || name == "NSMenu")
    }

    /// Whether `name` starts with one of a framework's two-letter class prefixes and a capital letter (`UIView`,
    /// `NSWindow`; not `UInt`).
    private static func hasClassPrefix(_ name: String, among prefixes: [String]) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        return bytes.count == 3 && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[2])
            && prefixes.contains(String(name.prefix(2)))
    }

    /// Endings of view and control names.
    static let viewSuffixes = [
        "View", "Bar", "Control", "Button", "Cell", "Controller", "Field", "Label", "Switch", "Slider", "Picker",
        "Window", "Item",
    ]

    /// `Outer` of `Outer.Inner`.
    static func outermost(_ name: String) -> String {
        name.firstIndex(of: ".").map { String(name[..<$0]) } ?? name
    }

    /// Folder names (lower-cased), checked from the innermost folder outwards.
    static let folders: [String: Layer] = [
        "ui": .ui, "uikit": .ui, "view": .ui, "views": .ui, "viewcontrollers": .ui, "controllers": .ui, "cells": .ui,
        "screens": .ui, "components": .ui, "designsystem": .ui, "designables": .ui, "scenes": .ui, "scene": .ui,
        "animation": .ui, "animations": .ui, "animators": .ui, "transitions": .ui,
        // A composition root wires the screens with their view models or reactors (`vc.reactor = HomeReactor()`):
        // the outermost ring, with the app delegate.
        "injection": .ui, "di": .ui, "dependencyinjection": .ui, "assembly": .ui, "assemblies": .ui,
        "compositionroot": .ui,
        "presentation": .presentation, "viewmodel": .presentation, "viewmodels": .presentation,
        "presenters": .presentation, "reactors": .presentation, "interactors": .presentation,
        "coordinators": .presentation, "presenter": .presentation, "reactor": .presentation,
        "interactor": .presentation, "coordinator": .presentation, "flows": .presentation,
        "domain": .domain, "usecase": .domain, "usecases": .domain, "entities": .domain, "entity": .domain,
        "models": .domain, "model": .domain, "workers": .domain, "worker": .domain,
        "data": .data, "repository": .data, "repositories": .data, "stores": .data, "storage": .data,
        "persistence": .data, "cache": .data, "caches": .data, "database": .data, "dao": .data,
        "datasources": .data,
        "infra": .infra, "infrastructure": .infra, "network": .infra, "networking": .infra, "api": .infra,
        "services": .infra, "service": .infra, "platform": .infra, "platforms": .infra, "provider": .data,
        "providers": .data,
        "tests": .test, "test": .test, "uitests": .test, "specs": .test, "realm": .data, "coredata": .data,
    ]

    /// Endings of folder names (lower-cased) that name a layer after a module's or feature's name
    /// (`CouchTrackerPersistence`, `AppNetworking`, `ProfileDomain`, `WalWalDesignSystem`), checked after `folders`.
    static let folderEndings: [(ending: String, layer: Layer)] = [
        ("presentation", .presentation), ("domain", .domain), ("persistence", .data), ("repositories", .data),
        ("coredata", .data), ("networking", .infra), ("network", .infra), ("infrastructure", .infra),
        ("platform", .infra),
        ("designsystem", .ui),
    ]

    /// A folder's lower-cased name without a trailing "layer" (`Domain Layer`, `DataLayer`, `ui-layer`): the
    /// layer it names.
    static func withoutLayerSuffix(_ folder: String) -> String {
        guard folder.hasSuffix("layer"), folder.count > 5 else { return folder }
        var stem = folder.dropLast(5)
        while let last = stem.last, last == " " || last == "-" || last == "_" { stem = stem.dropLast() }
        return stem.isEmpty ? folder : String(stem)
    }

    private let rules: [(Glob, Layer)]
    private let moduleLayers: [String: Layer]

    package init(configuration: Configuration) {
        rules = configuration.layers.map { (Glob($0.glob), $0.layer) }
        moduleLayers = configuration.modules
    }

    /// The layer of the file at relative `path` in `module`, declaring `types`.
    /// `inherits`: the name hashes of the file's inheritance clauses (`TypeHeader.inherits`): a type that is a
    /// ReactorKit `Reactor` is presentation, one that is a `View` (SwiftUI's, ReactorKit's) or a UIKit or
    /// AppKit view or view controller (`UIView`, `UITableViewCell`, `NSViewController`) is ui, also through
    /// the repository's own base classes (`parents`: each type's inheritance clauses, `class BaseView: UIView`).
    /// `namedTest`: whether a test suffix of the file's name (`LoginSpec.swift`, `LoginTests.swift`) makes it a
    /// test: false for a file of a target a manifest declares as no test that imports no test framework
    /// (`EndpointSpec.swift`, an API specification; `ABTest.swift`, a feature flag), nor does a `Test/` folder there.
    /// `importsUI`: whether the file imports a UI framework or names a view (`mentionsViews`), where a data source
    /// feeds a view and a `…Controller` may be a view controller.
    /// `reactiveBases`: the types its `extension Reactive where Base: X` name.
    /// `proxiedTypes`: the types its delegate proxies wrap (`ASAuthorizationController` of `class AuthProxy:
    /// DelegateProxy<ASAuthorizationController, ASAuthorizationControllerDelegate>`).
    /// `inheritedNames`: the first name each type it declares inherits (`BaseViewController`).
    /// `protocolsOnly`: whether the types it declares are all protocols (a domain's ports, `protocol UserRepository`).
    /// `bindsControls`: whether it names RxCocoa's control properties or events (`ControlProperty<T>`).
    /// `declaresTypes`: whether it declares a type of its own, not only extensions.
    /// `repositoryTypes`: the name hashes of the types the repository declares, nil when they are not known.
    package func classify(
        path: String, module: String, isTestModule: Bool, types: [String], inherits: [UInt64] = [],
        parents: [UInt64: [UInt64]] = [:], namedTest: Bool = true, importsUI: Bool = false,
        reactiveBases: [String] = [], proxiedTypes: [String] = [], inheritedNames: [String] = [],
        protocolsOnly: Bool = false,
        bindsControls: Bool = false, declaresTypes: Bool = true, repositoryTypes: Set<UInt64>? = nil
    ) -> Layer {
        if let layer = moduleLayers[module] { return layer }
        if let rule = rules.first(where: { $0.0.matches(path) }) { return rule.1 }
        let stem = Path.stem(path)
        // A module of test support (`ArchiveServiceTestUtil`, `NetworkingTestSupport`, `CoreMocks`) ships in no app.
        if isTestModule || Self.testSupportSuffixes.contains(where: { Self.hasSuffix(module, $0) })
            || (namedTest
                && (Self.hasSuffix(stem, "Tests") || Self.hasSuffix(stem, "Test") || Self.hasSuffix(stem, "Spec")
                    || Self.hasSuffix(stem, "TestCase")))
        {
            return .test
        }
        // A `…Controller` that subclasses `NSObject` and nothing of a view (`class IMController: NSObject`, an SDK's
        // facade), or of a file that imports no UI framework, names no view and inherits nothing but `NSObject`
        // (`final class SyncController`), is no view controller: a service. A base class of another module
        // (`WKViewController`) may be a view controller.
        let inherited = inherits.isEmpty ? nil : Self.layer(inheriting: inherits, parents: parents)
        let plainObject =
            inherited == nil
            && (inherits.contains(Self.objectHash) || !importsUI && inherits.allSatisfy { $0 == Self.objectHash })
        // A service's or a repository protocol's name in a module or folder that names the domain layer
        // (`DomainLayer/Services/DeviceService.swift`): the module's layer wins over the name's.
        let inDomain = { Self.inDomainModule(path: path, module: module) }
        let typeLayer = { (name: String) -> Layer? in
            let layer = Self.layer(ofTypeName: name)
            if layer == .infra || layer == .data, Self.isDomainPortName(name, protocolsOnly: protocolsOnly), inDomain()
            {
                return .domain
            }
            if layer == .domain, let worker = Self.layer(ofWorker: name, path: path) { return worker }
            // A type the file declares: not an extension file's stem (`BaseViewController+UIAlertController`), nor
            // the name of a file declaring no such type (`BaseNavigationController.swift` of `extension
            // BaseViewController`), which says what the file works on.
            guard plainObject, layer == .ui, Self.hasSuffix(name, "Controller"),
                !Self.hasSuffix(name, "ViewController"), !Self.isUIKitName(name), !name.contains("+"),
                name != stem || types.contains(name)
            else { return layer }
            return .infra
        }
        // A view, or a table's data source (`FavoritesTableDataSource`): the view's side.
        let onViewSide = { (name: String) in
            Self.isView(name, parents: parents) || Self.layer(ofDataSource: name, feedsView: false) == .ui
        }
        // `Rx+ASAuthorizationAppleIDProvider.swift` of `extension Reactive where Base: ASAuthorizationAppleIDProvider`:
        // a framework's class (a class prefix, `AS`, `CL`, `PH`) wrapped in Rx is infra, whatever its name says.
        let wrapped = stem.hasPrefix("Rx+") ? String(stem.dropFirst(3)) : FileNaming.extendedType(ofStem: stem) ?? stem
        if reactiveBases.contains(wrapped), Self.hasFrameworkPrefix(wrapped), !onViewSide(wrapped) { return .infra }
        // An RxTheme theme (`enum ThemeType: ThemeProvider`) styles the views, whatever its file's name.
        if !inherits.isEmpty, inherits.contains(where: Self.themeProviderHashes.contains) { return .ui }
        if let layer = typeLayer(stem) {
            // A service's name on a file of views' bindings (`ThemeManager.swift` holding `extension Reactive where
            // Base: UIView`): its Rx is the views'.
            let bindsViews = !reactiveBases.isEmpty && reactiveBases.allSatisfy(onViewSide)
            return layer == .infra && bindsViews ? .ui : layer
        }
        // `LoginViewController+Bindings.swift`, `NSTableView+Rx.swift`: the type the file extends. A file of
        // extensions only of a type the repository does not declare (`Storage+Rx.swift` of `extension Reactive
        // where Base: StorageReference`, an SDK's) takes no layer from its role's suffix, only from a view's name:
        // its folder says where it lies.
        let extended = FileNaming.extendedType(ofStem: stem)
        // `Step+asSampleStep.swift` of RxFlow's `extension Step`: what a presentation type adopts, extended, is
        // navigation or a reactor's, as the types adopting it are.
        if let extended, !declaresTypes, Self.presentationHashes.contains(WordTable.hash(extended)),
            !(repositoryTypes?.contains(WordTable.hash(extended)) ?? false)
        {
            return .presentation
        }
        let nameDecides =
            declaresTypes || extended.map { repositoryTypes?.contains(WordTable.hash($0)) ?? true } ?? true
        if let extended, let layer = typeLayer(extended), nameDecides || layer == .ui { return layer }
        // `UIButton+Gesture.swift`, `UIApplication+Rx.swift`: UIKit's class, as `UIView+Gesture.swift` is; an AppKit
        // view's (`NSButton+Rx.swift`, `NSSegmentedControl+Rx.swift`).
        if let extended, Self.isUIKitName(extended) || Self.isAppKitView(extended) { return .ui }
        // A data source that adopts a table's or a collection's data source protocol feeds a view; one in a file
        // that imports a UI framework does too, outside a folder of data (`data/remote/SearchRemoteDataSource.swift`
        // with a stray `import UIKit` is the data layer's).
        let feedsView = !inherits.isEmpty && inherits.contains(where: Self.viewDataSourceHashes.contains)
        // In a folder of data (`Data/Remote/`), a data source's words (`RemoteTimeTableDataSource`) name no view.
        // A `DataSources` folder beside a UI import is a table's, not the data layer's.
        let inData = { Self.inDataFolder(path, ignoring: Self.foldersSayingNothing(importsUI: importsUI)) }
        let inViews = {
            path.split(separator: "/").dropLast().contains {
                Self.folders[Self.withoutLayerSuffix($0.lowercased())] == .ui
            }
        }
        // An RxDataSources section model holds the rows of a view: a folder of the view's side (`UI/`) says which,
        // one of models or data (`Home/Model/`) does not make it domain or data, nor a file named like a data source
        // (`GoalDataSource.swift` of `extension GoalSection: AnimatableSectionModelType`).
        // An item's identity (`extension Post: IdentifiableType`) too, outside a domain module or folder, where an
        // entity may adopt it itself.
        let sectionModel =
            inherits.contains(where: Self.sectionModelHashes.contains)
            || inherits.contains(Self.identityModelHash) && !inDomain()
        // `Models+RxDataSources.swift` is no data source: the type it extends is.
        if !sectionModel,
            let layer = Self.layer(
                ofDataSource: extended ?? stem, feedsView: feedsView, importsUI: importsUI, inDataFolder: inData,
                inViewFolder: inViews)
        {
            return layer
        }
        // A widget's timeline provider (`struct MealProvider: TimelineProvider`) feeds its views.
        if !inherits.isEmpty, inherits.contains(where: Self.widgetProviderHashes.contains) { return .ui }
        // A file of views (its types inherit a view's layer) whose `Reactive` extensions all bind them (`protocol
        // KeyboardHandling: UIViewController` and `extension Reactive where Base: KeyboardHandling`) is the views',
        // whatever a helper type beside them is named (`KeyboardManager`).
        if inherited == .ui, !reactiveBases.isEmpty, reactiveBases.allSatisfy(onViewSide) { return .ui }
        // Each type in order, by its name or else by what it inherits: a protocol of views (`protocol
        // TapOutsideDismissal: UIView` and its `Reactive` members) says more than a private helper after it
        // (`TapOutsideManager: NSObject`).
        for type in types {
            if let layer = typeLayer(type) { return layer }
            // What it inherits, not its own name: RIBs' own `open class Workflow` is no RIB's workflow.
            // Only where the file's types inherit a layer at all (`inherited`): most files' do not.
            if inherited != nil, type != "Reactive",
                let inherited = parents[WordTable.hash(Self.outermost(type))],
                let layer = Self.layer(inheriting: inherited, parents: parents)
            {
                return layer
            }
        }
        // A window's file that imports a UI framework (`MainWindow.swift` of `final class MainWindow: NSObject,
        // NSWindowDelegate`, `MainWindow+Actions.swift`); a `SlidingWindow` of time elsewhere is none.
        if importsUI, Self.hasSuffix(extended ?? stem, "Window") { return .ui }
        if let layer = inherited { return layer }
        // A RIB's component and dependency (`HomeComponent: Component<HomeDependency>`, `protocol HomeDependency:
        // Dependency`) are its builder's.
        if !inherits.isEmpty, types.contains(where: Self.isRIBScaffoldName),
            Self.reaches(Self.ribScaffoldHashes, from: inherits, parents: parents)
        {
            return .presentation
        }
        // What a type inherits says where its own name says nothing (`final class Scene: BaseViewController`,
        // `SceneModel: BEStreamListViewModel<Item>`).
        for name in inheritedNames {
            if let layer = typeLayer(name) { return layer }
            // `HomeStoreFlowLayout: UICollectionViewFlowLayout`, a UIKit class no table lists.
            if Self.isUIKitName(name) { return .ui }
        }
        // A data source among the file's types says less than a presenter or a view beside it (a VIPER contract).
        if !sectionModel,
            let layer = types.lazy.compactMap({
                Self.layer(
                    ofDataSource: $0, feedsView: feedsView, importsUI: importsUI, inDataFolder: inData,
                    inViewFolder: inViews)
            })
            .first
        {
            return layer
        }
        let viewSide = { (layer: Layer) in !sectionModel || layer == .ui || layer == .presentation || layer == .test }
        var folders = path.split(separator: "/").dropLast().reversed().map { Self.withoutLayerSuffix($0.lowercased()) }
        // A `Controllers` folder holds view controllers only in files that import a UI framework: elsewhere its
        // controllers are services (`Controllers/Sync/SyncActions/`); a `DataSources` one beside UIKit feeds views.
        // A folder of views (`Components/`, `Screens/`) holds a section model's rows too.
        let sayingNothing = Self.foldersSayingNothing(importsUI: importsUI || sectionModel, namedTest: namedTest)
        folders.removeAll(where: sayingNothing.contains)
        if let folder = folders.first(where: { Self.folders[$0] != nil }), let layer = Self.folders[folder],
            viewSide(layer)
        {
            return Self.isDomainPortFolder(folder, protocolsOnly: protocolsOnly) && inDomain() ? .domain : layer
        }
        for folder in folders {
            if let layer = Self.folderEndings.first(where: { folder.hasSuffix($0.ending) })?.layer, viewSide(layer) {
                return layer
            }
        }
        if sectionModel { return .presentation }
        // Outside a layer's folder, the project's own Rx operators (`extension ObservableType`) are
        // infrastructure every layer uses; `extension Reactive` holds UI bindings.
        // An `extension Reactive` of other types than views wraps another API (`CLLocationManager`'s delegate):
        // infrastructure.
        let named = (extended.map { [$0] } ?? []) + types
        if let layer = named.lazy.compactMap({ Self.rxExtensionLayers[Self.outermost($0)] }).first {
            let wrapsOtherAPIs = !reactiveBases.isEmpty && !reactiveBases.contains(where: onViewSide)
            return layer == .ui && wrapsOtherAPIs ? .infra : layer
        }
        // `Firebase+RxExtensions.swift`, `URLSession+Rx.swift`: another API wrapped in Rx, infrastructure every layer
        // uses (a view's API: ui).
        if let plus = stem.lastIndex(of: "+"), stem[stem.index(after: plus)...].hasPrefix("Rx") {
            return named.contains(where: onViewSide) ? .ui : .infra
        }
        // `RxGridLayoutDelegateProxy.swift`: RxCocoa's delegate proxy for a type, beside that type's `+Rx` extension.
        if let proxied = FileNaming.proxiedType(ofStem: stem) {
            return Self.isView(proxied, parents: parents) ? .ui : .infra
        }
        // A delegate proxy in a file named otherwise (`Proxies/File.swift` of `class
        // RxASAuthorizationControllerDelegateProxy: DelegateProxy<ASAuthorizationController, …>`): the type its
        // superclass's first generic argument names, or else its own name (`RxASAuthorizationController` is no view
        // controller).
        if !inherits.isEmpty, inherits.contains(where: Self.delegateProxyHashes.contains),
            let wrapped = proxiedTypes.first ?? types.first.map(Self.proxiedType(ofName:))
        {
            return Self.isView(wrapped, parents: parents) ? .ui : .infra
        }
        // A type adopting an Rx protocol (`final class ThreadScheduler: ImmediateSchedulerType`, an `ObserverType`):
        // the project's own Rx plumbing, which every layer uses.
        if !inherits.isEmpty, inherits.contains(where: Self.rxProtocolHashes.contains) { return .infra }
        if Self.runsWork(types: types, inherits: inherits, parents: parents) { return .infra }
        // A file of bindings of RxCocoa's controls (`func <-> <T>(property: ControlProperty<T>, relay:
        // BehaviorRelay<T>)`, a two-way binding) binds views.
        return bindsControls ? .ui : .unknown
    }

    /// The layer of a data source's name: it feeds a table or a collection (ui: `feedsView`, it adopts their
    /// protocols, or its name says so, or its file imports a UI framework), or a repository (`GenreRealmDataSource`,
    /// data). Nil for other names. An implementation's suffix is set aside first (`RemoteGenreDataSourceImpl`).
    /// `inDataFolder`: whether the file lies in a folder of data (`Data/Remote/`), where the words of a name
    /// (`RemoteTimeTableDataSource`) or a UI import alone (`SearchRemoteDataSource` beside `import UIKit`) say nothing
    /// of a view; both together do. `inViewFolder`: whether it lies in a folder of views (`View/`, `Screens/`).
    static func layer(
        ofDataSource name: String, feedsView: Bool, importsUI: Bool = false, inDataFolder: () -> Bool = { false },
        inViewFolder: () -> Bool = { false }
    ) -> Layer? {
        let name = implementationBase(name) ?? name
        guard
            hasSuffix(name, "DataSource") || hasSuffix(name, "DataSources") || hasSuffix(name, "Datasource")
                || hasSuffix(name, "Datasources")
        else { return nil }
        if feedsView { return .ui }
        // In a folder of views (`RepositoriesView/View/ReposDataSource.swift`), outside one of data: the view's.
        if !inDataFolder(), inViewFolder() { return .ui }
        let named = uiDataSourceWords.contains(where: name.contains)
        if named && importsUI { return .ui }
        return (named || importsUI) && !inDataFolder() ? .ui : .data
    }

    /// Whether a folder of `path` is one of data (`Data`, `Repositories`, `Persistence`), other than those `ignoring`
    /// names (lower-cased).
    static func inDataFolder(_ path: String, ignoring: Set<String> = []) -> Bool {
        path.split(separator: "/").dropLast().contains {
            let folder = withoutLayerSuffix($0.lowercased())
            return folders[folder] == .data && !ignoring.contains(folder)
        }
    }

    /// WidgetKit's timeline providers: a type adopting one feeds a widget's views.
    static let widgetProviderHashes: Set<UInt64> = Set(
        ["TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider"].map(WordTable.hash))

    /// The layer a type name suggests by its suffix, such as `LoginViewModel` -> presentation; an
    /// implementation's suffix is set aside first (`BookRepositoryImpl` is a repository).
    package static func layer(ofTypeName name: String) -> Layer? {
        if nonViewControllers.contains(name) || frameworkBaseClasses.contains(name) { return nil }
        // Apple's classes name no layer of the app by their suffixes (`NSItemProvider`, `UIDocumentProvider`), but
        // their views do (`NSViewController`).
        // An app's own name with a role they name nothing with keeps it (`UIFlowsViewModel`).
        if hasClassPrefix(name, among: ["NS", "UI"]), !viewSuffixes.contains(where: name.hasSuffix),
            !appRoleSuffixes.contains(where: { hasSuffix(name, $0) })
        {
            return nil
        }
        if let layer = suffixes.first(where: { hasSuffix(name, $0.suffix) })?.layer { return layer }
        if let base = versionBase(name) { return layer(ofTypeName: base) }
        guard let base = implementationBase(name), !base.isEmpty else { return nil }
        return suffixes.first { hasSuffix(base, $0.suffix) }?.layer
    }

    /// `name` without a version at its end (`AlertManager` of `AlertManagerV2` or `APIClient2`), or nil when it ends
    /// with none or is nothing else.
    static func versionBase(_ name: String) -> String? {
        var bytes = name.utf8[...]
        while let last = bytes.last, ByteClass.isDigit(last) { bytes = bytes.dropLast() }
        guard bytes.count < name.utf8.count else { return nil }
        if bytes.last == UInt8(ascii: "V") { bytes = bytes.dropLast() }
        guard let last = bytes.last, ByteClass.isIdentifierStart(last), last != UInt8(ascii: "_") else { return nil }
        return String(Substring(bytes))
    }

    private static let objectHash: UInt64 = 0xec22_0da0_4943_6f05  // WordTable.hash("NSObject")

    /// Whether a file names a UIKit or AppKit view or view controller (`-> UIViewController?`): it works with views
    /// like a file importing UIKit, which it may see through a module that re-exports it (`import WKKit`).
    package static func mentionsViews(_ mentionedTypes: [UInt64]) -> Bool {
        // Both lists are sorted: one walk through both, no hashing of each name.
        sortedViewHashes.sortedIntersects(mentionedTypes)
    }

    private static let sortedViewHashes = viewHashes.sorted()

    /// Apple's classes named `…Controller` that are no view controllers (an extension of one, `extension
    /// ASAuthorizationController: HasDelegate`, says nothing of a screen).
    static let nonViewControllers: Set<String> = [
        "ASAuthorizationController", "NSFetchedResultsController", "NSArrayController", "NSObjectController",
        "NSTreeController", "NSDictionaryController", "NSUserDefaultsController", "NSDocumentController",
    ]

    /// `name` without the first of `implementationSuffixes` it ends with (`BookRepository` of `BookRepositoryImpl`),
    /// or nil when it ends with none.
    static func implementationBase(_ name: String) -> String? {
        guard let implementation = implementationSuffixes.first(where: { hasSuffix(name, $0) }) else { return nil }
        return String(name.utf8.dropLast(implementation.utf8CodeUnitCount)) ?? ""
    }

    /// The layer of a type inheriting `inherits`: presentation for a `Reactor`, a `Flow`, a `Stepper` or a RIB's
    /// builder, ui for a view or view controller, found through `parents` a few levels up.
    static func layer(inheriting inherits: [UInt64], parents: [UInt64: [UInt64]]) -> Layer? {
        var seen: [UInt64] = []
        var stack = inherits
        while let next = stack.popLast() {
            if presentationHashes.contains(next) { return .presentation }
            if viewHashes.contains(next) { return .ui }
            guard !seen.contains(next), seen.count < 64 else { continue }
            seen.append(next)
            if let more = parents[next] { stack += more }
        }
        return nil
    }

    /// The protocols and classes a data source that feeds a table or a collection adopts.
    static let viewDataSourceHashes: Set<UInt64> = Set(
        [
            "UITableViewDataSource", "UICollectionViewDataSource", "UITableViewDiffableDataSource",
            "UICollectionViewDiffableDataSource", "NSTableViewDataSource", "NSCollectionViewDataSource",
            "RxTableViewDataSourceType", "RxCollectionViewDataSourceType", "SectionedViewDataSourceType",
            "TableViewSectionedDataSource", "CollectionViewSectionedDataSource",
            "RxTableViewSectionedReloadDataSource", "RxTableViewSectionedAnimatedDataSource",
            "RxCollectionViewSectionedReloadDataSource", "RxCollectionViewSectionedAnimatedDataSource",
        ].map(WordTable.hash))

    /// Words in a data source's name that say it feeds a view (`HomeTableViewDataSource`, `FeedSectionDataSource`).
    static let uiDataSourceWords = ["Table", "Collection", "Cell", "Section", "View"]

    static let reactorHash: UInt64 = 0x4aef_81c6_67ba_89e1  // WordTable.hash("Reactor")
    /// What a presentation type adopts: ReactorKit's `Reactor`, RxFlow's `Flow`, `Stepper` and `Step` (navigation,
    /// as a coordinator is: `enum AppStep: Step`), RIBs' builders, which build a RIB's interactor and router
    /// (`Builder<Dependency>`, `Buildable`, the componentized ones), and RIBs' workflows, which drive interactors
    /// from a deep link (`Workflow<RootActionableItem>`; the actionable items are the interactors' protocols).
    static let presentationHashes: Set<UInt64> = Set(
        [
            "Reactor", "Flow", "Stepper", "Builder", "Buildable", "ComponentizedBuilder", "SimpleComponentizedBuilder",
            "MultiStageComponentizedBuilder", "Workflow", "Step",
        ].map(WordTable.hash))

    /// RxSwift's protocols a project's own plumbing adopts: schedulers, observers, streams, disposables.
    static let rxProtocolHashes: Set<UInt64> = Set(
        [
            "ImmediateSchedulerType", "SchedulerType", "ObserverType", "ObservableType", "ObservableConvertibleType",
            "Disposable", "Cancelable", "SharedSequenceConvertibleType", "PrimitiveSequenceType", "InfallibleType",
        ].map(WordTable.hash))

    /// RxCocoa's delegate proxy class and protocol.
    static let delegateProxyHashes: Set<UInt64> = Set(["DelegateProxy", "DelegateProxyType"].map(WordTable.hash))

    /// RxDataSources' section models: the state a view model gives a table or a collection, presentation as a cell
    /// model is, unless the file's folder names a layer (a section beside its table in `UI/`).
    static let sectionModelHashes: Set<UInt64> = Set(
        ["SectionModelType", "AnimatableSectionModelType"].map(WordTable.hash))
    /// RxDataSources' identity of a section's items (`extension Post: IdentifiableType`): presentation as a section
    /// model is, outside the domain.
    static let identityModelHash: UInt64 = 0x64b9_0ba4_62e3_b965  // WordTable.hash("IdentifiableType")
    static let viewHashes: Set<UInt64> = Set(
        [
            "View", "StoryboardView", "ReactorView", "DeferredReactorView", "UIView", "UIViewController",
            "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
            "UIPageViewController", "UISplitViewController", "UITableViewCell", "UICollectionViewCell",
            "UICollectionReusableView", "UITableViewHeaderFooterView", "UITableView", "UICollectionView",
            "UIScrollView", "UIStackView", "UIControl", "UIButton", "UILabel", "UIImageView", "UITextField",
            "UITextView", "UISwitch", "UISlider", "UISearchBar", "UISegmentedControl", "UIPageControl", "UIStepper",
            "UIDatePicker", "UIPickerView", "UIProgressView", "UIActivityIndicatorView", "UIRefreshControl",
            "UINavigationBar", "UITabBar", "UIToolbar", "UIVisualEffectView", "WKWebView", "MKMapView",
            "UIWindow", "UIHostingController", "NSView", "NSViewController", "NSWindowController", "NSWindow",
            "NSTableCellView", "NSCollectionViewItem", "NSControl", "NSButton",
            // A table's or a collection's data source or delegate (`class BaseDataLoader<Item>: NSObject,
            // UICollectionViewDataSource`) feeds its view, whatever it is named; a view model adopting one is named so.
            "UITableViewDataSource", "UICollectionViewDataSource", "UITableViewDelegate", "UICollectionViewDelegate",
            "UICollectionViewDelegateFlowLayout",
            // RIBs: the protocol a RIB's view controller adopts (`var uiviewController: UIViewController`).
            "ViewControllable",
            // Texture (AsyncDisplayKit): nodes are its views.
            "ASDisplayNode", "ASCellNode", "ASControlNode", "ASTextNode", "ASImageNode", "ASNetworkImageNode",
            "ASButtonNode", "ASEditableTextNode", "ASTableNode", "ASCollectionNode", "ASScrollNode", "ASPagerNode",
            "ASViewController", "ASDKViewController", "ASNavigationController", "ASTabBarController",
        ].map(WordTable.hash))

    /// Suffixes of a protocol's implementation, of a protocol, of a test double, of a version, of a view model's
    /// parts or of an architecture's name, after the suffix that gives the layer (`DexListPresenterProtocol`,
    /// `DexListInteractorMock`, `ArtistUseCaseSpy`, `SendViewModelOld`, `HolidayViewModelInput`,
    /// `HolidayViewModelTypes`, `BaseInteractorVIP`, `LoginPresenterVIPER`).
    static let implementationSuffixes: [StaticString] = [
        "Implementation", "Impl", "Imp", "Protocol", "Type", "Types", "Input", "Output", "Mock", "Spy", "Stub",
        "Fake", "Dummy", "Old", "New", "Legacy", "VIP", "VIPER", "MVVM", "MVP",
    ]

    /// `name.hasSuffix(suffix)` for an ASCII `suffix`, decided on the bytes in place when they can decide:
    /// after an ASCII byte (or at the start) the suffix's bytes are whole characters. A non-ASCII byte just
    /// before may join the suffix's first letter into one character, so `String.hasSuffix` decides then.
    static func hasSuffix(_ name: String, _ suffix: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        let decided: Bool? =
            name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
                let start = bytes.count - wanted.count
                guard start >= 0, UnsafeBufferPointer(rebasing: bytes[start...]).elementsEqual(wanted) else {
                    return false
                }
                return start == 0 || bytes[start - 1] < 0x80 ? true : nil
            } ?? nil
        return decided ?? name.hasSuffix(String(decoding: wanted, as: UTF8.self))
    }
}
