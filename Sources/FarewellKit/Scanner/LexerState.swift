/// Where a `Lexer` stands: position, open string interpolations, and what the previous code token was.
struct LexerState: Sendable {
    var index = 0
    var line = 1
    var lineStart = 0
    /// Open interpolations, innermost last.
    var frames: [InterpolationFrame] = []
    /// The previous code token, which decides whether `/` may start a regex.
    var previous: PreviousToken = .start
    /// The range of the previous token when it is a word, classified only when a `/` needs it.
    var wordStart = 0
    var wordEnd = 0
    /// The FNV-1a hash of `wordStart..<wordEnd`, computed while the word is lexed.
    var wordHash: UInt64 = 0
    /// Set for one token after `try?` or `try!`, where a spaced `/` starts a regex, not a division.
    var preferRegex = false
    /// A regex found inside an operator run (`!/x/`), lexed after the operator's prefix part.
    var pendingRegexStart = -1
    var pendingRegexEnd = -1
    /// A bare `/` before this offset cannot start a regex: a failed scan already crossed it.
    var bareRegexBarrier = -1
    /// An editor placeholder `<#` before this offset has no end: a failed scan already crossed it.
    var placeholderBarrier = -1
    /// The fewest pounds of a multi-line `#/` regex found unterminated; more pounds cannot close either.
    var unterminatedExtendedRegexPounds = Int.max
}

/// One open `\(` inside a string: the string's delimiter and the parentheses opened since.
struct InterpolationFrame: Sendable {
    var pounds: Int
    var kind: StringKind
    var depth: Int
}

/// The three string literal forms: `"…"`, `"""…"""` and `'…'` (which Swift lexes, then rejects).
enum StringKind: UInt8, Sendable {
    case singleLine
    case multiLine
    case singleQuote
}

/// The previous code token, reduced to what regex detection needs (Swift's `isInRegexLiteralPosition`).
enum PreviousToken: UInt8, Sendable {
    /// Nothing yet.
    case start
    /// `(`, `[`, `,`, `:`: an expression may follow, but a spaced `/` may be an operator argument.
    case opener
    /// `{`, `;`, `=`, binary and prefix operators, most keywords, `#if`: an expression follows.
    case sequencer
    /// Identifiers, literals, closing brackets, postfix operators: an operator follows.
    case operand
    /// `.`: a member follows; `x.0.1` is tuple access.
    case period
    /// `->`, `@`, `#`, a backtick, `\`, `::`.
    case other
    /// `func` or `operator`: an operator name follows.
    case declaration
    /// `try`: a regex may follow `try?` and `try!`.
    case tryKeyword
    /// A word not yet classified (`wordStart..<wordEnd`): an identifier or a keyword.
    case word

    /// True when an expression, so a regex literal, may start here.
    var allowsRegex: Bool {
        switch self {
        case .start, .opener, .sequencer, .declaration, .tryKeyword: return true
        case .operand, .period, .other, .word: return false
        }
    }
}
