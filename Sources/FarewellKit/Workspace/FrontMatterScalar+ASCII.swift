extension FrontMatterScalar {
    /// `read(_:inFlow:)` on the bytes, for a plain or double-quoted scalar without escapes made of ASCII up
    /// to where it ends (where each byte is a character); nil for anything else, which is read by character.
    static func readASCII(_ text: Substring, inFlow: Bool) -> (String, Substring)? {
        let bytes = text.utf8
        guard let first = bytes.first, first < 0x80 else { return text.isEmpty ? ("", text) : nil }
        if first == UInt8(ascii: "'") { return nil }
        if first == UInt8(ascii: "\"") { return readQuotedASCII(text) }
        var index = bytes.startIndex
        var previous = UInt8(ascii: " ")
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            let stops =
                (byte == UInt8(ascii: "#") && previous == UInt8(ascii: " "))
                || (inFlow && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")))
            if stops { break }
            previous = byte
            index = bytes.index(after: index)
        }
        // The byte where the value stops must not start a longer character with what follows.
        let next = index < bytes.endIndex ? bytes.index(after: index) : index
        guard next == bytes.endIndex || bytes[next] < 0x80 else { return nil }
        return (String(text[..<index].strippingBlanks()), text[index...])
    }

    /// The part after an opening `"`: plain ASCII up to the closing `"`, or nil.
    private static func readQuotedASCII(_ text: Substring) -> (String, Substring)? {
        let bytes = text.utf8
        var index = bytes.index(after: bytes.startIndex)
        guard index == bytes.endIndex || bytes[index] < 0x80 else { return nil }
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            let next = bytes.index(after: index)
            if byte == UInt8(ascii: "\"") {
                guard next == bytes.endIndex || bytes[next] < 0x80 else { return nil }
                return (String(text[bytes.index(after: bytes.startIndex)..<index]), text[next...])
            }
            index = next
        }
        return nil
    }
}

extension Substring {
    /// The rest after `character` when the text starts with it (`hasPrefix`, by character); nil otherwise.
    func droppingASCII(_ character: Unicode.Scalar) -> Substring? {
        let bytes = utf8
        guard let first = bytes.first, first == UInt8(ascii: character) else { return nil }
        let next = bytes.index(after: bytes.startIndex)
        // A combining mark after it would make one longer character: ask the characters then.
        if next < bytes.endIndex, bytes[next] >= 0x80 {
            return hasPrefix(String(character)) ? dropFirst() : nil
        }
        return self[next...]
    }
}

extension FrontMatterScalar {
    /// The items of a flow list (`text` follows its `[`) read on the bytes, when the line is ASCII without
    /// quotes: plain items split at `,` up to `]`. Nil when it is not, or is malformed (the reader by
    /// character then reads it and names the problem).
    static func flowListASCII(_ text: Substring) -> [String]? {
        let bytes = Array(text.utf8)
        let quotes = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        guard bytes.allSatisfy({ $0 < 0x80 && !quotes.contains($0) }) else { return nil }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var end = bytes.count
        while end > 0, isBlank(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let skipBlanks = { (from: Int) -> Int in
            var position = from
            while position < end, isBlank(bytes[position]) { position += 1 }
            return position
        }
        var index = skipBlanks(0)
        var items: [String] = []
        if index < end, bytes[index] == UInt8(ascii: "]") { return closed(bytes, index, end, items) }
        while true {
            var stop = index
            var previous = UInt8(ascii: " ")
            while stop < end {
                let byte = bytes[stop]
                if (byte == UInt8(ascii: "#") && previous == UInt8(ascii: " ")) || byte == UInt8(ascii: ",")
                    || byte == UInt8(ascii: "]")
                {
                    break
                }
                previous = byte
                stop += 1
            }
            var last = stop
            while last > index, isBlank(bytes[last - 1]) || bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            items.append(String(decoding: bytes[index..<last], as: UTF8.self))
            index = skipBlanks(stop)
            guard index < end, bytes[index] == UInt8(ascii: ",") else { return closed(bytes, index, end, items) }
            index = skipBlanks(index + 1)
        }
    }

    /// The items when `]` is at `index` and only blanks or a comment follow it; nil otherwise.
    private static func closed(_ bytes: [UInt8], _ index: Int, _ end: Int, _ items: [String]) -> [String]? {
        guard index < end, bytes[index] == UInt8(ascii: "]") else { return nil }
        var tail = index + 1
        while tail < end, bytes[tail] == UInt8(ascii: " ") || bytes[tail] == UInt8(ascii: "\t") { tail += 1 }
        return tail == end || bytes[tail] == UInt8(ascii: "#") ? items : nil
    }
}
