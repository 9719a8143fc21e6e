import FarewellAsync
import Testing

@Test func libraryHasAVersion() {
    #expect(!FarewellAsync.version.isEmpty)
}
