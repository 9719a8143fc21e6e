/// String literals (single-line, multi-line, raw, interpolated), `#` forms and comments.
extension LexerCursor {
    /// A string opening at `quote`, after `pounds` `#` (already consumed up to `quote`).
    mutating func lexString(pounds: Int, quote: Int) -> Token.Kind {
        if at(quote + 1, UInt8(ascii: "\"")), at(quote + 2, UInt8(ascii: "\"")),
            !(pounds > 0 && closesOnSameLine(from: quote + 3, pounds: pounds))
        {
            state.index = quote + 3
            return continueString(kind: .multiLine, pounds: pounds)
        }
        state.index = quote + 1
        return continueString(kind: .singleLine, pounds: pounds)
    }

    /// True when `#"""#`-like text is a single-line raw string: a closing `"#` follows on its line.
    private func closesOnSameLine(from start: Int, pounds: Int) -> Bool {
        if hasPounds(pounds, at: start) { return true }
        var position = start
        while position < count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
            position += 1
            if bytes[position - 1] == UInt8(ascii: "\""), hasPounds(pounds, at: position) { return true }
        }
        return false
    }

    mutating func lexSingleQuoteString() -> Token.Kind {
        state.index += 1
        return continueString(kind: .singleQuote, pounds: 0)
    }

    /// Lexes string content up to its closing delimiter, its line's end (single-line), or an
    /// interpolation's `\(`, which opens a frame: the code inside is lexed as tokens.
    mutating func continueString(kind: StringKind, pounds: Int) -> Token.Kind {
        state.previous = .operand
        while state.index < count {
            let byte = bytes[state.index]
            switch byte {
            case UInt8(ascii: "\\"):
                guard hasPounds(pounds, at: state.index + 1) else {
                    state.index += 1
                    continue
                }
                state.index += 1 + pounds
                guard state.index < count else { return .stringSegment }
                if bytes[state.index] == UInt8(ascii: "(") {
                    state.index += 1
                    state.frames.append(InterpolationFrame(pounds: pounds, kind: kind, depth: 0))
                    state.previous = .opener
                    return .stringSegment
                }
                if !consumeStringByte(kind: kind) { return .stringSegment }
            case UInt8(ascii: "\""):
                if kind == .singleLine, hasPounds(pounds, at: state.index + 1) {
                    return closeString(after: state.index + 1, pounds: pounds)
                }
                if kind == .multiLine, at(state.index + 1, UInt8(ascii: "\"")), at(state.index + 2, UInt8(ascii: "\"")),
                    hasPounds(pounds, at: state.index + 3)
                {
                    return closeString(after: state.index + 3, pounds: pounds)
                }
                state.index += 1
            case UInt8(ascii: "'"):
                state.index += 1
                if kind == .singleQuote { return .stringSegment }
            default:
                if !consumeStringByte(kind: kind) { return .stringSegment }
            }
        }
        return .stringSegment
    }

    /// Ends a string at its closing quotes; a raw string's closing takes every `#` that follows, as Swift's does.
    private mutating func closeString(after quotes: Int, pounds: Int) -> Token.Kind {
        state.index = quotes + pounds
        if pounds > 0 {
            while state.index < count, bytes[state.index] == UInt8(ascii: "#") { state.index += 1 }
        }
        return .stringSegment
    }

    /// Consumes one byte of string content; false at a line break that ends a single-line string.
    @inline(__always)
    private mutating func consumeStringByte(kind: StringKind) -> Bool {
        let byte = bytes[state.index]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            guard kind == .multiLine else { return false }
            consumeLineBreak()
        } else {
            state.index += 1
        }
        return true
    }

    @inline(__always)
    func hasPounds(_ pounds: Int, at position: Int) -> Bool {
        guard position + pounds <= count else { return false }
        var offset = 0
        while offset < pounds {
            if bytes[position + offset] != UInt8(ascii: "#") { return false }
            offset += 1
        }
        return true
    }

    // MARK: - Pound

    /// A shebang, a raw string `#"…"#`, an extended regex `#/…/#`, `#if`/`#selector`, or a `#`.
    mutating func lexPound() -> Token.Kind {
        let start = state.index
        if start == 0, at(1, UInt8(ascii: "!")) {
            _ = lexLineComment()
            return .comment
        }
        var after = start
        while after < count, bytes[after] == UInt8(ascii: "#") { after += 1 }
        let pounds = after - start
        if at(after, UInt8(ascii: "\"")) { return lexString(pounds: pounds, quote: after) }
        if at(after, UInt8(ascii: "/")) { return lexExtendedRegex(pounds: pounds) }
        if pounds == 1, after < count, let word = poundWordEnd(after) {
            state.index = word
            state.previous =
                isWord(after, "if") || isWord(after, "else") || isWord(after, "elseif") || isWord(after, "endif")
                ? .sequencer : .operand
            return .poundKeyword
        }
        // All but the last `#` of a run at once, so a long run costs linear time.
        state.index = max(after - 1, start + 1)
        state.previous = .other
        return .punctuation
    }

    /// The end of the name after `#`: a directive (`#if`, `#available`…) is its ASCII letters only, as in
    /// Swift's lexer; any other name (`#selector`) is a whole identifier.
    private func poundWordEnd(_ start: Int) -> Int? {
        guard isIdentifierStart(at: start) else { return nil }
        var letters = start
        while letters < count, (bytes[letters] | 0x20) &- UInt8(ascii: "a") < 26 { letters += 1 }
        var cursor = self
        cursor.state.index = letters
        for directive: StaticString in ["if", "else", "elseif", "endif", "available", "unavailable", "sourceLocation"]
        where cursor.isWord(start, directive) {
            return letters
        }
        cursor.state.index = start
        cursor.skipIdentifierContinuation()
        return cursor.state.index
    }

    @inline(__always)
    private func isWord(_ start: Int, _ word: StaticString) -> Bool {
        guard state.index - start == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    // MARK: - Comments

    mutating func lexLineComment() -> Token.Kind {
        let start = state.index
        let isDoc = at(start + 2, UInt8(ascii: "/")) && !at(start + 3, UInt8(ascii: "/"))
        var position = start
        while position < count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
            position += 1
        }
        state.index = position
        return isDoc ? .docComment : .comment
    }

    mutating func lexBlockComment() -> Token.Kind {
        let start = state.index
        let isDoc =
            at(start + 2, UInt8(ascii: "*")) && !at(start + 3, UInt8(ascii: "/")) && !at(start + 3, UInt8(ascii: "*"))
        state.index += 2
        var depth = 1
        while state.index < count {
            let byte = bytes[state.index]
            if byte == UInt8(ascii: "/"), at(state.index + 1, UInt8(ascii: "*")) {
                depth += 1
                state.index += 2
            } else if byte == UInt8(ascii: "*"), at(state.index + 1, UInt8(ascii: "/")) {
                state.index += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                consumeLineBreak()
            } else {
                state.index += 1
            }
        }
        return isDoc ? .docComment : .comment
    }
}
