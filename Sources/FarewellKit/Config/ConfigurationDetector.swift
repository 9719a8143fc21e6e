/// Describes what the scan detected as a configuration a person can correct: a layer per module when all
/// its files agree, else a layer per folder (the outermost folder whose files agree). No rule gives `unknown`: it
/// would pin its files there, where the conventions, now and later, should decide and `status` show them unknown.
package enum ConfigurationDetector {
    package static func detect(_ inventory: Inventory, base: Configuration) -> Configuration {
        var configuration = base
        var byModule: [String: [FileInventory]] = [:]
        for file in inventory.files where !file.isTest { byModule[file.module, default: []].append(file) }
        // A folder rule holds for every file under the folder, whatever its module: a folder is chosen only
        // when all of them agree (files of one folder compiled into two targets would widen it otherwise).
        let layersUnder = layersUnderFolders(inventory.files.filter { !$0.isTest })
        for (module, files) in byModule {
            let layers = Set(files.map(\.layer))
            guard configuration.modules[module] == nil else { continue }
            if layers.count == 1, let layer = layers.first {
                if layer != .unknown { configuration.modules[module] = layer }
            } else {
                configuration.layers += folderRules(files, layersUnder: layersUnder).filter { $0.layer != .unknown }
            }
        }
        configuration.layers = deduplicated(configuration.layers)
        return configuration
    }

    /// The layers of the files under each folder.
    private static func layersUnderFolders(_ files: [FileInventory]) -> [String: Set<Layer>] {
        var layersUnder: [String: Set<Layer>] = [:]
        for file in files {
            var folder = Path.parent(file.path)
            while !folder.isEmpty {
                layersUnder[folder, default: []].insert(file.layer)
                folder = Path.parent(folder)
            }
        }
        return layersUnder
    }

    /// For each of `files`, the outermost folder under which every file of the repository has its layer.
    private static func folderRules(_ files: [FileInventory], layersUnder: [String: Set<Layer>]) -> [LayerRule] {
        var rules: [LayerRule] = []
        for file in files {
            var chosen: String?
            var folder = Path.parent(file.path)
            while !folder.isEmpty {
                if layersUnder[folder]?.count == 1 { chosen = folder }
                folder = Path.parent(folder)
            }
            rules.append(LayerRule(glob: chosen.map { "\($0)/**" } ?? file.path, layer: file.layer))
        }
        return rules
    }

    private static func deduplicated(_ rules: [LayerRule]) -> [LayerRule] {
        var seen: Set<String> = []
        return rules.sorted { $0.glob < $1.glob }.filter { seen.insert($0.glob).inserted }
    }
}
