/// What the lock files (`Podfile.lock`, `Cartfile.resolved`) install that a manifest beside them still requires:
/// a lock file keeps the pins of libraries whose lines were deleted until `pod install` or `carthage update` runs
/// again, and those state no version the plan depends on. A `Podfile.lock` counts the pods its Podfile's lines reach
/// (`PodfileLockReader.requiredPods`), a `Cartfile.resolved` its pins while a Cartfile beside it requires an Rx
/// library (`CartfileReader.requiresRx`).
struct LockedVersions {
    /// The RxSwift versions installed, in the order of the lock files.
    private(set) var versions: [RxSwiftVersion] = []
    /// The libraries installed that need an RxSwift older than 6, sorted (`RxSwiftDependents`).
    private(set) var dependents: [RxSwiftDependent] = []

    init(podfiles: [ManifestFile], locks: [ManifestFile], cartfiles: [ManifestFile], resolved: [ManifestFile]) {
        for lock in locks {
            // No Podfile beside it: nothing requires what it lists.
            let podfile = podfiles.first { $0.directory == lock.directory }
            let required: Set<String>? = podfile.map { PodfileLockReader.requiredPods(podfile: $0, lock: lock) } ?? []
            if required?.contains("RxSwift") ?? true { versions += RxSwiftVersionReader.podfileLock(lock) }
            dependents += RxSwiftDependents.podfileLock(lock, required: required)
        }
        // A Podfile without a lock beside it: its requirements say what RxSwift 6 needs upgraded.
        for podfile in podfiles where !locks.contains(where: { $0.directory == podfile.directory }) {
            dependents += RxSwiftDependents.podfileRequirements(podfile)
        }
        for file in resolved where CartfileReader.requiresRx(file, cartfiles: cartfiles) {
            versions += RxSwiftVersionReader.cartfileResolved(file)
            dependents += RxSwiftDependents.cartfileResolved(file)
        }
        dependents.sort()
    }
}
