import FoundationEssentials
import Glibc
import MappedFileService
import Testing

/// A user's file mapped where it lies may be cut short by another program while it is read: the
/// bytes past its new end read as zeros, and the process goes on.
@Suite(.serialized) struct ShortenedFileTests {
    /// A file of `bytes` in a new folder, open for reading and writing; the caller closes it.
    static func file(_ bytes: [UInt8]) throws -> (descriptor: Int32, path: String) {
        let path = "/tmp/tidings-shortened-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
        return (descriptor, path)
    }

    @Test func aFileCutWhileMappedReadsAsZerosPastItsNewEnd() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let bytes = MappedFileTests.pattern(page * 5 + 123).map { $0 | 1 }
        let (descriptor, path) = try Self.file(bytes)
        defer {
            close(descriptor)
            unlink(path)
        }
        let data = try #require(
            MappedFile.data(descriptor: descriptor, size: bytes.count, othersMayShorten: true))
        #expect(data.elementsEqual(bytes))
        data.withUnsafeBytes { MappedFile.release(before: $0.baseAddress! + $0.count - 1) }
        #expect(ftruncate(descriptor, off_t(page + 100)) == 0)
        // Before the cut, the bytes are the file's; past it, zeros, whole pages or not.
        #expect(data.prefix(page + 100).elementsEqual(bytes.prefix(page + 100)))
        #expect(data[page + 100] == 0)
        #expect(data[page * 3 + 7] == 0)
        #expect(data.suffix(from: page * 2).allSatisfy { $0 == 0 })
    }

    @Test func watchedMappingsAreBoundedAndFreedWithTheirData() throws {
        let bytes = MappedFileTests.pattern(10_000)
        let (descriptor, path) = try Self.file(bytes)
        defer {
            close(descriptor)
            unlink(path)
        }
        // More mappings than can be watched: those past the limit are refused, not unwatched.
        var held: [Data] = []
        while let data = MappedFile.data(descriptor: descriptor, size: bytes.count, othersMayShorten: true) {
            held.append(data)
            try #require(held.count <= 1_000)
        }
        #expect(!held.isEmpty)
        #expect(MappedFile.data(descriptor: descriptor, size: bytes.count) != nil)
        // Once one goes, its slot serves another.
        held.removeLast()
        let again = try #require(
            MappedFile.data(descriptor: descriptor, size: bytes.count, othersMayShorten: true))
        #expect(again.elementsEqual(bytes))
    }
}
