/// Splits text into lines quickly, on the UTF-8 bytes: the workspace files are read and merged in bulk.
enum TextLines {
    /// The lines of `text`, each with its line break (the last one may have none).
    static func withEnds<Text: StringProtocol>(_ text: Text) -> [Text.SubSequence] {
        var lines: [Text.SubSequence] = []
        var start = text.startIndex
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }
}
