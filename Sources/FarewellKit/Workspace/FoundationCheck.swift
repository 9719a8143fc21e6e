/// What `verify` checks of a foundation task, which has no files in scope: for the polyfills and bridges, that
/// FarewellAsync is available (a manifest or lock file names the package, or the files `farewell scaffold` writes are
/// in the repository, and in a target where a project lists its files one by one) and that the RxSwift version the
/// repository installs or allows has what the bridges need. The feature-flag plumbing is the team's own code, which no
/// scan can tell: `verify` says it is left to review rather than pass it by an empty scope.
package enum FoundationCheck {
    /// What the check found for a foundation task.
    package struct Result: Sendable, Hashable {
        /// What is still missing, one line each: a place first where one says (`Podfile.lock:40: …`).
        package var missing: [String] = []
        /// What is in place, for the passing line (`FarewellAsync (Package.swift)`, `RxSwift 6.5.0 installed`).
        package var found: [String] = []
        /// What no scan can check, for review (`the feature-flag plumbing`).
        package var unchecked: [String] = []
    }

    /// The manifests and lock files whose text may name the FarewellAsync package, relative to the root, sorted and
    /// unique: the modules' manifests, those holding their Rx dependency lines, and those stating RxSwift's version
    /// (`Package.resolved` pins every package).
    package static func manifestPaths(_ inventory: Inventory) -> [String] {
        var paths: Set<String> = []
        for module in inventory.modules {
            if let manifest = module.manifest { paths.insert(manifest) }
            for line in module.rxDependencies + module.sharedRxDependencies { paths.insert(line.location.path) }
        }
        for version in inventory.rxSwiftVersions { paths.insert(version.location.path) }
        return paths.sorted()
    }

    /// The check of `task` against `inventory`, with the text of each of `manifestPaths` that could be read, by path;
    /// nil for a task that is no foundation task.
    package static func check(_ task: PlanTask, in inventory: Inventory, manifests: [String: String]) -> Result? {
        guard task.kind == .foundation else { return nil }
        let parts = TaskGoalSection.foundationParts(task)
        var result = Result()
        if parts.polyfills {
            let scaffolded = inventory.scaffoldedFiles
            checkFarewellAsync(scaffolded: scaffolded, manifests: manifests, into: &result)
            checkRxSwift(inventory.rxSwiftVersions, scaffolded: !scaffolded.isEmpty, into: &result)
            // Where a project lists its files one by one, a file `farewell scaffold` wrote compiles once added there.
            result.missing += TargetMembership.missingScaffolded(in: inventory)
        }
        if parts.flags { result.unchecked.append("the feature-flag plumbing") }
        return result
    }

    /// FarewellAsync named by a manifest (the package), or the files `farewell scaffold` wrote (its copy).
    private static func checkFarewellAsync(scaffolded: [String], manifests: [String: String], into result: inout Result)
    {
        let naming = manifests.keys.filter { manifests[$0]?.lowercased().contains("farewellasync") == true }.sorted()
        if !naming.isEmpty {
            result.found.append("FarewellAsync (\(naming.joined(separator: ", ")))")
        } else if !scaffolded.isEmpty {
            result.found.append("the files `farewell scaffold` writes (\(scaffolded.joined(separator: ", ")))")
        } else {
            result.missing.append(
                "FarewellAsync is not available: no manifest names the package and no file `farewell scaffold` "
                    + "wrote is here (add the dependency, or run `farewell scaffold` and add its files)")
        }
    }

    /// The RxSwift version that decides (`RxSwiftVersionAdvice.deciding`): RxSwift 6 for the bridges, and, below
    /// 6.5, which has `value` and `values`, the scaffolded bridges. Nothing when no file states a version.
    /// Each of the other lock files (or requirements) lacking the same is named too (`RxSwiftVersionAdvice.others`).
    private static func checkRxSwift(_ versions: [RxSwiftVersion], scaffolded: Bool, into result: inout Result) {
        guard let version = RxSwiftVersionAdvice.deciding(versions) else { return }
        let stated = { (version: RxSwiftVersion) in
            "RxSwift \(version.requirement)\(version.isInstalled ? " installed" : "")"
        }
        // What is lacking, and what to do: the bridges first, then `value` and `values` unless scaffolded.
        let problem: String? =
            !version.allows(RxSwiftVersionAdvice.bridgesNeed)
            ? "is older than the bridges need (RxSwift 6; `value` and `values` 6.5): upgrade RxSwift, RxCocoa and "
                + "RxRelay first"
            : !version.allows(RxSwiftVersionAdvice.valuesNeed) && !scaffolded
                ? "has no `value` and `values` (RxSwift 6.5): run `farewell scaffold` for the bridges, or upgrade "
                    + "RxSwift to 6.5 or later" : nil
        guard let problem else {
            result.found.append(stated(version))
            return
        }
        let old = [version] + RxSwiftVersionAdvice.others(lacking: version, in: versions)
        result.missing += old.sorted().map { "\($0.location): \(stated($0)) \(problem)" }
    }
}
