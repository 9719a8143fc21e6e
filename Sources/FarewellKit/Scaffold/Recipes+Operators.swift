extension Recipes {
    static let flatMapLatest = Recipe(
        id: "flatMapLatest", title: "flatMapLatest -> flatMapLatest (FarewellAsync)",
        before: #"""
            query
                .flatMapLatest { text in api.suggestions(for: text).asObservable() }
                .subscribe(onNext: { [weak self] in self?.show($0) })
                .disposed(by: bag)
            """#,
        after: #"""
            import FarewellAsync

            // query is an AsyncSequence (for example `queryRelay.values`); suggestions(for:) returns one too.
            task = Task { @MainActor [weak self] in
                for try await list in query.flatMapLatest({ text in api.suggestions(for: text) }) {
                    self?.show(list)
                }
            }
            """#,
        apis: ["flatMapLatest(_:)"],
        note: """
            A new element cancels the previous inner sequence's iteration. When the inner work is one async \
            call, a stored `Task` cancelled before starting the next one is often simpler.
            """)

    static let withLatestFrom = Recipe(
        id: "withLatestFrom", title: "withLatestFrom -> withLatestFrom (FarewellAsync)",
        before: #"""
            saveTap
                .withLatestFrom(form)
                .flatMapLatest { api.save($0) }
                .subscribe()
                .disposed(by: bag)
            """#,
        after: #"""
            import FarewellAsync

            // saveTaps: EventRelay<Void>, form: StateRelay<Form>.
            task = Task {
                for try await (_, current) in saveTaps.events.withLatestFrom(form.values) {
                    try await api.save(current)
                }
            }
            """#,
        apis: ["withLatestFrom(_:)", "EventRelay.events", "StateRelay.values"],
        note: """
            Yields pairs (element, latest); Rx's one-argument form yields only the latest: add `.map { $0.1 }`. \
            Elements that come before the other sequence produced anything are dropped, as in Rx.
            """)
}
