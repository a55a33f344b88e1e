import DownloadService
import Foundation
import HTTPService
import Synchronization

/// An HTTP client with short limits for the tests.
func testClient() -> CurlHTTPClient {
    CurlHTTPClient(
        settings: HTTPSettings(
            userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 2, requestTimeoutSeconds: 5, maxRedirects: 3,
            maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 1, concurrency: 8,
            concurrencyPerHost: 8))
}

/// A downloader over `client` with `concurrency` places.
func testDownloader(
    client: any HTTPClient = testClient(), concurrency: Int = 3, maxFileBytes: Int? = nil,
    stallTimeoutSeconds: Double? = 2
) -> HTTPDownloader {
    HTTPDownloader(
        client: client,
        settings: DownloadSettings(
            concurrency: concurrency, maxFileBytes: maxFileBytes, stallTimeoutSeconds: stallTimeoutSeconds))
}

/// A fresh, empty folder, removed by the caller.
func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "downloads-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Deterministic bytes that are not all alike.
func episode(_ count: Int) -> Data {
    Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) })
}

/// The names in `folder`, sorted.
func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// Collects progress reports from the client's thread.
final class ProgressLog: Sendable {
    private let reports = Mutex<[DownloadProgress]>([])

    func record(_ progress: DownloadProgress) {
        reports.withLock { $0.append(progress) }
    }

    var all: [DownloadProgress] { reports.withLock { $0 } }
}

/// Runs a download and returns its error, or nil when it succeeded.
func failure(of request: DownloadRequest, with downloader: some Downloader) async -> DownloadError? {
    do {
        _ = try await downloader.download(request) { _ in }
        return nil
    } catch {
        return error
    }
}
