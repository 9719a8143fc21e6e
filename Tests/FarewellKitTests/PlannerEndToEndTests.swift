import Testing

@testable import FarewellKit

/// The mid-size app plus an API client with 150 callers spread over every module's repositories and view models.
private func appWithBusyClient() -> Inventory {
    var inventory = Fixture.midSize()
    let callers = inventory.files.filter { $0.layer == .data || $0.layer == .presentation }
        .flatMap { file in (1...5).map { SourceLocation(path: file.path, line: $0, column: 7) } }
    let client = Fixture.file(
        "Modules/Core/Sources/Infra/APIClient.swift", "Core", .infra, count: 12,
        apis: [Fixture.api("request", in: "APIClient", line: 3, callers: Array(callers.prefix(150)))])
    inventory.files.append(client)
    inventory.files.sort { $0.path < $1.path }
    return inventory
}

@Test func aMidSizeAppGetsTheTalksShape() {
    let inventory = appWithBusyClient()
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.waves.count == 7)
    #expect(plan.tasks.count == 33)
    #expect(plan.waves.allSatisfy { !$0.tasks.isEmpty })
    #expect(plan.migrationTasks.allSatisfy { $0.files.count <= 20 && $0.points <= 60 })
    #expect(plan.occurrenceKeys == inventory.occurrenceKeys)
    #expect(plan.migrationTasks.allSatisfy { $0.summary.hasPrefix("Move ") })
}

@Test func aBusyClientGetsAnAsyncCoreAndEveryCallerTaskFollowsIt() throws {
    let plan = Planner().plan(appWithBusyClient(), previous: nil)
    let client = try #require(plan.tasks(holding: "Modules/Core/Sources/Infra/APIClient.swift").first)
    let shim = try #require(client.shims.first)
    #expect(shim.strategy == .asyncCore && shim.callers.count == 150)
    #expect(shim.callerTasks.count == 7)
    for id in shim.callerTasks { #expect(plan.task(id)?.dependsOn.contains(client.id) == true) }
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
    #expect(Set(shim.callerTasks).isSubset(of: cleanup.dependsOn))
}
