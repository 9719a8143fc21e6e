/// Inline SVG charts for the HTML dashboard: a bar per wave and the burndown line.
package enum SVGChart {
    /// Horizontal progress bars, one row per (label, percent).
    package static func bars(_ rows: [(label: String, percent: Int)], width: Int = 900) -> String {
        let rowHeight = 26
        let labelWidth = 220
        let barWidth = width - labelWidth - 50
        let height = rowHeight * rows.count + 4
        var svg = open(width: width, height: height, label: "Progress per wave")
        for (index, row) in rows.enumerated() {
            let y = index * rowHeight + 4
            let filled = barWidth * min(100, max(0, row.percent)) / 100
            svg += "<text x=\"0\" y=\"\(y + 14)\" class=\"label\">\(HTMLText.escape(row.label))</text>"
            svg += "<rect x=\"\(labelWidth)\" y=\"\(y)\" width=\"\(barWidth)\" height=\"18\" rx=\"3\" class=\"track\"/>"
            svg += "<rect x=\"\(labelWidth)\" y=\"\(y)\" width=\"\(filled)\" height=\"18\" rx=\"3\" class=\"fill\"/>"
            svg += "<text x=\"\(labelWidth + barWidth + 8)\" y=\"\(y + 14)\" class=\"label\">\(row.percent)%</text>"
        }
        return svg + "</svg>"
    }

    /// The Rx count over the samples (area and line, left scale) and merged tasks (dashed line, right scale).
    package static func burndown(_ samples: [Burndown.Sample], width: Int = 900, height: Int = 220) -> String {
        let left = 48.0
        let right = Double(width) - 48
        let top = 12.0
        let bottom = Double(height) - 28
        let maxRx = max(1, samples.map(\.occurrences).max() ?? 1)
        let maxTasks = max(1, samples.map(\.mergedTasks).max() ?? 1)
        func x(_ index: Int) -> Double {
            samples.count < 2 ? (left + right) / 2 : left + (right - left) * Double(index) / Double(samples.count - 1)
        }
        func y(_ value: Int, _ top: Int) -> Double { bottom - (bottom - 12) * Double(value) / Double(top) }
        let rx = samples.indices.map { "\(number(x($0))),\(number(y(samples[$0].occurrences, maxRx)))" }
        let tasks = samples.indices.map { "\(number(x($0))),\(number(y(samples[$0].mergedTasks, maxTasks)))" }
        var svg = open(width: width, height: height, label: "Rx occurrences and merged tasks over time")
        svg +=
            "<line x1=\"\(number(left))\" y1=\"\(number(bottom))\" x2=\"\(number(right))\" y2=\"\(number(bottom))\" class=\"axis\"/>"
        if !rx.isEmpty {
            let area =
                "\(number(x(0))),\(number(bottom)) " + rx.joined(separator: " ")
                + " \(number(x(samples.count - 1))),\(number(bottom))"
            svg += "<polygon points=\"\(area)\" class=\"area\"/>"
            svg += "<polyline points=\"\(rx.joined(separator: " "))\" class=\"rx\"/>"
            svg += "<polyline points=\"\(tasks.joined(separator: " "))\" class=\"tasks\"/>"
        }
        svg += "<text x=\"\(number(left - 6))\" y=\"\(number(top + 4))\" class=\"label end\">\(maxRx)</text>"
        svg += "<text x=\"\(number(left - 6))\" y=\"\(number(bottom))\" class=\"label end\">0</text>"
        svg += "<text x=\"\(number(right + 6))\" y=\"\(number(top + 4))\" class=\"label\">\(maxTasks)</text>"
        if let first = samples.first, let last = samples.last {
            svg += "<text x=\"\(number(left))\" y=\"\(height - 8)\" class=\"label\">\(first.date)</text>"
            svg += "<text x=\"\(number(right))\" y=\"\(height - 8)\" class=\"label end\">\(last.date)</text>"
        }
        return svg + "</svg>"
    }

    private static func open(width: Int, height: Int, label: String) -> String {
        "<svg viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" "
            + "height=\"\(height)\" role=\"img\" aria-label=\"\(HTMLText.escape(label))\">"
    }

    /// One decimal at most, `.0` dropped: stable across platforms.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return tenths % 10 == 0 ? "\(sign)\(abs(tenths) / 10)" : "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}

/// Escaping for HTML text and attribute values.
package enum HTMLText {
    package static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
