/// Files that change together and so go to one task unless the budget forbids it.
struct FileGroup: Sendable, Hashable {
    /// The module of the code (tests travel with it); for a tests-only group, the test module.
    var module: String
    /// The innermost layer of the code; `.test` for a tests-only group.
    var layer: Layer
    /// The feature key: `User` for `UserRepository` + `UserCache`.
    var key: String
    /// The folder of the first file, so neighbours pack together.
    var folder: String
    /// The files, sorted by path.
    var files: [FileInventory]
    /// A file outside the group it belongs with (a tested file or a screen's view model already in a task).
    var anchor: String?
    /// The view models of its views that their code pairs where no name does (`ScreenModels`), by the view's path:
    /// a group too big for one task is cut between screens, never through one.
    var heldModels: [String: String] = [:]
    /// The files only feeding another file's relays (`TaskGrouper.linkConsumers`), by path, with that file's path: a
    /// group cut in pieces keeps each with it.
    var passengers: [String: String] = [:]

    /// Packing order inside a module and layer: folder, then key, then first path.
    static func packingOrder(_ lhs: FileGroup, _ rhs: FileGroup) -> Bool {
        (lhs.folder, lhs.key, lhs.files.first?.path ?? "") < (rhs.folder, rhs.key, rhs.files.first?.path ?? "")
    }

    /// The suffixes of the types that make another screen of a screen's group (`labels`).
    static let otherScreenSuffixes = ["ViewController", "Screen", "ViewModel", "Reactor", "Presenter"]

    /// The suffix (`ViewController`) of a file stem naming a screen's type among `otherScreenSuffixes`: not a base
    /// class (`BaseViewController`) nor an extension file (`HomeViewController+Rx`); nil for another stem.
    static func screenSuffix(ofStem stem: String) -> String? {
        guard !stem.contains("+"), !FileNaming.isBaseClass(stem) else { return nil }
        return otherScreenSuffixes.first { stem.hasSuffix($0) && stem.count > $0.count }
    }

    /// The label of one file: its title, and for a `+Rx.swift` file of code its Rx extensions (`NSTableView+Rx.swift`
    /// alone: `NSTableView Rx extensions`, not AppKit's `NSTableView`).
    static func fileLabel(_ file: FileInventory) -> String {
        let title = FileNaming.title(file.path, file.occurrences)
        let isCode = !file.isTest && file.layer != .test
        return isCode && FileNaming.home(ofRxFile: file.path) != nil ? "\(title) Rx extensions" : title
    }

    /// The suffixes of the types that make a ui group a screen (`label`): a screen's, or one written short.
    static let screenTypeSuffixes = FileNaming.screenSuffixes + ["VC", "VM"]

    /// The labels of a task title: `label`, then, for a screen's group holding other screens (`RecordDetail` and the
    /// `TextInput` screen it presents), theirs (`TextInput screen`): one label would hide them, with no `+N more`.
    /// A base class (`BaseViewController`) names no screen.
    /// A group named for another file (`ReactiveExtensiones`) names the screens beside it too
    /// (`completeViewController`).
    var labels: [String] {
        let first = label
        let isScreen = first.hasSuffix(" screen")
        var labels = isScreen ? [first] : [first] + heldModels(of: first) + otherFeatures(than: first)
        let firstName = isScreen ? String(first.dropLast(" screen".count)) : ""
        for screen in screens(besides: isScreen ? [] : Set(labels)) where !labels.contains(screen) {
            // `View screen` of `ViewController` beside the `ViewReactor screen` its reactor names: one screen.
            let name = String(screen.dropLast(" screen".count))
            if isScreen, Self.screenTypeSuffixes.contains(where: { name + $0 == firstName }) { continue }
            labels.append(screen)
        }
        return labels
    }

