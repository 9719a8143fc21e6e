/// The readable summary `farewell scan` prints: totals, module x layer, categories, heaviest files, Rx APIs.
package enum ScanSummary {
    /// Layers as columns, inside out.
    static let columns: [Layer] = [.infra, .data, .domain, .presentation, .ui, .test, .unknown]

    package static func render(_ inventory: Inventory, heaviest: Int = 10) -> String {
        var text = totals(inventory) + copies(inventory) + "\n"
        guard inventory.occurrenceCount > 0 else { return text }
        text += "By module and layer\n" + moduleTable(inventory)
        let shared = inventory.files.filter { !$0.alsoIn.isEmpty && !$0.occurrences.isEmpty }.count
        if shared > 0 {
            let verb = shared == 1 ? "is" : "are"
            text += "\(Markdown.count(shared, "file")) with Rx \(verb) compiled into more than one module "
            text += "(JSON: files[].alsoIn);\neach counts once, under a non-test module first, then the one "
            text += "compiling the most files.\n"
        }
        text += "\n"
        text += "By category\n" + categoryTable(inventory) + "\n"
        text += "Heaviest files\n" + heaviestTable(inventory, limit: heaviest)
        let apis = apiTable(inventory)
        if !apis.isEmpty { text += "\nRx APIs called from other files\n" + apis }
        return text
    }

    private static func totals(_ inventory: Inventory) -> String {
        // Files that import Rx and use none of it are in the inventory (cleanup removes their imports), not
        // in this count.
        let using = inventory.files.filter { !$0.occurrences.isEmpty }
        let modules = Set(using.map(\.module)).count
        let importOnly = ImportOnlyFile.all(in: inventory).count
        let more = importOnly == 1 ? "file imports" : "files import"
        let imports = importOnly == 0 ? "" : "; \(importOnly) more \(more) Rx only"
        let count = Markdown.count
        return "\(count(inventory.occurrenceCount, "Rx occurrence")) in \(count(using.count, "file")) and "
            + "\(count(modules, "module"))\(imports) (\(count(inventory.scannedFiles, "Swift file")), "
            + "\(count(inventory.scannedLines, "line")) scanned)\n"
    }

    /// `Not scanned: 1 committed copy of an Rx library, which the cleanup deletes (JSON: vendoredCopies):` with a line
    /// per copy; empty without any.
    private static func copies(_ inventory: Inventory) -> String {
        let copies = inventory.vendoredCopies
        guard !copies.isEmpty else { return "" }
        let counted = copies.count == 1 ? "1 committed copy" : "\(copies.count) committed copies"
        var text = "Not scanned: \(counted) of Rx libraries, which the cleanup deletes (JSON: vendoredCopies):\n"
        for copy in copies {
            let compiled =
                copy.modules.isEmpty ? "no target compiles it" : "compiled by " + copy.modules.joined(separator: ", ")
            text += "  \(copy.path)/  \(copy.library), \(compiled)\n"
        }
        return text
    }

    private static func moduleTable(_ inventory: Inventory) -> String {
        var counts: [String: [Layer: Int]] = [:]
        for file in inventory.files where !file.occurrences.isEmpty {
            counts[file.module, default: [:]][file.layer, default: 0] += file.occurrences.count
        }
        let used = columns.filter { layer in counts.values.contains { ($0[layer] ?? 0) > 0 } }
        var table = TextTable(header: ["module"] + used.map(\.rawValue) + ["total"])
        for module in counts.keys.sorted() {
            let row = counts[module] ?? [:]
            table.rows.append([module] + used.map { cell(row[$0] ?? 0) } + [String(row.values.reduce(0, +))])
        }
        let totals = used.map { layer in counts.values.reduce(0) { $0 + ($1[layer] ?? 0) } }
        table.rows.append(["total"] + totals.map(String.init) + [String(inventory.occurrenceCount)])
        return table.render()
    }

    private static func categoryTable(_ inventory: Inventory) -> String {
        var counts: [Category: Int] = [:]
        var constructs: [Category: [String: Int]] = [:]
        // The one symbol each construct is written with, where it has one: `throttle` counted as `debounce`.
        var spellings: [String: String?] = [:]
        for occurrence in inventory.files.flatMap(\.occurrences) {
            counts[occurrence.category, default: 0] += 1
            constructs[occurrence.category, default: [:]][occurrence.construct, default: 0] += 1
            if let spelling = spellings[occurrence.construct] {
                if spelling != occurrence.symbol { spellings[occurrence.construct] = .some(nil) }
            } else {
                spellings[occurrence.construct] = occurrence.symbol
            }
        }
        var table = TextTable(header: ["category", "occurrences", "top constructs"], numeric: [1])
        for category in counts.keys.sorted() {
            let top = (constructs[category] ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(4)
            table.rows.append([
                category.rawValue, String(counts[category] ?? 0),
                top.map { label($0.key, spelledAs: spellings[$0.key] ?? nil, count: $0.value) }.joined(separator: ", "),
            ])
        }
        return table.render()
    }

    /// `debounce 5`, or, for a construct always written with another of its symbols, that symbol with the
    /// construct after it: `throttle 5 (debounce)`.
    private static func label(_ construct: String, spelledAs symbol: String?, count: Int) -> String {
        guard let symbol, symbol != construct, !construct.hasSuffix("." + symbol), !construct.hasPrefix(symbol + ".")
        else { return "\(construct) \(count)" }
        return "\(symbol) \(count) (\(construct))"
    }

    private static func heaviestTable(_ inventory: Inventory, limit: Int) -> String {
        let files = inventory.files.filter { !$0.occurrences.isEmpty }
            .sorted { ($1.occurrences.count, $0.path) < ($0.occurrences.count, $1.path) }.prefix(limit)
        var table = TextTable(header: ["occurrences", "file", "module", "layer"], numeric: [0])
        for file in files {
            table.rows.append([String(file.occurrences.count), file.path, file.module, file.layer.rawValue])
        }
        return table.render()
    }

    private static func apiTable(_ inventory: Inventory, limit: Int = 10) -> String {
        let apis = inventory.files.flatMap { file in file.apis.map { (file.path, $0) } }.filter {
            !$0.1.callers.isEmpty
        }
        .sorted { ($1.1.callers.count, $0.0, $0.1.line) < ($0.1.callers.count, $1.0, $1.1.line) }.prefix(limit)
        guard !apis.isEmpty else { return "" }
        var table = TextTable(header: ["callers", "api", "declared at", "caller modules"], numeric: [0])
        for (path, api) in apis {
            table.rows.append([
                String(api.callers.count), api.qualifiedName, "\(path):\(api.line)",
                api.callerModules.joined(separator: ", "),
            ])
        }
        return table.render()
    }

    private static func cell(_ count: Int) -> String { count == 0 ? "-" : String(count) }
}
