/// Appends pretty-printed JSON the way `JSONText.encode` lays it out (two-space indent, `"key" : value`,
/// empty arrays as `[`, a blank line, `]`), escaping strings as `JSONEncoder` does without slashes.
///
/// Each piece reserves room once and stores its bytes straight into an owned buffer: a multi-megabyte
/// inventory is mostly keys, indentation and short strings, so per-byte overhead is what counts.
struct JSONByteWriter {
    private let buffer: ByteBuffer
    private var depth = 0
    private var needsComma = false

    init(capacity: Int = 0) { buffer = ByteBuffer(capacity: capacity) }

    /// A writer for a fragment nested `depth` deep, after an element when `needsComma`.
    init(capacity: Int, depth: Int, needsComma: Bool) {
        buffer = ByteBuffer(capacity: capacity)
        self.depth = depth
        self.needsComma = needsComma
    }

    /// How many bytes are waiting to be taken.
    var count: Int { buffer.count }

    /// Hands over the bytes written so far and starts an empty buffer; the nesting carries on.
    mutating func take() -> [UInt8] { buffer.take() }

    /// Lends the bytes written so far, valid during `body` only.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { buffer.withBytes(body) }

    /// Empties the buffer, keeping its room; the nesting carries on.
    mutating func clear() { buffer.clear() }

    /// Empties the buffer, keeping its room, for a fragment nested `depth` deep, after an element when `needsComma`.
    mutating func restart(depth: Int, needsComma: Bool) {
        buffer.clear()
        self.depth = depth
        self.needsComma = needsComma
    }

    /// Ends the text with a line break.
    mutating func newline() {
        buffer.reserve(1)
        buffer.store(10)
    }

    /// Notes that an element was written elsewhere (a fragment from `init(capacity:depth:needsComma:)` at
    /// this depth, handed out on its own), so the next one needs a comma.
    mutating func markElementWritten() { needsComma = true }

    mutating func beginObject() { open(UInt8(ascii: "{")) }

    mutating func endObject() { close(UInt8(ascii: "}"), empty: false) }

    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes an array of `count` elements.
    mutating func endArray(count: Int) { close(UInt8(ascii: "]"), empty: count == 0) }

    /// Starts the next key of an object: `,` when needed, new line, indent, `"key" : `.
    mutating func key(_ name: StaticString) {
        // Keys are ASCII literals, so the static string is a pointer: no closure, no retain of the buffer.
        // Written through one pointer and counted once: storing byte by byte updated the buffer's count each time.
        let count = name.utf8CodeUnitCount
        let out = buffer.space(count + 7 + depth * 2)
        var at = lineStart(at: out)
        out[at] = UInt8(ascii: "\"")
        (out + at + 1).update(from: name.utf8Start, count: count)
        at += 1 + count
        out[at] = UInt8(ascii: "\"")
        out[at + 1] = 32
        out[at + 2] = UInt8(ascii: ":")
        out[at + 3] = 32
        buffer.advance(at + 4)
        needsComma = false
    }

    /// Starts the next element of an array.
    mutating func element() {
        buffer.advance(lineStart(at: buffer.space(2 + depth * 2)))
    }

    /// Writes at `out` the start of a key's or an element's line (`,` when needed, a line break, the indentation;
    /// at most `2 + depth * 2` bytes, reserved by the caller) and returns how many bytes it wrote.
    @inline(__always)
    private func lineStart(at out: UnsafeMutablePointer<UInt8>) -> Int {
        var at = 0
        if needsComma {
            out[0] = UInt8(ascii: ",")
            at = 1
        }
        out[at] = 10
        (out + at + 1).update(repeating: 32, count: depth * 2)
        return at + 1 + depth * 2
    }

    mutating func string(_ value: String) {
        // Room for the worst case (every byte escaped as `\u00XX`) and the quotes, written through a raw
        // pointer so the closure holds no reference to count.
        let destination = buffer.space(value.utf8.count * 6 + 2)
        // A native string's bytes are read where they are; `withUTF8` needs a `var`, a copy retained and released.
        let written =
            value.utf8.withContiguousStorageIfAvailable { JSONByteWriter.quote($0, into: destination) }
            ?? {
                var value = value
                return value.withUTF8 { JSONByteWriter.quote($0, into: destination) }
            }()
        buffer.advance(written)
        needsComma = true
    }

