import Foundation

/// Reads and writes `farewell.json`.
package enum ConfigurationFile {
    package static let name = "farewell.json"
    static let knownKeys: Set<String> = [
        "include", "exclude", "layers", "modules", "symbols", "plan", "deploymentTargets",
    ]

    /// The configuration in `bytes` read from `path`, plus warnings for keys farewell does not know.
    package static func parse(_ bytes: [UInt8], path: String) throws(FarewellError) -> (Configuration, [Diagnostic]) {
        let data = Data(bytes)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FarewellError.badInput(path: path, problem: "not valid JSON")
        }
        guard let dictionary = object as? [String: Any] else {
            throw FarewellError.badInput(path: path, problem: "expected a JSON object at the top level")
        }
        let unknown = dictionary.keys.filter { !knownKeys.contains($0) }.sorted()
        let warnings = unknown.map { Diagnostic(path: path, message: "unknown key '\($0)' ignored") }
        do {
            return (try JSONDecoder().decode(Configuration.self, from: data), warnings)
        } catch let error as DecodingError {
            throw FarewellError.badInput(path: path, problem: describe(error))
        } catch {
            throw FarewellError.badInput(path: path, problem: error.localizedDescription)
        }
    }

    /// `configuration` as `farewell.json` text: sorted keys, two-space indent, final newline.
    package static func render(_ configuration: Configuration) -> String { JSONText.encode(configuration) }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            "'\(keyPath(context))' should be \(typeName(type))"
        case .valueNotFound(let type, let context):
            "'\(keyPath(context))' is missing a \(typeName(type))"
        case .keyNotFound(let key, let context):
            "'\(keyPath(context, appending: key.stringValue))' is required"
        case .dataCorrupted(let context):
            "'\(keyPath(context))': \(context.debugDescription)"
        @unknown default:
            "cannot be read"
        }
    }

    private static func keyPath(_ context: DecodingError.Context, appending key: String? = nil) -> String {
        var parts = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        if let key { parts.append(key) }
        return parts.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }

    private static func typeName(_ type: Any.Type) -> String {
        if type == String.self { return "a string" }
        if type == Int.self { return "a number" }
        if type == Layer.self { return "a layer (\(Layer.allCases.map(\.rawValue).joined(separator: ", ")))" }
        return "\(type)".lowercased()
    }
}
