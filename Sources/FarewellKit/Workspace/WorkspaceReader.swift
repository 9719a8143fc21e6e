/// Reads a workspace back into a `Plan`: task files (`tasks/*.md`) and wave files (`waves/*.md`) by
/// their front matter. Occurrences and shims are not stored in the files; they come back empty.
package struct WorkspaceReader: Sendable {
    package var fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) { self.fileSystem = fileSystem }

    /// The snapshot of the workspace at the absolute path `workspace`. Without `sections`, only the front
    /// matter of the task files is read (the snapshot's `sections`, `writtenTasks` and `editedTasks` stay empty).
    package func read(_ workspace: String, sections: Bool = true) throws(FarewellError) -> WorkspaceSnapshot {
        var snapshot = WorkspaceSnapshot()
        var tasks: [PlanTask] = []
        for path in try markdownFiles(workspace, "tasks") {
            let bytes = try contents(workspace, path)
            let document = try FrontMatterParser.parse(bytes: bytes, path: path, withBody: false)
            let id = try FrontMatterFields(frontMatter: document.frontMatter, path: path).string("id")
            let task = try TaskFrontMatter.read(document.frontMatter, path: path, slug: slug(path, id: id))
            if let other = snapshot.taskPaths[task.id] { throw duplicate(path, document, task.id, other) }
            snapshot.taskPaths[task.id] = path
            if sections {
                let text = try body(of: bytes, path)
                snapshot.sections[task.id] = TaskSections.extract(bytes: text)
                let intact = GeneratedRegions.areIntact(bytes: text)
                if !intact { snapshot.editedTasks.insert(task.id) }
                if TaskAuthorship.isWritten(body: text, intact: intact) { snapshot.writtenTasks.insert(task.id) }
            }
            tasks.append(task)
        }
        var waves: [Wave] = []
        var baseline = 0
        for path in try markdownFiles(workspace, "waves") {
            let document = try FrontMatterParser.parse(bytes: contents(workspace, path), path: path, withBody: false)
            let id = try FrontMatterFields(frontMatter: document.frontMatter, path: path).string("id")
            let (wave, waveBaseline) = try WaveFrontMatter.read(
                document.frontMatter, path: path, slug: slug(path, id: id))
            if let other = snapshot.wavePaths[wave.id] { throw duplicate(path, document, wave.id, other) }
            snapshot.wavePaths[wave.id] = path
            baseline = max(baseline, waveBaseline)
            waves.append(wave)
        }
        if !tasks.isEmpty || !waves.isEmpty {
            snapshot.plan = Plan(
                waves: NaturalOrder.sorted(waves, by: \.id), tasks: NaturalOrder.sorted(tasks, by: \.id),
                baseline: baseline)
        }
        return snapshot
    }

    /// Workspace-relative paths of the `.md` files directly in `folder` (a `README.md` aside), sorted; none
    /// when it is missing.
    private func markdownFiles(_ workspace: String, _ folder: String) throws(FarewellError) -> [String] {
        let directory = Path.join(workspace, folder)
        guard fileSystem.isDirectory(directory) else { return [] }
        do {
            return try fileSystem.entries(of: directory)
                .filter { $0.kind == .file && $0.name.hasSuffix(".md") && !$0.name.hasPrefix(".") }
                .filter { $0.name.lowercased() != "readme.md" }
                .map { folder + "/" + $0.name }
        } catch {
            throw FarewellError.fileSystem(error)
        }
    }

    private func contents(_ workspace: String, _ path: String) throws(FarewellError) -> [UInt8] {
        do {
            return try fileSystem.contents(of: Path.join(workspace, path))
        } catch {
            throw FarewellError.fileSystem(error)
        }
    }

    /// The bytes after the front matter of a file whose front matter was read.
    private func body(of bytes: [UInt8], _ path: String) throws(FarewellError) -> ArraySlice<UInt8> {
        if let end = FrontMatterParser.frontMatterEnd(bytes) { return bytes[end...] }
        return Array(try FrontMatterParser.parse(bytes: bytes, path: path, withBody: true).body.utf8)[...]
    }

    /// `tasks/T-003-networking.md` -> `networking`.
    private func slug(_ path: String, id: String) -> String {
        let stem = Path.stem(path)
        return stem.hasPrefix(id + "-") ? String(stem.dropFirst(id.count + 1)) : stem
    }

    private func duplicate(_ path: String, _ document: FrontMatterParser.Document, _ id: String, _ other: String)
        -> FarewellError
    {
        FrontMatterParser.problem(path, document.frontMatter.line(of: "id") ?? 1, "id '\(id)' is also used by \(other)")
    }
}