    /// Writes `utf8` quoted and escaped at `out`; returns the bytes written.
    private static func quote(_ utf8: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        out[count] = UInt8(ascii: "\"")
        count += 1
        // Eight bytes at a time while none of them needs an escape (a control byte, `"` or `\`).
        var start = 0
        if let base = utf8.baseAddress {
            while start + 8 <= utf8.count {
                let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
                guard !needsEscape(word) else { break }
                UnsafeMutableRawPointer(out + count).storeBytes(of: word, as: UInt64.self)
                count += 8
                start += 8
            }
        }
        for byte in UnsafeBufferPointer(rebasing: utf8[start...]) {
            // Most bytes need no escape.
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                out[count] = byte
                count += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out[count] = 92
                out[count + 1] = byte
                count += 2
            case 8, 9, 10, 12, 13:
                out[count] = 92
                out[count + 1] = UInt8(
                    ascii: byte == 8 ? "b" : byte == 9 ? "t" : byte == 10 ? "n" : byte == 12 ? "f" : "r")
                count += 2
            case 0..<0x20:
                let hex: StaticString = "0123456789abcdef"
                let digits = hex.utf8Start
                out[count] = 92
                out[count + 1] = UInt8(ascii: "u")
                out[count + 2] = 48
                out[count + 3] = 48
                out[count + 4] = digits[Int(byte >> 4)]
                out[count + 5] = digits[Int(byte & 15)]
                count += 6
            default:
                out[count] = byte
                count += 1
            }
        }
        out[count] = UInt8(ascii: "\"")
        return count + 1
    }

    /// Whether any byte of `word` is below 0x20, `"` or `\` (bit tricks on all eight bytes at once; exact
    /// for "any", which is all that is asked).
    @inline(__always)
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs) != 0
    }

    mutating func int(_ value: Int) {
        // The digits written from the last one back, dividing by the constant 10 only (a multiplication), through
        // one pointer: dividing by a power of ten held in a variable is a slow division per digit.
        let out = buffer.space(20)
        let sign = value < 0 ? 1 : 0
        if sign == 1 { out[0] = UInt8(ascii: "-") }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var at = sign + digits
        repeat {
            at -= 1
            out[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        buffer.advance(sign + digits)
        needsComma = true
    }

    mutating func bool(_ value: Bool) {
        let text: StaticString = value ? "true" : "false"
        buffer.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        needsComma = true
    }

    private mutating func open(_ bracket: UInt8) {
        buffer.reserve(1)
        buffer.store(bracket)
        depth += 1
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8, empty: Bool) {
        depth -= 1
        buffer.reserve(3 + depth * 2)
        buffer.store(10)
        if empty { buffer.store(10) }
        buffer.storeSpaces(depth * 2)
        buffer.store(bracket)
        needsComma = true
    }
}

/// A growable byte buffer whose writers reserve room first and then store without checks.
private final class ByteBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        storage = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    /// Stores one byte; room must be reserved.
    @inline(__always)
    func store(_ byte: UInt8) {
        storage[count] = byte
        count += 1
    }

    /// Stores `bytes`; room must be reserved.
    @inline(__always)
    func store(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    func storeSpaces(_ width: Int) {
        guard width > 0 else { return }
        (storage + count).update(repeating: 32, count: width)
        count += width
    }

    /// Reserves `size` bytes and returns where they start; `advance` then counts what was written.
    func space(_ size: Int) -> UnsafeMutablePointer<UInt8> {
        reserve(size)
        return storage + count
    }

    func advance(_ written: Int) { count += written }

    /// Reserves room for `bytes` and stores them.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        store(bytes)
    }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: storage, count: count))
    }

    func clear() { count = 0 }

    /// The bytes so far, leaving the buffer empty.
    func take() -> [UInt8] {
        let bytes = [UInt8](UnsafeBufferPointer(start: storage, count: count))
        count = 0
        return bytes
    }
}
