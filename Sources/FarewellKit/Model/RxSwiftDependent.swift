/// A library a lock file installs that needs an RxSwift older than 6 (`RxGesture 3.0.2`, which requires `RxCocoa
/// (~> 5)`): upgrading RxSwift for the plan's bridges means upgrading it too, in the same pull request.
package struct RxSwiftDependent: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The library, without a subspec (`Moya` of `Moya/RxSwift`).
    package var library: String
    /// The version installed, as the lock file states it (`3.0.2`).
    package var version: String
    /// The requirement that rules out RxSwift 6, as the lock file states it (`RxCocoa (~> 5)`); nil when the lock
    /// states none (`Cartfile.resolved`) and the library's first release for RxSwift 6 tells.
    package var requirement: String?
    package var location: SourceLocation

    package init(library: String, version: String, requirement: String? = nil, location: SourceLocation) {
        self.library = library
        self.version = version
        self.requirement = requirement
        self.location = location
    }

    /// `RxGesture 3.0.2 (Podfile.lock:22, RxCocoa (~> 5))`.
    package var description: String {
        "\(library) \(version) (\(location)\(requirement.map { ", \($0)" } ?? ""))"
    }

    package static func < (lhs: RxSwiftDependent, rhs: RxSwiftDependent) -> Bool {
        (lhs.library, lhs.location) < (rhs.library, rhs.location)
    }
}
