@testable import Domain
import RxBlocking
import RxSwift
import XCTest

final class LoginUseCaseTests: XCTestCase {
    func testRejectsMalformedEmailWithoutCallingTheServer() {
        let repository = MockUserRepository()
        let useCase = LoginUseCase(repository: repository)

        let result = useCase.login(email: "not-an-email", password: "long enough").toBlocking().materialize()

        guard case let .failed(_, error) = result else { return XCTFail("expected failure") }
        XCTAssertEqual(error as? LoginValidationError, .invalidEmail)
        XCTAssertNil(repository.currentSession)
    }

    func testSuccessfulLoginSignsIn() throws {
        let repository = MockUserRepository()
        let useCase = LoginUseCase(repository: repository)

        let user = try useCase.login(email: "Ada@Example.com", password: "correct horse").toBlocking().first()

        XCTAssertEqual(user?.email, "ada@example.com")
        XCTAssertEqual(try useCase.isSignedIn.toBlocking().first(), true)
    }
}
