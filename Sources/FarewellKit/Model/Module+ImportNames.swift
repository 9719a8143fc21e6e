extension Module {
    /// The names an `import` of it spells, each as Swift spells a module's name (`c99Name`), sorted and unique: its
    /// name, a project's target's own name (`Target` of `App:Target`, a name settled apart from another target's), a
    /// package's target's own name (`RxDataSources` of `RxDataSources.RxDataSources`, a name shared with another
    /// manifest's target), and its import name (`Core` of `Core_iOS`).
    var importedNames: [String] {
        var names = [name]
        if let colon = name.lastIndex(of: ":") { names.append(String(name[name.index(after: colon)...])) }
        if let dot = name.lastIndex(of: "."), case let target = name[name.index(after: dot)...], !target.isEmpty,
            !target.contains(":")
        {
            names.append(String(target))
        }
        if let importName { names.append(importName) }
        return names.map(Module.c99Name).sortedUnique()
    }

    /// The module name Swift, Xcode and CocoaPods make of a target's, product's or pod's name: every character other
    /// than a letter, a digit or `_` becomes `_`, and a leading digit gets one in front (`Shared-Rx` is `import
    /// Shared_Rx`, `Net Kit` is `import Net_Kit`).
    static func c99Name(_ name: String) -> String {
        if name.utf8.allSatisfy(isIdentifierByte), name.utf8.first.map(isDigit) != true { return name }
        var result = String(
            name.unicodeScalars.map { scalar in
                scalar.properties.isAlphabetic || scalar == "_" || isDigit(scalar) ? Character(scalar) : "_"
            })
        if let first = result.unicodeScalars.first, isDigit(first) { result = "_" + result }
        return result
    }

    /// Whether a byte is an ASCII letter, digit or `_`: a name of those alone is its own module name.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        default: isDigit(byte)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
