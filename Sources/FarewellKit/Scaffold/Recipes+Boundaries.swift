extension Recipes {
    static let single = Recipe(
        id: "Single", title: "Single<T> -> async throws -> T, with a Single shim for callers not moved yet",
        before: #"""
            func user(id: User.ID) -> Single<User> {
                client.request(.user(id)).map { try decoder.decode(User.self, from: $0) }
            }
            """#,
        after: #"""
            // The async core.
            func user(id: User.ID) async throws -> User {
                try decoder.decode(User.self, from: try await client.data(for: .user(id)))
            }

            // The shim, removed when the last caller moved (RxBridges/Single+Async.swift from `farewell scaffold`).
            func userSingle(id: User.ID) -> Single<User> { .fromAsync { try await self.user(id: id) } }

            // A caller of an Rx API that has not moved yet.
            let profile = try await legacyProfiles.profile(for: id).asAsync()
            """#,
        apis: ["async throws", "Single.fromAsync(priority:_:)", "asAsync()"],
        note: """
            Shim first, callers later, shim removed last. Disposing the Single cancels the Task; cancelling \
            the awaiting task disposes the subscription and throws CancellationError.
            """)

    static let disposeBag = Recipe(
        id: "DisposeBag", title: "DisposeBag -> a stored Task cancelled in deinit",
        before: #"""
            private let bag = DisposeBag()

            func bind() {
                viewModel.title.subscribe(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)
            }
            """#,
        after: #"""
            private var bindTask: Task<Void, Never>?

            deinit { bindTask?.cancel() }

            func bind() {
                bindTask = Task { @MainActor [weak self, titles = viewModel.title.values] in
                    for await title in titles { self?.title = title }
                }
            }
            """#,
        apis: ["Task", "Task.cancel()", "Task.checkCancellation()"],
        note: """
            Capture `self` weakly so deinit can run. Work that throws should let CancellationError end it \
            quietly (`catch is CancellationError {}`).
            """)

    static let observable = Recipe(
        id: "Observable", title: "Observable<T> -> AsyncSequence, with bridges both ways",
        before: #"""
            func messages(in room: Room.ID) -> Observable<Message> {
                socket.events.filter { $0.room == room }.map(\.message)
            }
            """#,
        after: #"""
            // The async core: any AsyncSequence, often an AsyncThrowingStream.
            func messages(in room: Room.ID) -> AsyncThrowingStream<Message, Error> { ... }

            // Bridges while callers move (RxBridges/Observable+AsyncSequence.swift from `farewell scaffold`):
            let legacy: Observable<Message> = messages(in: room).asRxObservable()
            for try await event in socket.events.asAsyncSequence() { handle(event) }
            """#,
        apis: ["AsyncSequence", "AsyncThrowingStream", "asRxObservable()", "asAsyncSequence(bufferingPolicy:)"],
        note: """
            An AsyncStream has one consumer: give a hot stream to several consumers with `share(history:)`. \
            Each `asRxObservable()` subscription iterates the sequence in its own Task.
            """)
}
