import DownloadService
import Foundation
import HTTPService
import LoopbackServerService
import Synchronization
import Testing

@Suite struct Downloading {
    let body = episode(300_000)

    @Test func streamsTheFileToDiskUnderItsName() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer(routes: [
            "/media/episode-1.mp3": .fixed(LoopbackResponse(status: 200, body: body))
        ])
        defer { server.stop() }
        let log = ProgressLog()
        let result = try await testDownloader().download(
            DownloadRequest(url: server.url("/media/episode-1.mp3?token=abc"), directory: folder)
        ) { log.record($0) }
        #expect(result.file == folder.appendingPathComponent("episode-1.mp3"))
        #expect(result.bytes == 300_000)
        #expect(result.resumedFrom == 0)
        #expect(try Data(contentsOf: result.file) == body)
        #expect(try contents(of: folder) == ["episode-1.mp3"])
        #expect(server.requests.first?.header("Accept-Encoding") == nil)
        let reports = log.all
        #expect(reports.first == DownloadProgress(bytesReceived: 0, totalBytes: 300_000))
        #expect(reports.last == DownloadProgress(bytesReceived: 300_000, totalBytes: 300_000))
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.bytesReceived <= $1.bytesReceived })
        #expect(reports.count > 2)
    }

    @Test func writesToAPartFileAndRenamesItAtTheEnd() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer(routes: [
            "/slow.mp3": .fixed(
                LoopbackResponse(
                    status: 200, body: Data("0123456789".utf8), delivery: .drip(interval: .milliseconds(50))))
        ])
        defer { server.stop() }
        let observation = SeenFiles(folder: folder)
        let result = try await testDownloader().download(
            DownloadRequest(url: server.url("/slow.mp3"), directory: folder)
        ) { progress in
            if progress.bytesReceived > 0 && progress.bytesReceived < 10 { observation.lookOnce() }
        }
        #expect(observation.names == ["slow.mp3.part"])
        #expect(try contents(of: folder) == ["slow.mp3"])
        #expect(try Data(contentsOf: result.file) == Data("0123456789".utf8))
    }

    @Test func resumesAPartFileWithARange() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body.prefix(100_000).write(to: folder.appendingPathComponent("show.mp3.part"))
        let server = try LoopbackServer(routes: [
            "/show.mp3": .fixed(LoopbackResponse(status: 200, body: body, acceptsRanges: true))
        ])
        defer { server.stop() }
        let log = ProgressLog()
        let result = try await testDownloader().download(
            DownloadRequest(url: server.url("/show.mp3"), directory: folder)
        ) { log.record($0) }
        #expect(result.resumedFrom == 100_000)
        #expect(result.bytes == 300_000)
        #expect(try Data(contentsOf: result.file) == body)
        #expect(server.requests.map { $0.header("Range") } == ["bytes=100000-"])
        #expect(log.all.first == DownloadProgress(bytesReceived: 100_000, totalBytes: 300_000))
        #expect(try contents(of: folder) == ["show.mp3"])
    }

    @Test func startsOverWhenTheServerIgnoresTheRange() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(repeating: 0xEE, count: 50_000).write(to: folder.appendingPathComponent("show.mp3.part"))
        let server = try LoopbackServer(routes: [
            "/show.mp3": .fixed(LoopbackResponse(status: 200, body: body))
        ])
        defer { server.stop() }
        let result = try await testDownloader().download(
            DownloadRequest(url: server.url("/show.mp3"), directory: folder)
        ) { _ in }
        #expect(server.requests.first?.header("Range") == "bytes=50000-")
        #expect(result.resumedFrom == 0)
        #expect(try Data(contentsOf: result.file) == body)
    }

    @Test func startsOverWhenThePartDoesNotFit() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try episode(400_000).write(to: folder.appendingPathComponent("show.mp3.part"))
        let server = try LoopbackServer(routes: [
            "/show.mp3": .fixed(LoopbackResponse(status: 200, body: body, acceptsRanges: true))
        ])
        defer { server.stop() }
        let result = try await testDownloader().download(
            DownloadRequest(url: server.url("/show.mp3"), directory: folder)
        ) { _ in }
        #expect(server.requests.map { $0.header("Range") } == ["bytes=400000-", nil])
        #expect(try Data(contentsOf: result.file) == body)
    }

    @Test func aShortBodyKeepsThePartForResuming() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer(routes: [
            "/cut.mp3": .sequence([
                LoopbackResponse(
                    status: 200, body: body, acceptsRanges: true, delivery: .resetAfter(bytes: 120_000)),
                LoopbackResponse(status: 200, body: body, acceptsRanges: true),
            ])
        ])
        defer { server.stop() }
        let downloader = testDownloader()
        let request = DownloadRequest(url: server.url("/cut.mp3"), directory: folder)
        let partial = folder.appendingPathComponent("cut.mp3.part")
        let error = await failure(of: request, with: downloader)
        guard case .incomplete(let path, let received, let expected) = error else {
            Issue.record("expected an incomplete download, got \(String(describing: error))")
            return
        }
        #expect(path == partial.path)
        #expect(expected == 300_000)
        #expect(received > 0 && received <= 120_000)
        #expect(try Data(contentsOf: partial) == body.prefix(received))

        let result = try await downloader.download(request) { _ in }
        #expect(result.resumedFrom == received)
        #expect(try Data(contentsOf: result.file) == body)
    }

    @Test func aLengthBelowTheAnnouncedOneIsIncomplete() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer(routes: [
            "/short.mp3": .fixed(
                LoopbackResponse(
                    status: 200, body: Data("ten bytes!".utf8), delivery: .wrongLength(declared: 100)))
        ])
        defer { server.stop() }
        let partial = folder.appendingPathComponent("short.mp3.part")
        let error = await failure(
            of: DownloadRequest(url: server.url("/short.mp3"), directory: folder), with: testDownloader())
        #expect(error == .incomplete(partialPath: partial.path, received: 10, expected: 100))
        #expect(try contents(of: folder) == ["short.mp3.part"])
    }

    @Test func aRangeTotalThatDisagreesIsIncomplete() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("01234".utf8).write(to: folder.appendingPathComponent("odd.mp3.part"))
        let server = try LoopbackServer(routes: [
            "/odd.mp3": .fixed(
                LoopbackResponse(
                    status: 206, headers: ["Content-Range": "bytes 5-9/20"], body: Data("56789".utf8)))
        ])
        defer { server.stop() }
        let partial = folder.appendingPathComponent("odd.mp3.part")
        let error = await failure(
            of: DownloadRequest(url: server.url("/odd.mp3"), directory: folder), with: testDownloader())
        #expect(error == .incomplete(partialPath: partial.path, received: 10, expected: 20))
        #expect(try Data(contentsOf: partial) == Data("0123456789".utf8))
    }

    @Test func aRangeOtherThanTheOneAskedIsRefused() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("01234".utf8).write(to: folder.appendingPathComponent("odd.mp3.part"))
        let server = try LoopbackServer(routes: [
            "/odd.mp3": .fixed(
                LoopbackResponse(
                    status: 206, headers: ["Content-Range": "bytes 0-9/10"], body: Data("0123456789".utf8)))
        ])
        defer { server.stop() }
        let error = await failure(
            of: DownloadRequest(url: server.url("/odd.mp3"), directory: folder), with: testDownloader())
        #expect(error == .unexpectedRange(asked: 5, contentRange: "bytes 0-9/10"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("odd.mp3.part")) == Data("01234".utf8))
    }

    @Test func refusesToOverwriteUnlessAsked() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = folder.appendingPathComponent("episode.mp3")
        try Data("mine".utf8).write(to: existing)
        let server = try LoopbackServer(routes: [
            "/episode.mp3": .fixed(LoopbackResponse(status: 200, body: body))
        ])
        defer { server.stop() }
        let request = DownloadRequest(url: server.url("/episode.mp3"), directory: folder)
        #expect(await failure(of: request, with: testDownloader()) == .fileExists(path: existing.path))
        #expect(try Data(contentsOf: existing) == Data("mine".utf8))
        #expect(server.requests.isEmpty)

        var replacing = request
        replacing.overwrite = true
        _ = try await testDownloader().download(replacing) { _ in }
        #expect(try Data(contentsOf: existing) == body)
        #expect(try contents(of: folder) == ["episode.mp3"])
    }

    @Test func traversalNamesStayInTheFolder() async throws {
        let parent = try makeFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let server = try LoopbackServer(fallback: .fixed(.ok("payload")))
        defer { server.stop() }
        let downloader = testDownloader()
        let byName = try await downloader.download(
            DownloadRequest(url: server.url("/x"), directory: folder, fileName: "../../escape.mp3")
        ) { _ in }
        #expect(byName.file == folder.appendingPathComponent("escape.mp3"))
        let byURL = try await downloader.download(
            DownloadRequest(url: server.url("/files/..%2F..%2Fencoded.mp3"), directory: folder)
        ) { _ in }
        #expect(byURL.file == folder.appendingPathComponent("encoded.mp3"))
        let unnamed = try await downloader.download(DownloadRequest(url: server.url("/"), directory: folder))
        { _ in }
        #expect(unnamed.file == folder.appendingPathComponent("download"))
        #expect(try contents(of: parent) == ["inbox"])
        #expect(try contents(of: folder) == ["download", "encoded.mp3", "escape.mp3"])
    }

    @Test func runsSeveralDownloadsWithinTheLimit() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer(
            fallback: .fixed(LoopbackResponse(status: 200, body: episode(20_000), delay: .milliseconds(150))))
        defer { server.stop() }
        let requests = (1...6).map {
            DownloadRequest(url: server.url("/episode-\($0).mp3"), directory: folder)
        }
        let finished = ProgressLog()
        let results = await testDownloader(concurrency: 2).downloadAll(requests) { _, progress in
            if progress.bytesReceived == progress.totalBytes { finished.record(progress) }
        }
        let files = try results.map { try $0.get().file.lastPathComponent }
        #expect(files == (1...6).map { "episode-\($0).mp3" })
        #expect(server.statistics.requestCount == 6)
        #expect(server.statistics.peakInFlight <= 2)
        #expect(finished.all.count == 6)
    }

    @Test func failuresReportTheHTTPError() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer()
        defer { server.stop() }
        let url = server.url("/missing.mp3")
        #expect(
            await failure(of: DownloadRequest(url: url, directory: folder), with: testDownloader())
                == .http(.status(code: 404, url: url.absoluteString, retryAfterSeconds: nil)))
        #expect(try contents(of: folder).isEmpty)
        let nowhere = folder.appendingPathComponent("nowhere")
        #expect(
            await failure(of: DownloadRequest(url: url, directory: nowhere), with: testDownloader())
                == .directoryUnavailable(path: nowhere.path, reason: "it does not exist"))
    }

    @Test func anAnnouncedSizeOverTheLimitIsRefused() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer(routes: [
            "/big.mp3": .fixed(LoopbackResponse(status: 200, body: body))
        ])
        defer { server.stop() }
        let url = server.url("/big.mp3")
        #expect(
            await failure(
                of: DownloadRequest(url: url, directory: folder), with: testDownloader(maxFileBytes: 1000))
                == .tooLarge(url: url.absoluteString, limit: 1000))
    }

    @Test func cancellingKeepsThePartForLater() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LoopbackServer(routes: [
            "/long.mp3": .fixed(
                LoopbackResponse(
                    status: 200, body: Data(repeating: 1, count: 1000),
                    delivery: .drip(interval: .milliseconds(20))))
        ])
        defer { server.stop() }
        let log = ProgressLog()
        let downloader = testDownloader()
        let task = Task { () async throws(DownloadError) -> DownloadResult in
            try await downloader.download(DownloadRequest(url: server.url("/long.mp3"), directory: folder)) {
                log.record($0)
            }
        }
        #expect(await waitUntil { log.all.count > 3 })
        task.cancel()
        await #expect(throws: DownloadError.cancelled) { try await task.value }
        #expect(try contents(of: folder) == ["long.mp3.part"])
    }

    @Test func worksOverTheCannedClient() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try #require(URL(string: "https://example.org/podcast/ep1.mp3"))
        let client = CannedHTTPClient(answers: [url: .ok(Data("canned audio".utf8))])
        let result = try await testDownloader(client: client).download(
            DownloadRequest(url: url, directory: folder)
        ) { _ in }
        #expect(try Data(contentsOf: result.file) == Data("canned audio".utf8))
        #expect(result.file.lastPathComponent == "ep1.mp3")
    }
}

/// Records what the download folder holds at one moment.
private final class SeenFiles: Sendable {
    let folder: URL
    private let seen = Mutex<[String]?>(nil)

    init(folder: URL) { self.folder = folder }

    /// Lists the folder, the first time only.
    func lookOnce() {
        seen.withLock { seen in
            if seen == nil { seen = (try? contents(of: folder)) ?? [] }
        }
    }

    var names: [String]? { seen.withLock { $0 } }
}

/// Waits (up to five seconds) until `condition` holds.
private func waitUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<500 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}

@Suite struct DownloadAddresses {
    /// An enclosure comes from a fetched feed, so a local file is never copied: not
    /// `/etc/passwd`, not `/dev/zero` (which would fill the disk), and no part file is left.
    @Test(arguments: ["file:///etc/passwd", "file:///dev/zero"])
    func aLocalFileIsNeverDownloaded(address: String) async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try #require(URL(string: address))
        do {
            _ = try await testDownloader().download(DownloadRequest(url: url, directory: folder)) { _ in }
            Issue.record("\(address) was downloaded")
        } catch {
            #expect(error == .http(.refusedAddress(address, reason: "it is a local file")))
        }
        #expect(try contents(of: folder).isEmpty)
    }
}
