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

    /// How many arenas glibc may keep: one, the main heap, for every thread.
    ///
    /// By default each thread that allocates gets an arena of its own (up to eight per core),
    /// and a task's memory lands in whichever arena the thread it ran on holds, so the pages
    /// one arena frees cannot serve the next allocation made in another: a first sync of 5,000
    /// articles touched 2.1 MiB more with them (28.5 MiB peak against 26.4). Tidings does its
    /// work on one or two threads at a time, so the shared arena's lock is rarely contended;
    /// each thread keeps glibc's cache of small blocks, which takes no lock.
    static let arenaLimit: Int32 = 1

    /// Applies the settings; does nothing where the allocator is not glibc's.
    static func apply() {
        #if os(Linux)
            _ = mallopt(M_ARENA_MAX, arenaLimit)
            _ = mallopt(M_TOP_PAD, heapGrowthPadding)
        #endif
    }
}
