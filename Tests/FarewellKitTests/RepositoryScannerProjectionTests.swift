import Testing

@testable import FarewellKit

/// `$name` of a property whose wrapper projects an Rx stream reads the wrapper's `projectedValue`: a call site of it,
/// and of the wrapped property's projection, which is an Rx API of the type declaring the property.
@Suite struct ProjectionTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Utility"), .target(name: "Feature", dependencies: ["Utility"]),
        ])
        """

    /// A wrapper projecting an `Observable` and a type holding a property it wraps in `Utility`, beside a Combine
    /// model and a wrapper projecting no stream; a view model in `Feature` reading the projections.
    static let files = [
        "/repo/Package.swift": manifest,
        "/repo/Sources/Utility/Stored.swift": """
        import RxSwift
        @propertyWrapper public final class Stored<T> {
            private let subject: BehaviorSubject<T?>
            public init(_ v: T?) { subject = .init(value: v) }
            public var wrappedValue: T? { get { try? subject.value() } set { subject.onNext(newValue) } }
            public var projectedValue: Observable<T?> { subject.asObservable() }
        }
        public final class Prefs { public static let shared = Prefs(); @Stored(nil) public var userID: String? }
        """,
        "/repo/Sources/Utility/Settings.swift": """
        import Combine
        @propertyWrapper public struct Clamped {
            public var wrappedValue: Int
            public var projectedValue: [Int] { [wrappedValue] }
        }
        public final class Settings: ObservableObject {
            @Published public var title = ""
            @Clamped public var level = Clamped(wrappedValue: 1)
        }
        """,
        "/repo/Sources/Feature/VM.swift": """
        import RxSwift
        import Combine
        import Utility
        final class VM {
            let bag = DisposeBag()
            func f() { Prefs.shared.$userID.map { $0 != nil }.subscribe().disposed(by: bag) }
            func g(_ settings: Settings) { _ = settings.$title.map { $0.count }; _ = settings.$level.count }
        }
        """,
    ]

    /// `name kind rxTypes callers callerModules` of each API of the file at `path`.
    static func apis(_ inventory: Inventory, in path: String) -> [String] {
        let file = inventory.files.first { $0.path == path }
        return (file?.apis ?? []).map { api in
            let callers = api.callers.map { "\($0.path):\($0.line):\($0.column)" }
            return "\(api.qualifiedName) \(api.kind) \(api.access) \(api.line):\(api.column) \(api.rxTypes) \(callers) "
                + "\(api.callerModules)"
        }
    }

    @Test func aProjectionReadIsACallerOfTheWrappersProjectedValueAndOfTheProperty() throws {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(Self.files)).scan(root: "/repo")
        #expect(
            Self.apis(inventory, in: "Sources/Utility/Stored.swift") == [
                "Stored.subject constant private 3:17 [\"BehaviorSubject\"] [] []",
                "Stored.projectedValue variable public 6:16 [\"Observable\"] [\"Sources/Feature/VM.swift:6:29\"] "
                    + "[\"Feature\"]",
                "Prefs.$userID variable public 8:88 [\"Observable\"] [\"Sources/Feature/VM.swift:6:29\"] [\"Feature\"]",
            ])
        // The chain on the projection stays counted; Combine's `$title` and a projection of no stream are no Rx.
        let file = try #require(inventory.files.first { $0.path == "Sources/Feature/VM.swift" })
        #expect(
            file.occurrences.map { "\($0.line) \($0.symbol)" } == [
                "5 DisposeBag", "6 map", "6 subscribe", "6 disposed",
            ])
        #expect(Self.apis(inventory, in: "Sources/Utility/Settings.swift") == [])
    }
}
