@testable import FarewellKit
import Testing

@Test func sourceTextTellsTextFromBinaryAndBrokenUTF8() {
    #expect(SourceText.check(Array("let s = \"héllo ✓ 🎉\"\n".utf8)) == .valid)
    #expect(SourceText.check([0x61, 0x00, 0x62]) == .binary)
    #expect(SourceText.check(Array("a\nb\n".utf8) + [0xC3, 0x28]) == .invalidUTF8(line: 3))
    #expect(SourceText.check([0xED, 0xA0, 0x80]) == .invalidUTF8(line: 1))
    #expect(SourceText.check([0xE2, 0x82]) == .invalidUTF8(line: 1))
}
