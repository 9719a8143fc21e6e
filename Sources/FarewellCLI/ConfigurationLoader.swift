import FarewellKit
import Foundation

/// Reads `farewell.json` at a repository root; a missing file means the defaults.
package enum ConfigurationLoader {
    package static let fileName = "farewell.json"

    package static func load(root: String, fileSystem: any FileSystem) throws(FarewellError) -> Configuration {
        let path = Path.join(root, fileName)
        guard fileSystem.kind(of: path) != nil else { return Configuration() }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
        } catch {
            throw FarewellError.badInput(path: fileName, problem: error.description)
        }
        do {
            return try JSONDecoder().decode(Configuration.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw FarewellError.badInput(path: fileName, problem: describe(error))
        } catch {
            throw FarewellError.badInput(path: fileName, problem: "not valid JSON")
        }
    }

    /// A one-line reason, naming the key path where there is one.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(keyPath(context.codingPath)): invalid value"
        case .keyNotFound(let key, let context):
            return "\(keyPath(context.codingPath + [key])): missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let place = context.codingPath.isEmpty ? "" : "\(keyPath(context.codingPath)): "
            return "\(place)expected \(name(of: type))"
        @unknown default:
            return "not valid"
        }
    }

    private static func keyPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).lowercased().contains("array") ? "a list" : "an object"
        }
    }
}
