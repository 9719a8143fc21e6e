/// Turns the FarewellAsync library's sources into the single file `farewell scaffold` writes.
///
/// The tests compare `EmbeddedFarewellAsync.source` with `concatenate` of the files on disk, and
/// `FAREWELL_RECORD=1 swift test` rewrites `EmbeddedFarewellAsync.swift` with `swiftFile(embedding:)`.
package enum FarewellAsyncBundle {
    /// The opening comment of the single file.
    static let header = """
        // FarewellAsync.swift: the FarewellAsync library as one file, written by `farewell scaffold`.
        // share(history:), flatMapLatest, withLatestFrom, StateRelay and EventRelay for a codebase that
        // cannot add the FarewellAsync package. Do not edit: to update, delete it and run
        // `farewell scaffold` again. Swift 5 or 6 language mode; iOS 15 / macOS 12 and later.

        """

    /// The library's files (sorted by name here), one after another under a `MARK` per file.
    package static func concatenate(_ files: [ScaffoldFile]) -> String {
        var text = header
        for file in files.sorted(by: { $0.name < $1.name }) {
            text += "\n// MARK: - \(file.name)\n\n"
            text += file.contents.hasSuffix("\n") ? file.contents : file.contents + "\n"
        }
        return text
    }

    /// The Swift source of `EmbeddedFarewellAsync.swift` holding `source` as a raw string literal.
    package static func swiftFile(embedding source: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let body = lines.map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
        return """
            /// The FarewellAsync library as one source file, for `farewell scaffold`.
            ///
            /// Generated from Sources/FarewellAsync: do not edit. `FAREWELL_RECORD=1 swift test` rewrites it.
            package enum EmbeddedFarewellAsync {
                package static let source = ##\"\"\"
            \(body)

                    \"\"\"##
            }

            """
    }
}
