import Foundation

/// The libraries the lock files install that need an RxSwift older than 6 (`RxSwiftDependent`): below 6, the
/// foundation task says to upgrade RxSwift, and each of them has to move with it.
enum RxSwiftDependents {
    /// The first release of each library built on RxSwift whose podspec requires RxSwift 6 (`~> 6.0`), from the
    /// libraries' tagged podspecs; RxDataSources brings `Differentiator` of the same version. A library not listed
    /// is named with a word to check its changelog.
    static let firstReleasesForRxSwift6: [(library: String, version: String)] = [
        ("Action", "4.3.0"),
        ("Moya", "15.0.0"),
        ("NSObject+Rx", "5.2.0"),
        ("ReactorKit", "3.0.0"),
        ("RxDataSources", "5.0.0"),
        ("RxGesture", "4.0.0"),
        ("RxAlamofire", "6.0.0"),
        ("RxKeyboard", "2.0.0"),
        ("RxNimble", "5.1.0"),
        ("RxOptional", "5.0.0"),
        ("RxSwiftExt", "6.0.0"),
    ]

    /// RxSwift's own libraries, released with it: RxSwift, RxCocoa and RxRelay are upgraded first, RxBlocking and
    /// RxTest take the same version.
    static let releasedWithRxSwift: Set<String> = RxLibraries.core

    /// The first release of `library` that requires RxSwift 6 (`15.0.0` for `Moya`), in any letter case and with
    /// `-` for `+` (Carthage's `NSObject-Rx`); nil for a library the table does not know.
    static func firstReleaseForRxSwift6(_ library: String) -> String? {
        let key = library.lowercased().replacingOccurrences(of: "-", with: "+")
        return firstReleasesForRxSwift6.first { $0.library.lowercased() == key }?.version
    }

    /// The version each library needs so that RxSwift 6 can be installed: 6 for RxSwift's own, the first release for
    /// RxSwift 6 for those the table knows; nil for another.
    static func lowestForRxSwift6(_ library: String) -> [Int]? {
        if releasedWithRxSwift.contains(library) { return [6] }
        return firstReleaseForRxSwift6(library).flatMap(RxSwiftVersion.components)
    }

    /// The installed pods of a `Podfile.lock` that require a library below the version RxSwift 6 needs of it
    /// (`RxGesture (3.0.2)` requiring `RxCocoa (~> 5)`, `SectionKit (1.2.0)` requiring `RxDataSources (~> 4.0)`), one
    /// per pod (the first of its subspecs); `required`, the pods a Podfile line still reaches, nil for all. RxSwift,
    /// RxCocoa and RxRelay themselves are the upgrade.
    static func podfileLock(_ lock: ManifestFile, required: Set<String>?) -> [RxSwiftDependent] {
        var dependents: [RxSwiftDependent] = []
        var seen: Set<String> = []
        for pod in PodfileLockReader.installedPods(lock.bytes) where required?.contains(pod.name) ?? true {
            let library = pod.name.split(separator: "/").first.map(String.init) ?? pod.name
            guard !["RxSwift", "RxCocoa", "RxRelay"].contains(library), !seen.contains(library),
                let requirement = pod.requirements.first(where: { requirement in
                    // Not its own subspec (`Moya (8.0.0)` requiring `Moya/Core (= 8.0.0)`): its Rx subspec's
                    // requirement of RxSwift is the reason, on that subspec's line.
                    !requirement.hasPrefix(library + "/") && excludesRxSwift6(requirement)
                })
            else { continue }
            seen.insert(library)
            let location = SourceLocation(path: lock.path, line: pod.line)
            dependents.append(
                RxSwiftDependent(library: library, version: pod.version, requirement: requirement, location: location))
        }
        return dependents
    }

