import Foundation
import HTTPService
import MappedFileService
import Testing

/// Local files are read only when the request allows them, and only when they are regular
/// files: a FIFO or a device would block or never end.
@Suite struct LocalFiles {
    @Test func aFileURLIsRefusedUnlessTheRequestAllowsIt() async throws {
        let client = CurlHTTPClient(settings: testSettings())
        let passwd = URL(fileURLWithPath: "/etc/passwd")
        let error = await failure(of: HTTPRequest(url: passwd), with: client)
        #expect(error == .refusedAddress("file:///etc/passwd", reason: "it is a local file"))
        #expect(error?.description.contains("only http and https addresses") == true)
    }

    @Test func aLargeFileArrivesWhole() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-large-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("feed.xml")
        let body = Data((0..<(5 * 1024 * 1024 + 3)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) })
        try body.write(to: file)
        let client = CurlHTTPClient(settings: testSettings(maxBytes: 8 << 20))
        let response = try await client.get(HTTPRequest(url: file, allowsLocalFiles: true))
        #expect(response.body == body)
        #expect(response.headers["Content-Length"] == String(body.count))
        // Mapped where it lies, not copied.
        #expect(response.body.withUnsafeBytes { MappedFile.isMapped($0.baseAddress!) })
    }

    /// A large file is mapped where it lies: another program that cuts it short while it is read
    /// leaves zeros past the cut, never a stopped process.
    @Test func aLargeFileCutWhileReadReadsAsZerosPastTheCut() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-cut-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("feed.xml")
        let body = Data(repeating: UInt8(ascii: "x"), count: 3 << 20)
        try body.write(to: file)
        let client = CurlHTTPClient(settings: testSettings(maxBytes: 8 << 20))
        let response = try await client.get(HTTPRequest(url: file, allowsLocalFiles: true))
        #expect(truncate(file.path, 1000) == 0)
        #expect(response.body.count == body.count)
        #expect(response.body.prefix(1000).elementsEqual(body.prefix(1000)))
        #expect(response.body.dropFirst(1000).allSatisfy { $0 == 0 })
    }

    @Test func aFIFOIsRefusedAtOnceInsteadOfBlocking() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-fifo-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("feed.xml")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let client = CurlHTTPClient(settings: testSettings())
        #expect(
            await failure(of: HTTPRequest(url: fifo, allowsLocalFiles: true), with: client)
                == .file(path: fifo.path, reason: "it is a FIFO (named pipe), not a regular file"))
    }

    @Test func aDeviceIsRefused() async throws {
        let client = CurlHTTPClient(settings: testSettings())
        let zero = URL(fileURLWithPath: "/dev/zero")
        #expect(
            await failure(of: HTTPRequest(url: zero, allowsLocalFiles: true), with: client)
                == .file(path: "/dev/zero", reason: "it is a character device, not a regular file"))
    }
}
