/// Parses the OpenStep ASCII property list format of `project.pbxproj`, in linear time, without crashing.
///
/// Supports dictionaries `{ k = v; }`, arrays `( a, b, )`, quoted strings with escapes, unquoted strings,
/// data `<0fbd 7>`, and `/* */` and `//` comments.
struct PropertyListParser {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    private var depth = 0
    /// Deeper nesting than this is treated as malformed rather than risking the stack.
    private static let maximumDepth = 256

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The root value of `bytes`, or the first problem found.
    static func parse(_ bytes: [UInt8]) -> Result<PropertyListNode, ManifestSyntaxError> {
        var parser = PropertyListParser(bytes)
        do throws(ManifestSyntaxError) {
            let root = try parser.parseValue()
            try parser.skipTrivia()
            if parser.index < bytes.count { throw parser.failure("unexpected text after the root value") }
            return .success(root)
        } catch {
            return .failure(error)
        }
    }

    private mutating func parseValue() throws(ManifestSyntaxError) -> PropertyListNode {
        try skipTrivia()
        guard index < bytes.count else { throw failure("unexpected end of file, expected a value") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return PropertyListNode(value: .dictionary(try parseDictionary()), line: startLine)
        case UInt8(ascii: "("):
            return PropertyListNode(value: .array(try parseArray()), line: startLine)
        case UInt8(ascii: "<"):
            return PropertyListNode(value: .data(try parseData()), line: startLine)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return PropertyListNode(value: .string(try parseQuoted()), line: startLine)
        default:
            return PropertyListNode(value: .string(try parseUnquoted()), line: startLine)
        }
    }

    private mutating func parseDictionary() throws(ManifestSyntaxError) -> [String: PropertyListNode] {
        try enter()
        defer { depth -= 1 }
        index += 1
        var entries: [String: PropertyListNode] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw failure("unexpected end of file, expected '}'") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return entries
            }
            let key = try parseValue()
            guard let name = key.string else { throw failure("dictionary key must be a string") }
            try expect(UInt8(ascii: "="), "expected '=' after key '\(name)'")
            entries[name] = try parseValue()
            try expect(UInt8(ascii: ";"), "expected ';' after the value of '\(name)'")
        }
    }

    private mutating func parseArray() throws(ManifestSyntaxError) -> [PropertyListNode] {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [PropertyListNode] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw failure("unexpected end of file, expected ')'") }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return items
            }
            items.append(try parseValue())
            try skipTrivia()
            guard index < bytes.count else { throw failure("unexpected end of file, expected ')'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                throw failure("expected ',' or ')' in array")
            }
        }
    }

    private mutating func parseData() throws(ManifestSyntaxError) -> [UInt8] {
        index += 1
        var digits: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            let byte = bytes[index]
            if let value = PropertyListParser.hexValue(byte) {
                digits.append(value)
            } else if !PropertyListParser.isSpace(byte) {
                throw failure("invalid character in data")
            }
            consumeByte()
        }
        guard index < bytes.count else { throw failure("unterminated data, expected '>'") }
        index += 1
        guard digits.count % 2 == 0 else { throw failure("data has an odd number of hex digits") }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    private mutating func parseUnquoted() throws(ManifestSyntaxError) -> String {
        let start = index
        while index < bytes.count, PropertyListParser.isUnquoted(bytes[index]) { index += 1 }
        guard index > start else {
            throw failure("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))'")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func enter() throws(ManifestSyntaxError) {
        depth += 1
        if depth > PropertyListParser.maximumDepth { throw failure("nesting is too deep") }
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(ManifestSyntaxError) {
        try skipTrivia()
        guard index < bytes.count, bytes[index] == byte else { throw failure(message) }
        index += 1
    }

    func failure(_ message: String) -> ManifestSyntaxError { ManifestSyntaxError(line: line, message: message) }
}
