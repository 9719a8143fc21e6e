@testable import FarewellKit
import Testing

@Test func configurationReadsEveryField() throws {
    let json = """
        {"include": ["Examples"], "exclude": ["**/Generated/**"],
         "layers": [{"glob": "Examples/Net/**", "layer": "infra"}], "modules": {"UI": "ui"},
         "symbols": [{"name": "disposeOnDeactivate", "category": "lifetime", "weight": 2}],
         "plan": {"maxFiles": 12}, "typo": 1}
        """
    let (configuration, warnings) = try ConfigurationFile.parse(Array(json.utf8), path: "farewell.json")
    #expect(configuration.include == ["Examples"])
    #expect(configuration.layers == [LayerRule(glob: "Examples/Net/**", layer: .infra)])
    #expect(configuration.modules == ["UI": .ui])
    #expect(configuration.symbols == [ProjectSymbol(name: "disposeOnDeactivate", category: .lifetime, weight: 2)])
    #expect(configuration.plan.maxFiles == 12)
    #expect(configuration.plan.maxPoints == PlanSettings().maxPoints)
    #expect(warnings.map(\.description) == ["farewell.json: warning: unknown key 'typo' ignored"])
}

@Test(arguments: [
    ("{", "farewell.json: not valid JSON"),
    ("[]", "farewell.json: expected a JSON object at the top level"),
    (#"{"layers": [{"glob": "A", "layer": "middle"}]}"#, "farewell.json: 'layers[0].layer'"),
    (#"{"include": "Examples"}"#, "farewell.json: 'include' should be"),
])
func badConfigurationNamesFileAndProblem(json: String, prefix: String) {
    #expect {
        _ = try ConfigurationFile.parse(Array(json.utf8), path: "farewell.json")
    } throws: { error in
        guard let error = error as? FarewellError, case .badInput = error else { return false }
        return error.description.hasPrefix(prefix) && error.exitCode == 65
    }
}

@Test func renderedConfigurationReadsBack() throws {
    let configuration = Configuration(include: ["Examples"], modules: ["Core": .data])
    let (parsed, _) = try ConfigurationFile.parse(Array(ConfigurationFile.render(configuration).utf8), path: "x")
    #expect(parsed == configuration)
}
