/// Differential fuzzing: random programs glued from tricky fragments, lexed by both lexers.
enum Fuzz {
    static let fragments: [String] = [
        "\"a\\(b)c\"", "\"\\(\"x\\(y)\")\"", "#\"raw \\(no) \\#(yes)\"#", "##\"a\"#b\"##", "\"\"\"\nml \\(z)\n\"\"\"",
        "#\"\"\"\nraw \\#(q)\n\"\"\"#", "/abc/", "#/a b/#", "#/\n x\n/#", "x / y / z", "a /b/ c", "/ x/", "(/x/)",
        "f(/)", "try? /x/", "// c", "/* /* n */ */", "/** doc */", "/// d", "`default`", "$0", "$x", "@Observable",
        "#if os(iOS)", "#else", "#endif", "#selector(f)", "0x1p-2", "1_000.5e+3", "0b1010", "1...5", "x.0.1",
        "a?.b", "a!.b", "..<", "\\.foo", "é", "日本", "→", "\r\n", "\r", "\n", " ", "(", ")", "{", "}", "[", "]",
        ",", ":", ";", "=", "+", "-", "*", "/", "!", "?", "<", ">", "&", "|", "^", "~", ".", "#", "\"", "'", "\\",
        "return", "in", "func", "operator", "self", "true", "let", "x", "Observable", "rx", "1", "2.5", "0xff.a",
        "{ $0 }", "\"\\(a.map { \"\\($0)\" })\"", "#\"\\#(x)\"#", "'c'", "`a b`", "/[/]/", "/(/", "/)/", "/\\//",
        "a/b", "a / b", "x=/y/", "try! /z/", "#/x/#", "##/a/#b/##", "\"\\(\n)\"", "0o17", "1e", "1.e5", "x.1e3",
        "\"\"\"\n\\(\"\"\"\ninner \\(q)\n\"\"\")\n\"\"\"", "\"\\(f(g(h)))\"", "\"\\({ (a) in a }(1))\"", "\\#(", "\\(",
        "\"\\(\"\\(\"\\(deep)\")\")\"", "/ab /", "x = /a/", "[/a/]", "f(/a/, /b/)", "return /a/", "case /a/",
        "x /= 2", "x /y", "a!/b/", "a /)/ b", "/a(b)/", "/\\d+/", "#/[a-z]+\\//#", "#//#", "\u{00A0}", "\u{FEFF}",
        "\r\n\"a\r\nb\"", "\"\"\"\r\nx\r\n\"\"\"", "/*/", "*/", "<#p#>", "<#", "#>", "\t", "\0", "🙂", "x\u{301}",
        "`$`", "$", "@", "@objc", "#!/x", "#available(iOS 15, *)", "#sourceLocation", "0x1.8p3", "0xffp", "1__2",
    ]

    /// Returns the generated programs on which the two lexers disagree (at most `limit` shown).
    static func run(count: Int, seed: UInt64, limit: Int) -> Int {
        var state = seed
        var failures = 0
        for _ in 0..<count {
            var text = ""
            let length = Int(next(&state) % 24) + 2
            for _ in 0..<length {
                text += fragments[Int(next(&state) % UInt64(fragments.count))]
                if next(&state) % 3 == 0 { text += " " }
            }
            let bytes = Array(text.utf8)
            let ours = Set(WordList.farewell(bytes))
            let theirs = Set(WordList.swiftParser(bytes, fileName: "fuzz.swift"))
            guard ours != theirs else { continue }
            failures += 1
            if failures <= limit {
                print("--- \(text.debugDescription)")
                print(
                    "    only farewell: \(ours.subtracting(theirs).sorted().map { "\($0.line):\($0.column) \($0.text)" })"
                )
                print(
                    "    only SwiftParser: \(theirs.subtracting(ours).sorted().map { "\($0.line):\($0.column) \($0.text)" })"
                )
            }
        }
        return failures
    }

    /// SplitMix64.
    static func next(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
