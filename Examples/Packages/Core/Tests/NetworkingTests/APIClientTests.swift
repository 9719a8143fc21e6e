import Foundation
@testable import Networking
import RxBlocking
import RxSwift
import XCTest

/// Answers every request with a canned status and body, and remembers what was sent.
final class StubTransport: HTTPTransport {
    var responses: [(status: Int, body: String)]
    private(set) var sent: [URLRequest] = []

    init(responses: [(status: Int, body: String)]) {
        self.responses = responses
    }

    func send(_ request: URLRequest) -> Single<(Data, HTTPURLResponse)> {
        sent.append(request)
        let next = responses.isEmpty ? (status: 500, body: "") : responses.removeFirst()
        let response = HTTPURLResponse(url: request.url!, statusCode: next.status, httpVersion: nil, headerFields: nil)!
        return .just((Data(next.body.utf8), response))
    }
}

final class APIClientTests: XCTestCase {
    private let baseURL = URL(string: "https://api.bookshelf.example")!

    func testDecodesSnakeCaseBody() throws {
        let transport = StubTransport(responses: [(200, #"{"id":"u1","email":"a@b.c","display_name":"Ada"}"#)])
        let client = APIClient(baseURL: baseURL, transport: transport, scheduler: MainScheduler.instance) { "t0k" }

        let user: UserDTO? = try client.request(.me).toBlocking(timeout: 1).first()

        XCTAssertEqual(user?.displayName, "Ada")
        XCTAssertEqual(transport.sent.first?.value(forHTTPHeaderField: "Authorization"), "Bearer t0k")
    }

    func testMapsUnauthorizedStatus() {
        let transport = StubTransport(responses: [(401, "")])
        let client = APIClient(baseURL: baseURL, transport: transport, scheduler: MainScheduler.instance) { nil }

        let single: Single<UserDTO> = client.request(.me)
        let result = single.toBlocking(timeout: 1).materialize()

        guard case let .failed(_, error) = result else {
            return XCTFail("expected a failure, got \(result)")
        }
        XCTAssertEqual(error as? APIError, .unauthorized)
    }

    func testSearchDoesNotSendToken() throws {
        let transport = StubTransport(responses: [(200, #"{"items":[],"page":1,"total_pages":1}"#)])
        let client = APIClient(baseURL: baseURL, transport: transport, scheduler: MainScheduler.instance) { "t0k" }

        let page: PageDTO<BookDTO>? = try client.request(.searchBooks(query: "dune")).toBlocking(timeout: 1).first()

        XCTAssertEqual(page?.items, [])
        XCTAssertNil(transport.sent.first?.value(forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(transport.sent.first?.url?.query, "q=dune")
    }
}
