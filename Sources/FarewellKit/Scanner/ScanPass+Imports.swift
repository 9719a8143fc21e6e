/// Imports and references.
extension ScanPass {
    /// `import RxSwift`, `@testable import`, `@_exported import`, `public import`, `import struct RxSwift.X`,
    /// including imports inside `#if canImport(...)`.
    mutating func readImports() {
        for index in 0..<count where keywords[index] == .import && !isPunct(index - 1, ".") {
            var module = index + 1
            if module < count, keywords[module].declaresName || keywords[module] == .typealias { module += 1 }
            guard module < count, tokens[module].kind == .identifier else { continue }
            let name = tokens[module].text(in: source)
            fileImports.insert(name)
            if scanner.importModules.contains(name), modifiers(before: index).exported { reexports.insert(name) }
        }
    }

    /// Rx modules among the file's imports, sorted.
    var rxImports: [String] { fileImports.filter(scanner.importModules.contains).sorted() }

    /// Records `.name` and `name(` uses that are not declarations.
    mutating func reference(_ index: Int) {
        let keyword = keywords[index]
        let member = isPunct(index - 1, ".")
        guard member || (isPunct(index + 1, "(") && touchesNext(index)) else { return }
        if keyword != .none, !(keyword.isContextual || (member && keyword == .`init`)) { return }
        if index > 0, keywords[index - 1].declaresName { return }
        let token = tokens[index]
        references.append(Reference(name: token.text(in: source), line: token.line, column: token.column))
    }
}
