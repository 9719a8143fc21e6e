@testable import BookshelfApp
import Domain
import RxBlocking
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class LoginViewModelTests: XCTestCase {
    private func output(email: String, password: String, taps: Signal<Void> = .empty()) -> LoginViewModel.Output {
        LoginViewModel(useCase: LoginUseCase(repository: StubUserRepository())).transform(LoginViewModel.Input(
            email: .just(email),
            password: .just(password),
            loginTap: taps
        ))
    }

    func testButtonIsDisabledForShortPasswords() throws {
        let enabled = try output(email: "ada@example.com", password: "short").isLoginEnabled.toBlocking().first()
        XCTAssertEqual(enabled, false)
    }

    func testButtonIsEnabledForValidCredentials() throws {
        let enabled = try output(email: "ada@example.com", password: "long enough").isLoginEnabled.toBlocking().first()
        XCTAssertEqual(enabled, true)
    }

    func testWrongPasswordShowsTheServerMessage() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = scheduler.createObserver(String.self)
        let bag = DisposeBag()

        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(5, ())]).asSignal(onErrorSignalWith: .empty())
            output(email: "ada@example.com", password: "wrong password", taps: taps)
                .errorMessage
                .emit(to: messages)
                .disposed(by: bag)
            scheduler.start()
        }

        XCTAssertEqual(messages.events, [.next(5, "Your session has expired. Please sign in again.")])
    }
}
