/// Byte and Unicode scalar classes of Swift's lexical grammar, as bit masks for speed.
enum ByteClass {
    /// `A-Z a-z _` as bits of the bytes 64...127.
    private static let letterHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE
    /// `0-9 $` as bits of the bytes 0...63: `$` continues an identifier (`a$b`), as in Swift.
    private static let continueLow: UInt64 = 0x03FF_0010_0000_0000
    /// `/ = - + ! * % < > & | ^ ~ ?` split into the bytes 0...63 and 64...127.
    private static let operatorLow: UInt64 = 0xF000_AC62_0000_0000
    private static let operatorHigh: UInt64 = 0x5000_0000_4000_0000

    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 64 && (letterHigh >> UInt64(byte &- 64)) & 1 != 0)
    }

    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        if byte >= 64 { return byte >= 0x80 || (letterHigh >> UInt64(byte &- 64)) & 1 != 0 }
        return (continueLow >> UInt64(byte)) & 1 != 0
    }

    /// ASCII identifier bytes only, the lexer's fast path.
    @inline(__always)
    static func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
        if byte >= 64 { return byte < 0x80 && (letterHigh >> UInt64(byte &- 64)) & 1 != 0 }
        return (continueLow >> UInt64(byte)) & 1 != 0
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    /// An ASCII operator character (not `.`).
    @inline(__always)
    static func isOperator(_ byte: UInt8) -> Bool {
        if byte >= 128 { return false }
        if byte >= 64 { return (operatorHigh >> UInt64(byte &- 64)) & 1 != 0 }
        return (operatorLow >> UInt64(byte)) & 1 != 0
    }

    /// Space, tab, vertical tab, form feed, NUL: whitespace that is not a line break.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0
    }

    static func isIdentifierScalar(_ c: UInt32) -> Bool {
        c == 0xA8 || c == 0xAA || c == 0xAD || c == 0xAF || (0xB2...0xB5).contains(c) || (0xB7...0xBA).contains(c)
            || (0xBC...0xBE).contains(c) || (0xC0...0xD6).contains(c) || (0xD8...0xF6).contains(c)
            || (0xF8...0x167F).contains(c) || (0x1681...0x180D).contains(c) || (0x180F...0x1FFF).contains(c)
            || (0x200B...0x200D).contains(c) || (0x202A...0x202E).contains(c) || (0x203F...0x2040).contains(c)
            || c == 0x2054 || (0x2060...0x218F).contains(c) || (0x2460...0x24FF).contains(c)
            || (0x2776...0x2793).contains(c) || (0x2C00...0x2DFF).contains(c) || (0x2E80...0x2FFF).contains(c)
            || (0x3004...0x3007).contains(c) || (0x3021...0x302F).contains(c) || (0x3031...0xD7FF).contains(c)
            || (0xF900...0xFD3D).contains(c) || (0xFD40...0xFDCF).contains(c) || (0xFDF0...0xFE44).contains(c)
            || (0xFE47...0xFFF8).contains(c) || (c >= 0x10000 && c <= 0xEFFFD && c & 0xFFFF <= 0xFFFD)
    }

    static func isIdentifierStartScalar(_ c: UInt32) -> Bool {
        // U+FEFF (byte order mark) continues a name but between tokens is whitespace.
        isIdentifierScalar(c) && c != 0xFEFF && !(0x300...0x36F).contains(c) && !(0x1DC0...0x1DFF).contains(c)
            && !(0x20D0...0x20FF).contains(c) && !(0xFE20...0xFE2F).contains(c)
    }

    static func isOperatorStartScalar(_ c: UInt32) -> Bool {
        (0xA1...0xA7).contains(c) || c == 0xA9 || c == 0xAB || c == 0xAC || c == 0xAE || c == 0xB0 || c == 0xB1
            || c == 0xB6 || c == 0xBB || c == 0xBF || c == 0xD7 || c == 0xF7 || c == 0x2016 || c == 0x2017
            || (0x2020...0x2027).contains(c) || (0x2030...0x203E).contains(c) || (0x2041...0x2053).contains(c)
            || (0x2055...0x205E).contains(c) || (0x2190...0x23FF).contains(c) || (0x2500...0x2775).contains(c)
            || (0x2794...0x2BFF).contains(c) || (0x2E00...0x2E7F).contains(c) || (0x3001...0x3003).contains(c)
            || (0x3008...0x3030).contains(c)
    }

    static func isOperatorContinueScalar(_ c: UInt32) -> Bool {
        isOperatorStartScalar(c) || (0x300...0x36F).contains(c) || (0x1DC0...0x1DFF).contains(c)
            || (0x20D0...0x20FF).contains(c) || (0xFE00...0xFE0F).contains(c) || (0xFE20...0xFE2F).contains(c)
            || (0xE0100...0xE01EF).contains(c)
    }
}
