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
            let stops = (byte == UInt8(ascii: "#") && previous == UInt8(ascii: " "))
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
