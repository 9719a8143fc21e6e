/// Conventions of module layouts and libraries that name a file's layer where its types' names say another.
extension LayerClassifier {
    /// Folder names (lower-cased, without a trailing "layer") that name a layer other than the domain: a folder
    /// nearer the file than one naming the domain says where it lies (`Domain/Data/`).
    static let otherLayerNames: Set<String> = ["ui", "presentation", "data", "infra", "infrastructure"]

    /// Whether `module`'s name or a folder of `path` names the domain layer (`Domain`, `DomainLayer`,
    /// `ArtistDomain`), before any folder naming another layer (`Data`).
    static func inDomainModule(path: String, module: String) -> Bool {
        if withoutLayerSuffix(module.lowercased()).hasSuffix("domain") { return true }
        for folder in path.split(separator: "/").dropLast().reversed() {
            let name = withoutLayerSuffix(folder.lowercased())
            if name.hasSuffix("domain") { return true }
            if otherLayerNames.contains(name) { return false }
        }
        return false
    }

    /// Whether `name` is a service's (`DeviceService`, `DeviceServiceImpl`) or, in a file of protocols only, a
    /// repository's (`protocol DeviceRepository`): in a domain module a service runs its use cases and a
    /// repository's protocol is a port the data layer implements, both domain.
    static func isDomainPortName(_ name: String, protocolsOnly: Bool) -> Bool {
        let base = implementationBase(name) ?? name
        if hasSuffix(base, "Service") { return true }
        return protocolsOnly && hasSuffix(base, "Repository")
    }

    /// Whether a file declares protocols and, beside them, only types whose names name no layer's role: a port's
    /// file (`protocol FavoritesRepository` with `struct ToggleResult`, the model of what it returns), not an
    /// implementation's (`final class DefaultNoteRepository` beside its protocol). `declared` and `protocols` are name
    /// hashes (`FileScan.declaredTypes`, `declaredProtocols`); `names` the types as written (`FileScan.types`).
    static func declaresPortsOnly(declared: [UInt64], protocols: [UInt64], names: [String]) -> Bool {
        guard !protocols.isEmpty else { return false }
        var others = Set(declared).subtracting(protocols)
        guard !others.isEmpty else { return true }
        for written in names {
            let name = written.split(separator: ".").last.map(String.init) ?? written
            guard others.remove(WordTable.hash(name)) != nil else { continue }
            if layer(ofTypeName: name) != nil { return false }
        }
        return others.isEmpty
    }

    /// Whether a folder (lower-cased) holds services (`Services/`) or, for a file of protocols only, repositories
    /// (`Repositories/`): the domain's in a domain module.
    static func isDomainPortFolder(_ folder: String, protocolsOnly: Bool) -> Bool {
        if folder == "services" || folder == "service" { return true }
        return protocolsOnly && (folder == "repositories" || folder == "repository")
    }

    /// Names of frameworks' base classes that end with a role's word: the bare word names no layer of the app (RIBs'
    /// `class Worker: Working`, which a RIB's workers subclass, is not a Clean Swift worker).
    static let frameworkBaseClasses: Set<String> = ["Worker"]

    /// The layer of a worker (`ProfileWorker`, `ProfileWorkerImpl`) in a folder of data or infrastructure
    /// (`Data/Workers/ProfileWorker.swift`): the folder says which side of the use cases it works on. Nil for other
    /// names, or outside such folders, where a worker is domain.
    static func layer(ofWorker name: String, path: String) -> Layer? {
        guard hasSuffix(implementationBase(name) ?? name, "Worker") else { return nil }
        return path.split(separator: "/").dropLast().reversed().lazy
            .compactMap { folders[withoutLayerSuffix($0.lowercased())] }
            .first { $0 == .data || $0 == .infra }
    }

    /// Foundation's operation classes, which a queue's work subclasses.
    static let operationHashes: Set<UInt64> = Set(["Operation", "NSOperation"].map(WordTable.hash))

    /// Whether a file's types run work for every layer, infrastructure outside a layer's folder: the app's
    /// schedulers (`enum Scheduler { static let background = ConcurrentDispatchQueueScheduler(qos: .background) }`)
    /// or a subclass of Foundation's `Operation` (`final class APIRequestOperation: AsyncOperation`, through the
    /// repository's own `class AsyncOperation: Operation`), which an `OperationQueue` runs.
    static func runsWork(types: [String], inherits: [UInt64], parents: [UInt64: [UInt64]]) -> Bool {
        let scheduler = { (type: String) in
            let name = outermost(type)
            return hasSuffix(name, "Scheduler") || hasSuffix(name, "Schedulers")
        }
        return types.contains(where: scheduler)
            || !inherits.isEmpty && reaches(operationHashes, from: inherits, parents: parents)
    }

