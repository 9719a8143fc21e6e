/// A wave file (`waves/W1-slug.md`) read back from its front matter.
package enum WaveDocument {
    package static func parse(_ text: String, path: String) throws(TrackerError) -> Wave {
        guard let matter = FrontMatter.parse(text) else {
            throw TrackerError.badFile(path: path, problem: "no front matter (expected a block between '---' lines)")
        }
        guard let id = matter.value("id") else { throw TrackerError.badFile(path: path, problem: "no 'id' key") }
        let fileName = Path.stem(path)
        let slug = fileName.hasPrefix(id + "-") ? String(fileName.dropFirst(id.count + 1)) : fileName
        let retro = matter.value("retro") ?? "false"
        return Wave(
            id: id, title: matter.value("title") ?? id, slug: slug,
            kind: matter.value("kind").flatMap(Wave.Kind.init(rawValue:)) ?? .migration,
            layers: matter.list("layers").compactMap(Layer.init(rawValue:)), tasks: matter.list("tasks"),
            retroDone: ["true", "done", "yes", "applied"].contains(retro.lowercased())
                || CalendarDay.days(from: retro) != nil)
    }
}
