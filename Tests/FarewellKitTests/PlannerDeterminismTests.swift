import Foundation
import Testing

@testable import FarewellKit

@Test func planningTwiceGivesTheSamePlan() {
    let inventory = Fixture.midSize()
    #expect(Planner().plan(inventory, previous: nil) == Planner().plan(inventory, previous: nil))
    #expect(
        PlanJSON.render(Planner().plan(inventory, previous: nil))
            == PlanJSON.render(Planner().plan(inventory, previous: nil)))
}

@Test(arguments: [1, 2, 3])
func inputOrderDoesNotShow(seed: UInt64) {
    let inventory = Fixture.midSize()
    var generator = SplitMix(state: seed)
    var shuffled = inventory
    shuffled.files = inventory.files.shuffled(using: &generator).map { file in
        var file = file
        file.occurrences.shuffle(using: &generator)
        return file
    }
    shuffled.modules.shuffle(using: &generator)
    #expect(Planner().plan(shuffled, previous: nil) == Planner().plan(inventory, previous: nil))
}

@Test func idsFollowWaveModuleLayerAndPathAndFlagsFollowIds() {
    let plan = Planner(settings: PlanSettings(flagPrefix: "ff_")).plan(Fixture.midSize(), previous: nil)
    #expect(plan.tasks.map(\.id) == (1...plan.tasks.count).map(TaskID.make))
    #expect(plan.tasks.map(\.flag).prefix(4) == ["", "", "ff_t_003", "ff_t_004"])
    #expect(
        plan.migrationTasks.allSatisfy {
            $0.flag == "ff_" + $0.id.lowercased().replacingOccurrences(of: "-", with: "_")
        })
    #expect(plan.tasks.filter { $0.kind != .migration }.allSatisfy { $0.flag.isEmpty })
    let order = plan.migrationTasks.map { (plan.waveIndex($0), $0.module, $0.layer.migrationRank, $0.files[0].path) }
    #expect(zip(order, order.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(plan.waves.flatMap(\.tasks) == plan.tasks.map(\.id))
}

@Test func anEmptyInventoryGivesAnEmptyPlan() {
    let plan = Planner().plan(Fixture.inventory([]), previous: nil)
    #expect(plan == Plan(waves: [], tasks: [], baseline: 0))
}

/// A small seeded generator so shuffles are repeatable.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Test(arguments: [("T-001", 1), ("T-012", 12), ("E-03", 3), ("T-1000", 1000), ("Foundation", nil)] as [(String, Int?)])
func taskIDNumbersAreTheTrailingDigits(id: String, number: Int?) {
    #expect(TaskID.number(id) == number)
    #expect(TaskID.less("T-009", "T-010") && !TaskID.less("T-010", "T-009"))
}
