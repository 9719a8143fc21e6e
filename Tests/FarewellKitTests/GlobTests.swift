@testable import FarewellKit
import Testing

@Test(arguments: [
    ("Examples", "Examples/App/A.swift", true),
    ("Examples", "ExamplesOther/A.swift", false),
    ("Examples/", "Examples", true),
    (".", "App/A.swift", true),
    ("./", "A.swift", true),
    ("./App", "App/A.swift", true),
    ("**/Generated/**", "App/Generated/R.swift", true),
    ("**/Generated/**", "Generated/R.swift", true),
    ("**/Generated/**", "App/NotGenerated/R.swift", false),
    ("*.swift", "A.swift", true),
    ("*.swift", "Dir/A.swift", false),
    ("**/*.swift", "Dir/Sub/A.swift", true),
    ("**/*.swift", "A.swift", true),
    ("Sources/*/Network/**", "Sources/App/Network/Client.swift", true),
    ("Sources/*/Network/**", "Sources/App/Sub/Network/Client.swift", false),
    ("**/*ViewModel.swift", "App/Login/LoginViewModel.swift", true),
    ("**/*ViewModel.swift", "App/Login/LoginViewModelTests.swift", false),
    ("App/??.swift", "App/AB.swift", true),
    ("App/??.swift", "App/ABC.swift", false),
])
func globMatchesPaths(pattern: String, path: String, expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
}

@Test func globStaysLinearOnPathologicalPatterns() {
    let path = String(repeating: "a/", count: 300) + "b"
    #expect(!Glob(String(repeating: "**/", count: 30) + "c").matches(path))
    #expect(Glob(String(repeating: "*/", count: 10) + "**").matches(path))
}

@Test(arguments: [
    ("*.{h,swift}", "a.swift", true),
    ("*.{h,swift}", "a.m", false),
    ("Sources/{App,Kit}/**", "Sources/Kit/X.swift", true),
])
func globExpandsBraces(pattern: String, path: String, expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
}

/// Forty groups of braces expanded in full are 2^40 patterns: past the limit, braces are literal.
@Test func braceExpansionStopsAtItsLimit() {
    let pattern = String(repeating: "{a,b}", count: 40)
    let glob = Glob(pattern)
    #expect(glob.matches(String(repeating: "ab", count: 5) + String(repeating: "{a,b}", count: 30)))
    #expect(!glob.matches(String(repeating: "a", count: 40)))
    // Many groups, each with one choice, need neither deep recursion nor copies of the whole prefix.
    #expect(!Glob(String(repeating: "{x}", count: 20_000) + "*.swift").matches("a.swift"))
}
