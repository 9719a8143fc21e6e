import Testing

@testable import FarewellKit

/// RxFlow: a stepper (`LoginViewModel: Stepper`, whose `steps` the flows navigate by) and the code starting the flows
/// (`coordinator.coordinate(flow:with:)`) wait for the task of the flows they drive (`navigate(to:) ->
/// FlowContributors` naming the stepper, or named by the code starting them), which gives the coordinator the async
/// navigation they then call; the Boundaries say so.
@Suite struct PlannerRxFlowTests {
    static let files = [
        "/repo/App/Flows/AppFlow.swift": """
        import UIKit
        import RxFlow

        enum AppStep: Step {
            case login
            case home
        }

        final class AppFlow: Flow {
            var root: Presentable { navigation }
            private let navigation = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .login:
                    let viewModel = LoginViewModel()
                    return .one(flowContributor: .contribute(withNextPresentable: navigation, withNextStepper: viewModel))
                case .home:
                    return .none
                }
            }
        }
        """,
        "/repo/App/Settings/SettingsFlow.swift": """
        import UIKit
        import RxFlow

        enum SettingsStep: Step {
            case settings
        }

        final class SettingsFlow: Flow {
            var root: Presentable { navigation }
            private let navigation = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? SettingsStep else { return .none }
                switch step {
                case .settings:
                    return .none
                }
            }
        }
        """,
        "/repo/App/Scenes/Login/LoginViewModel.swift": """
        import RxFlow
        import RxRelay

        final class LoginViewModel: Stepper {
            let steps = PublishRelay<Step>()

            func loggedIn() {
                steps.accept(AppStep.home)
            }
        }
        """,
        "/repo/App/Domain/ProfileStepper.swift": """
        import RxFlow
        import RxRelay

        final class ProfileStepper: Stepper {
            let steps = PublishRelay<Step>()
        }
        """,
        "/repo/App/SceneDelegate.swift": """
        import UIKit
        import RxFlow

        final class SceneDelegate: UIResponder {
            let coordinator = FlowCoordinator()

            func start() {
                coordinator.coordinate(flow: AppFlow(), with: OneStepper(withSingleStep: AppStep.login))
            }
        }
        """,
    ]

