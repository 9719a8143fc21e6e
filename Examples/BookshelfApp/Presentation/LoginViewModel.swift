import Domain
import RxCocoa
import RxRelay
import RxSwift

/// Sign-in form: validation as the reader types, one request per tap.
final class LoginViewModel {
    struct Input {
        let email: Driver<String>
        let password: Driver<String>
        let loginTap: Signal<Void>
    }

    struct Output {
        let isLoginEnabled: Driver<Bool>
        let isLoading: Driver<Bool>
        let emailHint: Driver<String?>
        let signedIn: Signal<User>
        let errorMessage: Signal<String>
    }

    private let useCase: LoginUseCase

    init(useCase: LoginUseCase) {
        self.useCase = useCase
    }

    func transform(_ input: Input) -> Output {
        let loading = LoadingTracker()
        let errors = PublishRelay<String>()
        let credentials = Driver.combineLatest(input.email, input.password)

        let isValid = credentials.map { email, password in
            LoginUseCase.validate(email: email, password: password) == nil
        }

        let emailHint = input.email
            .debounce(.milliseconds(600))
            .map { email -> String? in
                guard !email.isEmpty else { return nil }
                return LoginUseCase.validate(email: email, password: String(repeating: "x", count: 8)) == .invalidEmail
                    ? "That doesn't look like an email address" : nil
            }
            .distinctUntilChanged()

        let signedIn = input.loginTap
            .withLatestFrom(credentials)
            .flatMapLatest { [useCase] email, password -> Signal<User> in
                useCase.login(email: email, password: password)
                    .asObservable()
                    .trackLoading(loading)
                    .asSignal(onErrorRecover: { error in
                        errors.accept(LibraryViewModel.message(for: error))
                        return .empty()
                    })
            }

        return Output(
            isLoginEnabled: Driver.combineLatest(isValid, loading.isLoading) { $0 && !$1 },
            isLoading: loading.isLoading,
            emailHint: emailHint,
            signedIn: signedIn,
            errorMessage: errors.asSignal()
        )
    }
}
