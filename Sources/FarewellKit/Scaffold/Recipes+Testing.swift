extension Recipes {
    static let reactorStub = Recipe(
        id: "Reactor.stub",
        title: "Reactor stub (isStubEnabled) -> a fake @Observable model: its state set directly, its calls recorded",
        before: #"""
            let reactor = ProfileReactor()
            reactor.isStubEnabled = true
            let view = ProfileViewController(reactor: reactor)
            reactor.stub.state.value = ProfileReactor.State(name: "Ada")
            XCTAssertEqual(view.nameLabel.text, "Ada")
            view.refreshButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(reactor.stub.actions.last, .refresh)
            """#,
        after: #"""
            // The view takes its model through a protocol, so the test gives it a fake.
            @MainActor protocol ProfileModeling: AnyObject {
                var name: String { get }
                func refresh() async
            }

            @Observable @MainActor final class FakeProfileModel: ProfileModeling {
                var name = ""
                private(set) var calls: [String] = []
                func refresh() async { calls.append("refresh") }
            }

            @MainActor func testShowsTheNameAndRefreshes() async {
                let model = FakeProfileModel()
                let view = ProfileViewController(model: model)
                model.name = "Ada"
                view.loadViewIfNeeded()
                XCTAssertEqual(view.nameLabel.text, "Ada")
                view.refreshButton.sendActions(for: .touchUpInside)
                // The view keeps the Task it starts for an async call; the test awaits it instead of sleeping.
                await view.pendingAction?.value
                XCTAssertEqual(model.calls, ["refresh"])
            }
            """#,
        apis: ["@Observable", "@MainActor", "Task.value"],
        note: """
            No stub to enable: the fake is the stub, its state is set as any property is, and its `calls` replace \
            `stub.actions`. The model itself (what `mutate` and `reduce` did) is tested without a view: await its \
            method, then read its state.
            """)
}
