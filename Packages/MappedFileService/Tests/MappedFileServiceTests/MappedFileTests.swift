import FoundationEssentials
import MappedFileService
import Testing

@Suite struct MappedFileTests {
    /// `count` bytes of a pattern that differs from page to page.
    static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 12) }
    }

    static func spooled(_ bytes: [UInt8]) throws -> Data {
        let spool = try #require(SpoolFile())
        for start in stride(from: 0, to: bytes.count, by: 100_000) {
            let written = bytes[start..<min(start + 100_000, bytes.count)].withUnsafeBytes { spool.write($0) }
            #expect(written)
        }
        #expect(spool.count == bytes.count)
        return try #require(spool.mapped())
    }

    @Test func spooledBytesComeBackMappedAsWritten() throws {
        let bytes = Self.pattern(3_000_123)
        let data = try Self.spooled(bytes)
        #expect(data.count == bytes.count)
        #expect(data.elementsEqual(bytes))
        #expect(data.withUnsafeBytes { MappedFile.isMapped($0.baseAddress!) })
    }

    @Test func releasedPagesLeaveMemoryButKeepTheirBytes() throws {
        let bytes = Self.pattern(8 << 20)
        let data = try Self.spooled(bytes)
        #expect(data.elementsEqual(bytes))
        let touched = try #require(MappedFile.residentBytes(data))
        #expect(touched >= 7 << 20)
        data.withUnsafeBytes { MappedFile.release(before: $0.baseAddress! + (6 << 20) + 100) }
        let released = try #require(MappedFile.residentBytes(data))
        #expect(released <= touched - (5 << 20))
        // Read again, the bytes come back from the file as they were.
        #expect(data.elementsEqual(bytes))
    }

    @Test func aReleasedRangeLeavesMemoryAndThePagesAroundItStay() throws {
        let bytes = Self.pattern(8 << 20)
        let data = try Self.spooled(bytes)
        #expect(data.elementsEqual(bytes))
        let touched = try #require(MappedFile.residentBytes(data))
        data.withUnsafeBytes { raw in
            MappedFile.release(
                from: raw.baseAddress! + (2 << 20) + 100, before: raw.baseAddress! + (6 << 20) + 100)
        }
        let released = try #require(MappedFile.residentBytes(data))
        // The whole pages between the two addresses: 4 MiB less one page.
        #expect(released <= touched - (4 << 20) + 4096)
        #expect(released >= touched - (4 << 20) - 4096)
        #expect(data.elementsEqual(bytes))
        // An end before the start, or outside any mapping, gives nothing back.
        let again = try #require(MappedFile.residentBytes(data))
        data.withUnsafeBytes { raw in
            MappedFile.release(from: raw.baseAddress! + (7 << 20), before: raw.baseAddress! + (1 << 20))
        }
        #expect(MappedFile.residentBytes(data) == again)
    }

    @Test func releaseLeavesOtherMemoryAlone() {
        let bytes = Self.pattern(1 << 20)
        let data = Data(bytes)
        data.withUnsafeBytes { MappedFile.release(before: $0.baseAddress! + data.count - 1) }
        #expect(data.elementsEqual(bytes))
        #expect(MappedFile.residentBytes(data) == nil)
        #expect(!data.withUnsafeBytes { MappedFile.isMapped($0.baseAddress!) })
    }

    @Test func theMappingGoesWithItsData() throws {
        var address: UInt = 0
        do {
            let data = try Self.spooled(Self.pattern(70_000))
            address = data.withUnsafeBytes { UInt(bitPattern: $0.baseAddress!) }
            #expect(MappedFile.isMapped(UnsafeRawPointer(bitPattern: address)!))
        }
        #expect(!MappedFile.isMapped(UnsafeRawPointer(bitPattern: address)!))
    }

    @Test func spooledBytesAreReadBackInChunksAsWritten() throws {
        let bytes = Self.pattern(300_007)
        let spool = try #require(SpoolFile())
        #expect(bytes.withUnsafeBytes { spool.write($0) })
        var chunks: [Int] = []
        var read: [UInt8] = []
        #expect(
            spool.readBack(chunkBytes: 65_536) {
                chunks.append($0.count); read += $0
            })
        #expect(read == bytes)
        #expect(chunks == [65_536, 65_536, 65_536, 65_536, 37_863])
        // Read back again, and still writable after.
        read = []
        #expect(spool.readBack { read += $0 })
        #expect(read == bytes)
        #expect([UInt8]([1, 2, 3]).withUnsafeBytes { spool.write($0) })
        #expect(spool.count == bytes.count + 3)
    }

    @Test func anEmptySpoolReadsBackNothing() throws {
        let spool = try #require(SpoolFile())
        var calls = 0
        #expect(spool.readBack { _ in calls += 1 })
        #expect(calls == 0)
    }

    @Test func anEmptySpoolHasNoMapping() throws {
        let spool = try #require(SpoolFile())
        #expect(spool.mapped() == nil)
    }

    @Test func aSpoolInAFolderThatCannotHoldOneIsNil() {
        #expect(SpoolFile(directory: "/nonexistent-folder-of-tidings") == nil)
    }
}
