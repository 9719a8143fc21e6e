/// Regex literals: bare `/…/` where Swift's heuristics allow one, and extended `#/…/#`.
///
/// Scans are bounded so that the whole input is lexed in linear time: a failed bare scan sets a
/// barrier no later bare scan may start before, and a multi-line `#/` that found no end is not
/// rescanned with as many pounds or more.
extension LexerCursor {
    /// The offset of the `/` starting a regex inside the operator run `start..<end`, or nil. On success
    /// the regex's extent is recorded as pending.
    mutating func regexInOperator(start: Int, end: Int, preferRegex: Bool) -> Int? {
        var slash = start
        while slash < end, bytes[slash] != UInt8(ascii: "/") { slash += 1 }
        guard slash < end, slash >= state.bareRegexBarrier else { return nil }
        let leftBound = isLeftBound(start)
        guard !leftBound else { return nil }
        classifyPreviousWord()
        guard state.previous != .declaration else { return nil }
        var mustBeRegex = false
        if !isRightBound(end, leftBound: leftBound) {
            // A spaced `/`: a binary operator unless an expression must start here.
            mustBeRegex = preferRegex
            if !mustBeRegex && !state.previous.allowsRegex { return nil }
            if state.previous != .opener { mustBeRegex = true }
        }
        guard let regexEnd = scanBareRegex(slash: slash, mustBeRegex: mustBeRegex) else { return nil }
        state.pendingRegexStart = slash
        state.pendingRegexEnd = regexEnd
        return slash
    }

    /// The regex recorded by `regexInOperator`, which starts at the index.
    mutating func lexPendingRegex() -> Token.Kind {
        state.index = max(state.pendingRegexEnd, state.index + 1)
        state.pendingRegexStart = -1
        state.previous = .operand
        return .regex
    }

    /// The end of a bare regex whose `/` is at `slash`, or nil when it is not one.
    private mutating func scanBareRegex(slash: Int, mustBeRegex: Bool) -> Int? {
        var position = slash + 1
        if position < count {
            let first = bytes[position]
            if first == UInt8(ascii: "*") || first == UInt8(ascii: "/") { return nil }
            if !mustBeRegex, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { return nil }
        }
        if slash > 0, bytes[slash - 1] == UInt8(ascii: "*") { return nil }
        var groups = 0
        var classes = 0
        var lastSpace = -1
        while position < count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "/"):
                if at(position + 1, UInt8(ascii: "*")) || at(position + 1, UInt8(ascii: "/")) {
                    return failBareRegex(at: position, unterminatedEnd: position, mustBeRegex: mustBeRegex)
                }
                if !mustBeRegex, lastSpace == position - 1 { return failBareRegex(at: position) }
                return position + 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return failBareRegex(at: position, unterminatedEnd: position, mustBeRegex: mustBeRegex)
            case UInt8(ascii: "\\"):
                position += 1
                if position < count, bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
                    return failBareRegex(at: position, unterminatedEnd: position, mustBeRegex: mustBeRegex)
                }
            case UInt8(ascii: "("):
                if classes == 0 { groups += 1 }
            case UInt8(ascii: ")"):
                if classes == 0 {
                    if groups == 0 {
                        if !mustBeRegex { return failBareRegex(at: position) }
                    } else {
                        groups -= 1
                    }
                }
            case UInt8(ascii: "["):
                classes += 1
            case UInt8(ascii: "]"):
                if classes > 0 { classes -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastSpace = position
            default:
                break
            }
            position += 1
        }
        return failBareRegex(at: count, unterminatedEnd: count, mustBeRegex: mustBeRegex)
    }

    /// An unterminated regex ends at `unterminatedEnd` when it must be one; otherwise it is not one.
    private mutating func failBareRegex(at position: Int, unterminatedEnd: Int = -1, mustBeRegex: Bool = false)
        -> Int?
    {
        if mustBeRegex, unterminatedEnd >= 0 { return unterminatedEnd }
        state.bareRegexBarrier = max(state.bareRegexBarrier, position)
        return nil
    }

    /// `#/…/#` with any number of pounds, multi-line when the opening is followed by a line break.
    mutating func lexExtendedRegex(pounds: Int) -> Token.Kind {
        let start = state.index
        var position = start + pounds + 1
        var firstNewline = -1
        var scan = position
        while scan < count, bytes[scan] == UInt8(ascii: " ") || bytes[scan] == UInt8(ascii: "\t") { scan += 1 }
        if scan < count, bytes[scan] == UInt8(ascii: "\n") || bytes[scan] == UInt8(ascii: "\r") {
            firstNewline = scan
            position = scan
        }
        let end = extendedRegexEnd(from: position, pounds: pounds, firstNewline: firstNewline)
        trackLines(from: start, to: end)
        state.index = end
        state.previous = .operand
        return .regex
    }

    private mutating func extendedRegexEnd(from start: Int, pounds: Int, firstNewline: Int) -> Int {
        let multiline = firstNewline >= 0
        if multiline, pounds >= state.unterminatedExtendedRegexPounds { return firstNewline }
        var position = start
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/") {
                var closing = position + 1
                while closing < count, bytes[closing] == UInt8(ascii: "#") { closing += 1 }
                if closing - position - 1 >= pounds { return closing }
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if !multiline { return position }
            } else if byte == UInt8(ascii: "\\") {
                position += 1
                if !multiline, position < count,
                    bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r")
                {
                    return position
                }
            }
            position += 1
        }
        guard multiline else { return count }
        state.unterminatedExtendedRegexPounds = min(state.unterminatedExtendedRegexPounds, pounds)
        return firstNewline
    }
}
