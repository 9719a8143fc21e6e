/// Looks identifier bytes up (Swift keywords and catalog symbols) by a 64-bit hash, without allocating.
struct WordTable: Sendable {
    /// The catalog entries one symbol may trigger, in catalog order.
    struct Entry: Sendable {
        var bytes: [UInt8]
        /// The symbol, as occurrences report it.
        var text: String
        var constructs: [Int]
        /// Some construct of the entry is an attribute (`@Pulse`): the lexer looks the attribute's name up.
        var attribute = false
        /// Every construct of the entry is the repository's where it declares the name
        /// (`Match.isShadowedByRepository`).
        var isShadowedByRepository = false
    }

    /// Words whose role the scanner needs (declarations, expression keywords, access modifiers).
    enum Keyword: UInt8, Sendable, CaseIterable {
        case none
        case `func`, `var`, `let`, `class`, `struct`, `enum`, `protocol`, actor, `extension`, `init`, `deinit`
        case `subscript`, `typealias`, `associatedtype`, `case`, `import`
        case `return`, `in`, `if`, `guard`, `else`, `switch`, `where`, `try`, `await`, `throw`, `while`, `repeat`
        case `for`, `as`, `is`, some, any, `do`, `catch`, `defer`, `throws`, `rethrows`, async
        case `open`, `public`, package, `internal`, `fileprivate`, `private`
        case `static`, final, override, lazy, weak, unowned, mutating, nonmutating, dynamic, optional
        case required, convenience, nonisolated, indirect, `inout`, `operator`, prefix, postfix, infix

        var text: String { Keyword.texts[Int(rawValue)] }
        /// The text of an access keyword, nil for `.none`.
        var accessText: String? { self == .none ? nil : text }
        private static let texts = Keyword.allCases.map { $0 == .none ? "" : "\($0)" }
        var isAccess: Bool { (Keyword.open.rawValue...Keyword.private.rawValue).contains(rawValue) }
        var isModifier: Bool { rawValue >= Keyword.open.rawValue || self == .class }
        /// Keywords after which an expression starts, so `.name` is an implicit member.
        var startsExpression: Bool { (Keyword.return.rawValue...Keyword.async.rawValue).contains(rawValue) }
    }

    /// Open-addressing table keyed by the FNV hash itself (no re-hashing): slot -> word index + 1.
    private var slots = [Int32](repeating: 0, count: 1024)
    private var wordHashes: [UInt64] = []
    private var wordKeywords: [Keyword] = []
    private var wordEntries: [Int] = []
    private(set) var entries: [Entry] = []
    /// `maybe[length * 128 + firstByte]`: whether any word has that length and first byte.
    private var maybe = [Bool](repeating: false, count: 64 * 128)

    /// `excludedModules`: libraries the repository builds itself (`SourceScanner.ownModules`), whose constructs are its
    /// own code: their names are the repository's declarations, with no symbol of the table.
    init(catalog: Catalog, excludedModules: Set<String> = []) {
        for keyword in Keyword.allCases where keyword != .none {
            insert(Array(keyword.text.utf8), keyword: keyword, construct: nil)
        }
        // A reactor's own member (`state`) is found in its body, not by its spelling: no symbol of the table.
        for (index, construct) in catalog.constructs.enumerated()
        where construct.match.position != .reactorOwnMember && !excludedModules.contains(construct.module) {
            if construct.match.isPrefix {
                for symbol in construct.symbols {
                    addPrefix(Array(symbol.utf8), construct: index)
                }
                continue
            }
            let attribute = construct.match.position == .attribute
            for symbol in construct.symbols {
                insert(Array(symbol.utf8), keyword: nil, construct: index, attribute: attribute)
            }
        }
        hasAttributes = entries.contains(where: \.attribute)
        for entry in entries.indices {
            entries[entry].isShadowedByRepository = entries[entry].constructs.allSatisfy {
                catalog.constructs[$0].match.isShadowedByRepository
            }
        }
    }

    /// The entries whose symbol starts names (`Match.isPrefix`), with that symbol's bytes: few, tried in order.
    private var prefixes: [(bytes: [UInt8], entry: Int)] = []

    private mutating func addPrefix(_ bytes: [UInt8], construct: Int) {
        guard !bytes.isEmpty else { return }
        if let at = prefixes.firstIndex(where: { $0.bytes == bytes }) {
            entries[prefixes[at].entry].constructs.append(construct)
            return
        }
        prefixes.append((bytes, entries.count))
        prefixStarts[Int(bytes[0] & 0x7F)] = true
        entries.append(Entry(bytes: bytes, text: String(decoding: bytes, as: UTF8.self), constructs: [construct]))
    }