    /// Folders (lower-cased) that say nothing of the layer of a file that imports a UI framework (`importsUI`), or of
    /// one that imports none: a `Controllers` folder holds view controllers only beside UIKit, elsewhere services
    /// (`Controllers/Sync/`), and a folder of views (`Views/`, `Screens/`, `Components/`) views only beside UIKit,
    /// elsewhere a shared model (`Components/UserInfo.swift` of `class UserInfo { let didChange =
    /// PublishSubject<Void>() }`); a `DataSources` folder holds the data layer's remote and local sources, beside UIKit
    /// tables' data sources. `namedTest` false (a file of a target its manifest declares as no test, importing no test
    /// framework): a `Test/` folder there holds an app's own code (a demo app's `Class/Test/RXVC/`), which ships.
    static func foldersSayingNothing(importsUI: Bool, namedTest: Bool = true) -> Set<String> {
        let folders: Set<String> =
            importsUI
            ? ["datasources"] : ["controllers", "view", "views", "cells", "screens", "components", "scenes", "scene"]
        return namedTest ? folders : folders.union(["test", "tests", "uitests", "specs"])
    }

    /// RIBs' and Needle's components and dependencies (`Component<HomeDependency>`, `EmptyComponent`,
    /// `protocol HomeDependency: Dependency`): the scaffolding of a RIB's builder.
    static let ribScaffoldHashes: Set<UInt64> = Set(
        ["Component", "EmptyComponent", "BootstrapComponent", "Dependency", "EmptyDependency"].map(WordTable.hash))

    /// Whether `name` is named like a RIB's component or dependency (`HomeComponent`, `HomeDependency`): a type of
    /// another name adopting a `Component` protocol (`struct Position: Component`) is no RIB's.
    static func isRIBScaffoldName(_ name: String) -> Bool {
        let name = outermost(name)
        return hasSuffix(name, "Component") || hasSuffix(name, "Dependency")
    }

    /// RxTheme's protocol of a theme (`enum ThemeType: ThemeProvider`), which styles the views.
    static let themeProviderHashes: Set<UInt64> = [WordTable.hash("ThemeProvider")]

    /// RxCocoa's control properties and events: a file naming them binds controls.
    private static let controlHashes: [UInt64] = [
        0x6c91_dfce_7df4_1fcb,  // WordTable.hash("ControlProperty")
        0x3063_364a_157a_4bea,  // WordTable.hash("ControlEvent")
    ]
    /// Whether a file's capitalized names (`FileScan.mentionedTypes`, sorted) name RxCocoa's control properties or
    /// events (`func <-> <T>(property: ControlProperty<T>, relay: BehaviorRelay<T>)`).
    package static func namesControls(_ mentionedTypes: [UInt64]) -> Bool {
        controlHashes.contains(where: mentionedTypes.sortedContains)
    }

    /// Whether one of `inherits`, or what they inherit through `parents` a few levels up, is among `wanted`.
    static func reaches(_ wanted: Set<UInt64>, from inherits: [UInt64], parents: [UInt64: [UInt64]]) -> Bool {
        var seen: [UInt64] = []
        var stack = inherits
        while let next = stack.popLast() {
            if wanted.contains(next) { return true }
            guard !seen.contains(next), seen.count < 64 else { continue }
            seen.append(next)
            if let more = parents[next] { stack += more }
        }
        return false
    }

    /// The `Testing/` folders of Tuist's µFeatures among `paths`: a `Testing` folder beside a `Sources` or an
    /// `Interface` one (`Features/Artist/Testing/` beside `Features/Artist/Sources/`), whose target holds the
    /// feature's test doubles (`ArtistUseCaseSpy`). Each is given as its path with a trailing `/`.
    /// The folders are read as UTF-8 bytes: comparing characters would break every path into graphemes, and this
    /// reads each path of the repository once.
    static func microFeatureTestingFolders(_ paths: [String]) -> Set<String> {
        var testing: Set<Substring> = []
        var featured: Set<Substring> = []
        for path in paths {
            let bytes = path.utf8
            var parent = bytes.startIndex
            var start = bytes.startIndex
            while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
                let folder = bytes[start..<slash]
                // The length first: most folders are neither, and comparing the bytes of each is slow.
                let length = bytes.distance(from: start, to: slash)
                if length == 7, folder.elementsEqual("Testing".utf8) {
                    testing.insert(path[path.startIndex..<parent])
                } else if length == 7 && folder.elementsEqual("Sources".utf8)
                    || length == 9 && folder.elementsEqual("Interface".utf8)
                {
                    featured.insert(path[path.startIndex..<parent])
                }
                parent = slash
                start = bytes.index(after: slash)
            }
        }
        return Set(testing.intersection(featured).map { $0.isEmpty ? "Testing/" : "\($0)/Testing/" })
    }

    /// Whether `path` lies in one of `folders` (`microFeatureTestingFolders`).
    static func lies(_ path: String, in folders: Set<String>) -> Bool {
        guard !folders.isEmpty else { return false }
        var end = path.startIndex
        while let slash = path[end...].firstIndex(of: "/") {
            end = path.index(after: slash)
            if folders.contains(String(path[..<end])) { return true }
        }
        return false
    }
}
