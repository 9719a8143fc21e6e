/// Splits text into lines quickly, on the UTF-8 bytes: the workspace files are read and merged in bulk.
enum TextLines {
    /// The lines of `text`, each with its line break (the last one may have none).
    static func withEnds<Text: StringProtocol>(_ text: Text) -> [Text.SubSequence] {
        leading(text) { _, _ in false }
    }

    /// The first lines of `text`, each with its line break, up to and including the first one for which
    /// `isLast(number, line)` holds (numbered from 0); all of them when none does.
    static func leading<Text: StringProtocol>(
        _ text: Text, through isLast: (Int, Text.SubSequence) -> Bool
    ) -> [Text.SubSequence] {
        var lines: [Text.SubSequence] = []
        let utf8 = text.utf8
        var start = text.startIndex
        let scanned = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
                let next = utf8.index(start, offsetBy: newline + 1 - offset)
                lines.append(text[start..<next])
                start = next
                offset = newline + 1
                if isLast(lines.count - 1, lines[lines.count - 1]) { return true }
            }
            return false
        }
        if scanned == nil {
            var index = utf8.startIndex
            while index < utf8.endIndex {
                let next = utf8.index(after: index)
                if utf8[index] == UInt8(ascii: "\n") {
                    lines.append(text[start..<next])
                    start = next
                    if isLast(lines.count - 1, lines[lines.count - 1]) { return lines }
                }
                index = next
            }
        }
        if scanned != true, start < text.endIndex { lines.append(text[start...]) }
        return lines
    }
}
