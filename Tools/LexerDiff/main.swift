import Foundation

/// Compares farewell's lexer with SwiftParser on every .swift file under the given folders, or
/// measures the lexer's throughput on one file with `--bench FILE`.
func run(_ arguments: [String]) -> Int32 {
    if arguments.first == "--dump", arguments.count == 2 {
        let bytes = Array(arguments[1].utf8)
        print("farewell:    \(WordList.farewell(bytes).map { "\($0.line):\($0.column) \($0.text)" })")
        print(
            "SwiftParser: \(WordList.swiftParser(bytes, fileName: "dump.swift").map { "\($0.line):\($0.column) \($0.text)" })"
        )
        return 0
    }
    if arguments.first == "--bench", arguments.count == 2 { return bench(arguments[1]) }
    if arguments.first == "--fuzz", arguments.count == 3, let count = Int(arguments[1]), let seed = UInt64(arguments[2])
    {
        let failures = Fuzz.run(count: count, seed: seed, limit: 20)
        print("programs: \(count), disagreements: \(failures)")
        return failures == 0 ? 0 : 1
    }
    guard !arguments.isEmpty else {
        print("usage: lexer-diff FOLDER... | lexer-diff --bench FILE | lexer-diff --fuzz COUNT SEED")
        return 64
    }
    var files = 0
    var compared = 0
    var mismatches = 0
    for folder in arguments {
        for path in swiftFiles(under: folder) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            let ours = Set(WordList.farewell(bytes))
            let theirs = Set(WordList.swiftParser(bytes, fileName: path))
            files += 1
            compared += theirs.count
            for word in ours.subtracting(theirs).sorted() {
                print("\(path):\(word.line):\(word.column): only farewell: \(word.text)")
                mismatches += 1
            }
            for word in theirs.subtracting(ours).sorted() {
                print("\(path):\(word.line):\(word.column): only SwiftParser: \(word.text)")
                mismatches += 1
            }
        }
    }
    print("files: \(files), words compared: \(compared), mismatches: \(mismatches)")
    return mismatches == 0 ? 0 : 1
}

func swiftFiles(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".swift") { paths.append(folder + "/" + relative) }
    }
    return paths.sorted()
}

/// Lexes one file with `Lexer.tokenize` and with `Lexer.next()`, and reports processor time per pass, so
/// that other load on the machine does not count.
func bench(_ path: String) -> Int32 {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("error: cannot read \(path)")
        return 66
    }
    let bytes = [UInt8](data)
    let megabytes = Double(bytes.count) / 1_000_000
    var best = (tokenize: Double.infinity, stream: Double.infinity)
    var counts = (0, 0)
    for _ in 0..<5 {
        var start = clock()
        counts.0 = Lexer.tokenize(bytes).count
        best.tokenize = min(best.tokenize, Double(clock() - start) / Double(CLOCKS_PER_SEC))
        start = clock()
        var lexer = Lexer(bytes)
        var count = 0
        while lexer.next() != nil { count += 1 }
        counts.1 = count
        best.stream = min(best.stream, Double(clock() - start) / Double(CLOCKS_PER_SEC))
    }
    var countOnly = Double.infinity
    for _ in 0..<5 {
        let start = clock()
        let count = bytes.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(bytes: buffer, state: LexerState())
            var count = 0
            while cursor.next() != nil { count += 1 }
            return count
        }
        countOnly = min(countOnly, Double(clock() - start) / Double(CLOCKS_PER_SEC))
        precondition(count == counts.0)
    }
    print("lexing without keeping tokens: \(Int(megabytes / countOnly)) MB/s")
    print("bytes: \(bytes.count), tokens: \(counts.0) (stream \(counts.1))")
    print(
        "tokenize: \(Int(megabytes / best.tokenize)) MB/s, next(): \(Int(megabytes / best.stream)) MB/s (processor time)"
    )
    return 0
}

exit(run(Array(CommandLine.arguments.dropFirst())))
