/// Token tests by position; out-of-range positions answer false.
extension CodeTokens {
    @inline(__always)
    func isPunct(_ index: Int, _ byte: Unicode.Scalar) -> Bool {
        index >= 0 && index < count && shape[index] == UInt8(ascii: byte)
    }

    @inline(__always)
    func isOperator(_ index: Int, _ op: Op) -> Bool {
        index >= 0 && index < count && shape[index] == op.rawValue
    }

    /// True when no whitespace separates the token from the next one.
    func touchesNext(_ index: Int) -> Bool {
        index >= 0 && index + 1 < count && tokens[index].end == tokens[index + 1].start
    }

    /// The token's text; a backticked name's without its backticks (`default` of `` `default` ``).
    func text(_ index: Int) -> String {
        let token = tokens[index]
        guard token.kind == .backtickIdentifier, token.end - token.start >= 3,
            source[token.end - 1] == UInt8(ascii: "`")
        else { return token.text(in: source) }
        return String(decoding: source[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
    }

    /// Whether the operator at `index` stands between two expressions, as Swift reads an infix operator: whitespace
    /// on both sides or on neither (`a <-> b`, `a<->b`; not `a <->b`), after an operand and before one.
    func isInfixOperator(_ index: Int) -> Bool {
        guard index > 0, index + 1 < count, touchesNext(index - 1) == touchesNext(index) else { return false }
        return endsOperand(index - 1) && startsOperand(index + 1)
    }

    /// A name, a literal, or a closing `)`, `]` or `}`: the end of an expression.
    private func endsOperand(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .identifier: return keywords[index] == .none
        case .backtickIdentifier, .dollarIdentifier, .number, .stringSegment: return true
        default: return isPunct(index, ")") || isPunct(index, "]") || isPunct(index, "}")
        }
    }

    /// A name, a literal, an opening `(` or `[`, or an implicit member's `.`: the start of an expression.
    private func startsOperand(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .identifier: return keywords[index] == .none || keywords[index] == .try || keywords[index] == .await
        case .backtickIdentifier, .dollarIdentifier, .number, .stringSegment: return true
        default: return isPunct(index, "(") || isPunct(index, "[") || isPunct(index, ".")
        }
    }

    /// True for an identifier starting with an ASCII lower-case letter: a value's name, not a type's.
    func isLowercaseWord(_ index: Int) -> Bool { startsWord(index, from: UInt8(ascii: "a"), to: UInt8(ascii: "z")) }

    /// True for a value's name as `isLowercaseWord`, or one starting with `_` (`_profile`), not `_` alone.
    func isValueWord(_ index: Int) -> Bool {
        isLowercaseWord(index)
            || startsWord(index, from: UInt8(ascii: "_"), to: UInt8(ascii: "_"))
                && tokens[index].end - tokens[index].start > 1
    }

    /// True for an identifier starting with an ASCII capital: a type's name (`BookDetailViewModel`).
    func isCapitalizedWord(_ index: Int) -> Bool { startsWord(index, from: UInt8(ascii: "A"), to: UInt8(ascii: "Z")) }

    /// True for an identifier whose text starts with `prefix` (`dequeueReusableCell` with `dequeue`).
    func wordHasPrefix(_ index: Int, _ prefix: StaticString) -> Bool {
        guard index >= 0, index < count, tokens[index].kind == .identifier,
            tokens[index].end - tokens[index].start >= prefix.utf8CodeUnitCount
        else { return false }
        let start = tokens[index].start
        return (0..<prefix.utf8CodeUnitCount).allSatisfy { source[start + $0] == prefix.utf8Start[$0] }
    }

    private func startsWord(_ index: Int, from low: UInt8, to high: UInt8) -> Bool {
        guard index >= 0, index < count, tokens[index].kind == .identifier else { return false }
        let first = source[tokens[index].start]
        return first >= low && first <= high
    }

    /// `index` moved back over the postfix `?` and `!` ending there: `user` for `user?` and `user!`.
    func beforePostfixMarks(_ index: Int) -> Int {
        var position = index
        while position > 0, isPostfixMark(position) { position -= 1 }
        return position
    }

    /// True for the `import` keyword of an import declaration.
    func isImport(_ index: Int) -> Bool { keywords[index] == .import && !isPunct(index - 1, ".") }

    /// The index after the path of the import declaration at `index`: `import [kind] A.B.C`.
    func importEnd(_ index: Int) -> Int {
        var position = index + 1
        if position < count, keywords[position].declaresName || keywords[position] == .typealias { position += 1 }
        while position < count, tokens[position].kind == .identifier {
            position += 1
            guard isPunct(position, "."), position + 1 < count, tokens[position + 1].kind == .identifier else { break }
            position += 1
        }
        return position
    }

