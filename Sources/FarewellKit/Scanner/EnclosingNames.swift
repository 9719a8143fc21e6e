/// The enclosing names of one file's declarations, built only when an occurrence or an API asks.
///
/// Every named declaration (type, function, computed property, a type's stored property) adds a node: its
/// parent and how to spell it. Most declarations enclose no Rx at all, so their `Outer.request(_:)` text,
/// labels included, is never made; the texts that are made are kept, so a function with many occurrences
/// spells it once.
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
        /// The identifier at this token, naming a stored property of a type: its type and initializer
        /// (`lazy var items = { … }()`) are its own, as a computed property's body is.
        case storedProperty(Int)
        /// A function, initializer or subscript: the name token and its parameter list's `(` (or -1).
        case function(name: Int, open: Int, subscriptLabels: Bool)
    }

    /// A named declaration: its parent, how to spell it, and its text once made.
    private struct Node {
        var parent: Ref
        var spelling: Spelling
        var text: String?
    }

    private let code: CodeTokens
    /// The nodes in one array. A class's stored `var` is checked for exclusive access at run time on every use
    /// unless marked unchecked: these three are one file's, read and written by the one thread that scans it,
    /// and no method hands out an `inout` to them, so no two accesses overlap.
    @exclusivity(unchecked) private var nodes: [Node] = []
    /// The nodes of stored properties (`Spelling.storedProperty`), in order.
    @exclusivity(unchecked) private var storedProperties: [Ref] = []
    /// The bytes of the last text spelled, kept for the next one's (`text(_:)`).
    @exclusivity(unchecked) private var buffer: [UInt8] = []

    init(code: CodeTokens) {
        self.code = code
        // About one named declaration in sixteen code tokens: room for them saves the array's regrowths.
        nodes.reserveCapacity(code.count / 16 + 4)
    }

    /// A node for `spelling` inside `parent`.
    func child(of parent: Ref, _ spelling: Spelling) -> Ref {
        nodes.append(Node(parent: parent, spelling: spelling, text: nil))
        return Ref(nodes.count - 1)
    }

    /// A node for the stored property named at token `name` inside `parent`.
    func storedProperty(_ name: Int, in parent: Ref) -> Ref {
        let ref = child(of: parent, .storedProperty(name))
        storedProperties.append(ref)
        return ref
    }

    /// `Outer.inner(_:)`, or nil at file scope.
    func text(_ ref: Ref) -> String? {
        guard ref >= 0 else { return nil }
        let index = Int(ref)
        if let text = nodes[index].text { return text }
        let outer = text(nodes[index].parent)
        // Spelled as bytes and decoded once, where joining strings piece by piece allocated for most pieces.
        // Every piece taken from the source is followed by an ASCII separator, so decoding the whole gives
        // the text that decoding each piece would. One buffer serves every text: only the string is allocated.
        var bytes: [UInt8] = []
        swap(&bytes, &buffer)
        bytes.removeAll(keepingCapacity: true)
        bytes.reserveCapacity(64)
        if let outer {
            bytes.append(contentsOf: outer.utf8)
            bytes.append(UInt8(ascii: "."))
        }
        spell(nodes[index].spelling, into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        swap(&bytes, &buffer)
        nodes[index].text = text
        return text
    }

    /// The texts made so far of the stored properties' nodes, in source order: those enclosing an occurrence
    /// (`FileScan.storedProperties`), without spelling the others.
    func spelledStoredProperties() -> [String] {
        storedProperties.compactMap { nodes[Int($0)].text }
    }

    private func spell(_ spelling: Spelling, into bytes: inout [UInt8]) {
        switch spelling {
        case .text(let text):
            bytes.append(contentsOf: text.utf8)
        case .token(let index), .storedProperty(let index):
            code.appendText(of: index, to: &bytes)
        case .function(let name, let open, let subscriptLabels):
            code.appendText(of: name, to: &bytes)
            bytes.append(UInt8(ascii: "("))
            if open >= 0 { code.appendSelectorLabels(open, subscriptLabels: subscriptLabels, to: &bytes) }
            bytes.append(UInt8(ascii: ")"))
        }
    }
}
