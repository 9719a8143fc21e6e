/// The code tokens of one file (comments dropped) with what the scanner asks of each: hash, keyword,
/// catalog entry, matching bracket and shape. Immutable once built (but for the chain ids the scan pass
/// writes), so lookups never copy.
final class CodeTokens {
    typealias Keyword = WordTable.Keyword

    /// Operator tokens the scanner tests for, as `shape` codes (punctuation uses its own byte).
    enum Op: UInt8 {
        case less = 1, greater, question, bang, equal, ampersand, arrow, doubleGreater
    }

    let source: [UInt8]
    let count: Int
    /// The columns, which this object frees. The views below are read by index only, with bounds checked
    /// in debug builds.
    private let storage: Columns
    var tokens: UnsafeBufferPointer<Token> { UnsafeBufferPointer(start: storage.tokens, count: count) }
    /// FNV-1a hash of each identifier; 0 for other tokens.
    var hashes: UnsafeBufferPointer<UInt64> { UnsafeBufferPointer(start: storage.hashes, count: count) }
    var keywords: UnsafeBufferPointer<Keyword> { UnsafeBufferPointer(start: storage.keywords, count: count) }
    /// `WordTable` entry of each identifier that spells a catalog symbol, else -1.
    var entries: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: storage.entries, count: count) }
    /// The matching bracket of `( [ {` and `) ] }`, else -1.
    var partner: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: storage.partners, count: count) }
    /// The punctuation byte, an `Op` code, or 0.
    var shape: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.shapes, count: count) }
    /// The one column that is written after lexing: the postfix chain id `ScanPass` gives each word,
    /// -1 until then.
    var chain: UnsafeMutableBufferPointer<Int32> { UnsafeMutableBufferPointer(start: storage.chains, count: count) }
    /// Lines of the source: line breaks, plus a last line without one.
    let lines: Int

    init(source: [UInt8], words: WordTable) {
        self.source = source
        // Code tokens average five to six bytes; a fourth of the size rarely needs to grow.
        var columns = Columns(capacity: source.count / 4 + 16)
        var last: Token?
        var selfBindings: [(name: Int32, brace: Int32)] = []
        // Read once: a static's every read checks that it is initialized.
        let selfHash = ScanPass.selfHash
        // One pass: each code token is stored with its facts, and brackets are paired as they close.
        source.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(bytes: buffer, state: LexerState())
            var open: [Int32] = []
            while let token = cursor.next() {
                last = token
                switch token.kind {
                case .comment, .docComment:
                    continue
                case .identifier:
                    // A word's hash comes from the lexer; an editor placeholder's is taken here.
                    let lexed = cursor.state.wordStart == token.start && cursor.state.wordEnd == token.end
                    let hash = lexed ? cursor.state.wordHash : WordTable.hash(buffer, token.start, token.end)
                    let word = words.lookup(buffer, token.start, token.end, hash: hash)
                    if hash == selfHash, let binding = CodeTokens.selfBinding(columns, open: open) {
                        selfBindings.append(binding)
                    }
                    columns.append(token, hash: hash, keyword: word.keyword, entry: Int32(word.entry), shape: 0)
                case .punctuation:
                    let byte = buffer[token.start]
                    let index = Int32(truncatingIfNeeded: columns.count)
                    columns.append(token, hash: 0, keyword: .none, entry: -1, shape: byte)
                    CodeTokens.pair(byte, at: index, open: &open, columns: &columns)
                case .operator:
                    columns.append(
                        token, hash: 0, keyword: .none, entry: -1, shape: CodeTokens.operatorShape(buffer, token))
                case .backtickIdentifier
                where token.end - token.start >= 3 && buffer[token.end - 1] == UInt8(ascii: "`"):
                    // `` `default` `` names `default`: hashed as the word inside, no keyword and no catalog symbol.
                    let hash = WordTable.hash(buffer, token.start + 1, token.end - 1)
                    columns.append(token, hash: hash, keyword: .none, entry: -1, shape: 0)
                case .attribute:
                    // Only a library's attribute (`@Pulse`) gets an entry; `@Observable` stays no `Observable`.
                    let entry = words.attributeEntry(buffer, token.start + 1, token.end)
                    columns.append(token, hash: 0, keyword: .none, entry: Int32(entry), shape: 0)
                default:
                    columns.append(token, hash: 0, keyword: .none, entry: -1, shape: 0)
                }
            }
        }
        if !selfBindings.isEmpty { CodeTokens.renameSelfBindings(selfBindings, columns: &columns) }
        count = columns.count
        storage = columns
        lines = CodeTokens.lineCount(source, after: last)
    }

    deinit { storage.deallocate() }

    /// The tokens of the names that stand for Rx types (`standIn`), in order, with the name hash of the type.
    /// Written once, by `standIn` before the scan pass starts, by the one thread that scans the file: not checked
    /// for exclusive access at run time on each of the pass's reads (`EnclosingNames.nodes`).
    @exclusivity(unchecked) private(set) var standIns: [(token: Int32, type: UInt64)] = []

    /// Gives the names in `aliases` (name hash, the Rx type's name hash and `WordTable` entry, sorted by name)
    /// that spell no catalog symbol the entry of the Rx type they stand for, as if it were written there
    /// (`standIns`). One of the two writes to `entries` (with `shadow`), before the scan pass reads them.
    func standIn(_ aliases: [(name: UInt64, type: UInt64, entry: Int32)]) {
        for index in 0..<count where storage.entries[index] < 0 && storage.hashes[index] != 0 {
            let at = aliases.lowerBound(of: storage.hashes[index]) { $0.name }
            guard at < aliases.count, aliases[at].name == storage.hashes[index] else { continue }
            storage.entries[index] = aliases[at].entry
            standIns.append((Int32(index), aliases[at].type))
        }
    }

    /// Takes the catalog entry from the names the project's own types shadow (`ownTypeTokens`), so that no rule reads
    /// them as the catalog's types: `Event<Int>` in a module declaring `enum Event<T>`. `isShadowable` tells the
    /// `WordTable` entries a type can shadow. Written before the scan pass reads the entries.
    func shadow(_ ownTypes: OwnTypeNames, isShadowable: (Int) -> Bool) {
        for index in ownTypeTokens(ownTypes, isShadowable: isShadowable) { storage.entries[index] = -1 }
    }

    /// Takes the catalog entry from the names in `own` (name hashes) whose every rule leaves them to the repository
    /// where it declares them (`WordTable.Entry.isShadowedByRepository`: its own `rx_hidden`), so that no rule reads
    /// them. Written before the scan pass reads the entries.
    func unspell(_ own: Set<UInt64>, words: WordTable) {
        for index in 0..<count where storage.entries[index] >= 0 && own.contains(storage.hashes[index]) {
            if words.entries[Int(storage.entries[index])].isShadowedByRepository { storage.entries[index] = -1 }
        }
    }

    /// The name hash at `index`, or that of the Rx type an alias written there stands for (`standIns`).
    func typeHash(_ index: Int) -> UInt64 {
        guard !standIns.isEmpty else { return hashes[index] }
        let at = standIns.lowerBound(of: Int32(index)) { $0.token }
        return at < standIns.count && standIns[at].token == index ? standIns[at].type : hashes[index]
    }

    /// Whether an alias standing for an Rx type is written at `index` (`standIns`).
    func standsIn(_ index: Int) -> Bool {
        guard !standIns.isEmpty else { return false }
        let at = standIns.lowerBound(of: Int32(index)) { $0.token }
        return at < standIns.count && standIns[at].token == index
    }

    /// The name token a `self` about to be appended binds (`guard let uSelf = self`, `[weak this = self]`) and the
    /// innermost open `{` around it (-1 at the top level), or nil when `self` is bound to nothing.
    @inline(__always)
    private static func selfBinding(_ columns: Columns, open: [Int32]) -> (name: Int32, brace: Int32)? {
        let count = columns.count
        guard count >= 3, columns.shapes[count - 1] == Op.equal.rawValue, columns.hashes[count - 2] != 0,
            columns.keywords[count - 2] == .none, columns.hashes[count - 2] != ScanPass.selfHash
        else { return nil }
        switch columns.keywords[count - 3] {
        case .let, .var, .weak, .unowned: break
        default: return nil
        }
        let brace = open.last { columns.shapes[Int($0)] == UInt8(ascii: "{") } ?? -1
        return (Int32(count - 2), brace)
    }

    /// Gives the names bound to `self` the hash of `strongSelf` from their binding to the end of the braces around it,
    /// so that every rule reading `self`'s names (`selfNames`) reads them too. A binding to a member of `self` (`let
    /// store = self.store`, `self?.store`, `self(…)`) or to an expression (`self ?? other`) is none.
    private static func renameSelfBindings(_ bindings: [(name: Int32, brace: Int32)], columns: inout Columns) {
        let count = columns.count
        for binding in bindings {
            let next = Int(binding.name) + 3
            if next < count {
                let shape = columns.shapes[next]
                if shape == UInt8(ascii: ".") || shape == UInt8(ascii: "(") || shape == UInt8(ascii: "[")
                    || columns.tokens[next].kind == .operator
                {
                    continue
                }
            }
            let name = columns.hashes[Int(binding.name)]
            let end =
                binding.brace >= 0 && columns.partners[Int(binding.brace)] >= 0
                ? Int(columns.partners[Int(binding.brace)]) : count
            for index in Int(binding.name)..<end where columns.hashes[index] == name {
                columns.hashes[index] = CodeTokens.strongSelfHash
            }
        }
    }

    static let strongSelfHash: UInt64 = 0x3a54_7097_ec2f_9bfc  // WordTable.hash("strongSelf")

    /// Links the bracket `byte` at `index` with its partner: `(`, `[`, `{` wait for their closer; a `}`
    /// also closes unclosed `(`/`[` of broken code.
    @inline(__always)
    private static func pair(_ byte: UInt8, at index: Int32, open: inout [Int32], columns: inout Columns) {
        let opener: UInt8
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            open.append(index)
            return
        case UInt8(ascii: ")"): opener = UInt8(ascii: "(")
        case UInt8(ascii: "]"): opener = UInt8(ascii: "[")
        case UInt8(ascii: "}"): opener = UInt8(ascii: "{")
        default: return
        }
        while opener == UInt8(ascii: "{"), let last = open.last, columns.shapes[Int(last)] != opener {
            open.removeLast()
        }
        if let last = open.last, columns.shapes[Int(last)] == opener {
            open.removeLast()
            columns.partners[Int(last)] = index
            columns.partners[Int(index)] = last
        }
    }

    /// The token columns: raw storage grown by doubling while the file is lexed, with no per-token
    /// uniqueness or capacity checks of seven arrays, and no copy at the end.
    private struct Columns {
        var tokens: UnsafeMutablePointer<Token>
        var hashes: UnsafeMutablePointer<UInt64>
        var keywords: UnsafeMutablePointer<Keyword>
        var entries: UnsafeMutablePointer<Int32>
        var shapes: UnsafeMutablePointer<UInt8>
        var partners: UnsafeMutablePointer<Int32>
        var chains: UnsafeMutablePointer<Int32>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            tokens = .allocate(capacity: capacity)
            hashes = .allocate(capacity: capacity)
            keywords = .allocate(capacity: capacity)
            entries = .allocate(capacity: capacity)
            shapes = .allocate(capacity: capacity)
            partners = .allocate(capacity: capacity)
            chains = .allocate(capacity: capacity)
        }

        @inline(__always)
        mutating func append(_ token: Token, hash: UInt64, keyword: Keyword, entry: Int32, shape: UInt8) {
            if count == capacity { grow() }
            (tokens + count).initialize(to: token)
            hashes[count] = hash
            (keywords + count).initialize(to: keyword)
            entries[count] = entry
            shapes[count] = shape
            partners[count] = -1
            chains[count] = -1
            count += 1
        }

        private mutating func grow() {
            let capacity = self.capacity * 2
            tokens = Columns.moved(tokens, count, capacity)
            hashes = Columns.moved(hashes, count, capacity)
            keywords = Columns.moved(keywords, count, capacity)
            entries = Columns.moved(entries, count, capacity)
            shapes = Columns.moved(shapes, count, capacity)
            partners = Columns.moved(partners, count, capacity)
            chains = Columns.moved(chains, count, capacity)
            self.capacity = capacity
        }

        private static func moved<T>(_ old: UnsafeMutablePointer<T>, _ count: Int, _ capacity: Int)
            -> UnsafeMutablePointer<T>
        {
            let new = UnsafeMutablePointer<T>.allocate(capacity: capacity)
            new.moveInitialize(from: old, count: count)
            old.deallocate()
            return new
        }

        func deallocate() {
            tokens.deallocate()
            hashes.deallocate()
            keywords.deallocate()
            entries.deallocate()
            shapes.deallocate()
            partners.deallocate()
            chains.deallocate()
        }
    }

    /// Lines up to the last token (its line) plus the line breaks from its start to the end of the file.
    static func lineCount(_ source: [UInt8], after last: Token?) -> Int {
        guard let last else { return SourceScanner.lineCount(source) }
        var lines = last.line - 1
        var index = last.start
        while index < source.count {
            let byte = source[index]
            if byte == 10 {
                lines += 1
            } else if byte == 13 {
                lines += 1
                if index + 1 < source.count, source[index + 1] == 10 { index += 1 }
            }
            index += 1
        }
        if let final = source.last, final != 10, final != 13 { lines += 1 }
        return lines
    }

    @inline(__always)
    private static func operatorShape(_ source: UnsafeBufferPointer<UInt8>, _ token: Token) -> UInt8 {
        let first = source[token.start]
        switch token.end - token.start {
        case 1:
            switch first {
            case UInt8(ascii: "<"): return Op.less.rawValue
            case UInt8(ascii: ">"): return Op.greater.rawValue
            case UInt8(ascii: "?"): return Op.question.rawValue
            case UInt8(ascii: "!"): return Op.bang.rawValue
            case UInt8(ascii: "="): return Op.equal.rawValue
            case UInt8(ascii: "&"): return Op.ampersand.rawValue
            default: return 0
            }
        case 2:
            let second = source[token.start + 1]
            if first == UInt8(ascii: "-"), second == UInt8(ascii: ">") { return Op.arrow.rawValue }
            if first == UInt8(ascii: ">"), second == UInt8(ascii: ">") { return Op.doubleGreater.rawValue }
            return 0
        default:
            return 0
        }
    }
}