    /// `prefixStarts[firstByte]`: whether a prefix starts with that byte, so that a word starting otherwise is tried
    /// against none.
    private var prefixStarts = [Bool](repeating: false, count: 128)

    /// The entry of the prefix that `source[start..<end]` starts with and is longer than (`rx_tap` of `rx_`), or -1.
    @inline(__always)
    private func prefixEntry(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        for prefix in prefixes where end - start > prefix.bytes.count && source[start] == prefix.bytes[0] {
            var index = 1
            while index < prefix.bytes.count, source[start + index] == prefix.bytes[index] { index += 1 }
            if index == prefix.bytes.count { return prefix.entry }
        }
        return -1
    }

    /// Some catalog entry is an attribute's name.
    private(set) var hasAttributes = false

    private mutating func insert(_ bytes: [UInt8], keyword: Keyword?, construct: Int?, attribute: Bool = false) {
        guard let first = bytes.first, bytes.count < 64 else { return }
        maybe[bytes.count * 128 + Int(first & 0x7F)] = true
        let hash = WordTable.hash(bytes, 0, bytes.count)
        var word = find(hash)
        if word < 0 {
            if (wordHashes.count + 1) * 2 > slots.count { grow() }
            word = wordHashes.count
            wordHashes.append(hash)
            wordKeywords.append(.none)
            wordEntries.append(-1)
            place(word)
        }
        if let keyword { wordKeywords[word] = keyword }
        if let construct {
            if wordEntries[word] < 0 {
                wordEntries[word] = entries.count
                entries.append(Entry(bytes: bytes, text: String(decoding: bytes, as: UTF8.self), constructs: []))
            }
            let entry = wordEntries[word]
            if !entries[entry].constructs.contains(construct) { entries[entry].constructs.append(construct) }
            if attribute { entries[entry].attribute = true }
        }
    }

    private func find(_ hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let word = Int(slots[slot]) - 1
            if wordHashes[word] == hash { return word }
            slot = (slot + 1) & mask
        }
        return -1
    }

    private mutating func place(_ word: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: wordHashes[word]) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(word + 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for word in 0..<wordHashes.count { place(word) }
    }

    /// The keyword and catalog entry index (or -1) of `source[start..<end]`: a symbol's, else a prefix's it starts
    /// with (`rx_tap`).
    func lookup(
        _ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt64
    ) -> (keyword: Keyword, entry: Int) {
        let length = end - start
        let first = Int(source[start] & 0x7F)
        guard length < 64, maybe[length * 128 + first] else {
            return (.none, prefixStarts[first] ? prefixEntry(source, start, end) : -1)
        }
        let word = find(hash)
        guard word >= 0 else { return (.none, prefixStarts[first] ? prefixEntry(source, start, end) : -1) }
        let entry = wordEntries[word]
        if entry >= 0, !WordTable.same(source, start, end, entries[entry].bytes) { return (wordKeywords[word], -1) }
        return (wordKeywords[word], entry)
    }

    /// The entry an attribute names (`Pulse` in `@Pulse`, at `start..<end` after the `@`), if it is an
    /// attribute's, else -1.
    func attributeEntry(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        guard hasAttributes, start < end else { return -1 }
        let entry = lookup(source, start, end, hash: WordTable.hash(source, start, end)).entry
        return entry >= 0 && entries[entry].attribute ? entry : -1
    }

    /// The catalog entry index of the symbol whose hash is `hash`, or -1.
    func entry(hash: UInt64) -> Int {
        let word = find(hash)
        return word < 0 ? -1 : wordEntries[word]
    }

    /// FNV-1a over `source[start..<end]`.
    static func hash(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        FNV1a.value(source, start, end)
    }

    /// FNV-1a over `source[start..<end]`.
    static func hash(_ source: [UInt8], _ start: Int, _ end: Int) -> UInt64 {
        source.withUnsafeBufferPointer { hash($0, start, end) }
    }

    static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { hash($0, 0, $0.count) }
    }

    static func same(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ bytes: [UInt8]) -> Bool {
        guard end - start == bytes.count else { return false }
        var index = 0
        while index < bytes.count {
            if source[start + index] != bytes[index] { return false }
            index += 1
        }
        return true
    }
}
