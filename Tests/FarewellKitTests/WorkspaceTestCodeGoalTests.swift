import Testing

@testable import FarewellKit

/// A task holding code and the tests of it (a repository and its XCTest case) says its test code is no production
/// code: the tests become async tests, whatever the rows' production recipes say (`DisposeBag`: stored tasks).
@Test func aTaskWithCodeAndItsTestsSaysTheTestsBecomeAsyncTests() throws {
    let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Feed", platforms: [.iOS(.v15)],
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
            targets: [
                .target(name: "Feed", dependencies: [.product(name: "RxSwift", package: "RxSwift")]),
                .testTarget(name: "FeedTests", dependencies: ["Feed"]),
            ])
        """
    let files = [
        "/repo/Package.swift": manifest,
        "/repo/Sources/Feed/FeedRepository.swift": """
        import RxSwift
        public final class FeedRepository {
            public func items() -> Single<[Int]> { .just([1]) }
        }
        """,
        "/repo/Tests/FeedTests/FeedRepositoryTests.swift": """
        import XCTest
        import RxSwift
        @testable import Feed
        final class FeedRepositoryTests: XCTestCase {
            let bag = DisposeBag()
            func testItems() {
                FeedRepository().items().subscribe(onSuccess: { XCTAssertEqual($0, [1]) }).disposed(by: bag)
            }
        }
        """,
    ]
    let rendered = try RenderedWorkspace.render(files, taskHolding: "FeedRepository.swift")
    #expect(rendered.task.contains("FeedRepositoryTests.swift"))
    #expect(
        rendered.task.contains(
            "Its test code (`FeedRepositoryTests.swift`) is no production code, whatever its rows' recipes say: tests "
                + "become async tests of the same behaviour"))
    // A task of code alone says nothing of tests.
    let alone = try RenderedWorkspace.render(
        files.filter { !$0.key.contains("Tests/") }, taskHolding: "FeedRepository.swift")
    #expect(!alone.task.contains("Its test code"))
}
