import Testing

@testable import FarewellKit

@Suite struct WorkspaceFrontMatterTests {
    @Test(arguments: [
        ("T-003", "T-003"),
        ("Login: view model", "\"Login: view model\""),
        ("", ""),
        ("yes", "\"yes\""),
        ("- dash", "\"- dash\""),
        ("a # b", "\"a # b\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("path/File.swift#A,B", "path/File.swift#A,B"),
        ("12", "12"),
    ])
    func scalarsAreQuotedOnlyWhenNeeded(text: String, written: String) {
        #expect(FrontMatterScalar.quote(text) == written)
    }

    @Test func flowListItemsWithCommasAreQuoted() {
        let frontMatter = YAMLFrontMatter([.init(key: "tags", value: .list(["a,b", "c"]))])
        #expect(frontMatter.render() == "---\ntags: [\"a,b\", c]\n---\n")
    }

    @Test func taskFrontMatterIsWrittenInTheDocumentedOrder() {
        let text = TaskFrontMatter.make(WorkspaceSamplePlan.tasks[2]).render()
        #expect(
            text == """
                ---
                id: T-003
                title: "Login: view model"
                kind: migration
                wave: W1
                module: App
                layer: presentation
                status: in-progress
                pr: https://example.com/pull/42
                flag: rx_migration_t_003
                depends_on: [T-001, T-002]
                points: 5
                occurrences: 3
                files:
                  - Sources/App/LoginViewModel.swift#LoginViewModel,LoginViewModel.bind()
                ---

                """)
    }

    @Test func handEditedFrontMatterIsRead() throws {
        let text = """
            ---
            # edited by hand
            status: 'in-review'   # moved by Ana
            id: T-009
            owner: ana
            depends_on:
              - T-001
              - "T-002"
            files: [A.swift, "B.swift#Foo,Bar"]
            points: 3
            ---
            body
            """
        let document = try FrontMatterParser.parse(text, path: "tasks/T-009-x.md")
        #expect(document.body == "body")
        #expect(document.frontMatter["owner"] == .scalar("ana"))
        let task = try TaskFrontMatter.read(document.frontMatter, path: "tasks/T-009-x.md", slug: "x")
        #expect(task.id == "T-009")
        #expect(task.status == .inReview)
        #expect(task.dependsOn == ["T-001", "T-002"])
        #expect(
            task.files == [
                TaskFile(path: "A.swift", occurrences: []),
                TaskFile(path: "B.swift", declarations: ["Foo", "Bar"], occurrences: []),
            ])
        #expect(task.points == 3)
        #expect(task.pr == nil)
    }

    @Test(arguments: [
        ("id: T-001\n---\n", "tasks/a.md:1: missing front matter: the file must start with a '---' line"),
        ("---\nid: T-001\n", "tasks/a.md:1: front matter is not closed by a '---' line"),
        ("---\nid: T-001\ntitle\n---\n", "tasks/a.md:3: expected 'key: value'"),
        (
            "---\nid: T-001\n  nested: x\n---\n",
            "tasks/a.md:3: unexpected indentation (nested values are not supported)"
        ),
        ("---\nid: T-001\ndepends_on: [T-002\n---\n", "tasks/a.md:3: list is not closed by ']'"),
        ("---\nid: \"T-001\n---\n", "tasks/a.md:2: unterminated quoted string"),
        ("---\nid: T-001\nid: T-002\n---\n", "tasks/a.md:3: duplicate key 'id'"),
        (
            "---\nid: T-001\n\nstatus: doing\n---\n",
            "tasks/a.md:4: unknown status 'doing' (expected one of: todo, in-progress, in-review, blocked, merged, done)"
        ),
        ("---\nid: T-001\npoints: many\n---\n", "tasks/a.md:3: 'points' must be a whole number, not 'many'"),
        ("---\ntitle: x\n---\n", "tasks/a.md:1: missing key 'id'"),
        ("---\nid: T-001\nfiles: A.swift\n---\n", "tasks/a.md:3: 'files' must be a list"),
    ])
    func malformedFrontMatterIsReportedWithFileAndLine(text: String, message: String) {
        #expect(throws: FarewellError.self) {
            _ = try TaskFrontMatter.read(
                try FrontMatterParser.parse(text, path: "tasks/a.md").frontMatter, path: "tasks/a.md", slug: "a")
        }
        do {
            let document = try FrontMatterParser.parse(text, path: "tasks/a.md")
            _ = try TaskFrontMatter.read(document.frontMatter, path: "tasks/a.md", slug: "a")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func waveFrontMatterRoundTrips() throws {
        for wave in WorkspaceSamplePlan.waves {
            let text = WaveFrontMatter.make(wave, baseline: 12).render()
            let document = try FrontMatterParser.parse(text, path: "waves/w.md")
            let (read, baseline) = try WaveFrontMatter.read(document.frontMatter, path: "waves/w.md", slug: wave.slug)
            #expect(read == wave)
            #expect(baseline == 12)
        }
    }
}
