/// What `SourceScanner` learned about one Swift file, before the repository scanner places it in a module.
package struct FileScan: Sendable, Hashable {
    /// Lines of the file (a last line without a line break counts).
    package var lines: Int
    /// Rx modules the file imports, sorted, without duplicates.
    package var imports: [String]
    /// Rx modules the file imports with `@_exported`, sorted; they make importers of this module see Rx.
    package var reexportedImports: [String]
    /// Occurrences in source order, computed as if the file can see Rx.
    package var occurrences: [Occurrence]
    /// Declarations whose signature names an Rx type, in source order; callers are left empty.
    package var apis: [RxAPI]
    /// Type and extension names declared, in source order, as written (`Outer`, `Inner`, `Foo.Bar`).
    package var types: [String]
    /// Identifiers in member-access or call position that are not declarations, in source order.
    package var references: [Reference]
    /// Capitalized names used in code, as `Reference.hash` values, sorted and unique: the types the file can
    /// be talking about.
    package var mentionedTypes: [UInt64]

    package init(
        lines: Int, imports: [String], reexportedImports: [String] = [], occurrences: [Occurrence],
        apis: [RxAPI] = [], types: [String] = [], references: [Reference] = [], mentionedTypes: [UInt64] = []
    ) {
        self.lines = lines
        self.imports = imports
        self.reexportedImports = reexportedImports
        self.occurrences = occurrences
        self.apis = apis
        self.types = types
        self.references = references
        self.mentionedTypes = mentionedTypes
    }
}

/// A use of a name in member-access (`.fetch`) or call (`fetch(`) position; the repository scanner matches
/// them against Rx APIs declared in other files to count call sites.
///
/// The name is kept as its 64-bit FNV-1a hash (`Reference.hash(of:)`), which the scanner computes for
/// every identifier anyway: a file holds thousands of references, and none of them needs a `String`.
package struct Reference: Sendable, Hashable {
    package var hash: UInt64
    package var line: Int32
    package var column: Int32

    package init(hash: UInt64, line: Int, column: Int) {
        self.hash = hash
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    /// The hash a reference to `name` carries.
    package static func hash(of name: String) -> UInt64 { WordTable.hash(name) }
}
