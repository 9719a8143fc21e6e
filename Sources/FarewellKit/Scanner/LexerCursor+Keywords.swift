/// The keywords Swift's lexer classifies, reduced to what they mean for regex detection.
extension LexerCursor {
    /// Resolves a previous word into what it means for a following `/`, `?` or `!`.
    @inline(__always)
    mutating func classifyPreviousWord() {
        if state.previous == .word { state.previous = LexerCursor.keywordClass(bytes, state.wordStart, state.wordEnd) }
    }

    /// `operand` for plain identifiers and the expression keywords (`self`, `nil`, `true`…), `sequencer`
    /// for other keywords, `declaration` for `func`/`operator`, `tryKeyword` for `try`. Static (as are its
    /// helpers), so a mutating caller does not copy the cursor to call it.
    static func keywordClass(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> PreviousToken {
        func word(_ start: Int, _ length: Int, _ keyword: StaticString) -> Bool {
            LexerCursor.word(bytes, start, length, keyword)
        }
        let length = end - start
        guard length >= 2, length <= 15 else { return .operand }
        switch bytes[start] {
        case UInt8(ascii: "a"): return keyword(word(start, length, "as") || word(start, length, "associatedtype"))
        case UInt8(ascii: "b"): return keyword(word(start, length, "break"))
        case UInt8(ascii: "c"):
            return keyword(
                word(start, length, "case") || word(start, length, "catch") || word(start, length, "class")
                    || word(start, length, "continue"))
        case UInt8(ascii: "d"):
            return keyword(
                word(start, length, "default") || word(start, length, "defer") || word(start, length, "deinit")
                    || word(start, length, "do"))
        case UInt8(ascii: "e"):
            return keyword(
                word(start, length, "else") || word(start, length, "enum") || word(start, length, "extension"))
        case UInt8(ascii: "f"):
            if word(start, length, "func") { return .declaration }
            if word(start, length, "false") { return .operand }
            return keyword(
                word(start, length, "fallthrough") || word(start, length, "fileprivate") || word(start, length, "for"))
        case UInt8(ascii: "g"): return keyword(word(start, length, "guard"))
        case UInt8(ascii: "i"):
            return keyword(
                word(start, length, "if") || word(start, length, "import") || word(start, length, "in")
                    || word(start, length, "init") || word(start, length, "inout") || word(start, length, "internal")
                    || word(start, length, "is"))
        case UInt8(ascii: "l"): return keyword(word(start, length, "let"))
        case UInt8(ascii: "o"): return word(start, length, "operator") ? .declaration : .operand
        case UInt8(ascii: "p"):
            return keyword(
                word(start, length, "precedencegroup") || word(start, length, "private")
                    || word(start, length, "protocol") || word(start, length, "public"))
        case UInt8(ascii: "r"):
            return keyword(
                word(start, length, "repeat") || word(start, length, "rethrows") || word(start, length, "return"))
        case UInt8(ascii: "s"):
            if word(start, length, "self") || word(start, length, "super") { return .operand }
            return keyword(
                word(start, length, "static") || word(start, length, "struct") || word(start, length, "subscript")
                    || word(start, length, "switch"))
        case UInt8(ascii: "t"):
            if word(start, length, "try") { return .tryKeyword }
            if word(start, length, "true") { return .operand }
            return keyword(
                word(start, length, "throw") || word(start, length, "throws") || word(start, length, "typealias"))
        case UInt8(ascii: "v"): return keyword(word(start, length, "var"))
        case UInt8(ascii: "w"): return keyword(word(start, length, "where") || word(start, length, "while"))
        default: return .operand
        }
    }

    @inline(__always)
    private static func keyword(_ matches: Bool) -> PreviousToken { matches ? .sequencer : .operand }

    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, _ keyword: StaticString)
        -> Bool
    {
        guard keyword.utf8CodeUnitCount == length else { return false }
        let pointer = keyword.utf8Start
        var offset = 0
        while offset < length {
            if bytes[start + offset] != pointer[offset] { return false }
            offset += 1
        }
        return true
    }
}