    /// The pods a Podfile without a lock file beside it requires below their first release for RxSwift 6 (`pod
    /// 'Moya/RxSwift', '~> 14.0'`), one per library: the requirement itself keeps RxSwift below 6 until it changes.
    /// The version is the requirement as written.
    static func podfileRequirements(_ podfile: ManifestFile) -> [RxSwiftDependent] {
        var dependents: [RxSwiftDependent] = []
        var seen: Set<String> = []
        for statement in RubyLexer.statements(podfile.bytes).statements {
            let tokens = statement.tokens
            guard let index = tokens.firstIndex(where: { $0.kind == .word && $0.text == "pod" }),
                let name = PodfileBuilder.podName(tokens, at: index)
            else { continue }
            let library = name.split(separator: "/").first.map(String.init) ?? name
            guard !releasedWithRxSwift.contains(library), !seen.contains(library),
                let lowest = firstReleaseForRxSwift6(library).flatMap(RxSwiftVersion.components)
            else { continue }
            let strings = RxSwiftVersionReader.requirementStrings(tokens, after: index)
            let location = SourceLocation(path: podfile.path, line: tokens[index].line)
            guard let bound = RxSwiftVersionReader.comparisonRequirement(strings, location: location),
                !bound.allows(lowest)
            else { continue }
            seen.insert(library)
            dependents.append(
                RxSwiftDependent(library: library, version: strings.joined(separator: ", "), location: location))
        }
        return dependents
    }

    /// The pins of a `Cartfile.resolved`, which states versions only (`pinned`).
    static func cartfileResolved(_ resolved: ManifestFile) -> [RxSwiftDependent] {
        CartfileReader.dependencyLines(resolved.bytes).compactMap { line, words, identity in
            guard words.count >= 3 else { return nil }
            let version = words[2].trimmingCharacters(in: ["\"", "'"])
            return pinned(identity, version: version, at: SourceLocation(path: resolved.path, line: line))
        }
    }

    /// The pins of a `Package.resolved`, which states versions only (`pinned`).
    static func packageResolved(_ resolved: ManifestFile) -> [RxSwiftDependent] {
        (RxSwiftVersionReader.resolvedPins(resolved) ?? []).compactMap { pin in
            pin.version.flatMap { pinned(pin.name, version: $0, at: pin.location) }
        }
    }

    /// A pin of a library the table knows below its first release for RxSwift 6, or of another Rx library, whose
    /// release is to check; nil for another pin, or one of no version (a commit). RxSwift's own pin is the upgrade.
    private static func pinned(_ library: String, version: String, at location: SourceLocation) -> RxSwiftDependent? {
        guard !RxSwiftVersionReader.isRxSwift(library), let installed = RxSwiftVersion.components(version) else {
            return nil
        }
        if let lowest = firstReleaseForRxSwift6(library).flatMap(RxSwiftVersion.components) {
            guard RxSwiftVersion.compare(installed, lowest) < 0 else { return nil }
        } else if !RxLibraries.isRxPackage(library) {
            return nil
        }
        return RxSwiftDependent(library: library, version: version, location: location)
    }

    /// Whether a requirement a `Podfile.lock` states (`RxCocoa (~> 5)`, `RxSwift (< 7.0, >= 5.0)`) rules out the
    /// version RxSwift 6 needs of that library.
    private static func excludesRxSwift6(_ requirement: String) -> Bool {
        let parts = requirement.split(separator: "(", maxSplits: 1)
        guard parts.count == 2 else { return false }
        let name = parts[0].trimmingCharacters(in: .whitespaces)
        let library = name.split(separator: "/").first.map(String.init) ?? name
        guard let lowest = lowestForRxSwift6(library) else { return false }
        let comparisons = parts[1].trimmingSuffix(")").split(separator: ",").map(String.init)
        let place = SourceLocation(path: "", line: 0)
        guard let bound = RxSwiftVersionReader.comparisonRequirement(comparisons, location: place) else {
            return false
        }
        return !bound.allows(lowest)
    }
}
