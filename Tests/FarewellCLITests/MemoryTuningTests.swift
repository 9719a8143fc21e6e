import Testing

@testable import FarewellCLI

/// The allocator tuning reaches glibc's `mallopt` on Linux, and is a no-op that says so elsewhere.
@Suite struct MemoryTuningTests {
    @Test func takesEffectOnLinuxOnly() {
        #if os(Linux) && canImport(Glibc)
            #expect(MemoryTuning.apply())
        #else
            #expect(!MemoryTuning.apply())
        #endif
    }
}
