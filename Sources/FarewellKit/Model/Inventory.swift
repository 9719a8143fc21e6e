/// The result of a scan: every Swift file that can see Rx, with its occurrences, plus modules and warnings.
package struct Inventory: Sendable, Codable, Hashable {
    /// Schema version of the JSON form.
    package var version: Int
    /// Files that can see Rx, sorted by path. Files without Rx imports are counted but not listed.
    package var files: [FileInventory]
    /// Every module found, sorted by name.
    package var modules: [Module]
    /// Swift files scanned in total, including those without Rx.
    package var scannedFiles: Int
    /// Lines scanned in total.
    package var scannedLines: Int
    package var diagnostics: [Diagnostic]
    /// The RxSwift versions lock files install and manifests allow, sorted by place.
    package var rxSwiftVersions: [RxSwiftVersion]
    /// The Rx lines of manifests every target may link from (a Cartfile, `Tuist/Dependencies.swift`), each once with
    /// the modules it serves, sorted by place: taken from `modules` when the inventory is made.
    package var sharedRxDependencies: [SharedRxDependency]
    /// The libraries lock files install that need an RxSwift older than 6, sorted: the foundation task names them
    /// beside the RxSwift upgrade. Not in the JSON.
    package var rxSwiftDependents: [RxSwiftDependent] = []
    /// The committed copies of Rx libraries (`RxTests/` among an app's files), which the scan skips, with the
    /// modules compiling them, sorted by path: the cleanup deletes them.
    package var vendoredCopies: [VendoredCopy] = []
    /// The paths of every file `farewell scaffold` wrote (`ScaffoldHeader`), sorted, with Rx or not: the polyfill
    /// holds none, so `files` lists only the bridges, while the foundation task's `verify` looks for both
    /// (`FoundationCheck`). Not in the JSON.
    package var scaffoldedFiles: [String] = []
    /// The paths of the Swift files no target compiles (a folder module's: `App (no target)`, `RxBridges`), with Rx or
    /// not, sorted, when a module's Xcode project lists its files one by one (`Module.fileList`): there a file a task
    /// creates compiles only once added to the target, which `verify` checks (`TargetMembership`). Empty in a
    /// repository without such a project. Not in the JSON.
    package var untargetedFiles: [String] = []
    /// The paths of the Swift files named `Name+Async.swift` beside a `Name+Rx.swift`
    /// (`FileNaming.asyncFile(ofRxFile:)`), with Rx or not, sorted: the new code of a `+Rx.swift` file a migration
    /// task migrates, which from then on keeps only the old Rx path, for the cleanup wave (`KeptRxFiles`). Not in the
    /// JSON.
    package var asyncFiles: [String] = []
    /// The files declaring a top-level type named `Task` that their whole module sees (not `private`), with Rx or
    /// not, by path (`OwnTaskType`). Not in the JSON.
    package var ownTaskTypes: [OwnTaskType] = []

    private enum CodingKeys: String, CodingKey {
        case version, files, modules, scannedFiles, scannedLines, diagnostics, rxSwiftVersions, sharedRxDependencies
        case vendoredCopies
    }

    package init(
        version: Int = 1, files: [FileInventory], modules: [Module], scannedFiles: Int, scannedLines: Int,
        diagnostics: [Diagnostic] = [], rxSwiftVersions: [RxSwiftVersion] = []
    ) {
        self.rxSwiftVersions = rxSwiftVersions
        self.version = version
        self.files = files
        self.modules = modules
        self.scannedFiles = scannedFiles
        self.scannedLines = scannedLines
        self.diagnostics = diagnostics
        self.sharedRxDependencies = SharedRxDependency.all(in: modules)
    }

    package var occurrenceCount: Int { files.reduce(0) { $0 + $1.occurrences.count } }
}
