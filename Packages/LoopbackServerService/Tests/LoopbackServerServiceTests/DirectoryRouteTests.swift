import Foundation
import LoopbackServerService
import Testing

@Suite struct DirectoryServing {
    /// A fresh folder with a feed in it and a subfolder.
    func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "loopback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("<rss>one</rss>".utf8).write(to: folder.appendingPathComponent("feed.xml"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("sub/feed.json"))
        return folder
    }

    @Test func servesFilesWithValidators() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer(fallback: .directory(folder))
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/feed.xml")
        let first = try connection.readResponse()
        #expect(first.status == 200)
        #expect(first.text == "<rss>one</rss>")
        #expect(first.header("Content-Type") == "application/xml")
        let etag = try #require(first.header("ETag"))
        let lastModified = try #require(first.header("Last-Modified"))
        #expect(lastModified.hasSuffix(" GMT"))
        connection.sendRequest("/feed.xml", headers: ["If-None-Match": etag])
        #expect(try connection.readResponse().status == 304)
        connection.sendRequest("/feed.xml", headers: ["If-Modified-Since": lastModified])
        #expect(try connection.readResponse().status == 304)
        connection.sendRequest("/sub/feed.json")
        #expect(try connection.readResponse().header("Content-Type") == "application/feed+json")
    }

    @Test func neverLeavesTheFolder() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer(fallback: .directory(folder.appendingPathComponent("sub")))
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        for path in ["/../feed.xml", "/%2e%2e/feed.xml", "/missing.xml", "/", "/./feed.json"] {
            connection.sendRequest(path)
            #expect(try connection.readResponse().status == 404, "\(path)")
        }
        connection.sendRequest("/feed.json")
        #expect(try connection.readResponse().status == 200)
    }
}
