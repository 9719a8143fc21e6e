import FarewellKit
import Foundation

@testable import FarewellCLI

/// A small repository planned by the real `plan` command: W0 holds T-001 and T-002 (foundation), W1 holds
/// T-003 (`Single` in Networking), W2 T-004 (`BehaviorRelay` in App), W3 the cleanup tasks.
enum RetroFixture {
    static let sources = [
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/Sources/Networking/Client.swift": """
        import RxSwift

        final class Client {
            func fetch() -> Single<Int> { Single.just(1) }
        }

        """,
        "/repo/Sources/App/ViewModel.swift": """
        import RxSwift
        import RxCocoa

        final class ViewModel {
            let title = BehaviorRelay<String>(value: "")
            let bag = DisposeBag()
            func load(_ client: Client) {
                client.fetch().subscribe(onSuccess: { _ in }).disposed(by: bag)
            }
        }

        """,
    ]

    static let skill = "/repo/.claude/skills/f-rxswift/SKILL.md"
    static let t001 = "/repo/tasks/T-001-foundation-bridges.md"
    static let t002 = "/repo/tasks/T-002-foundation-flags.md"
    static let t003 = "/repo/tasks/T-003-networking-client.md"
    static let t004 = "/repo/tasks/T-004-app-viewmodel.md"
    static let w0 = "/repo/waves/W0-foundation.md"

    /// The planned repository, with lessons recorded in T-001 and T-002 through `lessons add`.
    static func planned(withLessons: Bool = true) -> PlanHarness {
        let harness = PlanHarness(sources)
        _ = harness.run(["plan"])
        guard withLessons else { return harness }
        for words in lessons { _ = harness.run(["lessons", "add"] + words) }
        return harness
    }

    static let lessons: [[String]] = [
        ["T-001", "Keep replay for state streams", "--tag", "BehaviorRelay"],
        ["T-001", "A relay that holds state becomes a StateRelay", "--tag", "BehaviorRelay", "--to", "tasks"],
        ["T-002", "Name every flag after its task id", "--to", "review"],
        ["T-002", "Cancel the stored Task in deinit", "--tag", "DisposeBag", "--to", "skill"],
        ["T-002", "Run the tests with the flag on and off", "--to", "tasks"],
    ]

    /// Replaces the first occurrence of `old` in the file at `path`.
    static func edit(_ harness: PlanHarness, _ path: String, replacing old: String, with new: String) throws {
        let text = harness.files[path] ?? ""
        guard let range = text.range(of: old) else { throw Missing(text: old) }
        try harness.fileSystem.write(text.replacingCharacters(in: range, with: new), to: path)
    }

    struct Missing: Error { var text: String }
}
