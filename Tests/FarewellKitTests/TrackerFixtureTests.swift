import Foundation
import Testing

@testable import FarewellKit

/// A hand-made plan, inventory and history shared by the dashboard tests, plus golden-file support.
enum TrackerFixture {
    /// 2026-11-30 as a day number.
    static let today = CalendarDay.days(from: "2026-11-30") ?? 0

    static func file(_ path: String, _ module: String, _ layer: Layer, _ count: Int) -> FileInventory {
        let occurrences = (1...max(1, count)).map {
            Occurrence(line: $0 * 3, column: 5, symbol: "DisposeBag", construct: "DisposeBag", category: .lifetime)
        }
        return FileInventory(
            path: path, module: module, layer: layer, isTest: false, lines: 120, imports: ["RxSwift"],
            occurrences: count == 0 ? [] : occurrences)
    }

    static var inventory: Inventory {
        Inventory(
            files: [
                file("Sources/App/LoginViewModel.swift", "App", .presentation, 6),
                file("Sources/App/NewFeatureViewModel.swift", "App", .presentation, 2),
                file("Sources/App/ProfileViewController.swift", "App", .ui, 5),
                file("Sources/App/SettingsViewModel.swift", "App", .presentation, 3),
                file("Sources/Core/Bridges.swift", "Core", .infra, 0),
                file("Sources/Data/UserRepository.swift", "Data", .data, 4),
                file("Sources/Networking/APIClient.swift", "Networking", .infra, 2),
            ], modules: [], scannedFiles: 40, scannedLines: 4800)
    }

    static func task(
        _ id: String, _ title: String, wave: String, module: String, layer: Layer, path: String, points: Int,
        status: TaskStatus, pr: String? = nil
    ) -> PlanTask {
        PlanTask(
            id: id, title: title, slug: "slug", kind: .migration, wave: wave, module: module, layer: layer,
            files: [TaskFile(path: path, occurrences: [])], points: points, flag: "rx_migration_" + id, status: status,
            pr: pr)
    }

    static var plan: Plan {
        Plan(
            waves: [
                Wave(
                    id: "W0", title: "Foundation", slug: "foundation", kind: .foundation, layers: [.infra],
                    tasks: ["T-001"]),
                Wave(
                    id: "W1", title: "Infra and data", slug: "infra-and-data", kind: .migration,
                    layers: [.infra, .data],
                    tasks: ["T-002", "T-003"]),
                Wave(
                    id: "W2", title: "Presentation", slug: "presentation", kind: .migration,
                    layers: [.presentation, .ui],
                    tasks: ["T-004", "T-005", "T-006", "T-007"]),
            ],
            tasks: [
                task(
                    "T-001", "Bridges and share polyfill", wave: "W0", module: "Core", layer: .infra,
                    path: "Sources/Core/Bridges.swift", points: 3, status: .merged,
                    pr: "https://github.com/acme/app/pull/11"),
                task(
                    "T-002", "Networking: APIClient", wave: "W1", module: "Networking", layer: .infra,
                    path: "Sources/Networking/APIClient.swift", points: 8, status: .merged, pr: "12"),
                task(
                    "T-003", "Data: UserRepository", wave: "W1", module: "Data", layer: .data,
                    path: "Sources/Data/UserRepository.swift", points: 5, status: .inReview, pr: "14"),
                task(
                    "T-004", "Login view model", wave: "W2", module: "App", layer: .presentation,
                    path: "Sources/App/LoginViewModel.swift", points: 6, status: .inProgress),
                task(
                    "T-005", "Settings view model", wave: "W2", module: "App", layer: .presentation,
                    path: "Sources/App/SettingsViewModel.swift", points: 4, status: .inReview,
                    pr: "https://github.com/acme/app/pull/15"),
                task(
                    "T-006", "Profile <screen> & bindings", wave: "W2", module: "App", layer: .ui,
                    path: "Sources/App/ProfileViewController.swift", points: 2, status: .blocked),
                task(
                    "T-007", "About view model", wave: "W2", module: "App", layer: .presentation,
                    path: "Sources/App/AboutViewModel.swift", points: 1, status: .todo),
            ],
            baseline: 40)
    }

    static var histories: [String: [HistoryEntry]] {
        [
            "T-001": [
                HistoryEntry(date: "2026-10-20", from: .inReview, to: .merged, text: "status in-review -> merged")
            ],
            "T-002": [
                HistoryEntry(date: "2026-11-02", from: .todo, to: .inReview, text: "status todo -> in-review, PR #12"),
                HistoryEntry(date: "2026-11-10", from: .inReview, to: .merged, text: "status in-review -> merged"),
            ],
            "T-003": [
                HistoryEntry(
                    date: "2026-11-18", from: .inProgress, to: .inReview,
                    text: "status in-progress -> in-review, PR #14")
            ],
            "T-005": [
                HistoryEntry(date: "2026-11-27", from: .todo, to: .inReview, text: "status todo -> in-review, PR #15")
            ],
        ]
    }

    static var burndown: Burndown {
        let points = [
            ("2026-10-26", 40, 1), ("2026-11-02", 36, 1), ("2026-11-09", 31, 1), ("2026-11-16", 27, 2),
            ("2026-11-23", 22, 2),
        ]
        return Burndown(
            samples: points.enumerated().map { index, point in
                Burndown.Sample(
                    commit: String(repeating: String(index + 1), count: 40), date: point.0, occurrences: point.1,
                    mergedTasks: point.2)
            })
    }

    static func dashboard(withHistory: Bool = true) -> Dashboard {
        DashboardBuilder.build(
            plan: plan, inventory: inventory, histories: histories, today: today, burndown: withHistory ? burndown : nil
        )
    }
}

@Test func fixtureScopeCountsMatchTheInventory() {
    #expect(TrackerFixture.inventory.occurrenceCount == 22)
    #expect(TrackerFixture.today == 20_787)
}
