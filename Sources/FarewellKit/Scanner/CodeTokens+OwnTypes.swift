/// Where the project's own types named like catalog types are written (`OwnTypeShadows`).
extension CodeTokens {
    /// The names of `ownTypes` written where Swift finds the project's type, not the catalog's, and whose catalog
    /// entry only names types (`isShadowable`): a bare name of a visible type, or of a nested one in the body that
    /// declares it (`func track(_ event: Event<Int>)` beside `enum Event<T>` in `struct Tracker`), and a name
    /// qualified by its module or owner (`App.Event`, `Tracker.Event`). Never one an Rx module qualifies
    /// (`RxSwift.Event`), nor the declared name itself, which keeps its entry for `FileScan.catalogNamedTypes`.
    func ownTypeTokens(_ ownTypes: OwnTypeNames, isShadowable: (Int) -> Bool) -> [Int] {
        let bodies = nestedTypeBodies(ownTypes.nested)
        var indexes: [Int] = []
        for index in 1..<max(1, count) where entries[index] >= 0 && isShadowable(Int(entries[index])) {
            guard !keywords[index - 1].declaresType else { continue }
            if isPunct(index - 1, ".") {
                let qualifier = index - 2
                guard qualifier >= 0, hashes[qualifier] != 0,
                    ownTypes.qualified.sortedContains(Reference.pairKey(hashes[qualifier], hashes[index]))
                else { continue }
                indexes.append(index)
            } else if ownTypes.visible.sortedContains(hashes[index])
                || bodies.contains(where: { $0.name == hashes[index] && $0.open < index && index < $0.close })
            {
                indexes.append(index)
            }
        }
        return indexes
    }

    /// For each type the file declares in a body with a name of `names` (`enum Event<T>` in `struct Tracker { }`), that
    /// name's hash and the braces of the body declaring it.
    private func nestedTypeBodies(_ names: [UInt64]) -> [(name: UInt64, open: Int, close: Int)] {
        guard !names.isEmpty else { return [] }
        var bodies: [(name: UInt64, open: Int, close: Int)] = []
        for index in 1..<max(1, count)
        where keywords[index - 1].declaresType && names.sortedContains(hashes[index]) && !isPunct(index - 2, ".") {
            if let open = enclosingBrace(of: index) { bodies.append((hashes[index], open, Int(partner[open]))) }
        }
        return bodies
    }

    /// The `{` of the innermost block around `index`, skipping the blocks closed before it; nil at the top level.
    private func enclosingBrace(of index: Int) -> Int? {
        var position = index - 1
        while position >= 0 {
            if isPunct(position, "}"), partner[position] >= 0, partner[position] < position {
                position = Int(partner[position]) - 1
                continue
            }
            if isPunct(position, "{") { return partner[position] > index ? position : nil }
            position -= 1
        }
        return nil
    }
}

extension WordTable.Keyword {
    /// The keywords that declare a type by the name after them: `class`, `struct`, `enum`, `protocol`, `actor`.
    var declaresType: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor: return true
        default: return false
        }
    }
}
