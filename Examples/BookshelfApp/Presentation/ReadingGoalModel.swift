import Foundation
import Observation

/// The yearly reading goal editor's state.
///
/// This is the Observation framework's `@Observable` macro, new code written after the migration
/// started. It is not an Rx Observable and has nothing to migrate.
@Observable
final class ReadingGoalModel {
    static let range = 1...365

    var goal: Int
    var finished: Int
    var isEditing = false

    init(goal: Int, finished: Int) {
        self.goal = goal
        self.finished = finished
    }

    var progress: Double {
        goal == 0 ? 0 : min(1, Double(finished) / Double(goal))
    }

    var summary: String {
        finished >= goal ? "Goal reached. Well read!" : "\(goal - finished) books to go"
    }

    func increaseGoal() {
        goal = min(Self.range.upperBound, goal + 1)
    }

    func decreaseGoal() {
        goal = max(Self.range.lowerBound, goal - 1)
    }
}
