import Dispatch
import Foundation

/// Attributes files to settled module groups and builds the final `Module` values.
struct ModuleBuilder {
    private(set) var groups: [ModuleNaming.Group]
    private(set) var fileModules: [String: String] = [:]
    /// File path -> the other modules that compile it too (an app extension sharing the app's files), sorted.
    private(set) var sharedModules: [String: [String]] = [:]
    private(set) var manifestAttributed: [String] = []
    /// Folder-fallback modules created so far: name -> is test.
    private(set) var folderModules: [String: Bool] = [:]
    /// Notes on files given to a target whose project names them in other letter case.
    private(set) var diagnostics: [Diagnostic] = []
    /// File path -> groups whose targets name it explicitly.
    private let explicit: [String: [Int]]
    /// Lowercased path -> the paths targets name explicitly that lowercase to it, for files whose name differs
    /// only in letter case (`chatInputView.swift` on disk, `ChatInputView.swift` in the project).
    private let explicitByLowercase: [String: Set<String>]
    /// Folder claims with the index of their group.
    private let folderClaims: [(group: Int, claim: FileClaim)]
    /// `specificity` of each folder claim, computed once.
    private let folderDepths: [Int]
    /// Folder claims (indexes, ascending) by the FNV-1a hash of their root, so a file tests only the
    /// claims on its own folders instead of every claim in the repository.
    private let claimsByRoot: [UInt64: [Int]]
    /// Library products of every package, for dependencies on a product rather than a target.
    let products: [LibraryProduct]
    /// How many files and folders each group's targets claim: of two that compile the same file, the larger
    /// (the app beside its extension) holds it.
    private let claimCounts: [Int]

    init(groups: [ModuleNaming.Group], products: [LibraryProduct] = []) {
        self.groups = groups
        self.products = products
        claimCounts = groups.map { $0.targets.reduce(0) { $0 + $1.claims.count } }
        var explicit: [String: [Int]] = [:]
        var folderClaims: [(group: Int, claim: FileClaim)] = []
        for (index, group) in groups.enumerated() {
            for claim in group.targets.flatMap(\.claims) {
                if claim.isExplicit {
                    explicit[claim.root, default: []].append(index)
                } else {
                    folderClaims.append((index, claim))
                }
            }
        }
        self.explicit = explicit
        explicitByLowercase = Dictionary(grouping: explicit.keys) { $0.lowercased() }.mapValues(Set.init)
        self.folderClaims = folderClaims
        folderDepths = folderClaims.map(\.claim.specificity)
        var claimsByRoot: [UInt64: [Int]] = [:]
        for (index, folder) in folderClaims.enumerated() {
            var root = folder.claim.root
            claimsByRoot[root.withUTF8 { FNV1a.value($0, 0, $0.count) }, default: []].append(index)
        }
        self.claimsByRoot = claimsByRoot
    }

    mutating func attribute(_ files: [String]) {
        // Module names and the targets' own (`Windscribe` of the module `Windscribe.xcodeproj:Windscribe`).
        let names = Set(groups.map(\.name)).union(groups.lazy.flatMap(\.targets).map(\.name))
        let best = bestGroups(for: files)
        let unclaimed = best.contains { $0.best == nil }
        // The folders above the files targets list one by one, and above every claimed file.
        let listed = explicit.lazy.flatMap { path, owners in owners.map { (path: path, group: $0) } }
        let holders = unclaimed ? Self.folderGroups(listed) : [:]
        let claimed = zip(files, best).lazy.compactMap { path, best in best.best.map { (path: path, group: $0) } }
        let holding = (unclaimed ? Self.folderGroups(claimed) : [:]).mapValues {
            $0 == -1 ? FolderFallback.Holding.modules : .module
        }
        var mismatches: [(file: String, reference: String, group: Int)] = []
        defer { diagnostics += caseMismatches(mismatches) }
        for (file, (group, others, reference)) in zip(files, best) {
            if let group {
                fileModules[file] = groups[group].name
                manifestAttributed.append(file)
                if let reference { mismatches.append((file, reference, group)) }
                let shared = Set(others.map { groups[$0].name }).subtracting([groups[group].name])
                if !shared.isEmpty { sharedModules[file] = shared.sorted() }
            } else if let holder = holder(of: file, in: holders) {
                // Left on disk among a target's files (`Sources/UI Layer/Old/OldViewModel.swift` beside the files
                // an Xcode target lists): no target compiles it, and no folder names a module.
                let name = groups[holder].name + FolderFallback.unclaimedSuffix
                fileModules[file] = name
                if folderModules[name] == nil { folderModules[name] = groups[holder].primary.isTest }
            } else {
                var (name, isTest) = FolderFallback.module(for: file) { holding[$0] ?? .nothing }
                // A folder named like a target (`WWDC/` beside the `WWDC` target) does not make a file that
                // no manifest claims part of that target: no target compiles it.
                if names.contains(name) { name += FolderFallback.unclaimedSuffix }
                fileModules[file] = name
                if folderModules[name] == nil { folderModules[name] = isTest }
            }
        }
    }

