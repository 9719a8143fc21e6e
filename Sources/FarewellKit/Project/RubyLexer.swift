/// One token of the Ruby that CocoaPods manifests are written in (`Podfile`, `.podspec`).
struct RubyToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A name, keyword, number, `@ivar` or `$global` (`inherit!` and `include?` keep their mark).
        case word
        /// A string's contents (`'RxSwift'`, `"a"`, a `%w[]` element, a heredoc); `isLiteral` is false when it
        /// interpolates (`"#{name}"`) or is a regular expression.
        case string
        /// `:name` or `:"name"`, without the colon.
        case symbol
        /// A hash key written `name:`, without the colon.
        case label
        /// A keyword that opens a block closed by `end`: `do`, statement `if`/`unless`/`while`/`until`, `case`,
        /// `begin`, `def`, `class`, `module`, `for`.
        case opener
        /// `end`.
        case end
        /// An operator or bracket: `=`, `=>`, `.`, `::`, `,`, `(`, `{`, `|`, ...
        case punctuation
    }

    var kind: Kind
    var text: String
    var isLiteral = true
    var line: Int

    /// True for a string or symbol whose value is known: `'App'`, `:App`.
    var isLiteralName: Bool { (kind == .string && isLiteral) || kind == .symbol }
}

/// The tokens of one Ruby statement: a line, or several joined by an open bracket, a trailing operator
/// or a leading `.`; `;` also ends one.
struct RubyStatement: Sendable, Hashable {
    var tokens: [RubyToken]
    var line: Int { tokens.first?.line ?? 0 }
}

