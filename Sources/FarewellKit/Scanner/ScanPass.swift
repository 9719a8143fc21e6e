/// The working state of one `SourceScanner.scan`: code tokens, scopes, chains and what was found so far.
struct ScanPass {
    typealias Keyword = WordTable.Keyword

    /// A brace scope: a type, a function or computed property (named), or a block or closure (unnamed).
    struct Scope {
        var path: String?
        var isType: Bool
        var isNamed: Bool
        /// Default access of members (`public extension`, a protocol's access).
        var memberAccess: String?
        /// Inside an extension of an Rx type, where `self` is Rx.
        var rxSelf = false
    }

    /// A declaration whose header is being read: its enclosing name applies until `end`.
    struct Pending {
        var enclosing: String?
        var end: Int
        /// The scope to push when `end` is the body's `{`.
        var body: Scope?
    }

    /// An occurrence found at a token, or a candidate waiting for an Rx chain.
    struct Found {
        var token: Int
        var construct: Int
        var enclosing: String?
    }

    /// `let name: Type` / a parameter / `let name = expression`: Rx-typed when its type range holds an Rx type.
    struct TypedName {
        var hash: UInt64
        var typeStart: Int
        var typeEnd: Int
        var initializer: Int
    }

    /// A declaration that becomes an `RxAPI` when its signature names an Rx type.
    struct Declaration {
        var kind: RxAPI.Kind
        var name: Int
        var access: String
        var container: String?
        var signatureStart: Int
        var signatureEnd: Int
        var initializer: Int
    }

    let scanner: SourceScanner
    let source: [UInt8]
    var tokens: [Token] = []
    var hashes: [UInt64] = []
    var keywords: [Keyword] = []
    var entries: [Int32] = []
    var partner: [Int32] = []
    var chain: [Int32] = []
    var chainAnchored: [Bool] = []
    var scopes: [Scope] = []
    var pending: Pending?
    var typeHeaderEnd = -1
    var fileImports: Set<String> = []
    var reexports: Set<String> = []
    var found: [Found] = []
    var candidates: [Found] = []
    var typedNames: [TypedName] = []
    var declarations: [Declaration] = []
    var types: [String] = []
    var references: [Reference] = []

    init(scanner: SourceScanner, source: [UInt8]) {
        self.scanner = scanner
        self.source = source
    }

    var count: Int { tokens.count }

    /// Lexes, classifies every code token, then walks them once.
    mutating func run() {
        let all = Lexer.tokenize(source)
        tokens.reserveCapacity(all.count)
        for token in all where token.isCode { tokens.append(token) }
        classify()
        pairBrackets()
        readImports()
        chain = [Int32](repeating: -1, count: count)
        var index = 0
        while index < count {
            visit(index)
            index += 1
        }
    }

    /// Hashes identifiers and looks up their keyword and catalog entry.
    private mutating func classify() {
        hashes = [UInt64](repeating: 0, count: count)
        keywords = [Keyword](repeating: .none, count: count)
        entries = [Int32](repeating: -1, count: count)
        for index in 0..<count where tokens[index].kind == .identifier {
            let token = tokens[index]
            let hash = WordTable.hash(source, token.start, token.end)
            hashes[index] = hash
            let word = scanner.words.lookup(source, token.start, token.end, hash: hash)
            keywords[index] = word.keyword
            entries[index] = Int32(word.entry)
        }
    }

    /// Links each `(`, `[`, `{` with its closer; unbalanced ones stay -1.
    private mutating func pairBrackets() {
        partner = [Int32](repeating: -1, count: count)
        var stack: [Int] = []
        for index in 0..<count where tokens[index].kind == .punctuation {
            let byte = source[tokens[index].start]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let open: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // Drop unclosed openers of another kind (broken code) until the matching one.
                while let last = stack.last, source[tokens[last].start] != open, open == UInt8(ascii: "{") {
                    stack.removeLast()
                }
                if let last = stack.last, source[tokens[last].start] == open {
                    stack.removeLast()
                    partner[last] = Int32(index)
                    partner[index] = Int32(last)
                }
            default:
                break
            }
        }
    }

    /// Handles one code token: scopes, declarations, chains, occurrences and references.
    private mutating func visit(_ index: Int) {
        if let current = pending, index >= current.end {
            pending = nil
            if let body = current.body, index == current.end, isPunct(index, "{") {
                scopes.append(body)
                return
            }
        }
        let token = tokens[index]
        switch token.kind {
        case .punctuation:
            if isPunct(index, "{") {
                scopes.append(Scope(path: scopes.last?.path, isType: false, isNamed: false, rxSelf: rxSelf))
            } else if isPunct(index, "}"), !scopes.isEmpty {
                scopes.removeLast()
            }
        case .identifier:
            assignChain(index)
            if keywords[index] != .none { declare(index) }
            if entries[index] >= 0 { match(index) }
            reference(index)
        case .backtickIdentifier, .dollarIdentifier:
            assignChain(index)
        default:
            break
        }
    }

    /// Whether `self` is an Rx value here.
    var rxSelf: Bool { scopes.last?.rxSelf ?? false }

    /// The enclosing name for a token at the current point of the walk.
    var enclosing: String? {
        if let pending { return pending.enclosing }
        return scopes.last?.path
    }
}