    @Test func steppersAndTheCodeStartingTheFlowsWaitForTheFlows() throws {
        let inventory = try Fixture.scanned(Self.files)
        let plan = Planner(settings: PlanSettings(maxPoints: 8)).plan(inventory, previous: nil)
        let flows = try #require(plan.tasks(holding: "App/Flows/AppFlow.swift").first)
        let stepper = try #require(plan.tasks(holding: "App/Scenes/Login/LoginViewModel.swift").first)
        let start = try #require(plan.tasks(holding: "App/SceneDelegate.swift").first)
        let profile = try #require(plan.tasks(holding: "App/Domain/ProfileStepper.swift").first)
        #expect(Set([flows.id, stepper.id, start.id]).count == 3, "\(plan.tasks.map(\.files))")
        #expect(stepper.dependsOn.contains(flows.id))
        #expect(start.dependsOn.contains(flows.id))
        #expect(plan.waveIndex(flows) <= plan.waveIndex(stepper))
        #expect(
            flows.flowSteppers
                == Set([stepper.id, profile.id, start.id]).subtracting([flows.id]).sorted(by: TaskID.less))
        // Only the flows naming the stepper or named by it: not `SettingsFlow`, which knows neither; a stepper no flow
        // names and naming none (reached through dependency injection) waits for every flow of its module.
        let settings = try #require(plan.tasks(holding: "App/Settings/SettingsFlow.swift").first)
        #expect(settings.id != flows.id && settings.id != profile.id, "\(plan.tasks.map(\.files))")
        #expect(settings.flowSteppers == [profile.id])
        #expect(stepper.stepperFlows == [flows.id])
        #expect(profile.stepperFlows.contains(settings.id))
        let context = WorkspaceContext(plan: plan)
        let flowText = TaskMarkdown.body(flows, context: context)
        #expect(flowText.contains("but RxFlow steppers in other tasks drive its flows (below)"))
        #expect(
            flowText.contains(
                "RxFlow steppers and the code starting the flows in "
                    + flows.flowSteppers.map { "\($0) (after this task)" }.joined(separator: ", ")
                    + " drive this task's flows"))
        #expect(
            TaskMarkdown.body(stepper, context: context).contains(
                "This task's RxFlow steppers or the code starting the flows drive flows of \(flows.id) (before this task)"
            ))
        // Planning again changes nothing.
        #expect(Planner(settings: PlanSettings(maxPoints: 8)).plan(inventory, previous: plan) == plan)
    }

    /// Flows that call an Rx API of a stepper's task (`viewModel.selectedPhotos`) still come first: the stepper waits
    /// for them, and their call goes through the API's shim until the stepper's task switches it to the async core.
    @Test func aStepperWhoseAPIsTheFlowsCallStillWaitsForThem() throws {
        let files = [
            "/repo/App/Flows/MainFlow.swift": """
            import UIKit
            import RxFlow
            import RxSwift

            enum MainStep: Step { case photos }

            final class MainFlow: Flow {
                var root: Presentable { navigation }
                private let navigation = UINavigationController()
                private let bag = DisposeBag()

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? MainStep else { return .none }
                    switch step {
                    case .photos:
                        let viewModel = PhotosViewModel()
                        viewModel.selectedPhotos.subscribe(onNext: { _ in }).disposed(by: bag)
                        return .one(flowContributor: .contribute(withNextPresentable: navigation, withNextStepper: viewModel))
                    }
                }
            }
            """,
            "/repo/App/Scenes/Photos/PhotosViewModel.swift": """
            import RxFlow
            import RxRelay
            import RxSwift

            final class PhotosViewModel: Stepper {
                let steps = PublishRelay<Step>()
                let picked = PublishRelay<[Int]>()
                var selectedPhotos: Observable<[Int]> { picked.asObservable() }
                func done() { steps.accept(MainStep.photos) }
            }
            """,
        ]
        let inventory = try Fixture.scanned(files)
        let plan = Planner(settings: PlanSettings(maxPoints: 12)).plan(inventory, previous: nil)
        let flows = try #require(plan.tasks(holding: "App/Flows/MainFlow.swift").first)
        let stepper = try #require(plan.tasks(holding: "App/Scenes/Photos/PhotosViewModel.swift").first)
        #expect(flows.id != stepper.id, "\(plan.tasks.map(\.files))")
        #expect(stepper.dependsOn.contains(flows.id))
        #expect(!flows.dependsOn.contains(stepper.id))
        #expect(
            TaskMarkdown.body(flows, context: WorkspaceContext(plan: plan)).contains(
                "`PhotosViewModel.selectedPhotos` (`Observable`) of \(stepper.id) (not before this task"))
    }

    /// A computed property of RxFlow's `extension Step` (`var asAppStep: AppStep?`), which the flows read on their
    /// steps: an API of `Step` whose callers are the flows, presentation as the flows are (`Step+AppStep.swift`, in a
    /// folder of extensions), moved unchanged for them as an operator of an Rx type's extension is.
    @Test func aPropertyOfAStepExtensionIsAnAPIOfStepTheFlowsCall() throws {
        var files = Self.files
        files["/repo/App/Extensions/Step+AppStep.swift"] = """
            import RxFlow

            extension Step {
                var asAppStep: AppStep? { self as? AppStep }
            }
            """
        files["/repo/App/Flows/AppFlow.swift"] = files["/repo/App/Flows/AppFlow.swift"]!.replacingOccurrences(
            of: "guard let step = step as? AppStep", with: "guard let step = step.asAppStep")
        let inventory = try Fixture.scanned(files)
        let file = try #require(inventory.files.first { $0.path == "App/Extensions/Step+AppStep.swift" })
        #expect(file.layer == .presentation)
        #expect(
            file.apis.map { "\($0.qualifiedName) \($0.rxTypes) \($0.callers.map(\.description))" } == [
                "Step.asAppStep [\"Step\"] [\"App/Flows/AppFlow.swift:14\"]"
            ])
        #expect(file.apis.allSatisfy { $0.isRxOperator })
        let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "App/Extensions/Step+AppStep.swift").first)
        #expect(task.shims.map { "\($0.api) \($0.strategy.rawValue)" } == ["Step.asAppStep rx-operator"])
    }
}
