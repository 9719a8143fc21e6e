/// The 64-bit FNV-1a hash, written as 16 lower-case hex digits: stable across runs and platforms.
package enum FNV1a {
    package static func hash(_ text: String) -> String {
        var text = text
        let value = text.withUTF8 { bytes in
            var value: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01b3
            }
            return value
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
