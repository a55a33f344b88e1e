import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Memory for a body of several megabytes, mapped on its own and asking the kernel for huge
/// pages: written to in ordinary memory, such a body costs one page fault per 4 KiB (a tenth of
/// `tidings inspect` on a 7 MB file, on a virtual machine where faults are dear).
enum MappedBuffer {
    /// From this size on a body gets a mapping of its own; below it, ordinary memory is cheaper.
    static let minimumSize = 2 * 1024 * 1024

    /// A fresh mapping of `capacity` bytes, or nil when the kernel refuses one.
    static func map(_ capacity: Int) -> UnsafeMutableRawPointer? {
        guard let base = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            base != MAP_FAILED
        else { return nil }
        _ = madvise(base, capacity, Int32(MADV_HUGEPAGE))
        return base
    }

    static func unmap(_ base: UnsafeMutableRawPointer, capacity: Int) {
        munmap(base, capacity)
    }

    /// The first `count` bytes of a mapping as `Data`, without a copy; the mapping goes with it.
    static func data(_ base: UnsafeMutableRawPointer, count: Int, capacity: Int) -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .custom { base, _ in munmap(base, capacity) })
    }
}
