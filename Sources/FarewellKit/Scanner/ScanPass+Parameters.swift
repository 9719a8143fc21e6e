/// Parameter lists: selector labels and Rx-typed parameter names.
extension ScanPass {
    /// `a:b:` labels of the parameter list opened at `open`; records Rx-typed parameter names.
    mutating func parameters(_ open: Int, subscriptLabels: Bool) -> String {
        let close = Int(code.partner[open])
        guard close > open else { return "" }
        var labels = ""
        var start = open + 1
        var position = open + 1
        while position <= close {
            if position == close || code.isPunct(position, ",") {
                if position > start { labels += parameter(start, position, subscriptLabels: subscriptLabels) }
                start = position + 1
            } else if code.isPunct(position, "(") || code.isPunct(position, "[") || code.isPunct(position, "{") {
                let end = Int(code.partner[position])
                if end > position, end < close { position = end }
            }
            position += 1
        }
        return labels
    }

    /// One parameter `label name: Type` between `start` and `end`: its selector label.
    private mutating func parameter(_ start: Int, _ end: Int, subscriptLabels: Bool) -> String {
        var colon = start
        while colon < end, !code.isPunct(colon, ":") { colon += 1 }
        guard colon < end, colon > start else { return "_:" }
        if code.tokens[colon - 1].kind == .identifier {
            typedNames.append(
                TypedName(hash: code.hashes[colon - 1], typeStart: colon + 1, typeEnd: end, initializer: -1))
        }
        if subscriptLabels, colon - start < 2 { return "_:" }
        return code.tokens[start].text(in: code.source) + ":"
    }
}
