/// Packs the groups of one module and layer into PR-sized tasks, in folder order; a group over the budget is
/// taken file by file (a file with its tests when they fit together), and a file over the budget on its own
/// is split by declaration.
struct TaskPacker {
    let budget: Budget

    /// One piece to pack: a whole group, a single file, or a part of a split file (which stands alone).
    private struct Piece {
        var files: [TaskFile]
        var labels: [String]
        var part = 1
        var parts = 1
        /// The module of its tests when it holds tests only (a test file cut from the code it tests, or a part
        /// of one): its task is then a test task of that module, with no flag.
        var testModule: String?
        /// For a piece cut from a group, the one layer of its code files when it is not the group's (a screen's
        /// view controller cut from its view model: ui, not the group's presentation); nil otherwise.
        var codeLayer: Layer?
        /// Its files are all generated: one run of their generator changes them, so generated pieces join whatever
        /// the budget (an API client generated file by file is one task, not one flagged task per two files).
        var generated = false
    }

    func pack(_ groups: [FileGroup], module: String, layer: Layer) -> [TaskDraft] {
        var drafts: [TaskDraft] = []
        var current: Piece?
        let all = groups.sorted(by: FileGroup.packingOrder).flatMap(pieces)
        for (position, piece) in all.enumerated() {
            if piece.parts > 1 {
                drafts.append(draft(piece, module: module, layer: layer))
                continue
            }
            if let open = current {
                // Tests cut from their code stay a test task: never packed with code, which would give them a flag
                // and the code's module, nor code with them. A piece of another layer (a screen's view controller
                // cut from its view model) keeps it: it joins only pieces of that layer.
                if open.testModule == piece.testModule, open.codeLayer == piece.codeLayer,
                    !Self.separates(open, piece),
                    case let joined = Self.joining(open, piece), budget.fits(joined.files) || joined.generated,
                    !leaves(open, piece, next: position + 1 < all.count ? all[position + 1] : nil)
                {
                    current = joined
                    continue
                }
                drafts.append(draft(open, module: module, layer: layer))
            }
            current = piece
        }
        if let current { drafts.append(draft(current, module: module, layer: layer)) }
        return drafts
    }

    /// Whether `open` and `piece` must not share a task: shared code (base classes, extensions of platform and Rx
    /// types, files in folders of extensions or helpers) beside a screen or what stands with screens (a view, a cell,
    /// a flow or coordinator, an app or scene delegate). Those call the helpers, so packed together every screen
    /// calling them would wait for what sits beside them (`MVVMController`, `UIViewRx.swift` and the `PostDetails`
    /// screen; `UIView+Rx.swift` and `HomeViewController`; `Extensions/RxCocoa.swift` and a `SceneDelegate` starting
    /// every flow).
    private static func separates(_ open: Piece, _ piece: Piece) -> Bool {
        guard open.testModule == nil, piece.testModule == nil else { return false }
        let (left, right) = (codePaths(open), codePaths(piece))
        return left.contains(where: isShared) && right.contains(where: isScreen)
            || left.contains(where: isScreen) && right.contains(where: isShared)
    }

    /// The paths of `piece` but for tests, which travel with their code.
    private static func codePaths(_ piece: Piece) -> [String] {
        piece.files.map(\.path).filter { path in !["Tests", "Test", "Spec"].contains { Path.stem(path).hasSuffix($0) } }
    }

    /// A view controller, view model, reactor or presenter, or a view, cell, flow, coordinator or app or scene
    /// delegate; not a base class nor an extension file.
    private static func isScreen(_ path: String) -> Bool {
        let stem = Path.stem(path)
        if FileGroup.screenSuffix(ofStem: stem) != nil { return true }
        guard !stem.contains("+"), !FileNaming.isBaseClass(stem) else { return false }
        return screenCompanions.contains { stem.hasSuffix($0) && (stem.count > $0.count || $0.hasSuffix("Delegate")) }
    }

    /// The suffixes of the types that stand with screens: views and cells, the flows and coordinators presenting
    /// them, the delegates starting the first.
    private static let screenCompanions = ["View", "Cell", "Flow", "Coordinator", "AppDelegate", "SceneDelegate"]

