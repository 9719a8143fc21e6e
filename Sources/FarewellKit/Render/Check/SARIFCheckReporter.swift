/// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers: one rule per catalog construct.
enum SARIFCheckReporter {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "farewell"
        var rules: [Rule]
    }

    struct Text: Encodable { var text: String }

    struct Help: Encodable {
        var text: String
        var markdown: String
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Help
        var defaultConfiguration = ["level": "error"]
        var properties: [String: String]
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level = "error"
        var message: Text
        var locations: [Location]
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId = "%SRCROOT%"
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    static func render(_ result: CheckResult, _ catalog: Catalog) -> String {
        var ids = Set(catalog.constructs.map(\.id))
        ids.formUnion(result.violations.map(\.construct))
        let ruleIDs = ids.sorted()
        let index = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let rules = ruleIDs.map { rule($0, catalog) }
        let results = result.violations.map { violation in
            Result(
                ruleId: "rx/" + violation.construct, ruleIndex: index[violation.construct] ?? 0,
                message: Text(text: violation.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: uri(violation.path)),
                            region: Region(
                                startLine: violation.line, startColumn: violation.utf16Column ?? violation.column)))
                ])
        }
        return JSONText.encode(Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]))
    }

    /// A relative URI reference: path bytes outside the unreserved set are percent-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(UnicodeScalar(byte))
            if character.isASCII, character.isLetter || character.isNumber || "-._~/".contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    private static func rule(_ id: String, _ catalog: Catalog) -> Rule {
        let entry = catalog.construct(id: id)
        let replacement =
            entry.map { "Swift Concurrency: \($0.concurrency)" + ($0.combine.map { ". Combine: \($0)" } ?? "") }
            ?? "Migrate it to Swift Concurrency."
        let note = entry.map { $0.note.isEmpty ? "" : " \($0.note)" } ?? ""
        return Rule(
            id: "rx/" + id, name: id.filter { $0.isLetter || $0.isNumber },
            shortDescription: Text(text: "No new \(id) during the RxSwift migration"),
            fullDescription: Text(text: "\(id) is RxSwift; the migration is removing it.\(note)"),
            help: Help(text: replacement + ".", markdown: "**Replace `\(id)`**: " + replacement + "." + note),
            properties: ["category": entry?.category.rawValue ?? "rx"])
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
