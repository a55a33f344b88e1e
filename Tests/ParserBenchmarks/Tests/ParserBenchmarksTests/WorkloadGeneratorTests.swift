import FeedParserService
import Foundation
import ParserBenchmarking
import Testing

/// The workload must be the same bytes everywhere, and a real feed.
@Suite struct WorkloadGeneratorTests {
    @Test func splitMix64MatchesItsReferenceOutput() {
        var random = SplitMix64(seed: 0)
        // The reference sequence of SplitMix64 for seed 0 (computed independently in Python).
        #expect(
            [random.next(), random.next(), random.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
        var seeded = SplitMix64(seed: 2024)
        #expect(seeded.next() == 0x9F6D_8FEC_F88E_ECD5)
    }

    @Test func theSameSeedAndSizeGiveTheSameBytes() {
        let first = WorkloadGenerator(seed: 7).rssDocument(targetBytes: 200_000)
        let second = WorkloadGenerator(seed: 7).rssDocument(targetBytes: 200_000)
        let other = WorkloadGenerator(seed: 8).rssDocument(targetBytes: 200_000)
        #expect(first.data == second.data)
        #expect(first.itemCount == second.itemCount)
        #expect(first.data != other.data)
    }

    @Test func theDocumentReachesItsTargetAndNoMoreThanOneItemBeyond() {
        let target = 300_000
        let document = WorkloadGenerator().rssDocument(targetBytes: target)
        #expect(document.data.count >= target)
        #expect(document.data.count < target + 16_384)
        let text = String(decoding: document.data, as: UTF8.self)
        #expect(text.components(separatedBy: "<item>").count - 1 == document.itemCount)
    }

    @Test func theDocumentIsAFeedTidingsReadsCleanly() throws {
        let document = WorkloadGenerator().rssDocument(targetBytes: 500_000)
        let feed = try FeedParser(maxDocumentBytes: 1 << 22).parse(document.data, url: nil, charset: nil)
        #expect(feed.format == .rss2)
        #expect(feed.diagnostics == [])
        #expect(feed.items.count == document.itemCount)
        let first = try #require(feed.items.first)
        #expect(first.id == "tag:example.com,2024:post-1")
        #expect(first.link == URL(string: "https://example.com/posts/1"))
        #expect(first.published != nil)
        #expect(first.content?.isHTML == true)
        #expect(first.summary?.text.hasPrefix("<p>") == true)
        #expect(first.title?.hasSuffix(" & more") == true)
    }

    @Test func theNoOpPassTellsWellFormedFromBroken() {
        #expect(NoOpSAXPass.run(Data("<rss><channel/></rss>".utf8)))
        #expect(!NoOpSAXPass.run(Data("<rss><channel></rss>".utf8)))
    }
}

/// The pieces of the harness itself.
@Suite struct HarnessTests {
    @Test func measurementsTravelAsOneLine() throws {
        let measurement = BenchmarkMeasurement(
            bytesParsed: 1_000_000, seconds: 0.5, cpuSeconds: 0.25, startResidentBytes: 10,
            peakResidentBytes: 20)
        let line = measurement.line
        #expect(BenchmarkMeasurement(line: line[...]) == measurement)
        #expect(measurement.megabytesPerSecond == 4)
        #expect(measurement.wallMegabytesPerSecond == 2)
        #expect(BenchmarkMeasurement(line: "measurement 1 2") == nil)
    }

    @Test func theSummaryIsTheMedianWithTheLargestPeak() throws {
        let runs = [3.0, 1.0, 2.0].map { cpu in
            BenchmarkMeasurement(
                bytesParsed: 6_000_000, seconds: cpu, cpuSeconds: cpu, startResidentBytes: Int(cpu),
                peakResidentBytes: Int(cpu * 100))
        }
        let summary = try #require(BenchmarkMeasurement.summary(of: runs))
        #expect(summary.cpuSeconds == 2)
        #expect(summary.peakResidentBytes == 300)
        #expect(summary.startResidentBytes == 1)
        #expect(BenchmarkMeasurement.summary(of: []) == nil)
    }

    @Test func numbersAreRoundedToFixedDecimals() {
        #expect(ResultsTable.fixed(140.45, 1) == "140.5")
        #expect(ResultsTable.fixed(0.5, 2) == "0.50")
        #expect(ResultsTable.fixed(2.999, 2) == "3.00")
        #expect(ResultsTable.fixed(-1.25, 1) == "-1.3")
        #expect(ResultsTable.fixed(7, 0) == "7")
    }

    @Test func theTableHasAlignedColumns() {
        let measurement = BenchmarkMeasurement(
            bytesParsed: 2_000_000, seconds: 0.02, cpuSeconds: 0.01, startResidentBytes: 1_048_576,
            peakResidentBytes: 4_194_304)
        let row = ResultRow(
            corpus: "large RSS", parser: "tidings", inputBytes: 2_000_000, measurement: measurement,
            baseline: measurement, isSingleDocument: true)
        let lines = ResultsTable.render([row]).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(Set(lines.map(\.count)).count == 1)
        #expect(lines[2].contains("| 200.0 "))
        #expect(lines[2].contains("| 1.00 "))
        #expect(lines[2].hasSuffix("| 2.10x        |"))
    }

