/// Messages quote what they read (a key of a project file, a file name), and that text can hold line breaks
/// or terminal escapes: spelled as Swift escapes, a warning or an error stays one line.
package enum OneLine {
    /// `text` with its control characters (`\n`, `\r`, `\t`, ESC, C1 codes) and line separators written as
    /// escapes (`\n`, `\u{1B}`); the same text when it has none.
    package static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
