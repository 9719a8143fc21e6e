extension FrontMatterParser {
    /// Splits the UTF-8 file `bytes` like `parse(_:path:)` does with their decoded text, decoding only the
    /// front matter unless `withBody` (invalid bytes are replaced as `String(decoding:as:)` does).
    package static func parse(bytes: [UInt8], path: String, withBody: Bool) throws(FarewellError) -> Document {
        guard let end = frontMatterEnd(bytes) else {
            return try parse(String(decoding: bytes, as: UTF8.self), path: path)
        }
        // The split is just after a line break, so decoding both halves apart equals decoding the whole.
        var document = try parse(String(decoding: bytes[..<end], as: UTF8.self), path: path)
        if withBody, end < bytes.count { document.body += String(decoding: bytes[end...], as: UTF8.self) }
        return document
    }

    /// The offset just after the closing `---` line, when the first line is `---` and one follows; nil
    /// otherwise. Lines are compared on bytes, blanks and line ends aside.
    static func frontMatterEnd(_ bytes: [UInt8]) -> Int? {
        var start = 0
        var number = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline.map { $0 + 1 } ?? bytes.count
            let isDashes = isDashLine(bytes[start..<end])
            if number == 0, !isDashes { return nil }
            if number > 0, isDashes { return end }
            start = end
            number += 1
        }
        return nil
    }

    private static func isDashLine(_ line: ArraySlice<UInt8>) -> Bool {
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var trimmed = line
        while let last = trimmed.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
            trimmed = trimmed.dropLast()
        }
        while let first = trimmed.first, blank(first) { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, blank(last) || last == UInt8(ascii: "\r") { trimmed = trimmed.dropLast() }
        return trimmed.elementsEqual("---".utf8)
    }
}
