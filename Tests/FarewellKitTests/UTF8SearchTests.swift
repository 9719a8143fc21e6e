import Testing

@testable import FarewellKit

@Suite struct UTF8SearchTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        ("share(history: 1)", "share(history", true), ("a `Duration`", "Duration", true),
        ("debounc", "debounce", false),
        ("", "x", false), ("x", "", true), ("résumé @Observable", "@Observable", true), ("aab", "ab", true),
    ])
    func contains(_ text: String, _ word: String, _ expected: Bool) {
        #expect(UTF8Search.contains(Self.bytes(text), word) == expected)
    }

    @Test func removingDropsEveryOccurrenceLeftToRight() {
        #expect(UTF8Search.removing("ab", from: Self.bytes("xabyabab")) == Self.bytes("xy"))
        #expect(UTF8Search.removing("aa", from: Self.bytes("aaa")) == Self.bytes("a"))
        #expect(UTF8Search.removing("zz", from: Self.bytes("abc")) == Self.bytes("abc"))
        let note = DeploymentAdvice.observableNote
        #expect(UTF8Search.removing(note, from: Self.bytes("x \(note) y")) == Self.bytes("x  y"))
    }

    @Test func firstIndexStartsWhereAsked() {
        #expect(UTF8Search.firstIndex(of: Self.bytes("ab"), in: Self.bytes("abab"), from: 1) == 2)
        #expect(UTF8Search.firstIndex(of: Self.bytes("ab"), in: Self.bytes("abab"), from: 3) == nil)
        #expect(UTF8Search.firstIndex(of: [], in: Self.bytes("ab"), from: 2) == 2)
    }

    @Test func sameBytesComparesTheBytesInPlace() {
        let text = "a é b é"
        let first = text[text.startIndex..<text.index(text.startIndex, offsetBy: 3)]
        let second = text[text.index(text.startIndex, offsetBy: 4)...]
        #expect(first == "a é")
        #expect(UTF8Search.sameBytes(first, "b é"[...]) == false)
        #expect(UTF8Search.sameBytes(second, "b é"[...]))
        // Canonically equivalent, other bytes: not the same file.
        #expect(UTF8Search.sameBytes("e\u{301}"[...], "\u{e9}"[...]) == false)
    }
}
