/// The parts of a workspace file that farewell owns, between
/// `<!-- farewell:begin NAME hash=HASH -->` and `<!-- farewell:end NAME -->`, where HASH is the FNV-1a
/// hash of the text between the marker lines when farewell wrote it. A region whose text no longer
/// matches its hash was edited by hand and is left alone.
package enum GeneratedRegions {
    /// A run of a file: plain text, or one region with its marker lines as written.
    package enum Segment: Sendable, Hashable {
        case text(String)
        case region(name: String, hash: String?, content: String, raw: String)
    }

    /// `content` (ending in a newline, or empty) between the markers of region `name`.
    package static func wrap(_ name: String, _ content: String) -> String {
        "<!-- farewell:begin \(name) hash=\(FNV1a.hash(content)) -->\n\(content)<!-- farewell:end \(name) -->\n"
    }

    /// The file split into text and regions; a begin marker without its end marker is plain text.
    package static func segments(_ text: String) -> [Segment] {
        spans(text).map { span in
            switch span {
            case .text(let range): .text(String(text[range]))
            case .region(let name, let hash, let content, let raw):
                .region(name: name, hash: hash, content: String(text[content]), raw: String(text[raw]))
            }
        }
    }

    /// The ranges of `text` outside its regions, in order.
    package static func textRanges(_ text: String) -> [Range<String.Index>] {
        spans(text).compactMap { span in
            guard case .text(let range) = span else { return nil }
            return range
        }
    }

    /// A segment as ranges of the text: nothing is copied.
    enum Span {
        case text(Range<String.Index>)
        case region(name: String, hash: String?, content: Range<String.Index>, raw: Range<String.Index>)
    }

    static func spans(_ text: String) -> [Span] {
        let lines = TextLines.withEnds(text)
        var spans: [Span] = []
        var plainStart = text.startIndex
        var index = 0
        while index < lines.count {
            guard let (name, hash) = beginMarker(lines[index]),
                let end = lines[(index + 1)...].firstIndex(where: { endMarker($0) == name })
            else {
                index += 1
                continue
            }
            let begin = lines[index].startIndex
            if plainStart < begin { spans.append(.text(plainStart..<begin)) }
            spans.append(
                .region(
                    name: name, hash: hash, content: lines[index].endIndex..<lines[end].startIndex,
                    raw: begin..<lines[end].endIndex))
            plainStart = lines[end].endIndex
            index = end + 1
        }
        if plainStart < text.endIndex { spans.append(.text(plainStart..<text.endIndex)) }
        return spans
    }

    /// The content of each region of `text`, by name.
    package static func contents(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for case .region(let name, _, let content, _) in segments(text) where result[name] == nil {
            result[name] = content
        }
        return result
    }

    /// Whether the region's text still matches the hash farewell recorded.
    package static func isIntact(hash: String?, content: String) -> Bool { hash == FNV1a.hash(content) }

    /// `isIntact(hash:content:)` of a region read in place.
    static func isIntact(hash: String?, content: Substring) -> Bool { hash == FNV1a.hash(content) }

    /// Whether `raw` is exactly what `wrap(name, content)` writes, for a region whose `content` matches its `hash`:
    /// the marker lines as farewell writes them, with nothing else around.
    static func isWrapped(_ raw: Substring, name: String, hash: String, content: Substring) -> Bool {
        let begin = "<!-- farewell:begin \(name) hash=\(hash) -->\n"
        let end = "<!-- farewell:end \(name) -->\n"
        let bytes = raw.utf8
        guard bytes.count == begin.utf8.count + content.utf8.count + end.utf8.count, bytes.starts(with: begin.utf8)
        else { return false }
        return bytes.dropFirst(begin.utf8.count + content.utf8.count).elementsEqual(end.utf8)
    }

    static func beginMarker(_ line: Substring) -> (String, String?)? {
        guard let inner = markerBody(line, "farewell:begin ") else { return nil }
        let words = inner.split(separator: " ")
        guard let name = words.first else { return nil }
        let hash = words.dropFirst().first { $0.hasPrefix("hash=") }.map { String($0.dropFirst(5)) }
        return (String(name), hash)
    }

    static func endMarker(_ line: Substring) -> String? {
        markerBody(line, "farewell:end ").flatMap { $0.split(separator: " ").first.map(String.init) }
    }

    private static func markerBody(_ line: Substring, _ keyword: String) -> Substring? {
        // Cheap test first, on the bytes: most lines do not start with `<!--`.
        guard line.utf8.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).starts(with: "<!--".utf8)
        else { return nil }
        let trimmed = line.strippingLineEnds().strippingBlanks()
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).strippingBlanks()
        guard inner.hasPrefix(keyword) else { return nil }
        return inner.dropFirst(keyword.count).strippingBlanks()
    }
}

extension Substring {
    /// Without trailing line breaks: on the bytes, as a trailing `\n` or `\r` is always a character (or
    /// part of `\r\n`) of its own.
    func strippingLineEnds() -> Substring {
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let last = bytes.index(before: end)
            guard bytes[last] == UInt8(ascii: "\n") || bytes[last] == UInt8(ascii: "\r") else { break }
            end = last
        }
        return self[..<end]
    }
}
