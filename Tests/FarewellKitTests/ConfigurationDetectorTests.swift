import Testing

@testable import FarewellKit

@Test func aModuleWhoseFilesAgreeGetsOneLayer() {
    let inventory = Fixture.inventory([
        Fixture.file("Net/Client.swift", "Net", .infra), Fixture.file("Net/Sub/Session.swift", "Net", .infra),
        Fixture.file("NetTests/ClientTests.swift", "NetTests", .test, isTest: true),
    ])
    let detected = ConfigurationDetector.detect(inventory, base: Configuration())
    #expect(detected.modules == ["Net": .infra])
    #expect(detected.layers.isEmpty)
}

@Test func aFolderRuleHoldsForEveryFileUnderItWhateverItsModule() {
    // `Ext` also compiles a file of the app's folder: a rule from `Ext`'s files alone would claim all of
    // `App/` for its layer.
    let inventory = Fixture.inventory([
        Fixture.file("App/Presenter/LoginPresenter.swift", "App", .presentation),
        Fixture.file("App/View/LoginView.swift", "App", .ui),
        Fixture.file("App/Action/AccountAction.swift", "Ext", .unknown),
        Fixture.file("Ext/Presenter/CredentialPresenter.swift", "Ext", .presentation),
    ])
    let detected = ConfigurationDetector.detect(inventory, base: Configuration())
    #expect(
        detected.layers.map { "\($0.glob) \($0.layer)" } == [
            "App/Presenter/** presentation", "App/View/** ui", "Ext/** presentation",
        ])
    #expect(detected.modules.isEmpty)
}

/// `unknown` is what the conventions say of a file they cannot classify: a rule for it would pin the file there and
/// hide it from later conventions, so neither a module nor a folder is given `unknown`.
@Test func noRuleGivesTheUnknownLayer() {
    let inventory = Fixture.inventory([
        Fixture.file("Misc/Workers/GalleryWorker.swift", "Misc", .unknown),
        Fixture.file("Misc/Workers/Sub/CarWorker.swift", "Misc", .unknown),
        Fixture.file("App/Workers/TrackWorker.swift", "App", .unknown),
        Fixture.file("App/View/TrackView.swift", "App", .ui),
    ])
    let detected = ConfigurationDetector.detect(inventory, base: Configuration())
    #expect(detected.layers.map { "\($0.glob) \($0.layer)" } == ["App/View/** ui"])
    #expect(detected.modules.isEmpty)
}
