import Foundation

/// Everything that can go wrong between building a request and decoding its response.
public enum APIError: Error, Equatable {
    case invalidURL(String)
    case unauthorized
    case notFound
    case server(status: Int)
    case decoding(String)
    case offline
    case cancelled

    /// A message the UI can show as is.
    public var userMessage: String {
        switch self {
        case .invalidURL, .decoding:
            return "Something went wrong. Please try again."
        case .unauthorized:
            return "Your session has expired. Please sign in again."
        case .notFound:
            return "This item is no longer available."
        case let .server(status) where status >= 500:
            return "The Bookshelf service is having trouble (\(status))."
        case .server:
            return "The request could not be completed."
        case .offline:
            return "You appear to be offline."
        case .cancelled:
            return ""
        }
    }

    init(status: Int) {
        switch status {
        case 401, 403: self = .unauthorized
        case 404: self = .notFound
        default: self = .server(status: status)
        }
    }
}
