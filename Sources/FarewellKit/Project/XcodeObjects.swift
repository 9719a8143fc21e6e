/// The `objects` table of a `project.pbxproj`, with group-tree path resolution.
struct XcodeObjects {
    let objects: [String: PropertyListNode]
    /// The folder the project's `<group>` paths start from, relative to the repository root.
    let projectDirectory: String
    /// Child id -> the group that lists it.
    private let parents: [String: String]
    /// Ids of Xcode 16 synchronized folders, sorted.
    let synchronizedGroups: [String]
    /// Product file reference id -> the name of the native target that builds it.
    let productOwners: [String: String]
    /// Swift package reference id -> the products without Rx targets take from it (`Moya` beside `RxMoya`), sorted:
    /// the cleanup keeps such a package.
    let plainProducts: [String: [String]]

    init(objects: [String: PropertyListNode], projectDirectory: String) {
        self.objects = objects
        self.projectDirectory = projectDirectory
        var parents: [String: String] = [:]
        var synchronized: [String] = []
        var owners: [String: String] = [:]
        var plainProducts: [String: Set<String>] = [:]
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            for child in object["children"]?.strings ?? [] where parents[child] == nil { parents[child] = id }
            if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { synchronized.append(id) }
            if let product = object["productReference"]?.string, let name = object["name"]?.string {
                owners[product] = name
            }
            if object["isa"]?.string == "XCSwiftPackageProductDependency", let package = object["package"]?.string,
                let name = object["productName"]?.string?.replacingPrefix("plugin:"), RxEditions.isPlainProduct(name)
            {
                plainProducts[package, default: []].insert(name)
            }
        }
        self.parents = parents
        self.synchronizedGroups = synchronized
        self.productOwners = owners
        self.plainProducts = plainProducts.mapValues { $0.sorted() }
    }

    subscript(id: String) -> PropertyListNode? { objects[id] }

    func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

    /// Configuration name (`Debug`) -> its `buildSettings`, from the object's `buildConfigurationList`.
    func buildSettings(of id: String) -> [String: [String: PropertyListNode]] {
        guard let list = objects[id]?["buildConfigurationList"]?.string else { return [:] }
        var result: [String: [String: PropertyListNode]] = [:]
        for configuration in objects[list]?["buildConfigurations"]?.strings ?? [] {
            guard let object = objects[configuration], let settings = object["buildSettings"]?.dictionary else {
                continue
            }
            result[object["name"]?.string ?? configuration] = settings
        }
        return result
    }

    /// The path of a file reference or group relative to the repository root, or nil for SDK and build products.
    func path(of id: String) -> String? { path(of: id, depth: 0) }

    private func path(of id: String, depth: Int) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let parent = parents[id] else { return Path.normalize(Path.join(projectDirectory, own)) }
            guard let base = path(of: parent, depth: depth + 1) else { return nil }
            return Path.normalize(Path.join(base, own))
        case "SOURCE_ROOT":
            return Path.normalize(Path.join(projectDirectory, own))
        case "<absolute>":
            return own.isEmpty ? nil : Path.normalize(own)
        default:
            return nil
        }
    }

    /// The Swift files a build file compiles: its file reference, or the children of a variant group. A reference
    /// in `visited` adds nothing, so each is read once per target: a group listing itself, or listed many times,
    /// would otherwise multiply the walk at every level.
    func swiftFiles(ofBuildFile id: String, visited: inout Set<String>) -> [String] {
        guard let reference = objects[id]?["fileRef"]?.string else { return [] }
        return swiftFiles(ofReference: reference, depth: 0, visited: &visited)
    }

    private func swiftFiles(ofReference id: String, depth: Int, visited: inout Set<String>) -> [String] {
        guard depth < 8, visited.insert(id).inserted, let object = objects[id] else { return [] }
        if let children = object["children"]?.strings {
            var files: [String] = []
            for child in children { files += swiftFiles(ofReference: child, depth: depth + 1, visited: &visited) }
            return files
        }
        guard let path = path(of: id), path.hasSuffix(".swift") else { return [] }
        return [path]
    }
}
