import Testing

@testable import FarewellKit

/// The byte path of `FrontMatterScalar.quote` decides as the character rules do.
@Suite struct FrontMatterQuotingTests {
    /// The quoting rules written on characters, as the reference.
    private static func referenceNeedsQuotes(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        let specials: Set<Character> = [
            "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`",
        ]
        if first == " " || last == " " || specials.contains(first) { return true }
        if ["true", "false", "yes", "no", "on", "off", "null", "~"].contains(text.lowercased()) { return true }
        if text.contains(": ") || text.contains(" #") || text.hasSuffix(":") { return true }
        if text.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\"" || $0 == "\\" }) { return true }
        if inFlow, text.contains(where: { ",[]{}".contains($0) }) { return true }
        return false
    }

    @Test func asciiTextsAreQuotedExactlyWhenTheRulesSaySo() {
        let alphabet = Array("ab: #,[]{}-?\"\\\t\nTrUeFalsNo~:&*!|>'%@`1.")
        var generator = SplitMix(state: 7)
        var quoted = 0
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 8)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            for inFlow in [false, true] {
                let expected = Self.referenceNeedsQuotes(text, inFlow: inFlow)
                let quotedText: String = FrontMatterScalar.quote(text, inFlow: inFlow)
                #expect((quotedText != text) == expected, "\(text.debugDescription)")
                if expected { quoted += 1 }
            }
        }
        #expect(quoted > 1_000)
        for text in ["True", "NULL", "~", "a: b", "a #b", "key:", " lead", "trail ", "plain text", "ok"] {
            let quotedText: String = FrontMatterScalar.quote(text)
            #expect((quotedText != text) == Self.referenceNeedsQuotes(text, inFlow: false))
        }
    }
}