    /// The folders (not the repository's root) above `paths`, each with the one group whose paths it holds, or -1
    /// when it holds paths of several (`Features/` holding `Features/Login/` and `Features/Home/`: folders of
    /// modules). A folder given a group has all its ancestors walked with it, so the walk stops at one that holds
    /// it already or holds several.
    private static func folderGroups(_ paths: some Sequence<(path: String, group: Int)>) -> [Substring: Int] {
        var groups: [Substring: Int] = [:]
        for (path, group) in paths {
            var folder = path[...]
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                let held = groups[folder]
                if held == -1 || held == group { break }
                groups[folder] = held == nil ? group : -1
            }
        }
        return groups
    }

    /// The one group whose listed files the nearest folder above `file` holds that holds any; nil when none
    /// does or several do.
    private func holder(of file: String, in holders: [Substring: Int]) -> Int? {
        guard !holders.isEmpty else { return nil }
        var folder = file[...]
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if let group = holders[folder] { return group >= 0 ? group : nil }
        }
        return nil
    }

    /// The names of the modules whose targets compile files under `folder`, a committed copy of an Rx library the
    /// walk skipped: a target naming a file under it (an Xcode build file), or claiming a folder that holds it or lies
    /// in it (a SwiftPM target's path, a synchronized folder) without leaving it out; sorted.
    func modules(compilingUnder folder: String) -> [String] {
        let prefix = folder + "/"
        var found: Set<Int> = []
        for (path, owners) in explicit where path.hasPrefix(prefix) { found.formUnion(owners) }
        for (group, claim) in folderClaims {
            let holds = claim.root.isEmpty || folder.hasPrefix(claim.root + "/") || claim.root == folder
            if claim.root.hasPrefix(prefix) || holds && claim.contains(prefix + "Observable.swift") {
                found.insert(group)
            }
        }
        return Set(found.map { groups[$0].name }).sorted()
    }

    /// `bestGroup(for:)` of every file, computed on all cores.
    private func bestGroups(for files: [String]) -> [(best: Int?, others: [Int], reference: String?)] {
        // How many files lowercase to each path: a reference in other letter case must fit only one.
        let lowercased =
            explicitByLowercase.isEmpty
            ? [:] : Dictionary(files.lazy.map { ($0.lowercased(), 1) }, uniquingKeysWith: +)
        return ParallelMap.map(files.count) { bestGroup(for: files[$0], lowercasedFiles: lowercased) }
    }

    /// Exact memberships first (explicit files, synchronized folders, else the one path a project names that
    /// differs from the file's only in letter case, `reference`); then the deepest folder claim; ties go to
    /// non-test modules, then to apps and frameworks before app extensions (a widget compiling the app's view
    /// models), then by manifest kind, then to the group claiming more, then by name. `others`: the
    /// other groups that claim the file as closely (every exact membership, or the other claims as deep),
    /// which compile it too.
    private func bestGroup(for file: String, lowercasedFiles: [String: Int])
        -> (best: Int?, others: [Int], reference: String?)
    {
        var exact = explicit[file] ?? []
        var deepest = -1
        var deepGroups: [Int] = []
        for index in claims(around: file) {
            let folder = folderClaims[index]
            guard folder.claim.contains(file) else { continue }
            if folder.claim.isAuthoritative {
                exact.append(folder.group)
            } else if folderDepths[index] > deepest {
                deepest = folderDepths[index]
                deepGroups = [folder.group]
            } else if folderDepths[index] == deepest {
                deepGroups.append(folder.group)
            }
        }
        var otherCase: String?
        if exact.isEmpty, let path = reference(inOtherCase: file, lowercasedFiles: lowercasedFiles) {
            exact = explicit[path] ?? []
            otherCase = path
        }
        let claiming = exact.isEmpty ? deepGroups : exact
        return (claiming.min(by: isBetter), claiming.count > 1 ? claiming : [], otherCase)
    }

    /// The one path a target names that differs from `file` only in letter case, when no other file of the
    /// repository lowercases to it too: Xcode on a case-insensitive disk compiles `file` for it.
    private func reference(inOtherCase file: String, lowercasedFiles: [String: Int]) -> String? {
        guard !explicitByLowercase.isEmpty else { return nil }
        let lowercased = file.lowercased()
        guard lowercasedFiles[lowercased] == 1, let paths = explicitByLowercase[lowercased], paths.count == 1 else {
            return nil
        }
        return paths.first
    }

    /// The notes that files go to targets whose projects name them in other letter case: one per file, or one
    /// per folder when the letter case differs in a folder the project names two or more files in
    /// (`SanLibraryV3/` for `SANLibraryV3/` on disk, for each of its files), which would otherwise print a
    /// note for every file under it.
    private func caseMismatches(_ mismatches: [(file: String, reference: String, group: Int)]) -> [Diagnostic] {
        struct Place: Hashable {
            var manifest: String
            var group: Int
            var folder: String
            var named: String
        }
        var byFolder: [Place: [(file: String, reference: String)]] = [:]
        for (file, reference, group) in mismatches {
            let naming = groups[group].targets.first { target in
                target.claims.contains { $0.isExplicit && $0.root == reference }
            }
            let (folder, named) = Self.differingFolder(file, reference)
            let place = Place(
                manifest: naming?.manifest ?? groups[group].primary.manifest, group: group, folder: folder,
                named: named)
            byFolder[place, default: []].append((file, reference))
        }
        var notes: [Diagnostic] = []
        for (place, members) in byFolder {
            let module = groups[place.group].name
            if members.count > 1, !place.folder.isEmpty {
                notes.append(
                    Diagnostic(
                        path: place.folder,
                        message: "\(place.manifest) names this folder '\(place.named)', in other letter case, for "
                            + "\(members.count) files; module '\(module)' compiles them, as Xcode does on a "
                            + "case-insensitive disk",
                        isInformational: true))
                continue
            }
            for (file, reference) in members {
                notes.append(
                    Diagnostic(
                        path: file,
                        message: "\(place.manifest) names it '\(reference)', in other letter case; module "
                            + "'\(module)' compiles it, as Xcode does on a case-insensitive disk",
                        isInformational: true))
            }
        }
        return notes.sorted()
    }

    /// The folders of `file` and `reference` (equal but for letter case) down to the first component that
    /// differs, when that component is a folder; empty when only the file's own name differs.
    static func differingFolder(_ file: String, _ reference: String) -> (folder: String, named: String) {
        let onDisk = file.split(separator: "/", omittingEmptySubsequences: false)
        let named = reference.split(separator: "/", omittingEmptySubsequences: false)
        guard onDisk.count == named.count,
            let first = zip(onDisk, named).dropLast().firstIndex(where: { $0.0 != $0.1 })
        else { return ("", "") }
        return (onDisk[...first].joined(separator: "/"), named[...first].joined(separator: "/"))
    }

    /// The folder claims whose root is the repository, a folder above `file`, or `file` itself, in
    /// index order. `FileClaim.contains` still decides, so a hash collision only costs a test.
    private func claims(around file: String) -> [Int] {
        var found: [Int] = []
        var sources = 0
        func collect(_ hash: UInt64) {
            guard let list = claimsByRoot[hash] else { return }
            found += list
            sources += 1
        }
        var file = file
        file.withUTF8 { bytes in
            // The hash of the path so far, looked up at the root, at each `/` and at the end.
            var hash = FNV1a.basis
            collect(hash)
            for byte in bytes {
                if byte == UInt8(ascii: "/") { collect(hash) }
                hash = FNV1a.step(hash, byte)
            }
            collect(hash)
        }
        if sources > 1 { found.sort() }
        return found
    }

    private func isBetter(_ lhs: Int, _ rhs: Int) -> Bool {
        let left = groups[lhs]
        let right = groups[rhs]
        let leftRank = (left.primary.isTest ? 1 : 0, left.primary.isExtension ? 1 : 0)
        let rightRank = (right.primary.isTest ? 1 : 0, right.primary.isExtension ? 1 : 0)
        return (leftRank.0, leftRank.1, ModuleNaming.rank(left.primary.kind), -claimCounts[lhs], left.name)
            < (rightRank.0, rightRank.1, ModuleNaming.rank(right.primary.kind), -claimCounts[rhs], right.name)
    }
}
