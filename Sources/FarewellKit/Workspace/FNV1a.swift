/// The 64-bit FNV-1a hash: as 16 lower-case hex digits for generated regions, as a number for the
/// scanner's names. Stable across runs and platforms.
package enum FNV1a {
    package static func hash(_ text: String) -> String {
        var text = text
        return digits(text.withUTF8 { FNV1a.value($0, 0, $0.count) })
    }

    /// `hash(_:)` of a part of a text, read in place.
    package static func hash(_ text: Substring) -> String {
        var text = text
        return digits(text.withUTF8 { FNV1a.value($0, 0, $0.count) })
    }

    /// `hash(_:)` of the text whose UTF-8 bytes these are.
    package static func hash(_ bytes: ArraySlice<UInt8>) -> String {
        digits(bytes.withUnsafeBufferPointer { FNV1a.value($0, 0, $0.count) })
    }

    /// 16 lower-case hex digits.
    private static func digits(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of no bytes.
    static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash `value` continued with one more byte.
    @inline(__always)
    static func step(_ value: UInt64, _ byte: UInt8) -> UInt64 {
        (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// The hash of `bytes[start..<end]`.
    @inline(__always)
    static func value(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var value = basis
        var index = start
        while index < end {
            value = step(value, bytes[index])
            index += 1
        }
        return value
    }
}
