/// What kind of Rx construct an occurrence is; the catalog gives one to every construct.
package enum Category: String, Sendable, Codable, CaseIterable, Comparable {
    case streamType = "stream-type"
    case subject
    case lifetime
    case subscription
    case `operator`
    case uiBinding = "ui-binding"
    case scheduler
    case testSupport = "test-support"
    case ecosystem
    case projectSymbol = "project-symbol"
    case rxAPI = "rx-api"

    package static func < (lhs: Category, rhs: Category) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
