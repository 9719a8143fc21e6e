import FarewellKit
import Testing

@Suite struct ScaffoldRecipesTests {
    @Test func everyCatalogConstructHasOneRecipeInOrder() {
        #expect(
            Recipes.all.map(\.id) == [
                "BehaviorRelay", "PublishRelay", "share", "flatMapLatest", "withLatestFrom", "Single", "DisposeBag",
                "Observable", "Reactor.stub",
            ])
    }

    @Test func aRecipeIsFoundByItsCatalogID() {
        #expect(Recipes.recipe(for: "BehaviorRelay")?.title == "BehaviorRelay -> StateRelay (FarewellAsync)")
        #expect(Recipes.recipe(for: "do") == nil)
    }

    @Test(arguments: Recipes.all)
    func theBeforeShowsTheRxConstructAndTheAfterDoesNot(recipe: Recipe) {
        let rxSpelling =
            ["share": "share(replay:", "Observable": "Observable<", "Reactor.stub": "isStubEnabled"][recipe.id]
            ?? recipe.id
        #expect(recipe.before.contains(rxSpelling))
        #expect(!recipe.after.contains("DisposeBag"))
        #expect(!recipe.after.contains(".subscribe("))
        #expect(!recipe.after.contains("BehaviorRelay") && !recipe.after.contains("PublishRelay"))
    }

    @Test(arguments: Recipes.all)
    func theAfterUsesTheAPIsTheRecipeNames(recipe: Recipe) {
        #expect(!recipe.apis.isEmpty)
        for api in recipe.apis {
            // `StateRelay.accept(_:)` appears in code as `accept(`; `share(history:bufferingPolicy:)` as `share(history:`.
            let member = api.split(separator: ".").last.map(String.init) ?? api
            let call = member.split(separator: "(").first.map(String.init) ?? member
            let typeName = api.split(separator: ".").first.map(String.init) ?? api
            let named = recipe.after.contains(call) || recipe.after.contains(typeName)
            #expect(named, "\(recipe.id): \(api)")
        }
    }
}

extension Recipe: CustomTestStringConvertible {
    public var testDescription: String { id }
}
