/// Postfix chains: `a.b(x).c { }.d` across lines share one chain id, so one Rx link proves the others.
extension ScanPass {
    static let valueHash = WordTable.hash("value")
    static let selfHash = WordTable.hash("self")
    static let rxHash = WordTable.hash("rx")
    static let subscribeHash = WordTable.hash("subscribe")
    static let stateHash = WordTable.hash("state")
    static let superHash = WordTable.hash("super")
    static let reactiveHash = WordTable.hash("Reactive")
    static let baseHash = WordTable.hash("Base")
    /// `base`, the object a `Reactive` wraps.
    static let wrappedBaseHash = WordTable.hash("base")

    static let eventsHash = WordTable.hash("events")
    static let emptyHash = WordTable.hash("empty")
    static let neverHash = WordTable.hash("never")

    static let valuesHash = WordTable.hash("values")
    static let currentStateHash = WordTable.hash("currentState")
    static let toBlockingHash = WordTable.hash("toBlocking")
    static let publisherHash = WordTable.hash("publisher")
    /// Nimble's `expect`, whose `Expectation` is no Rx type.
    static let expectHash = WordTable.hash("expect")
    static let expectationHash = WordTable.hash("Expectation")

    /// Gives the identifier at `index` the chain of its receiver, or a new chain. A link after `.value` or `.value()`
    /// (a relay's or subject's current value), `.values` (the AsyncSequence an Rx stream gives `for await`), ReactorKit's `.currentState`
    /// (a reactor's plain state: `currentState.items.map { }` maps an array), a blocking call's result
    /// (`toBlocking().single()`, RxBlocking's plain value), RxCombine's `asPublisher()` or `.publisher` (a Combine
    /// publisher), Nimble's `expect(x)` (an `Expectation`) or a call of the repository's own function that leaves Rx
    /// (`leavingCalls`: `rx.blockingRequest(.me)` declared to return a `Result`) starts one: it is no Rx. So does
    /// `self.base`, the object a `Reactive` wraps.
    /// One that such a call starts is a plain chain (`plainChains`).
    ///
    /// The read-only helpers it calls are inlined: called from this mutating method, each would copy the whole pass
    /// on every member link.
    mutating func assignChain(_ index: Int) {
        var id: Int32 = -1
        let leaving = code.isPunct(index - 1, ".") && followsLeavingCall(index)
        if code.isPunct(index - 1, "."), !leaving, !readsValue(index),
            index < 3 || code.entries[index - 2] < 0
                || (code.hashes[index - 2] != ScanPass.valuesHash || !code.isPunct(index - 3, "."))
                    && code.hashes[index - 2] != ScanPass.currentStateHash && !followsPublisherProperty(index - 2),
            testableObservers.isEmpty || !code.isRecordedEvents(index, observers: testableObservers),
            // `self.base` in an `extension Reactive` is the object it wraps, as `base` alone is.
            code.hashes[index] != ScanPass.wrappedBaseHash || index < 2 || code.hashes[index - 2] != ScanPass.selfHash
        {
            id = code.receiverChain(index - 2)
        }
        if id < 0 {
            id = Int32(chainAnchored.count)
            if leaving { plainChains.append(id) }
            // In an extension of an Rx type, `self` and bare operator calls (`map { }`) are Rx.
            let rxSelf = scopes.last?.rxSelf == true
            let implicitCall = code.entries[index] >= 0 && code.isBareCall(index)
            // Tested here first: the walk through the parentheses is worth it only after an occurrence.
            let afterParentheses = code.isPunct(index - 1, ".") && code.isPunct(index - 2, ")") && !found.isEmpty
            chainAnchored.append(
                rxSelf && (code.hashes[index] == ScanPass.selfHash || implicitCall)
                    || afterParentheses && parenthesizedRxHead(index))
        }
        chain[index] = id
    }

    /// Whether `index` reads a relay's current value, `.value` without a call: a `BehaviorSubject`'s throwing
    /// `value()` is a call in the chain (an occurrence), and what follows it starts a new one (`followsValueCall`).
    @inline(__always)
    private func readsValue(_ index: Int) -> Bool {
        code.hashes[index] == ScanPass.valueHash && !(code.isPunct(index + 1, "(") && code.isPunct(index + 2, ")"))
    }

    /// Whether the member at `index`, after a `.`, is called on what a call that leaves Rx gives: a subject's `value()`,
    /// a `BlockingObservable`'s call (`toBlocking().single()`), RxCombine's `asPublisher()`, Nimble's `expect(x)` or
    /// `expect { }` (`expect(relay).first()` is the `Expectation`'s) or the repository's own function with no Rx
    /// result (`leavingCalls`: `provider.rx.blockingRequest(.me)` declared to return a `Result`).
    @inline(__always)
    private func followsLeavingCall(_ index: Int) -> Bool {
        followsValueCall(index)
            || code.isPunct(index - 2, ")")
                && (code.followsBlockingCall(index) || code.followsPublisherBridge(index)
                    || !leavingCalls.isEmpty && code.followsCall(index, namedIn: leavingCalls))
            || code.followsBareCall(index, named: ScanPass.expectHash) && fileImports.contains("Nimble")
    }

    /// Whether the link at `index` follows a `value()` call (`try subject.value().map { }` maps the value).
    @inline(__always)
    private func followsValueCall(_ index: Int) -> Bool {
        index >= 5 && code.isPunct(index - 2, ")") && code.isPunct(index - 3, "(")
            && code.hashes[index - 4] == ScanPass.valueHash && code.isPunct(index - 5, ".")
    }

    /// Whether `index` is RxCombine's `.publisher` (`observable.publisher`, in a file that imports RxCombine): what
    /// follows is Combine's.
    @inline(__always)
    func followsPublisherProperty(_ index: Int) -> Bool {
        code.hashes[index] == ScanPass.publisherHash && code.isPunct(index - 1, ".")
            && fileImports.contains("RxCombine")
    }

    /// Whether the initializer at `start` is a chain ending in RxCombine's bridge to Combine (`.publisher`,
    /// `.asPublisher()`): the name it gives holds a publisher, not an Rx stream.
    func endsInPublisherBridge(_ start: Int) -> Bool {
        guard let last = code.chainEnd(from: start), last > start else { return false }
        return followsPublisherProperty(last) || code.hashes[last] == ScanPass.asPublisherHash
    }

    /// Whether the member at `index`, after `).` with occurrences found before it (`assignChain` tests that),
    /// follows a parenthesized expression that holds, outside its nested brackets, an occurrence proved for sure
    /// that is no type: `(repository?.load() ?? .empty()).map { }`, not `([] as [Observable<Int>]).map { }`.
    @inline(__always)
    private func parenthesizedRxHead(_ index: Int) -> Bool {
        let close = index - 2
        let open = Int(code.partner[close])
        guard open >= 0, open < close, !code.isExpressionEnd(open - 1), found[found.count - 1].token > open
        else { return false }
        var position = open + 1
        while position < close {
            if code.entries[position] >= 0 {
                let at = found.lowerBound(of: position) { $0.token }
                if at < found.count, found[at].token == position, found[at].provingLabel == 0,
                    !scanner.matches[found[at].construct].isType
                {
                    return true
                }
            }
            let partner = Int(code.partner[position])
            position = partner > position && partner < close ? partner + 1 : position + 1
        }
        return false
    }

}
