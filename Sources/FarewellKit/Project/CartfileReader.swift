/// Reads a Carthage `Cartfile`: its Rx dependency lines (`github "ReactiveX/RxSwift" ~> 6.0`). Carthage
/// declares no targets: the lines go to a target of a project beside or below the Cartfile, one that links Rx
/// if there is one (else the repository's first non-test target), whose cleanup deletes them with the
/// frameworks it links. Its `Cartfile.resolved` pins what `carthage bootstrap` builds: its Rx pins are lines of the
/// same targets, which the Cartfile's cleanup deletes too (`carthage update` rewrites the file).
enum CartfileReader {
    /// The Rx libraries a Cartfile or `Cartfile.resolved` names, with their lines: `github "owner/RxSwift"`,
    /// `git "url"`, `binary "url"`. Comments (`#`) and other libraries are skipped.
    static func rxDependencies(_ manifest: ManifestFile) -> [RxDependency] {
        dependencyLines(manifest.bytes).filter { RxLibraries.isRxPackage($0.identity) }.map {
            RxDependency(library: $0.identity, location: SourceLocation(path: manifest.path, line: $0.line))
        }
    }

    /// The dependency lines of a Cartfile or `Cartfile.resolved` (`github "ReactiveX/RxSwift" ~> 6.0`), 1-based, with
    /// their words (comments dropped) and the identity of the package they name (`RxSwift`).
    static func dependencyLines(_ bytes: [UInt8]) -> [(line: Int, words: [Substring], identity: String)] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard words.count >= 2, ["github", "git", "binary"].contains(words[0]) else { return nil }
            let source = words[1].trimmingCharacters(in: ["\"", "'"])
            return (offset + 1, words, RxLibraries.packageIdentity(ofURL: String(source)))
        }
    }

    static func merge(_ manifest: ManifestFile, into targets: inout [DeclaredTarget]) {
        SharedDependencyLines.attach(rxDependencies(manifest), below: manifest.directory, to: &targets)
    }

    /// Whether the Rx pins of `resolved` are lines of the migration: not where the Cartfiles beside it (`Cartfile`,
    /// `Cartfile.private`) name no Rx library any more but one built on RxSwift they keep (`github "Moya/Moya"`, whose
    /// own Cartfile requires RxSwift): those pins are that library's, which `carthage update` keeps.
    static func pinsRx(_ resolved: ManifestFile, cartfiles: [ManifestFile]) -> Bool {
        let lines = cartfiles.filter { $0.directory == resolved.directory }.flatMap { dependencyLines($0.bytes) }
        return lines.contains { RxLibraries.isRxPackage($0.identity) }
            || !lines.contains { RxSwiftDependents.firstReleaseForRxSwift6($0.identity) != nil }
    }

    /// Whether a Cartfile beside `resolved` (`Cartfile`, `Cartfile.private`) still requires an Rx library or one built
    /// on RxSwift (`github "Moya/Moya"`, `RxSwiftDependents.firstReleaseForRxSwift6`): until then its pins are what
    /// `carthage bootstrap` builds; after the cleanup deleted those lines, they are stale until `carthage update`,
    /// and state no version the plan depends on.
    static func requiresRx(_ resolved: ManifestFile, cartfiles: [ManifestFile]) -> Bool {
        cartfiles.contains { cartfile in
            cartfile.directory == resolved.directory
                && dependencyLines(cartfile.bytes).contains {
                    RxLibraries.isRxPackage($0.identity)
                        || RxSwiftDependents.firstReleaseForRxSwift6($0.identity) != nil
                }
        }
    }
}
