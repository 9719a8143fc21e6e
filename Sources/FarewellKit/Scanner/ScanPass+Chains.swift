/// Postfix chains: `a.b(x).c { }.d` across lines share one chain id, so one Rx link proves the others.
extension ScanPass {
    static let valueHash: UInt64 = 0x7ce4_fd94_30e8_0cea  // WordTable.hash("value")
    static let selfHash: UInt64 = 0x2d19_e518_d407_92b7  // WordTable.hash("self")
    static let rxHash: UInt64 = 0x08dc_4c07_b57b_89f7  // WordTable.hash("rx")
    static let subscribeHash: UInt64 = 0x5cda_1b5d_810f_e743  // WordTable.hash("subscribe")
    static let stateHash: UInt64 = 0xee63_aaad_45b1_b116  // WordTable.hash("state")
    static let superHash: UInt64 = 0xd0d7_08b4_0e95_7634  // WordTable.hash("super")
    static let reactiveHash: UInt64 = 0x2194_8e22_4c69_c65a  // WordTable.hash("Reactive")
    static let baseHash: UInt64 = 0xc1a4_e2a7_a8e2_0d58  // WordTable.hash("Base")
    /// `base`, the object a `Reactive` wraps.
    static let wrappedBaseHash: UInt64 = 0x9a7c_e19b_aa54_c278  // WordTable.hash("base")

    static let eventsHash: UInt64 = 0xdd63_d0ce_c6bb_7d04  // WordTable.hash("events")
    static let emptyHash: UInt64 = 0x904f_efb3_d01c_b2ae  // WordTable.hash("empty")
    static let neverHash: UInt64 = 0xcbd8_031e_3d02_6dc9  // WordTable.hash("never")

    static let valuesHash: UInt64 = 0x2127_7bcf_1a4d_67fb  // WordTable.hash("values")
    static let currentStateHash: UInt64 = 0x6a10_9370_64ae_99cf  // WordTable.hash("currentState")
    static let toBlockingHash: UInt64 = 0x5ec1_287a_c2e0_baa3  // WordTable.hash("toBlocking")
    static let publisherHash: UInt64 = 0x1ae6_a30e_ed20_4c9f  // WordTable.hash("publisher")
    /// Nimble's `expect`, whose `Expectation` is no Rx type.
    static let expectHash: UInt64 = 0x208a_d797_7190_aad8  // WordTable.hash("expect")
    static let expectationHash: UInt64 = 0xf805_210a_34de_e205  // WordTable.hash("Expectation")

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
