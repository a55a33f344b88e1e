import Foundation
import HTTPService
import LoopbackServerService
import NetworkBenchmarking
import Testing

@Suite struct Corpus {
    @Test func isDeterministicAndAboutTheAskedSize() {
        let corpus = FeedCorpus(feedCount: 3, feedBytes: 40_000)
        let first = corpus.feed(1)
        #expect(first == FeedCorpus(feedCount: 300, feedBytes: 40_000).feed(1))
        #expect(first != corpus.feed(2))
        #expect(first.count >= 40_000 && first.count < 42_000)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\">"))
        #expect(text.hasSuffix("</channel></rss>\n"))
        #expect(corpus.paths == ["/feeds/feed-000.xml", "/feeds/feed-001.xml", "/feeds/feed-002.xml"])
    }

    @Test func writesFilesWithAFixedDate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = FeedCorpus(feedCount: 2, feedBytes: 2_000)
        try corpus.write(to: folder)
        let file = folder.appendingPathComponent("feeds/feed-001.xml")
        #expect(try Data(contentsOf: file) == corpus.feed(1))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.modificationDate] as? Date == FeedCorpus.modificationDate)
        let paths = try String(contentsOf: folder.appendingPathComponent("paths.txt"), encoding: .utf8)
        #expect(paths == "/feeds/feed-000.xml\n/feeds/feed-001.xml\n")
    }
}

@Suite struct Measurement {
    @Test func coldThenWarmFetchSeesEveryFeedThenOnlyNotModified() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = FeedCorpus(feedCount: 5, feedBytes: 4_000)
        try corpus.write(to: folder)
        let server = try LoopbackServer(fallback: .directory(folder))
        defer { server.stop() }
        let urls = corpus.paths.map(server.url)
        let settings = try BenchmarkSettings.load()
        let measurement = FetchMeasurement(client: CurlHTTPClient(settings: settings))

        let (cold, validators) = await measurement.run(mode: "cold", urls: urls, validators: [:])
        #expect(cold.answers == ["200": 5])
        #expect(cold.bodyBytes == (0..<5).map { corpus.feed($0).count }.reduce(0, +))
        #expect(validators.count == 5)
        #expect(validators.values.allSatisfy { $0.etag != nil && $0.lastModified != nil })

        let (warm, _) = await measurement.run(mode: "warm", urls: urls, validators: validators)
        #expect(warm.answers == ["304": 5])
        #expect(warm.bodyBytes == 0)
        #expect(server.requests.suffix(5).allSatisfy { $0.header("If-None-Match") != nil })
        #expect(warm.peakResidentBytes >= warm.startResidentBytes)
    }

    @Test func usesTheShippedDefaults() throws {
        let settings = try BenchmarkSettings.load()
        #expect(settings.concurrency == 24)
        #expect(settings.concurrencyPerHost == 6)
        #expect(settings.userAgent.hasPrefix("Tidings/"))
    }

    @Test func tablesShowMediansAndAnswers() {
        let reports = [0.3, 0.1, 0.2].map { seconds in
            FetchReport(
                mode: "cold", requests: 300, answers: ["200": 300], bodyBytes: 0, wallSeconds: seconds,
                cpuSeconds: 0.05, startResidentBytes: 10 << 20, peakResidentBytes: 20 << 20,
                failureSamples: [])
        }
        let table = ResultTable.render(reports)
        #expect(
            table.contains(
                "| cold | 300 | 300 x 200 | 200 ms (100 ms-300 ms) | 1500 | 50 ms | 20.0 MB | 10.0 MB |"))
    }
}
