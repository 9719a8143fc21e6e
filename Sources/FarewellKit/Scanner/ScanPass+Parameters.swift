/// Parameter lists: Rx-typed parameter names, and selector labels for enclosing names.
extension ScanPass {
    /// Records the Rx-typed parameter names of the parameter list opened at `open`.
    mutating func recordParameters(_ open: Int) {
        code.forEachParameter(open) { start, colon, end in
            guard colon < end, colon > start, code.tokens[colon - 1].kind == .identifier else { return }
            typedNames.append(
                TypedName(hash: code.hashes[colon - 1], typeStart: colon + 1, typeEnd: end, initializer: -1))
        }
    }
}

extension CodeTokens {
    /// Calls `body` with the token range of each parameter of the list opened at `open`, and the position
    /// of its first `:` (the range's end when it has none).
    func forEachParameter(_ open: Int, _ body: (_ start: Int, _ colon: Int, _ end: Int) -> Void) {
        let close = Int(partner[open])
        guard close > open else { return }
        var start = open + 1
        var position = open + 1
        while position <= close {
            if position == close || isPunct(position, ",") {
                if position > start {
                    var colon = start
                    while colon < position, !isPunct(colon, ":") { colon += 1 }
                    body(start, colon, position)
                }
                start = position + 1
            } else if isPunct(position, "(") || isPunct(position, "[") || isPunct(position, "{") {
                let end = Int(partner[position])
                if end > position, end < close { position = end }
            }
            position += 1
        }
    }

    /// The argument labels of the parameter list opened at `open`, as name hashes (`Reference.unlabeled` for
    /// `_` and for a parameter written without a separate label's colon).
    func argumentLabels(_ open: Int) -> [UInt64] {
        var labels: [UInt64] = []
        forEachParameter(open) { start, colon, end in
            guard colon < end, colon > start, tokens[start].kind == .identifier, hashes[start] != CodeTokens.underscore
            else {
                labels.append(Reference.unlabeled)
                return
            }
            labels.append(hashes[start])
        }
        return labels
    }

    static let underscore = WordTable.hash("_")

    /// `a:b:` labels of the parameter list opened at `open` (`_:` for unlabeled and, in subscripts, for
    /// parameters without an argument label).
    func selectorLabels(_ open: Int, subscriptLabels: Bool) -> String {
        var labels = ""
        forEachParameter(open) { start, colon, end in
            guard colon < end, colon > start, !(subscriptLabels && colon - start < 2) else {
                labels += "_:"
                return
            }
            labels += tokens[start].text(in: source) + ":"
        }
        return labels
    }
}
