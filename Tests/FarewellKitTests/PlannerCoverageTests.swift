import Testing

@testable import FarewellKit

@Test func everyOccurrenceBelongsToExactlyOneTask() {
    let inventory = Fixture.midSize()
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.occurrenceKeys == inventory.occurrenceKeys)
    #expect(plan.baseline == inventory.occurrenceCount)
}

@Test func foundationComesFirstWithoutOccurrencesAndCleanupLast() throws {
    let plan = Planner().plan(Fixture.midSize(), previous: nil)
    let first = try #require(plan.waves.first)
    let last = try #require(plan.waves.last)
    #expect(first.id == "W0" && first.kind == .foundation && first.title == "Foundation")
    #expect(last.kind == .cleanup)
    let foundation = plan.tasks.filter { $0.kind == .foundation }
    #expect(foundation.map(\.id) == ["T-001", "T-002"])
    #expect(foundation.allSatisfy { $0.occurrenceCount == 0 && $0.wave == "W0" })
    #expect(plan.tasks.filter { $0.kind == .cleanup }.allSatisfy { $0.wave == last.id })
}

@Test func wavesGoFromTheInsideOut() throws {
    let plan = Planner().plan(Fixture.midSize(), previous: nil)
    #expect(
        plan.waves.map(\.title) == [
            "Foundation", "Infra and data", "Domain", "Presentation",
            "Unclassified code", "UI", "Cleanup",
        ])
    #expect(plan.waves.map(\.id) == (0..<7).map { "W\($0)" })
    func wave(of layer: Layer) -> Set<Int> {
        Set(plan.migrationTasks.filter { $0.layer == layer }.map(plan.waveIndex))
    }
    let (infra, data, domain) = (wave(of: .infra), wave(of: .data), wave(of: .domain))
    let (presentation, ui) = (wave(of: .presentation), wave(of: .ui))
    #expect(try #require(infra.max()) <= #require(data.min()))
    #expect(try #require(data.max()) < #require(domain.min()))
    #expect(try #require(domain.max()) < #require(presentation.min()))
    #expect(try #require(presentation.max()) < #require(ui.min()))
    // Every other module depends on Core, so Core's unclassified helper comes with its infra and data.
    #expect(plan.waves[1].layers == [.infra, .data, .unknown])
}

@Test func unknownLayerGetsItsOwnWaveBeforeUI() {
    let inventory = Fixture.inventory([
        Fixture.file("A/Thing.swift", "App", .unknown), Fixture.file("A/Banner.swift", "App", .ui),
        Fixture.file("A/HomeViewModel.swift", "App", .presentation),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.waves.map(\.title) == ["Foundation", "Presentation", "Unclassified code", "UI", "Cleanup"])
    #expect(plan.tasks(holding: "A/Thing.swift").map(\.wave) == ["W2"])
}

@Test func testsWithNoCodeAnywhereGetATestsWave() {
    let inventory = Fixture.inventory([
        Fixture.file("AppTests/SchedulerHelpers.swift", "AppTests", .test, isTest: true)
    ])
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.waves.map(\.title) == ["Foundation", "Tests", "Cleanup"])
    #expect(plan.waves[1].layers == [.test])
    #expect(plan.migrationTasks.map(\.layer) == [.test])
}
