import Foundation
import HTTPService
import LoopbackServerService
import PictureLogic
import PictureService
import Synchronization
import Testing

/// A clock the tests move by hand.
final class TestClock: Sendable {
    private let state = Mutex(Date())

    var now: Date { state.withLock { $0 } }

    func advance(days: Double) {
        state.withLock { $0 = $0.addingTimeInterval(days * 86_400) }
    }
}

/// Pictures fetched from a real HTTP server on loopback, kept on disk and drawn by the real
/// libraries.
@Suite struct PictureLibraries {
    static let pattern =
        (try? Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/pattern.png"))) ?? Data()

    func library(
        folder: URL, maxBytes: Int = 1 << 20, cacheBytes: Int = 1 << 20, clock: TestClock = TestClock()
    ) -> PictureLibrary {
        let http = HTTPSettings(
            userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 5, requestTimeoutSeconds: 10,
            maxRedirects: 5,
            maxResponseBytes: 16 << 20, retryLimit: 0, retryAfterMaxSeconds: 0, concurrency: 4,
            concurrencyPerHost: 2)
        let limits = PictureLimits(maxPixels: 40_000_000, maxSide: 20_000)
        return PictureLibrary(
            client: CurlHTTPClient(settings: http), drawing: TerminalPictures(limits: limits),
            settings: PictureSettings(
                maxBytes: maxBytes, timeoutSeconds: 5, limits: limits, style: { .symbols(.truecolor) },
                cache: PictureCache.Policy(folder: folder, maxBytes: cacheBytes, maxAge: 7 * 86_400)),
            now: { clock.now })
    }

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
    }

    @Test func aPictureIsFetchedOnceDrawnAndThenDrawnOfflineFromTheCache() async throws {
        let server = try LoopbackServer(routes: [
            "/cat.png": .fixed(
                LoopbackResponse(status: 200, headers: ["Content-Type": "image/png"], body: Self.pattern))
        ])
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = server.url("/cat.png")
        let first = try #require(drawn(await library(folder: folder).picture(at: url, columns: 16, rows: 8)))
        #expect(first.columns == 16 && first.rows == 4)
        #expect(server.requests(to: "/cat.png").count == 1)
        server.stop()
        // Another library (another run of the reader) finds it on disk with the server gone.
        let offline = try #require(
            drawn(await library(folder: folder).picture(at: url, columns: 10, rows: 8)))
        #expect(offline.columns == 10)
    }

    func drawn(_ outcome: PictureOutcome) -> SymbolPicture? {
        if case .drawn(.symbols(let picture)) = outcome { return picture }
        return nil
    }

    @Test func aPictureSmallerThanAnIconIsNotDrawn() async throws {
        let pixel =
            Data(Self.pattern.prefix(16)) + Data([0, 0, 0, 1, 0, 0, 0, 1]) + Self.pattern.dropFirst(24)
        let server = try LoopbackServer(routes: [
            "/pixel.png": .fixed(LoopbackResponse(status: 200, body: pixel))
        ])
        defer { server.stop() }
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            await library(folder: folder).picture(at: server.url("/pixel.png"), columns: 10, rows: 5)
                == .tooSmall)
    }

    @Test func whatCannotBeFetchedOrDrawnIsSaidInOneSentence() async throws {
        let server = try LoopbackServer(routes: [
            "/big.png": .fixed(LoopbackResponse(status: 200, body: Self.pattern + Data(count: 4_000))),
            "/page": .fixed(.ok("<html>not a picture</html>", contentType: "text/html")),
            "/gone.png": .fixed(.status(404)),
        ])
        defer { server.stop() }
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pictures = library(folder: folder, maxBytes: 2_000)
        func failure(_ url: URL) async -> String? {
            if case .failed(let failure) = await pictures.picture(at: url, columns: 10, rows: 5) {
                return failure.description
            }
            return nil
        }
        #expect(await failure(server.url("/big.png"))?.contains("2000") == true)
        #expect(await failure(server.url("/page")) == "not a PNG, JPEG, GIF or WebP picture")
        #expect(await failure(server.url("/gone.png"))?.contains("404") == true)
        let local = try #require(URL(string: "file:///etc/passwd"))
        #expect(await failure(local) == "only http and https pictures are fetched")
    }

    @Test func theCacheForgetsExpiredPicturesAndKeepsToItsBudget() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = TestClock()
        let cache = PictureCache(
            policy: PictureCache.Policy(folder: folder, maxBytes: 2_500, maxAge: 86_400), now: { clock.now })
        let urls = (1...3).compactMap { URL(string: "https://pictures.example/\($0).png") }
        for (index, url) in urls.enumerated() {
            cache.keep(Data(repeating: UInt8(index), count: 1_000), for: url)
            // Each file fetched a second after the last, so the oldest is known.
            let file = try #require(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
                    (try? Data(contentsOf: folder.appendingPathComponent($0)))?.starts(
                        with: Data(url.absoluteString.utf8)) == true
                })
            try FileManager.default.setAttributes(
                [.modificationDate: clock.now.addingTimeInterval(Double(index) - 10)],
                ofItemAtPath: folder.appendingPathComponent(file).path)
        }
        // Three pictures of about 1,000 bytes do not fit in 2,500: the oldest went.
        #expect(cache.picture(for: urls[0]) == nil)
        #expect(cache.picture(for: urls[2]) == Data(repeating: 2, count: 1_000))
        // A file kept for one address is never taken for another.
        #expect(cache.picture(for: try #require(URL(string: "https://pictures.example/other.png"))) == nil)
        clock.advance(days: 2)
        #expect(cache.picture(for: urls[2]) == nil)
    }
}
