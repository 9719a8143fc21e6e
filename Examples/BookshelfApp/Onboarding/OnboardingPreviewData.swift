import RxSwift

// Sample data for the SwiftUI canvas and the snapshot tests. It is excluded from the app target
// in the project (see the synchronized folder's exceptions), so it never ships.

enum OnboardingPreviewData {
    static let longPage = OnboardingPage(
        symbol: "text.book.closed",
        title: "A deliberately long title to check wrapping on the smallest phones",
        body: String(repeating: "Lorem ipsum dolor sit amet. ", count: 8)
    )

    static let pages: Observable<[OnboardingPage]> = .just(OnboardingViewModel.pages + [longPage])
}
