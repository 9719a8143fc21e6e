/// Before/after examples for the Rx constructs with a FarewellAsync (or bridge) replacement.
package enum Recipes {
    /// Every recipe, in the catalog's order: state and events, operators, lifetimes and boundaries, then test support.
    package static let all: [Recipe] = [
        behaviorRelay, publishRelay, share, flatMapLatest, withLatestFrom, single, disposeBag, observable, reactorStub,
    ]

    /// The recipe for a catalog id (`"BehaviorRelay"`), or nil when the construct has none.
    package static func recipe(for id: String) -> Recipe? { all.first { $0.id == id } }

    static let behaviorRelay = Recipe(
        id: "BehaviorRelay", title: "BehaviorRelay -> StateRelay (FarewellAsync)",
        before: #"""
            let name = BehaviorRelay<String>(value: "")
            name.accept("Ada")
            let current = name.value
            name.subscribe(onNext: { label.text = $0 }).disposed(by: bag)
            """#,
        after: #"""
            import FarewellAsync

            let name = StateRelay("")
            name.accept("Ada")
            let current = name.value
            // `values` starts with the current value, then yields every accepted one.
            task = Task { @MainActor [values = name.values] in
                for await text in values { label.text = text }
            }
            """#,
        apis: ["StateRelay", "StateRelay.accept(_:)", "StateRelay.value", "StateRelay.values"],
        note: """
            A slow consumer gets every value by default; pass `bufferingPolicy: .bufferingNewest(1)` when \
            only the latest state matters. Use `update { $0 + [item] }` instead of `accept(value + [item])` \
            so that concurrent changes are not lost.
            """)

    static let publishRelay = Recipe(
        id: "PublishRelay", title: "PublishRelay -> EventRelay (FarewellAsync)",
        before: #"""
            let saved = PublishRelay<Void>()
            saved.accept(())
            saved.subscribe(onNext: { [weak self] in self?.close() }).disposed(by: bag)
            """#,
        after: #"""
            import FarewellAsync

            let saved = EventRelay<Void>()
            saved.accept(())
            // Reading `events` subscribes at once: nothing accepted after this line is missed.
            task = Task { @MainActor [weak self, events = saved.events] in
                for await _ in events { self?.close() }
            }
            """#,
        apis: ["EventRelay", "EventRelay.accept(_:)", "EventRelay.events"],
        note: "No replay: a consumer sees the events accepted after it read `events`, as with PublishRelay.")

    static let share = Recipe(
        id: "share", title: "share(replay:) -> share(history:) (FarewellAsync)",
        before: #"""
            let session = auth.sessionChanges().share(replay: 1, scope: .whileConnected)
            session.map(\.user).bind(to: userLabel.rx.text).disposed(by: bag)
            session.map(\.isExpired).bind(to: banner.rx.isHidden).disposed(by: bag)
            """#,
        after: #"""
            import FarewellAsync

            // sessionChanges() now returns an AsyncSequence (for example an AsyncStream).
            let session = auth.sessionChanges().share(history: 1)
            userTask = Task { @MainActor in for try await s in session { userLabel.text = s.user } }
            bannerTask = Task { @MainActor in for try await s in session { banner.isHidden = s.isExpired } }
            """#,
        apis: ["share(history:bufferingPolicy:)"],
        note: """
            One upstream iteration for every consumer; it starts with the first consumer and runs until it \
            ends or the shared sequence is released (not restarted when consumers drop to zero). A consumer \
            that comes after the end gets the history, then the end. `share()` (history 0) replaces `share()`.
            """)
}