    /// The screens of the group's view controllers and view models (`TextInput screen`), in file order; not those of
    /// the files the labels `besides` name (a lone `HomeViewModel` is no `Home screen` beside it).
    private func screens(besides named: Set<String> = []) -> [String] {
        var labels: [String] = []
        // A view and the model its code holds are one screen, whatever their names (`ProfileEdt`, `ProfileEdit`).
        let paired = Set(heldModels.keys).union(heldModels.values)
        for file in files where !file.isTest && file.layer != .test && !paired.contains(file.path) {
            if named.contains(Self.fileLabel(file)) { continue }
            // Not a view or a cell's model (`QuestionFieldView`, `SettingItemCellReactor` are a screen's parts), a
            // UIKit type's extension (`UIScrollView+Rx.swift`) or a base class.
            let stem = Path.stem(file.path)
            guard let suffix = Self.screenSuffix(ofStem: stem), !stem.contains("Cell"), !FileNaming.isPlatformType(stem)
            else { continue }
            // The name without its screen suffixes alone: `PullRequest` of `PullRequestViewController`, which the
            // feature key would cut to `Pull` (`Request` is a role too); `Comments` of `CommentsControllerViewModel`,
            // beside its `CommentsController`.
            var name = String(stem.dropLast(suffix.count))
            while let more = Self.screenSuffix(ofStem: name)
                ?? ["Controller", "VC", "View"].first(where: { name.hasSuffix($0) && name.count > $0.count })
            {
                name = String(name.dropLast(more.count))
            }
            let screen = "\(name) screen"
            if !labels.contains(screen) { labels.append(screen) }
        }
        return labels
    }

    /// For a group named for a cell holding its model (`MusicCell`), the model's title where the cell's name does not
    /// start it (`MusicViewModel`, which may hold most of the Rx; not `ReleaseCellViewModel`).
    private func heldModels(of first: String) -> [String] {
        var labels: [String] = []
        // A cell's model of its key (`MusicViewModel` of `MusicCell`).
        let code = files.filter { !$0.isTest && $0.layer != .test }
        if code.contains(where: { $0.layer == .ui && FileNaming.title($0.path, $0.occurrences) == first }),
            first.contains("Cell")
        {
            for file in code where file.layer != .ui {
                let stem = FileNaming.stem(file.path)
                let title = FileNaming.title(file.path, file.occurrences)
                guard Self.screenTypeSuffixes.contains(where: { stem.hasSuffix($0) && stem.count > $0.count }),
                    FileNaming.featureKey(stem) == key, !title.hasPrefix(first), !labels.contains(title)
                else { continue }
                labels.append(title)
            }
        }
        for view in heldModels.keys.sorted() {
            guard let holder = files.first(where: { $0.path == view }),
                FileNaming.title(holder.path, holder.occurrences) == first,
                let path = heldModels[view], let model = files.first(where: { $0.path == path })
            else { continue }
            let title = FileNaming.title(model.path, model.occurrences)
            if !title.hasPrefix(first), !labels.contains(title) { labels.append(title) }
        }
        return labels
    }

    /// For a group outside the ui layer named for the file its key comes from (`NotificationManager`), the titles of
    /// its files of other features (`KeychainAccessManager`), which that name alone hid; empty for any other group.
    private func otherFeatures(than first: String) -> [String] {
        let code = files.filter { !$0.isTest && $0.layer != .test }
        guard code.count > 1, !code.contains(where: { $0.layer == .ui }) else { return [] }
        var labels: [String] = []
        for file in code where FileNaming.featureKey(FileNaming.stem(file.path)) != key {
            let title = FileNaming.title(file.path, file.occurrences)
            if title != first, !labels.contains(title) { labels.append(title) }
        }
        return labels
    }

