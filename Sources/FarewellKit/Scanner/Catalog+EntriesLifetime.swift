extension Catalog {
    /// Disposal: bags, disposables and `disposed(by:)`.
    static let lifetimeEntries: [Construct] = [
        Construct(
            id: "DisposeBag", category: .lifetime, module: "RxSwift",
            concurrency: "stored Task(s) cancelled in deinit", combine: "Set<AnyCancellable>",
            note: "Any use in code.",
            weight: 2,
            examples: ["private let bag = ↓DisposeBag()", "var disposeBag: ↓DisposeBag!"],
            counterExamples: ["let disposeBag = makeBag()", "// DisposeBag()"]
        ),
        Construct(
            id: "disposed", category: .lifetime, module: "RxSwift",
            match: Match(.member, allowedLabels: ["by"], callOnly: true),
            concurrency: "keep the Task; cancel it in deinit (check Task.isCancelled in the body)",
            combine: ".store(in: &cancellables)",
            note: "A member call, `.disposed(by: bag)`; a project's `APIError.disposed` case is not counted.",
            weight: 1,
            examples: ["button.rx.tap.subscribe().↓disposed(by: bag)"],
            counterExamples: [
                "let disposedCount = 0", "func disposed(by bag: Bag) {}", "throw APIError.disposed",
                "if case APIError.disposed? = error { }", "observer(.error(Failure.disposed))",
            ]
        ),
        Construct(
            id: "addDisposableTo", category: .lifetime, module: "RxSwift",
            match: Match(.member, callOnly: true),
            concurrency: "keep the Task; cancel it in deinit (check Task.isCancelled in the body)",
            combine: ".store(in: &cancellables)",
            note: "RxSwift 3's `.addDisposableTo(bag)`, today's `.disposed(by: bag)`: a member call.",
            weight: 1,
            examples: ["tap.subscribe().↓addDisposableTo(bag)"],
            counterExamples: ["func addDisposableTo(_ bag: Bag) {}", "let addDisposableTo = 1"]
        ),
        Construct(
            id: "Disposables", category: .lifetime, module: "RxSwift",
            concurrency: "Task { ... } with onTermination / task.cancel()", combine: "AnyCancellable { }",
            note: "Any use in code; `Disposables.create { task.cancel() }` is the async-core bridge.",
            weight: 2,
            examples: ["return ↓Disposables.create { task.cancel() }"]
        ),
        Construct(
            id: "Disposable", category: .lifetime, module: "RxSwift",
            symbols: [
                "Disposable", "Cancelable", "CompositeDisposable", "SerialDisposable", "SingleAssignmentDisposable",
                "BooleanDisposable", "RefCountDisposable", "ScheduledDisposable",
            ],
            concurrency: "Task<Void, Never> handle, cancel()", combine: "AnyCancellable",
            note: "Any use in code.",
            weight: 2,
            examples: ["var subscription: ↓Disposable?", "let pool = ↓CompositeDisposable()"],
            counterExamples: ["let disposable = true"]
        ),
        Construct(
            id: "dispose", category: .lifetime, module: "RxSwift", match: .member(.rxChain),
            concurrency: "task.cancel()", combine: "cancellable.cancel()",
            note: "A member call on a name this file declares as a Disposable, or binds to one (`guard let d = "
                + "self.timer`), or in an Rx chain.",
            weight: 1,
            examples: [
                "var timer: Disposable?\nfunc stop() { timer?.↓dispose() }",
                "var timer: Disposable?\nfunc stop() {\n    guard let running = self.timer else { return }\n    running.↓dispose()\n}",
            ],
            counterExamples: [
                "renderer.dispose()",
                "var renderer: Renderer?\nfunc stop() {\n    guard let running = self.renderer else { return }\n    running.dispose()\n}",
            ]
        ),
    ]
}
