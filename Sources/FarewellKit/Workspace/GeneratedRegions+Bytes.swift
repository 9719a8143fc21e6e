extension GeneratedRegions {
    /// `textRanges(_:)` on the UTF-8 bytes of a file: the offsets of the runs outside its regions. Only
    /// lines that start with `<!--` are decoded, to be read as markers; the regions are never decoded.
    package static func textRanges(bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        let lines = lineRanges(bytes)
        let text = { (line: Range<Int>) in Substring(String(decoding: bytes[line], as: UTF8.self)) }
        var ranges: [Range<Int>] = []
        var plainStart = bytes.startIndex
        var index = 0
        while index < lines.count {
            guard mayBeMarker(bytes[lines[index]]), let (name, _) = beginMarker(text(lines[index])),
                let end = lines[(index + 1)...].firstIndex(where: {
                    mayBeMarker(bytes[$0]) && endMarker(text($0)) == name
                })
            else {
                index += 1
                continue
            }
            if plainStart < lines[index].lowerBound { ranges.append(plainStart..<lines[index].lowerBound) }
            plainStart = lines[end].upperBound
            index = end + 1
        }
        if plainStart < bytes.endIndex { ranges.append(plainStart..<bytes.endIndex) }
        return ranges
    }

    /// Each line with its line break, as offsets.
    private static func lineRanges(_ bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(start..<index + 1)
            start = index + 1
        }
        if start < bytes.endIndex { lines.append(start..<bytes.endIndex) }
        return lines
    }

    /// The cheap test of the marker readers: `<!--` after spaces and tabs.
    private static func mayBeMarker(_ line: ArraySlice<UInt8>) -> Bool {
        line.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).starts(with: "<!--".utf8)
    }
}
