import Testing

@testable import FarewellKit

enum PlannerJSONFixture {
    static var inventory: Inventory {
        let client = Fixture.file(
            "Net/APIClient.swift", "Net", .infra, count: 2,
            apis: [
                Fixture.api(
                    "request", in: "APIClient", line: 1,
                    callers: [SourceLocation(path: "Data/User\"Repo.swift", line: 2)])
            ])
        let repository = Fixture.file("Data/User\"Repo.swift", "Data", .data, count: 1)
        let modules = [
            Module(name: "Data", kind: .swiftpm, manifest: "Package.swift", dependencies: ["Net"]),
            Module(
                name: "Net", kind: .swiftpm, manifest: "Package.swift",
                rxDependencies: [
                    RxDependency(library: "RxSwift", location: SourceLocation(path: "Package.swift", line: 10))
                ]),
        ]
        return Fixture.inventory([client, repository], modules: modules)
    }
}

@Test func planJSONIsPrettySortedAndExact() {
    let json = PlanJSON.render(Planner().plan(PlannerJSONFixture.inventory, previous: nil))
    let expected = """
        {
          "baseline": 3,
          "tasks": [
            {
              "conformances": [],
              "depends_on": [],
              "files": [],
              "flag": "",
              "id": "T-001",
              "kind": "foundation",
              "layer": "unknown",
              "module": "",
              "occurrences": 0,
              "points": 1,
              "pr": null,
              "shims": [],
              "status": "todo",
              "title": "Bridges and share(history:) polyfill",
              "wave": "W0"
            },
            {
              "conformances": [],
              "depends_on": [],
              "files": [],
              "flag": "",
              "id": "T-002",
              "kind": "foundation",
              "layer": "unknown",
              "module": "",
              "occurrences": 0,
              "points": 1,
              "pr": null,
              "shims": [],
              "status": "todo",
              "title": "Feature-flag plumbing",
              "wave": "W0"
            },
            {
              "conformances": [],
              "depends_on": [
                "T-001",
                "T-002",
                "T-004"
              ],
              "files": [
                "Data/User\\"Repo.swift"
              ],
              "flag": "rx_migration_t_003",
              "id": "T-003",
              "kind": "migration",
              "layer": "data",
              "module": "Data",
              "occurrences": 1,
              "points": 1,
              "pr": null,
              "shims": [],
              "status": "todo",
              "title": "Data: User\\"Repo",
              "wave": "W1"
            },
            {
              "conformances": [],
              "depends_on": [
                "T-001",
                "T-002"
              ],
              "files": [
                "Net/APIClient.swift"
              ],
              "flag": "rx_migration_t_004",
              "id": "T-004",
              "kind": "migration",
              "layer": "infra",
              "module": "Net",
              "occurrences": 2,
              "points": 2,
              "pr": null,
              "shims": [
                {
                  "api": "APIClient.request",
                  "callers": 1,
                  "declaration": "Net/APIClient.swift:1"
                }
              ],
              "status": "todo",
              "title": "Net: APIClient",
              "wave": "W1"
            },
            {
              "conformances": [],
              "depends_on": [
                "T-001",
                "T-002",
                "T-003",
                "T-004"
              ],
              "files": [
                "Package.swift"
              ],
              "flag": "",
              "id": "T-005",
              "kind": "cleanup",
              "layer": "unknown",
              "module": "",
              "occurrences": 0,
              "points": 4,
              "pr": null,
              "shims": [],
              "status": "todo",
              "title": "Cleanup: Package.swift",
              "wave": "W2"
            }
          ],
          "version": 1,
          "waves": [
            {
              "id": "W0",
              "kind": "foundation",
              "layers": [],
              "tasks": [
                "T-001",
                "T-002"
              ],
              "title": "Foundation"
            },
            {
              "id": "W1",
              "kind": "migration",
              "layers": [
                "infra",
                "data"
              ],
              "tasks": [
                "T-003",
                "T-004"
              ],
              "title": "Infra and data"
            },
            {
              "id": "W2",
              "kind": "cleanup",
              "layers": [],
              "tasks": [
                "T-005"
              ],
              "title": "Cleanup"
            }
          ]
        }

        """
    #expect(json == expected)
}

@Test func planJSONEscapesStringsAndWritesPRs() {
    #expect(PlanJSON.Value.quoted("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
    let plan = Planner().plan(PlannerJSONFixture.inventory, previous: nil).with("T-003", status: .merged, pr: "#7")
    #expect(PlanJSON.render(plan).contains("\"pr\": \"#7\",\n      \"shims\": [],\n      \"status\": \"merged\""))
}
