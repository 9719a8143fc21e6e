/// Reads a CocoaPods `Podfile.lock` for the pods that bring Rx in without being Rx: a pod the Podfile names
/// (`pod 'MGArchitecture'`) whose installed dependencies include an Rx pod (`RxSwift`, `RxCocoa`). The cleanup
/// deletes the Podfile's Rx lines, but the app links Rx as long as such a pod stays: each gets a note on its
/// Podfile line.
enum PodfileLockReader {
    /// One note per pod of `podfile` that brings Rx pods in, by the dependencies `lock` lists.
    static func rxCarriers(podfile: ManifestFile, lock: ManifestFile) -> [Diagnostic] {
        let graph = dependencies(lock.bytes)
        guard !graph.isEmpty else { return [] }
        var notes: [Diagnostic] = []
        var seen: Set<String> = []
        let lines = podLines(podfile.bytes)
        let named = Set(lines.map(\.name))
        for (name, line) in lines where !RxLibraries.isRx(name) && seen.insert(name).inserted {
            let libraries = rxLibraries(reachedFrom: name, in: graph, naming: named)
            guard !libraries.isEmpty else { continue }
            notes.append(
                Diagnostic(
                    path: podfile.path, line: line,
                    message: "pod '\(name)' brings in \(libraries.joined(separator: ", ")) (\(lock.path)): the app "
                        + "links Rx until it is replaced or no longer depends on Rx",
                    isInformational: true))
        }
        return notes
    }

    /// The `PODS:` section: each installed pod (`MGArchitecture`, `Moya/RxSwift`) and the pods it depends on.
    static func dependencies(_ bytes: [UInt8]) -> [String: [String]] {
        var graph: [String: [String]] = [:]
        var current: String?
        for entry in podEntries(bytes) {
            let name = podName(entry.text)
            guard !name.isEmpty else { continue }
            if entry.isInstalled {
                current = name
                graph[name, default: []] += []
            } else if let current {
                graph[current, default: []].append(name)
            }
        }
        return graph
    }

    /// The installed pods of `lock` that the pods `podfile` names reach through the lock's dependencies, by their
    /// full names (`Moya/RxSwift`, `RxSwift`): what `pod install` keeps. A pod no Podfile line reaches any more (its
    /// line deleted, `pod install` not run yet) is stale. Nil when the Podfile names a pod Ruby computes (`pod name`)
    /// or takes a podspec's dependencies (`podspec`): any pod may be required then.
    static func requiredPods(podfile: ManifestFile, lock: ManifestFile) -> Set<String>? {
        var names: [String] = []
        for statement in RubyLexer.statements(podfile.bytes).statements {
            let tokens = statement.tokens
            for (index, token) in tokens.enumerated() where token.kind == .word {
                if token.text == "podspec", index == 0 { return nil }
                guard token.text == "pod" else { continue }
                guard let name = PodfileBuilder.podName(tokens, at: index) else { return nil }
                names.append(name)
            }
        }
        let graph = dependencies(lock.bytes)
        let installed = graph.keys.sorted()
        // A pod named whole reaches its subspecs (`Moya/Core` of `pod 'Moya'`).
        var pending = names.flatMap { name in [name] + installed.filter { $0.hasPrefix(name + "/") } }
        var reached: Set<String> = []
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += graph[next] ?? []
        }
        return reached
    }

    /// An installed pod of a `PODS:` section (`Moya/RxSwift (14.0.0):`): its name, version and line, and the pods it
    /// requires as the lock states them (`RxSwift (~> 5.0)`, `Moya/Core`).
    struct InstalledPod {
        var name: String
        var version: String
        var line: Int
        var requirements: [String]
    }

    /// The installed pods of the `PODS:` section, in the lock's order.
    static func installedPods(_ bytes: [UInt8]) -> [InstalledPod] {
        var pods: [InstalledPod] = []
        for entry in podEntries(bytes) {
            var text = entry.text.trimmingSuffix(":")
            if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
            if entry.isInstalled {
                let version = text.split(separator: "(", maxSplits: 1).dropFirst().first.map { $0.trimmingSuffix(")") }
                pods.append(
                    InstalledPod(
                        name: podName(entry.text), version: String(version ?? ""), line: entry.line, requirements: []))
            } else if !pods.isEmpty {
                pods[pods.count - 1].requirements.append(String(text))
            }
        }
        return pods
    }

    /// The entries of the `PODS:` section, after their `- ` (`Moya/RxSwift (14.0.0):`, `RxSwift (~> 5.0)`), with
    /// their 1-based lines: an installed pod (`isInstalled`, two spaces in) or one of its dependencies below it.
    static func podEntries(_ bytes: [UInt8]) -> [(text: Substring, line: Int, isInstalled: Bool)] {
        var entries: [(text: Substring, line: Int, isInstalled: Bool)] = []
        var inPods = false
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in lines.enumerated() {
            let line = raw.trimmingSuffix("\r")
            if line.isEmpty { continue }
            if !line.hasPrefix(" ") {
                inPods = line.trimmingSuffix(" ") == "PODS:"
                continue
            }
            guard inPods else { continue }
            let indent = line.prefix { $0 == " " }.count
            let entry = line.dropFirst(indent)
            guard entry.hasPrefix("- ") else { continue }
            entries.append((entry.dropFirst(2), offset + 1, indent <= 2))
        }
        return entries
    }

    /// `"Moya/RxSwift (14.0.0)":` -> `Moya/RxSwift`; `RxSwift (~> 5.0)` -> `RxSwift`.
    static func podName(_ text: Substring) -> String {
        var name = text.trimmingSuffix(":")
        if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 { name = name.dropFirst().dropLast() }
        if let space = name.firstIndex(of: " ") { name = name[..<space] }
        return String(name)
    }

    /// The Rx libraries `pod` reaches through the lock's dependencies (itself excluded), sorted. A subspec the
    /// Podfile names on a line of its own (`pod 'Moya/RxSwift'` beside `pod 'Moya'`) is that line's.
    private static func rxLibraries(reachedFrom pod: String, in graph: [String: [String]], naming named: Set<String>)
        -> [String]
    {
        var libraries: Set<String> = []
        var seen: Set<String> = [pod]
        // A pod's subspecs (`MGArchitecture/Core`) are listed under their own names.
        var pending =
            (graph[pod] ?? []) + graph.keys.filter { $0.hasPrefix(pod + "/") && !named.contains($0) }.sorted()
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if RxLibraries.isRx(next) {
                libraries.insert(RxLibraries.library(next))
                continue
            }
            pending += graph[next] ?? []
        }
        return libraries.sorted()
    }

    /// The pods the Podfile names, with their lines (`pod 'MGArchitecture'`, `pod('Kingfisher')`).
    private static func podLines(_ bytes: [UInt8]) -> [(name: String, line: Int)] {
        var pods: [(name: String, line: Int)] = []
        for statement in RubyLexer.statements(bytes).statements {
            let tokens = statement.tokens
            for (index, token) in tokens.enumerated() where token.kind == .word && token.text == "pod" {
                if let name = PodfileBuilder.podName(tokens, at: index) { pods.append((name, token.line)) }
            }
        }
        return pods
    }
}
