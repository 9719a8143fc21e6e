/// The enclosing names of one file's declarations, built only when an occurrence or an API asks.
///
/// Every named declaration (type, function, computed property) adds a node: its parent and how to spell
/// it. Most declarations enclose no Rx at all, so their `Outer.request(_:)` text, labels included, is
/// never made; the texts that are made are kept, so a function with many occurrences spells it once.
final class EnclosingNames {
    /// A node number; `none` at file scope.
    typealias Ref = Int32
    static let none: Ref = -1

    /// How a node is spelled.
    enum Spelling {
        /// Written out already (type names, which the scan keeps anyway; `deinit`).
        case text(String)
        /// The identifier at this token (a computed property).
        case token(Int)
        /// A function, initializer or subscript: the name token and its parameter list's `(` (or -1).
        case function(name: Int, open: Int, subscriptLabels: Bool)
    }

    private let code: CodeTokens
    private var parents: [Ref] = []
    private var spellings: [Spelling] = []
    private var texts: [String?] = []

    init(code: CodeTokens) { self.code = code }

    /// A node for `spelling` inside `parent`.
    func child(of parent: Ref, _ spelling: Spelling) -> Ref {
        parents.append(parent)
        spellings.append(spelling)
        texts.append(nil)
        return Ref(parents.count - 1)
    }

    /// `Outer.inner(_:)`, or nil at file scope.
    func text(_ ref: Ref) -> String? {
        guard ref >= 0 else { return nil }
        let index = Int(ref)
        if let text = texts[index] { return text }
        let own = spell(spellings[index])
        let text = text(parents[index]).map { $0 + "." + own } ?? own
        texts[index] = text
        return text
    }

    private func spell(_ spelling: Spelling) -> String {
        switch spelling {
        case .text(let text):
            return text
        case .token(let index):
            return code.tokens[index].text(in: code.source)
        case .function(let name, let open, let subscriptLabels):
            let labels = open >= 0 ? code.selectorLabels(open, subscriptLabels: subscriptLabels) : ""
            return code.tokens[name].text(in: code.source) + "(" + labels + ")"
        }
    }
}
