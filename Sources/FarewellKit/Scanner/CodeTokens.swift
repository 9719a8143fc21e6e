/// The code tokens of one file (comments dropped) with what the scanner asks of each: hash, keyword,
/// catalog entry, matching bracket and shape. Immutable once built, so lookups never copy.
final class CodeTokens {
    typealias Keyword = WordTable.Keyword

    /// Operator tokens the scanner tests for, as `shape` codes (punctuation uses its own byte).
    enum Op: UInt8 {
        case less = 1, greater, question, bang, equal, ampersand, arrow, doubleGreater
    }

    let source: [UInt8]
    let tokens: [Token]
    /// FNV-1a hash of each identifier; 0 for other tokens.
    let hashes: [UInt64]
    let keywords: [Keyword]
    /// `WordTable` entry of each identifier that spells a catalog symbol, else -1.
    let entries: [Int32]
    /// The matching bracket of `( [ {` and `) ] }`, else -1.
    let partner: [Int32]
    /// The punctuation byte, an `Op` code, or 0.
    let shape: [UInt8]
    let count: Int
    /// Lines of the source: line breaks, plus a last line without one.
    let lines: Int

    init(source: [UInt8], words: WordTable) {
        self.source = source
        var code: [Token] = []
        // Code tokens average five to six bytes; a fourth of the size rarely needs to grow.
        code.reserveCapacity(source.count / 4 + 16)
        var last: Token?
        // One cursor over the whole file (what `Lexer.tokenize` does): no lexer state copied per token.
        source.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(bytes: buffer, state: LexerState())
            while let token = cursor.next() {
                last = token
                if token.isCode { code.append(token) }
            }
        }
        let count = code.count
        var hashes = [UInt64](repeating: 0, count: count)
        var keywords = [Keyword](repeating: .none, count: count)
        var entries = [Int32](repeating: -1, count: count)
        var shape = [UInt8](repeating: 0, count: count)
        // The facts of every token, stored into arrays made at their final size.
        source.withUnsafeBufferPointer { buffer in
            for index in 0..<count {
                let facts = CodeTokens.describe(code[index], buffer, words)
                hashes[index] = facts.hash
                keywords[index] = facts.keyword
                entries[index] = facts.entry
                shape[index] = facts.shape
            }
        }
        tokens = code
        self.count = count
        self.hashes = hashes
        self.keywords = keywords
        self.entries = entries
        self.shape = shape
        partner = CodeTokens.pairBrackets(code, shape)
        lines = CodeTokens.lineCount(source, after: last)
    }

    /// What the scanner keeps about one code token.
    @inline(__always)
    private static func describe(
        _ token: Token, _ source: UnsafeBufferPointer<UInt8>, _ words: WordTable
    ) -> (hash: UInt64, keyword: Keyword, entry: Int32, shape: UInt8) {
        switch token.kind {
        case .identifier:
            let hash = WordTable.hash(source, token.start, token.end)
            let word = words.lookup(source, token.start, token.end, hash: hash)
            return (hash, word.keyword, Int32(word.entry), 0)
        case .punctuation:
            return (0, .none, -1, source[token.start])
        case .operator:
            return (0, .none, -1, operatorShape(source, token))
        default:
            return (0, .none, -1, 0)
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

    /// Links each `(`, `[`, `{` with its closer; a `}` also closes unclosed `(`/`[` of broken code.
    private static func pairBrackets(_ tokens: [Token], _ shape: [UInt8]) -> [Int32] {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for index in 0..<tokens.count {
            let byte = shape[index]
            let open: UInt8
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(index)
                continue
            case UInt8(ascii: ")"): open = UInt8(ascii: "(")
            case UInt8(ascii: "]"): open = UInt8(ascii: "[")
            case UInt8(ascii: "}"): open = UInt8(ascii: "{")
            default: continue
            }
            while open == UInt8(ascii: "{"), let last = stack.last, shape[last] != open { stack.removeLast() }
            if let last = stack.last, shape[last] == open {
                stack.removeLast()
                partner[last] = Int32(index)
                partner[index] = Int32(last)
            }
        }
        return partner
    }
}
