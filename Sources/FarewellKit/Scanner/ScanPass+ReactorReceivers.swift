/// ReactorKit's members read on a value the file declares with one of the repository's reactors (`reacotr.state` of
/// a parameter `reacotr: HomeReactor`, `self.model.action` of a `let model: HomeReactor?`): Swift finds ReactorKit's
/// `state`, `action`, `currentState`, `pulse` and its test stub's `isStubEnabled` and `stub` there whatever the
/// value's name, so the value is a reactor used and the chain after `state` or `action` is Rx (`.share()`, `.map { }`).
extension ScanPass {
    /// ReactorKit's members of a reactor, as name hashes.
    static let reactorMemberHashes: [UInt64] = [
        0xee63_aaad_45b1_b116,  // WordTable.hash("state")
        0x6568_640b_035a_56df,  // WordTable.hash("action")
        0x6a10_9370_64ae_99cf,  // WordTable.hash("currentState")
        0xd528_ba0c_66df_2dfe,  // WordTable.hash("pulse")
        0xa6ce_74e9_a661_683e,  // WordTable.hash("isStubEnabled")
        0xaf41_6019_1dcf_baf5,  // WordTable.hash("stub")
    ]
    static let pulseHash: UInt64 = 0xd528_ba0c_66df_2dfe  // WordTable.hash("pulse")

    /// Adds to `found` the receivers of `reactorMemberReads` declared in sight (`receiverTypes`) with one of
    /// `reactorTypes`, as the catalog's `reactor` (and a `pulse` read on one as its `Reactor.pulse`), and proves their
    /// chains; in a file that sees ReactorKit, by its own import or as a library another file of its module imports.
    mutating func addReactorReceivers(_ receiverTypes: DeclaredTypes) {
        guard let use = scanner.reactorUse,
            fileImports.contains("ReactorKit") || memberLibraries.contains("ReactorKit")
        else { return }
        let counted = Set(found.map(\.token))
        var hits: [Found] = []
        for read in reactorMemberReads {
            guard let (receiver, onSelf) = bareOrSelfReceiver(of: read.token),
                let type = declaredType(of: receiver, receiverTypes, onSelf: onSelf), reactorTypes.contains(type)
            else { continue }
            if !counted.contains(receiver) {
                hits.append(Found(token: receiver, construct: use, enclosing: read.enclosing))
            }
            if code.hashes[read.token] == ScanPass.pulseHash, let pulse = scanner.reactorPulse,
                !counted.contains(read.token)
            {
                hits.append(Found(token: read.token, construct: pulse, enclosing: read.enclosing))
            }
            chainAnchored[Int(chain[read.token])] = true
            reactorChains.insert(chain[read.token])
        }
        if !hits.isEmpty { found = (found + hits).sorted { $0.token < $1.token } }
    }

    /// The receiver of the member at `index` and whether it is read on `self`, when it is a bare name or a property
    /// read on `self` (`relay.accept(1)`, `self.relay.accept(1)`, `self?.relay`), not `other.relay` nor `self` itself.
    func bareOrSelfReceiver(of index: Int) -> (receiver: Int, onSelf: Bool)? {
        guard let receiver = code.receiverName(of: index), code.isLowercaseWord(receiver),
            code.keywords[receiver] == .none, code.hashes[receiver] != ScanPass.selfHash
        else { return nil }
        let onSelf = code.isPunct(receiver - 1, ".")
        if onSelf {
            let owner = code.beforePostfixMarks(receiver - 2)
            guard owner >= 0, code.hashes[owner] == ScanPass.selfHash, !code.isPunct(owner - 1, ".") else {
                return nil
            }
        }
        return (receiver, onSelf)
    }
}
