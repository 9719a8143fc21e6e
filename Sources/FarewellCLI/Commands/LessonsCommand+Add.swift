import FarewellKit
import Foundation

extension LessonsCommand {
    /// What `lessons add` was asked to record.
    struct AddRequest {
        var id: String
        var text: String
        var tag: String?
        var target: Lesson.Target?
    }

    static func add(_ request: AddRequest, workspace: String?, _ environment: Environment) throws -> Int32 {
        let text = request.text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.contains("\n") else { throw UsageError("The lesson must be one non-empty line") }
        if let tag = request.tag, tag.isEmpty || tag.contains("]") || tag.contains("\n") {
            throw UsageError("Invalid value '\(tag)' for '--tag'")
        }
        let lessons = try LessonsWorkspace.load(path: nil, workspace: workspace, environment: environment)
        return try lessons.locked { try add(request, text: text, to: lessons, environment) }
    }

    private static func add(
        _ request: AddRequest, text: String, to lessons: LessonsWorkspace, _ environment: Environment
    )
        throws -> Int32
    {
        guard let path = lessons.taskPaths[request.id], let document = try lessons.text(path) else {
            throw FarewellError.unknownID(request.id)
        }
        if let tag = request.tag, !isKnown(tag, lessons.configuration) {
            environment.output.error(
                "warning: '\(tag)' is not a construct in the catalog or a symbol in farewell.json (see `farewell scan`)\n"
            )
        }
        let bullet =
            "- " + (request.tag.map { "[\($0)] " } ?? "") + text
            + (request.target.map { " (to: \($0.rawValue))" } ?? "")
        let updated = LessonApplier.append([bullet], to: document, heading: "## Lessons", before: "## Notes")
        let before = try LessonParser.parse(document, task: request.id, path: path).count
        let after = try LessonParser.parse(updated, task: request.id, path: path)
        guard after.count == before + 1, let added = after.max(by: { $0.line < $1.line }) else {
            throw FarewellError.badInput(path: path, problem: "the lesson would not read back as one bullet")
        }
        try lessons.write(updated, to: path)
        environment.output.write(
            "\(request.id): lesson added at \(path):\(added.line) (to: \(added.target.rawValue))\n")
        return ExitCode.ok
    }

    /// Whether `tag` names a catalog construct, a project symbol, or no construct at all (`General`).
    static func isKnown(_ tag: String, _ configuration: Configuration) -> Bool {
        Catalog.standard.construct(id: tag) != nil || configuration.symbols.contains { $0.name == tag }
            || LessonRouting.generalTags.contains(tag.lowercased())
    }
}