/// Splits Ruby source into statements of tokens: comments (`#`, `=begin`/`=end`) dropped; strings (over several
/// lines too, with escapes), `%w[]` and `%i[]` arrays, heredocs and regular expressions read whole; block
/// keywords told apart from modifiers (`pod 'A' if x` opens nothing) and from method names (`target.name`).
/// A string never closed is reported at its line and ends with that line, so that the rest is read.
struct RubyLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var statements: [RubyStatement] = []
    private var current: [RubyToken] = []
    /// Open `(` and `[` in the current statement: a line break inside them does not end it.
    private var depth = 0
    /// Heredocs whose bodies start after the current line: their terminators and whether they may be indented.
    private var heredocs: [(terminator: [UInt8], indented: Bool)] = []
    /// Set after `while`/`until`/`for` in the statement, whose optional `do` opens nothing of its own.
    private var loopAwaitsDo = false
    private(set) var error: ManifestSyntaxError?

    private init(bytes: [UInt8]) { self.bytes = bytes }

    static func statements(_ bytes: [UInt8]) -> (statements: [RubyStatement], error: ManifestSyntaxError?) {
        var lexer = RubyLexer(bytes: bytes)
        lexer.run()
        return (lexer.statements, lexer.error)
    }

    private mutating func run() {
        var lineStart = true
        while index < bytes.count {
            if lineStart {
                lineStart = false
                if startsLine(with: "=begin") {
                    skipBlockComment()
                    continue
                }
                if startsLine(with: "__END__"), lineEnds(after: index + 7) { break }
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C:
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = true
                readHeredocBodies()
                if depth == 0, !continuesStatement() { endStatement() }
            case UInt8(ascii: "\\") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"):
                index += 2
                line += 1
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: ";"):
                index += 1
                endStatement()
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                readQuoted(close: byte, interpolates: byte != UInt8(ascii: "'"))
            default:
                if RubyLexer.isWordByte(byte) {
                    readWord()
                } else {
                    readOperator()
                }
            }
        }
        endStatement()
    }

    // MARK: - Statements

    private mutating func append(_ kind: RubyToken.Kind, _ text: String, literal: Bool = true, line: Int? = nil) {
        current.append(RubyToken(kind: kind, text: text, isLiteral: literal, line: line ?? self.line))
    }

    private mutating func endStatement() {
        if !current.isEmpty { statements.append(RubyStatement(tokens: current)) }
        current = []
        depth = 0
        loopAwaitsDo = false
    }

    /// Whether the statement goes on past the line break just read: it ends with a binary operator or a comma,
    /// or the next code line starts with `.` or `&.` (a method chain).
    private func continuesStatement() -> Bool {
        if let last = current.last, last.kind == .punctuation, RubyLexer.continuingOperators.contains(last.text) {
            return true
        }
        var position = index
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\n")
            {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "#") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                continue
            }
            if byte == UInt8(ascii: "&") {
                return position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ".")
            }
            return byte == UInt8(ascii: ".")
                && !(position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "."))
        }
        return false
    }

    /// Operators that leave a statement open at the end of a line.
    private static let continuingOperators: Set<String> = [
        ",", ".", "&.", "=", "=>", "+", "-", "*", "||", "&&", "+=", "||=", "<<", "==", "!=", "?", ":", "::",
    ]

    /// Operators of more than one character, read as one token.
    private static let combinedOperators: Set<String> = [
        "=>", "==", "!=", "||", "&&", "+=", "-=", "||=", "&&=", "<<", "::", "&.", "->", "<=", ">=", "=~", "**",
        "..", "...", "<=>", "===",
    ]

    /// Whether a value may start here rather than an operator follow one: at the start of a statement, after
    /// an operator or opening bracket, or after a keyword.
    private var expectsValue: Bool {
        guard let last = current.last else { return true }
        switch last.kind {
        case .punctuation: return ![")", "]", "}"].contains(last.text)
        case .opener, .label: return true
        case .word: return RubyLexer.valueKeywords.contains(last.text)
        default: return false
        }
    }

    private static let valueKeywords: Set<String> = [
        "and", "or", "not", "then", "else", "elsif", "when", "in", "unless", "if", "while", "until",
    ]

    // MARK: - Words

    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "$")
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || ByteClass.isDigit(byte)
    }

    private mutating func readWord() {
        let start = index
        while index < bytes.count, RubyLexer.isWordByte(bytes[index]) { index += 1 }
        // `inherit!`, `include?`, but not `a != b`.
        if index < bytes.count, bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "?"),
            !(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "="))
        {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // `name: value`, but not `a ? b : c` nor `Pod::Spec`.
        if index < bytes.count, bytes[index] == UInt8(ascii: ":"),
            !(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ":"))
        {
            index += 1
            return append(.label, text)
        }
        let afterDot = current.last.map { $0.kind == .punctuation && [".", "&.", "::"].contains($0.text) } ?? false
        if afterDot { return append(.word, text) }
        append(keywordKind(text), text)
    }

    private mutating func keywordKind(_ text: String) -> RubyToken.Kind {
        switch text {
        case "end":
            return .end
        case "do":
            if loopAwaitsDo {
                loopAwaitsDo = false
                return .word
            }
            return .opener
        case "if", "unless", "while", "until":
            guard expectsValue else { return .word }
            loopAwaitsDo = text == "while" || text == "until"
            return .opener
        case "for":
            loopAwaitsDo = true
            return .opener
        case "case", "begin", "def", "class", "module":
            return expectsValue || text == "def" ? .opener : .word
        default:
            return .word
        }
    }

    // MARK: - Strings

    /// A quoted string from the quote at `index`; over several lines if need be.
    private mutating func readQuoted(close: UInt8, open: UInt8? = nil, interpolates: Bool) {
        let startLine = line
        let start = index
        index += 1
        var text: [UInt8] = []
        var literal = true
        var nesting = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "\n") { line += 1 }
                text.append(next)
                index += 2
                continue
            }
            if let open, byte == open {
                nesting += 1
            } else if byte == close {
                if nesting == 0 {
                    index += 1
                    return append(.string, String(decoding: text, as: UTF8.self), literal: literal, line: startLine)
                }
                nesting -= 1
            }
            if interpolates, byte == UInt8(ascii: "#"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
                literal = false
                // The interpolated code may hold quotes of its own (`"#{ENV["APP"]}_iOS"`).
                let end = Self.interpolationEnd(bytes, from: index + 2)
                for inner in bytes[index..<end] {
                    if inner == UInt8(ascii: "\n") { line += 1 }
                    text.append(inner)
                }
                index = end
                continue
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            text.append(byte)
            index += 1
        }
        // Never closed: report it, and read on from the next line as if the string ended with its own.
        if error == nil { error = ManifestSyntaxError(line: startLine, message: "unterminated string") }
        index = start + 1
        line = startLine
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        append(.string, "", literal: false, line: startLine)
    }

    /// The index past the `}` closing an interpolation whose code starts at `start` (after `#{`): braces nest, and
    /// quoted strings inside (with interpolations of their own) are skipped. The end of the text when it never closes.
    static func interpolationEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                if depth == 0 { return index + 1 }
                depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < bytes.count, bytes[index] != byte {
                    if bytes[index] == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "#"), index + 1 < bytes.count,
                        bytes[index + 1] == UInt8(ascii: "{")
                    {
                        index = interpolationEnd(bytes, from: index + 2)
                        continue
                    }
                    index += 1
                }
            default:
                break
            }
            index += 1
        }
        return bytes.count
    }

    // MARK: - Operators

    private mutating func readOperator() {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            depth = max(0, depth - 1)
        case UInt8(ascii: ":"):
            if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                index += 1
                readQuoted(close: next, interpolates: next == UInt8(ascii: "\""))
                current[current.count - 1].kind = .symbol
                return
            }
            if next != UInt8(ascii: ":"), RubyLexer.isWordByte(next), !ByteClass.isDigit(next) {
                let start = index + 1
                index = start
                while index < bytes.count, RubyLexer.isWordByte(bytes[index]) { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") {
                    index += 1
                }
                return append(.symbol, String(decoding: bytes[start..<index], as: UTF8.self))
            }
        case UInt8(ascii: "%") where expectsValue && readPercentLiteral():
            return
        case UInt8(ascii: "/") where expectsValue || spacedBefore(index) && next != UInt8(ascii: " "):
            if readRegex() { return }
        case UInt8(ascii: "<") where next == UInt8(ascii: "<") && readHeredocStart():
            return
        case UInt8(ascii: "?") where expectsValue && index + 2 <= bytes.count && next > 0x20:
            // A character literal: `?a`.
            index += 2
            return append(.string, String(decoding: [next], as: UTF8.self))
        default:
            break
        }
        let start = index
        index += 1
        while index < bytes.count, bytes[index] < 0x80, !RubyLexer.isWordByte(bytes[index]),
            RubyLexer.combinedOperators.contains(String(decoding: bytes[start...index], as: UTF8.self))
        {
            index += 1
        }
        append(.punctuation, String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private func spacedBefore(_ position: Int) -> Bool {
        position > 0 && (bytes[position - 1] == UInt8(ascii: " ") || bytes[position - 1] == UInt8(ascii: "\t"))
    }

    /// `%w[a b]`, `%i(a b)` (elements as strings between `[` and `]`), `%q{}`, `%Q()`, `%()`, `%r{}`.
    private mutating func readPercentLiteral() -> Bool {
        var position = index + 1
        guard position < bytes.count else { return false }
        var type = UInt8(ascii: "Q")
        if RubyLexer.isWordByte(bytes[position]) {
            type = bytes[position]
            guard "wWiIqQr".utf8.contains(type) else { return false }
            position += 1
        }
        guard position < bytes.count else { return false }
        let open = bytes[position]
        let pairs: [UInt8: UInt8] = [
            UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
            UInt8(ascii: "{"): UInt8(ascii: "}"), UInt8(ascii: "<"): UInt8(ascii: ">"),
        ]
        guard let close = pairs[open] ?? ("|!/^".utf8.contains(open) ? open : nil) else { return false }
        let startLine = line
        index = position
        let interpolates =
            type == UInt8(ascii: "Q") || type == UInt8(ascii: "W") || type == UInt8(ascii: "I")
            || type == UInt8(ascii: "r")
        readQuoted(close: close, open: pairs[open] == nil ? nil : open, interpolates: interpolates)
        guard "wWiI".utf8.contains(type) else {
            if type == UInt8(ascii: "r") { current[current.count - 1].isLiteral = false }
            return true
        }
        let words = current.removeLast()
        current.append(RubyToken(kind: .punctuation, text: "[", line: startLine))
        for word in words.text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            current.append(RubyToken(kind: .string, text: String(word), isLiteral: words.isLiteral, line: startLine))
        }
        current.append(RubyToken(kind: .punctuation, text: "]", line: startLine))
        return true
    }

    /// `/pattern/flags` on one line, as a string that is not a literal; false when no `/` closes it there.
    private mutating func readRegex() -> Bool {
        var position = index + 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if bytes[position] == UInt8(ascii: "/") {
                let text = String(decoding: bytes[(index + 1)..<position], as: UTF8.self)
                index = position + 1
                while index < bytes.count, RubyLexer.isWordByte(bytes[index]) { index += 1 }
                append(.string, text, literal: false)
                return true
            }
            position += 1
        }
        return false
    }

    /// `<<~EOS`, `<<-EOS`, `<<EOS`, `<<~'EOS'`: a string whose body is the lines after this one.
    private mutating func readHeredocStart() -> Bool {
        var position = index + 2
        var indented = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "~") || bytes[position] == UInt8(ascii: "-") {
            indented = true
            position += 1
        }
        guard position < bytes.count else { return false }
        var quote: UInt8?
        if bytes[position] == UInt8(ascii: "'") || bytes[position] == UInt8(ascii: "\"") {
            quote = bytes[position]
            position += 1
        } else if !(bytes[position] >= UInt8(ascii: "A") && bytes[position] <= UInt8(ascii: "Z"))
            && !(indented && RubyLexer.isWordByte(bytes[position]))
        {
            return false
        }
        let start = position
        while position < bytes.count, RubyLexer.isWordByte(bytes[position]) { position += 1 }
        guard position > start else { return false }
        let terminator = Array(bytes[start..<position])
        if let quote {
            guard position < bytes.count, bytes[position] == quote else { return false }
            position += 1
        }
        index = position
        heredocs.append((terminator, indented))
        append(.string, "", literal: false)
        return true
    }

    /// Skips the bodies of the heredocs started on the line just ended, up to their terminators.
    private mutating func readHeredocBodies() {
        for heredoc in heredocs {
            let startLine = line
            var found = false
            while index < bytes.count {
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var text = bytes[index..<end]
                if heredoc.indented { text = text.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }
                if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
                index = min(end + 1, bytes.count)
                line += 1
                if Array(text) == heredoc.terminator {
                    found = true
                    break
                }
            }
            if !found, error == nil {
                error = ManifestSyntaxError(line: startLine - 1, message: "unterminated heredoc")
            }
        }
        heredocs = []
    }

    // MARK: - Comments

    private func startsLine(with word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        return Array(bytes[index..<(index + utf8.count)]) == utf8
    }

    private func lineEnds(after position: Int) -> Bool {
        position >= bytes.count || bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r")
    }

    /// `=begin` ... `=end`, each at the start of a line.
    private mutating func skipBlockComment() {
        let startLine = line
        while index < bytes.count {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            guard index < bytes.count else { break }
            index += 1
            line += 1
            if startsLine(with: "=end") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                return
            }
        }
        if error == nil { error = ManifestSyntaxError(line: startLine, message: "'=begin' without '=end'") }
    }
}
