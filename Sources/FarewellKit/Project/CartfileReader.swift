/// Reads a Carthage `Cartfile`: its Rx dependency lines (`github "ReactiveX/RxSwift" ~> 6.0`). Carthage
/// declares no targets: the lines go to a target of a project beside or below the Cartfile, one that links Rx
/// if there is one (else the repository's first non-test target), whose cleanup deletes them with the
/// frameworks it links.
enum CartfileReader {
    /// The Rx libraries a Cartfile names, with their lines: `github "owner/RxSwift"`, `git "url"`,
    /// `binary "url"`. Comments (`#`) and other libraries are skipped.
    static func rxDependencies(_ manifest: ManifestFile) -> [RxDependency] {
        let text = String(decoding: manifest.bytes, as: UTF8.self)
        var result: [RxDependency] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 2, ["github", "git", "binary"].contains(words[0]) else { continue }
            let source = words[1].trimmingCharacters(in: ["\"", "'"])
            let identity = RxLibraries.packageIdentity(ofURL: String(source))
            guard RxLibraries.isRxPackage(identity) else { continue }
            result.append(
                RxDependency(library: identity, location: SourceLocation(path: manifest.path, line: offset + 1)))
        }
        return result
    }

    static func merge(_ manifest: ManifestFile, into targets: inout [DeclaredTarget]) {
        SharedDependencyLines.attach(rxDependencies(manifest), below: manifest.directory, to: &targets)
    }
}
