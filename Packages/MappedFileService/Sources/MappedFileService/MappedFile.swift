public import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Files mapped into memory read-only, for a reader that goes through them once from start to
/// end (a feed's parse, a body's hash) and gives back the pages behind it as it goes: a document
/// of any size then costs a few pages of memory at a time, not its size.
///
/// Giving back is `madvise(MADV_DONTNEED)`, which on a mapping of a file only drops this
/// process's hold on the pages: they stay in the kernel's page cache, and a later read of the
/// same bytes (a reader that looks back, a second pass) maps them again. Bytes are never lost, so
/// `release(before:)` is safe to call with any address: memory that is not such a mapping is
/// left alone.
public enum MappedFile {
    /// Maps the first `size` bytes of the file open at `descriptor` as `Data`, without a copy;
    /// the mapping goes when the `Data` does. The descriptor may be closed afterwards. Nil when
    /// the kernel refuses the mapping, or `size` is 0.
    ///
    /// A file that others may shorten while it is mapped (a user's own file, unlike a
    /// `SpoolFile`) needs `othersMayShorten`: its pages past a new end then read as zeros
    /// (`ShortenedFileGuard`) instead of stopping the process. Nil, then, also when no more
    /// mappings can be watched; the caller copies the file instead.
    public static func data(descriptor: Int32, size: Int, othersMayShorten: Bool = false) -> Data? {
        guard size > 0,
            let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED
        else { return nil }
        let start = UInt(bitPattern: base)
        let range = start..<(start + UInt(size))
        let slot = othersMayShorten ? ShortenedFileGuard.watch(range) : nil
        if othersMayShorten, slot == nil {
            munmap(base, size)
            return nil
        }
        _ = madvise(base, size, MADV_SEQUENTIAL)
        liveMappings.withLock { $0.append(range) }
        return Data(
            bytesNoCopy: base, count: size,
            deallocator: .custom { base, size in
                let start = UInt(bitPattern: base)
                liveMappings.withLock { mappings in mappings.removeAll { $0.lowerBound == start } }
                if let slot { ShortenedFileGuard.unwatch(slot: slot) }
                munmap(base, size)
            })
    }

    /// Gives back the whole pages of a mapped file that lie before `address`, when `address` is
    /// inside one; does nothing otherwise.
    public static func release(before address: UnsafeRawPointer) {
        let point = UInt(bitPattern: address)
        liveMappings.withLock { mappings in
            guard let mapping = mappings.first(where: { $0.contains(point) }) else { return }
            let end = point & ~(pageSize - 1)
            guard end > mapping.lowerBound,
                let base = UnsafeMutableRawPointer(bitPattern: mapping.lowerBound)
            else { return }
            _ = madvise(base, Int(end - mapping.lowerBound), MADV_DONTNEED)
        }
    }

    /// Gives back the whole pages of a mapped file that lie from `start` up to `address`, when
    /// `address` is inside one (pages that `start` only partly covers are kept); does nothing
    /// otherwise.
    public static func release(from start: UnsafeRawPointer, before address: UnsafeRawPointer) {
        let point = UInt(bitPattern: address)
        liveMappings.withLock { mappings in
            guard let mapping = mappings.first(where: { $0.contains(point) }) else { return }
            let first = max((UInt(bitPattern: start) + pageSize - 1) & ~(pageSize - 1), mapping.lowerBound)
            let end = point & ~(pageSize - 1)
            guard end > first, let base = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(base, Int(end - first), MADV_DONTNEED)
        }
    }

    /// Whether `address` is inside a live mapping made by `data(descriptor:size:)`.
    public static func isMapped(_ address: UnsafeRawPointer) -> Bool {
        let point = UInt(bitPattern: address)
        return liveMappings.withLock { mappings in mappings.contains { $0.contains(point) } }
    }

    /// The size of a page, to which given-back ranges are aligned.
    private static let pageSize = UInt(max(sysconf(Int32(_SC_PAGESIZE)), 4096))
}

/// The address ranges of the mappings `MappedFile.data` made and that are still alive.
private let liveMappings = Mutex<[Range<UInt>]>([])