    @Test func theCorpusIsWrittenWithItsListing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = BenchmarkCorpus.defaultFixturesDirectory.appendingPathComponent("rss2-basic.xml")
        let corpus = try BenchmarkCorpus.write(
            to: directory, generator: WorkloadGenerator(), targetBytes: 50_000, fixtures: [fixture],
            mediumItems: 10, smallDocuments: 3)
        let listing = try String(contentsOf: directory.appendingPathComponent("corpus.tsv"), encoding: .utf8)
        let rows = listing.split(separator: "\n").map {
            $0.split(separator: "\t").prefix(2).joined(separator: " ")
        }
        let size = try Data(contentsOf: fixture).count
        #expect(
            rows == [
                "set path", "large large-rss.xml", "medium medium-rss.xml",
                "small small/small-000-rssContent.xml",
                "small small/small-001-atom.xml", "small small/small-002-podcast.xml",
                "fixtures fixtures/rss2-basic.xml", "small small/fixture-rss2-basic.xml",
            ])
        let fixtures = try #require(corpus.fixtures)
        #expect(try Data(contentsOf: fixtures.files[0]) == Data(contentsOf: fixture))
        #expect(fixtures.bytes == size)
        #expect(corpus.entries.map(\.set) == ["large", "medium", "small", "fixtures"])
    }

    @Test func smallFeedsSpanOneToAHundredKilobytesAndParse() throws {
        let documents = SmallFeedGenerator().corpus(count: 10)
        #expect(documents.first.map { (1024..<3000).contains($0.data.count) } == true)
        #expect(documents.last.map { (100_000..<110_000).contains($0.data.count) } == true)
        let parser = FeedParser(maxDocumentBytes: 1 << 24)
        for document in documents {
            let feed = try parser.parse(document.data, url: nil, charset: nil)
            #expect(!feed.items.isEmpty, "\(document.name)")
            #expect(feed.diagnostics.isEmpty, "\(document.name): \(feed.diagnostics)")
        }
        let compact = SmallFeedGenerator().compactDocument(itemCount: 200)
        #expect(try parser.parse(compact, url: nil, charset: nil).items.count == 200)
        #expect((300..<450).contains(compact.count / 200))
    }

    @Test func aWrittenCorpusReadsBackAsTheSameFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "corpus-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixtures = ["rss2-basic.xml", "atom10-basic.xml"].map {
            BenchmarkCorpus.defaultFixturesDirectory.appendingPathComponent($0)
        }
        let written = try BenchmarkCorpus.write(
            to: directory, generator: WorkloadGenerator(), targetBytes: 20_000, fixtures: fixtures,
            mediumItems: 10, smallDocuments: 2)
        let read = try BenchmarkCorpus.read(from: directory)
        #expect(read.entries.map(\.set) == written.entries.map(\.set))
        #expect(read.large?.files.map(\.path) == written.large?.files.map(\.path))
        #expect(read.large?.bytes == written.large?.bytes)
        #expect(read.fixtures?.files.map(\.lastPathComponent) == ["rss2-basic.xml", "atom10-basic.xml"])
        #expect(read.fixtures?.bytes == written.fixtures?.bytes)
        #expect(read.fixtures?.name == "fixture set (2 files)")
        try Data("set\tpath\tbytes\nlarge\tlarge-rss.xml\tmany\n".utf8)
            .write(to: directory.appendingPathComponent("corpus.tsv"))
        #expect(throws: BenchmarkFailure.self) { try BenchmarkCorpus.read(from: directory) }
    }

    @Test func recordsTravelAsJSON() throws {
        let record = ResultRecord(
            set: "large", corpus: "large RSS", parser: "tidings", inputBytes: 1000,
            median: BenchmarkMeasurement(
                bytesParsed: 1000, seconds: 0.5, cpuSeconds: 0.25, startResidentBytes: 1, peakResidentBytes: 2
            ),
            runsMegabytesPerSecond: [0.004, 0.005])
        let data = try JSONEncoder().encode([record])
        #expect(try JSONDecoder().decode([ResultRecord].self, from: data) == [record])
    }

    @Test func theFixtureListKeepsOnlyDocumentsThatParse() throws {
        let parser = FeedParser(maxDocumentBytes: 1 << 24)
        let fixtures = try BenchmarkCorpus.xmlFixtures(in: BenchmarkCorpus.defaultFixturesDirectory) { data in
            (try? parser.parse(data, url: nil, charset: nil)) != nil
        }
        let names = fixtures.map(\.lastPathComponent)
        #expect(names.contains("rss2-basic.xml"))
        #expect(!names.contains("malformed-mismatched-tag.xml"))
        #expect(!names.contains("opml-document.xml"))
        #expect(!names.contains { $0.hasPrefix("hostile-") })
        #expect(!names.contains("rss-bare-ampersand.xml"))
        #expect(names == names.sorted())
    }

    @Test(arguments: [ParserUnderTest.tidings, .tidingsRefreshPath])
    func aChildMeasurementParsesRealFiles(parser: ParserUnderTest) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "child-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = try BenchmarkCorpus.write(
            to: directory, generator: WorkloadGenerator(), targetBytes: 100_000,
            fixtures: [BenchmarkCorpus.defaultFixturesDirectory.appendingPathComponent("rss2-basic.xml")],
            mediumItems: 10, smallDocuments: 1)
        let large = try #require(corpus.large)
        let measurement = try await BenchmarkChild.measure(
            parser: parser, files: large.files, minimumSeconds: 0)
        #expect(measurement.bytesParsed == large.bytes)
        // VmRSS and VmHWM are batched per thread by the kernel, so in a busy multi-threaded test
        // process the current size can briefly read above the high-water mark: only check both exist.
        #expect(measurement.peakResidentBytes > 0)
        #expect(measurement.startResidentBytes > 0)
    }
}
