/// One use of an Rx construct in code: where it is, what it is, and what encloses it.
package struct Occurrence: Sendable, Codable, Hashable {
    /// 1-based line.
    package var line: Int
    /// 1-based column in UTF-8 bytes, as swiftc reports it.
    package var column: Int
    /// The identifier exactly as written in the source.
    package var symbol: String
    /// The catalog construct id (`BehaviorRelay`, `flatMapLatest`, `rx`, ...).
    package var construct: String
    package var category: Category
    /// The innermost enclosing declaration, such as `LoginViewModel.bind()`; nil at file scope.
    package var enclosing: String?

    package init(
        line: Int, column: Int, symbol: String, construct: String, category: Category, enclosing: String? = nil
    ) {
        self.line = line
        self.column = column
        self.symbol = symbol
        self.construct = construct
        self.category = category
        self.enclosing = enclosing
    }
}
