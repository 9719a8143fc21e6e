/// Operators and the regex literals that may start inside them, following Swift's rules.
extension LexerCursor {
    /// An operator run (`+`, `..<`, `?.` is `?` then `.`), a lone `.`, or a regex literal starting at its `/`.
    mutating func lexOperator(preferRegex: Bool) -> Token.Kind {
        let start = state.index
        if bytes[start] == UInt8(ascii: "<"), at(start + 1, UInt8(ascii: "#")), let end = placeholderEnd(start) {
            state.index = end
            state.previous = .operand
            return .identifier
        }
        let dotStart = bytes[start] == UInt8(ascii: ".")
        var end = start + operatorCharacterLength(at: start, dotStart: true)
        while end < count {
            let length = operatorCharacterLength(at: end, dotStart: dotStart)
            if length == 0 { break }
            if bytes[end] == UInt8(ascii: "<"), at(end + 1, UInt8(ascii: "#")), placeholderEnd(end) != nil { break }
            end += length
        }
        if let regex = regexInOperator(start: start, end: end, preferRegex: preferRegex) {
            if regex == start { return lexPendingRegex() }
            end = regex
        } else if end - start > 2 {
            // `//` or `/*` inside the run starts a comment.
            var position = start + 1
            while position + 1 < end {
                if bytes[position] == UInt8(ascii: "/"),
                    bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
                {
                    end = position
                    break
                }
                position += 1
            }
        }
        state.index = end
        return classifyOperator(start: start, end: end)
    }

    /// The end of the editor placeholder `<#name#>` at `start`, which Swift lexes as an identifier.
    private mutating func placeholderEnd(_ start: Int) -> Int? {
        guard start >= state.placeholderBarrier else { return nil }
        var position = start + 2
        while position < count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "<"), at(position, UInt8(ascii: "#")) {
                position -= 1
                break
            }
            if byte == UInt8(ascii: "#"), at(position, UInt8(ascii: ">")) { return position + 1 }
        }
        // Later placeholders starting before here would stop at the same place.
        state.placeholderBarrier = position
        return nil
    }

    /// The byte length of the operator character at `position`, or 0 when there is none.
    @inline(__always)
    private func operatorCharacterLength(at position: Int, dotStart: Bool) -> Int {
        LexerCursor.operatorCharacterLength(bytes, at: position, dotStart: dotStart)
    }

    /// Static, so the loop over an operator run reads the buffer without copying the cursor.
    private static func operatorCharacterLength(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, dotStart: Bool)
        -> Int
    {
        let byte = bytes[position]
        if byte < 0x80 {
            return ByteClass.isOperator(byte) || (dotStart && byte == UInt8(ascii: ".")) ? 1 : 0
        }
        let (scalar, length) = LexerCursor.decodeScalar(bytes, at: position)
        guard let scalar, ByteClass.isOperatorContinueScalar(scalar) else { return 0 }
        return length
    }

    /// Records what the operator `start..<end` means for what follows: prefix, postfix or binary.
    private mutating func classifyOperator(start: Int, end: Int) -> Token.Kind {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)
        let first = bytes[start]
        if end - start == 1 {
            switch first {
            case UInt8(ascii: "."):
                state.previous = .period
                return .punctuation
            case UInt8(ascii: "="):
                state.previous = .sequencer
                return .operator
            case UInt8(ascii: "?"):
                state.previous = leftBound ? .operand : .sequencer
                return .operator
            default: break
            }
        } else if end - start == 2, first == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
            state.previous = .other
            return .operator
        }
        // An operator holding `*/` is an error token for Swift, after which a regex may start.
        state.previous = leftBound && !rightBound && !containsCommentEnd(start, end) ? .operand : .sequencer
        return .operator
    }

    @inline(__always)
    private func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var position = start
        while position + 1 < end {
            if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") { return true }
            position += 1
        }
        return false
    }

    /// True when the byte before `position` binds the token on its left (no space, bracket or separator).
    @inline(__always)
    func isLeftBound(_ position: Int) -> Bool {
        guard position > 0 else { return false }
        switch bytes[position - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "("),
            UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(position >= 2 && bytes[position - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(position >= 2 && bytes[position - 2] == 0xC2)
        default:
            return true
        }
    }

    /// True when the byte at `position` binds the token on its right.
    @inline(__always)
    func isRightBound(_ position: Int, leftBound: Bool) -> Bool {
        guard position < count else { return false }
        switch bytes[position] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: ")"),
            UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !(at(position + 1, UInt8(ascii: "/")) || at(position + 1, UInt8(ascii: "*")))
        case 0xC2:
            return !at(position + 1, 0xA0)
        default:
            return true
        }
    }
}
