/// What `CallSiteResolver` looks up per reference, computed once: declarations by name, module numbers,
/// which module sees which, and each file's rank in path order.
struct ResolverIndex {
    /// Global API numbers (`firstAPI[file] + index in the file`) by the name a call uses.
    var declarations: [String: [Int]] = [:]
    /// The file declaring each API.
    var apiFile: [Int] = []
    /// The number of the outermost type around each API (`Outer` of `Outer.Inner`), or -1 at file scope.
    var apiOuterType: [Int] = []
    /// Outermost container names by the number `apiOuterType` uses.
    private var outerTypes: [String: Int] = [:]
    /// The global number of each file's first API.
    var firstAPI: [Int] = []
    var apiCount = 0
    /// Module names by number, and each file's module number.
    var moduleNames: [String] = []
    var fileModule: [Int] = []
    /// The module of the first file with each file's path (what a lookup by path would give).
    var pathModule: [Int] = []
    /// Equal for equal paths, ordered as the paths are.
    var pathRank: [Int] = []
    /// `visible[caller * moduleCount + declaring]`.
    private var visible: [Bool] = []

    init(_ files: [SourceFile], modules: [Module]) {
        var numbers: [String: Int] = [:]
        for file in files {
            let name = file.inventory.module
            if numbers[name] == nil {
                numbers[name] = moduleNames.count
                moduleNames.append(name)
            }
            fileModule.append(numbers[name] ?? 0)
        }
        indexDeclarations(files)
        rankPaths(files)
        let visibility = ModuleVisibility(modules)
        let count = moduleNames.count
        visible = [Bool](repeating: false, count: count * count)
        for caller in 0..<count {
            for declaring in 0..<count {
                visible[caller * count + declaring] = visibility.sees(moduleNames[caller], moduleNames[declaring])
            }
        }
    }

    func sees(_ caller: Int, _ declaring: Int) -> Bool {
        visible[caller * moduleNames.count + declaring]
    }

    private mutating func indexDeclarations(_ files: [SourceFile]) {
        for (fileIndex, file) in files.enumerated() {
            firstAPI.append(apiCount)
            guard file.canSeeRx else { continue }
            for api in file.inventory.apis {
                let name = api.kind == .initializer ? (api.container.map(lastComponent) ?? api.name) : api.name
                declarations[name, default: []].append(apiCount)
                apiFile.append(fileIndex)
                apiOuterType.append(outerTypeNumber(api.container))
                apiCount += 1
            }
        }
    }

    private mutating func outerTypeNumber(_ container: String?) -> Int {
        guard let container, let outer = container.split(separator: ".").first.map(String.init) else { return -1 }
        if let number = outerTypes[outer] { return number }
        outerTypes[outer] = outerTypes.count
        return outerTypes.count - 1
    }

    /// The numbers of the outer types `file` names.
    func mentionedOuterTypes(_ file: SourceFile) -> Set<Int> {
        var numbers: Set<Int> = []
        for name in file.mentionedTypes { if let number = outerTypes[name] { numbers.insert(number) } }
        return numbers
    }

    private mutating func rankPaths(_ files: [SourceFile]) {
        let order = files.indices.sorted { files[$0].inventory.path < files[$1].inventory.path }
        pathRank = [Int](repeating: 0, count: files.count)
        pathModule = [Int](repeating: 0, count: files.count)
        var rank = -1
        for (position, fileIndex) in order.enumerated() {
            if position == 0 || files[fileIndex].inventory.path != files[order[position - 1]].inventory.path {
                rank += 1
            }
            pathRank[fileIndex] = rank
        }
        // The first file (lowest index) with a path gives the module for every file with that path.
        var firstModule: [Int: Int] = [:]
        for fileIndex in files.indices where firstModule[pathRank[fileIndex]] == nil {
            firstModule[pathRank[fileIndex]] = fileModule[fileIndex]
        }
        for fileIndex in files.indices { pathModule[fileIndex] = firstModule[pathRank[fileIndex]] ?? 0 }
    }
}

/// `Outer.Inner` -> `Inner`.
private func lastComponent(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
}
