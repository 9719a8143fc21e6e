/// A cheap check of a file's bytes before scanning: text, binary, or text with invalid UTF-8.
enum SourceText: Equatable {
    case valid
    case binary
    /// Invalid UTF-8, first seen on this 1-based line.
    case invalidUTF8(line: Int)

    static func check(_ bytes: [UInt8]) -> SourceText {
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var index = 0
            let count = buffer.count
            while index < count {
                // Eight ASCII bytes without a NUL at a time: most of any source file.
                if index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                    if word & 0x8080_8080_8080_8080 == 0, hasZero == 0 {
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte == 0 { return .binary }
                    index += 1
                    continue
                }
                let length = sequenceLength(buffer, at: index)
                if length == 0 { return .invalidUTF8(line: line(of: index, in: buffer)) }
                index += length
            }
            return .valid
        }
    }

    /// The 1-based line of the byte at `offset`.
    private static func line(of offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for index in 0..<offset where buffer[index] == 0x0A { line += 1 }
        return line
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is not one.
    private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = buffer[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= buffer.count else { return 0 }
        for offset in 1..<length where buffer[index + offset] & 0xC0 != 0x80 { return 0 }
        let second = buffer[index + 1]
        if lead == 0xE0, second < 0xA0 { return 0 }
        if lead == 0xED, second > 0x9F { return 0 }
        if lead == 0xF0, second < 0x90 { return 0 }
        if lead == 0xF4, second > 0x8F { return 0 }
        return length
    }
}
