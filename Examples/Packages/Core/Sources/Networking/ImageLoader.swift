import Foundation
import RxSwift
import UIKit

/// Downloads and caches cover images.
///
/// Migration in progress: the async `image(at:)` is the real implementation; `rxImage(at:)` is the
/// temporary Rx shim for the cells that still bind with RxCocoa. Delete the shim once `BookCell`
/// and `ShelfCell` call the async API.
public final class ImageLoader {
    private let session: URLSession
    private let cache = NSCache<NSURL, UIImage>()

    public init(session: URLSession = .shared) {
        self.session = session
        cache.countLimit = 200
    }

    public func image(at url: URL) async throws -> UIImage {
        if let cached = cache.object(forKey: url as NSURL) {
            return cached
        }
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw APIError.server(status: (response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        guard let image = UIImage(data: data) else {
            throw APIError.decoding("cover image at \(url.lastPathComponent)")
        }
        cache.setObject(image, forKey: url as NSURL)
        return image
    }

    /// Rx shim over `image(at:)`: disposing the subscription cancels the download task.
    public func rxImage(at url: URL) -> Single<UIImage> {
        Single.create { [weak self] single in
            let task = Task {
                guard let self else { return }
                do {
                    single(.success(try await self.image(at: url)))
                } catch is CancellationError {
                    // Disposed: nobody is listening any more.
                } catch {
                    single(.failure(error))
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
