/// A version of RxSwift the repository states: the one a lock file installed (`Podfile.lock`, `Package.resolved`,
/// `Cartfile.resolved`) or the ones a manifest's requirement allows (`pod 'RxSwift', '~> 5.0'`,
/// `.package(url: ".../RxSwift.git", from: "6.5.0")`). The bridges the plan suggests need RxSwift 6, and RxSwift's
/// own `value` and `values` need 6.5.
package struct RxSwiftVersion: Sendable, Codable, Hashable, Comparable {
    /// The requirement as the file states it: `5.1.1` for an installed version, `~> 5.0`, `from: 6.5.0`,
    /// `upToNextMajorVersion 6.0.0`.
    package var requirement: String
    /// True for the version a lock file installed.
    package var isInstalled: Bool
    /// The highest version allowed (`[6]` for `~> 5.0`), excluded unless `includesHighest`; nil when the
    /// requirement sets none (`>= 5.0`).
    package var highest: [Int]?
    package var includesHighest: Bool
    package var location: SourceLocation

    /// The JSON form: the requirement as stated, whether it is installed, and where.
    private enum CodingKeys: String, CodingKey {
        case requirement, location
        case isInstalled = "installed"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        requirement = try container.decode(String.self, forKey: .requirement)
        isInstalled = try container.decode(Bool.self, forKey: .isInstalled)
        location = try container.decode(SourceLocation.self, forKey: .location)
        // Only an installed version's bound can be read back from the text.
        highest = isInstalled ? Self.components(requirement) : nil
        includesHighest = isInstalled
    }

    package init(
        requirement: String, isInstalled: Bool = false, highest: [Int]?, includesHighest: Bool,
        location: SourceLocation
    ) {
        self.requirement = requirement
        self.isInstalled = isInstalled
        self.highest = highest
        self.includesHighest = includesHighest
        self.location = location
    }

    /// An installed version (`5.1.1`); nil when the text is no version.
    package init?(installed text: String, location: SourceLocation) {
        guard let version = Self.components(text) else { return nil }
        self.init(requirement: text, isInstalled: true, highest: version, includesHighest: true, location: location)
    }

    /// A version pinned to a commit (`github "ReactiveX/RxSwift" "4b42d62e…"` in a `Cartfile.resolved`, a
    /// `Package.resolved` pin of a branch or revision): installed, but its version is not stated. A branch's
    /// (`branch main at commit b4307ba0`) moves at the next resolution.
    package init(commit: String, branch: String? = nil, location: SourceLocation) {
        let pin = "commit " + commit.prefix(8)
        self.init(
            requirement: branch.map { "branch \($0) at \(pin)" } ?? pin, isInstalled: true, highest: nil,
            includesHighest: false, location: location)
    }

    /// Whether this is a commit pin of a branch, which the next resolution moves.
    package var isBranch: Bool { isCommit && requirement.hasPrefix("branch ") }

    /// Whether this is a commit pin, which states no version.
    package var isCommit: Bool { isInstalled && highest == nil }

    /// Whether `text` names a commit: 7 to 40 hexadecimal digits.
    package static func isCommitHash(_ text: some StringProtocol) -> Bool {
        (7...40).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            }
    }

    /// Whether the requirement lets the repository have `version` (`[6]`, `[6, 5]`) or a later one.
    package func allows(_ version: [Int]) -> Bool {
        guard let highest else { return true }
        let order = Self.compare(version, highest)
        return order < 0 || (order == 0 && includesHighest)
    }

    /// `5.1.1` -> [5, 1, 1], `v6.0` -> [6, 0]; nil for text that is no dotted numbers.
    package static func components(_ text: some StringProtocol) -> [Int]? {
        var text = Substring(text)
        if text.hasPrefix("v") { text = text.dropFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        return numbers
    }

    /// -1, 0 or 1, missing components counting as 0 (`6` equals `6.0.0`).
    package static func compare(_ left: [Int], _ right: [Int]) -> Int {
        for index in 0..<max(left.count, right.count) {
            let lhs = index < left.count ? left[index] : 0
            let rhs = index < right.count ? right[index] : 0
            if lhs != rhs { return lhs < rhs ? -1 : 1 }
        }
        return 0
    }

    package static func < (lhs: RxSwiftVersion, rhs: RxSwiftVersion) -> Bool {
        (lhs.location, lhs.requirement) < (rhs.location, rhs.requirement)
    }
}