    /// A short label for task titles: the file stem of a one-file group, else the feature key; for the extension
    /// files of an Rx type (`Observable+CatchError.swift`, `Observable+Retry.swift`), `Observable extensions`, since
    /// `Observable` alone reads as the Rx type; for `+Rx.swift` files alone, `Table Rx extensions`, not a screen; for
    /// a cell and its view model alone, `Release cell`; for
    /// a ui group keyed by no screen's type, what that file is; for files of several features, the title of the file
    /// the key comes from.
    var label: String {
        let code = files.filter { !$0.isTest && $0.layer != .test }
        if code.count == 1 { return Self.fileLabel(code[0]) }
        if code.isEmpty, files.count == 1 { return FileNaming.title(files[0].path, files[0].occurrences) }
        if !code.isEmpty, code.allSatisfy({ FileNaming.extendsRxType($0.path) }) { return "\(key) extensions" }
        // `TableView+Rx.swift` and `TableViewCell+Rx.swift` are a type's Rx extensions, not a screen.
        if !code.isEmpty, code.allSatisfy({ FileNaming.home(ofRxFile: $0.path) != nil }) {
            return "\(key) Rx extensions"
        }
        if code.contains(where: { $0.layer == .ui }) {
            // A screen when a file of its key is a screen's type (`LoginViewController`); else what that file is: a
            // type's Rx extensions (`ASControlNode+Rx.swift`) or a file of its own (`SectionOfTantanganData`).
            let keyed = code.filter { FileNaming.featureKey(FileNaming.stem($0.path)) == key }
            let screens = keyed.filter { file in
                let stem = FileNaming.stem(file.path)
                return FileNaming.home(ofRxFile: file.path) == nil && !FileNaming.isPlatformType(stem)
                    && !FileNaming.isBaseClass(stem)
                    && Self.screenTypeSuffixes.contains { stem.hasSuffix($0) && stem.count > $0.count }
            }
            let screen = !screens.isEmpty
            // A table or collection cell and its view model (`ReleaseCell`, `ReleaseCellViewModel`) are a cell.
            if screen, screens.allSatisfy({ FileNaming.stem($0.path).contains("Cell") }) { return "\(key) cell" }
            // A view and the model its code holds are a screen whatever their names (`HomeCell` and `HomeRector`), but
            // for an RxDataSources section model (`SectionOfTantanganData` of a cell).
            let models = Set(heldModels.values)
            let heldScreen = files.contains {
                models.contains($0.path) && !CallSiteResolver.isSectionModel($0.occurrences)
            }
            // A cell holding its model in its code (`HomeCell` and its `HomeRector`, `DownloadsTableCellView` and its
            // `DownloadViewModel`) is the cell, named for its file: the model makes no screen.
            let holders = code.filter { heldModels[$0.path] != nil }
            if heldScreen, !holders.isEmpty, holders.allSatisfy({ FileNaming.stem($0.path).contains("Cell") }),
                screens.allSatisfy({ models.contains($0.path) || FileNaming.stem($0.path).contains("Cell") })
            {
                return FileNaming.title(holders[0].path, holders[0].occurrences)
            }
            // A cell and a view model of its key, with no other view (`MusicCell` and `MusicViewModel`): the cell.
            let views = code.filter { $0.layer == .ui }
            if screen, !views.isEmpty, views.allSatisfy({ FileNaming.stem($0.path).contains("Cell") }) {
                return FileNaming.title(views[0].path, views[0].occurrences)
            }
            guard !screen, !heldScreen, let home = keyed.first else { return "\(key) screen" }
            if FileNaming.home(ofRxFile: home.path) != nil { return "\(key) Rx extensions" }
            return FileNaming.title(home.path, home.occurrences)
        }
        // Files of other features that one calls (`KeychainAccessManager` of `NotificationManager`): the key alone
        // (`Notification`) names no file, so the file it comes from does.
        let keys = code.map { FileNaming.featureKey(FileNaming.stem($0.path)) }
        if keys.contains(where: { $0 != key }), let home = keys.firstIndex(of: key) {
            return FileNaming.title(code[home].path, code[home].occurrences)
        }
        return key
    }
}
