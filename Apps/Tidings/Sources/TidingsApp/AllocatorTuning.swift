#if os(Linux)
    import CAllocator
#endif

/// Process-wide settings for the C allocator, made once before any work starts.
enum AllocatorTuning {
    /// How far glibc grows a heap past what a request needs: 16 MiB.
    ///
    /// Parsing and writing run on the cooperative pool's threads, whose glibc arenas otherwise
    /// grow a few pages at a time, each growth an `mprotect` call: `tidings inspect --json` on a
    /// 7 MB feed made 3,792 of them and spent a fifth of its time there. Reserved growth is
    /// address space, not memory; the pages count only once they are written.
    static let heapGrowthPadding: Int32 = 16 << 20

    /// Applies the settings; does nothing where the allocator is not glibc's.
    static func apply() {
        #if os(Linux)
            _ = mallopt(M_TOP_PAD, heapGrowthPadding)
        #endif
    }
}
