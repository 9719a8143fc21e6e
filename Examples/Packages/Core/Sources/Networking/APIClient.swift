import Foundation
import RxSwift

/// What repositories and services need from the API: one typed request.
public protocol APIRequesting: AnyObject {
    func request<T: Decodable>(_ endpoint: Endpoint) -> Single<T>
}

/// The one door to the Bookshelf REST API. Every repository goes through `request(_:)`.
public final class APIClient: APIRequesting {
    public typealias TokenProvider = () -> String?

    private let baseURL: URL
    private let transport: HTTPTransport
    private let tokenProvider: TokenProvider
    private let decoder: JSONDecoder
    private let scheduler: SchedulerType

    public init(
        baseURL: URL,
        transport: HTTPTransport = URLSessionTransport(),
        scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated),
        tokenProvider: @escaping TokenProvider
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.scheduler = scheduler
        self.tokenProvider = tokenProvider
        decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
    }

    public func request<T: Decodable>(_ endpoint: Endpoint) -> Single<T> {
        let urlRequest: URLRequest
        do {
            urlRequest = try endpoint.urlRequest(baseURL: baseURL, token: tokenProvider())
        } catch {
            return .error(error)
        }
        let response = transport.send(urlRequest)
            .observe(on: scheduler)
            .map { [decoder] data, http -> T in
                guard (200..<300).contains(http.statusCode) else {
                    throw APIError(status: http.statusCode)
                }
                if T.self == EmptyResponse.self, let empty = EmptyResponse() as? T {
                    return empty
                }
                do {
                    return try decoder.decode(T.self, from: data)
                } catch {
                    throw APIError.decoding(String(describing: error))
                }
            }
            .retry(when: { [scheduler] (errors: Observable<Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    guard attempt < 2, case APIError.server(let status) = error, status >= 500 else {
                        return .error(error)
                    }
                    return Observable<Int>.timer(.milliseconds(300 << attempt), scheduler: scheduler)
                }
            })
        #if DEBUG
        return response.debug("API \(endpoint.method.rawValue) \(endpoint.path)", trimOutput: true)
        #else
        return response
        #endif
    }
}

/// The body of a 204 or of any call whose answer we ignore.
public struct EmptyResponse: Decodable, Equatable {
    public init() {}
}
