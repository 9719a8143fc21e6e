import Testing

@testable import FarewellKit

@Suite struct ProjectRobustnessTests {
    @Test(arguments: ["xcode-groups", "swiftpm-nested", "cocoapods", "xcodegen", "tuist"])
    func everyTruncatedManifestResolvesWithoutCrashing(scenario: String) {
        let (manifests, swiftFiles) = ProjectFixtures.load(scenario)
        for manifest in manifests {
            for length in stride(from: 0, to: manifest.bytes.count, by: 13) {
                let cut = ManifestFile(path: manifest.path, bytes: Array(manifest.bytes[..<length]))
                let result = ModuleResolver.resolve(manifests: [cut], swiftFiles: swiftFiles)
                #expect(result.fileModules.count == swiftFiles.count)
            }
        }
    }

    @Test func garbageBytesAreReportedOrIgnored() {
        let garbage: [UInt8] = [0xFF, 0x00, 0x7B, 0x22, 0x5C, 0x28, 0x5B, 0x0A, 0x09, 0x2D, 0x3A, 0x7D]
        let manifests = [
            "Package.swift", "X.xcodeproj/project.pbxproj", "Podfile", "X.podspec", "project.yml", "Project.swift",
        ].map {
            ManifestFile(path: $0, bytes: garbage)
        }
        let result = ModuleResolver.resolve(manifests: manifests, swiftFiles: ["a.swift"])
        #expect(result.fileModules == ["a.swift": "Root"])
        #expect(result.modules.map(\.name) == ["Root"])
    }

    @Test func resolutionIsDeterministic() {
        let (manifests, swiftFiles) = ProjectFixtures.load("swiftpm-nested")
        let forward = ModuleResolver.resolve(manifests: manifests, swiftFiles: swiftFiles)
        let backward = ModuleResolver.resolve(manifests: manifests.reversed(), swiftFiles: swiftFiles.reversed())
        #expect(forward == backward)
    }

    /// Groups each listing the next one 30 times: walked child by child down to the depth limit, 30^7 visits.
    @Test func groupsListedManyTimesAreWalkedOncePerTarget() {
        let groups = (1...7).map { level in
            let children = level == 7 ? "F" : Array(repeating: "G\(level + 1)", count: 30).joined(separator: ", ")
            return "G\(level) = {isa = PBXVariantGroup; children = (\(children)); sourceTree = \"<group>\"; };"
        }
        let project = """
            { objects = {
            R = {isa = PBXProject; mainGroup = M; targets = (T); };
            M = {isa = PBXGroup; children = (G1); path = App; sourceTree = "<group>"; };
            \(groups.joined(separator: "\n"))
            F = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = App; buildPhases = (S); };
            S = {isa = PBXSourcesBuildPhase; files = (B, C); };
            B = {isa = PBXBuildFile; fileRef = G1; };
            C = {isa = PBXBuildFile; fileRef = G1; };
            }; rootObject = R; }
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "App.xcodeproj/project.pbxproj", text: project)],
            swiftFiles: ["App/A.swift", "Other/B.swift"])
        #expect(result.fileModules == ["App/A.swift": "App", "Other/B.swift": "Other"])
        #expect(result.manifestAttributedFiles == ["App/A.swift"])
        #expect(result.diagnostics == [])
    }

    @Test func deepNestingIsReportedInEveryFormat() {
        let deep = String(repeating: "[", count: 50_000)
        let yaml = (0..<300).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Package.swift", text: "let p = Package(targets: \(deep)"),
                ManifestFile(
                    path: "A.xcodeproj/project.pbxproj", text: "{ a = " + String(repeating: "(", count: 50_000)),
                ManifestFile(path: "project.yml", text: yaml),
            ], swiftFiles: [])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.xcodeproj/project.pbxproj:1: warning: malformed project.pbxproj: nesting is too deep",
                "Package.swift:1: warning: malformed Package.swift: nesting is too deep",
                "project.yml:201: warning: malformed project.yml: nesting is too deep",
            ])
    }

    /// Ruby soups from pieces that open and close strings, heredocs, comments and blocks: every one is read
    /// to its end, with tokens on lines of the text.
    @Test(arguments: 0..<40)
    func rubySoupsLexToTheirEnd(seed: UInt64) {
        let pieces = [
            "'", "\"", "%w[", "%q(", "]", ")", "<<~EOS", "EOS", "\n=begin\n", "\n=end\n", " do |x| ", " end ", "{", "}",
            "(", "[", "#{", "\\", "\n", "target 'A'", "pod 'RxSwift'", "s.source_files = ", "Pod::Spec.new do |s|",
            " if ", " unless ", "; ", "# c", "/re/", " :sym ", "a: ", ".each ", "\n  .map ", "\u{00E9}", "\t",
        ]
        var state = seed &* 6_364_136_223_846_793_005 &+ 1
        var text = ""
        for _ in 0..<200 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += pieces[Int(state >> 33) % pieces.count]
        }
        let bytes = Array(text.utf8)
        let lines = bytes.filter { $0 == 10 }.count + 1
        let (statements, _) = RubyLexer.statements(bytes)
        #expect(statements.allSatisfy { $0.tokens.allSatisfy { (1...lines).contains($0.line) } })
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Podfile", bytes: bytes), ManifestFile(path: "A.podspec", bytes: bytes)],
            swiftFiles: ["A/a.swift"])
        #expect(result.fileModules.count == 1)
    }
}
