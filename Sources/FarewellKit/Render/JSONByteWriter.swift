/// Appends pretty-printed JSON the way `JSONText.encode` lays it out (two-space indent, `"key" : value`,
/// empty arrays as `[`, a blank line, `]`), escaping strings as `JSONEncoder` does without slashes.
struct JSONByteWriter {
    private(set) var bytes: [UInt8] = []
    private var depth = 0
    private var needsComma = false

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// A writer for a fragment nested `depth` deep, after an element when `needsComma`.
    init(capacity: Int, depth: Int, needsComma: Bool) {
        bytes.reserveCapacity(capacity)
        self.depth = depth
        self.needsComma = needsComma
    }

    /// Appends a fragment written by a writer made with `init(capacity:depth:needsComma:)` at this depth.
    mutating func append(fragment: [UInt8]) {
        guard !fragment.isEmpty else { return }
        bytes.append(contentsOf: fragment)
        needsComma = true
    }

    /// Hands over the bytes written so far and starts an empty buffer; the nesting carries on.
    mutating func take() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }

    mutating func endObject() { close(UInt8(ascii: "}"), empty: false) }

    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes an array of `count` elements.
    mutating func endArray(count: Int) { close(UInt8(ascii: "]"), empty: count == 0) }

    /// Starts the next key of an object: `,` when needed, new line, indent, `"key" : `.
    mutating func key(_ name: StaticString) {
        element()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(32)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(32)
        needsComma = false
    }

    /// Starts the next element of an array.
    mutating func element() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        bytes.append(10)
        indent()
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var plain = true
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                plain = false
                break
            }
            if plain { bytes.append(contentsOf: utf8) } else { for byte in utf8 { escape(byte) } }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
        needsComma = true
    }

    mutating func bool(_ value: Bool) {
        if value {
            bytes.append(contentsOf: [UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e")])
        } else {
            bytes.append(contentsOf: [
                UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "e"),
            ])
        }
        needsComma = true
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8, empty: Bool) {
        depth -= 1
        bytes.append(10)
        if empty { bytes.append(10) }
        indent()
        bytes.append(bracket)
        needsComma = true
    }

    private static let spaces = [UInt8](repeating: 32, count: 64)

    private mutating func indent() {
        let width = depth * 2
        if width <= JSONByteWriter.spaces.count {
            bytes.append(contentsOf: JSONByteWriter.spaces[0..<width])
        } else {
            bytes.append(contentsOf: repeatElement(32, count: width))
        }
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [92, UInt8(ascii: "\"")])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
        case 8: bytes.append(contentsOf: [92, UInt8(ascii: "b")])
        case 9: bytes.append(contentsOf: [92, UInt8(ascii: "t")])
        case 10: bytes.append(contentsOf: [92, UInt8(ascii: "n")])
        case 12: bytes.append(contentsOf: [92, UInt8(ascii: "f")])
        case 13: bytes.append(contentsOf: [92, UInt8(ascii: "r")])
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
        default: bytes.append(byte)
        }
    }
}
