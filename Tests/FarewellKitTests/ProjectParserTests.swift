import Testing

@testable import FarewellKit

@Suite struct ProjectParserTests {
    @Test func propertyListsReadEveryValueShape() throws {
        let text = """
            // !$*UTF8*$!
            { /* c */ a = "x \\"q\\" \\n\\t\\U00e9\\101"; b = ( one, "two", ); c = <0A0b 0c>; d = {e = $SRC/x-y.z; f = "$(SRCROOT)/a b";};
            // end
            }
            """
        let root = try PropertyListParser.parse(Array(text.utf8)).get()
        #expect(root["a"]?.string == "x \"q\" \n\té\u{41}")
        #expect(root["b"]?.strings == ["one", "two"])
        #expect(root["c"]?.value == .data([0x0A, 0x0B, 0x0C]))
        #expect(root["d"]?["e"]?.string == "$SRC/x-y.z")
        #expect(root["d"]?["f"]?.string == "$(SRCROOT)/a b")
        #expect(root["b"]?.line == 2)
    }

    @Test(arguments: [
        ("{ a = b }", 1, "expected ';' after the value of 'a'"),
        ("{ a = (b c); }", 1, "expected ',' or ')' in array"),
        ("{\n a = <0g>; }", 2, "invalid character in data"),
        ("{ a = <0>; }", 1, "data has an odd number of hex digits"),
        ("{ /* open\n", 1, "unterminated comment"),
        ("{ a = b; } x", 1, "unexpected text after the root value"),
        ("", 1, "unexpected end of file, expected a value"),
        ("{ a = ; }", 1, "unexpected character ';'"),
    ])
    func malformedPropertyListsNameTheLine(text: String, line: Int, message: String) {
        #expect(
            PropertyListParser.parse(Array(text.utf8)) == .failure(ManifestSyntaxError(line: line, message: message)))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 100_000)
        #expect(
            PropertyListParser.parse(Array(text.utf8))
                == .failure(ManifestSyntaxError(line: 1, message: "nesting is too deep")))
    }

    @Test func yamlReadsBlocksFlowsQuotesAndComments() throws {
        let text = """
            # spec
            name: 'It''s' # comment
            list:
            - a
            - "b # not comment"
            - key: v
              other: [x, 'y z', {k: w}]
            nested:
              deep:
                value: http://example.com/a#b
            text: >
              folded
            after: 1
            """
        let root = try YAMLParser.parse(Array(text.utf8)).get()
        #expect(root["name"]?.scalar == "It's")
        #expect(root["list"]?.items.count == 3)
        #expect(root["list"]?.items[1].scalar == "b # not comment")
        #expect(root["list"]?.items[2]["other"]?.items.map { $0.scalar ?? $0["k"]?.scalar } == ["x", "y z", "w"])
        #expect(root["list"]?.items[2].line(of: "other") == 7)
        #expect(root["nested"]?["deep"]?["value"]?.scalar == "http://example.com/a#b")
        #expect(root["text"]?.scalar == "folded")
        #expect(root["after"]?.scalar == "1")
    }

    @Test(arguments: [
        ("Sources/**", "Sources/A/b.swift", true),
        ("**/*Mock.swift", "Kit/Sub/StoreMock.swift", true),
        ("**/*Mock.swift", "Kit/Store.swift", false),
        ("Generated", "Generated/a.swift", true),
        ("*.swift", "a.swift", true),
        ("*.swift", "Sub/a.swift", false),
        ("*.{h,swift}", "a.swift", true),
        ("Le?acy", "Legacy/x.swift", true),
    ])
    func globsCoverFilesAndFolders(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).covers(path) == expected)
    }

    @Test(arguments: [
        ("Package.swift", ManifestKind.swiftpm), ("Libs/Package@swift-5.9.swift", .swiftpm),
        ("App.xcodeproj/project.pbxproj", .xcodeproj), ("ios/Podfile", .podfile), ("project.yml", .xcodegen),
        ("Project.swift", .tuist), ("Workspace.swift", .tuist), ("MovieDB/podfile", .podfile),
        ("ios/Podfile.lock", .podfileLock),
        ("Tuist/ProjectDescriptionHelpers/Module.swift", .tuistHelpers),
        ("ProjectDescriptionHelpers/Sub/Target+App.swift", .tuistHelpers),
    ])
    func manifestKindsAreKnownByPath(path: String, kind: ManifestKind) {
        #expect(ManifestKind.of(path: path) == kind)
    }

    @Test func otherFilesAreNotManifests() {
        #expect(ManifestKind.of(path: "Package@swift-.swift") == nil)
        #expect(ManifestKind.of(path: "Sub/project.pbxproj") == nil)
        #expect(ManifestKind.of(path: "Podfile.locked") == nil)
        #expect(ManifestKind.of(path: "App/Main.swift") == nil)
        #expect(ManifestKind.of(path: "App/ProjectDescriptionHelpersKit/Main.swift") == nil)
        #expect(ManifestKind.of(path: "App/ProjectDescriptionHelpers.swift") == nil)
        #expect(ManifestKind.of(path: "Tuist/ProjectDescriptionHelpers/README.md") == nil)
    }

    @Test(arguments: [
        ("Modules/Core/Sources/Networking/API/Client.swift", "Networking", false),
        ("Tests/CoreTests/A.swift", "CoreTests", true),
        ("Tests/Helpers/A.swift", "HelpersTests", true),
        // Not one module with another target's `Sources/Search/`, which its tests would make a test module.
        ("Targets/Domain/Tests/Search/SearchUseCaseTests.swift", "SearchTests", true),
        ("Targets/Presentation/Sources/Search/SearchViewController.swift", "Search", false),
        ("App/Sources/A.swift", "App", false),
        ("AppUITests/A.swift", "AppUITests", true),
        // A test target's folder that no manifest declares, inside a package folder.
        ("Packages/ConfCore/ConfCoreTests/Fakes/FakeStorage.swift", "ConfCoreTests", true),
        ("main.swift", "Root", false),
    ])
    func folderFallbackUsesSourcesTestsOrTheTopFolder(path: String, name: String, isTest: Bool) {
        let module = FolderFallback.module(for: path)
        #expect(module.name == name)
        #expect(module.isTest == isTest)
    }
}
