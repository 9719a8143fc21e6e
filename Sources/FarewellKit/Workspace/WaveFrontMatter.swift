/// The front matter of a wave file. Keys: `id`, `title`, `kind`, `layers` (flow list), `tasks` (flow
/// list), `retro` (`done` or `pending`, kept from the file on re-plan), `baseline` (the plan's baseline
/// Rx occurrence count, the same in every wave).
package enum WaveFrontMatter {
    package static let keptKeys: Set<String> = ["retro"]

    package static func make(_ wave: Wave, baseline: Int) -> YAMLFrontMatter {
        YAMLFrontMatter([
            .init(key: "id", value: .scalar(wave.id)),
            .init(key: "title", value: .scalar(wave.title)),
            .init(key: "kind", value: .scalar(wave.kind.rawValue)),
            .init(key: "layers", value: .list(wave.layers.map(\.rawValue))),
            .init(key: "tasks", value: .list(wave.tasks)),
            .init(key: "retro", value: .scalar(wave.retroDone ? "done" : "pending")),
            .init(key: "baseline", value: .scalar(String(baseline))),
        ])
    }

    /// The wave and the baseline a front matter describes.
    package static func read(_ frontMatter: YAMLFrontMatter, path: String, slug: String) throws(FarewellError)
        -> (wave: Wave, baseline: Int)
    {
        let fields = FrontMatterFields(frontMatter: frontMatter, path: path)
        var layers: [Layer] = []
        for name in try fields.list("layers") {
            guard let layer = Layer(rawValue: name) else {
                let line = frontMatter.line(of: "layers") ?? 1
                throw FrontMatterParser.problem(path, line, "unknown layer '\(name)'")
            }
            layers.append(layer)
        }
        let retro = try fields.string("retro", required: false)
        guard ["", "done", "pending"].contains(retro) else {
            let line = frontMatter.line(of: "retro") ?? 1
            throw FrontMatterParser.problem(path, line, "retro must be 'done' or 'pending', not '\(retro)'")
        }
        let wave = Wave(
            id: try fields.string("id"), title: try fields.string("title", required: false), slug: slug,
            kind: try fields.enumeration("kind", Wave.Kind.self, default: .migration), layers: layers,
            tasks: try fields.list("tasks"), retroDone: retro == "done")
        return (wave, try fields.integer("baseline"))
    }
}
