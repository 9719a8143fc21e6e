/// What `farewell scaffold` writes for a team that cannot add a package: the polyfill and the Rx bridges.
package enum Scaffold {
    /// The folder written into when no `--output` is given, relative to the working directory.
    package static let defaultFolder = "RxBridges"

    /// What the first comments of every file it writes say, however their lines wrap: `ScaffoldHeader` tells the
    /// files by it, since teams may move or rename them.
    package static let signature = "written by `farewell scaffold`"

    /// Every file, sorted by name.
    package static let files: [ScaffoldFile] = [
        ScaffoldFile(name: "FarewellAsync.swift", contents: EmbeddedFarewellAsync.source),
        ScaffoldFile(name: "Observable+AsyncSequence.swift", contents: ObservableBridgeTemplate.text),
        ScaffoldFile(name: "Single+Async.swift", contents: SingleBridgeTemplate.text),
    ]
}
