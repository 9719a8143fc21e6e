/// One use of an Rx construct in code: where it is, what it is, and what encloses it.
///
/// The fields are constants: built by an initializer of its own, a struct with `var` fields was copied on its way
/// out of every call that made one (its strings retained, then the original released), once per occurrence of a
/// scan. `enclosed(by:)` makes one enclosed by another name.
package struct Occurrence: Sendable, Codable, Hashable {
    /// 1-based line.
    package let line: Int
    /// 1-based column in UTF-8 bytes, as swiftc reports it.
    package let column: Int
    /// The identifier exactly as written in the source.
    package let symbol: String
    /// The catalog construct id (`BehaviorRelay`, `flatMapLatest`, `rx`, ...).
    package let construct: String
    package let category: Category
    /// The innermost enclosing declaration, such as `LoginViewModel.bind()`; nil at file scope.
    package let enclosing: String?

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

    /// The same occurrence enclosed by `name` (nil: at file scope).
    package func enclosed(by name: String?) -> Occurrence {
        Occurrence(
            line: line, column: column, symbol: symbol, construct: construct, category: category, enclosing: name)
    }
}
