/// Tells a file `farewell scaffold` wrote (the polyfill, `Single+Async.swift`, `Observable+AsyncSequence.swift`) by
/// its first comments, which say `written by `farewell scaffold`` (`Scaffold.signature`), in any folder and under any
/// name: the bridges the foundation task adds and the cleanup deletes, not Rx code to hold to the baseline.
enum ScaffoldHeader {
    /// Whether the comments before the first line of code carry the scaffold's note; the comment markers and line
    /// breaks between its words do not count (`// … written by` and `// `farewell scaffold`.` on the next line).
    static func marks(_ source: [UInt8]) -> Bool {
        guard let text = GeneratedHeader.leadingComments(source), text.contains("scaffold") else { return false }
        let words = text.split(whereSeparator: \.isWhitespace).compactMap { word -> Substring? in
            let bare = word.drop { $0 == "/" || $0 == "*" }
            return bare.isEmpty ? nil : bare
        }
        return words.joined(separator: " ").contains(Scaffold.signature)
    }
}
