/// A declaration whose signature carries an Rx type (`func fetch() -> Single<User>`), and its callers.
package struct RxAPI: Sendable, Codable, Hashable {
    package enum Kind: String, Sendable, Codable, CaseIterable {
        case function, initializer, variable, constant, `subscript`, `typealias`, `protocol`, `case`

        /// A `var` or a `let`.
        package var isProperty: Bool { self == .variable || self == .constant }
    }

    /// The declared name (`fetch`, `items`); for a function, its base name without labels.
    package var name: String
    package var kind: Kind
    /// `open`, `public`, `package`, `internal`, `fileprivate` or `private`.
    package var access: String
    package var line: Int
    package var column: Int
    /// The enclosing type or extension, if any (`APIClient`).
    package var container: String?
    /// The Rx types its signature names, sorted (`Observable`, `Single`).
    package var rxTypes: [String]
    /// Call sites found in other files of the repository, sorted.
    package var callers: [SourceLocation]
    /// Modules of those callers, sorted, without duplicates.
    package var callerModules: [String]
    /// The protocol requirements this declaration implements, in its file or others (its type or extension names
    /// the protocol in its header), as their declarations' locations, sorted.
    package var implements: [SourceLocation]
    /// The members of superclasses in other files this declaration overrides (the same name, kind and labels in
    /// a type its type inherits), as their declarations' locations, sorted.
    package var overrides: [SourceLocation] = []

    package init(
        name: String, kind: Kind, access: String, line: Int, column: Int, container: String?, rxTypes: [String],
        callers: [SourceLocation] = [], callerModules: [String] = [], implements: [SourceLocation] = []
    ) {
        self.name = name
        self.kind = kind
        self.access = access
        self.line = line
        self.column = column
        self.container = container
        self.rxTypes = rxTypes
        self.callers = callers
        self.callerModules = callerModules
        self.implements = implements
    }

    /// `APIClient.fetch` or `fetch`.
    package var qualifiedName: String { container.map { "\($0).\(name)" } ?? name }

    /// A property holding subscriptions only (`var disposeBag = DisposeBag()`): a lifetime, not a stream, which
    /// callers elsewhere (a subclass's `.disposed(by: disposeBag)`) keep using as it is.
    package var isSubscriptionHolder: Bool {
        kind.isProperty && Catalog.holdsOnlyLifetimes(rxTypes)
    }
}
