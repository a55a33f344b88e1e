import ArticleLogic
import FeedParserService
import Foundation
import HTTPService

/// The `tidings-refresh-path` measurement: each file read as refresh reads a feed, through
/// HTTPService's `get` (a `file://` URL takes the same body collector as HTTP, which spools a
/// large body to a file and hands it over mapped), its body hashed as refresh hashes it, then
/// parsed item by item, each item counted and dropped. Nothing is loaded before the clock starts:
/// the peak is the body's and the parse's, over the runtime's start-up.
enum RefreshPathChild {
    static func measure(files: [URL], minimumSeconds: Double) async throws -> BenchmarkMeasurement {
        let startResident = ProcessMemory.currentResidentBytes()
        let client = CurlHTTPClient(
            settings: HTTPSettings(
                userAgent: "parser-bench", connectTimeoutSeconds: 10, requestTimeoutSeconds: 600,
                maxRedirects: 0,
                maxResponseBytes: Int.max, retryLimit: 0, retryAfterMaxSeconds: 0, concurrency: 1,
                concurrencyPerHost: 1))
        let parser = FeedParser(maxDocumentBytes: Int.max)
        var itemsSeen = 0
        var hashes: UInt64 = 0
        func readAll() async throws -> Int {
            var bytes = 0
            for file in files {
                let response = try await client.get(HTTPRequest(url: file, allowsLocalFiles: true))
                hashes &+= ContentHash.of(body: response.body) | 1
                _ = try? parser.parse(response.body, url: file, charset: nil) { _ in itemsSeen += 1 }
                bytes += response.body.count
            }
            return bytes
        }
        if minimumSeconds > 0 { _ = try await readAll() }
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = ProcessMemory.processCPUSeconds()
        var bytesRead = 0
        var elapsed = Duration.zero
        repeat {
            bytesRead += try await readAll()
            elapsed = clock.now - start
        } while elapsed < .milliseconds(Int(minimumSeconds * 1000))
        let cpuSeconds = ProcessMemory.processCPUSeconds() - cpuStart
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard itemsSeen > 0, hashes != 0 || files.isEmpty else {
            throw BenchmarkFailure("the tidings-refresh-path child read nothing")
        }
        return BenchmarkMeasurement(
            bytesParsed: bytesRead, seconds: seconds, cpuSeconds: cpuSeconds,
            startResidentBytes: startResident,
            peakResidentBytes: ProcessMemory.peakResidentBytes())
    }
}
