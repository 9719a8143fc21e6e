/// Identifiers, keywords, numbers, `$0`, `@attribute`, backticked names.
extension LexerCursor {
    /// A word; its hash is taken on the way, as the scanner looks every word up by hash.
    mutating func lexIdentifier() -> Token.Kind {
        state.wordStart = state.index
        state.wordHash = skipIdentifierContinuation()
        state.wordEnd = state.index
        state.previous = .word
        return .identifier
    }

    /// Advances over identifier characters, ASCII fast, other scalars checked; returns the FNV-1a hash of
    /// the bytes passed over (which only words need).
    @inline(__always)
    @discardableResult
    mutating func skipIdentifierContinuation() -> UInt64 {
        var position = state.index
        var hash = FNV1a.basis
        while position < count {
            let byte = bytes[position]
            if ByteClass.isASCIIIdentifierContinue(byte) {
                hash = FNV1a.step(hash, byte)
                position += 1
            } else if byte >= 0x80 {
                let (scalar, length) = decodeScalar(at: position)
                guard let scalar, ByteClass.isIdentifierScalar(scalar) else { break }
                for offset in 0..<length { hash = FNV1a.step(hash, bytes[position + offset]) }
                position += length
            } else {
                break
            }
        }
        state.index = position
        return hash
    }

    /// True when an identifier starts at `position` (a letter, `_`, or a non-ASCII identifier scalar).
    @inline(__always)
    func isIdentifierStart(at position: Int) -> Bool {
        guard position < count else { return false }
        let byte = bytes[position]
        if byte < 0x80 { return ByteClass.isIdentifierStart(byte) }
        let (scalar, _) = decodeScalar(at: position)
        return scalar.map(ByteClass.isIdentifierStartScalar) ?? false
    }

    /// `$0`, `$value`, `@Observable`: the sign and the word as one token.
    mutating func lexPrefixedWord(kind: Token.Kind) -> Token.Kind {
        let start = state.index
        state.index += 1
        if kind == .dollarIdentifier || isIdentifierStart(at: state.index) { skipIdentifierContinuation() }
        if state.index == start + 1, kind == .attribute {
            state.previous = .other
            return .punctuation
        }
        state.previous = .operand
        return kind
    }

    /// `` `name` `` (any characters up to a backtick on the same line) or a lone backtick.
    mutating func lexBacktick() -> Token.Kind {
        var position = state.index + 1
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "`") {
                state.index = position + 1
                state.previous = .operand
                return .backtickIdentifier
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            position += 1
        }
        state.index += 1
        state.previous = .other
        return .punctuation
    }

    // MARK: - Numbers

    /// Integer and floating-point literals as Swift lexes them (`0x1p-2`, `1_000`, `1e5`, `x.0.1`).
    mutating func lexNumber() -> Token.Kind {
        let start = state.index
        let afterPeriod = state.previous == .period
        state.previous = .operand
        if bytes[start] == UInt8(ascii: "0"), at(start + 1, UInt8(ascii: "x")) {
            state.index = start + 2
            lexHexNumber()
            return .number
        }
        if bytes[start] == UInt8(ascii: "0"), at(start + 1, UInt8(ascii: "o")) || at(start + 1, UInt8(ascii: "b")) {
            state.index = start + 2
            skipIdentifierContinuation()
            return .number
        }
        skipDigits(hex: false)
        let fraction =
            at(state.index, UInt8(ascii: ".")) && state.index + 1 < count
            && ByteClass.isDigit(bytes[state.index + 1]) && !afterPeriod
        if fraction {
            state.index += 1
            skipDigits(hex: false)
        } else if at(state.index, UInt8(ascii: ".")) || !isExponentMark(hex: false) {
            if !at(state.index, UInt8(ascii: ".")) { skipIdentifierContinuation() }
            return .number
        }
        if isExponentMark(hex: false) { lexExponent() }
        return .number
    }

    private mutating func lexHexNumber() {
        skipDigits(hex: true)
        if at(state.index, UInt8(ascii: ".")), state.index + 1 < count, ByteClass.isHexDigit(bytes[state.index + 1]) {
            // `0x1.8p3` is a float; `0xff.description` is member access.
            var position = state.index + 1
            while position < count, ByteClass.isHexDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") {
                position += 1
            }
            if position < count, bytes[position] | 0x20 == UInt8(ascii: "p") {
                state.index = position
            } else {
                // Swift keeps `.a` in the literal (an error) unless a non-digit follows the next byte.
                if position + 1 < count, !ByteClass.isDigit(bytes[position + 1]) { return }
                state.index = position
                return
            }
        }
        if isExponentMark(hex: true) {
            lexExponent()
        } else if !at(state.index, UInt8(ascii: ".")) {
            skipIdentifierContinuation()
        }
    }

    @inline(__always)
    private func isExponentMark(hex: Bool) -> Bool {
        guard state.index < count else { return false }
        return bytes[state.index] | 0x20 == (hex ? UInt8(ascii: "p") : UInt8(ascii: "e"))
    }

    private mutating func lexExponent() {
        state.index += 1
        if at(state.index, UInt8(ascii: "+")) || at(state.index, UInt8(ascii: "-")) { state.index += 1 }
        skipIdentifierContinuation()
    }

    private mutating func skipDigits(hex: Bool) {
        while state.index < count {
            let byte = bytes[state.index]
            guard ByteClass.isDigit(byte) || byte == UInt8(ascii: "_") || (hex && ByteClass.isHexDigit(byte)) else {
                return
            }
            state.index += 1
        }
    }
}