    /// Code every screen may share: a base class, an extension file of a platform or Rx type (`UIView+Rx.swift`,
    /// `Observable+Ext.swift`), or a file in a folder of extensions, helpers or base classes.
    private static func isShared(_ path: String) -> Bool {
        let stem = Path.stem(path)
        if FileNaming.isBaseClass(stem) { return true }
        if let plus = stem.firstIndex(of: "+") {
            let extended = String(stem[..<plus])
            if FileNaming.isPlatformType(extended) || FileNaming.extendsRxType(path) { return true }
        }
        let folders = path.split(separator: "/").dropLast().map { $0.lowercased() }
        return !isScreen(path) && folders.contains { sharedFolders.contains($0) }
    }

    /// Folders of code every screen shares (lower-cased).
    private static let sharedFolders: Set<String> = [
        "extensions", "extension", "helpers", "helper", "utilities", "utils", "util", "base", "common",
    ]

    /// `open` with `piece` after it.
    private static func joining(_ open: Piece, _ piece: Piece) -> Piece {
        var joined = open
        joined.files += piece.files
        joined.labels += piece.labels
        joined.generated = open.generated && piece.generated
        return joined
    }

    /// Whether `piece`, which fits into `open`, starts a task of its own instead: it lies in a folder nearer the next
    /// piece's than any of `open`'s (`Music/Cell/MusicCell.swift` before `Music/MusicList…`, after the `Drinks`
    /// screen), and either it fits with the next piece while the three do not, or it is a quarter of the budget or
    /// more, a task of its screen rather than a passenger in another screen's.
    private func leaves(_ open: Piece, _ piece: Piece, next: Piece?) -> Bool {
        guard let next, next.parts == 1, let first = piece.files.first?.path, !piece.generated else { return false }
        // The nearest file of each: a group's tests lie in another folder than its code.
        let nearNext = next.files.map { Self.sharedFolders(first, $0.path) }.max() ?? 0
        guard nearNext > open.files.map({ Self.sharedFolders(first, $0.path) }).max() ?? 0 else { return false }
        if next.testModule == piece.testModule, next.codeLayer == piece.codeLayer,
            budget.fits(Self.joining(piece, next).files)
        {
            // Where all three fit, they make one task, as before.
            return !budget.fits(Self.joining(Self.joining(open, piece), next).files)
        }
        return budget.points(piece.files) * 4 >= max(1, budget.settings.maxPoints)
    }

