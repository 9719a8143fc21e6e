import Foundation
import RxSwift

/// Sends a `URLRequest` and emits the raw body and response once.
public protocol HTTPTransport {
    func send(_ request: URLRequest) -> Single<(Data, HTTPURLResponse)>
}

/// The production transport on top of `URLSession`.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func send(_ request: URLRequest) -> Single<(Data, HTTPURLResponse)> {
        Single.create { [session] single in
            let task = session.dataTask(with: request) { data, response, error in
                if let error = error as? URLError {
                    single(.failure(error.code == .notConnectedToInternet ? APIError.offline : error))
                    return
                }
                if let error {
                    single(.failure(error))
                    return
                }
                guard let http = response as? HTTPURLResponse else {
                    single(.failure(APIError.server(status: -1)))
                    return
                }
                single(.success((data ?? Data(), http)))
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }
}
