/// Describes what the scan detected as a configuration a person can correct: a layer per module when all
/// its files agree, else a layer per folder (the outermost folder whose files agree).
package enum ConfigurationDetector {
    package static func detect(_ inventory: Inventory, base: Configuration) -> Configuration {
        var configuration = base
        var byModule: [String: [FileInventory]] = [:]
        for file in inventory.files where !file.isTest { byModule[file.module, default: []].append(file) }
        for (module, files) in byModule {
            let layers = Set(files.map(\.layer))
            if layers.count == 1, let layer = layers.first, configuration.modules[module] == nil {
                configuration.modules[module] = layer
            } else if configuration.modules[module] == nil {
                configuration.layers += folderRules(files)
            }
        }
        configuration.layers = deduplicated(configuration.layers)
        return configuration
    }

    /// The outermost folders under which every file has the same layer.
    private static func folderRules(_ files: [FileInventory]) -> [LayerRule] {
        var layersUnder: [String: Set<Layer>] = [:]
        for file in files {
            var folder = Path.parent(file.path)
            while !folder.isEmpty {
                layersUnder[folder, default: []].insert(file.layer)
                folder = Path.parent(folder)
            }
        }
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
