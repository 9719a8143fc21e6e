/// The plan as JSON for scripts and dashboards (`farewell plan --json`): pretty, keys sorted, stable.
///
/// Schema (version 1):
/// ```
/// {
///   "baseline": 1234,                 // Rx occurrences when the plan was first made
///   "tasks": [{                       // in id order
///     "depends_on": ["T-001"],        // task ids that must merge first, sorted
///     "files": ["Sources/A.swift"],   // paths in scope, sorted, each once
///     "flag": "rx_migration_t_002",
///     "id": "T-002",
///     "kind": "migration",            // foundation | migration | cleanup
///     "layer": "infra",               // ui | presentation | domain | data | infra | test | unknown
///     "module": "Networking",         // "" for foundation tasks and cleanups spanning modules
///     "occurrences": 42,
///     "points": 57,                   // weighted difficulty, at least 1
///     "pr": null,                     // PR number or URL once there is one
///     "shims": [{"api": "APIClient.request", "callers": 12, "declaration": "Sources/A.swift:10"}],
///     "conformances": [{"protocol": "BookRepositoryType", "type": "BookRepository",   // across tasks
///                       "kind": "protocol",       // or "superclass": a base class and a subclass overriding it
///                       "members": ["book"], "protocol_task": "T-006", "type_task": "T-005",
///                       "requirement": "Sources/B.swift:7", "implementation": "Sources/C.swift:22"}],
///     "status": "todo",               // todo | in-progress | in-review | blocked | merged | done
///     "title": "Networking: APIClient",
///     "wave": "W1"
///   }],
///   "version": 1,
///   "waves": [{"id": "W1", "kind": "migration", "layers": ["infra", "data"], "tasks": ["T-002"], "title": "Infra and data"}]
/// }
/// ```
package enum PlanJSON {
    package static let version = 1

    package static func render(_ plan: Plan) -> String {
        let root: Value = .object([
            "version": .int(version),
            "baseline": .int(plan.baseline),
            "waves": .array(plan.waves.map(wave)),
            "tasks": .array(plan.tasks.map(task)),
        ])
        return root.rendered(indent: "") + "\n"
    }

    private static func wave(_ wave: Wave) -> Value {
        .object([
            "id": .string(wave.id), "title": .string(wave.title), "kind": .string(wave.kind.rawValue),
            "layers": .array(wave.layers.map { .string($0.rawValue) }), "tasks": .array(wave.tasks.map(Value.string)),
        ])
    }

    private static func task(_ task: PlanTask) -> Value {
        var paths: [String] = []
        for file in task.files where !paths.contains(file.path) { paths.append(file.path) }
        return .object([
            "id": .string(task.id), "title": .string(task.title), "kind": .string(task.kind.rawValue),
            "wave": .string(task.wave), "module": .string(task.module), "layer": .string(task.layer.rawValue),
            "files": .array(paths.sorted().map(Value.string)), "occurrences": .int(task.occurrenceCount),
            "points": .int(task.points), "flag": .string(task.flag), "status": .string(task.status.rawValue),
            "pr": task.pr.map(Value.string) ?? .null, "depends_on": .array(task.dependsOn.map(Value.string)),
            "shims": .array(
                task.shims.map {
                    .object([
                        "api": .string($0.api), "declaration": .string($0.declaration.description),
                        "callers": .int($0.callers.count),
                    ])
                }),
            "conformances": .array(
                task.conformances.map {
                    .object([
                        "protocol": .string($0.protocolName), "type": .string($0.typeName),
                        "kind": .string($0.isOverride ? "superclass" : "protocol"),
                        "members": .array($0.members.map(Value.string)), "protocol_task": .string($0.protocolTask),
                        "type_task": .string($0.typeTask), "requirement": .string($0.requirement.description),
                        "implementation": .string($0.implementation.description),
                    ])
                }),
        ])
    }
}

extension PlanJSON {
    /// A JSON value with a stable pretty rendering: two-space indent, keys sorted, `"key": value`.
    enum Value: Sendable, Hashable {
        case string(String)
        case int(Int)
        case null
        indirect case array([Value])
        indirect case object([String: Value])

        func rendered(indent: String) -> String {
            let inner = indent + "  "
            switch self {
            case .string(let text): return Value.quoted(text)
            case .int(let number): return String(number)
            case .null: return "null"
            case .array(let items):
                if items.isEmpty { return "[]" }
                return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
                    + "\n\(indent)]"
            case .object(let fields):
                if fields.isEmpty { return "{}" }
                let lines = fields.keys.sorted().map { key in
                    inner + Value.quoted(key) + ": " + (fields[key] ?? .null).rendered(indent: inner)
                }
                return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
            }
        }

        /// A JSON string literal: quotes, backslashes and control characters escaped.
        static func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }
}
