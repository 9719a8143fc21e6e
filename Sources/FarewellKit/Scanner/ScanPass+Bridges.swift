extension ScanPass {
    /// The standard library's asynchronous sequences, the Swift Concurrency side of a stream.
    static let asyncSequenceHashes = HashSet(
        ["AsyncSequence", "AsyncStream", "AsyncThrowingStream"].map { WordTable.hash($0) })
    private static let getHash: UInt64 = 0xd4e2_6318_faaa_79f7  // WordTable.hash("get")

    /// Whether `declaration` is the repository's own bridge between Rx and Swift Concurrency: its signature carries an
    /// Rx stream type on one side and `async` on the other, whatever its name. That is an `async` member of an Rx
    /// stream type's extension, or one giving an asynchronous sequence (`func value() async throws -> Element` and
    /// `var values: AsyncThrowingStream<Element, Error>` in `extension PrimitiveSequence`); a function taking an
    /// `async` closure or an asynchronous sequence and returning an Rx stream
    /// (`func asyncToSingle<T>(_ work: @escaping () async throws -> T) -> Single<T>`); or a member of an asynchronous
    /// sequence's extension whose signature names an Rx stream (`extension AsyncSequence { func asObservable() }`).
    func isBridge(_ declaration: Declaration, rxTypes: [String]) -> Bool {
        guard declaration.kind == .function || declaration.kind.isProperty else { return false }
        let end = min(declaration.signatureEnd, code.count)
        if declaration.extendsRx, let extended = extendedRxType(declaration), isStreamType(extended),
            isAsync(declaration, end: end) || namesAsyncSequence(resultRange(declaration, end: end))
        {
            return true
        }
        if Self.asyncSequenceHashes.contains(declaration.owner) { return rxTypes.contains(where: isStreamType) }
        guard declaration.kind == .function, case .parameters(let open) = declaration.labels,
            case let close = Int(code.partner[open]), close > open, returnsStream(from: close + 1, to: end)
        else { return false }
        let parameters = (open + 1)..<close
        return parameters.contains { code.keywords[$0] == .async } || namesAsyncSequence(parameters)
    }

    /// Whether the catalog has `name` as an Rx stream type (`Single`, `ObservableType`), not a subject or a lifetime.
    private func isStreamType(_ name: String) -> Bool {
        let entry = scanner.words.entry(hash: WordTable.hash(name))
        guard entry >= 0 else { return false }
        return scanner.words.entries[entry].constructs.contains {
            scanner.matches[$0].isType && scanner.matches[$0].category == .streamType
        }
    }

    /// An `async` function (`async` after its parameters), or a property whose getter is (`get async throws`).
    private func isAsync(_ declaration: Declaration, end: Int) -> Bool {
        if case .parameters(let open) = declaration.labels {
            let close = Int(code.partner[open])
            guard close > open else { return false }
            let stop = topLevelArrow(close + 1, end, last: false) ?? end
            return ((close + 1)..<stop).contains { code.keywords[$0] == .async }
        }
        guard declaration.kind.isProperty, end < code.count, code.isPunct(end, "{") else { return false }
        var position = end + 1
        let close = Int(code.partner[end])
        while position + 1 < close {
            if code.hashes[position] == Self.getHash, code.keywords[position + 1] == .async { return true }
            let partner = Int(code.partner[position])
            position = partner > position && partner < close ? partner + 1 : position + 1
        }
        return false
    }

    /// The tokens of a function's result type, or a property's type.
    private func resultRange(_ declaration: Declaration, end: Int) -> Range<Int> {
        let start = min(declaration.signatureStart, end)
        guard declaration.kind == .function else { return start..<end }
        guard let arrow = topLevelArrow(start, end, last: true) else { return end..<end }
        return (arrow + 1)..<end
    }

    /// Whether `range` names an asynchronous sequence (`AsyncStream<Element>`, `some AsyncSequence`).
    private func namesAsyncSequence(_ range: Range<Int>) -> Bool {
        range.contains { Self.asyncSequenceHashes.contains(code.hashes[$0]) }
    }

    /// Whether the result type after the parameters, in `start..<end`, is an Rx stream type (`-> Single<T>`,
    /// `-> RxSwift.Observable<Int>`).
    private func returnsStream(from start: Int, to end: Int) -> Bool {
        guard let arrow = topLevelArrow(start, end, last: true) else { return false }
        var type = arrow + 1
        while type < end, code.keywords[type] == .some || code.keywords[type] == .any { type += 1 }
        type = code.afterRxModule(type, end: end)
        return type < end && code.isCapitalizedWord(type) && isStreamType(code.text(type))
    }
}
