/// The front matter of a task file. Keys, in the order farewell writes them:
/// `id`, `title`, `title_hash` (the hash of the title farewell gave the task, `PlanTask.titleHash`; absent in files
/// written before farewell recorded it), `kind`, `wave`, `module`, `layer`, `status`, `pr` (number or URL, empty
/// when none), `flag`, `depends_on` (flow list), `points`, `occurrences`, `files` (block list). A file whose
/// declarations are split between tasks is written `path#Decl1,Decl2`: this task owns those declarations.
package enum TaskFrontMatter {
    /// Keys that belong to people and the tracker: a re-plan keeps their values from the file.
    package static let keptKeys: Set<String> = ["status", "pr", "flag"]

    package static func make(_ task: PlanTask) -> YAMLFrontMatter {
        var entries: [YAMLFrontMatter.Entry] = [
            .init(key: "id", value: .scalar(task.id)),
            .init(key: "title", value: .scalar(task.title)),
        ]
        // None for a task read back from a file that had none: whose title it is stays unknown.
        if let hash = task.titleHash { entries.append(.init(key: "title_hash", value: .scalar(hash))) }
        entries += [
            .init(key: "kind", value: .scalar(task.kind.rawValue)),
            .init(key: "wave", value: .scalar(task.wave)),
            .init(key: "module", value: .scalar(task.module)),
            .init(key: "layer", value: .scalar(task.layer.rawValue)),
            .init(key: "status", value: .scalar(task.status.rawValue)),
            .init(key: "pr", value: .scalar(task.pr ?? "")),
            .init(key: "flag", value: .scalar(task.flag)),
            .init(key: "depends_on", value: .list(task.dependsOn)),
            .init(key: "points", value: .scalar(String(task.points))),
            .init(key: "occurrences", value: .scalar(String(task.occurrenceCount))),
            .init(key: "files", value: .list(task.files.map(fileEntry)), style: .block),
        ]
        return YAMLFrontMatter(entries)
    }

    /// `path`, or `path#Decl1,Decl2` for part of a file.
    package static func fileEntry(_ file: TaskFile) -> String {
        guard let declarations = file.declarations else { return file.path }
        return file.path + "#" + declarations.joined(separator: ",")
    }

    /// The task a front matter describes; occurrences and shims are not stored and come back empty.
    package static func read(_ frontMatter: YAMLFrontMatter, path: String, slug: String) throws(FarewellError)
        -> PlanTask
    {
        let reader = FrontMatterFields(frontMatter: frontMatter, path: path)
        let pr = try reader.string("pr", required: false)
        let titleHash = try reader.string("title_hash", required: false)
        var task = PlanTask(
            id: try reader.string("id"), title: try reader.string("title", required: false), slug: slug,
            kind: try reader.enumeration("kind", PlanTask.Kind.self, default: .migration),
            wave: try reader.string("wave", required: false), module: try reader.string("module", required: false),
            layer: try reader.enumeration("layer", Layer.self, default: .unknown),
            files: try reader.list("files").map(file), points: try reader.integer("points"),
            flag: try reader.string("flag", required: false), dependsOn: try reader.list("depends_on"),
            status: try reader.enumeration("status", TaskStatus.self, default: .todo), pr: pr.isEmpty ? nil : pr)
        task.titleHash = titleHash.isEmpty ? nil : titleHash
        return task
    }

    private static func file(_ entry: String) -> TaskFile {
        // On the bytes when all ASCII (each byte a character): paths are many and long.
        let hashIndex =
            entry.utf8.allSatisfy { $0 < 0x80 }
            ? entry.utf8.firstIndex(of: UInt8(ascii: "#")) : entry.firstIndex(of: "#")
        guard let hash = hashIndex else { return TaskFile(path: entry, occurrences: []) }
        let declarations = entry[entry.index(after: hash)...].split(separator: ",").map {
            String(Substring($0).strippingBlanks())
        }
        return TaskFile(path: String(entry[..<hash]), declarations: declarations, occurrences: [])
    }
}

/// Typed access to front matter values, reporting `file:line: problem`.
struct FrontMatterFields {
    var frontMatter: YAMLFrontMatter
    var path: String

    func string(_ key: String, required: Bool = true) throws(FarewellError) -> String {
        guard let value = frontMatter[key] else {
            if required { throw FrontMatterParser.problem(path, 1, "missing key '\(key)'") }
            return ""
        }
        guard let text = value.scalar else { throw problem(key, "'\(key)' must be a single value, not a list") }
        return text
    }

    func list(_ key: String) throws(FarewellError) -> [String] {
        guard let value = frontMatter[key] else { return [] }
        guard let items = value.list else { throw problem(key, "'\(key)' must be a list") }
        return items
    }

    func integer(_ key: String) throws(FarewellError) -> Int {
        let text = try string(key, required: false)
        if text.isEmpty { return 0 }
        guard let number = Int(text) else { throw problem(key, "'\(key)' must be a whole number, not '\(text)'") }
        return number
    }

    func enumeration<Value: RawRepresentable & CaseIterable>(_ key: String, _ type: Value.Type, default: Value)
        throws(FarewellError) -> Value where Value.RawValue == String
    {
        let text = try string(key, required: false)
        if text.isEmpty { return `default` }
        guard let value = Value(rawValue: text) else {
            let expected = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw problem(key, "unknown \(key) '\(text)' (expected one of: \(expected))")
        }
        return value
    }

    private func problem(_ key: String, _ message: String) -> FarewellError {
        FrontMatterParser.problem(path, frontMatter.line(of: key) ?? 1, message)
    }
}
