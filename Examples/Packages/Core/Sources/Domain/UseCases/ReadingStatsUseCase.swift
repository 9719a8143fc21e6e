import Foundation
import RxSwift

/// Numbers for the profile screen's yearly challenge.
public struct ReadingStats: Equatable {
    public var finishedThisYear: Int
    public var pagesRead: Int
    public var inProgress: Int
    public var goal: Int

    public var goalProgress: Double {
        guard goal > 0 else { return 0 }
        return min(1, Double(finishedThisYear) / Double(goal))
    }
}

/// Computes the reading challenge numbers.
///
/// Migrated to async/await (wave 2). `rxStats` stays until `ProfileViewModel` and the widget
/// extension stop calling it.
public final class ReadingStatsUseCase {
    private let books: BookRepositoryType
    private let users: UserRepositoryType
    private let calendar: Calendar

    public init(books: BookRepositoryType, users: UserRepositoryType, calendar: Calendar = .current) {
        self.books = books
        self.users = users
        self.calendar = calendar
    }

    public func stats(year: Int) async throws -> ReadingStats {
        // Rx core, async outside: take the cached library once and await it.
        let library = try await books.library.take(1).asSingle().value
        let goal = users.currentSession?.user.yearlyGoal ?? 12
        let finished = library.filter { book in
            guard book.isFinished, let date = book.publishedAt else { return book.isFinished }
            return calendar.component(.year, from: date) <= year
        }
        return ReadingStats(
            finishedThisYear: finished.count,
            pagesRead: library.reduce(0) { $0 + Int(Double($1.pageCount) * ($1.isFinished ? 1 : $1.progress)) },
            inProgress: library.filter(\.isReading).count,
            goal: goal
        )
    }

    /// Temporary Rx shim over `stats(year:)`.
    public func rxStats(year: Int) -> Single<ReadingStats> {
        Single.create { single in
            let task = Task {
                do {
                    single(.success(try await self.stats(year: year)))
                } catch {
                    single(.failure(error))
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