    /// Whether the member at `index` follows RxCombine's `.asPublisher()` (`x.asPublisher().map { }`): the links
    /// after it are Combine's.
    func followsPublisherBridge(_ index: Int) -> Bool {
        let open = Int(partner[index - 2])
        return open > 2 && open < index - 2 && hashes[open - 1] == ScanPass.asPublisherHash && isPunct(open - 2, ".")
    }

    /// Whether the token at `index` is a value's or a function's name ending in `Publisher` (`syncStatePublisher`,
    /// `operationPublisher(tagQuery:)`): named after a Combine publisher, as Combine's own are (`dataTaskPublisher`).
    func isPublisherName(_ index: Int) -> Bool {
        guard index >= 0, isLowercaseWord(index), keywords[index] == .none else { return false }
        let suffix = CodeTokens.publisherSuffix
        let token = tokens[index]
        guard token.end - token.start > suffix.count else { return false }
        return source[(token.end - suffix.count)..<token.end].elementsEqual(suffix)
    }

    private static let publisherSuffix = Array("Publisher".utf8)

    /// The name the member after the `.` before `index` is read or called on: a name (`syncStatePublisher.x`), or
    /// the callee of a call in parentheses (`kit.operationPublisher(tagQuery: q).x`); -1 for anything else.
    func publisherCandidate(before index: Int) -> Int {
        let end = beforePostfixMarks(index - 2)
        guard end > 0, isPunct(end, ")") else { return end }
        let open = Int(partner[end])
        return open > 0 && open < end && touchesNext(open - 1) ? open - 1 : -1
    }

    /// Whether the member at `index` follows a bare call of the function whose name hash is `name`, with its
    /// arguments in parentheses or a trailing closure (`expect(x).first()`, `expect { try load() }.to(…)`).
    func followsBareCall(_ index: Int, named name: UInt64) -> Bool {
        let close = index - 2
        guard close > 0, isPunct(close, ")") || isPunct(close, "}") else { return false }
        let callee = Int(partner[close]) - 1
        return callee >= 0 && callee < close - 1 && hashes[callee] == name && tokens[callee].kind == .identifier
            && (callee == 0 || !isPunct(callee - 1, "."))
    }

    /// Whether the first argument of the call opened at `open` is an unlabeled metatype: `map(User.self)`,
    /// `bind([Row].self)`, `map(List<Item>.self)`, not `mapTo(arrayOf: Int.self)` nor the key path `map(\.self)`.
    func firstArgumentIsMetatype(_ open: Int) -> Bool {
        guard isPunct(open, "(") else { return false }
        var range = 0..<0
        forEachArgument(open) { _, start, end in
            range = start..<end
            return false
        }
        guard range.count >= 3, hashes[range.upperBound - 1] == ScanPass.selfHash, isPunct(range.upperBound - 2, "."),
            !isPunct(range.lowerBound + 1, ":")
        else { return false }
        // A type's name, or the bracket or `>` closing it: not the `\` of a key path.
        let type = range.upperBound - 3
        return tokens[type].kind == .identifier || isPunct(type, "]") || isPunct(type, ")")
            || isOperator(type, .greater) || isOperator(type, .doubleGreater)
    }

    /// Whether the call whose parentheses open at `open` labels every argument after its first and passes no
    /// trailing closure, as Moya's `map(User.self, atKeyPath: "data")` does: a project's own `map(_:_:)` on a
    /// response stream (`.map(User.self) { json, error in … }`, `.map(User.self, adapt)`) is not Moya's.
    func labelsArgumentsAfterFirst(_ open: Int) -> Bool {
        guard isPunct(open, "(") else { return false }
        let close = Int(partner[open])
        guard close > open, !isPunct(close + 1, "{") else { return false }
        var labeled = true
        forEachArgument(open) { position, start, end in
            labeled = position == 0 || (end > start + 1 && isPunct(start + 1, ":"))
            return labeled
        }
        return labeled
    }

    /// Whether the member at `index` follows a member call of one of `names` that is no catalog symbol
    /// (`ScanPass.leavingCalls`: `provider.rx.blockingRequest(.me).map`).
    func followsCall(_ index: Int, namedIn names: Set<UInt64>) -> Bool {
        let open = Int(partner[index - 2])
        return open > 1 && open < index - 2 && isPunct(open - 2, ".") && entries[open - 1] < 0
            && names.contains(hashes[open - 1])
    }

    /// Whether the member at `index` follows a call on RxBlocking's `toBlocking()` (`toBlocking().single().map`):
    /// the call gives a plain value.
    func followsBlockingCall(_ index: Int) -> Bool {
        let close = index - 2
        let open = Int(partner[close])
        guard open > 3, open < close, isPunct(open - 2, "."), isPunct(open - 3, ")") else { return false }
        let inner = Int(partner[open - 3])
        return inner > 0 && inner < open - 3 && hashes[inner - 1] == ScanPass.toBlockingHash
    }
}