    /// How many leading folders the paths `a` and `b` share.
    private static func sharedFolders(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "/").dropLast()
        let right = b.split(separator: "/").dropLast()
        return zip(left, right).prefix { $0 == $1 }.count
    }

    private func draft(_ piece: Piece, module: String, layer: Layer) -> TaskDraft {
        var labels: [String] = []
        for label in piece.labels where !labels.contains(label) { labels.append(label) }
        return TaskDraft(
            kind: .migration, module: piece.testModule ?? module,
            layer: piece.testModule == nil ? piece.codeLayer ?? layer : .test,
            files: piece.files.sorted { $0.path < $1.path }, labels: labels, part: piece.part, parts: piece.parts)
    }

    private func pieces(_ group: FileGroup) -> [Piece] {
        let whole = group.files.map { TaskFile(path: $0.path, occurrences: $0.occurrences) }
        let generated = group.files.allSatisfy(\.isGenerated)
        if budget.fits(whole) || generated { return [Piece(files: whole, labels: group.labels, generated: generated)] }
        // A screen (a view controller and its view model or reactor, with their tests) stays one piece when it
        // fits; else each file with its tests does.
        let units = Self.carrying(codeWithItsTests(group.files), passengers: group.passengers)
        return screens(units, heldModels: group.heldModels).flatMap { screen -> [Piece] in
            let files = screen.joined().map { TaskFile(path: $0.path, occurrences: $0.occurrences) }
            var pieces: [Piece]
            if screen.count > 1, budget.fits(files), let first = screen.first?.first {
                // Named as a group of its files alone would be: `Login screen` for a view controller and its view
                // model, `MusicCell, MusicViewModel` for a cell and the model it holds.
                var part = group
                part.files = screen.joined().sorted { $0.path < $1.path }
                let paths = Set(part.files.map(\.path))
                part.heldModels = group.heldModels.filter { paths.contains($0.key) && paths.contains($0.value) }
                part.key = FileNaming.featureKey(FileNaming.stem(first.path))
                pieces = [Piece(files: files, labels: part.labels)]
                pieces[0].codeLayer = Self.codeLayer(screen.joined(), besides: group.layer)
            } else {
                pieces = self.pieces(ofScreen: screen, layer: group.layer)
            }
            return pieces
        }
    }

    /// A screen too big for one task, cut by the layer of its code (its view controller apart from its view model,
    /// and the contract and interactor beside that): the units of one layer joined, in order, while they fit, so the
    /// screen's small files go with its own view model, not into the task of the screen packed before it; a unit over
    /// the budget on its own cut as `pieces(ofUnit:)` cuts it.
    private func pieces(ofScreen screen: [[FileInventory]], layer: Layer) -> [Piece] {
        var layers: [Layer?] = []
        var unitsByLayer: [[[FileInventory]]] = []
        for unit in screen {
            let codeLayer = Self.codeLayer(unit, besides: layer)
            if let index = layers.firstIndex(of: codeLayer) {
                unitsByLayer[index].append(unit)
            } else {
                layers.append(codeLayer)
                unitsByLayer.append([unit])
            }
        }
        var pieces: [Piece] = []
        for (codeLayer, units) in zip(layers, unitsByLayer) {
            var open: [[FileInventory]] = []
            let flush = { (units: [[FileInventory]]) -> [Piece] in
                guard units.count > 1 else { return units.flatMap(self.pieces(ofUnit:)) }
                let labels = units.map { FileGroup.fileLabel($0[0]) }
                return [Piece(files: Self.taskFiles(units), labels: labels)]
            }
            var cut: [Piece] = []
            for unit in units {
                if budget.fits(Self.taskFiles(open + [unit])) {
                    open.append(unit)
                    continue
                }
                cut += flush(open)
                open = [unit]
            }
            cut += flush(open)
            pieces += cut.map { piece in
                var piece = piece
                piece.codeLayer = codeLayer
                return piece
            }
        }
        return pieces
    }

    /// The files of `units` as a task lists them.
    private static func taskFiles(_ units: [[FileInventory]]) -> [TaskFile] {
        units.joined().map { TaskFile(path: $0.path, occurrences: $0.occurrences) }
    }

    /// The one layer of the code files among `files` when it is not `layer` and not `unknown`; nil otherwise.
    private static func codeLayer(_ files: some Sequence<FileInventory>, besides layer: Layer) -> Layer? {
        let layers = Set(files.filter { !$0.isTest && $0.layer != .test }.map(\.layer))
        guard layers.count == 1, let only = layers.first, only != layer, only != .unknown else { return nil }
        return only
    }

    /// A file and its tests as one piece when they fit, so packing never puts a seam between them; else each file,
    /// split by declaration when it alone is over the budget.
    private func pieces(ofUnit unit: [FileInventory]) -> [Piece] {
        let files = unit.map { TaskFile(path: $0.path, occurrences: $0.occurrences) }
        if unit.count > 1, budget.fits(files) {
            return [Piece(files: files, labels: [FileGroup.fileLabel(unit[0])])]
        }
        return unit.flatMap { file -> [Piece] in
            let label = FileGroup.fileLabel(file)
            let parts = split(file)
            let testModule = file.isTest || file.layer == .test ? file.module : nil
            return parts.enumerated().map {
                Piece(
                    files: [$1], labels: [label], part: $0 + 1, parts: parts.count, testModule: testModule,
                    generated: file.isGenerated)
            }
        }
    }

    /// The units whose code files share a feature key (`ContributorsViewController`, `ContributorsViewReactor`)
    /// together, at the first one's place: a group too big for one task is cut between screens, not through one. A
    /// view that `heldModels` pairs with a view model (`ProfileEditViewController` holding `ProfileEdtViewModel`)
    /// takes that view model's key.
    private func screens(_ units: [[FileInventory]], heldModels: [String: String]) -> [[[FileInventory]]] {
        var joined: [[[FileInventory]]] = []
        var at: [String: Int] = [:]
        for unit in units {
            guard let code = unit.first, !(code.isTest || code.layer == .test) else {
                joined.append([unit])
                continue
            }
            let path = heldModels[code.path] ?? code.path
            let key = "\(code.module)\u{0}\(FileNaming.matchKey(FileNaming.stem(path)))"
            if let index = at[key] {
                joined[index].append(unit)
            } else {
                at[key] = joined.count
                joined.append([unit])
            }
        }
        return joined
    }

    /// `units` with each passenger's unit joined to its provider's (`FileGroup.passengers`).
    private static func carrying(_ units: [[FileInventory]], passengers: [String: String]) -> [[FileInventory]] {
        guard !passengers.isEmpty else { return units }
        var units = units
        for (passenger, provider) in passengers.sorted(by: { $0.key < $1.key }) {
            guard let from = units.firstIndex(where: { $0.first?.path == passenger }),
                let to = units.firstIndex(where: { $0.contains { $0.path == provider } }), from != to
            else { continue }
            units[to] += units[from]
            units.remove(at: from)
        }
        return units
    }

    /// Each code file in path order with the tests of it (`FeedViewModelTests` after `FeedViewModel`), then the
    /// tests of no file here, one by one.
    private func codeWithItsTests(_ files: [FileInventory]) -> [[FileInventory]] {
        let tests = files.filter { $0.isTest || $0.layer == .test }
        var units: [[FileInventory]] = []
        var placed: Set<String> = []
        for file in files where !(file.isTest || file.layer == .test) {
            var unit = [file]
            let stem = FileNaming.stem(file.path)
            for test in tests where !placed.contains(test.path) {
                if FileNaming.testedStem(FileNaming.stem(test.path)) == stem {
                    unit.append(test)
                    placed.insert(test.path)
                }
            }
            units.append(unit)
        }
        return units + tests.filter { !placed.contains($0.path) }.map { [$0] }
    }

    /// Joins each part of under a quarter of the budget to the neighbour that makes the smaller result, over the
    /// budget if need be (a declaration too big for one task, a part of 198 points of 200): a method of two
    /// occurrences after a `bind(reactor:)` of two hundred, or one getter after seven, is no task of its own, with
    /// its own flag and pull request.
    private func mergeSlivers(_ parts: inout [(declarations: [String], occurrences: [Occurrence])]) {
        let limit = max(1, budget.settings.maxPoints)
        var index = 0
        while parts.count > 1, index < parts.count {
            let points = budget.points(parts[index].occurrences)
            guard points * 4 < limit else {
                index += 1
                continue
            }
            // The neighbour the part joins: the smaller result.
            var best: (neighbour: Int, points: Int)?
            for neighbour in [index - 1, index + 1] where parts.indices.contains(neighbour) {
                let own = budget.points(parts[neighbour].occurrences)
                if let current = best, current.points <= own + points { continue }
                best = (neighbour, own + points)
            }
            guard let (neighbour, _) = best else {
                index += 1
                continue
            }
            let first = min(index, neighbour)
            parts[first] = (
                parts[first].declarations + parts[first + 1].declarations,
                parts[first].occurrences + parts[first + 1].occurrences
            )
            parts.remove(at: first + 1)
            index = first
        }
    }

    /// The file whole when it fits or is generated, else parts by declaration (file-scope occurrences first), what
    /// others read before them (`DeclarationOrder`), else in source order, a private function in its first caller's
    /// part; a small part joined to a neighbour (`mergeSlivers`).
    func split(_ file: FileInventory) -> [TaskFile] {
        let whole = TaskFile(path: file.path, occurrences: file.occurrences)
        // A generated file changes in its generator, in one go: parts of it would be edits of generated code.
        if budget.fits([whole]) || file.isGenerated { return [whole] }
        let buckets = Dictionary(grouping: file.occurrences, by: \.enclosing)
        // What other declarations read goes first, so each part builds on the ones before, and a private function
        // goes with its first caller (`DeclarationOrder.units`).
        let units = [[nil]] + DeclarationOrder.units(file).map { $0.map(Optional.some) }
        let limit = max(1, budget.settings.maxPoints)
        var parts: [(declarations: [String], occurrences: [Occurrence])] = []
        for run in DeclarationOrder.typeRuns(units, types: file.types) {
            // A type that fits a part is placed whole, not cut to fill the part before; a bigger one by member.
            let whole = run.flatMap { $0 }.filter { buckets[$0] != nil }
            let fits = run.count > 1 && budget.points(whole.flatMap { buckets[$0] ?? [] }) <= limit
            for unit in fits ? [whole] : run {
                let declarations = unit.filter { buckets[$0] != nil }
                guard !declarations.isEmpty else { continue }
                let occurrences = declarations.flatMap { buckets[$0] ?? [] }
                let names = declarations.compactMap { $0 }
                if let last = parts.last, !last.occurrences.isEmpty,
                    budget.points(last.occurrences + occurrences) <= limit
                {
                    parts[parts.count - 1].occurrences += occurrences
                    parts[parts.count - 1].declarations += names
                } else {
                    parts.append((names, occurrences))
                }
            }
        }
        mergeSlivers(&parts)
        guard parts.count > 1 else { return [whole] }
        return parts.map {
            TaskFile(path: file.path, declarations: $0.declarations, occurrences: Budget.sorted($0.occurrences))
        }
    }
}
