public import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary file that a body too large to keep in memory is written into as it arrives, and
/// then read back as a `MappedFile`. The file has no name from the start (`O_TMPFILE`, or a name
/// removed at once where the file system cannot do that), readable by this process alone, and is
/// gone when the last of the file and its mapping is.
public final class SpoolFile {
    private var descriptor: Int32
    /// Bytes written so far.
    public private(set) var count = 0

    /// A new spool file in `directory` (`TMPDIR`, else `/tmp`, when nil); nil when none can be
    /// made there.
    public init?(directory: String? = nil) {
        let folder =
            directory ?? getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? "/tmp"
        var made = open(folder, Self.temporaryFile | O_RDWR | O_CLOEXEC, 0o600)
        if made < 0 {
            var template = Array((folder + "/tidings-spool-XXXXXX").utf8CString)
            made = template.withUnsafeMutableBufferPointer { buffer in
                guard let path = buffer.baseAddress else { return -1 }
                let descriptor = mkstemp(path)
                if descriptor >= 0 {
                    unlink(path)
                    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                }
                return descriptor
            }
        }
        guard made >= 0 else { return nil }
        descriptor = made
    }

    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Glibc's module does not export.
    private static let temporaryFile: Int32 = 0o20_000_000 | O_DIRECTORY

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends `data`; false when the file system refused it (full, say), in which case the file
    /// holds what was written before.
    public func write(_ data: Data) -> Bool {
        data.withUnsafeBytes(write)
    }

    /// Appends `bytes`, as `write(_ data:)` does.
    public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard descriptor >= 0, var next = bytes.baseAddress else { return bytes.isEmpty }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                _ = ftruncate(descriptor, off_t(count))
                return false
            }
            next += written
            left -= written
            count += written
        }
        return true
    }

    /// Hands what was written to `body` from the start, `chunkBytes` at a time, read through one
    /// buffer (so that reading back a large file takes no more memory than a chunk); false when
    /// a read failed, after handing over what came before it. The file stays as it is.
    public func readBack(chunkBytes: Int = 64 << 10, _ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
        guard descriptor >= 0 else { return count == 0 }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(chunkBytes, 1), alignment: 16)
        defer { buffer.deallocate() }
        guard let start = buffer.baseAddress else { return false }
        var offset = 0
        while offset < count {
            let read = pread(descriptor, start, min(buffer.count, count - offset), off_t(offset))
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { return false }
            body(UnsafeRawBufferPointer(start: start, count: read))
            offset += read
        }
        return true
    }

    /// What was written, mapped as `Data` (see `MappedFile`); the file is closed here and lives
    /// on with the mapping. Nil when nothing was written or the kernel refused the mapping.
    public func mapped() -> Data? {
        guard descriptor >= 0, let data = MappedFile.data(descriptor: descriptor, size: count) else {
            return nil
        }
        close(descriptor)
        descriptor = -1
        return data
    }
}
