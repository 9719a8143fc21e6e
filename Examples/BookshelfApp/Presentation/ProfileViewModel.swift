import Combine
import Domain
import Foundation
import RxSwift

/// The profile tab, moved to Combine in wave 4 (task P-07).
///
/// Still bridges from Rx in two places: the current user comes from `LoginUseCase.currentUser`
/// (an Rx stream until the Domain wave lands) and saving awaits a `Single` through `.value`.
@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var displayName = ""
    @Published private(set) var email = ""
    @Published private(set) var stats: ReadingStats?
    @Published private(set) var isSaving = false
    @Published var errorMessage: String?

    private let statsUseCase: ReadingStatsUseCase
    private let users: UserRepositoryType
    private let login: LoginUseCase
    private let disposeBag = DisposeBag()
    private var savedName = ""

    init(stats: ReadingStatsUseCase, users: UserRepositoryType, login: LoginUseCase) {
        statsUseCase = stats
        self.users = users
        self.login = login
        login.currentUser
            .compactMap { $0 }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] user in
                self?.savedName = user.displayName
                self?.displayName = user.displayName
                self?.email = user.email
            })
            .disposed(by: disposeBag)
    }

    var isSaveEnabled: AnyPublisher<Bool, Never> {
        $displayName
            .combineLatest($isSaving)
            .map { [savedName] name, saving in
                !saving && !name.trimmingCharacters(in: .whitespaces).isEmpty && name != savedName
            }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    var goalText: AnyPublisher<String, Never> {
        $stats
            .compactMap { $0 }
            .map { "\($0.finishedThisYear) of \($0.goal) books this year" }
            .eraseToAnyPublisher()
    }

    func load() async {
        let year = Calendar.current.component(.year, from: Date())
        do {
            stats = try await statsUseCase.stats(year: year)
        } catch {
            errorMessage = LibraryViewModel.message(for: error)
        }
    }

    func save() async {
        isSaving = true
        defer { isSaving = false }
        do {
            let user = try await users.updateDisplayName(displayName).value
            savedName = user.displayName
        } catch {
            errorMessage = LibraryViewModel.message(for: error)
        }
    }

    func signOut() {
        login.logout()
    }
}
