/// `farewell.json` at the repository root: what to scan and how to read it. Every field is optional.
package struct Configuration: Sendable, Codable, Hashable {
    /// Folders or globs to scan, relative to the root; empty means everything.
    package var include: [String]
    /// Globs to leave out, on top of the built-in vendored folders (`Pods/`, `Carthage/`, `.build/`...).
    package var exclude: [String]
    /// Glob -> layer, first match wins; wins over the built-in conventions.
    package var layers: [LayerRule]
    /// Module name -> layer for every file of that module; wins over `layers` and the conventions.
    package var modules: [String: Layer]
    /// Project helpers that wrap Rx (`subscribe(disposeBag, observable)`), counted like catalog constructs.
    package var symbols: [ProjectSymbol]
    /// Budget and naming for `plan`.
    package var plan: PlanSettings
    /// Platform -> the oldest version every module builds for (`{"iOS": "15.0"}`); wins over the manifests'.
    package var deploymentTargets: [DeploymentTarget]

    package init(
        include: [String] = [], exclude: [String] = [], layers: [LayerRule] = [], modules: [String: Layer] = [:],
        symbols: [ProjectSymbol] = [], plan: PlanSettings = PlanSettings(), deploymentTargets: [DeploymentTarget] = []
    ) {
        self.include = include
        self.exclude = exclude
        self.layers = layers
        self.modules = modules
        self.symbols = symbols
        self.plan = plan
        self.deploymentTargets = deploymentTargets
    }

    private enum CodingKeys: String, CodingKey {
        case include, exclude, layers, modules, symbols, plan, deploymentTargets
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        include = try container.decodeIfPresent([String].self, forKey: .include) ?? []
        exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
        layers = try container.decodeIfPresent([LayerRule].self, forKey: .layers) ?? []
        modules = try container.decodeIfPresent([String: Layer].self, forKey: .modules) ?? [:]
        symbols = try container.decodeIfPresent([ProjectSymbol].self, forKey: .symbols) ?? []
        plan = try container.decodeIfPresent(PlanSettings.self, forKey: .plan) ?? PlanSettings()
        var targets: [DeploymentTarget] = []
        let written = try container.decodeIfPresent([String: String].self, forKey: .deploymentTargets) ?? [:]
        for (platform, version) in written.sorted(by: { $0.key < $1.key }) {
            guard let target = DeploymentTarget(platformName: platform, versionText: version) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .deploymentTargets, in: container,
                    debugDescription: "'\(platform)': '\(version)' should be iOS, macOS, tvOS, watchOS or visionOS "
                        + "with a version such as \"15.0\"")
            }
            targets.append(target)
        }
        deploymentTargets = DeploymentTarget.lowest(targets)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(include, forKey: .include)
        try container.encode(exclude, forKey: .exclude)
        try container.encode(layers, forKey: .layers)
        try container.encode(modules, forKey: .modules)
        try container.encode(symbols, forKey: .symbols)
        try container.encode(plan, forKey: .plan)
        if !deploymentTargets.isEmpty {
            let pairs = deploymentTargets.map { ($0.platform, $0.version) }
            try container.encode(Dictionary(pairs) { first, _ in first }, forKey: .deploymentTargets)
        }
    }
}

/// `{ "glob": "**/Networking/**", "layer": "infra" }`.
package struct LayerRule: Sendable, Codable, Hashable {
    package var glob: String
    package var layer: Layer

    package init(glob: String, layer: Layer) {
        self.glob = glob
        self.layer = layer
    }
}

/// A project symbol that wraps Rx: `{ "name": "disposeOnDeactivate", "category": "lifetime",
/// "concurrency": "Task cancelled when the interactor deactivates", "weight": 2 }`.
package struct ProjectSymbol: Sendable, Codable, Hashable {
    package var name: String
    package var category: Category?
    package var concurrency: String?
    package var combine: String?
    package var note: String?
    package var weight: Int?

    package init(
        name: String, category: Category? = nil, concurrency: String? = nil, combine: String? = nil,
        note: String? = nil, weight: Int? = nil
    ) {
        self.name = name
        self.category = category
        self.concurrency = concurrency
        self.combine = combine
        self.note = note
        self.weight = weight
    }
}

/// The `plan` section of `farewell.json`.
package struct PlanSettings: Sendable, Codable, Hashable {
    /// Most files in one task.
    package var maxFiles: Int
    /// Most weighted points in one task.
    package var maxPoints: Int
    /// A task above this many occurrences holds a single file.
    package var singleFileOccurrences: Int
    /// Prefix of feature-flag names (`rx_migration_` -> `rx_migration_t_012`).
    package var flagPrefix: String
    /// Skill name, also the folder under `.claude/skills/`.
    package var skillName: String

    package init(
        maxFiles: Int = 20, maxPoints: Int = 200, singleFileOccurrences: Int = 150,
        flagPrefix: String = "rx_migration_", skillName: String = "f-rxswift"
    ) {
        self.maxFiles = maxFiles
        self.maxPoints = maxPoints
        self.singleFileOccurrences = singleFileOccurrences
        self.flagPrefix = flagPrefix
        self.skillName = skillName
    }

    private enum CodingKeys: String, CodingKey { case maxFiles, maxPoints, singleFileOccurrences, flagPrefix, skillName }

    package init(from decoder: any Decoder) throws {
        let defaults = PlanSettings()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        maxFiles = try container.decodeIfPresent(Int.self, forKey: .maxFiles) ?? defaults.maxFiles
        maxPoints = try container.decodeIfPresent(Int.self, forKey: .maxPoints) ?? defaults.maxPoints
        singleFileOccurrences =
            try container.decodeIfPresent(Int.self, forKey: .singleFileOccurrences) ?? defaults.singleFileOccurrences
        flagPrefix = try container.decodeIfPresent(String.self, forKey: .flagPrefix) ?? defaults.flagPrefix
        skillName = try container.decodeIfPresent(String.self, forKey: .skillName) ?? defaults.skillName
    }
}
