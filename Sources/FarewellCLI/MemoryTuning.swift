import Foundation

/// Tunes the C library's allocator for the scan where it can. On Linux, glibc grows a heap by 64 MB more than asked
/// and keeps that much when it trims one (`M_TOP_PAD`): every worker thread allocates from a heap of its own, which
/// glibc otherwise grows in small steps, a system call each, and trims back as the scan frees a file's tokens, only to
/// fault pages in again for the next file. The padding is address space: pages are still touched, and counted, only as
/// they are used (peak memory is unchanged). BENCHMARKS.md has the figures.
enum MemoryTuning {
    /// Applies the tuning; whether the C library took it (false where there is none to make).
    @discardableResult
    static func apply() -> Bool {
        #if os(Linux)
            // glibc's `mallopt`, found by name: the Glibc module does not export it, and another C library may lack it.
            guard let symbol = dlsym(nil, "mallopt") else { return false }
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            let topPad: Int32 = -2  // M_TOP_PAD in malloc.h
            return mallopt(topPad, 64 << 20) == 1
        #else
            return false
        #endif
    }
}
